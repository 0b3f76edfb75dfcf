import SwipeMotion

extension SteppedIntegrator {
    /// How far this integrator strays from the closed form at the frames t = n / fps, at its
    /// default step (`swipesim spring --integrator NAME` and its `--json` `integrator` object):
    /// fluid = SwiftUI's 1/300 s half-step scheme, rk4 = classic Runge–Kutta at 1 ms (Rebound,
    /// Pop), euler = semi-implicit Euler at 1 ms (react-spring), closed = 0.
    public struct FrameDeviation: Codable, Equatable, Sendable {
        /// The integrator's name (`SteppedIntegrator.rawValue`).
        public var name: String
        /// Seconds per step (0 for the closed form).
        public var stepSeconds: Double
        /// Largest |stepped − closed form| over the frames, in value units.
        public var maximumDeviation: Double
        /// When it happens, seconds.
        public var maximumDeviationTime: Double
        /// The same as a percentage of |to − from| (nil when from == to).
        public var maximumDeviationPercent: Double?
    }

    /// (t, value, velocity) of this integrator at t = n / fps for n = 0…frames: the state
    /// after ⌊t/h + 1e-9⌋ whole steps at the default step h (never accumulated time); the
    /// closed form for `.closed`.
    public func frameSamples(
        spring: Spring, from: Double, to: Double, initialVelocity velocity: Double, fps: Int, frames: Int
    ) -> [(time: Double, value: Double, velocity: Double)] {
        let h = effectiveStep(defaultStep)
        let duration = Double(frames) / Double(fps)
        let stepped =
            (try? run(
                spring: spring, from: from, to: to, initialVelocity: velocity,
                step: h, duration: duration + h)) ?? []
        return (0...frames).map { n in
            let t = Double(n) / Double(fps)
            if self == .closed || stepped.isEmpty {
                return (
                    t, from + spring.value(target: to - from, initialVelocity: velocity, time: t),
                    spring.velocity(target: to - from, initialVelocity: velocity, time: t)
                )
            }
            let row = stepped[min(stepped.count - 1, Int((t / h + 1e-9).rounded(.down)))]
            return (t, row.value, row.velocity)
        }
    }

    /// The largest deviation from the closed form over the frames t = n / fps, n = 0…frames.
    public func frameDeviation(spring: Spring, from: Double, to: Double, initialVelocity velocity: Double, fps: Int, frames: Int) -> FrameDeviation {
        let samples = frameSamples(spring: spring, from: from, to: to, initialVelocity: velocity, fps: fps, frames: frames)
        var worst = 0.0, at = 0.0
        for sample in samples {
            let exact = from + spring.value(target: to - from, initialVelocity: velocity, time: sample.time)
            let d = abs(sample.value - exact)
            if d > worst { worst = d; at = sample.time }
        }
        return FrameDeviation(
            name: rawValue, stepSeconds: self == .closed ? 0 : effectiveStep(defaultStep),
            maximumDeviation: worst, maximumDeviationTime: at,
            maximumDeviationPercent: to == from ? nil : worst / abs(to - from) * 100)
    }
}
