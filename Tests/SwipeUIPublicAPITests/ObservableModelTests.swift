import SwipeUI
import XCTest

/// `@Observable` view models through public API only: invalidation per property read, a model
/// in `@State` keeping its identity, `@Bindable`, and `.environment(_:)` / `@Environment(Type.self)`.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
final class ObservableModelTests: ViewModelTestCase {
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
        let result = try run(
            NumberedHost(tracker: tracker), [.wait(0.1), .tapButton("Bump"), .wait(0.1), .tapButton("Tick"), .wait(0.1), .tapButton("Tick"), .wait(0.1)])
        // As in SwiftUI, each evaluation of the host makes a new initial model, which @State
        // ignores; SwipeUI evaluates every body at each update (start, bump, two ticks).
        XCTAssertEqual(tracker.made, 4)
        XCTAssertEqual(result.texts.last, ["ticks 2", "model 1 bumps 1"])
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

    func testBindablesWriteThroughToTheModel() throws {
        let script: [TouchStep] = [.wait(0.1), .tapButton("Step"), .wait(0.1), .tapButton("Inline"), .wait(0.1)]
        XCTAssertEqual(try run(BindableScreen(), script).texts.last, ["shown 2"])
    }

    struct NeedsScore: View {
        @Environment(Score.self) private var score
        var body: some View { Text("\(score.shown)") }
    }

    struct MaybeScore: View {
        @Environment(Score.self) private var score: Score?
        var body: some View { Text(score.map { "shown \($0.shown)" } ?? "no score") }
    }

    func testAMissingEnvironmentObservableIsAnErrorNamingTheView() {
        XCTAssertThrowsError(try Simulation(Screen(content: NeedsScore()), options: options()).frames()) { error in
            let e = error as? SwipeUIError
            XCTAssertEqual(e?.typePath, "Screen<NeedsScore> › VStack › NeedsScore")
            XCTAssertEqual(
                e?.message,
                "@Environment(Score.self) var score: Score found no Score in the environment; no ancestor view sets one: add .environment(_:) with a Score to a view that contains this one (SwiftUI stops the app here)"
            )
        }
    }

    func testEnvironmentObjectsReachDescendantsAndTheOptionalFormAllowsNone() throws {
        let counter = ObservableObjectModelTests.Counter()
        counter.count = 7
        let score = Score()
        score.shown = 4
        let both = Screen(
            content: VStack {
                ObservableObjectModelTests.NeedsCounter(); NeedsScore(); MaybeScore()
            }
        )
        .environmentObject(counter)
        .environment(score)
        XCTAssertEqual(try run(both, []).texts.last, ["7", "4", "shown 4"])
        XCTAssertEqual(try run(Screen(content: MaybeScore()), []).texts.last, ["no score"])
    }
}
