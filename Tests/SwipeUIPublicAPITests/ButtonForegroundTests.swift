import SwipeUI
import XCTest

/// A `Button`'s default style colours its label with the tint only as a *default* foreground
/// (OpenSwiftUI `BorderlessButtonStyle`: `.defaultForegroundColor(…accentColor…)`;
/// `ForegroundStyle.swift`: `currentForegroundStyle = foregroundStyle ?? defaultForegroundStyle`),
/// so an explicit `.foregroundColor`/`.foregroundStyle` on or around the button wins.
final class ButtonForegroundTests: XCTestCase {
    /// The colour of the centre of a button whose label is an unfilled 40 pt square (a shape
    /// without a fill is drawn in the foreground style).
    func labelColour<V: View>(_ wrap: (Button<Rectangle>) -> V) throws -> [UInt8] {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.duration = 0
        let button = Button(action: {}) { Rectangle() }
        let view = wrap(button).frame(width: 40, height: 40)
        let frame = try XCTUnwrap(Simulation(view, options: options).frames().first)
        return FramePixels(frame)[50, 50]
    }

    func testWithoutAForegroundStyleTheLabelIsTheTint() throws {
        XCTAssertEqual(try labelColour { $0 }, [0, 122, 255, 255], "systemBlue, the default accent colour")
        XCTAssertEqual(try labelColour { $0.tint(Color(red: 1, green: 0, blue: 0)) }, [255, 0, 0, 255])
    }

    func testAForegroundColorOnTheButtonWins() throws {
        XCTAssertEqual(try labelColour { $0.foregroundColor(.black) }, [0, 0, 0, 255])
        XCTAssertEqual(try labelColour { $0.foregroundStyle(Color(red: 0, green: 1, blue: 0)) }, [0, 255, 0, 255])
    }

    func testAForegroundStyleAroundTheButtonWinsOverItsTint() throws {
        XCTAssertEqual(try labelColour { button in VStack { button }.foregroundColor(.black).tint(Color(red: 1, green: 0, blue: 0)) }, [0, 0, 0, 255])
    }

    func testForegroundColorNilLeavesTheTint() throws {
        // `.foregroundColor(nil)` removes the explicit style: the default (the tint) shows again.
        XCTAssertEqual(try labelColour { button in VStack { button.foregroundColor(nil) }.foregroundColor(.black) }, [0, 122, 255, 255])
    }
}
