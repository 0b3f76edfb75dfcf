import SwipeUI
import XCTest

/// View models through public API only: which changes re-evaluate bodies (Combine's granularity
/// for `ObservableObject`, per property read for `@Observable`), how long a `@StateObject` lives,
/// that an `@Observable` in `@State` keeps its identity, bindings, and the error for an
/// environment object no ancestor set.
final class ViewModelTests: XCTestCase {
    /// Counts what happens to models, read in the simulation's frame callback.
    final class Tracker {
        var made = 0
        var freed = 0
    }

    func options() -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 240, height: 400)
        options.safeArea = EdgeInsets()
        options.fps = 20
        return options
    }

    /// The buttons' titles, left out of the texts `run` reports.
    static let buttonTitles: Set = ["Hidden", "Shown", "Stop", "Loose", "Unseen", "Manual", "Bump", "Tick", "Hide", "Step", "Inline"]

    /// Runs `view` to the end of `script` (+ 0.05 s), giving for each frame the total body
    /// evaluations so far and the texts on screen other than buttons' titles.
    func run<V: View>(_ view: V, _ script: [TouchStep], each: (Int) -> Void = { _ in }) throws -> (evaluations: [Int], texts: [[String]]) {
        let run = try SimulationRun(Simulation(view, script: script + [.wait(0.05)], options: options()))
        var evaluations: [Int] = [], texts: [[String]] = []
        while let frame = try run.next(recording: false) {
            evaluations.append(run.timings.bodyEvaluations)
            texts.append(frame.screenValues.compactMap(\.text).filter { !Self.buttonTitles.contains($0) })
            each(frame.index)
        }
        return (evaluations, texts)
    }

    // MARK: @Observable: per property read

    @Observable final class Score {
        var shown = 0
        var hidden = 0
    }

    struct ScoreBoard: View {
        @State var score = Score()
        var body: some View {
            VStack {
                Text("shown \(score.shown)")
                Button("Hidden") { score.hidden += 1 }
                Button("Shown") { score.shown += 1 }
            }
        }
    }

    func testAnObservablePropertyNoBodyReadInvalidatesNothing() throws {
        let script: [TouchStep] = [.wait(0.1), .tapButton("Hidden"), .wait(0.1), .tapButton("Hidden"), .wait(0.1), .tapButton("Shown"), .wait(0.1)]
        let result = try run(ScoreBoard(), script)
        // One evaluation (ScoreBoard's body) to start; the two changes of `hidden`, which no
        // body read, add none; the change of `shown` adds one.
        XCTAssertEqual(result.evaluations.first, 1)
        XCTAssertEqual(result.evaluations.last, 2, "evaluations per frame: \(result.evaluations)")
        XCTAssertEqual(result.texts.last, ["shown 1"])
    }

    /// A body that stopped reading a property is not invalidated by it (registrations of
    /// earlier evaluations are not current).
    struct Switcher: View {
        @State var score = Score()
        @State var readsHidden = true
        var body: some View {
            VStack {
                Text(readsHidden ? "hidden \(score.hidden)" : "plain")
                Button("Stop") { readsHidden = false }
                Button("Hidden") { score.hidden += 1 }
            }
        }
    }

    func testAPropertyABodyNoLongerReadsInvalidatesNothing() throws {
        let result = try run(Switcher(), [.wait(0.1), .tapButton("Hidden"), .wait(0.1), .tapButton("Stop"), .wait(0.1), .tapButton("Hidden"), .wait(0.1)])
        // Start, the read `hidden` changes, `readsHidden` changes; the last change adds none.
        XCTAssertEqual(result.evaluations.last, 3, "evaluations per frame: \(result.evaluations)")
        XCTAssertEqual(result.texts.last, ["plain"])
    }

    // MARK: ObservableObject: any @Published change of an observed object

    final class Counter: ObservableObject {
        @Published var count = 0
        @Published var unseen = 0
    }

    /// No @Published property: notifies by hand through its own publisher.
    final class Manual: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        var value = 0
    }

    struct Watcher: View {
        @ObservedObject var watched: Counter
        @ObservedObject var manual: Manual
        let loose: Counter
        var body: some View {
            VStack {
                Text("count \(watched.count)")
                Text("manual \(manual.value)")
                Button("Loose") { loose.count += 1 }
                Button("Unseen") { watched.unseen += 1 }
                Button("Manual") {
                    manual.objectWillChange.send()
                    manual.value += 1
                }
            }
        }
    }

    func testAnObservedObjectInvalidatesOnAnyPublishedChangeAndAnUnobservedOneNever() throws {
        let watcher = Watcher(watched: Counter(), manual: Manual(), loose: Counter())
        // Per frame: how many of the three changes (loose, unseen, manual) have happened.
        var changes: [Int] = []
        let result = try run(watcher, [.wait(0.1), .tapButton("Loose"), .wait(0.1), .tapButton("Unseen"), .wait(0.1), .tapButton("Manual"), .wait(0.1)]) { _ in
            changes.append(watcher.loose.count + watcher.watched.unseen + watcher.manual.value)
        }
        // One evaluation (Watcher's body) to start. An object no view observes (a plain `let`)
        // invalidates nothing; any @Published change of an observed one does (Combine's
        // granularity), even of a property no body reads; so does objectWillChange.send().
        let evaluationsAfter = { (n: Int) in Set(zip(changes, result.evaluations).filter { $0.0 == n }.map(\.1)) }
        XCTAssertEqual(evaluationsAfter(0), [1])
        XCTAssertEqual(evaluationsAfter(1), [1], "after the loose change: \(result.evaluations)")
        XCTAssertEqual(evaluationsAfter(2), [2], "after the unseen change: \(result.evaluations)")
        XCTAssertEqual(evaluationsAfter(3), [3], "after objectWillChange.send(): \(result.evaluations)")
        XCTAssertEqual(result.texts.last, ["count 0", "manual 1"])
        XCTAssertEqual(watcher.loose.count, 1, "the loose object did change")
    }

    // MARK: @StateObject lifetime

    final class Session: ObservableObject {
        @Published var bumps = 0
        let tracker: Tracker
        init(tracker: Tracker) {
            self.tracker = tracker
            tracker.made += 1
        }
        deinit { tracker.freed += 1 }
    }

    struct SessionView: View {
        @StateObject private var session: Session
        init(tracker: Tracker) { _session = StateObject(wrappedValue: Session(tracker: tracker)) }
        var body: some View {
            VStack {
                Text("bumps \(session.bumps)")
                Button("Bump") { session.bumps += 1 }
            }
        }
    }

    struct SessionHost: View {
        let tracker: Tracker
        @State private var ticks = 0
        @State private var showsSession = true
        var body: some View {
            VStack {
                Text("ticks \(ticks)")
                if showsSession { SessionView(tracker: tracker) }
                Button("Tick") { ticks += 1 }
                Button("Hide") { showsSession = false }
            }
        }
    }

    func testAStateObjectSurvivesParentUpdatesAndIsFreedWithItsIdentity() throws {
        let tracker = Tracker()
        var seen: [(made: Int, freed: Int)] = []
        let result = try run(SessionHost(tracker: tracker),
                             [.wait(0.1), .tapButton("Bump"), .wait(0.1), .tapButton("Tick"), .wait(0.1), .tapButton("Tick"), .wait(0.1), .tapButton("Hide"), .wait(0.1)]) { _ in
            seen.append((tracker.made, tracker.freed))
        }
        // After the bump and two parent updates: still the first session, with its bump.
        let beforeHide = try XCTUnwrap(result.texts.last { $0.contains("ticks 2") && $0.contains("bumps 1") })
        XCTAssertEqual(beforeHide, ["ticks 2", "bumps 1"])
        XCTAssertEqual(seen.map(\.made), Array(repeating: 1, count: seen.count), "the autoclosure runs once per identity")
        // Hidden (no animation: no removal transition): the session is freed at once.
        XCTAssertEqual(result.texts.last, ["ticks 2"])
        XCTAssertEqual(seen.last?.freed, 1)
        XCTAssertEqual(seen.first?.freed, 0)
    }

    // MARK: @Observable in @State

    @Observable final class Numbered {
        var bumps = 0
        let serial: Int
        init(tracker: Tracker) {
            tracker.made += 1
            serial = tracker.made
        }
    }

    struct NumberedView: View {
        @State private var model: Numbered
        init(tracker: Tracker) { _model = State(initialValue: Numbered(tracker: tracker)) }
        var body: some View {
            VStack {
                Text("model \(model.serial) bumps \(model.bumps)")
                Button("Bump") { model.bumps += 1 }
            }
        }
    }

    struct NumberedHost: View {
        let tracker: Tracker
        @State private var ticks = 0
        var body: some View {
            VStack {
                Text("ticks \(ticks)")
                NumberedView(tracker: tracker)
                Button("Tick") { ticks += 1 }
            }
        }
    }

    func testAnObservableInStateKeepsItsIdentityAcrossUpdates() throws {
        let tracker = Tracker()
        let result = try run(NumberedHost(tracker: tracker), [.wait(0.1), .tapButton("Bump"), .wait(0.1), .tapButton("Tick"), .wait(0.1), .tapButton("Tick"), .wait(0.1)])
        // As in SwiftUI, each evaluation of the host makes a new initial model, which @State
        // ignores; SwipeUI evaluates every body at each update (start, bump, two ticks).
        XCTAssertEqual(tracker.made, 4)
        XCTAssertEqual(result.texts.last, ["ticks 2", "model 1 bumps 1"])
    }

    // MARK: Bindings

    struct Stepper: View {
        let title: String
        @Binding var value: Int
        var body: some View { Button(title) { value += 1 } }
    }

    struct BindableScreen: View {
        @State private var score = Score()
        var body: some View {
            @Bindable var score = score
            VStack {
                Text("shown \(score.shown)")
                Stepper(title: "Step", value: $score.shown)
                Stepper(title: "Inline", value: Bindable(score).shown)
            }
        }
    }

    struct ProjectedScreen: View {
        @StateObject private var counter = Counter()
        var body: some View {
            VStack {
                Text("count \(counter.count)")
                Stepper(title: "Step", value: $counter.count)
            }
        }
    }

    func testBindablesAndObjectProjectionsWriteThroughToTheModel() throws {
        let script: [TouchStep] = [.wait(0.1), .tapButton("Step"), .wait(0.1), .tapButton("Inline"), .wait(0.1)]
        XCTAssertEqual(try run(BindableScreen(), script).texts.last, ["shown 2"])
        XCTAssertEqual(try run(ProjectedScreen(), [.wait(0.1), .tapButton("Step"), .wait(0.1), .tapButton("Step"), .wait(0.1)]).texts.last, ["count 2"])
    }

    // MARK: Environment objects

    struct NeedsCounter: View {
        @EnvironmentObject var counter: Counter
        var body: some View { Text("\(counter.count)") }
    }

    struct NeedsScore: View {
        @Environment(Score.self) private var score
        var body: some View { Text("\(score.shown)") }
    }

    struct MaybeScore: View {
        @Environment(Score.self) private var score: Score?
        var body: some View { Text(score.map { "shown \($0.shown)" } ?? "no score") }
    }

    struct Screen<Content: View>: View {
        let content: Content
        var body: some View { VStack { content } }
    }

    func testAMissingEnvironmentObjectIsAnErrorNamingTheView() {
        XCTAssertThrowsError(try Simulation(Screen(content: NeedsCounter()), options: options()).frames()) { error in
            let e = error as? SwipeUIError
            XCTAssertEqual(e?.typePath, "Screen<NeedsCounter> › VStack › NeedsCounter")
            XCTAssertEqual(e?.message, "@EnvironmentObject var counter: Counter found no Counter in the environment; no ancestor view sets one: add .environmentObject(_:) with a Counter to a view that contains this one (SwiftUI stops the app here)")
        }
        XCTAssertThrowsError(try Simulation(Screen(content: NeedsScore()), options: options()).frames()) { error in
            let e = error as? SwipeUIError
            XCTAssertEqual(e?.typePath, "Screen<NeedsScore> › VStack › NeedsScore")
            XCTAssertTrue(e?.message.hasPrefix("@Environment(Score.self) var score: Score found no Score in the environment") ?? false, "\(error)")
            XCTAssertTrue(e?.message.contains("add .environment(_:) with a Score") ?? false, "\(error)")
        }
    }

    func testEnvironmentObjectsReachDescendantsAndTheOptionalFormAllowsNone() throws {
        let counter = Counter()
        counter.count = 7
        let score = Score()
        score.shown = 4
        let both = Screen(content: VStack { NeedsCounter(); NeedsScore(); MaybeScore() }).environmentObject(counter).environment(score)
        XCTAssertEqual(try run(both, []).texts.last, ["7", "4", "shown 4"])
        XCTAssertEqual(try run(Screen(content: MaybeScore()), []).texts.last, ["no score"])
    }
}
