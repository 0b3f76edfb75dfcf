import SwipeRaster
import SwipeBase

/// The executor every `.task` of a simulation runs on, so that async code runs on the virtual
/// clock, deterministically, on the simulation's own thread.
///
/// A `.task`'s body is started as `Task(executorPreference: executor)`: its code is enqueued
/// here as jobs, which run only when the graph calls `drain()` — when the task starts (the
/// display frame its view appears), when one of SwipeUI's `Task.sleep`s is due (a timer on the
/// display clock, as `asyncAfter` is) and when tasks are cancelled. Jobs run in the order they
/// were enqueued, one at a time, synchronously, so a task body runs to its next suspension
/// within the display frame that resumed it and its state changes are applied in that frame's
/// transaction. Nothing here reads the wall clock.
///
/// The body of a view's `.task` is `@MainActor` code (it inherits the view's isolation, as in
/// SwiftUI), and so are the view models it awaits. The graph drains only on the main actor
/// (`SimulationRun` checks it), synchronously, so each job runs isolated to the main actor
/// (`runSynchronously(isolatedTo:taskExecutor:)`): a hop to `@MainActor` code inside it —
/// `await model.load()`, `await MainActor.run { … }` — finds the task already there and goes on
/// in the same drain, and nonisolated async code (SwipeUI's `Task.sleep`) comes back here, the
/// task's preferred executor. Without that, every such hop would queue the task on the main
/// dispatch queue, which the running simulation occupies until it returns.
///
/// Code bound to another actor, or awaiting something SwipeSim does not drive (a real clock, a
/// network call), leaves the task waiting outside this executor: `ViewGraph.drainTasks()`
/// reports it in `Simulation.warnings`, since it could resume only on wall time.
final class VirtualTaskExecutor: TaskExecutor, @unchecked Sendable {
    /// Most jobs one `drain()` runs: more means a task that keeps yielding without ever waiting
    /// on virtual time (`while true { await Task.yield() }`), which would never let the frame end.
    static let maximumJobsPerDrain = 10_000

    private let lock = Lock()
    /// Queued jobs, each with whether `TaskCapture` took it from the global or main executor.
    private var jobs: [(job: UnownedJob, captured: Bool)] = []
    private var head = 0
    /// Tasks in SwipeUI's `Task.yield()`, resumed once the jobs queued before them have run.
    private var yielded: [UnsafeContinuation<Void, Never>] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append((job, false)) }
    }

    /// A job `TaskCapture` took from the global or main executor: it is run on the main actor's
    /// executor, so a hop to main-actor code goes on inline and nonisolated code comes back
    /// through `TaskCapture` (run with this executor as its task executor, such a task's hop
    /// to the main actor would bypass the capture and wait on the main queue).
    func enqueue(unowned job: UnownedJob) {
        lock.withLock { jobs.append((job, true)) }
    }

    /// Resumes `continuation` after every job queued now has run (`Task.yield()`).
    func resumeAfterQueuedJobs(_ continuation: UnsafeContinuation<Void, Never>) {
        lock.withLock { yielded.append(continuation) }
    }

    /// Runs queued jobs, oldest first, until none is left (jobs they enqueue included, and the
    /// yielded tasks, resumed in the order they yielded). Returns false when it stopped after
    /// `maximumJobsPerDrain` with jobs still queued.
    func drain() -> Bool {
        var count = 0
        while true {
            while let (job, captured) = nextJob() {
                if captured {
                    job.runSynchronously(on: MainActor.sharedUnownedExecutor)
                } else if #available(macOS 15.0, iOS 18.0, *) {
                    job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
                } else {
                    // Older macOS lacks the call: main-actor code there waits for the main
                    // queue and is reported as a waiting task.
                    job.runSynchronously(on: asUnownedTaskExecutor())
                }
                count += 1
                if count >= VirtualTaskExecutor.maximumJobsPerDrain { return !hasJobs }
            }
            let resumed: [UnsafeContinuation<Void, Never>] = lock.withLock {
                defer { yielded.removeAll() }; return yielded
            }
            if resumed.isEmpty { return true }
            for continuation in resumed { continuation.resume() }
        }
    }

    var hasJobs: Bool { lock.withLock { head < jobs.count || !yielded.isEmpty } }

    private func nextJob() -> (UnownedJob, Bool)? {
        lock.withLock {
            guard head < jobs.count else {
                jobs.removeAll(keepingCapacity: true)
                head = 0
                return nil
            }
            defer { head += 1 }
            return jobs[head]
        }
    }
}

/// One running `.task`: its Swift `Task`, the value of its `id:` and whether it is waiting in
/// SwipeUI's `Task.sleep` (so the graph can tell a task waiting on virtual time from one
/// waiting on something SwipeSim cannot drive).
final class TaskRecord: @unchecked Sendable {
    /// The record of the `.task` whose body is running (a task-local: set when the task is
    /// made, inherited by its child tasks); nil in any other task.
    @TaskLocal static var current: TaskRecord?

    let typePath: String
    let id: AnyEquatable?
    private let lock = Lock()
    private var sleeping = 0
    private var finished = false
    var task: Task<Void, Never>?

    init(typePath: String, id: AnyEquatable?) {
        self.typePath = typePath
        self.id = id
    }

    var isFinished: Bool { lock.withLock { finished } }
    var isSleeping: Bool { lock.withLock { sleeping > 0 } }
    func markFinished() { lock.withLock { finished = true } }
    func beginSleep() { lock.withLock { sleeping += 1 } }
    func endSleep() { lock.withLock { sleeping -= 1 } }
}
