/// One running animation with modifiers (`delay`, `speed`, `repeat…`) as an entry of a
/// property's combined stack (`AnimatedProperty`): like a `CurveRun` it moves from the output of
/// the entries below it (or from `from` at the bottom) toward `target`, by SwiftUI's
/// `DefaultCombiningAnimation` rule output = below + animate(target − below, t − start).
///
/// It is evaluated on the display clock, like a fluid spring: evaluation j is at
/// start + j / `evaluationRate` (j = 0, 1, …; SwiftUI asks an animation once per display frame,
/// from the frame it starts on) and the value at any time is the latest evaluation's. That grid
/// decides where a repeat's runs begin (at the first evaluation after the previous run ended)
/// and when its springs step. Evaluations skipped between two reads use the entries below as
/// they are at the read.
struct ModifiedRun<Value: AnimatableVector>: Sendable {
    private(set) var animation: ModifiedAnimation<Value>
    private(set) var target: Value
    /// The value it starts from when it is the bottom entry.
    var from: Value
    let start: Double
    let evaluationRate: Int
    /// Evaluations run so far (the next one is `evaluations`).
    private(set) var evaluations = 0
    /// How far along its interval it was at the latest evaluation.
    private(set) var progress = Value.zero
    private(set) var isFinished = false

    init?(
        _ animation: Animation, from: Value, to target: Value, at start: Double, unitScale: Double,
        stepsPerSecond: Int, evaluationRate: Int
    ) {
        guard let modified = ModifiedAnimation<Value>(animation, unitScale: unitScale, stepsPerSecond: stepsPerSecond) else { return nil }
        self.animation = modified
        self.from = from
        self.target = target
        self.start = start
        self.evaluationRate = evaluationRate
    }

    /// Moves the start and the target by `delta` (a non-animated model change).
    mutating func shift(by delta: Value) {
        target = target + delta
        from = from + delta
    }

    /// Runs every evaluation up to `time` with the entries below presenting `below`, and returns
    /// the presented value (the target exactly once it has ended).
    mutating func advance(to time: Double, below: Value) -> Value {
        let last = latestEvaluation(at: time)
        while !isFinished && evaluations <= last {
            let elapsed = Double(evaluations) / Double(evaluationRate)
            if let value = animation.animate(target - below, time: elapsed) {
                progress = value
            } else {
                isFinished = true
            }
            evaluations += 1
        }
        return isFinished ? target : below + progress
    }

    /// Retargets to `newTarget` with `animation` (its `merges` holds) at `time`: SwiftUI keeps
    /// the running state and adds the new change to the interval.
    mutating func merge(_ newAnimation: Animation, to newTarget: Value, at time: Double) {
        animation.merge(newAnimation, at: time - start)
        target = newTarget
    }

    /// Whether `newAnimation` retargeting this run merges into it (see `ModifiedAnimation.merges`).
    func merges(_ newAnimation: Animation) -> Bool { animation.merges(newAnimation) }

    /// The latest evaluation index at or before `time` (a millionth of a frame early counts).
    private func latestEvaluation(at time: Double) -> Int {
        let exact = (time - start) * Double(evaluationRate)
        guard exact > 0 else { return 0 }
        return Int(min(exact + 1e-6, 1e15).rounded(.down))
    }
}
