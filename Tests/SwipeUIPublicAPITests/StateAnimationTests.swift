import SwipeUI
import XCTest

/// State by identity, transactions and animators, observed frame by frame (60 fps, display 60 Hz).
final class StateAnimationTests: XCTestCase {
    /// Runs `view` with `script` on a 200 × 200 canvas and returns, per frame, `probe(frame)`.
    func observe<V: View, T>(_ view: V, script: [TouchStep] = [], duration: Double, _ probe: (Frame) -> T) throws -> [T] {
        var options = SimulationOptions()
        options.duration = duration
        options.safeArea = EdgeInsets()
        options.canvasSize = CGSize(width: 200, height: 200)
        var result: [T] = []
        try Simulation(view, script: script, options: options).run(drawing: { _ in false }) { result.append(probe($0)) }
        return result
    }

    static func view(_ frame: Frame, _ name: String) -> IdentifiedView? {
        frame.identifiedViews.first { $0.identifier == name }
    }

    /// The label (its text) of the view identified as `name`.
    static func text(_ frame: Frame, _ name: String) -> String? {
        view(frame, name)?.label
    }

    /// Every animated value on screen: outside the identified views, then each view's.
    static func values(_ frame: Frame) -> [IdentifiedView.Value] {
        frame.screenValues + frame.identifiedViews.flatMap(\.values)
    }

    /// The x of the last `.offset` and the amount of the last `.opacity` on screen (0 and 0
    /// when there is none).
    static func offsetAndOpacity(_ frame: Frame) -> (Double, Double) {
        var offset = 0.0, opacity = 0.0
        for value in values(frame) where !value.components.isEmpty {
            // A path value is named `offset`; a value on screen by its path, `…/.offset`; a
            // repeated name gets `#2`…
            let name = (value.name.split(separator: "/").last.map(String.init) ?? value.name).split(separator: "#")[0]
            if name == "offset" || name == ".offset" { offset = value.components[0] }
            if name == "opacity" || name == ".opacity" { opacity = value.components[0] }
        }
        return (offset, opacity)
    }

    // MARK: State

    struct Counter: View {
        @State var count = 0
        let title: String
        var body: some View {
            VStack {
                Text("\(title) \(count)").accessibilityIdentifier("count")
                Button("Add") { count += 1 }
            }
        }
    }

