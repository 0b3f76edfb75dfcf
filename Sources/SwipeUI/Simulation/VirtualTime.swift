/// A time on the simulation's virtual clock, in exact integer ticks of 1/441 000 000 000 s.
///
/// The tick divides both a nanosecond (441 ticks) and the period of every common display,
/// touch and output rate (24, 25, 30, 48, 50, 60, 90, 100, 120, 144, 240 Hz), so a script's
/// decimal seconds (to the nanosecond: 0.15 s is exactly 66 150 000 000 ticks) and frame k of
/// any of those clocks are exact, and sums of them stay exact: 0.5 + 0.15 + 0.8 s is exactly
/// 1.45 s, display frame 87 at 60 Hz, where Double addition gives 1.4500000000000002. Times
/// are always computed from integers (frame index × ticks per frame, the sum of the steps'
/// ticks), never accumulated by adding seconds; `seconds` is for reporting and for the values
/// frames show. Range: ±240 days, far beyond the 600 s limit.
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let ticksPerSecond: Int64 = 441_000_000_000
    public var ticks: Int64

    public init(ticks: Int64) { self.ticks = ticks }
    /// The nearest tick to `seconds`: exact for a decimal of up to nine places (Double's error
    /// is far below half a tick within the 600 s limit) and for k / rate of the rates above
    /// (1.0 / 60 is frame 1 at 60 Hz). Values beyond ±5·10⁶ s (58 days, a quarter of the tick
    /// range, so sums of such times cannot overflow) are clamped to it, and NaN is zero, so no
    /// input traps.
    public init(seconds: Double) {
        let limit = 5e6 * Double(VirtualTime.ticksPerSecond)
        ticks = seconds.isNaN ? 0 : Int64(min(max((seconds * Double(VirtualTime.ticksPerSecond)).rounded(), -limit), limit))
    }
    /// Frame `index` of a clock running at `rate` per second, exactly when `rate` divides the
    /// tick rate (and rounded to the nearest tick otherwise).
    public init(frame index: Int, rate: Int) {
        let perSecond = VirtualTime.ticksPerSecond
        if perSecond % Int64(rate) == 0 {
            ticks = Int64(index) * (perSecond / Int64(rate))
        } else {
            ticks = (Int64(index) * perSecond + Int64(rate) / 2) / Int64(rate)
        }
    }

    public static let zero = VirtualTime(ticks: 0)

    /// How many frames of a clock at `rate` per second fall in 0…self: the frames n ≥ 0 with
    /// n / rate ≤ self, ⌊ticks · rate / ticksPerSecond⌋ + 1 computed exactly in integers
    /// (at least 1: frame 0 is always shown). Exact for any rate, dividing the tick rate or not.
    public func frameCount(rate: Int) -> Int {
        let product = max(0, ticks).multipliedFullWidth(by: Int64(rate))
        return Int(VirtualTime.ticksPerSecond.dividingFullWidth(product).quotient) + 1
    }
    /// Seconds as a Double (computed from the ticks each time, never summed).
    public var seconds: Double { Double(ticks) / Double(VirtualTime.ticksPerSecond) }
    public var description: String { "\(seconds) s" }
    public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.ticks < b.ticks }
    public static func + (a: VirtualTime, b: VirtualTime) -> VirtualTime { VirtualTime(ticks: a.ticks + b.ticks) }
}
