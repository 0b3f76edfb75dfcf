import SwipeMath

extension Spring {
    /// The oscillator's regime, decided from ζ with a relative tolerance of 1e-9 around 1
    /// (closer than that, the critical form is more accurate than either neighbour).
    public enum Regime: String, Sendable {
        case underDamped, criticallyDamped, overDamped
    }

    public var regime: Regime {
        let z = dampingRatio
        if abs(z - 1) <= 1e-9 { return .criticallyDamped }
        return z < 1 ? .underDamped : .overDamped
    }

    /// The value at `time` seconds of a spring that starts at 0 with `initialVelocity`
    /// (value units per second) and moves toward `target` — SwiftUI's
    /// `Spring.value(target:initialVelocity:time:)`. Closed form (SwipeMotion README, "Springs"); over-damped
    /// springs use two decaying exponentials, never capped sinh/cosh.
    public func value(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        target + displacementAndVelocity(initial: -target, velocity: initialVelocity, time: time).0
    }

    /// The velocity (value units per second) at `time`; see `value(target:initialVelocity:time:)`.
    public func velocity(target: Double, initialVelocity: Double = 0, time: Double) -> Double {
        displacementAndVelocity(initial: -target, velocity: initialVelocity, time: time).1
    }

    /// Advances `value` and `velocity` toward `target` by `deltaTime` seconds with the closed
    /// form (exact for any step, unlike a stepped integrator).
    public func update(value: inout Double, velocity: inout Double, target: Double, deltaTime: Double) {
        let (y, v) = displacementAndVelocity(initial: value - target, velocity: velocity, time: deltaTime)
        value = target + y
        velocity = v
    }

    /// The free response y(t), y'(t) of m·y'' + c·y' + k·y = 0 from y(0) = y0, y'(0) = v0.
    func displacementAndVelocity(initial y0: Double, velocity v0: Double, time t: Double) -> (Double, Double) {
        let lambda = decayRate
        let omega0 = angularFrequency
        switch regime {
        case .underDamped:
            let wd = dampedAngularFrequency
            // y = e^(−λt)(A cos ωd t + B sin ωd t), A = y0, B = (v0 + λ y0)/ωd.
            let a = y0
            let b = (v0 + lambda * y0) / wd
            let envelope = DeterministicMath.exp(-lambda * t)
            let (s, c) = DeterministicMath.sinCos(radians: wd * t)
            let y = envelope * (a * c + b * s)
            let dy = envelope * ((b * wd - lambda * a) * c - (a * wd + lambda * b) * s)
            return (y, dy)
        case .criticallyDamped:
            // y = e^(−λt)(A + B t), A = y0, B = v0 + λ y0 (λ ≈ ω0 here).
            let l = lambda
            let a = y0
            let b = v0 + l * y0
            let envelope = DeterministicMath.exp(-l * t)
            return (envelope * (a + b * t), envelope * (b - l * a - l * b * t))
        case .overDamped:
            // y = A e^(s1 t) + B e^(s2 t), s1,2 = −λ ± μ, μ = ω0 √(ζ² − 1).
            let z = dampingRatio
            let mu = omega0 * (z * z - 1).squareRoot()
            let s1 = -lambda + mu
            let s2 = -lambda - mu
            let a = (v0 - s2 * y0) / (s1 - s2)
            let b = y0 - a
            let e1 = DeterministicMath.exp(s1 * t)
            let e2 = DeterministicMath.exp(s2 * t)
            return (a * e1 + b * e2, a * s1 * e1 + b * s2 * e2)
        }
    }
}
