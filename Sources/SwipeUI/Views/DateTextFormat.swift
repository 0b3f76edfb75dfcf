import Foundation

/// The text of a date shown by `Text(_:style:)` and `Text(timerInterval:…)`, in the en_US
/// locale, the Gregorian calendar and UTC (as `DatePicker` here, so frames do not depend on
/// the machine's settings). Seconds are whole seconds toward zero: 4.9 s reads "0:04".
///
/// The shapes are Apple's examples (Text.DateStyle):
/// - `.timer` "2:32", "36:59:01": minutes and seconds, hours in front once there are any, never
///   days ("584:00:00" for 24 days 8 hours, as an Apple forum thread on widgets shows it);
/// - `.relative` "2 hours, 23 minutes", "1 year, 1 month": the largest unit that is not zero
///   and the next one (left out when zero), of years, months, days, hours, minutes, seconds,
///   without a sign; written in iOS's abbreviated unit names ("2 hr, 23 min", "5 sec", "1 yr,
///   1 mth"), the words iOS 16 and later show on screen;
/// - `.offset` "+2 hours", "-3 months": the largest unit, with "+" for a date after now and "-"
///   for one before;
/// - `.date` "June 3, 2019"; `.time` "11:23 PM" (a plain space before AM/PM: iOS 17 prints a
///   narrow no-break space).
enum DateTextFormat {
    /// `h:mm:ss`, or `m:ss` under an hour (or always, minutes past 59, without `showsHours`).
    static func timer(_ seconds: Double, showsHours: Bool = true) -> String {
        let total = wholeSeconds(abs(seconds))
        let hours = showsHours ? total / 3600 : 0
        let minutes = (total - hours * 3600) / 60, secs = total % 60
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }

    /// The time between `date` and `now` in the two largest units ("2 hr, 23 min").
    static func relative(_ date: Date, now: Date) -> String {
        let parts = units(between: date, and: now)
        guard let first = parts.firstIndex(where: { $0.count > 0 }) else { return "0 sec" }
        var shown = [parts[first]]
        if first + 1 < parts.count, parts[first + 1].count > 0 { shown.append(parts[first + 1]) }
        return shown.map(\.text).joined(separator: ", ")
    }

    /// The time from `now` to `date` in its largest unit, signed ("+2 hr", "-3 mths").
    static func offset(_ date: Date, now: Date) -> String {
        let parts = units(between: date, and: now)
        guard let largest = parts.first(where: { $0.count > 0 }) else { return "0 sec" }
        return (date > now ? "+" : "-") + largest.text
    }

    /// "June 3, 2019".
    static func date(_ date: Date) -> String {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        return "\(monthNames[(c.month ?? 1) - 1]) \(c.day ?? 1), \(c.year ?? 2001)"
    }

    /// "11:23 PM".
    static func time(_ date: Date) -> String {
        let c = calendar.dateComponents([.hour, .minute], from: date)
        let hour = c.hour ?? 0
        return "\(hour % 12 == 0 ? 12 : hour % 12):\(twoDigits(c.minute ?? 0)) \(hour < 12 ? "AM" : "PM")"
    }

    /// One unit of a relative time: its count and its name.
    struct Part {
        let count: Int
        let singular: String, plural: String
        var text: String { "\(count) \(count == 1 ? singular : plural)" }
    }

    /// Years, months, days, hours, minutes and seconds between the two dates, the earlier
    /// counted up to the later on the calendar.
    static func units(between a: Date, and b: Date) -> [Part] {
        let (from, to) = a < b ? (a, b) : (b, a)
        // Whole seconds first, so that 4.9 s is 4 s whatever the calendar does with fractions.
        let end = from.addingTimeInterval(Double(wholeSeconds(to.timeIntervalSince(from))))
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: end)
        return [
            Part(count: c.year ?? 0, singular: "yr", plural: "yrs"), Part(count: c.month ?? 0, singular: "mth", plural: "mths"),
            Part(count: c.day ?? 0, singular: "day", plural: "days"), Part(count: c.hour ?? 0, singular: "hr", plural: "hr"),
            Part(count: c.minute ?? 0, singular: "min", plural: "min"), Part(count: c.second ?? 0, singular: "sec", plural: "sec"),
        ]
    }

    /// Whole seconds toward zero of a non-negative time; a billionth under a whole second
    /// counts as it (sums of frame times are not exact).
    static func wholeSeconds(_ seconds: Double) -> Int {
        guard seconds.isFinite else { return 0 }
        return Int(min(seconds + 1e-9, Double(Int32.max)).rounded(.down))
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
}
