/// SwiftUI's `SimultaneousGesture`: two gestures recognised together on one touch, neither
/// waiting for the other (a card that can be dragged and long-pressed at once). Its value holds
/// the latest value of each part that has one; it changes when either part changes and ends
/// when both have finished, at least one of them successfully (a part that fails drops out).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, RecognizerMaking {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> Recognizer<Value>? {
        guard let a = recognizer(for: first), let b = recognizer(for: second) else { return nil }
        return SimultaneousRecognizer<First, Second>(first: a, second: b)
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// SwiftUI's `ExclusiveGesture`: two gestures of which only one succeeds, the first having
/// precedence — the second is recognised only once the first has failed (UIKit's
/// `require(toFail:)`). `TapGesture().exclusively(before: DragGesture())` on a card: a tap
/// flips it, a drag swipes it. While the first may still succeed, what the second recognises
/// waits; when the first fails it is delivered, and when the first begins the second is cancelled.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, RecognizerMaking {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func makeRecognizer() -> Recognizer<Value>? {
        guard let a = recognizer(for: first), let b = recognizer(for: second) else { return nil }
        return ExclusiveRecognizer<First, Second>(first: a, second: b)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// This gesture and `other` at the same time (`SimultaneousGesture`).
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` if this one fails (`ExclusiveGesture`).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Common driving of a two-part recognizer: every touch event goes to each part still live,
/// then `settle()` decides what the pair does.
class PairRecognizer<Value, A, B>: Recognizer<Value> {
    let first: Recognizer<A>
    let second: Recognizer<B>

    init(first: Recognizer<A>, second: Recognizer<B>) {
        self.first = first
        self.second = second
    }

    var parts: [AnyRecognizer] { [first, second] }

    static func isLive(_ part: AnyRecognizer) -> Bool { part.phase == .possible || part.phase == .active }

    override func down(_ touch: TouchPoint, frameTime: Double) {
        for part in parts where Self.isLive(part) { part.down(touch, frameTime: frameTime) }
        settle()
    }
    override func move(_ touches: [TouchPoint], frameTime: Double) {
        for part in parts where Self.isLive(part) { part.move(touches, frameTime: frameTime) }
        settle()
    }
    override func record(_ touches: [TouchPoint]) {
        for part in parts where Self.isLive(part) { part.record(touches) }
    }
    override func up(_ touch: TouchPoint, frameTime: Double) {
        for part in parts where Self.isLive(part) { part.up(touch, frameTime: frameTime) }
        settle()
        if phase == .possible || phase == .active { fail() }
    }
    override func frame(at frameTime: Double) {
        for part in parts where Self.isLive(part) { part.frame(at: frameTime) }
        settle()
    }
    override func cancel() {
        first.cancel()
        second.cancel()
        super.cancel()
    }
    override func bind(to identity: ViewIdentity, in graph: ViewGraph) {
        first.bind(to: identity, in: graph)
        second.bind(to: identity, in: graph)
    }

    /// Looks at the parts' phases after an event.
    func settle() {}

    /// Fails the pair, resetting gesture state if it had begun.
    func fail() {
        guard phase != .failed else { return }
        let begun = hasBegun
        phase = .failed
        if begun { reset() }
    }
}

/// Drives both parts on every event; ends once neither is live, if either succeeded.
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>:
    PairRecognizer<SimultaneousGesture<First, Second>.Value, First.Value, Second.Value>
{
    private var value = SimultaneousGesture<First, Second>.Value(first: nil, second: nil)
    private var succeeded = false

    override init(first: Recognizer<First.Value>, second: Recognizer<Second.Value>) {
        super.init(first: first, second: second)
        first.changed.append { [unowned self] v in
            value.first = v
            phase = .active
            emitChanged(value)
        }
        first.ended.append { [unowned self] v in
            value.first = v
            succeeded = true
        }
        second.changed.append { [unowned self] v in
            value.second = v
            phase = .active
            emitChanged(value)
        }
        second.ended.append { [unowned self] v in
            value.second = v
            succeeded = true
        }
    }

    override func settle() {
        guard phase == .possible || phase == .active else { return }
        claimsTouch = first.claimsTouch || second.claimsTouch
        guard !parts.contains(where: Self.isLive) else { return }
        if succeeded { emitEnded(value) } else { fail() }
    }
}

/// Drives both parts; the second's callbacks wait until the first has failed.
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>:
    PairRecognizer<ExclusiveGesture<First, Second>.Value, First.Value, Second.Value>
{
    /// The second part's callbacks made while the first could still succeed, in order.
    private var waiting: [() -> Void] = []

    override init(first: Recognizer<First.Value>, second: Recognizer<Second.Value>) {
        super.init(first: first, second: second)
        first.changed.append { [unowned self] v in
            dropSecond()
            phase = .active
            emitChanged(.first(v))
        }
        first.ended.append { [unowned self] v in
            dropSecond()
            emitEnded(.first(v))
        }
        second.changed.append { [unowned self] v in
            deliver {
                self.phase = .active
                self.emitChanged(.second(v))
            }
        }
        second.ended.append { [unowned self] v in deliver { self.emitEnded(.second(v)) } }
    }

    private func deliver(_ callback: @escaping () -> Void) {
        if first.phase == .failed { callback() } else { waiting.append(callback) }
    }

    private func dropSecond() {
        waiting.removeAll()
        if Self.isLive(second) { second.cancel() }
    }

    override func settle() {
        guard phase == .possible || phase == .active else { return }
        if first.phase == .failed, !waiting.isEmpty {
            let callbacks = waiting
            waiting.removeAll()
            for callback in callbacks { callback() }
        }
        guard phase == .possible || phase == .active else { return }
        claimsTouch = first.claimsTouch || (first.phase == .failed && second.claimsTouch)
        if first.phase == .failed && second.phase == .failed { fail() }
    }
}
