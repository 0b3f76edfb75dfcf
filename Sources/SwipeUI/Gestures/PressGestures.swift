import SwipeRaster

/// SwiftUI's `LongPressGesture`: succeeds at the first display frame at least
/// `minimumDuration` seconds after touch-down (SwipeMotion README, "Gestures and the display clock"), unless the finger moved more than
/// `maximumDistance` points before `minimumDuration` passed. Its value is `true` while pressing.
public struct LongPressGesture: Gesture, RecognizerMaking {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func makeRecognizer() -> Recognizer<Bool>? {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: Double(maximumDistance))
    }
}

final class LongPressRecognizer: Recognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: Double
    var start: TouchPoint?

    init(minimumDuration: Double, maximumDistance: Double) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func down(_ touch: TouchPoint, frameTime: Double) {
        start = touch
        phase = .active
        emitChanged(true)
        frame(at: frameTime)
    }

    /// Only samples taken before `minimumDuration` had passed can fail the press: by a later
    /// sample the press has already succeeded (the system's timer fires between touch samples),
    /// although it reports success at the display frame.
    override func move(_ touches: [TouchPoint], frameTime: Double) {
        guard phase == .active, let start else { return }
        for touch in touches where touch.time - start.time < minimumDuration - 1e-9 {
            let dx = touch.location.x - start.location.x, dy = touch.location.y - start.location.y
            if dx * dx + dy * dy > maximumDistance * maximumDistance {
                phase = .failed
                reset()
                return
            }
        }
        frame(at: frameTime)
    }

    override func frame(at frameTime: Double) {
        guard phase == .active, let start else { return }
        if frameTime - start.time >= minimumDuration - 1e-9 { emitEnded(true) }
    }

    override func up(_ touch: TouchPoint, frameTime: Double) {
        if phase == .active {
            phase = .failed
            reset()
        }
    }
}

/// SwiftUI's `TapGesture`: succeeds when the finger lifts within 10 points of where it went
/// down — with `count` > 1, at the `count`-th such tap on the view, each lifted within
/// `TapRecognizer.interval` of the one before and within `TapRecognizer.reach` of the first
/// (a double tap to like). The taps before the last fail: they claim no touch, and another
/// gesture may take them.
public struct TapGesture: Gesture, RecognizerMaking {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    func makeRecognizer() -> Recognizer<Void>? { TapRecognizer(count: max(count, 1)) }
}

final class TapRecognizer: Recognizer<Void> {
    static let slop = 10.0
    /// Seconds between one tap's lift and the next's for a multiple tap. UIKit's is private;
    /// 0.35 s is SwipeSim's reading of `UITapGestureRecognizer` on iOS 17.
    static let interval = 0.35
    /// Points a multiple tap's taps may land from its first (SwipeSim's reading: 45 pt, a
    /// fingertip's width and a half).
    static let reach = 45.0
    let count: Int
    var start: SwipeRaster.Point?
    /// Where the taps of a multiple tap are counted (`bind(to:in:)`); nil outside a graph.
    private var history: (graph: ViewGraph, key: TapHistoryKey)?

    init(count: Int) { self.count = count }

    override func bind(to identity: ViewIdentity, in graph: ViewGraph) {
        if count > 1 { history = (graph, TapHistoryKey(identity: identity, count: count)) }
    }

    override func down(_ touch: TouchPoint, frameTime: Double) { start = touch.location }

    override func move(_ touches: [TouchPoint], frameTime: Double) {
        guard phase == .possible, let start else { return }
        for touch in touches {
            let dx = touch.location.x - start.x, dy = touch.location.y - start.y
            if dx * dx + dy * dy > TapRecognizer.slop * TapRecognizer.slop { phase = .failed }
        }
    }

    override func up(_ touch: TouchPoint, frameTime: Double) {
        guard phase == .possible else { return }
        guard count > 1, let (graph, key) = history else { return emitEnded(()) }
        var run = TapRun(taps: 1, lastLift: touch.time, first: touch.location)
        let record = graph.record(for: key.identity)
        if let previous = record.tapRuns[key.count], touch.time - previous.lastLift <= TapRecognizer.interval,
            hypot(touch.location.x - previous.first.x, touch.location.y - previous.first.y) <= TapRecognizer.reach
        {
            run = TapRun(taps: previous.taps + 1, lastLift: touch.time, first: previous.first)
        }
        if run.taps >= count {
            record.tapRuns[key.count] = nil
            emitEnded(())
        } else {
            record.tapRuns[key.count] = run
            phase = .failed
        }
    }
}

/// A multiple tap's gesture: the view it is attached to and its count.
struct TapHistoryKey: Hashable {
    let identity: ViewIdentity
    let count: Int
}

/// The taps of a multiple tap so far: how many, when the last lifted (seconds), where the first
/// was (the view's local points).
struct TapRun {
    var taps: Int
    var lastLift: Double
    var first: SwipeRaster.Point
}

/// `first.sequenced(before: second)`: `second` receives the touch only after `first` succeeded.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, RecognizerMaking {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    let first: First
    let second: Second

    func makeRecognizer() -> Recognizer<Value>? {
        guard let a = recognizer(for: first), let b = recognizer(for: second) else { return nil }
        return SequenceRecognizer<First, Second>(first: a, second: b)
    }
}

/// Drives the first recognizer until it succeeds, then hands the same touch to the second.
final class SequenceRecognizer<First: Gesture, Second: Gesture>: Recognizer<SequenceGesture<First, Second>.Value> {
    let first: Recognizer<First.Value>
    let second: Recognizer<Second.Value>
    var firstValue: First.Value?

    init(first: Recognizer<First.Value>, second: Recognizer<Second.Value>) {
        self.first = first
        self.second = second
        super.init()
        first.changed.append { [unowned self] value in
            self.phase = .active
            self.emitChanged(.first(value))
        }
        first.ended.append { [unowned self] value in
            self.firstValue = value
            self.claimsTouch = true
            self.emitChanged(.second(value, nil))
        }
        second.changed.append { [unowned self] value in
            if let firstValue = self.firstValue { self.emitChanged(.second(firstValue, value)) }
        }
        second.ended.append { [unowned self] value in
            if let firstValue = self.firstValue { self.emitEnded(.second(firstValue, value)) }
        }
    }

    override func down(_ touch: TouchPoint, frameTime: Double) {
        first.down(touch, frameTime: frameTime)
        if first.phase == .ended { second.down(touch, frameTime: frameTime) }
        failIfFirstFailed()
    }

    override func move(_ touches: [TouchPoint], frameTime: Double) {
        if firstValue == nil {
            first.move(touches, frameTime: frameTime)
            failIfFirstFailed()
            if firstValue != nil, let last = touches.last { second.down(last, frameTime: frameTime) }
        } else {
            second.move(touches, frameTime: frameTime)
        }
    }

    override func frame(at frameTime: Double) {
        guard firstValue == nil else { return }
        first.frame(at: frameTime)
        failIfFirstFailed()
    }

    override func record(_ touches: [TouchPoint]) {
        if firstValue == nil { first.record(touches) } else { second.record(touches) }
    }

    override func up(_ touch: TouchPoint, frameTime: Double) {
        if firstValue == nil {
            first.up(touch, frameTime: frameTime)
        } else {
            second.up(touch, frameTime: frameTime)
        }
        if phase != .ended {
            let begun = hasBegun
            phase = .failed
            if begun { reset() }
        }
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

    private func failIfFirstFailed() {
        if first.phase == .failed, phase != .failed {
            let begun = hasBegun
            phase = .failed
            if begun { reset() }
        }
    }
}
