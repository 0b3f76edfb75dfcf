/// The rest of Dispatch's queue API that deck code calls, on SwipeUI's `DispatchQueue`: a file
/// that says `import Foundation` beside `import SwiftUI` sees this queue type, not Dispatch's
/// (`DispatchQueue.swift`), so what compiled against Dispatch's must compile here too.
///
/// A simulation has one thread and one clock. A queue of the deck's own (`DispatchQueue(label:)`)
/// runs its work as the main queue does: on the virtual clock, in deadline order, then in the
/// order it was scheduled, whichever queue it was given to; a quality of service, attributes,
/// a target and flags (a `.barrier`) change nothing. `sync` runs its work at once, on the
/// calling thread, and returns its result (on iOS, `DispatchQueue.main.sync` called on the main
/// thread deadlocks instead). A work item runs as a closure does, unless it was cancelled first.
///
/// Each is a disfavoured overload: a file that imports SwipeUI and Foundation directly sees both
/// queue types, and there Dispatch's own member is chosen where both fit, as before these existed.
extension DispatchQueue {
    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    /// A queue of the deck's own, named `label`.
    @_disfavoredOverload
    public convenience init(
        label: String, qos: Dispatch.DispatchQoS = .unspecified, attributes: Attributes = [],
        autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
    ) {
        self.init(name: label)
    }

    /// Runs `work` at the first display frame at or after `deadline`.
    @_disfavoredOverload
    public func asyncAfter(
        deadline: DispatchTime, qos: Dispatch.DispatchQoS = .unspecified, flags: Dispatch.DispatchWorkItemFlags = [],
        execute work: @escaping () -> Void
    ) {
        asyncAfter(deadline: deadline, execute: work)
    }
    /// Runs `work` on the current display frame, after the code that scheduled it.
    @_disfavoredOverload
    public func async(qos: Dispatch.DispatchQoS = .unspecified, flags: Dispatch.DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
        asyncAfter(deadline: .now(), execute: work)
    }

    /// Runs `workItem` at the first display frame at or after `deadline`, unless it is
    /// cancelled before then (Dispatch, `DispatchWorkItem.cancel()`: a cancelled work item
    /// returns at once when it is run) — the idiom of a swipe that can be undone.
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute workItem: Dispatch.DispatchWorkItem) {
        asyncAfter(deadline: deadline) { Self.perform(workItem) }
    }
    /// Runs `workItem` on the current display frame, unless it is cancelled before then.
    @_disfavoredOverload
    public func async(execute workItem: Dispatch.DispatchWorkItem) {
        asyncAfter(deadline: .now()) { Self.perform(workItem) }
    }

    /// Runs `work` now and returns its result.
    @_disfavoredOverload
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
    /// Runs `work` now and returns its result.
    @_disfavoredOverload
    public func sync<T>(flags: Dispatch.DispatchWorkItemFlags, execute work: () throws -> T) rethrows -> T { try work() }
    /// Runs `workItem` now, unless it was cancelled.
    @_disfavoredOverload
    public func sync(execute workItem: Dispatch.DispatchWorkItem) { Self.perform(workItem) }

    /// The iterations in order, 0 to `iterations` − 1, on the calling thread, so that the result
    /// is the same on every run.
    @_disfavoredOverload
    public static func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {
        for index in 0..<max(iterations, 0) { work(index) }
    }

    private static func perform(_ workItem: Dispatch.DispatchWorkItem) {
        if !workItem.isCancelled { workItem.perform() }
    }
}
