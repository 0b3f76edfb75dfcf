import SwipeUI
import XCTest

/// `.statusBarHidden`, `.statusBar(hidden:)` and `.persistentSystemOverlays(.hidden)` hide
/// system views SwipeSim does not draw over a view's simulation, and on a notched iPhone the safe
/// area stays where it is: the frames are those of the view without them, and a view aligned to
/// the top of the safe area still starts at y 47 on the default canvas.
final class SystemOverlaysTests: XCTestCase {
    struct Deck: View {
        var body: some View {
            VStack {
                Color.red.frame(height: 40)
                Spacer()
            }
        }
    }

    private func first<V: View>(_ view: V) throws -> Frame {
        var options = SimulationOptions()
        options.duration = 0
        return try XCTUnwrap(Simulation(view, options: options).frames().first)
    }

    func testHidingSystemOverlaysChangesNoPixel() throws {
        let plain = try first(Deck())
        XCTAssertEqual(FramePixels(plain)[195, 47], [255, 59, 48, 255], "the red band starts at the safe area's top")
        XCTAssertEqual(FramePixels(plain)[195, 46], [255, 255, 255, 255])
        for view in [
            AnyView(Deck().statusBarHidden()), AnyView(Deck().statusBar(hidden: true)),
            AnyView(Deck().persistentSystemOverlays(.hidden)), AnyView(Deck().statusBarHidden(false)),
        ] {
            XCTAssertEqual(try first(view).premultipliedRGBA, plain.premultipliedRGBA)
        }
    }
}
