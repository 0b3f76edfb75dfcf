import SwipeUI
import XCTest

/// `ForEach($cards) { $card in … }`: each element is a binding that edits the card in place.
final class BindingForEachTests: XCTestCase {
    struct Card: Identifiable, Equatable {
        let id: Int
        var liked = false
    }

    struct Deck: View {
        @State var cards = [Card(id: 1), Card(id: 2), Card(id: 3)]
        var body: some View {
            VStack(spacing: 0) {
                ForEach($cards) { $card in
                    (card.liked ? Color.green : Color.gray)
                        .frame(width: 100, height: 100)
                        .onTapGesture { card.liked.toggle() }
                }
            }
        }
    }

    func testBindingElementsWriteBackToTheirCollection() throws {
        var cards = [Card(id: 1), Card(id: 2)]
        let binding = Binding(get: { cards }, set: { cards = $0 })
        XCTAssertEqual(binding.count, 2)
        XCTAssertEqual(binding.map(\.id), [1, 2], "a binding to an identifiable value has its id")
        binding[1].liked.wrappedValue = true
        XCTAssertEqual(cards, [Card(id: 1), Card(id: 2, liked: true)])
    }

    func testTappingACardTogglesItThroughItsBinding() throws {
        // The VStack of three 100-pt cards is centred in the safe area (47…810): the middle
        // card is at y = 428.5 ± 50.
        let frames = try Simulation(Deck(), script: [.wait(0.1), .tap(at: CGPoint(x: 195, y: 428)), .wait(0.1)]).frames()
        let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
        func pixel(_ f: Frame, y: Int) -> [UInt8] { let i = (y * f.width + 195) * 4; return Array(f.straightRGBA()[i..<i + 3]) }
        XCTAssertEqual(pixel(first, y: 428), [142, 142, 147], "gray before")
        XCTAssertEqual(pixel(last, y: 428), [52, 199, 89], "the middle card is liked")
        XCTAssertEqual(pixel(last, y: 340), [142, 142, 147], "the first card is not")
    }
}
