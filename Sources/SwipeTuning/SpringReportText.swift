import SwipeMath

extension SpringReport {
    /// The human-readable form, as `swipesim spring SPEC` prints it: one line per figure
    /// (seconds with 3 decimals, other numbers with 4 significant digits), then the dialects.
    public var textLines: [String] {
        let r = self
        let n = { (x: Double) in TuningFormat.significant(x, digits: 4) }
        let s = { (x: Double) in DecimalFormat.fixed(x, decimals: 3) + " s" }
        var out = [r.spec]
        out.append("  animation      \(r.kind): \(r.behaviour)")
        if let blend = r.blendDuration, blend > 0 { out.append("  blendDuration  \(s(blend))") }
        let velocity = r.curve == nil ? ", initial velocity \(n(r.velocity))/s" : " (timing curves take no initial velocity)"
        out.append("  motion         \(n(r.from)) → \(n(r.to))\(velocity), semantics \(r.semantics)")
        if let c = r.curve {
            out.append("  curve          cubic Bézier (\(n(c.x1)), \(n(c.y1))) (\(n(c.x2)), \(n(c.y2))) over \(s(c.duration))")
        }
        if let p = r.parameters {
            out.append("  response       \(s(p.response))   dampingRatio \(n(p.dampingRatio))")
            out.append("  duration       \(s(p.duration))   bounce \(n(p.bounce))")
            out.append("  physics        mass \(n(p.mass))   stiffness \(n(p.stiffness))   damping \(n(p.damping))")
            out.append("  settling       \(s(p.settlingDuration)) (Apple's settlingDuration, ε 0.001)")
            let period = p.dampedPeriod.map { s($0) } ?? "none (\(p.regime == "overDamped" ? "over-damped" : "critically damped"))"
            out.append("  ω0             \(n(p.angularFrequency)) rad/s   ζ \(n(p.dampingRatio))   damped period \(period)")
        }
        if let m = r.metrics {
            if r.velocity != 0 {
                out.append("  settles        \(s(m.settlingDuration)) (this motion, with its initial velocity, within 0.1 % of the interval)")
            }
            if let peak = m.peakTime {
                out.append(
                    "  overshoot      \(DecimalFormat.fixed(m.overshootPercent, decimals: 2)) % at \(s(peak));  overshoots above 1 %: \(m.overshootsAboveOnePercent)"
                )
            } else {
                out.append("  overshoot      none")
            }
            if let finish = m.fluidFinishTime {
                out.append("  fluid finish   \(s(finish)) (SwiftUI's stepped integrator at rest: speed, acceleration ≤ 0.06, within 1 %)")
            } else {
                out.append("  fluid finish   not within 60 s")
            }
        }
        if let i = r.integrator {
            let percent = i.maximumDeviationPercent.map { " (\(TuningFormat.significant($0, digits: 3)) % of the interval)" } ?? ""
            out.append(
                "  integrator     \(i.name): largest deviation from the closed form \(TuningFormat.significant(i.maximumDeviation, digits: 3))\(percent) at \(s(i.maximumDeviationTime))"
            )
        }
        if !r.dialects.isEmpty {
            out.append("  dialects")
            let width = r.dialects.map { $0.name.count }.max() ?? 0
            for d in r.dialects {
                let pad = String(repeating: " ", count: width - d.name.count)
                out.append("    \(d.name)\(pad)  \(d.code)")
                if let warning = d.warning {
                    out.append("    \(String(repeating: " ", count: width))  warning: \(warning)")
                }
            }
        }
        return out
    }
}
