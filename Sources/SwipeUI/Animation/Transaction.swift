import SwipeMotion

/// The context of a state change, as SwiftUI's `Transaction`: the animation that changes made
/// in it use, unless a `.animation(_:value:)` modifier whose value changed overrides it.
public struct Transaction {
    public var animation: Animation?
    /// When true, `.animation` modifiers do not override `animation`.
    public var disablesAnimations = false
    /// Set by SwipeSim for changes made by a gesture while it runs (its values are velocity
    /// tracked, so a spring started when it ends inherits the finger's velocity).
    public var isContinuous = false
    /// Completions waiting for the animations this transaction starts (`addAnimationCompletion`).
    var completionListeners: [AnimationCompletionListener] = []

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in a transaction with `animation`, as SwiftUI's `withAnimation`: state changed
/// inside animates with it (SwiftUI's default animation when none is given). Changes take effect
/// on the simulation's current display frame.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    if let graph = ViewGraph.current { transaction.isContinuous = graph.transaction.isContinuous }
    return try withTransaction(transaction, body)
}

/// Runs `body` in `transaction`. Outside a simulation nothing animates, so its completions
/// run right after `body`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    guard let graph = ViewGraph.current else {
        defer { for listener in transaction.completionListeners { listener.action() } }
        return try body()
    }
    return try graph.perform(in: transaction, body)
}
