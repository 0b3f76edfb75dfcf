import Foundation

/// A view rebuilt on a schedule (SwiftUI's `TimelineView`, iOS 15; Apple: "A view that updates
/// according to a schedule that you provide"), on the virtual clock: `context.date` is the
/// simulation's time counted from the reference date (1 January 2001, as
/// `TimelineSteps.virtualNow()` is here, `AbsoluteTime.swift`), so the frames are the same on
/// every run. The content is rebuilt at each of the schedule's dates — every display frame for
/// `.animation` (at most every `minimumInterval`), every `interval` from `start` for
/// `.periodic(from:by:)`, every minute for `.everyMinute`, at each date for `.explicit` — by a
/// `.task` sleeping on the virtual clock until the next one. `date` is the latest of the
/// schedule's dates not after now (now itself for `.animation`). A schedule of the deck's own
/// type is taken as `.animation`.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
    @State private var now = 0.0

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Context = TimelineViewDefaultContext

    private var steps: TimelineSteps { (schedule as? any KnownTimelineSchedule)?.steps ?? .animation(minimumInterval: nil, paused: false) }

    public var body: some View {
        let steps = steps
        let date = Date(timeIntervalSinceReferenceDate: steps.entry(atOrBefore: now))
        content(TimelineViewDefaultContext(date: date, cadence: steps.cadence))
            .task {
                while !Task.isCancelled {
                    let current = TimelineSteps.virtualNow()
                    guard let next = steps.entry(after: current) else { return }
                    do { try await Task.sleep(for: .seconds(next - current)) } catch { return }
                    now = TimelineSteps.virtualNow()
                }
            }
            .onAppear { now = TimelineSteps.virtualNow() }
    }
}

/// What a timeline's content is built for (SwiftUI's `TimelineViewDefaultContext`, spelt
/// `TimelineView.Context`): the date and how often it changes. Not nested in the generic view,
/// so `TimelineView(.animation) { context in … }` infers its content type.
public struct TimelineViewDefaultContext {
    public typealias Cadence = TimelineCadence
    public let date: Date
    public let cadence: Cadence
}

/// How often a timeline's content changes (SwiftUI's `TimelineView.Context.Cadence`).
public enum TimelineCadence: Int, Comparable, Sendable {
    case live, seconds, minutes
    public static func < (a: TimelineCadence, b: TimelineCadence) -> Bool { a.rawValue < b.rawValue }
}

/// A timeline's schedule (SwiftUI's `TimelineSchedule`): `.animation`, `.periodic(from:by:)`,
/// `.everyMinute`, `.explicit(_:)`.
public protocol TimelineSchedule {}

/// The schedules SwipeSim knows, as times in seconds from the reference date.
protocol KnownTimelineSchedule { var steps: TimelineSteps { get } }

enum TimelineSteps {
    case animation(minimumInterval: Double?, paused: Bool)
    case periodic(start: Double, interval: Double)
    case explicit([Double])

    /// A display frame at 120 Hz at most: `.animation` wakes at least this often.
    static let frameInterval = 1.0 / 120

    /// The simulation's time, seconds (0 outside a simulation).
    static func virtualNow() -> Double { ViewGraph.current?.now.seconds ?? 0 }

    var cadence: TimelineCadence {
        switch self {
        case .animation: return .live
        case .periodic(_, let interval): return interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live
        case .explicit: return .live
        }
    }

    func entry(atOrBefore t: Double) -> Double {
        switch self {
        case .animation: return t
        case let .periodic(start, interval):
            guard interval > 0, t >= start else { return start }
            return start + (((t - start) / interval).rounded(.down)) * interval
        case .explicit(let dates): return dates.last { $0 <= t } ?? dates.first ?? t
        }
    }

    func entry(after t: Double) -> Double? {
        switch self {
        case let .animation(minimumInterval, paused):
            return paused ? nil : t + max(minimumInterval ?? 0, TimelineSteps.frameInterval)
        case let .periodic(start, interval):
            guard interval > 0, interval.isFinite else { return nil }
            if t < start { return start }
            return start + (((t - start) / interval).rounded(.down) + 1) * interval
        case .explicit(let dates): return dates.first { $0 > t }
        }
    }
}

public struct AnimationTimelineSchedule: TimelineSchedule, KnownTimelineSchedule {
    let minimumInterval: Double?
    let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    var steps: TimelineSteps { .animation(minimumInterval: minimumInterval, paused: paused) }
}

public struct PeriodicTimelineSchedule: TimelineSchedule, KnownTimelineSchedule {
    let start: Date
    let interval: Double
    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        self.interval = interval
    }
    /// A start more than a year after the reference date is taken as the wall clock's `.now`
    /// (`.periodic(from: .now, by: 1)`, the usual spelling) and counted from the simulation's
    /// start instead, so the frames do not depend on when they were made.
    var steps: TimelineSteps {
        let s = start.timeIntervalSinceReferenceDate
        return .periodic(start: s > 365 * 86_400 ? 0 : s, interval: interval)
    }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule, KnownTimelineSchedule {
    public init() {}
    var steps: TimelineSteps { .periodic(start: 0, interval: 60) }
}

public struct ExplicitTimelineSchedule: TimelineSchedule, KnownTimelineSchedule {
    let dates: [Double]
    public init<S: Sequence>(_ dates: S) where S.Element == Date { self.dates = dates.map(\.timeIntervalSinceReferenceDate).sorted() }
    var steps: TimelineSteps { .explicit(dates) }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date { ExplicitTimelineSchedule(dates) }
}
