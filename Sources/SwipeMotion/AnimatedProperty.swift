/// One animatable property (an offset, a rotation, a scale, an opacity) and the animations
/// running on it, following SwiftUI's rules (SwipeMotion README, "How animations run and combine"; OpenSwiftUI `AnimatorState`).
///
/// All times are absolute virtual seconds, and calls must come in non-decreasing time order
/// (an earlier time is treated as the latest time seen).
///
/// SwiftUI presents model − (interval − offset(t)): running animations only carry the part of
/// the change still to come, on top of the model value. Hence:
///
/// - `set(_:animation:at:)` changes the model value (the target). Setting the current target
///   again does nothing, as in SwiftUI (no change, no animation).
///   - With `nil` the model jumps; animations still running keep running **on top of it**
///     (the presented value moves by the same jump, and their remaining motion continues).
///     With nothing running, the value simply jumps.
///   - A fluid spring (`spring`, `interactiveSpring`, `snappy`, …) **replaces** everything
///     running and starts from the current presented value and velocity. Replacing a lone
///     fluid spring it **merges** (`FluidSpring.merged`): the stored force carries over too,
///     and `blendDuration` blends the response from the previous one's when it differs (the
///     same response keeps the running blend). Fluid springs are evaluated on the display
///     clock (`displayRate`), so their motion does not depend on when they are read.
///   - An interpolating spring or Bézier curve **combines**: it is stacked on top, and
///     output_i = output_(i−1) + f_i(t − start_i)·(T_i − output_(i−1)); a finished entry
///     contributes its target exactly and the entries below it are dropped.
///   - An animation with modifiers (`delay`, `speed`, `repeat…`; `ModifiedRun`) **combines**
///     the same way, except that one over a fluid spring replacing a lone run with the same
///     modifiers over a fluid spring **merges** into it (its spring state carries over). A plain
///     fluid spring replacing a lone modified fluid spring starts from its value and takes its
///     spring's velocity and stored force (OSUI: the spring state is shared context state).
/// - `track(_:at:)` is a gesture-driven set without animation: like `set(_, animation: nil)`,
///   and the value feeds the `VelocitySampler`, so a fluid spring started within 2 s of the
///   last sample starts with the sampled velocity (added to any running animation's velocity).
/// - `reset(to:at:)` drops every animation and the velocity samples (a new view identity).
/// - `value(at:)`, `velocity(at:)`, `isAnimating(at:)` read the state at a time.
///
/// The fluid spring's 1 % finish tolerance is measured against the property's **interval**,
/// OpenSwiftUI's `AnimatorState.interval` (`Animation/Animatable/AnimatableAttribute.swift`):
/// the first change that finds no animator state starts it at that change (new model − old
/// model), and every later change merged into the running state adds its own change
/// (`combine`: `interval += newInterval`) — animated ones and velocity-tracked gesture changes
/// alike, since a `tracksVelocity` transaction animates with `VelocityTrackingAnimation`
/// (`Transaction.effectiveAnimation`, `Animation/Animation/VelocityTrackingAnimation.swift`),
/// which keeps the state alive until 2 s after its last sample. Changes without animation or
/// tracking leave it alone. A zero interval counts as finished (`FluidSpringAnimation.animate`:
/// `tolerance.magnitudeSquared > 0` fails). So a drag that moved a value 40 and a release
/// that springs it 10 further finish within 0.5, not 0.1, of the target.
///
/// Choices where SwiftUI is not documented: only fluid springs take over the tracked gesture velocity
/// (interpolating springs have their own `initialVelocity`); an animation's clock starts at
/// the time of the change (SwiftUI starts it at the next rendered frame).
public struct AnimatedProperty<Value: AnimatableVector>: Sendable {
    enum Entry: Sendable {
        case fluid(FluidSpring<Value>)
        case curve(CurveRun<Value>)
        case modified(ModifiedRun<Value>)
    }

    /// Scale from the value's units to animatable units (`AnimatableUnits`).
    public let unitScale: Double
    /// Fluid spring steps per second (SwiftUI: 300).
    public let stepsPerSecond: Int
    /// Display frames per second: when fluid springs are evaluated (60, or 120 for ProMotion).
    public let displayRate: Int
    /// The latest target (the model value).
    public private(set) var target: Value
    var entries: [Entry] = [] {
        didSet { runningAnimationCount = entries.count }
    }
    /// The animator state's accumulated interval: the sum of the changes merged since the
    /// state began (the fluid finish tolerance is 1 % of it; see the type's documentation).
    var interval: Value = .zero
    var sampler = VelocitySampler<Value>()
    var latestTime = -Double.infinity

    public init(
        _ value: Value, unitScale: Double = AnimatableUnits.unscaled, stepsPerSecond: Int = 300,
        displayRate: Int = 60
    ) {
        self.unitScale = unitScale
        self.stepsPerSecond = stepsPerSecond
        self.displayRate = displayRate
        self.target = value
    }

    /// The number of animations running as of the last call. Stored (kept equal to
    /// `entries.count`) so that a caller in another module reads it directly: the computed form
    /// was unspecialised generic code there, instantiating `Entry`'s metadata on every read, and
    /// SwipeUI reads it for every animated attribute of every view on every display frame.
    public private(set) var runningAnimationCount = 0

    /// The fluid spring running alone on the property as of the last call, if one is: its
    /// value, velocity and stored force are what a fluid spring replacing it starts from.
    public var runningFluidSpring: FluidSpring<Value>? {
        if entries.count == 1, case let .fluid(run) = entries[0] { return run }
        return nil
    }

