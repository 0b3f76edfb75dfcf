import SwipeUI
import XCTest

/// One tutorial deck written three ways — its cards in `@State`, in an `ObservableObject` view
/// model (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) and in an `@Observable` one
/// (`@State`, `.environment(_:)`, `@Environment(DeckModel.self)`) — moves identically, frame by
/// frame: a short drag springs back with the finger's velocity, a long one swipes the top card
/// away inside `withAnimation` (its removal transition runs, the next card becomes the top one).
final class ViewModelDeckTests: XCTestCase {
    struct Card: Identifiable {
        let id: Int
        let name: String
    }

    static let sampleCards = [Card(id: 1, name: "Ava"), Card(id: 2, name: "Ben"), Card(id: 3, name: "Cleo")]

    struct CardFace: View {
        let card: Card
        var body: some View {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.orange)
                .overlay(Text(card.name).font(.title).bold().foregroundColor(.white))
                .frame(width: 200, height: 280)
        }
    }

    /// The deck as most tutorials start: everything in the view's `@State`.
    enum WithState {
        struct Deck: View {
            @State private var cards = sampleCards
            @State private var offset: CGSize = .zero
            var body: some View {
                VStack {
                    CardStack(cards: $cards, offset: $offset)
                    Remaining(count: cards.count)
                }
            }
        }

        struct CardStack: View {
            @Binding var cards: [Card]
            @Binding var offset: CGSize
            var body: some View {
                ZStack {
                    ForEach(cards.reversed()) { card in
                        let isTop = card.id == cards.first?.id
                        CardFace(card: card)
                            .accessibilityIdentifier("card-\(card.id)")
                            .scaleEffect(isTop ? 1 : 0.92)
                            .offset(isTop ? offset : CGSize(width: 0, height: 16))
                            .rotationEffect(.degrees(isTop ? Double(offset.width) / 20 : 0))
                            .gesture(
                                DragGesture()
                                    .onChanged { offset = $0.translation }
                                    .onEnded { value in
                                        if value.translation.width > 100 {
                                            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                                                cards.removeFirst()
                                                offset = .zero
                                            }
                                        } else {
                                            withAnimation(.interactiveSpring()) { offset = .zero }
                                        }
                                    })
                    }
                }
            }
        }

        struct Remaining: View {
            let count: Int
            var body: some View { Text("\(count) left") }
        }
    }

    /// The deck with a Combine-style view model.
    enum WithObservableObject {
        final class DeckModel: ObservableObject {
            @Published var cards = sampleCards
            @Published var offset: CGSize = .zero

            func swipeTopCard() {
                cards.removeFirst()
                offset = .zero
            }
        }

        struct Deck: View {
            @StateObject private var model = DeckModel()
            var body: some View {
                VStack {
                    CardStack(model: model)
                    Remaining()
                }
                .environmentObject(model)
            }
        }

        struct CardStack: View {
            @ObservedObject var model: DeckModel
            var body: some View {
                ZStack {
                    ForEach(model.cards.reversed()) { card in
                        let isTop = card.id == model.cards.first?.id
                        CardFace(card: card)
                            .accessibilityIdentifier("card-\(card.id)")
                            .scaleEffect(isTop ? 1 : 0.92)
                            .offset(isTop ? model.offset : CGSize(width: 0, height: 16))
                            .rotationEffect(.degrees(isTop ? Double(model.offset.width) / 20 : 0))
                            .gesture(
                                DragGesture()
                                    .onChanged { model.offset = $0.translation }
                                    .onEnded { value in
                                        if value.translation.width > 100 {
                                            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) { model.swipeTopCard() }
                                        } else {
                                            withAnimation(.interactiveSpring()) { model.offset = .zero }
                                        }
                                    })
                    }
                }
            }
        }

        struct Remaining: View {
            @EnvironmentObject var model: DeckModel
            var body: some View { Text("\(model.cards.count) left") }
        }
    }

    /// The deck with an iOS 17 `@Observable` view model.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    enum WithObservable {
        @Observable final class DeckModel {
            var cards = sampleCards
            var offset: CGSize = .zero

            func swipeTopCard() {
                cards.removeFirst()
                offset = .zero
            }
        }

        struct Deck: View {
            @State private var model = DeckModel()
            var body: some View {
                VStack {
                    CardStack(model: model)
                    Remaining()
                }
                .environment(model)
            }
        }

        struct CardStack: View {
            var model: DeckModel
            var body: some View {
                ZStack {
                    ForEach(model.cards.reversed()) { card in
                        let isTop = card.id == model.cards.first?.id
                        CardFace(card: card)
                            .accessibilityIdentifier("card-\(card.id)")
                            .scaleEffect(isTop ? 1 : 0.92)
                            .offset(isTop ? model.offset : CGSize(width: 0, height: 16))
                            .rotationEffect(.degrees(isTop ? Double(model.offset.width) / 20 : 0))
                            .gesture(
                                DragGesture()
                                    .onChanged { model.offset = $0.translation }
                                    .onEnded { value in
                                        if value.translation.width > 100 {
                                            withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) { model.swipeTopCard() }
                                        } else {
                                            withAnimation(.interactiveSpring()) { model.offset = .zero }
                                        }
                                    })
                    }
                }
            }
        }

        struct Remaining: View {
            @Environment(DeckModel.self) private var model
            var body: some View { Text("\(model.cards.count) left") }
        }
    }

    /// A short drag that springs back, then a swipe that removes the top card.
    static let script: [TouchStep] = [
        .drag(to: CGSize(width: 60, height: 0), duration: 0.25, easing: .linear), .release, .wait(0.6),
        .drag(to: CGSize(width: 180, height: 20), duration: 0.3, easing: .easeIn), .release, .wait(0.8),
    ]

    /// Every identified view's placement in one frame, without its type path (the view-model
    /// decks' paths name their `.environmentObject` / `.environment` modifier).
    struct Placement: Equatable {
        let identifier: String
        let transform: [Double]
        let size: CGSize
        let opacity: Double
        let drawingOrder: Int
        let values: [IdentifiedView.Value]

        init(_ view: IdentifiedView) {
            (identifier, transform, size, opacity, drawingOrder, values) =
                (view.identifier, view.transform, view.size, view.opacity, view.drawingOrder, view.values)
        }
    }

    struct Run {
        var placements: [[Placement]] = []
        var texts: [[String]] = []
    }

    func simulate<V: View>(_ deck: V) throws -> Run {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 260, height: 420)
        options.safeArea = EdgeInsets()
        options.fps = 30
        var run = Run()
        try Simulation(deck, script: Self.script, options: options).run(drawing: { _ in false }) { frame in
            run.placements.append(frame.identifiedViews.map(Placement.init))
            run.texts.append(frame.screenValues.compactMap(\.text))
        }
        return run
    }

    func testObservableObjectDeckMovesExactlyAsTheStateDeck() throws {
        let reference = try simulate(WithState.Deck())
        try assertSwipesTheTopCardAway(reference)
        let model = try simulate(WithObservableObject.Deck())
        XCTAssertEqual(model.placements.count, reference.placements.count)
        for (index, (got, want)) in zip(model.placements, reference.placements).enumerated() {
            XCTAssertEqual(got, want, "frame \(index)")
        }
        XCTAssertEqual(model.texts, reference.texts)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    func testObservableDeckMovesExactlyAsTheStateDeck() throws {
        let reference = try simulate(WithState.Deck())
        let model = try simulate(WithObservable.Deck())
        XCTAssertEqual(model.placements.count, reference.placements.count)
        for (index, (got, want)) in zip(model.placements, reference.placements).enumerated() {
            XCTAssertEqual(got, want, "frame \(index)")
        }
        XCTAssertEqual(model.texts, reference.texts)
    }

    /// What the reference deck must show, so that equal frames mean the swipe really happened.
    func assertSwipesTheTopCardAway(_ run: Run, file: StaticString = #filePath, line: UInt = #line) throws {
        func card(_ id: Int, in frame: Int) -> Placement? { run.placements[frame].first { $0.identifier == "card-\(id)" } }
        let frames = run.placements.indices
        // At rest: three cards, card 1 drawn last (on top), card 2 under it at 0.92.
        XCTAssertEqual(run.placements[0].map(\.identifier), ["card-3", "card-2", "card-1"], file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(card(2, in: 0)).transform[0], 0.92, accuracy: 1e-12, file: file, line: line)
        // The short drag moves card 1 right, and it springs back: back near x = 30 (centred
        // 200-wide card on a 260-wide canvas) before the second drag starts at 0.85 s (frame 25).
        let x = { (frame: Int) in try XCTUnwrap(card(1, in: frame)).transform[4] }
        XCTAssertGreaterThan(try x(7), 30 + 40, file: file, line: line)
        XCTAssertEqual(try x(24), 30, accuracy: 2, file: file, line: line)
        // The swipe: card 1 fades out (its removal transition) over several frames, then is gone.
        let fading = frames.filter { card(1, in: $0).map { $0.opacity < 1 } ?? false }
        XCTAssertGreaterThanOrEqual(fading.count, 3, "removal transition frames", file: file, line: line)
        // The spring (damping 0.8) takes the opacity down to 0 and a hair past it (clamped),
        // then settles: decreasing until it first reaches about 0, then within 0.001 of 0.
        let opacities = fading.compactMap { card(1, in: $0)?.opacity }
        let bottom = try XCTUnwrap(opacities.firstIndex { $0 < 1e-3 }, file: file, line: line)
        XCTAssertGreaterThanOrEqual(bottom, 3, "\(opacities)", file: file, line: line)
        XCTAssertEqual(Array(opacities[...bottom]), opacities[...bottom].sorted(by: >), "\(opacities)", file: file, line: line)
        XCTAssertTrue(opacities[bottom...].allSatisfy { $0 < 1e-3 }, "\(opacities)", file: file, line: line)
        let gone = try XCTUnwrap(frames.first { card(1, in: $0) == nil }, file: file, line: line)
        XCTAssertEqual(gone, fading.last! + 1, file: file, line: line)
        // Card 2 becomes the top card: it grows from 0.92 to 1 through in-between scales and is
        // drawn above card 3.
        let scales = frames.compactMap { card(2, in: $0)?.transform[0] }
        XCTAssertTrue(scales.contains { $0 > 0.93 && $0 < 0.99 }, "card 2's scale animates: \(scales)", file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(scales.last), 1, accuracy: 1e-3, file: file, line: line)
        XCTAssertEqual(run.placements.last?.map(\.identifier), ["card-3", "card-2"], file: file, line: line)
        XCTAssertEqual(run.texts.first, ["3 left"], file: file, line: line)
        XCTAssertEqual(run.texts.last, ["2 left"], file: file, line: line)
    }
}
