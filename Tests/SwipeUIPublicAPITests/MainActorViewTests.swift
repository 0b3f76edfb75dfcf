import SwipeUI
import XCTest

/// `View` is `@MainActor` as in the iOS 18 SDK: a deck with `@MainActor` view models in
/// `@StateObject` / `@State` and `@MainActor` methods called from button actions compiles as
/// it is written for iOS, and a simulation runs it on the main actor — refusing, with an error,
/// to run it anywhere else.
final class MainActorViewTests: ViewModelTestCase {
    @MainActor final class LikesModel: ObservableObject {
        @Published var likes = 0
        init() {}
        func like() { likes += 1 }
    }

    @MainActor @Observable final class PassesModel {
        var passes = 0
        init() {}
    }

    /// Counts body evaluations, read by the test from any thread.
    final class Evaluations: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    struct Deck: View {
        // The default values call @MainActor initializers: compiled only because the view is
        // a main-actor type.
        @StateObject private var model = LikesModel()
        @State private var passes = PassesModel()
        var evaluations = Evaluations()
        var body: some View {
            evaluations.add()
            return VStack {
                Text("likes \(model.likes)")
                Text("passes \(passes.passes)")
                Button("Like") { like() }
                Button("Pass") { passes.passes += 1 }
            }
        }

        @MainActor func like() { model.like() }
    }

    func testMainActorModelsCreatedInStatePropertiesChangeWithButtonActions() throws {
        let result = try run(Deck(), [.wait(0.1), .tapButton("Like"), .wait(0.1), .tapButton("Pass"), .wait(0.1), .tapButton("Like")])
        let texts = result.texts.map { $0.filter { $0 != "Like" && $0 != "Pass" } }
        // A button's action runs at its tap's display frame and the change shows at that frame:
        // at 20 fps the taps at 0.1, 0.2 and 0.3 s change frames 2, 4 and 6.
        XCTAssertEqual(texts[0], ["likes 0", "passes 0"])
        XCTAssertEqual(texts[1], ["likes 0", "passes 0"])
        XCTAssertEqual(texts[2], ["likes 1", "passes 0"])
        XCTAssertEqual(texts[4], ["likes 1", "passes 1"])
        XCTAssertEqual(texts[6], ["likes 2", "passes 1"])
        XCTAssertEqual(texts.last, ["likes 2", "passes 1"])
    }

    func testASimulationOffTheMainActorThrowsWithoutRunningTheViews() throws {
        let evaluations = Evaluations()
        let simulation = try Simulation(Deck(evaluations: evaluations), script: [.wait(0.2)], options: unsettled())
        let done = expectation(description: "background thread")
        let outcome = Outcome()
        let thread = Thread {
            do {
                outcome.frames = try simulation.frames().count
            } catch {
                outcome.error = error
            }
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 60)
        XCTAssertNil(outcome.frames)
        let error = try XCTUnwrap(outcome.error as? SwipeUIError)
        XCTAssertTrue(error.message.contains("must be run on the main actor"), error.message)
        XCTAssertEqual(evaluations.value, 0, "no body was evaluated off the main actor")
        // The same simulation runs on the main thread (this synchronous test method's).
        XCTAssertEqual(try simulation.frames().count, 5, "0.2 s at 20 fps: frames 0…4")
        XCTAssertGreaterThan(evaluations.value, 0)
    }

    @MainActor func testAMainActorTestMethodRunsASimulation() throws {
        XCTAssertEqual(try Simulation(Deck(), script: [.wait(0.2)], options: unsettled()).frames().count, 5, "0.2 s at 20 fps: frames 0…4")
    }

    /// The small canvas, simulated for the script's length only.
    func unsettled() -> SimulationOptions {
        var options = options()
        options.settleTime = 0
        return options
    }

    // MARK: .task bodies are main-actor code on the virtual clock

    @MainActor final class FeedModel: ObservableObject {
        @Published var cards: [String] = []
        @Published var steps: [String] = []
        init() {}
        /// A main-actor async method that sleeps (virtual time) before publishing.
        func load() async {
            steps.append("load")
            try? await Task.sleep(for: .seconds(0.25))
            cards = ["a", "b"]
        }
    }

    struct Feed: View {
        @StateObject private var model = FeedModel()
        @State private var shown = "none"
        var body: some View {
            VStack {
                Text("cards \(model.cards.count)")
                Text("shown \(shown)")
            }
            .task {
                // Reads and writes the view's state directly: the body is main-actor code.
                shown = "start"
                await model.load()
                await MainActor.run { model.steps.append("run") }
                try? await Task.sleep(for: .seconds(0.1))
                shown = "\(model.cards.count) after \(model.steps.joined(separator: "+"))"
            }
        }
    }

    func testATaskAwaitingMainActorCodeRunsOnTheVirtualClock() throws {
        var options = unsettled()
        options.duration = 0.5
        let frames = try Simulation(Feed(), options: options).frames()
        let texts = frames.map { $0.screenValues.compactMap(\.text) }
        // The task starts on the frame the view appears (frame 0), runs into load() and sleeps
        // 0.25 s: the cards show at the first frame at or after 0.25 s (frame 5 at 20 fps); the
        // second sleep, 0.1 s later, ends at 0.35 s (frame 7).
        XCTAssertEqual(texts[0], ["cards 0", "shown start"])
        XCTAssertEqual(texts[4], ["cards 0", "shown start"])
        XCTAssertEqual(texts[5], ["cards 2", "shown start"])
        XCTAssertEqual(texts[6], ["cards 2", "shown start"])
        XCTAssertEqual(texts[7], ["cards 2", "shown 2 after load+run"])
        XCTAssertEqual(frames.count, 11)
        try frames[7].write(to: NSTemporaryDirectory() + "swipeui-mainactor/feed-frame7.png")
        let simulation = try Simulation(Feed(), options: options)
        _ = try simulation.frames()
        XCTAssertEqual(simulation.warnings, [], "nothing waited outside the virtual clock")
    }

    final class Outcome: @unchecked Sendable {
        var frames: Int?
        var error: Error?
    }
}
