import SwipeMath
import SwipeMotion

/// The analytic extrema of a spring's closed form, for `ResponseMetrics.overshoots`: the
/// zeros of its velocity x′(t), bracketed on a grid of 64 samples per damped period and
/// refined by bisection to the last representable time.
enum SpringExtrema {
    /// Extrema past the target in time order (at most 1000), within `scanHorizon`.
    static func pastTarget(spring: Spring, from: Double, to: Double, initialVelocity: Double) -> [ResponseMetrics.Extremum] {
        let interval = to - from
        guard interval != 0 else { return [] }
        let horizon = scanHorizon(spring: spring, interval: interval, velocity: initialVelocity)
        var found: [ResponseMetrics.Extremum] = []
        for t in velocityZeros(spring: spring, interval: interval, velocity: initialVelocity, horizon: horizon) {
            let value = from + spring.value(target: interval, initialVelocity: initialVelocity, time: t)
            let percent = (value - to) / interval * 100
            if percent > 0 { found.append(ResponseMetrics.Extremum(time: t, value: value, percentPastTarget: percent)) }
            if found.count >= 1000 { break }
        }
        return found
    }

    /// Long enough to see every extremum above 0.1 % of the interval (capped at 600 s):
    /// ln(A / 0.001) / λ plus one damped period, A bounding the envelope with the velocity.
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
