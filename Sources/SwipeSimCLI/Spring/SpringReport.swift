import SwipeMotion

/// Everything `swipesim spring` reports for one spec; encoded as-is by `--json`.
struct SpringReport: Codable {
    struct Parameters: Codable {
        var mass: Double
        var stiffness: Double
        var damping: Double
        var response: Double
        var dampingRatio: Double
        var duration: Double
        var bounce: Double
        var settlingDuration: Double
        var angularFrequency: Double
        var decayRate: Double
        var dampedPeriod: Double?
        var regime: String
    }

    struct Metrics: Codable {
        /// Seconds until within 0.1 % of the interval (with the initial velocity).
        var settlingDuration: Double
        var overshootPercent: Double
        var peakTime: Double?
        var overshootsAboveOnePercent: Int
        /// When SwiftUI's stepped integrator finishes the move, seconds (nil: not within 60 s).
        var fluidFinishTime: Double?
    }

    struct Curve: Codable {
        var x1: Double, y1: Double, x2: Double, y2: Double
        var duration: Double
    }

    var spec: String
    var semantics: String
    /// fluidSpring, interpolatingSpring or timingCurve.
    var kind: String
    var behaviour: String
    var from: Double
    var to: Double
    var velocity: Double
    var blendDuration: Double?
    var parameters: Parameters?
    var metrics: Metrics?
    var curve: Curve?
    var dialects: [SpringDialect]
    var integrator: IntegratorComparison?

    /// The velocity the motion starts with: `--velocity` if given, otherwise an
    /// interpolating spring's own initialVelocity (interval fractions/s) × the interval.
    static func effectiveVelocity(_ spec: AnimationSpec, from: Double, to: Double, velocity: Double?) -> Double {
        switch spec.animation {
        case .timingCurve: return 0  // a Bézier curve has no initial velocity
        case let .interpolatingSpring(_, v0): return velocity ?? v0 * (to - from)
        case .fluidSpring: return velocity ?? 0
        }
    }

    init(spec: AnimationSpec, semantics: AnimationSemantics, from: Double, to: Double, velocity: Double) {
        self.spec = spec.text
        self.semantics = semantics.rawValue
        self.from = from
        self.to = to
        self.velocity = velocity
        self.dialects = []
        switch spec.animation {
        case let .fluidSpring(_, _, blend):
            kind = "fluidSpring"
            behaviour = "stepped spring (1/300 s steps) that replaces running animations, keeping value and velocity"
            blendDuration = blend
        case .interpolatingSpring:
            kind = "interpolatingSpring"
            behaviour = "closed-form spring that combines with running animations"
        case let .timingCurve(curve, duration):
            kind = "timingCurve"
            behaviour = "Bézier timing curve that combines with running animations"
            self.curve = Curve(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, duration: duration)
            let n = { (x: Double) in NumberFormat.short(x, significant: 4) }
            let ms = NumberFormat.short(duration * 1000, significant: 6)
            dialects = [
                SpringDialect(name: "SwiftUI", code: ".timingCurve(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2)), duration: \(n(duration)))"),
                SpringDialect(name: "CSS", code: "transition-timing-function: cubic-bezier(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2))); transition-duration: \(ms)ms"),
                SpringDialect(name: "Jetpack Compose", code: "tween(durationMillis = \(ms), easing = CubicBezierEasing(\(n(curve.x1))f, \(n(curve.y1))f, \(n(curve.x2))f, \(n(curve.y2))f))"),
                SpringDialect(name: "Android", code: "PathInterpolator(\(n(curve.x1))f, \(n(curve.y1))f, \(n(curve.x2))f, \(n(curve.y2))f)"),
                SpringDialect(name: "Motion", code: "{ duration: \(n(duration)), ease: [\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2))] }"),
            ]
        }
        guard let spring = spec.spring else { return }
        parameters = Parameters(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            response: spring.response, dampingRatio: spring.dampingRatio, duration: spring.duration,
            bounce: spring.bounce, settlingDuration: spring.settlingDuration,
            angularFrequency: spring.angularFrequency, decayRate: spring.decayRate,
            dampedPeriod: spring.dampedPeriod, regime: spring.regime.rawValue)
        let analysis = SpringAnalysis(spring: spring, from: from, to: to, initialVelocity: velocity)
        metrics = Metrics(
            settlingDuration: analysis.settlingDuration, overshootPercent: analysis.overshootPercent,
            peakTime: analysis.peakTime, overshootsAboveOnePercent: analysis.overshootsAboveOnePercent,
            fluidFinishTime: analysis.fluidFinishTime())
        dialects = SpringDialects.all(for: spring, unitInitialVelocity: analysis.unitInitialVelocity)
    }
}

/// `--json` output: every report, in command-line order.
struct SpringReportDocument: Codable {
    var reports: [SpringReport]
}
