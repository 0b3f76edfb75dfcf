/// The value of a SwiftUI `Animation`: one of the three behaviours SwiftUI actually has
/// (SwipeMotion README, "How animations run and combine"), possibly wrapped in `delay`, `speed` and `repeat` modifiers:
///
/// - `fluidSpring`: `spring`, `interactiveSpring`, `smooth`, `snappy`, `bouncy` and `.default`
///   on iOS 17+. A stepped integrator (dt = 1/300 s) that **replaces** a running animation,
///   keeping its value and velocity; `blendDuration` blends the response.
/// - `interpolatingSpring`: the closed-form spring; **combines** with running animations.
/// - `timingCurve`: a cubic Bézier over a duration; **combines** like interpolatingSpring.
/// - `modified`: a base animation under `.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)`
///   or `.repeatForever(autoreverses:)` (`Animation+Modifiers.swift`); it **combines** with
///   running animations, and merges only into the same modifiers over a fluid spring.
///
/// Build one with the SwiftUI-named constructors (`Animation+Presets.swift`) or parse
/// SwiftUI source text with `AnimationParser`.
public indirect enum Animation: Hashable, Sendable {
    /// response in seconds (≥ 0; 0 is infinitely stiff, capped at k = 45 000),
    /// dampingFraction ζ (≥ 0), blendDuration in seconds (≥ 0).
    case fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// A closed-form spring producing a unit fraction of the interval; initialVelocity is in
    /// interval fractions per second.
    case interpolatingSpring(Spring, initialVelocity: Double = 0)
    /// A Bézier timing curve running for `duration` seconds (> 0).
    case timingCurve(UnitCurve, duration: Double)
    /// `base` with one SwiftUI animation modifier applied on the outside.
    case modified(Animation, AnimationModifier)

    /// The closed-form spring with the same parameters: for a fluid spring
    /// `Spring(response:dampingRatio:)` (uncapped stiffness), for an interpolating spring its
    /// own spring; nil for a timing curve and for a modified animation (its motion is not the
    /// spring's).
    public var spring: Spring? {
        switch self {
        case let .fluidSpring(response, dampingFraction, _):
            return Spring(response: response, dampingRatio: dampingFraction)
        case let .interpolatingSpring(spring, _):
            return spring
        case .timingCurve, .modified:
            return nil
        }
    }
}

/// Which SwiftUI version's defaults to follow where they differ (SwipeMotion README, "Animation presets and defaults"). A scene-level
/// switch; `ios17` is the default.
public enum AnimationSemantics: String, CaseIterable, Sendable {
    /// iOS 17+ SDKs: `.default` is a spring (response 0.55, ζ 1, as Apple's page states;
    /// OpenSwiftUI uses 0.5); bare `.spring`/`.spring()` resolve to the duration overload
    /// (response 0.5, ζ 1) and bare `.interactiveSpring` to duration 0.15, bounce 0.15 (ζ 0.85).
    case ios17
    /// Older SDKs: `.default` is `easeInOut(duration: 0.35)`; `.spring()` is response 0.55,
    /// ζ 0.825; `.interactiveSpring()` is response 0.15, ζ 0.86, blend 0.25.
    case ios16
}
