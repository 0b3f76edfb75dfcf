import SwipeRaster
import SwipeUI

/// One step of a scene's script. Translations and locations are in points, times in seconds;
/// every step starts when the previous one ends. SwipeUI plays it as its `TouchStep`
/// (`touchStep`), expanded to touch events by SwipeUI's `TouchTimeline`.
public enum ScriptStep: Equatable, Sendable {
    /// Put a finger down (at `from`, or where the last touch is, or the preset's card centre)
    /// if none is down, then move it to `translation` from the touch-down point over
    /// `duration` seconds with `easing`.
    case drag(translation: Point, duration: Double, easing: TouchEasing, from: Point?)
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
    /// Explicit touch samples (SwipeUI's `TouchSample`: time from the step's start, location in
    /// canvas points); the finger goes down at the first and up after the last unless `release`
    /// is false.
    case path([TouchSample], release: Bool)

    /// The step as SwipeUI's touch step (points and seconds are the same units; a `tap` taps
    /// the preset's `Button` of that name).
    public var touchStep: TouchStep {
        func size(_ p: Point) -> CGSize { CGSize(width: p.x, height: p.y) }
        func point(_ p: Point?) -> CGPoint? { p.map { CGPoint(x: $0.x, y: $0.y) } }
        switch self {
        case let .drag(translation, duration, easing, from):
            return .drag(to: size(translation), duration: duration, easing: easing, from: point(from))
        case .release:
            return .release
        case .wait(let seconds):
            return .wait(seconds)
        case let .fling(translation, duration, velocity, from):
            return .fling(to: size(translation), duration: duration, velocity: size(velocity), from: point(from))
        case .tap(let button):
            return .tapButton(button)
        case let .path(samples, release):
            return .path(samples, release: release)
        }
    }
}
