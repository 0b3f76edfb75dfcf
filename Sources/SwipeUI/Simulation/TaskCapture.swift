#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeBase

/// Runs the unstructured tasks a deck starts during a simulation — `Task { await load() }` in
/// a view model's `init`, `Task { … }` in a button action or `.onAppear` — on the simulation's
/// `VirtualTaskExecutor`, so they run on the virtual clock, deterministically, as `.task`s do.
///
/// On iOS such a task runs on the main actor (or the global pool) moments after it is made,
/// before the next frame is drawn. A simulation occupies the main thread until it returns, so
/// without this the task would wait for the main queue until the run ended and the deck would
/// render without what it loads. While a run steps its views (`SimulationRun.next`), every job
/// the simulating thread hands to the global concurrent executor or to the main actor's
/// executor goes to the run's executor instead (the Swift runtime's
/// `swift_task_enqueueGlobal_hook` and `swift_task_enqueueMainExecutor_hook`, declared in its
/// public header `swift/Runtime/Concurrency.h`, through which it sends those jobs); the run
/// drains it at the start of every display frame, so work started in one frame changes what
/// the next one shows. Jobs from other threads, and every job outside a run, go where they
/// would have gone (an earlier hook, else the runtime's own executor).
enum TaskCapture {
    typealias Original = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    private static let lock = Lock()
    nonisolated(unsafe) private static var target: (thread: pthread_t, executor: VirtualTaskExecutor)?
    nonisolated(unsafe) private static var previousGlobal: Hook?
    nonisolated(unsafe) private static var previousMain: Hook?

    /// The hooks, installed once on first use; false where the runtime lacks them.
    private static let installed: Bool = {
        guard let global = hook(named: "swift_task_enqueueGlobal_hook"), let main = hook(named: "swift_task_enqueueMainExecutor_hook") else {
            return false
        }
        previousGlobal = global.pointee
        previousMain = main.pointee
        global.pointee = { job, original in TaskCapture.route(job, original, previous: TaskCapture.previousGlobal) }
        main.pointee = { job, original in TaskCapture.route(job, original, previous: TaskCapture.previousMain) }
        return true
    }()

    private static func hook(named name: String) -> UnsafeMutablePointer<Hook?>? {
        #if canImport(Darwin)
            let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), name)  // RTLD_DEFAULT
        #else
            let symbol = dlsym(dlopen(nil, RTLD_NOW), name)
        #endif
        return symbol?.assumingMemoryBound(to: Hook?.self)
    }

    /// Runs `body` with the jobs this thread enqueues going to `executor` (nested calls: the
    /// innermost executor, the outer one restored after).
    static func capturing<T>(into executor: VirtualTaskExecutor, _ body: () throws -> T) rethrows -> T {
        guard installed else { return try body() }
        let outer = lock.withLock { () -> (thread: pthread_t, executor: VirtualTaskExecutor)? in
            defer { target = (pthread_self(), executor) }
            return target
        }
        defer { lock.withLock { target = outer } }
        return try body()
    }

    /// Runs the main dispatch queue's waiting work, where a main-actor `Task { … }` goes: the
    /// runtime queues main-actor jobs there without a hook (Swift 6's main executor is Dispatch's
    /// main queue). Only on the main thread outside any job (a synchronous XCTest method, a
    /// tool's top-level code), where nothing else is draining that queue; elsewhere such tasks
    /// wait for the main queue as before. Dispatch's `_dispatch_main_queue_callback_4CF` is the
    /// call Foundation's run loop makes to drain it on Linux.
    static func drainMainQueue() {
        #if os(Linux)
            guard let drain = mainQueueCallback, MainActorCheck.isOutsideAnyJobOnMainThread else { return }
            drain(nil)
        #endif
    }

    #if os(Linux)
        private typealias MainQueueCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void
        private static let mainQueueCallback: MainQueueCallback? = {
            dlsym(dlopen(nil, RTLD_NOW), "_dispatch_main_queue_callback_4CF").map { unsafeBitCast($0, to: MainQueueCallback.self) }
        }()
    #endif

    /// Whether this thread's jobs go to `executor` now (a run of its graph is stepping).
    static func isCapturing(into executor: VirtualTaskExecutor) -> Bool {
        lock.withLock { target.map { $0.executor === executor && pthread_equal($0.thread, pthread_self()) != 0 } ?? false }
    }

    private static func route(_ job: UnownedJob, _ original: Original, previous: Hook?) {
        let executor = lock.withLock { () -> VirtualTaskExecutor? in
            guard let target, pthread_equal(target.thread, pthread_self()) != 0 else { return nil }
            return target.executor
        }
        if let executor {
            executor.enqueue(unowned: job)
        } else if let previous {
            previous(job, original)
        } else {
            original(job)
        }
    }
}
