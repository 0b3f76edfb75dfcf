import SwipeMath

/// Metrics of one spring moving `from` → `to` with an initial velocity, for reports
/// (`swipesim spring`). All from the closed form except `fluidFinishTime`.
public struct SpringAnalysis: Sendable {
    /// A local extremum of the motion.
    public struct Extremum: Equatable, Sendable {
        public var time: Double
        public var value: Double
        /// (value − to) as a percentage of |to − from|, signed so that positive means past
        /// the target in the direction of travel.
        public var percentPastTarget: Double
    }

    public let spring: Spring
    public let from: Double
    public let to: Double
    /// Value units per second.
    public let initialVelocity: Double

    /// Extrema past the target, in time order (at most 1000, within `horizon`).
    public let overshoots: [Extremum]
    /// The time range scanned for extrema, seconds.
    public let horizon: Double

    public init(spring: Spring, from: Double, to: Double, initialVelocity: Double = 0) {
        self.spring = spring
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        let interval = to - from
        let horizon = SpringAnalysis.scanHorizon(spring: spring, interval: interval, velocity: initialVelocity)
        self.horizon = horizon
        var found: [Extremum] = []
        if interval != 0 {
            for t in SpringAnalysis.velocityZeros(spring: spring, interval: interval, velocity: initialVelocity, horizon: horizon) {
                let value = from + spring.value(target: interval, initialVelocity: initialVelocity, time: t)
                let percent = (value - to) / interval * 100
                if percent > 0 { found.append(Extremum(time: t, value: value, percentPastTarget: percent)) }
                if found.count >= 1000 { break }
            }
        }
        self.overshoots = found
    }

    /// Normalised initial velocity: interval fractions per second (0 when from == to).
    public var unitInitialVelocity: Double {
        to == from ? 0 : initialVelocity / (to - from)
    }

    /// Time after which the motion stays within 0.1 % of the interval (Apple's rule, with the
    /// initial velocity; `Spring.settlingDuration(initialVelocity:epsilon:)`).
    public var settlingDuration: Double {
        spring.settlingDuration(initialVelocity: unitInitialVelocity, epsilon: 0.001)
    }

    /// The largest excursion past the target, in % of the interval (0 when none).
    public var overshootPercent: Double {
        overshoots.map(\.percentPastTarget).max() ?? 0
    }

    /// When the largest excursion past the target happens, or nil without overshoot.
    public var peakTime: Double? {
        guard let best = overshoots.max(by: { $0.percentPastTarget < $1.percentPastTarget }) else { return nil }
        return best.time
    }

    /// How many excursions past the target exceed 1 % of the interval.
    public var overshootsAboveOnePercent: Int {
        overshoots.filter { $0.percentPastTarget > 1 }.count
    }

    /// When SwiftUI's stepped spring (`FluidSpring`, same response and ζ, 1/300 s steps,
    /// unscaled units) finishes the same move, or nil if it has not within `limit` seconds.
    public func fluidFinishTime(limit: Double = 60) -> Double? {
        var run = FluidSpring<Double>(
            response: spring.response, dampingFraction: spring.dampingRatio,
            from: from, velocity: initialVelocity, to: to, at: 0, interval: to - from)
        run.runToFinish(maximumSteps: Int(limit * 300))
        return run.finishTime
    }

    /// Long enough to see every extremum above 0.1 % of the interval (capped at 600 s).
    static func scanHorizon(spring: Spring, interval: Double, velocity: Double) -> Double {
        let lambda = spring.decayRate
        guard lambda > 0 else { return 600 }
        let scale = abs(interval) > 0 ? abs(interval) : 1
        let wd = spring.dampedAngularFrequency
        let amplitude = 1 + abs(velocity / scale) / max(wd, lambda) + lambda / max(wd, 1e-9) * (wd > 0 ? 1 : 0)
        let t = DeterministicMath.log(max(amplitude, 1) / 0.001) / lambda
        let horizon = max(t, 0.05) + (spring.dampedPeriod ?? 0)
        return horizon.isFinite ? min(horizon, 600) : 600
    }

    /// Times in (0, horizon] where the velocity crosses zero, refined by bisection.
    static func velocityZeros(spring: Spring, interval: Double, velocity: Double, horizon: Double) -> [Double] {
        let period = spring.dampedPeriod ?? (2 * DeterministicMath.pi / spring.angularFrequency)
        let wanted = horizon / period * 64
        let steps = wanted.isFinite ? min(200_000, max(2000, Int(min(wanted, 1e9)))) : 2000
        guard horizon.isFinite, horizon > 0 else { return [] }
        func v(_ t: Double) -> Double { spring.velocity(target: interval, initialVelocity: velocity, time: t) }
        var zeros: [Double] = []
        var previousTime = 0.0
        var previous = v(0)
        for i in 1...steps {
            let t = horizon * Double(i) / Double(steps)
            let current = v(t)
            if (previous > 0 && current <= 0) || (previous < 0 && current >= 0) {
                var low = previousTime
                var high = t
                for _ in 0..<100 {
                    let mid = 0.5 * (low + high)
                    if mid <= low || mid >= high { break }
                    let vm = v(mid)
                    if (previous > 0) == (vm > 0) && vm != 0 { low = mid } else { high = mid }
                }
                zeros.append(0.5 * (low + high))
            }
            previousTime = t
            previous = current
        }
        return zeros
    }
}
