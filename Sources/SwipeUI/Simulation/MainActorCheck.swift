#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the calling code runs on the main actor, found without trapping.
///
/// `View` is `@MainActor`, so a simulation evaluates bodies and runs callbacks on the main
/// actor. A deck compiled in the Swift 6 language mode checks that at run time (SE-0423,
/// "Dynamic actor isolation enforcement from non-strict-concurrency contexts"): its main-actor
/// closures and witnesses trap when SwipeUI, a Swift 5 mode module, calls them from any other
/// thread. `SimulationRun` asks here first and throws a `SwipeUIError` instead.
///
/// Main-actor code runs either inside a job of the main executor (Swift Testing's
/// `@Test @MainActor func`, whose jobs Dispatch may run on a thread other than the main one on
/// Linux; a `@MainActor` XCTest method) or on the main thread outside any job (a synchronous
/// XCTest method, a command-line tool's top-level code). The runtime's
/// `swift_task_getCurrentExecutor` (declared in the Swift runtime's public header
/// `swift/Runtime/Concurrency.h`) names the executor of the running job — it is the main
/// actor's in the first case and none in the second, where the main thread decides. The
/// standard library offers only trapping checks (`MainActor.assumeIsolated`, `preconditionIsolated`),
/// so the runtime function is looked up by name; where it is missing, the main thread alone
/// decides.
enum MainActorCheck {
    private typealias CurrentExecutor = @convention(thin) () -> UnownedSerialExecutor

    private static let currentExecutor: CurrentExecutor? = {
        #if canImport(Darwin)
            let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "swift_task_getCurrentExecutor")  // RTLD_DEFAULT
        #else
            let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_getCurrentExecutor")
        #endif
        return symbol.map { unsafeBitCast($0, to: CurrentExecutor.self) }
    }()

    /// The identity word of an executor reference (0 for "no executor": code outside a job,
    /// or a job of the global concurrent executor).
    private static func identity(_ executor: UnownedSerialExecutor) -> UInt {
        unsafeBitCast(executor, to: (UInt, UInt).self).0
    }

    static var isOnMainActor: Bool {
        guard let currentExecutor else { return Thread.isMainThread }
        let current = identity(currentExecutor())
        if current == 0 { return Thread.isMainThread }
        return current == identity(MainActor.sharedUnownedExecutor)
    }

    /// Whether the caller is the main thread running no job (a synchronous XCTest method, a
    /// tool's top-level code): the main dispatch queue is not being drained by anyone then.
    static var isOutsideAnyJobOnMainThread: Bool {
        guard Thread.isMainThread else { return false }
        guard let currentExecutor else { return false }
        return identity(currentExecutor()) == 0
    }

    /// The error a simulation stepped off the main actor throws.
    static func offMainActorError() -> SwipeUIError {
        SwipeUIError(
            typePath: "Simulation",
            message:
                "a simulation runs its views' code, which is @MainActor as in SwiftUI, and must be run on the main actor; call it from the main thread (a synchronous XCTest method runs there) or from @MainActor code (@MainActor func test…, @Test @MainActor func …)"
        )
    }
}
