import SwipeUI
import Testing
import XCTest

// A deck as iOS apps write it since the iOS 18 SDK, built in the Swift 6 language mode: its view
// models are @MainActor, created in @StateObject / @State initial values, awaited in .task,
// called from button actions and gesture callbacks.

@MainActor final class DeckViewModel: ObservableObject {
    @Published var cards: [String]
    @Published var likes = 0
    init() { cards = ["Ada", "Grace", "Linus"] }

    /// Fetches one more card, 0.2 s later.
    func load() async {
        try? await Task.sleep(for: .seconds(0.2))
        cards.append("Margaret")
    }

    func like() {
        likes += 1
        if !cards.isEmpty { cards.removeLast() }
    }
}

@MainActor @Observable final class DragModel {
    var offset: CGFloat = 0
    init() {}
}

struct Notch: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}

struct Deck: View {
    @StateObject private var model = DeckViewModel()
    @State private var drag = DragModel()
    var body: some View {
        ZStack {
            Color.white
            VStack {
                Text("\(model.cards.count) cards")
                Text("\(model.likes) likes")
                Text("offset \(Int(drag.offset))")
                Button("Like") { like() }
                Notch().fill(.indigo).frame(width: 40, height: 20)
            }
        }
        .gesture(DragGesture().onEnded { value in drag.offset = value.translation.width })
        .task {
            await model.load()
            await MainActor.run { drag.offset = 10 }
        }
    }

    @MainActor func like() { model.like() }
}

/// A `Task { @MainActor in … }` a callback starts has no executor to prefer: it waits on the
/// main dispatch queue, which the simulation occupies until it returns.
struct LaterDeck: View {
    @StateObject private var model = DeckViewModel()
    var body: some View {
        VStack {
            Text("\(model.likes) likes")
            Button("Like") { Task { @MainActor in model.like() } }
        }
    }
}

enum DeckRun {
    /// Taps Like at 0.1 s, drags 80 pt right near the bottom (on the white background) from 0.3 s
    /// to 0.5 s; 20 frames a second, to 0.6 s.
    static let script: [TouchStep] = [
        .wait(0.1), .tapButton("Like"), .wait(0.2),
        .drag(to: CGSize(width: 80, height: 0), duration: 0.2, from: CGPoint(x: 80, y: 380)), .release,
    ]

    static var options: SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 240, height: 400)
        options.safeArea = EdgeInsets()
        options.fps = 20
        options.duration = 0.6
        return options
    }

    /// The texts other than the button's title, per frame.
    static func texts(_ view: some View) throws -> [[String]] {
        try Simulation(view, script: script, options: options).frames().map { frame in
            frame.screenValues.compactMap(\.text).filter { $0 != "Like" }
        }
    }

    /// What the rules give: the .task starts at frame 0 and its load() sleeps 0.2 s (frame 4);
    /// the tap at 0.1 s (frame 2) removes a card; MainActor.run sets the offset at frame 4 too;
    /// the drag's end at 0.5 s (frame 10) sets it to the translation, 80 pt.
    static func check(_ texts: [[String]]) -> [String] {
        var problems: [String] = []
        func expect(_ frame: Int, _ wanted: [String]) {
            if texts[frame] != wanted { problems.append("frame \(frame): \(texts[frame]) instead of \(wanted)") }
        }
        if texts.count != 13 { problems.append("\(texts.count) frames instead of 13") }
        expect(0, ["3 cards", "0 likes", "offset 0"])
        expect(2, ["2 cards", "1 likes", "offset 0"])
        expect(3, ["2 cards", "1 likes", "offset 0"])
        expect(4, ["3 cards", "1 likes", "offset 10"])
        expect(9, ["3 cards", "1 likes", "offset 10"])
        expect(10, ["3 cards", "1 likes", "offset 80"])
        return problems
    }
}

final class MainActorDeckXCTests: XCTestCase {
    /// A synchronous, nonisolated test method runs on the main thread: the simulation runs there.
    func testASynchronousTestMethodRunsTheDeck() throws {
        let deck = MainActor.assumeIsolated { Deck() }
        XCTAssertEqual(DeckRun.check(try DeckRun.texts(deck)), [])
    }

    func testADeckRunOffTheMainActorIsAnErrorNotACrash() throws {
        let simulation = try MainActor.assumeIsolated { Handed(try Simulation(Deck(), script: DeckRun.script, options: DeckRun.options)) }
        let finished = expectation(description: "background thread")
        let outcome = Outcome()
        Thread {
            do { _ = try simulation.value.frames() } catch { outcome.set("\(error)") }
            finished.fulfill()
        }.start()
        wait(for: [finished], timeout: 60)
        XCTAssertTrue(outcome.message.contains("must be run on the main actor"), outcome.message)
    }

    final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func set(_ value: String) { lock.lock(); text = value; lock.unlock() }
        var message: String { lock.lock(); defer { lock.unlock() }; return text }
    }
}

/// `@MainActor` test methods, async as XCTest on Linux needs them (kept apart: the test list
/// SwiftPM makes on Linux holds one kind of method per class).
final class MainActorMethodDeckXCTests: XCTestCase {
    @MainActor func testAMainActorTestMethodRunsTheDeck() async throws {
        XCTAssertEqual(DeckRun.check(try DeckRun.texts(Deck())), [])
        // The frames, to look at: NSTemporaryDirectory()/swipeui-mainactor-deck/.
        let names = try Simulation(Deck(), script: DeckRun.script, options: DeckRun.options)
            .writePNGs(to: NSTemporaryDirectory() + "swipeui-mainactor-deck")
        XCTAssertEqual(names.count, 13)
    }

    @MainActor func testATaskACallbackStartsOnTheMainActorRunsOnlyAfterTheSimulation() async throws {
        let texts = try DeckRun.texts(LaterDeck())
        XCTAssertEqual(texts.last, ["0 likes"])
    }
}

@Test @MainActor func aMainActorSwiftTestingTestRunsTheDeck() throws {
    #expect(DeckRun.check(try DeckRun.texts(Deck())) == [])
}

@Test func aNonisolatedSwiftTestingTestGetsAnError() async throws {
    let simulation = try await MainActor.run { Handed(try Simulation(Deck(), script: DeckRun.script, options: DeckRun.options)) }
    #expect(throws: SwipeUIError.self) { try simulation.value.frames() }
}

/// Hands a simulation made on the main actor to other code (a `Simulation` holds its view, which
/// is not `Sendable`; these tests only check that running it elsewhere is refused).
final class Handed<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
