extension ViewGraph {
    /// After a transaction's changes are applied: its completions wait for the animations they
    /// started, or run now if they started none (SwiftUI calls such a completion right after
    /// the transaction's update).
    func arm(_ listeners: [AnimationCompletionListener]) {
        for listener in listeners where !completionListeners.contains(where: { $0 === listener }) {
            if listener.startedAnimations {
                completionListeners.append(listener)
            } else {
                perform(in: Transaction(), listener.action)
            }
        }
    }

    /// Runs, in registration order and each in a fresh transaction, the completions whose
    /// animations the display frame at `time` presented complete.
    func runDueCompletions(presentedAt time: Double) {
        guard !completionListeners.isEmpty else { return }
        let due = completionListeners.filter { $0.isComplete(at: time) }
        guard !due.isEmpty else { return }
        completionListeners.removeAll { listener in due.contains { $0 === listener } }
        for listener in due { perform(in: Transaction(), listener.action) }
    }
}
