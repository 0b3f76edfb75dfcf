import SwipeMath

/// A fluid spring's response blend: r(t) = r + interval·(1 − smoothstep(p)),
/// p = (t − start)/blendDuration (OSUI `SpringState.blendInterval`, `blendStart`).
public struct SpringBlend: Equatable, Sendable {
    /// previousResponse − response, seconds; 0 means no blend.
    public var interval: Double
    /// When the blend began, seconds.
    public var start: Double
    public static let none = SpringBlend(interval: 0, start: 0)
    public init(interval: Double, start: Double) {
        self.interval = interval
        self.start = start
    }
}

/// SwiftUI's stepped spring (`spring`, `interactiveSpring`, `snappy`, `bouncy`, `smooth`), as
/// OpenSwiftUI reconstructs it in `Animation/Animation/Spring/FluidSpringAnimation.swift`
/// (`animate`, `shouldMerge`, `SpringState`); SwipeMotion README, "How animations run and combine".
///
/// **State** carried between evaluations: displacement x = value − target, velocity v, the
/// **stored force** F (an acceleration, value units per s²), the step clock, and the blend.
///
/// **One step**, dt = 1/`stepsPerSecond` (300 in SwiftUI):
///
///     vh = v + F·dt/2;   x += vh·dt;   F = −k·x − c·vh;   v = vh + F·dt/2
///
/// The force that starts a step is the one stored at the end of the previous step, computed
/// with the half-step velocity vh; it is never recomputed from the full-step velocity. A new
/// spring starts with F = 0 (`SpringState`'s default), so its first half-step has no push.
///
/// **One evaluation** at time t (SwiftUI evaluates once per display frame): r is the blended
/// response at t, k = min((2π/r)², 45 000) (r ≤ 0 asks for an infinitely stiff spring and gets
/// the cap), c = 2ζ√k — both fixed for the whole evaluation — then steps run **while the step
/// clock is behind t**, so the spring may end up to one step ahead of t. The finish rule is
/// checked after the evaluation, not after each step.
///
/// **The evaluation grid is part of the spring**: evaluations happen at start + j/`evaluationRate`
/// (the display rate, 60 Hz by default), whatever times the caller asks about; `advance(to:)`
/// runs every evaluation up to t and the value is the latest one's. So the motion depends on the
/// display rate, as SwiftUI's does, and never on how often anyone samples it. Steps are counted
/// in integers — evaluation j has run ⌈j·stepsPerSecond / evaluationRate⌉ steps — so time is never
/// accumulated by addition. OSUI's catch-up rule (when more than 1 s passed since the step clock,
/// jump the clock to t − 1/60) needs a gap of over 1 s between evaluations; a display clock of
/// at least 1 Hz never leaves one, so it cannot apply here.
///
/// **Finished** when |v| ≤ 0.06 and |F| ≤ 0.06 in animatable units (`unitScale`) and the remaining
/// distance |x| is at most 1 % of |interval| (or the interval is zero); the value becomes the
/// target exactly.
///
/// **Merging** (`merged(…)`, what `AnimatedProperty` does when a fluid spring replaces a fluid
/// spring): the new spring starts at the merge time from the previous one's displacement,
/// velocity **and stored force**. OSUI's `shouldMerge` copies the running animator's
/// `SpringState` and assigns velocity, offset, time and start time but never the force, and
/// `AnimatorState.combine` (OSUI `Animation/Animatable/AnimatableAttribute.swift`) keeps that
/// state, adding the new change to the interval; so the first step after a retarget still uses
/// the force computed against the *old* target. Read literally, OSUI takes the velocity and the
/// force from the previous evaluation and only the offset advanced to the merge time; SwipeSim
/// advances the previous spring to the merge time and takes all three from there (SwipeSim's
/// choice for the velocity; merges happen on display frames, where the previous spring has just
/// been evaluated, so the two readings differ only when the merge frame's steps matter). The
/// blend: a previous fluid spring with a **different** response starts a new blend,
/// blendInterval = r_prev − r_new from the merge time; one with the **same** response leaves the
/// running blend (interval and start) alone, so a drag's 0.25 s blend runs its full course.
///
/// The state is kept as the displacement from the target (as SwiftUI keeps an offset within the
/// animated interval), so `shift(by:)` — a non-animated change of the model value while the
/// spring runs — moves the target and the presented value together without touching the dynamics.
public struct FluidSpring<Value: AnimatableVector>: Sendable {
    public let response: Double
    public let dampingFraction: Double
    public let blendDuration: Double
    /// The target; moved by `shift(by:)`.
    public private(set) var target: Value
    /// Start (or merge) time in seconds: evaluations and steps are counted from here.
    public let start: Double
    /// startValue − target at the start (invariant under `shift(by:)`).
    public let startDisplacement: Value
    public let startVelocity: Value
    public let startForce: Value
    /// The interval the 1 % finish tolerance is measured against (see `AnimatedProperty`).
    public let interval: Value
    /// Animatable-unit scale of the value (128 for radians).
    public let unitScale: Double
    /// Integration steps per second (SwiftUI: 300).
    public let stepsPerSecond: Int
    /// Evaluations per second: the display rate (60, or 120 for ProMotion).
    public let evaluationRate: Int
    public let blend: SpringBlend

