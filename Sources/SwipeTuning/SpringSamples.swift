import SwipeMotion

/// Per-frame samples of one spec, t = n / fps (never accumulated).
public enum SpringSamples {
    /// How long to sample: `--duration` if given, else until the motion settles (springs:
    /// the settling duration with the initial velocity; curves: their duration), capped at 600 s.
    public static func duration(for spec: AnimationSpec, from: Double, to: Double, velocity: Double, requested: Double?) -> Double {
        if let requested { return requested }
        if case let .timingCurve(_, d) = spec.animation { return min(d, 600) }
        guard let spring = spec.spring else { return 1 }
        let unit = to == from ? 0 : velocity / (to - from)
        let settle = spring.settlingDuration(initialVelocity: unit, epsilon: 0.001)
        return settle.isFinite ? min(settle, 600) : 600
    }

    /// (t, value, velocity) from frame 0 through the first frame at or after `duration`.
    public static func closedForm(_ spec: AnimationSpec, from: Double, to: Double, velocity: Double, fps: Int, duration: Double) -> [(Double, Double, Double)] {
        let frames = frameCount(fps: fps, duration: duration)
        var rows: [(Double, Double, Double)] = []
        rows.reserveCapacity(frames + 1)
        for n in 0...frames {
            let t = Double(n) / Double(fps)
            rows.append((t, value(spec, from: from, to: to, velocity: velocity, at: t), rate(spec, from: from, to: to, velocity: velocity, at: t)))
        }
        return rows
    }

    public static func frameCount(fps: Int, duration: Double) -> Int {
        let exact = duration * Double(fps)
        guard exact.isFinite, exact > 0 else { return exact > 0 ? 1_000_000 : 0 }
        return Int(min(exact, 1_000_000).rounded(.up))
    }

    public static func value(_ spec: AnimationSpec, from: Double, to: Double, velocity: Double, at t: Double) -> Double {
        switch spec.animation {
        case let .timingCurve(curve, d):
            return from + (to - from) * curve.value(at: t / d)
        default:
            guard let spring = spec.spring else { return to }
            return from + spring.value(target: to - from, initialVelocity: velocity, time: t)
        }
    }

    public static func rate(_ spec: AnimationSpec, from: Double, to: Double, velocity: Double, at t: Double) -> Double {
        switch spec.animation {
        case let .timingCurve(curve, d):
            return t >= d ? 0 : (to - from) * curve.slope(at: t / d) / d
        default:
            guard let spring = spec.spring else { return 0 }
            return spring.velocity(target: to - from, initialVelocity: velocity, time: t)
        }
    }

    /// CSV text: a header, then one line per sample; values in Swift's shortest round-trip form.
    public static func csv(_ blocks: [(index: Int, rows: [(Double, Double, Double)])], withSpecColumn: Bool) -> String {
        var text = withSpecColumn ? "spec,t,value,velocity\n" : "t,value,velocity\n"
        for block in blocks {
            for (t, v, dv) in block.rows {
                if withSpecColumn { text += "\(block.index)," }
                text += "\(t),\(v),\(dv)\n"
            }
        }
        return text
    }
}
