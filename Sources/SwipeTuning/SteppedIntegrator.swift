import SwipeMotion

/// Fixed-step integrators of the damped spring m·x″ = −k·(x − to) − c·x′, to compare with the
/// closed form (`--integrator`).
///
/// - `rk4`: classic fourth-order Runge–Kutta (as Rebound and Pop use).
/// - `euler`: semi-implicit (symplectic) Euler, v += a·h then x += v·h (as react-spring uses).
/// - `fluid`: SwiftUI's own 1/300 s half-step scheme, `SwipeMotion.FluidSpring` (its step is
///   fixed; `--step` does not apply).
/// - `closed`: the closed form itself (deviation 0), for completeness.
///
/// Time follows the project's determinism rule: the state at step n is at t = n·h, and the
/// state reported for a time t is the one after ⌊t/h + 1e-9⌋ whole steps, never accumulated.
public enum SteppedIntegrator: String, CaseIterable {
    case closed, fluid, rk4, euler

    /// The step the tools this integrator stands for use: 1 ms for rk4 (Rebound, Pop) and
    /// euler (react-spring); SwiftUI's 1/300 s for fluid.
    public var defaultStep: Double {
        switch self {
        case .rk4, .euler: return 0.001
        case .closed, .fluid: return 1.0 / 300
        }
    }
    public static let stepRange = 1e-5...0.1
    /// At most this many steps per run, so a tiny step cannot run for minutes.
    public static let maximumSteps = 2_000_000

    /// The step in seconds this integrator actually uses for a requested step.
    public func effectiveStep(_ requested: Double) -> Double {
        switch self {
        case .closed: return requested
        case .fluid: return 1.0 / 300
        case .rk4, .euler: return requested
        }
    }

    /// (time, value, velocity) at every step time n·h for n = 0…⌊duration/h⌋.
    public func run(
        spring: Spring, from: Double, to: Double, initialVelocity v0: Double, step requested: Double, duration: Double
    ) throws -> [(time: Double, value: Double, velocity: Double)] {
        let h = effectiveStep(requested)
        guard h > 0, h.isFinite, duration.isFinite, duration >= 0 else {
            throw TuningError.input("the integrator step must be a positive number of seconds")
        }
        let count = Int((duration / h + 1e-9).rounded(.down))
        guard count <= SteppedIntegrator.maximumSteps else {
            throw TuningError.input(
                "--step \(TuningFormat.short(h)) s needs \(count) steps over \(TuningFormat.seconds(duration)); the limit is \(SteppedIntegrator.maximumSteps) — use a larger --step"
            )
        }
        var rows: [(time: Double, value: Double, velocity: Double)] = []
        rows.reserveCapacity(count + 1)
        switch self {
        case .closed:
            for n in 0...count {
                let t = Double(n) * h
                rows.append(
                    (
                        t, from + spring.value(target: to - from, initialVelocity: v0, time: t),
                        spring.velocity(target: to - from, initialVelocity: v0, time: t)
                    ))
            }
        case .fluid:
            // One evaluation per step, so every row is the scheme's own step (SwiftUI evaluates
            // once per display frame; the frame-rate comparison shows that).
            var fluid = FluidSpring<Double>(
                response: spring.response, dampingFraction: spring.dampingRatio,
                from: from, velocity: v0, to: to, at: 0, interval: to - from,
                evaluationRate: 300)
            for n in 0...count {
                let t = Double(n) * h
                fluid.advance(to: t)
                rows.append((t, fluid.value, fluid.velocity))
            }
        case .rk4, .euler:
            let k = spring.stiffness / spring.mass, c = spring.damping / spring.mass
            func acceleration(_ x: Double, _ v: Double) -> Double { -k * (x - to) - c * v }
            var x = from, v = v0
            rows.append((0, x, v))
            if count > 0 {
                for n in 1...count {
                    if self == .euler {
                        v += acceleration(x, v) * h
                        x += v * h
                    } else {
                        let k1x = v, k1v = acceleration(x, v)
                        let k2x = v + 0.5 * h * k1v, k2v = acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
                        let k3x = v + 0.5 * h * k2v, k3v = acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
                        let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                    }
                    rows.append((Double(n) * h, x, v))
                }
            }
        }
        return rows
    }

    /// Stepped − closed form at every step time, and the summary figures.
    public struct Deviation {
        public var points: [(time: Double, value: Double)]
        /// Largest |deviation| (value units) and when.
        public var maximum: Double
        public var maximumTime: Double
        /// Root mean square over the steps (value units).
        public var rootMeanSquare: Double
        public var step: Double
    }

    public func deviation(spring: Spring, from: Double, to: Double, initialVelocity v0: Double, step: Double, duration: Double) throws -> Deviation {
        let rows = try run(spring: spring, from: from, to: to, initialVelocity: v0, step: step, duration: duration)
        var points: [(time: Double, value: Double)] = []
        points.reserveCapacity(rows.count)
        var worst = 0.0, worstTime = 0.0, sumOfSquares = 0.0
        for row in rows {
            let exact = from + spring.value(target: to - from, initialVelocity: v0, time: row.time)
            let d = row.value - exact
            points.append((row.time, d))
            if abs(d) > worst { worst = abs(d); worstTime = row.time }
            sumOfSquares += d * d
        }
        return Deviation(
            points: points, maximum: worst, maximumTime: worstTime,
            rootMeanSquare: (sumOfSquares / Double(max(rows.count, 1))).squareRoot(), step: effectiveStep(step))
    }
}
