import SwipeUI
import XCTest

/// `zIndex(_:)` is a trait of the view it is written on (`_trait(ZIndexTraitKey.self, value)`,
/// OpenSwiftUI `Layout/Stack/ZIndex.swift`), read by the enclosing container through the
/// modifiers that wrap that one view: `.zIndex(1).padding(8)` still puts the view in front of
/// its siblings, for drawing and for touches alike.
final class ZIndexTraitTests: XCTestCase {
    final class Taps { var red = 0, blue = 0 }

    /// Two cards at the same place; red is written first but has the higher zIndex, with
    /// layout modifiers written after the zIndex.
    struct Cards: View {
        let taps: Taps
        var body: some View {
            ZStack {
                Color.red.frame(width: 200, height: 200)
                    .onTapGesture { taps.red += 1 }
                    .zIndex(1)
                    .padding(8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .accessibilityIdentifier("red")
                Color.blue.frame(width: 200, height: 200)
                    .onTapGesture { taps.blue += 1 }
                    .padding(8)
                    .accessibilityIdentifier("blue")
            }
        }
    }

    func testAZIndexBelowLayoutModifiersOrdersDrawingAndTouchesAlike() throws {
        let taps = Taps()
        let centre = CGPoint(x: 195, y: 422)
        let frames = try Simulation(Cards(taps: taps), script: [.tap(at: centre), .wait(0.1)]).frames()
        let first = try XCTUnwrap(frames.first)
        let pixels = FramePixels(first)
        XCTAssertEqual(pixels[195, 422], [255, 59, 48, 255], "red (systemRed) is drawn in front")
        let order = Dictionary(uniqueKeysWithValues: first.identifiedViews.map { ($0.identifier, $0.drawingOrder) })
        XCTAssertGreaterThan(try XCTUnwrap(order["red"]), try XCTUnwrap(order["blue"]))
        XCTAssertEqual([taps.red, taps.blue], [1, 0], "the tap lands on the view drawn in front")
    }
}
