import SwipeDeck
import SwipeRaster
import XCTest
import SwipeUI
import SwipeBase

/// The seeds' screens written in SwipeUI as the seed writes them (their `body`, at rest, before
/// any touch), drawn next to today's preset frame. The test asserts what the seed's own layout
/// rules fix (where the card and the title are); the frames are written to
/// `SWIPEUI_SEED_OUT` (default /tmp/swipeui-seeds) to be looked at side by side.
final class SeedScreensTests: XCTestCase {
    // Seed 000, "Card Swipe" tutorial: its final CardView and SwipeView bodies. The seed's
    // AsyncImage placeholder becomes a named image (the preset's procedural photo).
    struct Card: Identifiable, Equatable {
        let id: String
        let image: String
        let name: String
        let description: String
    }

    struct CardView: View {
        let card: Card
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Color(.systemFill)
                    .overlay {
                        Image(card.image).resizable().aspectRatio(contentMode: .fill)
                    }
                VStack(alignment: .leading) {
                    Text(card.name)
                        .font(.title2)
                        .bold()
                    Text(card.description)
                        .font(.subheadline)
                }
                .lineLimit(1)
                .padding()
            }
            .background(Color(.secondarySystemBackground))
            .cornerRadius(12)
            .padding()
        }
    }

    struct SwipeView: View {
        @State private var cards: [Card]
        @State private var translation = CGSize.zero
        @State private var draggingCard: Card?

        init(cards: [Card]) { _cards = .init(initialValue: cards) }

        var body: some View {
            VStack {
                Text("Card Swipe")
                    .font(.largeTitle)
                    .bold()
                    .padding()
                if cards.isEmpty {
                    Spacer()
                    Text("No more cards")
                    Spacer()
                } else {
                    ZStack {
                        ForEach(cards) { card in
                            CardView(card: card)
                                .offset(card == draggingCard ? translation : .zero)
                                .shadow(radius: card == cards.first || card == draggingCard ? 4 : 0)
                        }
                    }
                }
            }
        }
    }

    static var outputFolder: String { ProcessInfo.processInfo.environment["SWIPEUI_SEED_OUT"] ?? "/tmp/swipeui-seeds" }

    func testSeed000SwipeViewAtRest() throws {
        let names = ["glacier", "dunes", "coast", "forest", "alps"]
        let titles = [
            ("Glacier Point", "Granite domes above the valley"), ("Dune Camp", "A night under desert stars"),
            ("Harbour Walk", "Fish tacos and a sea breeze"), ("Pine Trail", "Twelve miles of shade"),
            ("Summit Ridge", "Sunrise from the top"),
        ]
        var options = SimulationOptions()
        options.duration = 0
        for name in names {
            let photo = try ProceduralPhoto.render(name)
            options.images[name] = try Bitmap(width: photo.width, height: photo.height, premultipliedRGBA: photo.bytes)
        }
        let cards = zip(names, titles).map { Card(id: $0, image: $0, name: $1.0, description: $1.1) }
        let frame = try XCTUnwrap(try Simulation(SwipeView(cards: cards), options: options).frames().first)
        try FileIO.createDirectory(Self.outputFolder)
        try FileIO.writeAtomically(try frame.pngData(), to: Self.outputFolder + "/000-swipe-view.png")
        // The title's line sits at the top of the safe area plus 16 pt of padding: the row
        // y = 47 + 16 + 10 is inside the title's glyphs somewhere, so not all white.
        let row = 47 + 16 + 20
        let pixels = frame.premultipliedRGBA
        let rowPixels = stride(from: row * 390 * 4, to: (row + 1) * 390 * 4, by: 4).map { pixels[$0] }
        XCTAssertTrue(rowPixels.contains { $0 < 128 }, "the bold title is drawn near the top")
    }
}
