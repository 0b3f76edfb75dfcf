import Foundation
import SwipeUI
import XCTest

/// A view removed with a transition that has finished, then inserted again with the same
/// identity, is a new view: it gets its insertion transition again and starts where it is laid
/// out, as in SwiftUI (found with `matchedGeometryEffect`: a card that closed back into its
/// thumbnail animated the thumbnail from where it had left).
final class ReinsertedViewTests: XCTestCase {
    struct Blinking: View {
        @State var isShown = true
        @State var isLarge = false
        var body: some View {
            ZStack {
                Color.clear
                if isShown {
                    Color.red.accessibilityIdentifier("box").frame(width: isLarge ? 100 : 50, height: isLarge ? 100 : 50)
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 0.2)) { isShown = false } }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    withAnimation(.linear(duration: 0.2)) {
                        isShown = true
                        isLarge = true
                    }
                }
            }
        }
    }

    func testAViewInsertedAgainFadesInAgainAtItsNewFrame() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 200, height: 200)
        options.safeArea = EdgeInsets()
        options.duration = 0.8
        let frames = try Simulation(Blinking(), options: options).frames()
        func box(_ index: Int) -> IdentifiedView? { frames[index].identifiedViews.first { $0.identifier == "box" } }
        XCTAssertEqual(try XCTUnwrap(box(12)).opacity, 0.5, accuracy: 1e-9, "halfway out at 0.2 s")
        XCTAssertNil(box(24), "gone after its 0.2 s removal")
        // Inserted again at 0.5 s (frame 30): 6 of its 12 frames in, half faded in, already at
        // its new 100 × 100 frame in the middle of the canvas.
        let back = try XCTUnwrap(box(36))
        XCTAssertEqual(back.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(back.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(back.transform, [1, 0, 0, 1, 50, 50])
    }
}
