import SwipeMath

/// SwiftUI's `animate(value:time:context:)` for an animation with modifiers (`delay`, `speed`,
/// `repeatCount`, `repeatForever`), together with the state SwiftUI keeps in its
/// `AnimationContext` between calls (OpenSwiftUI `DelayAnimation.swift`, `SpeedAnimation.swift`,
/// `RepeatAnimation.swift`, `FluidSpringAnimation.swift`, `BezierAnimation.swift`,
/// `SpringAnimation.swift`).
///
/// `animate(_ interval:time:)` answers how far along `interval` (the change being animated)
/// the animation is `time` seconds after it began, or nil once it has ended. The modifiers map
/// the time from the outermost in: `delay(d)` asks the inner animation about max(0, t − d),
/// `speed(s)` about t·s, and a repeat about t − (the time its current run began). The base:
///
/// - **timing curve**: interval · curve(t / duration) while t ≤ duration, then nil;
/// - **interpolating spring**: interval · spring(t) (the closed form, unit target) while t is
///   below its settling duration (ε = 0.001), then nil;
/// - **fluid spring**: the stepped spring of `FluidSpring` run in the interval's coordinates —
///   its offset moves from 0 toward `interval`, which may change between calls when the entry
///   sits on top of other animations — with steps of 1/300 s while the step clock is behind t
///   (counted as whole steps from the last clock reset, never summed), OSUI's catch-up (a gap of
///   more than 1 s moves the clock to t − 1/60), and nil once it is at rest (`FluidSpring`'s
///   finish rule, measured against the current interval).
///
/// When a repeat's inner animation ends, SwiftUI replaces the whole context state with a fresh
/// one (`context.state = .init()`): the spring's offset, velocity, force and clock start again,
/// and the repeat records the run index and the time the next run begins. Like OpenSwiftUI's
/// single `RepeatState` key, one repeat state is shared by every repeat modifier of the
/// animation.
struct ModifiedAnimation<Value: AnimatableVector>: Sendable {
    /// What the modifiers wrap (never itself modified).
    enum Base: Sendable, Equatable {
        case fluid(response: Double, dampingFraction: Double, blendDuration: Double)
        case spring(Spring, initialVelocity: Double, settlingDuration: Double)
        case curve(UnitCurve, duration: Double)
    }

    /// The fluid base's spring state, in the interval's coordinates (OSUI `SpringState`).
    struct SpringState: Sendable {
        /// How far along the interval the spring is (value units).
        var offset = Value.zero
        var velocity = Value.zero
        /// The stored force (value units per s²).
        var force = Value.zero
        /// The step clock is `clockBase + steps / stepsPerSecond` seconds of animation time.
        var clockBase = 0.0
        var steps = 0
        var blendStart = 0.0
        /// previousResponse − response, seconds (0: no blend).
        var blendInterval = 0.0
    }

    private(set) var base: Base
    /// Innermost first, as `Animation.modifiers`.
    let modifiers: [AnimationModifier]
    let unitScale: Double
    let stepsPerSecond: Int
    private(set) var spring = SpringState()
    /// Runs finished so far and the animation time the current run began (OSUI `RepeatState`).
    private(set) var repeatIndex = 0
    private(set) var repeatTimeOffset = 0.0

