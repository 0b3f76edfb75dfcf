import SwipeUI
import XCTest

/// Combine-style view models through public API only: which changes re-evaluate bodies (any
/// `@Published` change of an observed object, never an unobserved one), how long a
/// `@StateObject` lives, `$model.x` bindings, and the error for a missing environment object.
final class ObservableObjectModelTests: ViewModelTestCase {
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
        let result = try run(
            SessionHost(tracker: tracker),
            [.wait(0.1), .tapButton("Bump"), .wait(0.1), .tapButton("Tick"), .wait(0.1), .tapButton("Tick"), .wait(0.1), .tapButton("Hide"), .wait(0.1)]
        ) { _ in
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

    struct ProjectedScreen: View {
        @StateObject private var counter = Counter()
        var body: some View {
            VStack {
                Text("count \(counter.count)")
                Stepper(title: "Step", value: $counter.count)
            }
        }
    }

    func testAnObjectProjectionMakesBindings() throws {
        XCTAssertEqual(try run(ProjectedScreen(), [.wait(0.1), .tapButton("Step"), .wait(0.1), .tapButton("Step"), .wait(0.1)]).texts.last, ["count 2"])
    }

    struct NeedsCounter: View {
        @EnvironmentObject var counter: Counter
        var body: some View { Text("\(counter.count)") }
    }

    func testAMissingEnvironmentObjectIsAnErrorNamingTheView() {
        XCTAssertThrowsError(try Simulation(Screen(content: NeedsCounter()), options: options()).frames()) { error in
            let e = error as? SwipeUIError
            XCTAssertEqual(e?.typePath, "Screen<NeedsCounter> › VStack › NeedsCounter")
            XCTAssertEqual(
                e?.message,
                "@EnvironmentObject var counter: Counter found no Counter in the environment; no ancestor view sets one: add .environmentObject(_:) with a Counter to a view that contains this one (SwiftUI stops the app here)"
            )
        }
    }
}
