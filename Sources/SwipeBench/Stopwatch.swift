#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Monotonic wall-clock timing for `swipesim bench` (never used by tests or output files),
/// with the calling thread's CPU time beside it (less sensitive to a busy machine).
struct Stopwatch {
    private let start = Stopwatch.nowSeconds()
    private let startCPU = Stopwatch.threadCPUSeconds()

    var elapsedSeconds: Double { Stopwatch.nowSeconds() - start }
    /// CPU seconds the calling thread spent since the start (time on other threads excluded).
    var elapsedThreadCPUSeconds: Double { Stopwatch.threadCPUSeconds() - startCPU }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    static func nowSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// What a timing counts: wall-clock seconds, or the calling thread's CPU seconds.
    enum Clock { case wall, threadCPU }

    /// The median of `repetitions` timings of `body`, in seconds (the median resists the
    /// noise of a shared machine better than the mean).
    static func median(repetitions: Int, clock: Clock = .wall, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, repetitions) {
            let watch = Stopwatch()
            try body()
            times.append(clock == .wall ? watch.elapsedSeconds : watch.elapsedThreadCPUSeconds)
        }
        times.sort()
        return times[times.count / 2]
    }
}
