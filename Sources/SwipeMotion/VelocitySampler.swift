import SwipeMath

/// The velocity of a gesture-driven value (OpenSwiftUI `VelocitySampler.swift`; Apple `Transaction.tracksVelocity`).
///
/// Keeps the last three (time, value) samples. With three, the velocity is
/// 0.25·v_newest + 0.75·v_previous, where v_newest is the slope between the last two samples
/// and v_previous between the two before; with two, just v_newest. The reported velocity decays
/// by 0.998^(milliseconds since the last sample), and tracking stops (velocity zero) 2 s after
/// the last sample. A sample at the same time as the previous one replaces it.
public struct VelocitySampler<Value: AnimatableVector>: Sendable {
    public private(set) var samples: [(time: Double, value: Value)] = []

    /// Seconds after the last sample at which tracking stops.
    public static var cutoff: Double { 2 }
    /// Per-millisecond decay of the reported velocity.
    public static var decayPerMillisecond: Double { 0.998 }

    public init() {}

    public mutating func add(_ value: Value, at time: Double) {
        if let last = samples.last {
            if time - last.time > VelocitySampler.cutoff { samples.removeAll() } else if time <= last.time { samples.removeLast() }
        }
        samples.append((time, value))
        if samples.count > 3 { samples.removeFirst(samples.count - 3) }
    }

    public mutating func reset() { samples.removeAll() }

    /// Whether samples are recent enough to report a velocity at `time`.
    public func isTracking(at time: Double) -> Bool {
        guard let last = samples.last else { return false }
        return time - last.time <= VelocitySampler.cutoff
    }

    /// The tracked velocity (value units per second) at `time`.
    public func velocity(at time: Double) -> Value {
        guard samples.count >= 2, isTracking(at: time), let last = samples.last else { return .zero }
        let n = samples.count
        func slope(_ a: Int, _ b: Int) -> Value {
            (samples[b].value - samples[a].value).scaled(by: 1 / (samples[b].time - samples[a].time))
        }
        var v = slope(n - 2, n - 1)
        if n == 3 {
            v = v.scaled(by: 0.25) + slope(0, 1).scaled(by: 0.75)
        }
        let elapsedMilliseconds = max(0, time - last.time) * 1000
        if elapsedMilliseconds > 0 {
            v = v.scaled(by: DeterministicMath.pow(VelocitySampler.decayPerMillisecond, elapsedMilliseconds))
        }
        return v
    }
}