    /// Sets a new target at `time` with an animation (nil: jump). See the type's rules.
    public mutating func set(_ newTarget: Value, animation: Animation?, at time: Double) {
        // `logicallyComplete(after:)` changes when a completion runs, not the motion.
        let animation = animation?.withoutLogicalCompletion
        let t = clampTime(time)
        if newTarget == target { return }
        let (current, velocity) = evaluate(at: t)
        guard let animation else {
            shiftRunningAnimations(by: newTarget - target)
            sampler.reset()
            target = newTarget
            return
        }
        // A running animation or a velocity-tracking gesture is a live animator state: this
        // change merges into its interval; otherwise it starts a new one.
        interval = (hasAnimatorState(at: t) ? interval : .zero) + (newTarget - target)
        switch animation {
        case let .fluidSpring(response, dampingFraction, blendDuration):
            let trackedVelocity = sampler.isTracking(at: t) ? sampler.velocity(at: t) : .zero
            let run: FluidSpring<Value>
            if entries.count == 1, case let .modified(previous) = entries[0], previous.animation.hasFluidBase {
                let (springVelocity, force) = previous.animation.springVelocityAndForce
                run = FluidSpring(
                    response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
                    from: current, velocity: springVelocity + trackedVelocity, force: force, to: newTarget, at: t,
                    interval: interval, unitScale: unitScale,
                    stepsPerSecond: stepsPerSecond, evaluationRate: displayRate)
            } else if entries.count == 1, case var .fluid(previous) = entries[0] {
                // A fluid spring replacing a fluid spring merges: value, velocity, stored force
                // and (for the same response) the running blend carry over (FluidSpring docs).
                run = previous.merged(
                    response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
                    to: newTarget, at: t, interval: interval, addedVelocity: trackedVelocity)
            } else {
                run = FluidSpring(
                    response: response, dampingFraction: dampingFraction, blendDuration: blendDuration,
                    from: current, velocity: velocity + trackedVelocity, to: newTarget, at: t,
                    interval: interval, unitScale: unitScale,
                    stepsPerSecond: stepsPerSecond, evaluationRate: displayRate)
            }
            entries = [.fluid(run)]
        case .interpolatingSpring, .timingCurve:
            entries.append(.curve(CurveRun(animation: animation, from: current, to: newTarget, at: t)))
        case .modified:
            if entries.count == 1, case var .modified(previous) = entries[0], previous.merges(animation) {
                previous.merge(animation, to: newTarget, at: t)
                entries[0] = .modified(previous)
            } else if let run = ModifiedRun(
                animation, from: current, to: newTarget, at: t, unitScale: unitScale,
                stepsPerSecond: stepsPerSecond, evaluationRate: displayRate)
            {
                entries.append(.modified(run))
            }
        }
        sampler.reset()
        target = newTarget
    }

    /// A gesture-driven set without animation at `time`: the model value jumps to `value`
    /// (running animations continue on top of it) and the sample feeds the velocity sampler.
    public mutating func track(_ value: Value, at time: Double) {
        let t = clampTime(time)
        _ = evaluate(at: t)
        if value != target { interval = (hasAnimatorState(at: t) ? interval : .zero) + (value - target) }
        shiftRunningAnimations(by: value - target)
        target = value
        sampler.add(value, at: t)
    }

    /// Drops every running animation and velocity sample and jumps to `value`: what happens
    /// when a view gets a new identity.
    public mutating func reset(to value: Value, at time: Double) {
        _ = clampTime(time)
        entries.removeAll()
        sampler.reset()
        target = value
        interval = .zero
    }

    /// Whether an animator state is alive at `t` (already evaluated to `t`): an animation runs,
    /// or a gesture's velocity tracking does (`VelocitySampler.cutoff` after its last sample).
    func hasAnimatorState(at t: Double) -> Bool {
        !entries.isEmpty || sampler.isTracking(at: t)
    }

    mutating func shiftRunningAnimations(by delta: Value) {
        guard !entries.isEmpty else { return }
        for i in entries.indices {
            switch entries[i] {
            case var .fluid(run):
                run.shift(by: delta)
                entries[i] = .fluid(run)
            case var .curve(run):
                run.shift(by: delta)
                entries[i] = .curve(run)
            case var .modified(run):
                run.shift(by: delta)
                entries[i] = .modified(run)
            }
        }
    }

    /// The presented value at `time`.
    public mutating func value(at time: Double) -> Value {
        evaluate(at: clampTime(time)).0
    }

    /// The presented velocity at `time` (value units per second): the running animations'
    /// velocity (the fluid spring's, or the derivative of a combined stack, where Bézier entries
    /// and animations with modifiers report none — OSUI's `CustomAnimationModifier.velocity` is
    /// nil) plus the tracked gesture velocity while tracking.
    public mutating func velocity(at time: Double) -> Value {
        let t = clampTime(time)
        let v = evaluate(at: t).1
        return sampler.isTracking(at: t) ? v + sampler.velocity(at: t) : v
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
            case var .modified(run):
                value = run.advance(to: time, below: i == 0 ? run.from : value)
                entries[i] = .modified(run)
                velocity = .zero
                if run.isFinished { lastFinished = i }
            }
        }
        if lastFinished >= 0 {
            let finishedTarget: Value
            switch entries[lastFinished] {
            case let .fluid(run): finishedTarget = run.target
            case let .curve(run): finishedTarget = run.target
            case let .modified(run): finishedTarget = run.target
            }
            entries.removeFirst(lastFinished + 1)
            if !entries.isEmpty {
                switch entries[0] {
                case var .curve(next):
                    next.from = finishedTarget
                    entries[0] = .curve(next)
                case var .modified(next):
                    next.from = finishedTarget
                    entries[0] = .modified(next)
                case .fluid:
                    break
                }
            }
        }
        if entries.isEmpty {
            return (target, .zero)
        }
        return (value, velocity)
    }
}
