/// What a designer reads off a response: the overshoot peak and when it settles into the
/// ±1 % band around the target.
///
/// Found numerically on a grid of t = n / samplesPerSecond (2000 per second, so times are
/// exact to 0.5 ms) up to the curve's search horizon; the peak time is refined with a parabola
/// through the three samples around the largest one.
struct ResponseMetrics: Equatable {
    /// The time (s) and value of the largest excursion past the target, if it passes it by
    /// more than 1e-6 of the interval.
    var peak: (time: Double, value: Double)?
    /// The overshoot as a fraction of |to − from| (0 when there is no peak or no interval).
    var overshoot: Double
    /// The first time after which the value stays within the band; nil if it is still outside
    /// at the end of the search horizon.
    var settleTime: Double?
    /// Half the band's width in value units: 1 % of |to − from| (or of the largest excursion
    /// when from == to).
    var band: Double
    /// How far the search looked (s).
    var horizon: Double
    /// |to − from| in value units.
    var interval: Double

    static let bandFraction = 0.01
    static let samplesPerSecond = 2000.0

    static func == (a: ResponseMetrics, b: ResponseMetrics) -> Bool {
        a.peak?.time == b.peak?.time && a.peak?.value == b.peak?.value && a.overshoot == b.overshoot
            && a.settleTime == b.settleTime && a.band == b.band && a.horizon == b.horizon && a.interval == b.interval
    }

    init(curve: ResponseCurve, from: Double, to: Double, initialVelocity v0: Double) {
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
        band = interval != 0 ? abs(interval) * ResponseMetrics.bandFraction : largestExcursion * ResponseMetrics.bandFraction

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
        if lastOutside == count {
            settleTime = nil
        } else {
            settleTime = Double(lastOutside + 1) * step
        }
    }
}
