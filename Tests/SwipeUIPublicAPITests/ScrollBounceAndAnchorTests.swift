import Foundation
import SwipeUI
import XCTest

/// `.scrollBounceBehavior(.basedOnSize)` and `.defaultScrollAnchor(_:)` as decks use them: a
/// short list that should not bounce hands the drag to the card inside, and a chat-like list
/// starts at its end.
final class ScrollBounceAndAnchorTests: XCTestCase {
    /// Three 100 pt rows (they fit in the 763 pt scroll view); the first carries a vertical
    /// drag that moves it by the finger's translation.
    struct ShortList: View {
        var bounce: ScrollBounceBehavior
        @State private var drag = 0.0
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.orange.frame(height: 100).offset(y: drag).accessibilityIdentifier("card")
                        .gesture(DragGesture().onChanged { drag = $0.translation.height })
                    Color.gray.frame(height: 100)
                    Color.blue.frame(height: 100).accessibilityIdentifier("last")
                }
            }
            .scrollBounceBehavior(bounce)
        }
    }

    /// The card's and the last row's tops on the canvas after a 150 pt downward drag held still.
    func tops(_ bounce: ScrollBounceBehavior) throws -> (card: Double, last: Double) {
        var result = (card: 0.0, last: 0.0)
        try Simulation(
            ShortList(bounce: bounce),
            script: [.drag(to: CGSize(width: 0, height: 150), duration: 0.4, easing: .linear, from: CGPoint(x: 195, y: 97)), .wait(0.2)]
        )
        .run(drawing: { _ in false }) { frame in
            let card = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "card" })
            let last = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "last" })
            result = (card.transform[5], last.transform[5])
        }
        return result
    }

    func testBasedOnSizeHandsAFittingListsDragToTheCard() throws {
        // Always (iOS's default): the scroll view takes the drag and rubber-bands 140 pt of pull
        // over the 844 pt visible height: b = (1 − 1/(140·0.55/844 + 1))·844.
        let bounced = try tops(.always)
        let pull: Double = 140, visible: Double = 844
        let band: Double = (1 - 1 / (pull * 0.55 / visible + 1)) * visible
        XCTAssertEqual(bounced.last, 47 + 200 + band, accuracy: 1e-6)
        XCTAssertEqual(bounced.card, 47 + band, accuracy: 1e-6, "the card moved with the content, not by its own drag")
        XCTAssertEqual(try tops(.automatic).last, bounced.last, "automatic is always on iOS")
        // Based on size: nothing to scroll, so the drag is the card's (150 pt), the list stays.
        let handed = try tops(.basedOnSize)
        XCTAssertEqual(handed.last, 47 + 200)
        XCTAssertEqual(handed.card, 47 + 150, accuracy: 1e-9)
    }

    /// Twenty 100 pt rows with `.defaultScrollAnchor(.bottom)` start at the largest offset
    /// (2 000 − 763 = 1 237); `.center` half way; without one at 0.
    func testTheDefaultAnchorPlacesTheFirstLayout() throws {
        struct Chat: View {
            var anchor: UnitPoint?
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { i in
                            Color(hue: Double(i) / 20, saturation: 0.5, brightness: 0.9).frame(height: 100).accessibilityIdentifier("row\(i)")
                        }
                    }
                }
                .defaultScrollAnchor(anchor)
            }
        }
        for (anchor, offset) in [(UnitPoint.bottom, 1237.0), (.center, 618.5), (nil, 0)] {
            var options = SimulationOptions()
            options.duration = 0.1
            var tops: [Double] = []
            try Simulation(Chat(anchor: anchor), options: options).run(drawing: { _ in false }) { frame in
                tops.append(try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "row0" }).transform[5])
            }
            XCTAssertEqual(tops, Array(repeating: 47 - offset, count: tops.count), "anchor \(String(describing: anchor))")
        }
    }
}
