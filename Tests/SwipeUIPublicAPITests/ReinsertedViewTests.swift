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

/// A row inserted into (or removed from) a centred `VStack` under an animation: the stack
/// grows and its old rows slide, while the new row appears where it is laid out and the removed
/// one stays where it was, fading — SwiftUI animates each view's own position on the canvas.
final class InsertedIntoMovingStackTests: XCTestCase {
    struct Rows: View {
        @State var count = 2
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    Color.red.accessibilityIdentifier("row\(i)").frame(width: 100, height: 40)
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 0.5)) { count = 3 } }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { withAnimation(.linear(duration: 0.5)) { count = 2 } }
            }
        }
    }

    func testTheNewRowStaysWhereItIsLaidOutWhileTheOthersSlide() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 200, height: 400)
        options.safeArea = EdgeInsets()
        options.duration = 1.6
        let frames = try Simulation(Rows(), options: options).frames()
        func y(_ id: String, _ frame: Int) -> Double? { frames[frame].identifiedViews.first { $0.identifier == id }?.transform[5] }
        // Two rows: 80 pt centred at 160…240. Three: 120 pt at 140…260, the new row at 220.
        XCTAssertEqual(y("row0", 0), 160)
        for k in [0, 6, 15, 29] {
            XCTAssertEqual(try XCTUnwrap(y("row2", 6 + k)), 220, accuracy: 1e-9, "frame \(6 + k)")
        }
        XCTAssertEqual(try XCTUnwrap(y("row0", 21)), 150, accuracy: 1e-9, "half way from 160 to 140")
        // Removed at 1 s: the stack shrinks back, the removed row stays at 220 while it fades.
        for k in [1, 15, 29] {
            XCTAssertEqual(try XCTUnwrap(y("row2", 60 + k)), 220, accuracy: 1e-9, "frame \(60 + k)")
        }
        XCTAssertEqual(try XCTUnwrap(y("row0", 75)), 150, accuracy: 1e-9)
        XCTAssertNil(y("row2", 91))
    }
}
