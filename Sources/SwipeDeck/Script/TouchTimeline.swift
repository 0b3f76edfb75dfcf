import SwipeRaster
/// A script expanded to what a touch screen reports: touch-down, moves at the touch rate,
/// touch-up, and button taps, in time order.
///
/// Times are exact (`ScriptTime`): a step starts at the exact sum of the durations before it,
/// and sample k of a step is at start + min(k / touchRate, duration).
public struct TouchTimeline: Equatable, Sendable {
    /// A touch at an exact time, in points.
    public struct Touch: Equatable, Sendable {
        public var time: ScriptTime
        public var location: Point
        public init(time: ScriptTime, location: Point) {
            self.time = time
            self.location = location
        }
    }

    public enum Event: Equatable, Sendable {
        case down(Touch)
        case move(Touch)
        case up(Touch)
        case tap(button: String, time: ScriptTime)

        public var time: ScriptTime {
            switch self {
            case .down(let touch), .move(let touch), .up(let touch): return touch.time
            case .tap(_, let time): return time
            }
        }
    }

    public var events: [Event]

    /// Seconds of constant velocity that end a fling: the window over which SwipeMotion's
    /// `DragTracker` estimates velocity, so the gesture sees exactly the requested velocity.
    public static let flingVelocityWindow = 0.1
    /// When the last step ends.
    public var length: ScriptTime

    /// Expands `steps`. `defaultTouchPoint` is where a drag without `from` puts the finger
    /// down (the preset's top card centre); `touchRate` is samples per second.
    ///
    /// Sample k of a step that starts at t0 is at t0 + k / touchRate (exact, never summed),
    /// and the last sample lands exactly at the step's end. The finger's position along the
    /// step is a function of u = (sample time − t0) / duration.
    public static func expand(
        _ steps: [ScriptStep], touchRate: Int, defaultTouchPoint: Point, file: String = "scene"
    ) throws -> TouchTimeline {
        var events: [Event] = []
        var time = ScriptTime.zero
        var fingerDown: (start: Point, current: Point)?
        let period = ScriptTime.periods(1, rate: touchRate)

        func samples(from start: ScriptTime, duration seconds: Double, position: (Double) -> Point) -> [Touch] {
            let duration = ScriptTime(seconds: seconds)
            let count = max(1, Int((duration.ticks + period.ticks - 1) / period.ticks))
            return (1...count).map { k in
                let offset = ScriptTime.min(ScriptTime.periods(k, rate: touchRate), duration)
                let u = duration.ticks > 0 ? Double(offset.ticks) / Double(duration.ticks) : 1
                return Touch(time: start + offset, location: position(u))
            }
        }

        for (index, step) in steps.enumerated() {
            let path = "script[\(index)]"
            switch step {
            case let .drag(translation, duration, easing, from):
                let origin = fingerDown?.start ?? from ?? defaultTouchPoint
                if fingerDown == nil {
                    events.append(.down(Touch(time: time, location: origin)))
                    fingerDown = (origin, origin)
                }
                let begin = fingerDown!.current
                let end = origin + translation
                for sample in samples(from: time, duration: duration, position: { u in
                    begin + (end - begin) * easing.progress(u)
                }) {
                    events.append(.move(sample))
                }
                fingerDown!.current = end
            case let .fling(translation, duration, velocity, from):
                let origin = fingerDown?.start ?? from ?? defaultTouchPoint
                if fingerDown == nil {
                    events.append(.down(Touch(time: time, location: origin)))
                }
                let begin = fingerDown?.current ?? origin
                let end = origin + translation
                // The finger moves at exactly `velocity` for the last `tail` seconds (the window
                // velocity estimates look at), after a cubic Hermite from rest that reaches the
                // tail's start at that velocity: h01(s) = 3s² − 2s³ carries the distance,
                // h11(s) = s³ − s² sets the end slope.
                let tail = min(TouchTimeline.flingVelocityWindow, duration / 2)
                let head = duration - tail
                let headEnd = end - velocity * tail
                for sample in samples(from: time, duration: duration, position: { u in
                    let t = u * duration
                    if t >= head { return end - velocity * (duration - t) }
                    let s = t / head
                    let h01 = s * s * (3 - 2 * s), h11 = s * s * (s - 1)
                    return begin + (headEnd - begin) * h01 + velocity * (h11 * head)
                }) {
                    events.append(.move(sample))
                }
                let last = origin + translation
                events.append(.up(Touch(time: time + ScriptTime(seconds: duration), location: last)))
                fingerDown = nil
            case .release:
                guard let finger = fingerDown else {
                    throw SceneError(file: file, path: path, message: "'release' without a finger down; add a 'drag' step before it")
                }
                events.append(.up(Touch(time: time, location: finger.current)))
                fingerDown = nil
            case .wait:
                break
            case .tap(let button):
                guard fingerDown == nil else {
                    throw SceneError(file: file, path: path, message: "'tap' while a finger is down; add a 'release' step before it")
                }
                events.append(.tap(button: button, time: time))
            case let .path(touches, release):
                guard let first = touches.first else {
                    throw SceneError(file: file, path: path + ".path", message: "a path needs at least one touch sample")
                }
                if fingerDown == nil {
                    events.append(.down(Touch(time: time + ScriptTime(seconds: first.time), location: first.location)))
                    fingerDown = (first.location, first.location)
                }
                var previous = first.time
                for (offset, touch) in touches.enumerated() where offset > 0 {
                    guard touch.time > previous else {
                        throw SceneError(file: file, path: "\(path).path[\(offset)]", message: "sample times must increase; \(touch.time) follows \(previous)")
                    }
                    previous = touch.time
                    events.append(.move(Touch(time: time + ScriptTime(seconds: touch.time), location: touch.location)))
                    fingerDown!.current = touch.location
                }
                if release {
                    events.append(.up(Touch(time: time + ScriptTime(seconds: previous), location: fingerDown!.current)))
                    fingerDown = nil
                }
            }
            time = time + ScriptTime(seconds: step.duration)
        }
        // A script that ends with the finger down keeps holding: no release is invented.
        return TouchTimeline(events: events, length: time)
    }
}
