import SwipeRaster

/// One step of a scripted interaction. Translations and locations are in points, times in
/// seconds; every step starts when the previous one ends.
public enum ScriptStep: Equatable, Sendable {
    /// Put a finger down (at `from`, or where the last touch is, or the preset's card centre)
    /// if none is down, then move it to `translation` from the touch-down point over
    /// `duration` seconds with `easing`.
    case drag(translation: Point, duration: Double, easing: Easing, from: Point?)
    /// Lift the finger where it is.
    case release
    /// Do nothing for this many seconds.
    case wait(Double)
    /// A drag to `translation` that ends with the finger moving at exactly `velocity` (points
    /// per second) for its last 0.1 s (or half the drag, if shorter), then a release. Before
    /// that the path is a cubic Hermite curve starting at rest.
    case fling(translation: Point, duration: Double, velocity: Point, from: Point?)
    /// Tap a named button of the preset (e.g. `like`, `pass`).
    case tap(String)
    /// Explicit touch samples (time from the step's start, location); the finger goes down
    /// at the first and up after the last unless `release` is false.
    case path([TouchSample], release: Bool)

    /// The finger's easing along a drag.
    public enum Easing: String, CaseIterable, Sendable {
        case linear, easeIn, easeOut, easeInOut

        /// Progress 0…1 at fraction u of the drag: u, u², 1 − (1 − u)², and smoothstep u²(3 − 2u).
        public func progress(_ u: Double) -> Double {
            switch self {
            case .linear: return u
            case .easeIn: return u * u
            case .easeOut: return 1 - (1 - u) * (1 - u)
            case .easeInOut: return u * u * (3 - 2 * u)
            }
        }
    }

    /// The seconds this step takes.
    public var duration: Double {
        switch self {
        case .drag(_, let duration, _, _), .fling(_, let duration, _, _): return duration
        case .release, .tap: return 0
        case .wait(let seconds): return seconds
        case .path(let samples, _): return samples.last?.time ?? 0
        }
    }
}

/// A touch at `time` seconds at `location` in points.
public struct TouchSample: Equatable, Sendable {
    public var time: Double
    public var location: Point
    public init(time: Double, location: Point) {
        self.time = time
        self.location = location
    }
}
