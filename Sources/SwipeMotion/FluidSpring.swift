import SwipeMath

/// SwiftUI's stepped spring (OpenSwiftUI `FluidSpringAnimation`), run from its own start time.
///
/// Each step of dt = 1/`stepsPerSecond` (300 in SwiftUI) is semi-implicit with half-step
/// velocities (FACTS.md §3):
///
///     a0 = k(T − x) − c·v;  vh = v + a0·dt/2;  x += vh·dt;  a = k(T − x) − c·vh;  v = vh + a·dt/2
///
/// with k = min((2π/r)², 45 000) and c = 2ζ√k. The damping force of the second half-step uses
/// vh, which makes the scheme first-order accurate: with dt = 1/300 it strays from the closed
/// form by 0.3–1.1 % of the interval. SwiftUI shows exactly that, so it is reproduced as is.
///
/// Time: the state at time t is the state after ⌊(t − start)·stepsPerSecond + 1e-9⌋ whole
/// steps, counted from `start` — never accumulated from frame intervals, so the result does
/// not depend on when or how often it is sampled. (SwiftUI steps while its accumulated step
/// time is below the frame time and evaluates a blended response once per frame; here the
/// response is evaluated at every step's own time, and SwiftUI's "skip ahead when more than
/// 1 s passed between frames" rule is not applied, because samples are never late.)
///
/// The state is kept as the displacement from the target (as SwiftUI keeps an offset within
/// the animated interval), so `shift(by:)` — a non-animated change of the model value while
/// the spring runs — moves the target and the presented value together without touching the
/// dynamics.
///
/// Finished (checked after every step): speed and acceleration both ≤ 0.06 in animatable
/// units (|v|·unitScale, |a|·unitScale), and |T − x| ≤ 1 % of |interval| (or the interval is
/// zero). On finishing the value becomes the target exactly.
public struct FluidSpring<Value: AnimatableVector>: Sendable {
    public let response: Double
    public let dampingFraction: Double
    public let blendDuration: Double
    /// The target; moved by `shift(by:)`.
    public private(set) var target: Value
    /// Start time in seconds; steps are counted from here.
    public let start: Double
    /// startValue − target at the start (invariant under `shift(by:)`).
    public let startDisplacement: Value
    public let startVelocity: Value
    /// The interval the 1 % finish tolerance is measured against (see `AnimatedProperty`).
    public let interval: Value
    /// Animatable-unit scale of the value (128 for radians).
    public let unitScale: Double
    public let stepsPerSecond: Double
    /// previousResponse − response, blended away over `blendDuration` from `start`; 0 = none.
    public let blendInterval: Double

    /// Current step state.
    public private(set) var steps: Int = 0
    /// value − target.
    public private(set) var displacement: Value
    public private(set) var velocity: Value
    /// Acceleration computed at the end of the last step.
    public private(set) var acceleration: Value = .zero
    /// The step count at which the finish rule first held, if it has.
    public private(set) var finishedAtStep: Int?

    /// The presented value: target + displacement.
    public var value: Value { target + displacement }

    /// The value the spring started from (in the current, possibly shifted, frame).
    public var startValue: Value { target + startDisplacement }

    public static var maximumStiffness: Double { 45_000 }

    public init(
        response: Double, dampingFraction: Double, blendDuration: Double = 0,
        from startValue: Value, velocity startVelocity: Value, to target: Value, at start: Double,
        interval: Value, unitScale: Double = 1, blendInterval: Double = 0, stepsPerSecond: Double = 300
    ) {
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
        self.target = target
        self.start = start
        self.startDisplacement = startValue - target
        self.startVelocity = startVelocity
        self.interval = interval
        self.unitScale = unitScale
        self.stepsPerSecond = stepsPerSecond
        self.blendInterval = blendInterval
        self.displacement = startValue - target
        self.velocity = startVelocity
    }

    /// The response at a time: r + blendInterval·(1 − smoothstep(p)), p = (t − start)/blendDuration.
    public func response(at time: Double) -> Double {
        guard blendDuration > 0, blendInterval != 0 else { return response }
        let p = min(max((time - start) / blendDuration, 0), 1)
        return response + blendInterval * (1 - p * p * (3 - 2 * p))
    }

    /// The whole number of steps completed by `time`.
    public func stepCount(at time: Double) -> Int {
        let exact = (time - start) * stepsPerSecond
        guard exact > 0 else { return 0 }
        let capped = min(exact + 1e-9, 1e12)
        return Int(capped.rounded(.down))
    }

    public var isFinished: Bool { finishedAtStep != nil }

    /// The time the finish rule first held, if it has.
    public var finishTime: Double? {
        finishedAtStep.map { start + Double($0) / stepsPerSecond }
    }

    /// Advances (or, for an earlier time, recomputes from the start) to `time`.
    public mutating func advance(to time: Double) {
        let n = stepCount(at: time)
        if n < steps { reset() }
        while steps < n && finishedAtStep == nil {
            step()
        }
        if finishedAtStep != nil { steps = max(steps, n) }
    }

    /// Advances until the finish rule holds or `maximumSteps` steps have run.
    public mutating func runToFinish(maximumSteps: Int) {
        while finishedAtStep == nil && steps < maximumSteps { step() }
    }

    /// Moves the target and the presented value by `delta` (a non-animated model change).
    public mutating func shift(by delta: Value) {
        target = target + delta
    }

    mutating func reset() {
        steps = 0
        displacement = startDisplacement
        velocity = startVelocity
        acceleration = .zero
        finishedAtStep = nil
    }

    mutating func step() {
        let dt = 1 / stepsPerSecond
        let halfStep = 0.5 * dt
        let r = response(at: start + Double(steps) * dt)
        let k = r > 0 ? min(square(2 * DeterministicMath.pi / r), FluidSpring.maximumStiffness) : FluidSpring.maximumStiffness
        let c = 2 * dampingFraction * k.squareRoot()
        let a0 = displacement.scaled(by: -k) - velocity.scaled(by: c)
        let vh = velocity + a0.scaled(by: halfStep)
        displacement = displacement + vh.scaled(by: dt)
        let a = displacement.scaled(by: -k) - vh.scaled(by: c)
        velocity = vh + a.scaled(by: halfStep)
        acceleration = a
        steps += 1
        if isAtRest {
            finishedAtStep = steps
            displacement = .zero
            velocity = .zero
            acceleration = .zero
        }
    }

    var isAtRest: Bool {
        let s2 = unitScale * unitScale
        let limit = 0.06 * 0.06
        guard velocity.magnitudeSquared * s2 <= limit, acceleration.magnitudeSquared * s2 <= limit else { return false }
        let tolerance = interval.scaled(by: 0.01).magnitudeSquared
        let remaining = displacement.magnitudeSquared
        return !(tolerance > 0 && tolerance < remaining)
    }
}

@inline(__always)
func square(_ x: Double) -> Double { x * x }
