import SwipeMotion

/// When a `withAnimation(_:completionCriteria:_:completion:)` completion runs (iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Storage: Hashable, Sendable { case logicallyComplete, removed }
    let storage: Storage

    /// When every animation the transaction started is logically complete, though it may
    /// still be in its long tail: a fluid spring (`spring`, `snappy`, `bouncy`, …) `response`
    /// seconds after it starts, an interpolating spring after one period 2π/√stiffness, a
    /// timing curve when it ends (OpenSwiftUI's `FluidSpringAnimation`/`SpringAnimation`).
    /// Later changes that animate the same properties do not delay it.
    public static let logicallyComplete = AnimationCompletionCriteria(storage: .logicallyComplete)
    /// When every property the transaction animated has stopped animating (its views removed
    /// or at rest), later animations on them included.
    public static let removed = AnimationCompletionCriteria(storage: .removed)
}

/// A completion registered in a transaction and the animations it waits for.
final class AnimationCompletionListener {
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
    /// The latest logical completion time of the animations started with it (seconds).
    private(set) var deadline: Double?
    /// The animators those animations run on (`.removed` waits until none of them animates).
    private(set) var animators: [NodeAnimators] = []

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    var startedAnimations: Bool { deadline != nil }

    /// `animation` started on `animators` at `time`.
    func started(_ animation: Animation, on animators: NodeAnimators, at time: Double) {
        deadline = max(deadline ?? time, time + Self.logicalDuration(of: animation))
        if criteria == .removed, !self.animators.contains(where: { $0 === animators }) { self.animators.append(animators) }
    }

    /// Whether its completion is due, the animations having been presented at `time`. A deadline
    /// within a nanosecond after the frame counts as reached, as a timing curve's end does
    /// (`ModifiedAnimation`): 0.1 s + 0.2 s is 0.30000000000000004 in binary floating point, and
    /// the frame at 18 / 60 s presents it.
    func isComplete(at time: Double) -> Bool {
        switch criteria.storage {
        case .logicallyComplete: return (deadline ?? time) <= time + 1e-9
        case .removed: return !animators.contains { $0.isAnimating(at: time) }
        }
    }

    /// Seconds from its start after which `animation` counts as logically complete (infinity:
    /// never). A fluid or interpolating spring flags itself complete part-way (`completionFlag`);
    /// anything else is complete when it ends (`endTime`).
    static func logicalDuration(of animation: Animation) -> Double {
        completionFlag(of: animation) ?? endTime(of: animation)
    }

    /// When `animation` sets SwiftUI's `isLogicallyComplete` flag, if it ever does: a fluid spring
    /// `response` after it starts, an interpolating spring after 2π/√k; a delay or speed moves
    /// the base's time (max(0, t − d), t·s), and a repeat passes on its first run's flag;
    /// `logicallyComplete(after: d)` sets it at d, or earlier when the base flags or ends earlier.
    static func completionFlag(of animation: Animation) -> Double? {
        switch animation {
        case let .fluidSpring(response, _, _): return response
        case let .interpolatingSpring(spring, _): return spring.stiffness > 0 ? 2 * Double.pi / spring.stiffness.squareRoot() : 0
        case .timingCurve: return nil
        case let .modified(base, .logicallyComplete(after)):
            // Apple, `logicallyComplete(after:)`: at `after` "if it has not already logically
            // completed", and no later than the base ends.
            return min(max(after, 0), completionFlag(of: base) ?? endTime(of: base))
        case let .modified(base, modifier):
            guard let flag = completionFlag(of: base) else { return nil }
            if case .repeating = modifier { return flag }
            return modifiedTime(flag, by: modifier)
        }
    }

    /// When `animation` ends (infinity: never, or not known in closed form — a fluid spring,
    /// which flags completion first): a timing curve after its duration, an interpolating spring
    /// after its settling time, a repeat after `count` runs (each run taken at its base's length).
    static func endTime(of animation: Animation) -> Double {
        switch animation {
        case .fluidSpring: return .infinity
        case let .interpolatingSpring(spring, v0): return spring.settlingDuration(initialVelocity: v0, epsilon: 0.001)
        case let .timingCurve(_, duration): return duration
        case let .modified(base, modifier):
            return modifiedTime(endTime(of: base), by: modifier)
        }
    }

    /// The time at which a base animation reaching `baseTime` runs under `modifier`.
    private static func modifiedTime(_ baseTime: Double, by modifier: AnimationModifier) -> Double {
        switch modifier {
        case let .delay(seconds): return baseTime > 0 ? baseTime + max(seconds, 0) : baseTime
        case let .speed(factor): return baseTime == 0 ? 0 : (factor > 0 ? baseTime / factor : .infinity)
        case let .repeating(count, _):
            guard let count else { return .infinity }
            return baseTime * Double(max(count, 1))
        case .logicallyComplete: return baseTime
        }
    }
}

extension Transaction {
    /// Runs `completion` once when the animations this transaction starts are complete by
    /// `criteria`, in a fresh transaction; at once, after the transaction's changes, if it
    /// starts none.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        completionListeners.append(AnimationCompletionListener(criteria: criteria, action: completion))
    }
}

/// `withAnimation` with a completion (iOS 17): `completion` runs once the animations `body`'s
/// changes start are complete by `completionCriteria` — at the first display frame after the
/// one that presents them complete, as SwiftUI runs it after that frame's update.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    if let graph = ViewGraph.current { transaction.isContinuous = graph.transaction.isContinuous }
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
