import SwipeRaster
/// A script expanded to what a touch screen reports: touch-down, moves at the touch rate,
/// touch-up, and button taps, in time order.
public struct TouchTimeline: Equatable, Sendable {
    public enum Event: Equatable, Sendable {
        case down(TouchSample)
        case move(TouchSample)
        case up(TouchSample)
        case tap(button: String, time: Double)

        public var time: Double {
            switch self {
            case .down(let sample), .move(let sample), .up(let sample): return sample.time
            case .tap(_, let time): return time
            }
        }
    }

    public var events: [Event]

    /// Seconds of constant velocity that end a fling: the window over which SwipeMotion's
    /// `DragTracker` estimates velocity, so the gesture sees exactly the requested velocity.
    public static let flingVelocityWindow = 0.1
    /// When the last step ends, in seconds.
    public var length: Double

    /// Expands `steps`. `defaultTouchPoint` is where a drag without `from` puts the finger
    /// down (the preset's top card centre); `touchRate` is samples per second.
    ///
    /// Sample k of a step that starts at t0 is at t0 + k / touchRate (computed, never summed),
    /// and the last sample lands exactly at the step's end.
    public static func expand(
        _ steps: [ScriptStep], touchRate: Int, defaultTouchPoint: Point, file: String = "scene"
    ) throws -> TouchTimeline {
        var events: [Event] = []
        var time = 0.0
        var fingerDown: (start: Point, current: Point)?
        let rate = Double(touchRate)

        func samples(from start: Double, duration: Double, position: (Double) -> Point) -> [TouchSample] {
            let count = max(1, Int((duration * rate).rounded(.up)))
            return (1...count).map { k in
                let offset = min(Double(k) / rate, duration)
                let u = duration > 0 ? offset / duration : 1
                return TouchSample(time: start + offset, location: position(u))
            }
        }

        for (index, step) in steps.enumerated() {
            let path = "script[\(index)]"
            switch step {
            case let .drag(translation, duration, easing, from):
                let origin = fingerDown?.start ?? from ?? defaultTouchPoint
                if fingerDown == nil {
                    events.append(.down(TouchSample(time: time, location: origin)))
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
                    events.append(.down(TouchSample(time: time, location: origin)))
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
                events.append(.up(TouchSample(time: time + duration, location: last)))
                fingerDown = nil
            case .release:
                guard let finger = fingerDown else {
                    throw SceneError(file: file, path: path, message: "'release' without a finger down; add a 'drag' step before it")
                }
                events.append(.up(TouchSample(time: time, location: finger.current)))
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
                    events.append(.down(TouchSample(time: time + first.time, location: first.location)))
                    fingerDown = (first.location, first.location)
                }
                var previous = first.time
                for (offset, touch) in touches.enumerated() where offset > 0 {
                    guard touch.time > previous else {
                        throw SceneError(file: file, path: "\(path).path[\(offset)]", message: "sample times must increase; \(touch.time) follows \(previous)")
                    }
                    previous = touch.time
                    events.append(.move(TouchSample(time: time + touch.time, location: touch.location)))
                    fingerDown!.current = touch.location
                }
                if release {
                    events.append(.up(TouchSample(time: time + previous, location: fingerDown!.current)))
                    fingerDown = nil
                }
            }
            time += step.duration
        }
        // A script that ends with the finger down keeps holding: no release is invented.
        return TouchTimeline(events: events, length: time)
    }
}