    /// nil when `animation` has no modifiers (a plain animation is not run this way).
    init?(_ animation: Animation, unitScale: Double, stepsPerSecond: Int) {
        let modifiers = animation.modifiers
        guard !modifiers.isEmpty else { return nil }
        switch animation.unmodified {
        case let .fluidSpring(response, dampingFraction, blendDuration):
            base = .fluid(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
        case let .interpolatingSpring(spring, v0):
            base = .spring(spring, initialVelocity: v0, settlingDuration: CurveRun<Value>.springDuration(spring, initialVelocity: v0))
        case let .timingCurve(curve, duration):
            base = .curve(curve, duration: duration)
        case .modified:
            return nil  // `unmodified` never is
        }
        self.modifiers = modifiers
        self.unitScale = unitScale
        self.stepsPerSecond = stepsPerSecond
    }

    /// Whether the base is a fluid spring.
    var hasFluidBase: Bool {
        if case .fluid = base { return true }
        return false
    }

    /// The fluid base's velocity and stored force (zero for other bases): what a plain fluid
    /// spring replacing this animation starts with (OSUI: both live in the shared context state).
    var springVelocityAndForce: (Value, Value) { (spring.velocity, spring.force) }

    /// How far along `interval` the animation is at animation time `time` (seconds since it
    /// began), or nil when it has ended. Calls must come in time order.
    mutating func animate(_ interval: Value, time: Double) -> Value? {
        animate(interval, time: time, level: modifiers.count)
    }

    /// `level` modifiers still apply; modifiers[level − 1] is the outermost of them.
    private mutating func animate(_ interval: Value, time: Double, level: Int) -> Value? {
        guard level > 0 else { return animateBase(interval, time: time) }
        switch modifiers[level - 1] {
        case let .delay(seconds):
            return animate(interval, time: max(0, time - seconds), level: level - 1)
        case let .speed(factor):
            return animate(interval, time: time * factor, level: level - 1)
        case let .repeating(count, autoreverses):
            let isReversed = autoreverses && repeatIndex % 2 == 1
            guard let value = animate(interval, time: time - repeatTimeOffset, level: level - 1) else {
                let index = repeatIndex + 1
                spring = SpringState()
                repeatIndex = index
                repeatTimeOffset = time
                if let count, index >= count { return nil }
                return isReversed ? .zero : interval
            }
            return isReversed ? interval - value : value
        case .logicallyComplete:
            // Moves nothing (`AnimatedProperty` runs animations without it).
            return animate(interval, time: time, level: level - 1)
        }
    }

    private mutating func animateBase(_ interval: Value, time: Double) -> Value? {
        switch base {
        case let .curve(curve, duration):
            // OSUI `BezierAnimation.fraction(for:)`: ends once elapsed > duration. Times within a
            // nanosecond of the end count as the end, so n / rate grids land on it exactly.
            guard duration > 0, time <= duration + 1e-9 else { return nil }
            return interval.scaled(by: curve.value(at: min(max(time / duration, 0), 1)))
        case let .spring(spring, v0, settlingDuration):
            guard settlingDuration > time else { return nil }
            let sample = spring.value(target: 1, initialVelocity: v0, time: max(time, 0))
            guard sample.isFinite else { return nil }
            return interval.scaled(by: sample)
        case let .fluid(response, dampingFraction, blendDuration):
            return animateFluid(interval, time: time, response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
        }
    }

    private mutating func animateFluid(_ interval: Value, time: Double, response: Double, dampingFraction: Double, blendDuration: Double) -> Value? {
        var r = response
        if blendDuration > 0, spring.blendInterval != 0 {
            let p = min(max((time - spring.blendStart) / blendDuration, 0), 1)
            r = response + spring.blendInterval * (1 - p * p * (3 - 2 * p))
        }
        let k = FluidSpring<Value>.stiffness(response: r)
        if time.isFinite {
            let rate = Double(stepsPerSecond)
            if time - (spring.clockBase + Double(spring.steps) / rate) > 1 {
                spring.clockBase = time - 1.0 / 60
                spring.steps = 0
            }
            // The clock runs while behind `time`: the fewest whole steps that reach it (a
            // millionth of a step counts as reached, so exact grids do not take an extra step).
            let needed = Int(((time - spring.clockBase) * rate - 1e-6).rounded(.up))
            if needed > spring.steps {
                var x = spring.offset - interval
                FluidSpring.step(
                    &x, &spring.velocity, &spring.force, stiffness: k, dampingFraction: dampingFraction,
                    count: needed - spring.steps, stepsPerSecond: stepsPerSecond)
                spring.offset = x + interval
                spring.steps = needed
            }
        }
        let atRest = FluidSpring.isAtRest(
            displacement: spring.offset - interval, velocity: spring.velocity,
            force: spring.force, interval: interval, unitScale: unitScale)
        return atRest ? nil : spring.offset
    }

    /// Whether `animation` retargeting this one merges into it instead of combining on top:
    /// SwiftUI merges a modified animation only into the same modifiers (OSUI
    /// `CustomAnimationModifier.shouldMerge`: `self == previous`, then the bases), and of the
    /// bases only a fluid spring merges (`FluidSpringAnimation.shouldMerge`; curves and
    /// interpolating springs never do). OpenSwiftUI's `CustomAnimationModifiedContent` passes its
    /// own modifier as `previous`, which would make any two delays equal; SwipeSim reads the
    /// modifier's `self == previous` as comparing with the previous animation's modifier.
    func merges(_ animation: Animation) -> Bool {
        guard hasFluidBase, animation.modifiers == modifiers else { return false }
        if case .fluidSpring = animation.unmodified { return true }
        return false
    }

    /// Takes on `animation`'s fluid spring at animation time `time` (its `merges` holds), as
    /// `FluidSpringAnimation.shouldMerge` does: offset, velocity and force carry over, the clock
    /// restarts at the base's time, and a different response starts a blend. The
    /// base's time is `time` through the delays and speeds (a repeat passes it unchanged, as
    /// OSUI's default `shouldMerge` does).
    mutating func merge(_ animation: Animation, at time: Double) {
        guard case let .fluid(oldResponse, _, _) = base,
            case let .fluidSpring(response, dampingFraction, blendDuration) = animation.unmodified
        else { return }
        var baseTime = time
        for modifier in modifiers.reversed() {
            switch modifier {
            case let .delay(seconds): baseTime = max(0, baseTime - seconds)
            case let .speed(factor): baseTime *= factor
            case .repeating, .logicallyComplete: break
            }
        }
        spring.clockBase = baseTime
        spring.steps = 0
        if response != oldResponse {
            spring.blendInterval = oldResponse - response
            spring.blendStart = baseTime
        }
        base = .fluid(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }
}
