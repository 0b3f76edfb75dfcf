/// A time on the simulation's virtual clock, in exact integer ticks of 1/705 600 000 s
/// (a "flick"-like unit divisible by every display, touch and output rate SwipeSim accepts:
/// 24, 25, 30, 48, 50, 60, 90, 100, 120, 240 Hz and milliseconds). Times are always computed
/// from integers (frame index × ticks per frame), never accumulated by adding seconds.
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let ticksPerSecond: Int64 = 705_600_000
    public var ticks: Int64

    public init(ticks: Int64) { self.ticks = ticks }
    /// The nearest tick to `seconds`.
    public init(seconds: Double) { ticks = Int64((seconds * Double(VirtualTime.ticksPerSecond)).rounded()) }
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
    /// Seconds as a Double (computed from the ticks each time, never summed).
    public var seconds: Double { Double(ticks) / Double(VirtualTime.ticksPerSecond) }
    public var description: String { "\(seconds) s" }
    public static func < (a: VirtualTime, b: VirtualTime) -> Bool { a.ticks < b.ticks }
    public static func + (a: VirtualTime, b: VirtualTime) -> VirtualTime { VirtualTime(ticks: a.ticks + b.ticks) }
}
