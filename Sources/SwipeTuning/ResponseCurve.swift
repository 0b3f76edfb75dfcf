import SwipeMotion

/// The motion of one spec from `from` to `to`: a spring's closed form, or a Bézier timing
/// curve. Fluid springs (`.spring`, `.snappy`, …) are drawn with the closed form of the same
/// spring (`Animation.spring`), which their 1/300 s stepping approximates; `--integrator fluid`
/// shows the difference.
public enum ResponseCurve: Equatable, Sendable {
    case spring(Spring)
    case timingCurve(UnitCurve, duration: Double)

    public init(_ spec: AnimationSpec) {
        if let spring = spec.spring {
            self = .spring(spring)
        } else if case let .timingCurve(curve, duration) = spec.animation {
            self = .timingCurve(curve, duration: duration)
        } else {
            self = .timingCurve(.linear, duration: 0.35)  // unreachable: every non-spring is a curve
        }
    }

    public var spring: Spring? {
        if case .spring(let s) = self { return s }
        return nil
    }

    /// The value at `time` seconds (value units), starting at `from` with `initialVelocity`
    /// (value units per second; timing curves ignore it, as SwiftUI's do).
    public func value(from: Double, to: Double, initialVelocity: Double, time: Double) -> Double {
        switch self {
        case .spring(let s):
            return from + s.value(target: to - from, initialVelocity: initialVelocity, time: time)
        case let .timingCurve(curve, duration):
            guard duration > 0 else { return to }
            return from + (to - from) * curve.value(at: time / duration)
        }
    }

    /// The velocity at `time` in value units per second.
    public func velocity(from: Double, to: Double, initialVelocity: Double, time: Double) -> Double {
        switch self {
        case .spring(let s):
            return s.velocity(target: to - from, initialVelocity: initialVelocity, time: time)
        case let .timingCurve(curve, duration):
            guard duration > 0, time >= 0, time < duration else { return 0 }
            return (to - from) * curve.slope(at: time / duration) / duration
        }
    }

    /// A time (seconds) by which the motion has surely come to rest, used to choose how far to
    /// look for the settle time: three Apple settling durations (ε = 0.001, with the initial
    /// velocity in the envelope bound), or 5 periods for an undamped spring, at most 120 s.
    public func searchHorizon(from: Double, to: Double, initialVelocity: Double) -> Double {
        switch self {
        case .spring(let s):
            var base = s.settlingDuration(epsilon: 0.001)
            let interval = abs(to - from)
            if s.regime == .underDamped, s.decayRate > 0 {
                // Apple's bound −ln(ε / (λ + |v| + 1)) / λ, written through settlingDuration by
                // shrinking ε, so no logarithm is needed here.
                let v = interval > 0 ? abs(initialVelocity) / interval : abs(initialVelocity)
                let epsilon = 0.001 * (s.decayRate + 1) / (s.decayRate + v + 1)
                base = max(base, s.settlingDuration(epsilon: max(epsilon, 1e-300)))
            }
            if !base.isFinite { base = 5 * s.response }
            return min(max(3 * base, 0.05), 120)
        case .timingCurve(_, let duration):
            return min(max(duration * 1.5, 0.05), 120)
        }
    }
}
