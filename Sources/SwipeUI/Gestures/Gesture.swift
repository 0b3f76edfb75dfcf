import SwipeRaster

/// A gesture, as SwiftUI's `Gesture`: a description that SwipeSim turns into a recognizer
/// when a scripted touch goes down on the view it is attached to. Isolated to the main actor as
/// `View` is (`@MainActor @preconcurrency protocol Gesture<Value>` since the iOS 18 SDK,
/// developer.apple.com/documentation/swiftui/gesture).
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}

/// The recognizer a gesture makes (the protocol is SwipeSim's own, not part of the API).
protocol RecognizerMaking {
    associatedtype RecognizedValue
    func makeRecognizer() -> Recognizer<RecognizedValue>?
}

/// What a touch screen reports to a recognizer, in the gesture view's local points and
/// virtual seconds.
struct TouchPoint {
    var time: Double
    var location: SwipeRaster.Point
}

/// The untyped face of a recognizer that the graph drives, once per display frame.
class AnyRecognizer {
    enum Phase { case possible, active, ended, failed }
    var phase = Phase.possible
    /// Whether it has run any callback (a gesture that began must end or reset its state).
    var hasBegun = false
    /// Whether it has recognised its gesture (a drag moved far enough, a press or tap
    /// completed): the touch is then its alone.
    var claimsTouch = false
    /// Set while a scroll view around the gesture has not decided whether the touch is a
    /// scroll: moves then only count for velocity (`ScrollRecognizer`).
    var isWaitingForScrollView = false
    /// Attached with `.simultaneousGesture`: another's recognising does not cancel it, nor
    /// does its own cancel the others.
    var isSimultaneous = false

    /// The finger went down at `touch`, delivered at display time `frameTime`.
    func down(_ touch: TouchPoint, frameTime: Double) {}
    /// The finger moved: every sample since the last display frame (coalesced touches), oldest
    /// first. Callbacks see the latest only; velocity uses them all (Apple, "Getting high-fidelity input with coalesced touches").
    func move(_ touches: [TouchPoint], frameTime: Double) {}
    /// Samples of the display frame in which the finger lifts, before the lift: they count
    /// for velocity and position but get no callback of their own (SwipeMotion README, "Gestures and the display clock": the lift
    /// replaces the moves of its frame). `up` follows.
    func record(_ touches: [TouchPoint]) {}
    /// The finger lifted at `touch`.
    func up(_ touch: TouchPoint, frameTime: Double) {}
    /// A display frame passed with no touch event (long presses complete on frames).
    func frame(at frameTime: Double) {}
    /// Another gesture won: stop, resetting gesture state if this one had begun.
    func cancel() {
        if phase == .possible || phase == .active {
            let begun = hasBegun
            phase = .failed
            if begun { reset() }
        }
    }
    /// Runs the `@GestureState` resets.
    func reset() {}
    /// Tells the recognizer the view its gesture is attached to (a multiple tap counts its taps
    /// there across touches); composed recognizers pass it to their parts.
    func bind(to identity: ViewIdentity, in graph: ViewGraph) {}
}

/// A recognizer of values of one type, with the callbacks its gesture's modifiers added.
class Recognizer<Value>: AnyRecognizer {
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    var resets: [() -> Void] = []

    func emitChanged(_ value: Value) {
        hasBegun = true
        for action in changed { action(value) }
    }
    /// Ends the gesture successfully: onEnded callbacks, then the state resets, in one update.
    func emitEnded(_ value: Value) {
        phase = .ended
        claimsTouch = true
        let finish = {
            for action in self.ended { action(value) }
            self.reset()
        }
        if let graph = ViewGraph.current { graph.performEndCallback(finish) } else { finish() }
    }
    override func reset() {
        for action in resets { action() }
    }
}

/// Which callbacks of a recognizer a user's action joins.
enum GestureCallbackEvent { case changed, ended }

extension Recognizer {
    /// The recognizer with the user's `action` added for `event`, run through the running graph
    /// in the transaction SwiftUI gives that callback (continuous while the gesture changes, a
    /// plain one when it ends), or directly when no graph runs.
    func adding(_ action: @escaping (Value) -> Void, on event: GestureCallbackEvent) -> Recognizer {
        switch event {
        case .changed: changed.append { value in ViewGraph.current?.performGestureCallback { action(value) } ?? action(value) }
        case .ended: ended.append { value in ViewGraph.current?.performEndCallback { action(value) } ?? action(value) }
        }
        return self
    }
}

/// `.onChanged`: runs `action` each time the gesture's value changes.
public struct _ChangedGesture<Base: Gesture>: Gesture, RecognizerMaking {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    func makeRecognizer() -> Recognizer<Base.Value>? { recognizer(for: base)?.adding(action, on: .changed) }
}

/// `.onEnded`: runs `action` when the gesture succeeds.
public struct _EndedGesture<Base: Gesture>: Gesture, RecognizerMaking {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    func makeRecognizer() -> Recognizer<Base.Value>? { recognizer(for: base)?.adding(action, on: .ended) }
}

/// `.updating($state) { value, state, transaction in … }`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, RecognizerMaking {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void
    func makeRecognizer() -> Recognizer<Base.Value>? {
        guard let r = recognizer(for: base) else { return nil }
        let state = self.state, body = self.body
        r.changed.append { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            transaction.isContinuous = true
            body(value, &current, &transaction)
            if let graph = ViewGraph.current {
                graph.perform(in: transaction) { state.update(current) }
            } else {
                state.update(current)
            }
        }
        r.resets.append {
            if let graph = ViewGraph.current {
                // Its own update, or the gesture's end's (`performEndCallback`).
                graph.performEndCallback { state.reset() }
            } else {
                state.reset()
            }
        }
        return r
    }
}

/// The recognizer for `gesture`, nil for a gesture type SwipeSim does not know.
func recognizer<G: Gesture>(for gesture: G) -> Recognizer<G.Value>? {
    guard let making = gesture as? any RecognizerMaking else { return nil }
    return making.makeAnyRecognizer() as? Recognizer<G.Value>
}

extension RecognizerMaking {
    func makeAnyRecognizer() -> AnyRecognizer? { makeRecognizer() }
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
    /// This gesture, then `other` once this one has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(first: self, second: other)
    }
}
