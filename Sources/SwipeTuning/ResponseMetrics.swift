import SwipeMotion

/// What a designer reads off a response — its overshoot peaks and when it settles into a band
/// around the target — for a spring or a timing curve moving `from` → `to`.
///
/// The one metric engine behind `swipesim spring` (its report), `--plot` (markers and legend),
/// `--fps` (frame-rate comparison) and `--match`:
///
/// - **Settle time into a band** (`settleTime`): measured on a grid t = n / 2000 s (exact to
///   0.5 ms) up to `horizon`: one grid step past the last sample with |x − to| > band, where
///   band = `bandFraction` × |to − from| (× the largest excursion when from == to). The plot and
///   the frame-rate table use ±1 % (`designerBand`); pass another fraction for a tighter band.
/// - **Peak** (`peak`): the largest excursion past the target in the direction of travel, found
///   on the same grid and refined with a parabola through the three samples around it.
/// - **Extrema** (`overshoots`, springs only): every local extremum past the target, analytic —
///   the zeros of the closed-form velocity, refined by bisection — so their count and size
///   are exact (`overshootPercent`, `overshootsAboveOnePercent`).
/// - **Apple's settling duration** (`settlingDuration`): `Spring.settlingDuration` with this
///   motion's initial velocity, the envelope bound for ε = 0.001 — SwiftUI's own figure, not a
///   measurement.
public struct ResponseMetrics: Sendable {
    /// A local extremum of the motion past the target.
    public struct Extremum: Equatable, Sendable {
        /// Seconds from the start.
        public var time: Double
        /// Value units.
        public var value: Double
        /// (value − to) as a percentage of |to − from|, positive past the target in the
        /// direction of travel.
        public var percentPastTarget: Double
    }

    /// ±1 %: the band the plot shades and the frame-rate comparison settles into.
    public static let designerBand = 0.01
    /// Grid rate of the measured peak and settle time, samples per second.
    public static let samplesPerSecond = 2000.0

    public let curve: ResponseCurve
    public let from: Double
    public let to: Double
    /// Value units per second (timing curves ignore it).
    public let initialVelocity: Double
    /// Half the band's width as a fraction of the interval (0.01 = ±1 %).
    public let bandFraction: Double

    /// The time (s) and value of the largest excursion past the target, if it passes it by
    /// more than 1e-6 of the interval.
    public let peak: (time: Double, value: Double)?
    /// The peak's overshoot as a fraction of |to − from| (0 when there is no peak or no interval).
    public let overshoot: Double
    /// The first grid time after which the value stays within the band; nil if it is still
    /// outside at the end of `horizon`.
    public let settleTime: Double?
    /// Half the band's width in value units.
    public let band: Double
    /// How far the grid search looked (s): `ResponseCurve.searchHorizon`.
    public let horizon: Double
    /// |to − from| in value units.
    public let interval: Double
    /// Springs: the extrema past the target in time order (at most 1000, within a horizon long
    /// enough to see every one above 0.1 % of the interval). Empty for timing curves.
    public let overshoots: [Extremum]

