/// One step of a scripted interaction, as the scene script's steps (points, seconds); every step
/// starts when the previous one ends.
public enum TouchStep: Equatable, Sendable {
    /// Put a finger down (at `from`, else where the last touch started, else the centre of the
    /// safe area) unless one is down, and move it to `translation` from the touch-down point.
    case drag(to: CGSize, duration: Double, easing: TouchEasing = .easeOut, from: CGPoint? = nil)
    /// Lift the finger where it is.
    case release
    /// Do nothing for this many seconds.
    case wait(Double)
    /// A drag to `translation` that ends moving at exactly `velocity` (points per second) over
    /// its last 0.1 s (or half the drag if shorter), then a release. Before that the finger
    /// follows a cubic Hermite curve from rest.
    case fling(to: CGSize, duration: Double, velocity: CGSize, from: CGPoint? = nil)
    /// Touch down and up at a point (canvas points).
    case tap(at: CGPoint)
    /// Tap the centre of the `Button` named `name`: its accessibility identifier or label, its
    /// title or its label's first text, exactly or else ignoring case.
    case tapButton(String)
    /// Explicit touch samples, each at `time` seconds from the step's start at `location`
    /// (canvas points), times increasing: the finger goes down at the first (unless one is
    /// down), moves through the others, and lifts at the last unless `release` is false. The
    /// step lasts until the last sample.
    case path([TouchSample], release: Bool = true)
}

/// One touch sample of a `path` step: seconds from the step's start, canvas points.
public struct TouchSample: Equatable, Sendable {
    public var time: Double
    public var location: CGPoint

    public init(time: Double, location: CGPoint) {
        self.time = time
        self.location = location
    }
}

/// The finger's progress along a drag: u, u², 1 − (1 − u)², u²(3 − 2u).
public enum TouchEasing: String, CaseIterable, Equatable, Sendable {
    case linear, easeIn, easeOut, easeInOut
    func progress(_ u: Double) -> Double {
        switch self {
        case .linear: return u
        case .easeIn: return u * u
        case .easeOut: return 1 - (1 - u) * (1 - u)
        case .easeInOut: return u * u * (3 - 2 * u)
        }
    }
}

/// A script expanded to what a touch screen reports, in exact virtual time: sample k of a step
/// starting at tick t₀ is at t₀ + k × (ticks per sample), the last one at the step's end.
struct TouchTimeline {
    enum Event {
        case down(VirtualTime, CGPoint)
        case move(VirtualTime, CGPoint)
        case up(VirtualTime, CGPoint)
        case tapButton(VirtualTime, String)

        var time: VirtualTime {
            switch self {
            case .down(let t, _), .move(let t, _), .up(let t, _), .tapButton(let t, _): return t
            }
        }
    }

    var events: [Event] = []
    var length = VirtualTime.zero

    /// Seconds at constant velocity that end a fling (the drag velocity window).
    static let flingTail = 0.1

    init(_ steps: [TouchStep], touchRate: Int, defaultTouchPoint: CGPoint) throws {
        var start = VirtualTime.zero
        var finger: (origin: CGPoint, current: CGPoint)?
        let samplePeriod = VirtualTime.ticksPerSecond / Int64(touchRate)

        func samples(_ t0: VirtualTime, _ duration: VirtualTime, _ position: (Double) -> CGPoint) -> [Event] {
            let count = max(1, Int((duration.ticks + samplePeriod - 1) / samplePeriod))
            return (1...count).map { k in
                let offset = min(Int64(k) * samplePeriod, duration.ticks)
                let u = duration.ticks > 0 ? Double(offset) / Double(duration.ticks) : 1
                return .move(VirtualTime(ticks: t0.ticks + offset), position(u))
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
                    events.append(.down(start, origin))
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
                if finger == nil { events.append(.down(start, origin)) }
                let begin = finger?.current ?? origin
                let end = CGPoint(x: origin.x + translation.width, y: origin.y + translation.height)
                let total = Double(duration.ticks) / Double(VirtualTime.ticksPerSecond)
                let tail = min(TouchTimeline.flingTail, total / 2), head = total - tail
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
                events.append(.up(VirtualTime(ticks: start.ticks + duration.ticks), end))
                finger = nil
            case .release:
                guard let f = finger else {
                    throw SwipeUIError(typePath: path, message: "'release' without a finger down; add a 'drag' step before it")
                }
                events.append(.up(start, f.current))
                finger = nil
            case .wait(let seconds):
                duration = try TouchTimeline.duration(seconds, path)
            case .tap(let point):
                guard finger == nil else {
                    throw SwipeUIError(typePath: path, message: "'tap' while a finger is down; add a 'release' step before it")
                }
                events.append(.down(start, point))
                events.append(.up(start, point))
            case .tapButton(let name):
                guard finger == nil else {
                    throw SwipeUIError(typePath: path, message: "'tap' while a finger is down; add a 'release' step before it")
                }
                events.append(.tapButton(start, name))
            case let .path(touches, release):
                guard let first = touches.first else {
                    throw SwipeUIError(typePath: path + ".path", message: "a path needs at least one touch sample")
                }
                func at(_ seconds: Double, _ index: Int) throws -> VirtualTime {
                    VirtualTime(ticks: start.ticks + (try TouchTimeline.duration(seconds, "\(path).path[\(index)].time")).ticks)
                }
                if finger == nil {
                    events.append(.down(try at(first.time, 0), first.location))
                    finger = (first.location, first.location)
                }
                var previous = first.time
                for (offset, touch) in touches.enumerated() where offset > 0 {
                    guard touch.time > previous else {
                        throw SwipeUIError(typePath: "\(path).path[\(offset)]", message: "sample times must increase; \(touch.time) follows \(previous)")
                    }
                    previous = touch.time
                    events.append(.move(try at(touch.time, offset), touch.location))
                    finger!.current = touch.location
                }
                if release {
                    events.append(.up(try at(previous, touches.count - 1), finger!.current))
                    finger = nil
                }
                duration = try TouchTimeline.duration(previous, path)
            }
            start = VirtualTime(ticks: start.ticks + duration.ticks)
        }
        length = start
    }

    static func duration(_ seconds: Double, _ path: String) throws -> VirtualTime {
        guard seconds.isFinite, seconds >= 0, seconds <= 600 else {
            throw SwipeUIError(typePath: path, message: "duration \(seconds) s is invalid: use a finite number of seconds from 0 to 600")
        }
        return VirtualTime(seconds: seconds)
    }
}
