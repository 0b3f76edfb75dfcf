/// An exact instant (or span) of a script, in integer ticks of 1/120 000 000 000 s.
///
/// Script steps start where the previous one ended, so their start times are sums of the
/// scene's decimal durations. Added in binary floating point those sums drift
/// (0.5 + 0.15 + 0.8 = 1.4500000000000002 s), and a touch sample meant to fall exactly on a
/// frame time would sometimes land in that frame and sometimes after it. Ticks make every
/// sum exact: a scene's decimal is taken to the nearest nanosecond (finer digits cannot be
/// written down meaningfully for a touch), and a tick divides both a nanosecond and every
/// touch and display period used here (1/60, 1/120, 1/240 s), so touch sample k of a step,
/// start + k/touchRate, is exact too. Comparisons with display-frame times m/rate are done in
/// integers (`isAtOrBefore(frame:rate:)`); `seconds` is only for reporting and drawing.
///
/// Range: ±76 days, far beyond the 600 s scene limit.
public struct ScriptTime: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Ticks per second: 120 × 10⁹ (a nanosecond is 120 ticks; 1/120 s is 10⁹).
    public static let ticksPerSecond: Int64 = 120_000_000_000

    public var ticks: Int64

    public init(ticks: Int64) {
        self.ticks = ticks
    }

    public static let zero = ScriptTime(ticks: 0)

    /// A scene's decimal seconds, to the nearest nanosecond (0.15 is exactly 150 000 000 ns).
    /// The value must be finite and within the scene limits (the reader checks both).
    public init(seconds: Double) {
        let nanoseconds = (seconds * 1e9).rounded()
        ticks = Int64(nanoseconds) * (ScriptTime.ticksPerSecond / 1_000_000_000)
    }

    /// k / rate seconds exactly; `rate` must divide `ticksPerSecond` (60, 120 and 240 do).
    public static func periods(_ k: Int, rate: Int) -> ScriptTime {
        precondition(ScriptTime.ticksPerSecond % Int64(rate) == 0, "rate \(rate) does not divide the tick rate")
        return ScriptTime(ticks: Int64(k) * (ScriptTime.ticksPerSecond / Int64(rate)))
    }

    /// Seconds as a Double (for reporting and positions, never for ordering events).
    public var seconds: Double { Double(ticks) / Double(ScriptTime.ticksPerSecond) }

    /// Whether this instant is at or before display frame `frame` of a clock at `rate` frames
    /// per second: ticks / T ≤ frame / rate, compared as ticks·rate ≤ frame·T in integers.
    public func isAtOrBefore(frame: Int, rate: Int) -> Bool {
        ticks.multipliedFullWidth(by: Int64(rate)) <= Int64(frame).multipliedFullWidth(by: ScriptTime.ticksPerSecond)
    }

    /// The first frame of a clock at `rate` frames per second at or after this instant.
    public func firstFrame(atOrAfterRate rate: Int) -> Int {
        // ⌈ticks·rate / T⌉ for non-negative ticks; products stay far below Int64's range
        // within the scene limits (600 s · 1.2·10¹¹ · 240 ≈ 1.7·10¹⁶).
        let product = ticks * Int64(rate)
        guard product > 0 else { return 0 }
        return Int((product + ScriptTime.ticksPerSecond - 1) / ScriptTime.ticksPerSecond)
    }

    public static func + (a: ScriptTime, b: ScriptTime) -> ScriptTime { ScriptTime(ticks: a.ticks + b.ticks) }
    public static func - (a: ScriptTime, b: ScriptTime) -> ScriptTime { ScriptTime(ticks: a.ticks - b.ticks) }
    public static func < (a: ScriptTime, b: ScriptTime) -> Bool { a.ticks < b.ticks }
    public static func min(_ a: ScriptTime, _ b: ScriptTime) -> ScriptTime { a < b ? a : b }

    public var description: String { "\(seconds) s" }
}
