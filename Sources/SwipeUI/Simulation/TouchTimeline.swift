/// A touch script expanded to what a touch screen reports — touch-down, moves at the touch
/// rate, touch-up, button taps — in time order, in exact virtual time. This is what a
/// `Simulation` plays (`Simulation.touchTimeline()`), and what checks a script before it runs:
///
///     let timeline = try TouchTimeline([.drag(to: CGSize(width: 100, height: 0), duration: 0.1), .release],
///                                      touchRate: 120, defaultTouchPoint: CGPoint(x: 195, y: 422))
///     timeline.length            // 0.1 s: when the last step ends
///
/// Times are exact ticks (`VirtualTime`), never sums of floating-point seconds: a step starts at
/// the sum of the ticks of the steps before it (each step's seconds taken to the nearest
/// nanosecond, a whole number of ticks), and sample k of a step that starts at t₀ and lasts d
/// is at t₀ + min(k × ticks per sample, d), so the last sample lands exactly on the step's end.
/// Positions along a `drag` or `fling` are a function of u = (sample time − t₀) / d. A script
/// that ends with the finger down keeps holding: no release is invented.
public struct TouchTimeline: Equatable, Sendable {
    /// One report of the touch screen; locations are canvas points.
    public enum Event: Equatable, Sendable {
        case down(time: VirtualTime, location: CGPoint)
        case move(time: VirtualTime, location: CGPoint)
        case up(time: VirtualTime, location: CGPoint)
        /// A `tapButton` step: the button is found on screen when the tap is delivered.
        case tapButton(time: VirtualTime, name: String)

        public var time: VirtualTime {
            switch self {
            case .down(let t, _), .move(let t, _), .up(let t, _), .tapButton(let t, _): return t
            }
        }
    }

    /// Every report, in time order.
    public private(set) var events: [Event] = []
    /// When the last step ends.
    public private(set) var length = VirtualTime.zero

    /// Seconds of constant velocity that end a fling: the window over which SwipeMotion's
    /// `DragTracker` estimates velocity, so the gesture sees exactly the requested velocity.
    public static let flingVelocityWindow = 0.1

