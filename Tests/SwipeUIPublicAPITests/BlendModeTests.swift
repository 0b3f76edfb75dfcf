import SwipeUI
import XCTest

/// `.blendMode(_:)`: the view composited with what is drawn behind it by the mode's formula
/// (W3C Compositing and Blending Level 1; Porter–Duff for the source/destination modes). Each
/// expected pixel is that formula worked out by hand for the colours below.
final class BlendModeTests: XCTestCase {
    /// A 60 × 60 pt `under` square at the top left and a 60 × 60 `over` square, blended, 30 pt
    /// further right and down, on a white 120 × 120 screen at scale 1.
    struct Overlap: View {
        let under: Color
        let over: Color
        let mode: BlendMode
        var overOpacity = 1.0

        var body: some View {
            ZStack(alignment: .topLeading) {
                under.frame(width: 60, height: 60)
                over.frame(width: 60, height: 60).opacity(overOpacity).blendMode(mode).offset(x: 30, y: 30)
            }
            .frame(width: 120, height: 120, alignment: .topLeading)
        }
    }

    private func frame<V: View>(_ view: V) throws -> FramePixels {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 120, height: 120)
        options.safeArea = EdgeInsets()
        options.scale = 1
        options.duration = 0
        return FramePixels(try XCTUnwrap(try Simulation(view, options: options).frames().first))
    }

    func testMultiplyScreenAndDifferenceOfRedAndBlue() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // Overlap at (45, 45); blue over white alone at (75, 75); red alone at (15, 15).
        let multiply = try frame(Overlap(under: red, over: blue, mode: .multiply))
        XCTAssertEqual(multiply[45, 45], [0, 0, 0, 255], "red × blue is black")
        XCTAssertEqual(multiply[75, 75], [0, 0, 255, 255], "white × blue is blue")
        XCTAssertEqual(multiply[15, 15], [255, 0, 0, 255], "red below is untouched")
        let screen = try frame(Overlap(under: red, over: blue, mode: .screen))
        XCTAssertEqual(screen[45, 45], [255, 0, 255, 255], "1 − (1 − red)(1 − blue) is magenta")
        XCTAssertEqual(screen[75, 75], [255, 255, 255, 255], "screen over white stays white")
        let difference = try frame(Overlap(under: Color.white, over: Color.white, mode: .difference))
        XCTAssertEqual(difference[45, 45], [0, 0, 0, 255], "|white − white| is black")
    }

    func testLighterAddsAndDarkenKeepsTheSmallerChannel() throws {
        let a = Color(red: 100 / 255, green: 0, blue: 0), b = Color(red: 0, green: 100 / 255, blue: 0)
        let plus = try frame(Overlap(under: a, over: b, mode: .plusLighter))
        XCTAssertEqual(plus[45, 45], [100, 100, 0, 255])
        let darken = try frame(Overlap(under: Color(red: 1, green: 0.5, blue: 0), over: Color(red: 0.2, green: 1, blue: 1), mode: .darken))
        XCTAssertEqual(darken[45, 45], [51, 128, 0, 255], "min per channel: (0.2, 0.5, 0)")
    }

    /// With the blended view at opacity ½ (level 128) over white, multiply gives
    /// cs·(1 − αb) + cb·(1 − αs) + αs·αb·Cb·Cs: red and green (1 − 128/255)·255 = 127, blue 255.
    func testTheViewsOpacityEntersTheFormula() throws {
        let half = try frame(Overlap(under: Color.white, over: Color(red: 0, green: 0, blue: 1), mode: .multiply, overOpacity: 0.5))
        XCTAssertEqual(half[45, 45], [127, 127, 255, 255])
    }

    /// destinationOut inside a compositing group clears the group where the view draws, so the
    /// white screen shows through a hole in the red square.
    func testDestinationOutPunchesAHoleInItsGroup() throws {
        struct Punched: View {
            var body: some View {
                ZStack {
                    Color.red.frame(width: 100, height: 100)
                    Color.black.frame(width: 40, height: 40).blendMode(.destinationOut)
                }
                .compositingGroup()
            }
        }
        let pixels = try frame(Punched())
        XCTAssertEqual(pixels[60, 60], [255, 255, 255, 255], "the hole shows the white screen")
        XCTAssertEqual(pixels[20, 20], [255, 59, 48, 255], "the red square's corner is still iOS red")
    }
}