    /// Evaluations run so far, counted from `start` (evaluation 0 is at `start` and runs no step).
    public private(set) var evaluations = 0
    /// Steps run so far.
    public private(set) var steps = 0
    /// value − target.
    public private(set) var displacement: Value
    public private(set) var velocity: Value
    /// The stored force: the acceleration computed at the end of the last step.
    public private(set) var force: Value
    /// The evaluation at which the finish rule first held, if it has.
    public private(set) var finishedAtEvaluation: Int?

    /// The presented value: target + displacement.
    public var value: Value { target + displacement }

    /// The value the spring started from (in the current, possibly shifted, frame).
    public var startValue: Value { target + startDisplacement }

    public static var maximumStiffness: Double { 45_000 }

    public init(
        response: Double, dampingFraction: Double, blendDuration: Double = 0,
        from startValue: Value, velocity startVelocity: Value, force startForce: Value = .zero,
        to target: Value, at start: Double, interval: Value, unitScale: Double = 1,
        blend: SpringBlend = .none, stepsPerSecond: Int = 300, evaluationRate: Int = 60
    ) {
        precondition(stepsPerSecond > 0 && evaluationRate > 0, "step and evaluation rates must be positive")
        self.response = response
        self.dampingFraction = dampingFraction
        self.blendDuration = blendDuration
        self.target = target
        self.start = start
        self.startDisplacement = startValue - target
        self.startVelocity = startVelocity
        self.startForce = startForce
        self.interval = interval
        self.unitScale = unitScale
        self.stepsPerSecond = stepsPerSecond
        self.evaluationRate = evaluationRate
        self.blend = blend
        self.displacement = startValue - target
        self.velocity = startVelocity
        self.force = startForce
    }

    /// This spring's state handed to a new fluid spring that replaces it at `time` (SwiftUI's
    /// merge; see the type's documentation): the previous spring is advanced to `time`, and the
    /// new one starts from its value, velocity (plus `addedVelocity`, a tracked gesture's) and
    /// stored force, with the blend carried over for the same response or restarted for another.
    public mutating func merged(
        response newResponse: Double, dampingFraction newDamping: Double, blendDuration newBlendDuration: Double,
        to newTarget: Value, at time: Double, interval newInterval: Value, addedVelocity: Value = .zero
    ) -> FluidSpring {
        advance(to: time)
        let newBlend = newResponse == response ? blend : SpringBlend(interval: response - newResponse, start: time)
        return FluidSpring(
            response: newResponse, dampingFraction: newDamping, blendDuration: newBlendDuration,
            from: value, velocity: velocity + addedVelocity, force: force, to: newTarget, at: time,
            interval: newInterval, unitScale: unitScale, blend: newBlend,
            stepsPerSecond: stepsPerSecond, evaluationRate: evaluationRate)
    }

    /// The response at a time: r + blend.interval·(1 − smoothstep(p)), p = (t − blend.start)/blendDuration
    /// clamped to [0, 1]; just r without a blend.
    public func response(at time: Double) -> Double {
        guard blendDuration > 0, blend.interval != 0 else { return response }
        let p = min(max((time - blend.start) / blendDuration, 0), 1)
        return response + blend.interval * (1 - p * p * (3 - 2 * p))
    }

    /// The time of evaluation `j`, seconds: start + j / evaluationRate (computed, never summed).
    public func evaluationTime(_ j: Int) -> Double {
        start + Double(j) / Double(evaluationRate)
    }