    struct Parent: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Counter(title: "gen\(generation)")
                Button("Rebuild") { generation += 1 }
            }
        }
    }

    func testStateSurvivesBodyReevaluation() throws {
        // The child is re-created by its parent's body after each Rebuild; its count persists.
        let texts = try observe(
            Parent(), script: [.tapButton("Add"), .wait(0.1), .tapButton("Add"), .wait(0.1), .tapButton("Rebuild"), .wait(0.1)],
            duration: 0.4
        ) { StateAnimationTests.text($0, "count") }
        // The first tap lands on display frame 0, so frame 0 already shows it.
        XCTAssertEqual(texts.first, "gen0 1")
        XCTAssertEqual(texts.last, "gen1 2")
    }

    struct Row: View {
        let name: String
        @State var taps = 0
        var body: some View {
            Button {
                taps += 1
            } label: {
                Text("\(taps)").accessibilityIdentifier("taps-\(name)")
            }
            .accessibilityIdentifier("row-\(name)")
        }
    }

    struct Rows: View {
        @State var names = ["a", "b", "c"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { Row(name: $0) }
                Button("Reverse") { names.reverse() }
            }
        }
    }

    func testStateFollowsForEachIdsWhenReordered() throws {
        let probe = { (g: Frame) in ["a", "b", "c"].map { StateAnimationTests.text(g, "taps-\($0)") ?? "?" } }
        let rows = try observe(
            Rows(),
            script: [
                .tapButton("row-b"), .wait(0.05), .tapButton("row-b"), .wait(0.05), .tapButton("row-c"), .wait(0.05),
                .tapButton("Reverse"), .wait(0.05),
            ], duration: 0.3, probe)
        XCTAssertEqual(rows.last, ["0", "2", "1"], "taps stay with their ids after the reverse")
        // And the order on screen did reverse: c is now above a.
        var positions: [String: Double] = [:]
        _ = try observe(Rows(), script: [.tapButton("Reverse"), .wait(0.05)], duration: 0.1) { g -> Int in
            for n in ["a", "c"] { positions[n] = StateAnimationTests.view(g, "taps-\(n)")?.transform[5] }
            return 0
        }
        XCTAssertLessThan(try XCTUnwrap(positions["c"]), try XCTUnwrap(positions["a"]))
    }

    struct Flagger: View {
        @State var isOn = false
        @State var taps = 0
        var body: some View {
            VStack {
                Button("Set") { isOn = true }
                Button("Count") { taps += 1 }
                Text(isOn ? "on \(taps)" : "off \(taps)").accessibilityIdentifier("flag")
            }
        }
    }

    func testSettingStateToAnEqualValueEvaluatesNoBody() throws {
        // SwiftUI compares a @State's old and new value and invalidates only on a change: the
        // second "Set" stores the same `true`; each "Count" changes the value.
        var options = SimulationOptions()
        options.duration = 0.3
        let evaluations = try Simulation(
            Flagger(),
            script: [
                .wait(0.05), .tapButton("Set"), .wait(0.05), .tapButton("Set"), .wait(0.05),
                .tapButton("Count"), .wait(0.05),
            ], options: options
        ).measure().bodyEvaluations
        let texts = try observe(
            Flagger(),
            script: [
                .wait(0.05), .tapButton("Set"), .wait(0.05), .tapButton("Set"), .wait(0.05),
                .tapButton("Count"), .wait(0.05),
            ], duration: 0.3
        ) { StateAnimationTests.text($0, "flag") }
        XCTAssertEqual(texts.last, "on 1")
        // One evaluation to start, one per change (Set, then Count); the repeated Set adds none.
        XCTAssertEqual(evaluations, 3, "body evaluations in the whole run")
    }

    // MARK: Animation

    struct Mover: View {
        @State var moved = false
        @State var faded = false
        var body: some View {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("box")
                .offset(x: moved ? 100 : 0)
                .opacity(faded ? 0.5 : 1)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.linear(duration: 1)) { moved = true }
                        faded = true
                    }
                }
        }
    }

    func testWithAnimationAnimatesExactlyTheChangedAttributes() throws {
        let values = try observe(Mover(), duration: 2, StateAnimationTests.offsetAndOpacity)
        // Frame 29 (0.483 s): before the timer. Frame 30 (0.5 s): the change lands, offset at 0.
        XCTAssertEqual(values[29].0, 0)
        XCTAssertEqual(values[29].1, 1)
        XCTAssertEqual(values[30].0, 0, accuracy: 1e-9)
        // The opacity was changed outside withAnimation: it jumps on that frame.
        XCTAssertEqual(values[30].1, 0.5)
        // Linear over 1 s from 0.5 s: half way at 1.0 s (frame 60), done at 1.5 s.
        XCTAssertEqual(values[60].0, 50, accuracy: 1e-6)
        XCTAssertEqual(values[90].0, 100, accuracy: 1e-9)
    }

    struct Implicit: View {
        @State var a = 0.0
        @State var b = 0.0
        var body: some View {
            HStack {
                Color.red.frame(width: 10, height: 10).offset(x: a)
                Color.blue.frame(width: 10, height: 10).offset(y: b)
            }
            .animation(.linear(duration: 1), value: a)
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { b = 40 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { a = 80 }
            }
        }
    }

    func testAnimationModifierAppliesOnlyWhenItsValueChanges() throws {
        let values = try observe(Implicit(), duration: 2) { frame -> (Double, Double) in
            let xs = frame.screenValues.filter { $0.name.hasSuffix(".offset") || $0.name.contains(".offset#") }.map { $0.components[0] + $0.components[1] }
            return (xs[0], xs[1])
        }
        // b changed at 0.5 s while `a` did not: no animation, it jumps.
        XCTAssertEqual(values[30].1, 40)
        // a changed at 1.0 s: its change animates linearly over 1 s.
        XCTAssertEqual(values[60].0, 0, accuracy: 1e-9)
        XCTAssertEqual(values[90].0, 40, accuracy: 1e-6)
        XCTAssertEqual(values[120].0, 80, accuracy: 1e-9)
    }

    struct DragCard: View {
        @GestureState var drag = CGSize.zero
        let animated: Bool
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .offset(x: drag.width)
                .animation(animated ? .interactiveSpring() : nil, value: drag)
                .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
        }
    }

    func testGestureStateResetsInTheReleaseTransaction() throws {
        let script: [TouchStep] = [.drag(to: CGSize(width: 60, height: 0), duration: 0.25, easing: .linear), .release]
        let springing = try observe(DragCard(animated: true), script: script, duration: 1.5) { StateAnimationTests.offsetAndOpacity($0).0 }
        let jumping = try observe(DragCard(animated: false), script: script, duration: 1.5) { StateAnimationTests.offsetAndOpacity($0).0 }
        // Frame 14 (0.2333 s) shows the touch sample of that time: 60 × 0.2333/0.25 = 56 pt.
        // Released at 0.25 s (frame 15). Without .animation the offset is 0 on that frame.
        XCTAssertEqual(jumping[14], 56, accuracy: 1e-9)
        XCTAssertEqual(jumping[15], 0)
        // With .animation(.interactiveSpring(), value:) the reset springs back over a few frames.
        XCTAssertGreaterThan(springing[16], 5)
        XCTAssertEqual(springing[89], 0, accuracy: 0.5)
    }

    struct Removal: View {
        @State var show = true
        var body: some View {
            ZStack {
                if show { Color.red.frame(width: 50, height: 50).accessibilityIdentifier("gone").transition(.opacity) }
            }
            .frame(width: 100, height: 100)
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation(.linear(duration: 1)) { show = false } } }
        }
    }

    func testRemovedViewStaysUntilItsTransitionEnds() throws {
        let states = try observe(Removal(), duration: 2) { StateAnimationTests.view($0, "gone")?.opacity }
        XCTAssertEqual(states[29], 1)
        XCTAssertEqual(try XCTUnwrap(states[60]), 0.5, accuracy: 1e-6, "half faded, still drawn")
        XCTAssertNil(states[92], "gone once the transition ended")
    }

    struct Shift: View {
        @State var showTop = true
        var body: some View {
            VStack(spacing: 0) {
                if showTop { Color.red.frame(width: 50, height: 50) }
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation(.linear(duration: 1)) { showTop = false } } }
        }
    }

    func testLayoutFrameChangesAnimate() throws {
        // Blue starts at y = (200 − 100)/2 + 50 = 100 and ends at (200 − 50)/2 = 75.
        let ys = try observe(Shift(), duration: 2) { StateAnimationTests.view($0, "blue")?.transform[5] ?? .nan }
        XCTAssertEqual(ys[29], 100, accuracy: 1e-9)
        XCTAssertEqual(ys[60], 87.5, accuracy: 1e-6)
        XCTAssertEqual(ys[95], 75, accuracy: 1e-9)
    }

    struct ReleaseSpring: View {
        @State var offset = CGSize.zero
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { offset = $0.translation }
                        .onEnded { _ in withAnimation(.linear(duration: 1)) { offset = .zero } })
        }
    }

    func testWithAnimationInAGestureCallbackAnimates() throws {
        // Released at 0.25 s: the lift replaces the moves of its display frame (SwipeMotion README, "Gestures and the display clock"),
        // so onEnded comes without an onChanged for 60 pt and the offset animates from the last
        // delivered 56 pt, linearly back over 1 s: 28 pt at 0.75 s (frame 45).
        let xs = try observe(
            ReleaseSpring(), script: [.drag(to: CGSize(width: 60, height: 0), duration: 0.25, easing: .linear), .release],
            duration: 1.5
        ) { StateAnimationTests.offsetAndOpacity($0).0 }
        XCTAssertEqual(xs[14], 56, accuracy: 1e-9)
        XCTAssertEqual(xs[15], 56, accuracy: 1e-9, "the release frame starts the animation at the last delivered position")
        XCTAssertEqual(xs[45], 28, accuracy: 1e-6)
        XCTAssertEqual(xs[80], 0, accuracy: 1e-9)
    }

    /// Seed 002's gesture: a long press sequenced before a drag, the drag's translation in a
    /// `@GestureState`.
    struct PressThenDrag: View {
        @GestureState var drag = CGSize.zero
        let minimumDuration: Double
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .offset(x: drag.width)
                .gesture(
                    LongPressGesture(minimumDuration: minimumDuration).sequenced(before: DragGesture())
                        .updating($drag) { value, state, _ in
                            if case .second(true, let drag?) = value { state = drag.translation }
                        })
        }
    }

    func testAMoveAfterTheMinimumDurationDoesNotFailTheLongPress() throws {
        // 80 pt in 0.1 s, linear: 6.67 pt at the sample of 1/120 s, 13.3 pt at 1/60 s.
        let script: [TouchStep] = [.drag(to: CGSize(width: 80, height: 0), duration: 0.1, easing: .linear), .wait(0.2)]
        // minimumDuration 0.01: the 13.3 pt sample comes after 0.01 s, so the press completes at
        // frame 1 (1/60 s); the drag starts where the finger is then (13.3 pt) and follows it.
        let quick = try observe(PressThenDrag(minimumDuration: 0.01), script: script, duration: 0.3) { StateAnimationTests.offsetAndOpacity($0).0 }
        XCTAssertEqual(quick[12], 80 - 80.0 / 6, accuracy: 1e-9)
        // minimumDuration 0.05: the finger is 13.3 pt away at 1/60 s, before 0.05 s: the press fails.
        let slow = try observe(PressThenDrag(minimumDuration: 0.05), script: script, duration: 0.3) { StateAnimationTests.offsetAndOpacity($0).0 }
        XCTAssertEqual(slow.max(), 0)
    }

    /// Reads the drag's `@GestureState` only once onEnded has run, under an animation of that change.
    struct ReadsGestureStateAfterTheEnd: View {
        @GestureState var drag = CGFloat(0)
        @State var ended = false
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .offset(x: ended ? drag : 0)
                .animation(.linear(duration: 1), value: ended)
                .gesture(
                    DragGesture().updating($drag) { value, state, _ in state = value.translation.width }
                        .onEnded { _ in ended = true })
        }
    }

    func testOnEndedChangesAndTheGestureStateResetLandInOneUpdate() throws {
        // onEnded sets `ended` and the reset sets drag to 0 in the same update, so the offset
        // never sees `ended` beside the last translation (an update between them would start
        // the linear animation toward 56 pt).
        let xs = try observe(
            ReadsGestureStateAfterTheEnd(), script: [.drag(to: CGSize(width: 60, height: 0), duration: 0.25, easing: .linear), .release],
            duration: 1.5
        ) { StateAnimationTests.offsetAndOpacity($0).0 }
        XCTAssertEqual(xs.map(abs).max(), 0)
    }
}
