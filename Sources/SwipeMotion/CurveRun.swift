/// One running closed-form animation (interpolatingSpring or Bézier) as an entry of a
/// combined stack: it moves from the output of the entries below it toward `target`.
struct CurveRun<Value: AnimatableVector>: Sendable {
    enum Shape: Sendable {
        case spring(Spring, initialVelocity: Double, duration: Double)
        case bezier(UnitCurve, duration: Double)
    }

    let shape: Shape
    private(set) var target: Value
    /// The value it starts from when it is the bottom entry.
    var from: Value
    let start: Double

    init(animation: Animation, from: Value, to target: Value, at start: Double) {
        switch animation {
        case let .interpolatingSpring(spring, v0):
            shape = .spring(spring, initialVelocity: v0, duration: CurveRun.springDuration(spring, initialVelocity: v0))
        case let .timingCurve(curve, duration):
            shape = .bezier(curve, duration: duration)
        case .fluidSpring, .modified:
            shape = .bezier(.linear, duration: 0)  // never used: these are not curve runs
        }
        self.from = from
        self.target = target
        self.start = start
    }

    /// When an interpolating spring ends: its settling time (ε = 0.001 of the interval)
    /// including its initial velocity.
    static func springDuration(_ spring: Spring, initialVelocity v0: Double) -> Double {
        spring.settlingDuration(initialVelocity: v0, epsilon: 0.001)
    }

    /// Moves the start and the target by `delta` (a non-animated model change).
    mutating func shift(by delta: Value) {
        target = target + delta
        from = from + delta
    }

    func isFinished(at time: Double) -> Bool {
        switch shape {
        case let .spring(_, _, duration): return time - start >= duration
        case let .bezier(_, duration): return time - start >= duration
        }
    }

    /// The unit fraction f and its rate df/dt at `time` (Bézier curves report no velocity,
    /// as in SwiftUI, so a spring taking over from one starts at rest).
    func fraction(at time: Double) -> (Double, Double) {
        let elapsed = max(0, time - start)
        switch shape {
        case let .spring(spring, v0, _):
            return (
                spring.value(target: 1, initialVelocity: v0, time: elapsed),
                spring.velocity(target: 1, initialVelocity: v0, time: elapsed)
            )
        case let .bezier(curve, duration):
            return (curve.value(at: elapsed / duration), 0)
        }
    }
}