    public init(curve: ResponseCurve, from: Double, to: Double, initialVelocity v0: Double, bandFraction: Double = ResponseMetrics.designerBand) {
        self.curve = curve
        self.from = from
        self.to = to
        self.initialVelocity = v0
        self.bandFraction = bandFraction
        horizon = curve.searchHorizon(from: from, to: to, initialVelocity: v0)
        self.interval = abs(to - from)
        let count = min(Int(horizon * ResponseMetrics.samplesPerSecond), 240_000)
        let step = 1 / ResponseMetrics.samplesPerSecond
        let interval = to - from
        let direction: Double = interval >= 0 ? 1 : -1
        var values = [Double](repeating: 0, count: count + 1)
        var largestExcursion = 0.0
        for n in 0...count {
            values[n] = curve.value(from: from, to: to, initialVelocity: v0, time: Double(n) * step)
            largestExcursion = max(largestExcursion, abs(values[n] - to))
        }
        band = interval != 0 ? abs(interval) * bandFraction : largestExcursion * bandFraction

        // Peak: the largest signed distance past the target in the direction of travel.
        var best = 0.0, bestIndex = -1
        for n in 0...count {
            let past = (values[n] - to) * direction
            if past > best { best = past; bestIndex = n }
        }
        let threshold = max(abs(interval), largestExcursion) * 1e-6
        if bestIndex > 0, best > threshold {
            var t = Double(bestIndex) * step
            if bestIndex < count {
                let a = values[bestIndex - 1], b = values[bestIndex], c = values[bestIndex + 1]
                let denominator = a - 2 * b + c
                if denominator != 0 {
                    let shift = 0.5 * (a - c) / denominator
                    if abs(shift) <= 1 { t += shift * step }
                }
            }
            let value = curve.value(from: from, to: to, initialVelocity: v0, time: t)
            peak = (t, value)
            overshoot = interval != 0 ? abs(value - to) / abs(interval) : 0
        } else {
            peak = nil
            overshoot = 0
        }

        // Settle: one past the last sample outside the band.
        var lastOutside = -1
        for n in stride(from: count, through: 0, by: -1) where abs(values[n] - to) > band {
            lastOutside = n
            break
        }
        settleTime = lastOutside == count ? nil : Double(lastOutside + 1) * step

        if let spring = curve.spring {
            overshoots = SpringExtrema.pastTarget(spring: spring, from: from, to: to, initialVelocity: v0)
        } else {
            overshoots = []
        }
    }

    /// Normalised initial velocity: interval fractions per second (0 when from == to).
    public var unitInitialVelocity: Double {
        to == from ? 0 : initialVelocity / (to - from)
    }

    /// Springs: the time (s) after which the motion stays within 0.1 % of the interval by
    /// Apple's envelope rule, with this motion's initial velocity
    /// (`Spring.settlingDuration(initialVelocity:epsilon:)`). Timing curves: their duration.
    public var settlingDuration: Double {
        switch curve {
        case .spring(let spring): return spring.settlingDuration(initialVelocity: unitInitialVelocity, epsilon: 0.001)
        case .timingCurve(_, let duration): return duration
        }
    }

    /// The largest analytic extremum past the target, in % of the interval (0 when none).
    public var overshootPercent: Double {
        overshoots.map(\.percentPastTarget).max() ?? 0
    }

    /// When the largest analytic extremum past the target happens (s), or nil without one.
    public var peakTime: Double? {
        overshoots.max(by: { $0.percentPastTarget < $1.percentPastTarget })?.time
    }

    /// How many extrema past the target exceed 1 % of the interval.
    public var overshootsAboveOnePercent: Int {
        overshoots.filter { $0.percentPastTarget > 1 }.count
    }

    /// Springs: when SwiftUI's stepped spring (`FluidSpring`, same response and ζ, 1/300 s
    /// steps) finishes the same move, seconds, or nil if it has not within `limit` seconds.
    /// Timing curves: nil.
    public func fluidFinishTime(limit: Double = 60) -> Double? {
        guard let spring = curve.spring else { return nil }
        var run = FluidSpring<Double>(
            response: spring.response, dampingFraction: spring.dampingRatio,
            from: from, velocity: initialVelocity, to: to, at: 0, interval: to - from)
        run.runToFinish(maximumSteps: Int(limit * 300))
        return run.finishTime
    }
}

extension ResponseMetrics: Equatable {
    public static func == (a: ResponseMetrics, b: ResponseMetrics) -> Bool {
        a.curve == b.curve && a.from == b.from && a.to == b.to && a.initialVelocity == b.initialVelocity
            && a.bandFraction == b.bandFraction
            && a.peak?.time == b.peak?.time && a.peak?.value == b.peak?.value && a.overshoot == b.overshoot
            && a.settleTime == b.settleTime && a.band == b.band && a.horizon == b.horizon && a.interval == b.interval
            && a.overshoots == b.overshoots
    }
}
