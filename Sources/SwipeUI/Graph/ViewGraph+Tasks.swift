#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
extension ViewGraph {
    /// Starts the `.task` of the event node `identity` (at `typePath`) on the virtual-time
    /// executor, cancelling the one it replaces, and runs it to its first suspension.
    func startTask(_ event: TaskEvent, identity: ViewIdentity, typePath: String) {
        let view = record(for: identity)
        if let old = view.task {
            view.task = nil
            old.task?.cancel()
        }
        let record = TaskRecord(typePath: typePath, id: event.id)
        let action = event.action
        record.task = TaskRecord.$current.withValue(record) {
            ViewGraph.$current.withValue(self) {
                Task(executorPreference: taskExecutor) {
                    await action()
                    record.markFinished()
                }
            }
        }
        let kept = self.record(for: identity)
        kept.task = record
        kept.hasLifecycle = true
        drainTasks()
    }

    /// Cancels the tasks of the views in `identities` (gone, or whose `id` changed), in a
    /// fixed order, and lets them run to their next suspension.
    func cancelTasks(_ identities: [ViewIdentity]) {
        for identity in identities.sorted(by: { $0.description < $1.description }) {
            guard let view = records[identity], let running = view.task else { continue }
            view.task = nil
            running.task?.cancel()
        }
        drainTasks()
    }

    /// At the end of a run: cancels every task and, when `running`, gives them a few rounds to
    /// finish; any still running after that is abandoned (its Swift task is left suspended).
    func cancelAllTasks(running: Bool) {
        let all = viewsWithTasks()
        guard running else {
            for identity in all { records[identity]?.task?.task?.cancel() }
            return
        }
        cancelTasks(all)
        var rounds = 0
        while taskExecutor.hasJobs, rounds < 8 {
            _ = taskExecutor.drain()
            rounds += 1
        }
    }

    /// Runs every queued job of the tasks, then reports tasks that wait on something SwipeSim
    /// does not drive (once per task path), and a task that never stops yielding as an error.
    func drainTasks() {
        guard taskExecutor.hasJobs || records.values.contains(where: { $0.task != nil }) else { return }
        taskStateWrites = 0
        if !taskExecutor.drain() {
            pendingError =
                pendingError
                ?? SwipeUIError(
                    typePath: "",
                    message:
                        "a .task ran \(VirtualTaskExecutor.maximumJobsPerDrain) steps in one display frame without sleeping (a loop of Task.yield() or of a cancelled Task.sleep whose error is ignored); make the loop sleep with try await Task.sleep(for:), or stop it when Task.isCancelled"
                )
            return
        }
        for identity in viewsWithTasks() {
            guard let record = records[identity]?.task, !record.isFinished, !record.isSleeping else { continue }
            warnings.note(
                key: ".task waiting \(record.typePath)",
                "\(record.typePath): the task is waiting for something SwipeSim does not run on the virtual clock (code bound to an actor other than the main actor, a real clock's sleep, I/O); it resumes only if that finishes during the run, at a frame that depends on wall time. Sleep with Task.sleep(for:) and keep the task's code on the main actor or nonisolated"
            )
        }
    }

    /// The identities of the views with a `.task`, in a fixed order (by their paths).
    private func viewsWithTasks() -> [ViewIdentity] {
        records.compactMap { $0.value.task == nil ? nil : $0.key }.sorted(by: { $0.description < $1.description })
    }

    /// Most state writes `.task` code may make in one display frame's run of the tasks: a
    /// task that loops without ever suspending (`while !Task.isCancelled { progress += 1 }`)
    /// would keep the frame from ending. Past it the task is cancelled, so a loop that checks
    /// `Task.isCancelled` stops, and the run ends with an error naming the task's view. A loop
    /// that checks nothing cannot be stopped from outside (Swift tasks are cancelled
    /// cooperatively).
    static let maximumTaskStateWritesPerFrame = 1_000_000

    /// Counts a state write made by the `.task` of `record`. A task still writing twice the
    /// budget after it was cancelled ignores cancellation and cannot be stopped: the run will
    /// not return, so that is said on standard error, the only place the user can see it.
    func noteStateWrite(by record: TaskRecord) {
        taskStateWrites += 1
        if taskStateWrites == 2 * ViewGraph.maximumTaskStateWritesPerFrame {
            let text =
                "SwipeSim: \(record.typePath): the .task keeps writing state after it was cancelled (a loop that neither awaits nor checks Task.isCancelled); it cannot be stopped, so the simulation cannot end. Await in the loop, or end it when Task.isCancelled\n"
            fputs(text, stderr)
        }
        guard taskStateWrites == ViewGraph.maximumTaskStateWritesPerFrame else { return }
        record.task?.cancel()
        pendingError =
            pendingError
            ?? SwipeUIError(
                typePath: record.typePath,
                message:
                    "the .task wrote state \(ViewGraph.maximumTaskStateWritesPerFrame) times in one display frame without suspending (a loop that never awaits), so the frame would never end; it was cancelled. Await in the loop (try await Task.sleep(for: .milliseconds(16)) per step) or compute the result first and write it once"
            )
    }
}
