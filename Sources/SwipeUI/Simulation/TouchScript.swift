/// One step of a scripted interaction, as the scene script's steps (points, seconds); every step
/// starts when the previous one ends.
public enum TouchStep: Equatable, Sendable {
    /// Put a finger down (at `from`, else at the centre of the safe area) unless one is down, and
    /// move it to `translation` from the touch-down point. A drag while the finger is still down
    /// (no `release` between) continues that touch: its translation is from where it went down.
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

/// The finger's easing along a drag.
public enum TouchEasing: String, CaseIterable, Equatable, Sendable {
    case linear, easeIn, easeOut, easeInOut

    /// Progress 0…1 at fraction u (0…1) of the drag's duration: u, u², 1 − (1 − u)², and
    /// smoothstep u²(3 − 2u).
    public func progress(_ u: Double) -> Double {
        switch self {
        case .linear: return u
        case .easeIn: return u * u
        case .easeOut: return 1 - (1 - u) * (1 - u)
        case .easeInOut: return u * u * (3 - 2 * u)
        }
    }
}
