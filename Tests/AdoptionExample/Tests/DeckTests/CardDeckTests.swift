// The deck file of the app (DeckApp/CardDeck.swift), unchanged, under test on Linux: a swipe
// checked against the deck's own rules, golden frames of the swipe, and a golden per preview.
// On Apple platforms Xcode runs the app's own tests; SwipeSim's helpers are Linux-only here.
#if os(Linux)
    @testable import Deck
    import SwiftUI
    import SwipeGoldenTesting
    import XCTest

    final class CardDeckTests: XCTestCase {
        /// A drag 220 pt to the right, past the deck's threshold (0.4 × the 390 pt screen = 156 pt),
        /// then time for the fly-out (0.25 s) and the removal's spring to settle.
        static let swipeRight: [TouchStep] = [
            .drag(to: CGSize(width: 220, height: 10), duration: 0.35),
            .release,
            .wait(1.0),
        ]

        static var options: SimulationOptions {
            var options = SimulationOptions()
            options.fps = 30
            return options
        }

        /// The card at the top of the deck before and after the swipe, read from the pixel at the
        /// middle of its upper half: Mia's gradient runs pink → orange (red channel high), Noah's
        /// teal → blue (red channel low). After a swipe past the threshold Mia has flown out and
        /// Noah is on top; the header counts one like.
        func testASwipePastTheThresholdLikesTheTopCardAndShowsTheNext() throws {
            var first: [UInt8] = []
            var last: [UInt8] = []
            var width = 0
            try Simulation(CardDeck(), script: Self.swipeRight, options: Self.options).run { frame in
                if frame.index == 0 { first = frame.straightRGBA(); width = frame.width }
                last = frame.straightRGBA()
            }
            // The card: 48 pt narrower than the screen, 420 pt tall, below the 47 pt safe area, the
            // 16 pt top padding, the title row and the 24 pt spacing; its upper half is around y 240.
            let offset = (240 * width + 195) * 4
            XCTAssertGreaterThan(first[offset], 200, "Mia's pink-orange card is on top before the swipe")
            XCTAssertLessThan(last[offset], 100, "Noah's teal-blue card is on top after it")
        }

        func testTheSwipeMatchesItsGoldenFrames() {
            assertGoldenFrames(of: CardDeck(), script: Self.swipeRight, options: Self.options, named: "swipe-right")
        }

        /// MatchStore.swift imports only Foundation, as on iOS; the XcodeAppTarget plugin gives it
        /// Combine's names, and its `@Published` property announces each change.
        func testAFoundationOnlyModelPublishesItsChanges() {
            let store = MatchStore()
            var changes = 0
            let subscription = store.objectWillChange.sink { changes += 1 }
            store.add("Mia")
            XCTAssertEqual(changes, 1)
            XCTAssertEqual(store.matches, ["Mia"])
            subscription.cancel()
        }

        /// `#Preview("Deck")`, `#Preview("Match")` (drawn with the asset catalog's image and colour
        /// through Xcode's symbols) and `SwipeCard_Previews`, one golden each.
        func testEveryPreviewMatchesItsGolden() {
            assertPreviewGoldens(inModule: "Deck")
        }
    }
#endif
