import Dispatch
import SwipeRaster
import SwipeBase

/// `try await Task.sleep(for: .seconds(0.5))` and `Task.sleep(nanoseconds:)` inside a `.task`
/// sleep **virtual** time: the task resumes at the first display frame at or after
/// now + `duration` (as `DispatchQueue.main.asyncAfter` does: SwipeMotion README, "Gestures and the display clock"), in a fresh
/// transaction, whatever the wall clock does.
///
/// These are SwipeUI's declarations with the standard library's signatures; Swift prefers a
/// declaration of an importing module over the same one in the module it imports, so in any file
/// that imports SwipeUI these are the ones called (tested: `TaskModifierTests`). Like the
/// standard library's, a sleep throws `CancellationError` when the task is cancelled (its view
/// disappeared, or its `id` changed), at once if it already was — after yielding once, so a
/// loop that ignores the error cannot keep the frame from ending.
///
/// A `Task { }` the views start while a run steps them runs on the run's executor too
/// (`TaskCapture`) and sleeps virtual time the same way. Elsewhere (a task started outside the
/// run), virtual time cannot be slept: the sleep is a real one on the continuous clock, and
/// the simulation notes it in `Simulation.warnings`.
/// Other clocks (`Task.sleep(until:clock:)`, `ContinuousClock().sleep(for:)`) are not
/// intercepted and sleep real time; a `.task` waiting on one is reported the same way.
extension Task where Success == Never, Failure == Never {
    public static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        // 441 ticks per nanosecond, 10⁹ attoseconds per nanosecond: exact to the tick.
        let fraction = (Double(attoseconds) * 441 / 1e9).rounded()
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: VirtualTime.ticksPerSecond)
        let ticks = overflow ? Int64.max / 4 : min(whole, Int64.max / 4) + Int64(fraction)
        try await sleepOnVirtualClock(VirtualTime(ticks: ticks), real: duration)
    }

    public static func sleep(nanoseconds duration: UInt64) async throws {
        let nanoseconds = Int64(min(duration, UInt64(Int64.max / 4 / 441)))
        try await sleepOnVirtualClock(VirtualTime(ticks: nanoseconds * 441), real: .nanoseconds(nanoseconds))
    }

    private static func sleepOnVirtualClock(_ interval: VirtualTime, real: Duration) async throws {
        // A `.task`, or a task the views started while the run captures their tasks.
        let record = TaskRecord.current
        guard let graph = ViewGraph.current, record != nil || TaskCapture.isCapturing(into: graph.taskExecutor) else {
            ViewGraph.current?.warnings.note(
                key: "Task.sleep outside .task",
                "Task.sleep: a task that is not a view's .task slept \(real) of real time (a Task { } started by a callback runs on Swift's global executor, which SwipeSim does not drive); use .task { } or DispatchQueue.main.asyncAfter for work on the virtual clock"
            )
            try await ContinuousClock().sleep(until: .now.advanced(by: real), tolerance: nil)
            return
        }
        if Task<Never, Never>.isCancelled {
            await Task<Never, Never>.yield()
            throw _Concurrency.CancellationError()
        }
        let sleeper = VirtualSleeper()
        record?.beginSleep()
        defer { record?.endSleep() }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                sleeper.arm(continuation)
                graph.schedule(at: graph.now + interval, origin: record?.typePath ?? "Task") { [weak graph] in
                    sleeper.resume(throwing: nil)
                    graph?.drainTasks()
                }
            }
        } onCancel: {
            sleeper.resume(throwing: _Concurrency.CancellationError())
        }
    }
}

extension Task where Success == Never, Failure == Never {
    /// `await Task.yield()` inside a `.task` lets the other queued work of the simulation run
    /// first, then goes on in the same display frame: the task waits at the back of its
    /// executor's queue (`VirtualTaskExecutor`). The standard library's yield would resume a
    /// `.task` body — main-actor code — through the main dispatch queue, which the running
    /// simulation occupies. Outside a `.task` of a running simulation, the task is resumed from
    /// Dispatch's global queue, as the standard library's yield resumes it from the global
    /// executor. A task that only yields is stopped by `VirtualTaskExecutor.maximumJobsPerDrain`.
    public static func yield() async {
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            if let graph = ViewGraph.current, TaskRecord.current != nil || TaskCapture.isCapturing(into: graph.taskExecutor) {
                graph.taskExecutor.resumeAfterQueuedJobs(continuation)
            } else {
                Dispatch.DispatchQueue.global().async { continuation.resume() }
            }
        }
    }
}

/// One pending virtual sleep: resumed once, by its timer or by cancellation, whichever comes
/// first (the other finds it already resumed).
private final class VirtualSleeper: @unchecked Sendable {
    private let lock = Lock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var pendingError: Error??

    func arm(_ continuation: CheckedContinuation<Void, Error>) {
        let early: Error?? = lock.withLock {
            if pendingError == nil { self.continuation = continuation }
            return pendingError
        }
        if let early { resume(continuation, early) }
    }

    func resume(throwing error: Error?) {
        let waiting: CheckedContinuation<Void, Error>? = lock.withLock {
            if continuation == nil, pendingError == nil { pendingError = .some(error) }
            defer { continuation = nil }
            return continuation
        }
        if let waiting { resume(waiting, error) }
    }

    private func resume(_ continuation: CheckedContinuation<Void, Error>, _ error: Error?) {
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
}