    /// Expands `steps`. `touchRate` is samples per second (60 or 120); `defaultTouchPoint` is
    /// where a drag or fling without `from` puts the finger down when no touch came before
    /// (a `Simulation` uses the centre of its safe area).
    ///
    /// Throws `SwipeUIError` naming the step, e.g. `script[3]: 'release' without a finger down;
    /// add a 'drag' step before it`, or `script[2].path[1]` for a path sample: a release or a
    /// tap that does not fit the finger's state, a path without samples or whose times do not
    /// increase, a duration that is not 0…600 s.
    public init(_ steps: [TouchStep], touchRate: Int, defaultTouchPoint: CGPoint) throws {
        guard [60, 120].contains(touchRate) else {
            throw SwipeUIError(typePath: "TouchTimeline.touchRate", message: "\(touchRate) Hz is not supported: use 60 or 120")
        }
        var start = VirtualTime.zero
        var finger: (origin: CGPoint, current: CGPoint)?
        let samplePeriod = VirtualTime.ticksPerSecond / Int64(touchRate)

        func samples(_ t0: VirtualTime, _ duration: VirtualTime, _ position: (Double) -> CGPoint) -> [Event] {
            let count = max(1, Int((duration.ticks + samplePeriod - 1) / samplePeriod))
            return (1...count).map { k in
                let offset = min(Int64(k) * samplePeriod, duration.ticks)
                let u = duration.ticks > 0 ? Double(offset) / Double(duration.ticks) : 1
                return .move(time: VirtualTime(ticks: t0.ticks + offset), location: position(u))
            }
        }

        for (index, step) in steps.enumerated() {
            let path = "script[\(index)]"
            var duration = VirtualTime.zero
            switch step {
            case let .drag(translation, seconds, easing, from):
                duration = try TouchTimeline.duration(seconds, path)
                let origin = finger?.origin ?? from ?? defaultTouchPoint
                if finger == nil {
                    events.append(.down(time: start, location: origin))
                    finger = (origin, origin)
                }
                let begin = finger!.current
                let end = CGPoint(x: origin.x + translation.width, y: origin.y + translation.height)
                events += samples(start, duration) { u in
                    let p = easing.progress(u)
                    return CGPoint(x: begin.x + (end.x - begin.x) * p, y: begin.y + (end.y - begin.y) * p)
                }
                finger!.current = end
            case let .fling(translation, seconds, velocity, from):
                duration = try TouchTimeline.duration(seconds, path)
                let origin = finger?.origin ?? from ?? defaultTouchPoint
                if finger == nil { events.append(.down(time: start, location: origin)) }
                let begin = finger?.current ?? origin
                let end = CGPoint(x: origin.x + translation.width, y: origin.y + translation.height)
                // The finger moves at exactly `velocity` for the last `tail` seconds (the window
                // velocity estimates look at), after a cubic Hermite from rest that reaches the
                // tail's start at that velocity: h01(s) = 3s² − 2s³ carries the distance,
                // h11(s) = s³ − s² sets the end slope.
                let total = duration.seconds
                let tail = min(TouchTimeline.flingVelocityWindow, total / 2), head = total - tail
                let headEnd = CGPoint(x: end.x - velocity.width * tail, y: end.y - velocity.height * tail)
                events += samples(start, duration) { u in
                    let t = u * total
                    if t >= head { return CGPoint(x: end.x - velocity.width * (total - t), y: end.y - velocity.height * (total - t)) }
                    let s = t / head
                    let h01 = s * s * (3 - 2 * s), h11 = s * s * (s - 1)
                    return CGPoint(
                        x: begin.x + (headEnd.x - begin.x) * h01 + velocity.width * h11 * head,
                        y: begin.y + (headEnd.y - begin.y) * h01 + velocity.height * h11 * head)
                }
                events.append(.up(time: start + duration, location: end))
                finger = nil
            case .release:
                guard let f = finger else {
                    throw SwipeUIError(typePath: path, message: "'release' without a finger down; add a 'drag' step before it")
                }
                events.append(.up(time: start, location: f.current))
                finger = nil
            case .wait(let seconds):
                duration = try TouchTimeline.duration(seconds, path)
            case .tap(let point):
                guard finger == nil else {
                    throw SwipeUIError(typePath: path, message: "'tap' while a finger is down; add a 'release' step before it")
                }
                events.append(.down(time: start, location: point))
                events.append(.up(time: start, location: point))
            case .tapButton(let name):
                guard finger == nil else {
                    throw SwipeUIError(typePath: path, message: "'tap' while a finger is down; add a 'release' step before it")
                }
                events.append(.tapButton(time: start, name: name))
            case let .path(touches, release):
                guard let first = touches.first else {
                    throw SwipeUIError(typePath: path + ".path", message: "a path needs at least one touch sample")
                }
                func at(_ seconds: Double, _ index: Int) throws -> VirtualTime {
                    start + (try TouchTimeline.duration(seconds, "\(path).path[\(index)].time"))
                }
                if finger == nil {
                    events.append(.down(time: try at(first.time, 0), location: first.location))
                    finger = (first.location, first.location)
                }
                var previous = first.time
                for (offset, touch) in touches.enumerated() where offset > 0 {
                    guard touch.time > previous else {
                        throw SwipeUIError(typePath: "\(path).path[\(offset)]", message: "sample times must increase; \(touch.time) follows \(previous)")
                    }
                    previous = touch.time
                    events.append(.move(time: try at(touch.time, offset), location: touch.location))
                    finger!.current = touch.location
                }
                if release {
                    events.append(.up(time: try at(previous, touches.count - 1), location: finger!.current))
                    finger = nil
                }
                duration = try TouchTimeline.duration(previous, path)
            }
            start = start + duration
        }
        length = start
    }

    /// `seconds` as a step's exact duration (to the nearest nanosecond); finite and 0…600 s.
    static func duration(_ seconds: Double, _ path: String) throws -> VirtualTime {
        guard seconds.isFinite, seconds >= 0, seconds <= 600 else {
            throw SwipeUIError(typePath: path, message: "duration \(seconds) s is invalid: use a finite number of seconds from 0 to 600")
        }
        return VirtualTime(seconds: seconds)
    }
}
