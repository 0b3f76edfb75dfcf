import SwipeRaster
import SwipeBase

/// SwipeUI's `DispatchQueue`: `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` in
/// deck code runs on the simulation's virtual clock.
///
/// A file that imports SwipeUI alone sees this declaration over Dispatch's (SwipeUI re-exports
/// Foundation, which re-exports Dispatch, and a module's declaration shadows its imports'). A file
/// that also says `import Foundation` or `import Dispatch` sees both; the `SwiftUI`, `UIKit` and
/// `Combine` modules re-export this one by name, which makes it the one such a file sees
/// (`Sources/UIKit/MainQueue.swift`), so deck code needs no change. A timer takes effect at
/// the first display frame at or after its deadline (SwipeMotion README, "Gestures and the display clock"); timers due on the same frame
/// run in deadline order, then in the order they were scheduled.
///
/// Work scheduled while no simulation runs — typically by a view model's `init` when the deck
/// is built before it is handed over, as in `Simulation(Deck())` with `@State var model =
/// Model()` — waits for the next `Simulation` created, which runs it on its own clock with
/// time 0 at its start (`.now()` outside a simulation is 0, so `.now() + 0.5` runs at 0.5 s).
/// On iOS that work is on the main queue when the first frame is drawn, and it runs; handing it
/// to Dispatch's real queue instead would lose it silently (nothing drains that queue while a
/// simulation runs).
public final class DispatchQueue: Sendable {
    public static let main = DispatchQueue(name: "com.apple.main-thread")
    /// The queue's name (Dispatch's `label`): the main queue's is Dispatch's,
    /// "com.apple.main-thread".
    public let label: String
    init(name: String) { label = name }

    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        if let graph = ViewGraph.current {
            graph.schedule(at: deadline.time, work)
        } else {
            UnclaimedMainQueueWork.shared.add(ScheduledWork(deadline: deadline.time, work: work))
        }
    }

    /// Runs `work` on the current display frame, after the code that scheduled it.
    public func async(execute work: @escaping () -> Void) {
        asyncAfter(deadline: .now(), execute: work)
    }
}

/// A deadline on the virtual clock: `.now()` is the current display frame's time.
public struct DispatchTime: Hashable, Comparable, Sendable {
    let time: VirtualTime

    public static func now() -> DispatchTime { DispatchTime(time: ViewGraph.current?.now ?? .zero) }
    /// Nanoseconds since the simulation started (Dispatch's uptime), rounded to the nearest.
    public var uptimeNanoseconds: UInt64 { UInt64((time.seconds * 1e9).rounded()) }
    /// A NaN interval is a deadline that never comes, as in Dispatch (swift-corelibs-libdispatch,
    /// src/swift/Time.swift: `toInt64Clamped` turns NaN into `Int64.max` nanoseconds, which
    /// `dispatch_time` makes `DISPATCH_TIME_FOREVER`); the simulation warns, since the work
    /// scheduled with it is silently lost. An infinite one never comes either (clamped far
    /// beyond any run), a negative one is already due.
    public static func + (deadline: DispatchTime, seconds: Double) -> DispatchTime {
        guard !seconds.isNaN else {
            ViewGraph.current?.warnings.note(
                key: "DispatchTime + nan",
                "DispatchQueue.main.asyncAfter: the deadline .now() + nan is not a number, so the work never runs (Dispatch takes a NaN interval as forever); compute the delay from finite values"
            )
            return DispatchTime(time: deadline.time + DispatchTimeInterval.never.duration)
        }
        return DispatchTime(time: deadline.time + VirtualTime(seconds: seconds))
    }
    public static func + (deadline: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(time: deadline.time + interval.duration)
    }
    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.time < b.time }
}

/// Dispatch's time intervals.
public enum DispatchTimeInterval: Hashable, Sendable {
    case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never

    /// The interval in exact ticks (every unit is a whole number of ticks); one beyond the
    /// tick range is `never`.
    var duration: VirtualTime {
        let perSecond = VirtualTime.ticksPerSecond
        switch self {
        case .seconds(let n): return Self.exact(n, perSecond)
        case .milliseconds(let n): return Self.exact(n, perSecond / 1000)
        case .microseconds(let n): return Self.exact(n, perSecond / 1_000_000)
        case .nanoseconds(let n): return Self.exact(n, perSecond / 1_000_000_000)
        case .never: return Self.farFuture
        }
    }

    /// What `never` waits: later than any simulation ends, and far enough from the tick range's
    /// end that adding it to a deadline cannot overflow.
    private static let farFuture = VirtualTime(ticks: Int64.max / 2)

    /// n units of `perUnit` ticks, or `farFuture` beyond it.
    private static func exact(_ n: Int, _ perUnit: Int64) -> VirtualTime {
        let (product, overflow) = Int64(n).multipliedReportingOverflow(by: perUnit)
        return overflow || product > farFuture.ticks || product < -farFuture.ticks ? farFuture : VirtualTime(ticks: product)
    }
}

/// Work for the main queue and its deadline on the virtual clock (seconds from a simulation's
/// start).
struct ScheduledWork {
    let deadline: VirtualTime
    let work: () -> Void
}

/// Main-queue work scheduled while no simulation runs, in the order it was scheduled, until a
/// `Simulation` takes it (`Simulation.init`). Locked: views may be built on any thread.
final class UnclaimedMainQueueWork: @unchecked Sendable {
    static let shared = UnclaimedMainQueueWork()
    private let lock = Lock()
    private var items: [ScheduledWork] = []

    func add(_ item: ScheduledWork) { lock.withLock { items.append(item) } }

    /// Everything scheduled so far, leaving none.
    func takeAll() -> [ScheduledWork] {
        lock.withLock {
            defer { items.removeAll() }
            return items
        }
    }
}

extension DispatchQueue {
    /// `DispatchQueue.global(qos:)`: the main queue of the virtual clock. A deck that does work
    /// "in the background" and then hops back with `DispatchQueue.main.async` runs both on the
    /// simulation's thread, in order, on the display frame it was scheduled for, so the frames
    /// are the same on every run; the quality of service changes nothing.
    public static func global(qos: Dispatch.DispatchQoS.QoSClass = .default) -> DispatchQueue { main }
}

#if os(Linux)
    // Darwin's time constants (`<sys/time.h>`, `UInt64` in Swift), which deck code writes as
    // `Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)` and swift-corelibs-foundation lacks.
    public let NSEC_PER_SEC: UInt64 = 1_000_000_000
    public let NSEC_PER_MSEC: UInt64 = 1_000_000
    public let NSEC_PER_USEC: UInt64 = 1_000
    public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
