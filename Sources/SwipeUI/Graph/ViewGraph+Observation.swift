import Observation

extension ViewGraph {
    /// Runs one update's body evaluation and layout (`work`) while Observation records which
    /// properties of `@Observable` objects it reads — in views' bodies, custom modifiers' bodies
    /// and the closures evaluated for them (a `ForEach`'s content, a `GeometryReader`'s). A later
    /// change to one of them invalidates the graph in the transaction of that change
    /// (`withAnimation { model.cards.removeFirst() }` animates, a write in a gesture's
    /// `onChanged` is velocity tracked), exactly as a `@State` write does. A property nothing
    /// read invalidates nothing: SwiftUI's granularity, per property read. (One scope per update
    /// rather than one per body: every invalidation re-evaluates every body from the root, so
    /// the two invalidate the same updates, and one costs a single registration per update.)
    ///
    /// Registrations are made again at each update, so only the latest update's are current:
    /// each carries its update's number and an older one that fires is ignored (Observation
    /// has no public way to cancel a registration; SwiftUI uses private API). An ignored
    /// registration stays in the object's registrar until one of the properties it read
    /// changes or the object is freed.
    func trackingObservedReads<Result>(_ work: () throws -> Result) throws -> Result {
        // Observation exists from macOS 14 on Apple platforms; before it nothing is @Observable.
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return try work() }
        // `onChange` is an autoclosure, made only when something read a tracked property.
        return try withObservationTracking({ Swift.Result { try work() } }, onChange: observedPropertyChangeHandler()).get()
    }

    private func observedPropertyChangeHandler() -> @Sendable () -> Void {
        let update = updateCount
        return { [weak self] in
            guard let self, self.updateCount == update else { return }
            self.stateDidChange()
        }
    }
}
