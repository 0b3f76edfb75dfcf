/// Where Combine's time-based operators (`debounce`, `delay`, `throttle`, `receive(on:)`) run
/// their work. In a simulation every scheduler is the virtual clock: `DispatchQueue.main`,
/// `RunLoop.main`, `OperationQueue.main` and `DispatchQueue.global()` all run the work at the
/// first display frame at or after its time (as `DispatchQueue.main.asyncAfter` does), so a
/// debounced search or a delayed card reveal lands on the same frame on every run.
/// `ImmediateScheduler.shared` runs it at once. Outside a simulation the work goes to
/// Dispatch's real main queue.
public protocol Scheduler {
    /// Runs `work` `interval` after now; `interval` zero runs it after the current code, on
    /// the current display frame. Returns a way to cancel it.
    func schedule(after interval: SchedulerStride, _ work: @escaping () -> Void) -> Cancellable
}

extension Scheduler {
    /// Runs `work` after the current code (`scheduler.schedule { … }`).
    @discardableResult
    public func schedule(_ work: @escaping () -> Void) -> Cancellable { schedule(after: .zero, work) }
}

/// A scheduler's interval, spelled as Combine spells one: `.seconds(0.3)`, `.milliseconds(300)`,
/// `.microseconds(…)`, `.nanoseconds(…)` or a literal number of seconds (`debounce(for: 0.5, …)`).
/// Kept in virtual-clock ticks, so `.milliseconds(300)` is exactly 0.3 s.
public struct SchedulerStride: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let time: VirtualTime

    public init(_ time: VirtualTime) { self.time = time }
    public init(floatLiteral seconds: Double) { time = VirtualTime(seconds: seconds) }
    public init(integerLiteral seconds: Int) { time = VirtualTime(seconds: Double(seconds)) }

    public static let zero = SchedulerStride(.zero)
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(VirtualTime(seconds: s)) }
    public static func seconds(_ s: Int) -> SchedulerStride { .seconds(Double(s)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { nanoseconds(ms.multipliedReportingOverflow(by: 1_000_000)) }
    public static func microseconds(_ us: Int) -> SchedulerStride { nanoseconds(us.multipliedReportingOverflow(by: 1_000)) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { nanoseconds((ns, false)) }

    /// 441 ticks a nanosecond; beyond the clock's range (overflow included) it is the range's end.
    private static func nanoseconds(_ ns: (partialValue: Int, overflow: Bool)) -> SchedulerStride {
        let limit = Int64.max / 4 / 441
        let clamped = ns.overflow ? limit : max(-limit, min(limit, Int64(ns.partialValue)))
        return SchedulerStride(VirtualTime(ticks: clamped * 441))
    }

    public static func < (a: SchedulerStride, b: SchedulerStride) -> Bool { a.time < b.time }
}

/// The clock every scheduler shares: SwipeUI's `DispatchQueue.main`, which runs work on the
/// simulation's display frames (work scheduled outside one waits for the next simulation).
struct VirtualClockScheduling {
    static func schedule(after interval: SchedulerStride, _ work: @escaping () -> Void) -> Cancellable {
        let token = CancellableWork(work)
        DispatchQueue.main.asyncAfter(deadline: DispatchTime(time: DispatchTime.now().time + interval.time)) { token.run() }
        return token
    }
}

/// Work that runs once unless cancelled first.
final class CancellableWork: Cancellable {
    private var work: (() -> Void)?
    init(_ work: @escaping () -> Void) { self.work = work }
    func run() {
        let pending = work
        work = nil
        pending?()
    }
    func cancel() { work = nil }
}

extension DispatchQueue: Scheduler {
    public func schedule(after interval: SchedulerStride, _ work: @escaping () -> Void) -> Cancellable {
        VirtualClockScheduling.schedule(after: interval, work)
    }
}

extension RunLoop: Scheduler {
    public func schedule(after interval: SchedulerStride, _ work: @escaping () -> Void) -> Cancellable {
        VirtualClockScheduling.schedule(after: interval, work)
    }
}

extension OperationQueue: Scheduler {
    public func schedule(after interval: SchedulerStride, _ work: @escaping () -> Void) -> Cancellable {
        VirtualClockScheduling.schedule(after: interval, work)
    }
}

/// Combine's `ImmediateScheduler`: runs work at once, on the calling thread (an interval is
/// ignored, as Apple's does not wait either).
public struct ImmediateScheduler: Scheduler {
    public static let shared = ImmediateScheduler()
    public func schedule(after interval: SchedulerStride, _ work: @escaping () -> Void) -> Cancellable {
        work()
        return EmptySubscription()
    }
}
