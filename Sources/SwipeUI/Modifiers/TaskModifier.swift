extension View {
    /// SwiftUI's `.task`: starts `action` as an async task when the view appears and cancels it
    /// when the view disappears.
    ///
    /// In a simulation the task runs on the virtual clock (`VirtualTaskExecutor`): its body runs
    /// on the display frame the view appears, after the `onAppear`s of that update, until its
    /// first suspension; `try await Task.sleep(for:)` / `(nanoseconds:)` inside resumes it at the
    /// first display frame at or after the deadline, in a fresh transaction (so `withAnimation`
    /// inside animates, and a change without one shows at that frame). The same deck gives the
    /// same frames on every run. `priority` is accepted and changes nothing (one task runs at a
    /// time, in the order they were resumed). The body keeps the isolation of the code that
    /// writes it — the main actor, in a view's `body` — as SwiftUI's does (its `action` is
    /// `sending @escaping @isolated(any) () async -> Void`,
    /// developer.apple.com/documentation/swiftui/view/task(priority:_:); here
    /// `@_inheritActorContext`), so it reads and writes the view's state and awaits `@MainActor`
    /// view models, all on the virtual clock (`VirtualTaskExecutor`). Awaiting something SwipeSim
    /// does not drive (another actor, a real clock, the network) is reported in
    /// `Simulation.warnings`.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        node(".task", .events(ViewEvents(task: TaskEvent(id: nil, action: action))))
    }

    /// `.task(id:)`: as `.task`, and when `value` changes in an update the running task is
    /// cancelled and a new one started (SwiftUI's rule), at that update's display frame.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        node(".task", .events(ViewEvents(task: TaskEvent(id: AnyEquatable(value), action: action))))
    }
}

/// A `.task` as the graph keeps it: what to run and the value of its `id:`.
struct TaskEvent {
    let id: AnyEquatable?
    let action: @Sendable () async -> Void
}