    /// The latest evaluation at or before `time` (0 before the start). A time within a
    /// millionth of a display frame of an evaluation counts as that evaluation's time, so
    /// display-frame times computed as m / rate land on their evaluation.
    public func evaluationIndex(at time: Double) -> Int {
        let exact = (time - start) * Double(evaluationRate)
        guard exact > 0 else { return 0 }
        return Int(min(exact + 1e-6, 1e15).rounded(.down))
    }

    /// Steps run by evaluation `j`: the step clock start + n/stepsPerSecond runs while it is behind
    /// the evaluation time, so n = ⌈j·stepsPerSecond / evaluationRate⌉.
    public func stepCount(afterEvaluation j: Int) -> Int {
        let numerator = j * stepsPerSecond
        return (numerator + evaluationRate - 1) / evaluationRate
    }

    public var isFinished: Bool { finishedAtEvaluation != nil }

    /// The time the finish rule first held (an evaluation time), if it has.
    public var finishTime: Double? {
        finishedAtEvaluation.map(evaluationTime)
    }

    /// Runs every evaluation up to `time` (or, for an earlier time, recomputes from the start).
    public mutating func advance(to time: Double) {
        let j = evaluationIndex(at: time)
        if j < evaluations { reset() }
        while evaluations < j && finishedAtEvaluation == nil {
            evaluate()
        }
        if finishedAtEvaluation != nil { evaluations = max(evaluations, j) }
    }

    /// Evaluates until the finish rule holds or `maximumSteps` steps have run.
    public mutating func runToFinish(maximumSteps: Int) {
        while finishedAtEvaluation == nil && steps < maximumSteps { evaluate() }
    }

    /// Moves the target and the presented value by `delta` (a non-animated model change).
    public mutating func shift(by delta: Value) {
        target = target + delta
    }

    mutating func reset() {
        evaluations = 0
        steps = 0
        displacement = startDisplacement
        velocity = startVelocity
        force = startForce
        finishedAtEvaluation = nil
    }

    /// The next evaluation: response and stiffness at its time, then the steps that bring the
    /// step clock level with it, then the finish rule.
    mutating func evaluate() {
        evaluations += 1
        let k = FluidSpring.stiffness(response: response(at: evaluationTime(evaluations)))
        let n = stepCount(afterEvaluation: evaluations)
        FluidSpring.step(
            &displacement, &velocity, &force, stiffness: k, dampingFraction: dampingFraction,
            count: n - steps, stepsPerSecond: stepsPerSecond)
        steps = n
        if isAtRest {
            finishedAtEvaluation = evaluations
            displacement = .zero
            velocity = .zero
            force = .zero
        }
    }

    var isAtRest: Bool {
        FluidSpring.isAtRest(displacement: displacement, velocity: velocity, force: force, interval: interval, unitScale: unitScale)
    }

    /// k = (2π/r)² capped at `maximumStiffness`; r ≤ 0 gets the cap.
    static func stiffness(response r: Double) -> Double {
        r > 0 ? min(square(2 * DeterministicMath.pi / r), maximumStiffness) : maximumStiffness
    }

    /// Runs `count` steps of SwiftUI's spring step (see the type's documentation) on the
    /// displacement x, velocity v and stored force F, with c = 2ζ√k fixed for all of them.
    static func step(
        _ x: inout Value, _ v: inout Value, _ F: inout Value, stiffness k: Double, dampingFraction: Double,
        count: Int, stepsPerSecond: Int
    ) {
        guard count > 0 else { return }
        let c = 2 * dampingFraction * k.squareRoot()
        let dt = 1 / Double(stepsPerSecond)
        let halfStep = 0.5 * dt
        for _ in 0..<count {
            let vh = v + F.scaled(by: halfStep)
            x = x + vh.scaled(by: dt)
            F = x.scaled(by: -k) - vh.scaled(by: c)
            v = vh + F.scaled(by: halfStep)
        }
    }

    /// The finish rule: |v| ≤ 0.06 and |F| ≤ 0.06 in animatable units, and the remaining distance
    /// |x| at most 1 % of |interval| (or a zero interval).
    static func isAtRest(displacement x: Value, velocity v: Value, force F: Value, interval: Value, unitScale: Double) -> Bool {
        let s2 = unitScale * unitScale
        let limit = 0.06 * 0.06
        guard v.magnitudeSquared * s2 <= limit, F.magnitudeSquared * s2 <= limit else { return false }
        let tolerance = interval.scaled(by: 0.01).magnitudeSquared
        let remaining = x.magnitudeSquared
        return !(tolerance > 0 && tolerance < remaining)
    }
}

@inline(__always)
func square(_ x: Double) -> Double { x * x }
