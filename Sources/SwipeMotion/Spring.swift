import SwipeMath

/// A damped harmonic oscillator, as SwiftUI's `Spring`: mass m, stiffness k, damping c.
///
/// Units: seconds, and "value units" for whatever is animated (points, radians, …).
/// ω0 = √(k/m) rad/s, ζ = c / (2√(km)), decay λ = ζ·ω0 = c / 2m per second.
/// Every SwiftUI parameterization converts to (m, k, c) exactly as Apple's `Spring` page and OpenSwiftUI's `Spring/Respring/` files do:
///
/// | initializer | conversion |
/// |---|---|
/// | `init(response:dampingRatio:)` | k = (2π/r)²·m, c = 4πζm/r, m = 1 |
/// | `init(duration:bounce:)` | r = d; ζ = 1 − b (b ≥ 0) or 1/(1 + b) (b < 0) |
/// | `init(mass:stiffness:damping:allowOverDamping:)` | ζ > 1 becomes 1 unless allowed |
/// | `init(settlingDuration:dampingRatio:epsilon:)` | ω0 solved so `settlingDuration` matches |
///
/// Initializers do not validate: non-positive or non-finite parameters give non-finite
/// read-backs. User input reaches them through `AnimationParser`, which rejects such values.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// Mass (default 1).
    public let mass: Double
    /// Stiffness k, in mass·s⁻².
    public let stiffness: Double
    /// Damping c, in mass·s⁻¹.
    public let damping: Double

    /// A spring with explicit physical constants. When ζ > 1 and `allowOverDamping` is false,
    /// the damping is lowered to critical (c = 2√(km)), as SwiftUI does.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        let critical = 2 * (stiffness * mass).squareRoot()
        self.damping = (!allowOverDamping && damping > critical) ? critical : damping
    }

    /// A spring from its response (the period of the undamped oscillation, seconds) and
    /// damping ratio ζ (1 = critical; above 1 is over-damped and allowed here).
    public init(response: Double = 0.5, dampingRatio: Double = 1) {
        let omega = 2 * DeterministicMath.pi / response
        self.mass = 1
        self.stiffness = omega * omega
        self.damping = 2 * dampingRatio * omega
    }

    /// A spring from its perceptual duration (= response, seconds) and bounce in (−1, 1]:
    /// 0 is critically damped, positive bounces, negative is over-damped.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
    }

    /// ζ for a bounce: 1 − b for b ≥ 0, 1/(1 + b) for b < 0.
    public static func dampingRatio(bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    /// Bounce for a damping ratio: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
    public static func bounce(dampingRatio: Double) -> Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// ω0 = √(k/m), rad/s.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(km)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Response = 2π/ω0, seconds.
    public var response: Double { 2 * DeterministicMath.pi / angularFrequency }

    /// Perceptual duration; SwiftUI defines it as the response.
    public var duration: Double { response }

    /// Bounce; see `bounce(dampingRatio:)`.
    public var bounce: Double { Spring.bounce(dampingRatio: dampingRatio) }

    /// λ = c / 2m: the envelope decays as e^(−λt).
    public var decayRate: Double { damping / (2 * mass) }

    /// ωd = ω0·√(1 − ζ²) for under-damped springs, 0 otherwise.
    public var dampedAngularFrequency: Double {
        let z = dampingRatio
        return z < 1 ? angularFrequency * (1 - z * z).squareRoot() : 0
    }

    /// The damped period 2π/ωd in seconds, or nil when the spring does not oscillate.
    public var dampedPeriod: Double? {
        let wd = dampedAngularFrequency
        return wd > 0 ? 2 * DeterministicMath.pi / wd : nil
    }

    public var description: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
    }
}
