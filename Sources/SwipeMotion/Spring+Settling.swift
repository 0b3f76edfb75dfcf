import SwipeMath

extension Spring {
    /// The time (seconds) after which a spring moving 0 → 1 from rest stays within
    /// `epsilon` of 1 — Apple's `settlingDuration` uses ε = 0.001.
    ///
    /// Under-damped: Apple's envelope bound t = −ln(ε / (|λ·T − v0| + |T|)) / λ with T = 1,
    /// v0 = 0 (so 1.045 s for `Spring(duration: 0.5, bounce: 0.3)`). Critically and
    /// over-damped springs approach 1 monotonically; we solve 1 − x(t) = ε by bisection
    /// (OpenSwiftUI scans in 0.1 s steps instead; ours is the exact crossing).
    /// Returns +∞ for an undamped spring.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let lambda = decayRate
        guard lambda > 0, lambda.isFinite else { return .infinity }
        if regime == .underDamped {
            return -DeterministicMath.log(epsilon / (lambda + 1)) / lambda
        }
        var high = 1 / lambda
        var doublings = 0
        while 1 - value(target: 1, time: high) > epsilon {
            high *= 2
            doublings += 1
            if doublings > 200 { return .infinity }
        }
        var low = 0.0
        for _ in 0..<200 {
            let mid = 0.5 * (low + high)
            if mid <= low || mid >= high { break }
            if 1 - value(target: 1, time: mid) > epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// The settling time of a unit step (0 → 1) that starts with `initialVelocity` (interval
    /// fractions per second). Under-damped: Apple's bound −ln(ε / (|λ − v0| + 1)) / λ.
    /// Otherwise: the last time |1 − x(t)| exceeds ε, found by scanning back from a time where
    /// the two-term envelope is below ε and refining by bisection (with v0 = 0 this equals
    /// `settlingDuration(epsilon:)`).
    public func settlingDuration(initialVelocity v0: Double, epsilon: Double = 0.001) -> Double {
        if v0 == 0 { return settlingDuration(epsilon: epsilon) }
        let lambda = decayRate
        guard lambda > 0, lambda.isFinite else { return .infinity }
        if regime == .underDamped {
            return -DeterministicMath.log(epsilon / (abs(lambda - v0) + 1)) / lambda
        }
        func gap(_ t: Double) -> Double { abs(1 - value(target: 1, initialVelocity: v0, time: t)) }
        // |y| ≤ (|y0| + |v0|·t + …)e^(−λ_slow t): double until two successive probes are small.
        var horizon = 1 / lambda
        var doublings = 0
        while gap(horizon) > epsilon * 0.5 || gap(2 * horizon) > epsilon * 0.5 {
            horizon *= 2
            doublings += 1
            if doublings > 200 { return .infinity }
        }
        let steps = 4000
        var low = -1.0
        var i = steps
        while i > 0 {
            let t = horizon * Double(i) / Double(steps)
            if gap(t) > epsilon { low = t; break }
            i -= 1
        }
        if low < 0 { return 0 }
        var high = horizon * Double(i + 1) / Double(steps)
        for _ in 0..<200 {
            let mid = 0.5 * (low + high)
            if mid <= low || mid >= high { break }
            if gap(mid) > epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// Apple's read-back, ε = 0.001.
    public var settlingDuration: Double { settlingDuration(epsilon: 0.001) }

    /// A spring with mass 1 whose `settlingDuration(epsilon:)` is `settlingDuration` for the
    /// given damping ratio. ω0 is found by bisection on log ω0 over [1e-9, 1e9] rad/s (the
    /// settling time decreases monotonically with ω0), so the read-back round-trips.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        func springFor(_ omega: Double) -> Spring {
            Spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, allowOverDamping: true)
        }
        var low = DeterministicMath.log(1e-9)
        var high = DeterministicMath.log(1e9)
        for _ in 0..<200 {
            let mid = 0.5 * (low + high)
            if mid <= low || mid >= high { break }
            let t = springFor(DeterministicMath.exp(mid)).settlingDuration(epsilon: epsilon)
            if t > settlingDuration { low = mid } else { high = mid }
        }
        self = springFor(DeterministicMath.exp(0.5 * (low + high)))
    }
}
