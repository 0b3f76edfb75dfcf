#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How deep a view tree may nest while its bodies are resolved, so that a body that contains
/// itself (`var body: some View { VStack { Self() } }`) or thousands of nested stacks is an
/// error naming the view path instead of a stack overflow (SIGSEGV, no message).
///
/// Two bounds, whichever is met first:
/// - `maximumDepth` nested views (each view, modifier and container counts one): the decks
///   of SwipeSim's own tests (presets, navigation, sheets, lists, tab views, previews) nest at
///   most 60; 256 is four times that.
/// - half of the stack the resolving thread had left when the update began
///   (`stackFloor()`, read from the thread's own attributes), because the layout, diff and
///   drawing passes that follow walk the same depth again. A level takes about 7 KiB of stack
///   in a debug build (256 levels: 1.9 MiB; measured with the main thread's `VmStk`), so on
///   the 8 MiB main thread the depth bound is met first; a thread with a smaller stack stops
///   earlier, with a message saying so.
enum ResolveDepth {
    /// Most views nested inside one another while resolving (views, modifiers, containers).
    static let maximumDepth = 256

    /// The lowest stack address resolving may reach on this thread before it stops: the
    /// middle of the stack left below the caller, or nil when the thread's stack is unknown.
    static func stackFloor() -> UInt? {
        guard let (low, here) = stackBounds() else { return nil }
        return low + (here - low) / 2
    }

    /// The address of a local of the caller's frame (the stack grows down on every platform
    /// Swift runs on).
    @inline(never)
    static func currentStackAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    #if canImport(Glibc)
        /// glibc's `pthread_getattr_np` (a GNU extension the Glibc module does not import), looked
        /// up by name as `MainActorCheck` looks up the runtime's function.
        private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        private static let threadAttributes: GetAttributes? = {
            dlsym(dlopen(nil, RTLD_NOW), "pthread_getattr_np").map { unsafeBitCast($0, to: GetAttributes.self) }
        }()

        /// Each thread's lowest stack address once asked for, in thread-local storage. For the
        /// main thread `pthread_getattr_np` reads `/proc/self/maps` line by line on every call:
        /// once per view-graph update, that was about 14 % of the main thread's time in
        /// `swipesim verify` (perf). A thread's stack does not move while it runs (the main
        /// thread's spans its stack limit below the top of `[stack]`, a range mmap keeps clear),
        /// so the first answer stays right.
        private static let lowestAddressKey: pthread_key_t? = {
            var key = pthread_key_t()
            return pthread_key_create(&key, nil) == 0 ? key : nil
        }()

        /// The lowest address of the current thread's stack, from its attributes (once a thread).
        private static func lowestStackAddress() -> UInt? {
            if let key = lowestAddressKey, let known = pthread_getspecific(key) { return UInt(bitPattern: known) }
            guard let getAttributes = threadAttributes else { return nil }
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var base: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return nil }
            if let key = lowestAddressKey { _ = pthread_setspecific(key, base) }
            return UInt(bitPattern: base)
        }
    #endif

    /// The lowest address of the current thread's stack and the caller's position in it.
    private static func stackBounds() -> (low: UInt, here: UInt)? {
        let here = currentStackAddress()
        #if canImport(Glibc)
            guard let low = lowestStackAddress() else { return nil }
        #elseif canImport(Darwin)
            let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
            let low = top - UInt(pthread_get_stacksize_np(pthread_self()))
        #else
            return nil
        #endif
        guard here > low else { return nil }
        return (low, here)
    }

    /// The error for a view at `path` nested beyond a bound (`reason` says which).
    static func error(at path: TypePath, depth: Int, reason: String) -> SwipeUIError {
        SwipeUIError(
            typePath: path.clippedDescription(keepingFirst: 4, last: 6),
            message:
                "the view tree is nested \(depth) views deep, \(reason): a body that contains itself (a view whose body makes the same view again without end) or views nested in a loop; stop the recursion at a depth you choose (pass a level and make an EmptyView at its end), or flatten the nesting with ForEach"
        )
    }
}
