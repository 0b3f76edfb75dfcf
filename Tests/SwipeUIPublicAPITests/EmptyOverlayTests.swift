import SwipeUI
import XCTest

/// An overlay whose content is an `if` that is false (a LIKE stamp not shown yet) draws nothing
/// and leaves the view where it is laid out; with several views, they share the view's frame.
final class EmptyOverlayTests: XCTestCase {
    struct Card: View {
        var body: some View {
            Color.indigo.frame(width: 100, height: 100)
                .overlay { if false { Text("LIKE") } }
                .accessibilityIdentifier("card")
                .overlay {
                    Color.clear; Color.clear
                }
                .offset(x: 40)
        }
    }

    func testTheViewStaysWhereItIsLaidOut() throws {
        var options = SimulationOptions()
        options.duration = 0
        let frame = try XCTUnwrap(try Simulation(Card(), script: [], options: options).frames().first)
        let card = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "card" })
        // Centred in the 390 × 763 safe area below 47 pt (on the pixel grid: 378.5 → 379), then
        // 40 pt to the right.
        XCTAssertEqual(card.transform[4], (390 - 100) / 2 + 40, accuracy: 1e-9)
        XCTAssertEqual(card.transform[5], onPixelGrid(47 + (763 - 100) / 2), accuracy: 1e-9)
        let pixels = FramePixels(frame)
        XCTAssertEqual(pixels[195 + 40, 428], [88, 86, 214, 255], "indigo at the card's centre")
    }
}
