/// One animatable property (an offset, a rotation, a scale, an opacity) and the animations
/// running on it, following SwiftUI's rules (FACTS.md §3).
///
/// All times are absolute virtual seconds, and calls must come in non-decreasing time order
/// (an earlier time is treated as the latest time seen).
///
/// - `set(_:animation:at:)` changes the target. Setting the current target again does
///   nothing, as in SwiftUI (no change, no animation). With `nil` the value jumps. A
///   fluid spring (`spring`, `interactiveSpring`, `snappy`, …) **replaces** everything running
///   and starts from the current value and velocity (`blendDuration` blends the response when
///   it replaces another fluid spring). An interpolating spring or Bézier curve **combines**:
///   it is stacked on top, and output_i = output_(i−1) + f_i(t − start_i)·(T_i − output_(i−1));
///   a finished entry contributes its target exactly and the entries below it are dropped.
/// - `track(_:at:)` is a gesture-driven direct set: the value jumps and feeds the
///   `VelocitySampler`; a fluid spring started while tracking (within 2 s of the last sample,
///   with nothing running) starts with the sampled velocity.
/// - `value(at:)`, `velocity(at:)`, `isAnimating(at:)` read the state at a time.
///
/// Choices where SwiftUI is not documented: the fluid spring's 1 % finish tolerance is
/// measured against target − (the value where the current run of animations began, from rest);
/// a non-animated set (or `track`) while animating cancels the running animations; only fluid
/// springs take over the tracked gesture velocity (interpolating springs have their own
/// `initialVelocity`).
public struct AnimatedProperty<Value: AnimatableVector>: Sendable {
    enum Entry: Sendable {
        case fluid(FluidSpring<Value>)
        case curve(CurveRun<Value>)
    }

    /// Scale from the value's units to animatable units (`AnimatableUnits`).
    public let unitScale: Double
    /// Fluid spring steps per second (SwiftUI: 300).
    public let stepsPerSecond: Double
    /// The latest target (the model value).
    public private(set) var target: Value
    var entries: [Entry] = []
    /// Where the current run of animations began (for the fluid finish tolerance).
    var origin: Value
    var sampler = VelocitySampler<Value>()
    var latestTime = -Double.infinity

    public init(_ value: Value, unitScale: Double = AnimatableUnits.unscaled, stepsPerSecond: Double = 300) {
        self.unitScale = unitScale
        self.stepsPerSecond = stepsPerSecond
        self.target = value
        self.origin = value
    }

    /// The number of animations running as of the last call.
    public var runningAnimationCount: Int { entries.count }

    /// Sets a new target at `time` with an animation (nil: jump). See the type's rules.
    public mutating func set(_ newTarget: Value, animation: Animation?, at time: Double) {
        let t = clampTime(time)
        if newTarget == target { return }
        let (current, velocity) = evaluate(at: t)
        guard let animation else {
            entries.removeAll()
            sampler.reset()
            target = newTarget
            return
        }
        if entries.isEmpty { origin = current }
        switch animation {
        case let .fluidSpring(response, dampingFraction, blendDuration):
            var startVelocity = velocity
            if entries.isEmpty && sampler.isTracking(at: t) {
                startVelocity = sampler.velocity(at: t)
            }
            var blendInterval = 0.0
            if entries.count == 1, case let .fluid(previous) = entries[0], previous.response != response {
                blendInterval = previous.response - response
            }
            let run = FluidSpring(
                response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
                from: current, velocity: startVelocity, to: newTarget, at: t,
                interval: newTarget - origin, unitScale: unitScale, blendInterval: blendInterval,
                stepsPerSecond: stepsPerSecond)
            entries = [.fluid(run)]
        case .interpolatingSpring, .timingCurve:
            entries.append(.curve(CurveRun(animation: animation, from: current, to: newTarget, at: t)))
        }
        sampler.reset()
        target = newTarget
    }

    /// A gesture-driven set without animation at `time`: the value jumps to `value` and the
    /// sample feeds the velocity sampler.
    public mutating func track(_ value: Value, at time: Double) {
        let t = clampTime(time)
        entries.removeAll()
        target = value
        sampler.add(value, at: t)
    }

    /// The presented value at `time`.
    public mutating func value(at time: Double) -> Value {
        evaluate(at: clampTime(time)).0
    }

    /// The presented velocity at `time` (value units per second): the fluid spring's velocity,
    /// the derivative of a combined stack (Bézier entries report none), or, at rest, the
    /// tracked gesture velocity.
    public mutating func velocity(at time: Double) -> Value {
        let t = clampTime(time)
        let v = evaluate(at: t).1
        return entries.isEmpty ? sampler.velocity(at: t) : v
    }

    /// Whether any animation is still running at `time`.
    public mutating func isAnimating(at time: Double) -> Bool {
        _ = evaluate(at: clampTime(time))
        return !entries.isEmpty
    }

    mutating func clampTime(_ time: Double) -> Double {
        let t = max(time, latestTime)
        latestTime = t
        return t
    }

    /// Advances the entries to `time`, drops finished ones, and returns (value, velocity).
    mutating func evaluate(at time: Double) -> (Value, Value) {
        var value = target
        var velocity = Value.zero
        var lastFinished = -1
        for i in entries.indices {
            switch entries[i] {
            case var .fluid(run):
                run.advance(to: time)
                entries[i] = .fluid(run)
                value = run.value
                velocity = run.velocity
                if run.isFinished { lastFinished = i }
            case let .curve(run):
                let previous = i == 0 ? run.from : value
                let previousVelocity = i == 0 ? Value.zero : velocity
                if run.isFinished(at: time) {
                    value = run.target
                    velocity = .zero
                    lastFinished = i
                } else {
                    let (f, df) = run.fraction(at: time)
                    let gap = run.target - previous
                    value = previous + gap.scaled(by: f)
                    velocity = previousVelocity.scaled(by: 1 - f) + gap.scaled(by: df)
                }
            }
        }
        if lastFinished >= 0 {
            let finishedTarget: Value
            switch entries[lastFinished] {
            case let .fluid(run): finishedTarget = run.target
            case let .curve(run): finishedTarget = run.target
            }
            entries.removeFirst(lastFinished + 1)
            if !entries.isEmpty, case var .curve(next) = entries[0] {
                next.from = finishedTarget
                entries[0] = .curve(next)
            }
        }
        if entries.isEmpty {
            return (target, .zero)
        }
        return (value, velocity)
    }
}
