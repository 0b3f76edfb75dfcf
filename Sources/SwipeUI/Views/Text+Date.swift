import Foundation

extension Text {
    /// "A predefined style used to display a `Date`" (Apple, `Text.DateStyle`); the text of each
    /// is `DateTextFormat`'s.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// "A style displaying only the time component for a date" ("11:23 PM").
        public static let time = DateStyle(kind: .time)
        /// "A style displaying a date" ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// "A style displaying a date as relative to now" ("2 hr, 23 min").
        public static let relative = DateStyle(kind: .relative)
        /// "A style displaying a date as offset from now" ("+2 hr").
        public static let offset = DateStyle(kind: .offset)
        /// "A style displaying a date as timer counting from now" ("2:32").
        public static let timer = DateStyle(kind: .timer)
    }

    /// `date` in `style`; the relative styles (`.relative`, `.offset`, `.timer`) count from the
    /// simulation's now and are drawn again each time their text changes (`DateText`).
    public init(_ date: Date, style: DateStyle) {
        storage = .date(DateText(content: .styled(date, style.kind)))
    }

    /// "Creates an instance that displays a timer counting within the provided interval"
    /// (Apple, `init(timerInterval:pauseTime:countsDown:showsHours:)`, iOS 16): down from the
    /// interval's length to 0:00 (or up from 0:00) while now is inside it, held at `pauseTime`
    /// when given; `showsHours` false lets the minutes pass 59.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        storage = .date(DateText(content: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `"Ends in \(date, style: .timer)"`: the date's text when the key is made (it is not
    /// drawn again as the clock moves; `Text(_:style:)` is).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(Text(date, style: style))
    }

    /// `"\(timerInterval: start...end)"`: the timer's text when the key is made.
    public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        appendInterpolation(Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }
}

/// A `Text` showing a date, made into its string when the text is resolved.
///
/// "Now" is the virtual clock's, as a `Date`: 1 January 2001 00:00 UTC plus the simulation's
/// time, the date `TimelineView`'s `context.date` and `CFAbsoluteTimeGetCurrent()` give. A date
/// more than a year after 2001 came from the wall clock (`Date()`, `.now`, a date in the sample
/// data) and is counted from the simulation's start instead: its distance from the wall clock's
/// time when the simulation began, in whole seconds (the real time between those two readings
/// is noise), is its distance from the virtual start. So `Text(Date() + 300, style: .timer)`
/// reads "5:00" at the start and "4:00" a virtual minute later on every run. `.date` and
/// `.time` show the date as it is.
struct DateText {
    enum Content {
        case styled(Date, Text.DateStyle.Kind)
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }
    let content: Content

    /// Dates later than this (one year after 2001, seconds from the reference date) are the
    /// wall clock's.
    static let wallClockDates = 365 * 86_400.0

    /// The text now, asking `graph` for an update when it next changes.
    func string(in graph: ViewGraph?) -> String {
        let now = graph?.now.seconds ?? 0
        let wallStart = graph?.wallClockAtStart ?? Date().timeIntervalSinceReferenceDate
        /// A date as seconds of virtual time.
        func virtual(_ date: Date) -> Double {
            let t = date.timeIntervalSinceReferenceDate
            return t > Self.wallClockDates ? (t - wallStart).rounded() : t
        }
        switch content {
        case .styled(let date, .date): return DateTextFormat.date(date)
        case .styled(let date, .time): return DateTextFormat.time(date)
        case .styled(let date, let kind):
            let target = virtual(date)
            graph?.requestUpdate(atSeconds: Self.nextWholeSecond(of: target, after: now))
            let (shown, reference) = (Date(timeIntervalSinceReferenceDate: target), Date(timeIntervalSinceReferenceDate: now))
            switch kind {
            case .relative: return DateTextFormat.relative(shown, now: reference)
            case .offset: return DateTextFormat.offset(shown, now: reference)
            default: return DateTextFormat.timer(target - now)
            }
        case let .timer(interval, pauseTime, countsDown, showsHours):
            let start = virtual(interval.lowerBound), end = max(start, virtual(interval.upperBound))
            let stop = pauseTime.map { min(max(virtual($0), start), end) } ?? end
            let clock = min(max(now, start), stop)
            if now < start {
                graph?.requestUpdate(atSeconds: start)
            } else if now < stop {
                graph?.requestUpdate(atSeconds: min(Self.nextWholeSecond(of: countsDown ? end : start, after: now), stop))
            }
            return DateTextFormat.timer(countsDown ? end - clock : clock - start, showsHours: showsHours)
        }
    }

    /// The first time after `now` at which `anchor − time` is a whole number of seconds: where
    /// a count of whole seconds from or to `anchor` changes.
    static func nextWholeSecond(of anchor: Double, after now: Double) -> Double {
        let distance = anchor - now
        let fraction = distance - distance.rounded(.down)
        return now + (fraction > 1e-9 ? fraction : 1)
    }
}

extension ViewGraph {
    /// An update at `seconds` of virtual time (a date's text changes then), asked for once.
    func requestUpdate(atSeconds seconds: Double) {
        let time = VirtualTime(seconds: seconds)
        guard time > now, requestedUpdates.insert(time.ticks).inserted else { return }
        schedule(at: time, origin: "Text(_:style:)") { [weak self] in
            self?.requestedUpdates.remove(time.ticks)
            self?.stateDidChange()
        }
    }
}
