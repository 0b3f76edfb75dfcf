import SwipeJSON
import SwipeMotion

/// Everything `swipesim spring` reports for one spec; encoded as-is by `--json`.
public struct SpringReport: Codable {
    public struct Parameters: Codable {
        public var mass: Double
        public var stiffness: Double
        public var damping: Double
        public var response: Double
        public var dampingRatio: Double
        public var duration: Double
        public var bounce: Double
        public var settlingDuration: Double
        public var angularFrequency: Double
        public var decayRate: Double
        public var dampedPeriod: Double?
        public var regime: String
    }

    public struct Metrics: Codable {
        /// Seconds until within 0.1 % of the interval (with the initial velocity).
        public var settlingDuration: Double
        public var overshootPercent: Double
        public var peakTime: Double?
        public var overshootsAboveOnePercent: Int
        /// When SwiftUI's stepped integrator finishes the move, seconds (nil: not within 60 s).
        public var fluidFinishTime: Double?
    }

    public struct Curve: Codable {
        public var x1: Double, y1: Double, x2: Double, y2: Double
        public var duration: Double
    }

    public var spec: String
    public var semantics: String
    /// fluidSpring, interpolatingSpring or timingCurve.
    public var kind: String
    public var behaviour: String
    public var from: Double
    public var to: Double
    public var velocity: Double
    public var blendDuration: Double?
    public var parameters: Parameters?
    public var metrics: Metrics?
    public var curve: Curve?
    public var dialects: [SpringDialect]
    public var integrator: SteppedIntegrator.FrameDeviation?

    /// The velocity the motion starts with: `--velocity` if given, otherwise an
    /// interpolating spring's own initialVelocity (interval fractions/s) × the interval.
    public static func effectiveVelocity(_ spec: AnimationSpec, from: Double, to: Double, velocity: Double?) -> Double {
        switch spec.animation {
        case .timingCurve: return 0  // a Bézier curve has no initial velocity
        case let .interpolatingSpring(_, v0): return velocity ?? v0 * (to - from)
        case .fluidSpring, .modified: return velocity ?? 0
        }
    }

    public init(spec: AnimationSpec, semantics: AnimationSemantics, from: Double, to: Double, velocity: Double) {
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
        case .modified:
            kind = "modified"
            behaviour = "an animation under delay/speed/repeat modifiers that combines with running animations"
        case let .timingCurve(curve, duration):
            kind = "timingCurve"
            behaviour = "Bézier timing curve that combines with running animations"
            self.curve = Curve(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, duration: duration)
            let n = { (x: Double) in TuningFormat.significant(x, digits: 4) }
            let ms = TuningFormat.significant(duration * 1000, digits: 6)
            dialects = [
                SpringDialect(name: "SwiftUI", code: ".timingCurve(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2)), duration: \(n(duration)))"),
                SpringDialect(
                    name: "CSS",
                    code:
                        "transition-timing-function: cubic-bezier(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2))); transition-duration: \(ms)ms"
                ),
                SpringDialect(
                    name: "Jetpack Compose",
                    code: "tween(durationMillis = \(ms), easing = CubicBezierEasing(\(n(curve.x1))f, \(n(curve.y1))f, \(n(curve.x2))f, \(n(curve.y2))f))"),
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
        let analysis = ResponseMetrics(curve: .spring(spring), from: from, to: to, initialVelocity: velocity)
        metrics = Metrics(
            settlingDuration: analysis.settlingDuration, overshootPercent: analysis.overshootPercent,
            peakTime: analysis.peakTime, overshootsAboveOnePercent: analysis.overshootsAboveOnePercent,
            fluidFinishTime: analysis.fluidFinishTime())
        dialects = SpringDialects.all(for: spring, unitInitialVelocity: analysis.unitInitialVelocity)
    }
}

/// `--json` output: every report, in command-line order.
public struct SpringReportDocument: Codable {
    public var reports: [SpringReport]

    public init(reports: [SpringReport]) { self.reports = reports }

    /// The exact text `swipesim spring --json` prints: encoded member by member in declaration
    /// order (absent values left out) and written by SwipeJSON's `JSONWriter`, numbers in their
    /// shortest round-trip form.
    public func jsonText() throws -> String {
        JSONWriter.write(try JSONValueEncoder.encode(self))
    }
}
