import SwipeMotion

/// How far a stepped integrator strays from the closed form over the sampled frames
/// (`--integrator`), using `SteppedIntegrator` at its default step: fluid = SwiftUI's 1/300 s
/// half-step scheme, rk4 = classic Runge–Kutta at 1 ms (Rebound, Pop), euler = semi-implicit
/// Euler at 1 ms (react-spring).
struct IntegratorComparison: Codable {
    var name: String
    var stepSeconds: Double
    /// Largest |stepped − closed form| over the frames, in value units.
    var maximumDeviation: Double
    var maximumDeviationTime: Double
    /// The same as a percentage of |to − from|.
    var maximumDeviationPercent: Double?

    static let names = ["closed", "fluid", "rk4", "euler"]

    /// Samples (t, value, velocity) of the integrator at t = n / fps: the state after
    /// ⌊t/h⌋ whole steps of `SteppedIntegrator` at its default step (never accumulated time).
    static func samples(_ name: String, spring: Spring, from: Double, to: Double, velocity: Double, fps: Int, frames: Int) -> [(Double, Double, Double)] {
        let integrator = SteppedIntegrator(rawValue: name) ?? .closed
        let h = integrator.effectiveStep(integrator.defaultStep)
        let duration = Double(frames) / Double(fps)
        let stepped = (try? integrator.run(spring: spring, from: from, to: to, initialVelocity: velocity,
                                           step: h, duration: duration + h)) ?? []
        return (0...frames).map { n in
            let t = Double(n) / Double(fps)
            if integrator == .closed || stepped.isEmpty {
                return (t, from + spring.value(target: to - from, initialVelocity: velocity, time: t),
                        spring.velocity(target: to - from, initialVelocity: velocity, time: t))
            }
            let row = stepped[min(stepped.count - 1, Int((t / h + 1e-9).rounded(.down)))]
            return (t, row.value, row.velocity)
        }
    }

    init(name: String, spring: Spring, from: Double, to: Double, velocity: Double, fps: Int, frames: Int) {
        self.name = name
        let integrator = SteppedIntegrator(rawValue: name) ?? .closed
        stepSeconds = integrator == .closed ? 0 : integrator.effectiveStep(integrator.defaultStep)
        let stepped = IntegratorComparison.samples(name, spring: spring, from: from, to: to, velocity: velocity, fps: fps, frames: frames)
        var worst = 0.0, at = 0.0
        for (t, x, _) in stepped {
            let exact = from + spring.value(target: to - from, initialVelocity: velocity, time: t)
            let d = abs(x - exact)
            if d > worst { worst = d; at = t }
        }
        maximumDeviation = worst
        maximumDeviationTime = at
        maximumDeviationPercent = to == from ? nil : worst / abs(to - from) * 100
    }
}
