import SwipeMotion

/// How far a stepped integrator strays from the closed form over the sampled frames
/// (`--integrator`): fluid = SwiftUI's (1/300 s half-step scheme), rk4 = classic Runge–Kutta
/// at 1 ms steps (Rebound, Pop), euler = semi-implicit Euler at 1 ms steps (react-spring).
struct IntegratorComparison: Codable {
    var name: String
    var stepSeconds: Double
    /// Largest |stepped − closed form| over the frames, in value units.
    var maximumDeviation: Double
    var maximumDeviationTime: Double
    /// The same as a percentage of |to − from|.
    var maximumDeviationPercent: Double?

    static let names = ["closed", "fluid", "rk4", "euler"]

    /// Samples (t, value, velocity) of the integrator at t = n / fps, stepped from t = 0 in whole
    /// steps (never accumulated time).
    static func samples(_ name: String, spring: Spring, from: Double, to: Double, velocity: Double, fps: Int, frames: Int) -> [(Double, Double, Double)] {
        var rows: [(Double, Double, Double)] = []
        switch name {
        case "fluid":
            var run = FluidSpring<Double>(
                response: spring.response, dampingFraction: spring.dampingRatio,
                from: from, velocity: velocity, to: to, at: 0, interval: to - from)
            for n in 0...frames {
                let t = Double(n) / Double(fps)
                run.advance(to: t)
                rows.append((t, run.value, run.velocity))
            }
        case "rk4", "euler":
            let h = 0.001
            var x = from, v = velocity
            var steps = 0
            let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
            func a(_ x: Double, _ v: Double) -> Double { -k * (x - to) - c * v }
            for n in 0...frames {
                let t = Double(n) / Double(fps)
                let target = Int((t / h + 1e-9).rounded(.down))
                while steps < target {
                    if name == "euler" {
                        v += a(x, v) * h
                        x += v * h
                    } else {
                        let k1x = v, k1v = a(x, v)
                        let k2x = v + 0.5 * h * k1v, k2v = a(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
                        let k3x = v + 0.5 * h * k2v, k3v = a(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
                        let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
                        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                    }
                    steps += 1
                }
                rows.append((t, x, v))
            }
        default:
            for n in 0...frames {
                let t = Double(n) / Double(fps)
                rows.append((t, from + spring.value(target: to - from, initialVelocity: velocity, time: t),
                             spring.velocity(target: to - from, initialVelocity: velocity, time: t)))
            }
        }
        return rows
    }

    init(name: String, spring: Spring, from: Double, to: Double, velocity: Double, fps: Int, frames: Int) {
        self.name = name
        stepSeconds = name == "fluid" ? 1.0 / 300 : (name == "closed" ? 0 : 0.001)
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
