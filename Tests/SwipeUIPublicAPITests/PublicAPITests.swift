import Foundation
import SwipeUI
import XCTest

/// Uses SwipeUI exactly as a user's test target does: public API only, Foundation imported
/// alongside (CGFloat, CGSize and DispatchQueue must not be ambiguous).
final class PublicAPITests: XCTestCase {
    struct Card: Identifiable {
        let id: Int
        let title: String
    }

    struct Deck: View {
        @State var cards = [Card(id: 1, title: "One"), Card(id: 2, title: "Two")]
        @State var offset: CGSize = .zero
        @Environment(\.accessibilityReduceMotion) var reduceMotion

        var body: some View {
            ZStack {
                if cards.isEmpty {
                    ContentUnavailableView("No more cards", systemImage: "heart", description: Text("Come back later"))
                }
                ForEach(cards) { card in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.blue)
                        .overlay(Text(card.title).font(.title2).bold().foregroundColor(.white))
                        .frame(width: 200, height: 300)
                        .offset(card.id == cards.last?.id ? offset : .zero)
                        .gesture(
                            DragGesture()
                                .onChanged { value in offset = value.translation }
                                .onEnded { value in
                                    if abs(value.predictedEndTranslation.width) > 120 {
                                        withAnimation(reduceMotion ? .easeInOut(duration: 0.2) : .default) {
                                            offset = CGSize(width: value.translation.width * 4, height: 0)
                                        }
                                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                                            cards.removeLast()
                                            offset = .zero
                                        }
                                    } else {
                                        withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { offset = .zero }
                                    }
                                })
                }
            }
        }
    }

    static let script: [TouchStep] = [
        .drag(to: CGSize(width: 150, height: 0), duration: 0.3, easing: .easeIn), .release, .wait(0.5),
        .drag(to: CGSize(width: -150, height: 0), duration: 0.3, easing: .easeIn), .release, .wait(0.5),
    ]

    func options() -> SimulationOptions { .smallTestCanvas }

    func testSimulatesADeckAndRemovesCardsOnTheVirtualClock() throws {
        let frames = try Simulation(Deck(), script: Self.script, options: options()).frames()
        XCTAssertEqual(frames.count, Int((1.6 + 0.5) * 20) + 1)
        XCTAssertEqual(frames[0].width, 240)
        // The dragged card moves right while the finger moves (motion data for a manifest).
        let offsetAt = { (i: Int) in frames[i].views.first { $0.typePath.hasSuffix(".offset") && $0.value[0] != 0 }?.value[0] ?? 0 }
        XCTAssertGreaterThan(offsetAt(5), 50)
        // A point inside the cards: blue (0, 122, 255) at first; after both swipes and their
        // 0.3 s timers the cards are gone and the background shows.
        let inside = (80 * 240 + 30) * 4
        XCTAssertEqual(Array(frames[0].premultipliedRGBA[inside..<inside + 4]), [0, 122, 255, 255])
        XCTAssertEqual(Array(frames.last!.premultipliedRGBA[inside..<inside + 4]), [255, 255, 255, 255])
    }

    func testSameInputGivesTheSameBytes() throws {
        let a = try Simulation(Deck(), script: Self.script, options: options()).frames().map(\.premultipliedRGBA)
        let b = try Simulation(Deck(), script: Self.script, options: options()).frames().map(\.premultipliedRGBA)
        XCTAssertEqual(a, b)
    }

    /// An unknown symbol name never fails a simulation: it lays out as a known symbol of the
    /// same font does, draws a visible placeholder, and is reported once per name.
    func testUnknownSymbolDrawsAPlaceholderOfTheSymbolsSizeAndWarnsOnce() throws {
        struct Badges: View {
            var body: some View {
                VStack {
                    Image(systemName: "arow.up.circle").accessibilityIdentifier("unknown")
                    Image(systemName: "arrow.up.circle").accessibilityIdentifier("known")
                    Image(systemName: "arow.up.circle")
                }
                .font(.system(size: 40))
            }
        }
        let simulation = try Simulation(Badges(), options: options())
        XCTAssertEqual(simulation.warnings, [], "nothing is resolved before the simulation runs")
        let frame = try simulation.frames()[0]
        let unknown = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "unknown" })
        let known = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "known" })
        XCTAssertEqual(unknown.size, known.size)
        XCTAssertGreaterThan(unknown.size.width, 40, "a symbol's box is wider than its font size")
        // The placeholder inks its box: count the pixels that are not the white background.
        let (x0, y0) = (Int(unknown.transform[4]), Int(unknown.transform[5]))
        var inked = 0
        for y in y0..<y0 + Int(unknown.size.height) {
            for x in x0..<x0 + Int(unknown.size.width) {
                let i = (y * frame.width + x) * 4
                if frame.premultipliedRGBA[i..<i + 3] != [255, 255, 255] { inked += 1 }
            }
        }
        let area = Double(unknown.size.width * unknown.size.height)
        XCTAssertGreaterThan(Double(inked), 0.1 * area, "the placeholder is visible")
        XCTAssertLessThan(Double(inked), 0.9 * area)
        let warning =
            "Badges › .font › VStack › .accessibilityIdentifier › Image(systemName: \"arow.up.circle\"): SwipeSim does not draw the symbol "
            + "\"arow.up.circle\"; it draws a placeholder of the same size instead. Did you mean \"arrow.up.circle\"?"
        XCTAssertEqual(simulation.warnings, [warning], "one warning for the name asked twice")
        _ = try simulation.frames()
        XCTAssertEqual(simulation.warnings, [warning], "running again adds no warning")
    }

    func testTappingAButtonThatDoesNotExistIsAnError() {
        struct Buttons: View {
            @State var n = 0
            var body: some View { Button("Like") { n += 1 } }
        }
        XCTAssertThrowsError(try Simulation(Buttons(), script: [.tapButton("Pass")], options: options()).frames()) { error in
            XCTAssertEqual("\(error)", "script tap(\"Pass\"): no Button named \"Pass\" is on screen; buttons: \"Like\"")
        }
    }

    func testInvalidOptionsAreRejected() {
        var bad = options()
        bad.fps = 0
        XCTAssertThrowsError(try Simulation(EmptyView(), options: bad)) { error in
            XCTAssertTrue("\(error)".contains("SimulationOptions.fps"), "\(error)")
        }
    }
}
