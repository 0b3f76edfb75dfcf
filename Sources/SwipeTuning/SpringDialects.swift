import SwipeMath
import SwipeMotion

/// The same spring written in other tools' dialects, with a warning where a dialect cannot
/// express it exactly (SwipeTuning README, "Springs in other tools, with their sources").
public struct SpringDialect: Codable, Equatable {
    public var name: String
    public var code: String
    public var warning: String?
}

public enum SpringDialects {
    public static func all(for spring: Spring, unitInitialVelocity v0: Double) -> [SpringDialect] {
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        let zeta = spring.dampingRatio
        let n = { (x: Double) in TuningFormat.significant(x, digits: 5) }
        var result: [SpringDialect] = []

        result.append(
            SpringDialect(
                name: "SwiftUI",
                code: ".spring(response: \(n(spring.response)), dampingFraction: \(n(zeta)))  ·  "
                    + ".spring(duration: \(n(spring.duration)), bounce: \(n(spring.bounce)))"))
        result.append(
            SpringDialect(
                name: "SwiftUI closed form",
                code: ".interpolatingSpring(mass: \(n(m)), stiffness: \(n(k)), damping: \(n(c))\(v0 == 0 ? "" : ", initialVelocity: \(n(v0))"))  ·  "
                    + "Spring(mass: \(n(m)), stiffness: \(n(k)), damping: \(n(c)), allowOverDamping: \(zeta > 1))"))

        let perUnitMass = k / m
        let massWarning = m == 1 ? nil : "no mass parameter: stiffness is given per unit mass (k/m), which moves identically"
        result.append(
            SpringDialect(
                name: "Android SpringForce",
                code: "SpringForce().setStiffness(\(n(perUnitMass))f).setDampingRatio(\(n(zeta))f)",
                warning: massWarning.map { "SpringForce has " + $0 }))
        result.append(
            SpringDialect(
                name: "Jetpack Compose",
                code: "spring(dampingRatio = \(n(zeta))f, stiffness = \(n(perUnitMass))f)",
                warning: massWarning.map { "Compose spring() has " + $0 }))

        result.append(
            SpringDialect(
                name: "Motion (physics)",
                code: "{ type: \"spring\", stiffness: \(n(k)), damping: \(n(c)), mass: \(n(m)) }"))

        let motionZeta = min(max(zeta, 0.05), 1)
        let clampWarning: String? =
            (zeta < 0.05 || zeta > 1)
            ? "Motion clamps ζ to 0.05…1 for duration/bounce, so ζ \(n(zeta)) becomes \(n(motionZeta)); use the physics form"
            : nil
        let omega = spring.angularFrequency
        let duration = motionDuration(omega: omega, zeta: motionZeta)
        var durationWarning = clampWarning
        if duration < 0.01 || duration > 10 {
            durationWarning = (durationWarning.map { $0 + "; " } ?? "") + "Motion clamps duration to 0.01…10 s"
        }
        result.append(
            SpringDialect(
                name: "Motion (duration)",
                code: "{ type: \"spring\", duration: \(n(duration)), bounce: \(n(1 - motionZeta)) }  ·  "
                    + "{ type: \"spring\", visualDuration: \(n(spring.response / 1.2)), bounce: \(n(1 - motionZeta)) }",
                warning: durationWarning))

        result.append(
            SpringDialect(
                name: "react-spring",
                code: "{ tension: \(n(k)), friction: \(n(c)), mass: \(n(m)) }",
                warning: v0 == 0 ? nil : "react-spring velocities are in units per millisecond"))

        var ca = "let a = CASpringAnimation(); a.mass = \(n(m)); a.stiffness = \(n(k)); a.damping = \(n(c))"
        if v0 != 0 { ca += "; a.initialVelocity = \(n(v0))" }
        result.append(SpringDialect(name: "CASpringAnimation", code: ca))
        return result
    }

    /// Motion's `duration` for ω0 and ζ: the time at which its envelope reaches 0.001 from
    /// rest (its findSpring equations solved for the duration rather than for ω0).
    public static func motionDuration(omega: Double, zeta: Double) -> Double {
        if zeta < 1 {
            let lambda = zeta * omega
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return DeterministicMath.log(lambda / (wd * 0.001)) / lambda
        }
        // e^(−u)(u + 1) = 0.001, u = ω0·d; Newton from u = 10.
        var u = 10.0
        for _ in 0..<50 {
            let f = DeterministicMath.exp(-u) * (u + 1) - 0.001
            let df = -DeterministicMath.exp(-u) * u
            let next = u - f / df
            if abs(next - u) < 1e-15 { break }
            u = next
        }
        return u / omega
    }
}
