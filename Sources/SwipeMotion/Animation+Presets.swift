/// SwiftUI's animation constructors, with SwiftUI's parameter names and defaults
/// (Apple's page for each; the defaults shown are the iOS 17 ones where they differ — see
/// `AnimationSemantics` and `Animation.default(semantics:)`).
extension Animation {
    /// `spring(response:dampingFraction:blendDuration:)`. Disfavoured, as in SwiftUI, so a
    /// bare `.spring()` resolves to the duration overload (the iOS 17 behaviour).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        .fluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// `spring(duration:bounce:blendDuration:)`: response = duration, ζ from bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .fluidSpring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// `spring(_ spring: Spring, blendDuration:)`: the spring's response and damping ratio.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        .fluidSpring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// Bare `.spring` / `.spring()` under the given semantics.
    public static func spring(semantics: AnimationSemantics) -> Animation {
        switch semantics {
        case .ios17: return .spring(duration: 0.5, bounce: 0)
        case .ios16: return .spring(response: 0.55, dampingFraction: 0.825)
        }
    }

    /// `interactiveSpring(response:dampingFraction:blendDuration:)`; disfavoured like `spring`.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        .fluidSpring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// `interactiveSpring(duration:extraBounce:blendDuration:)`: bounce 0.15 + extraBounce.
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// Bare `.interactiveSpring` / `.interactiveSpring()` under the given semantics.
    public static func interactiveSpring(semantics: AnimationSemantics) -> Animation {
        switch semantics {
        case .ios17: return .interactiveSpring(duration: 0.15, extraBounce: 0)
        case .ios16: return .interactiveSpring(response: 0.15, dampingFraction: 0.86)
        }
    }

    /// `.smooth(duration:extraBounce:)`: bounce 0 + extraBounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: extraBounce)
    }

    /// `.snappy(duration:extraBounce:)`: bounce 0.15 + extraBounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `.bouncy(duration:extraBounce:)`: bounce 0.3 + extraBounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)` (over-damping allowed,
    /// as SwiftUI's SpringAnimation does not clamp).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity)
    }

    /// `interpolatingSpring(duration:bounce:initialVelocity:)`: k = (2π/d)², c = 2ζ√k.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        .interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// `easeIn(duration:)`, control points (0.42, 0, 1, 1).
    public static func easeIn(duration: Double = 0.35) -> Animation { .timingCurve(.easeIn, duration: duration) }
    /// `easeOut(duration:)`, control points (0, 0, 0.58, 1).
    public static func easeOut(duration: Double = 0.35) -> Animation { .timingCurve(.easeOut, duration: duration) }
    /// `easeInOut(duration:)`, control points (0.42, 0, 0.58, 1).
    public static func easeInOut(duration: Double = 0.35) -> Animation { .timingCurve(.easeInOut, duration: duration) }
    /// `linear(duration:)`.
    public static func linear(duration: Double = 0.35) -> Animation { .timingCurve(.linear, duration: duration) }

    /// `timingCurve(_:_:_:_:duration:)`.
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.35) -> Animation {
        .timingCurve(UnitCurve(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration)
    }

    /// `Animation.default` under the given semantics: iOS 17+ a spring with response 0.55
    /// and ζ 1 (Apple's page; OpenSwiftUI has 0.5 — uncertain: SwipeMotion README, "Animation presets and defaults"), before iOS 17
    /// `easeInOut(duration: 0.35)`.
    public static func `default`(semantics: AnimationSemantics) -> Animation {
        switch semantics {
        case .ios17: return .spring(response: 0.55, dampingFraction: 1, blendDuration: 0)
        case .ios16: return .easeInOut(duration: 0.35)
        }
    }

    /// `Animation.default` with iOS 17 semantics.
    public static var `default`: Animation { .default(semantics: .ios17) }

    /// The bare presets, as SwiftUI's static properties (iOS 17 semantics).
    public static var spring: Animation { .spring(semantics: .ios17) }
    public static var interactiveSpring: Animation { .interactiveSpring(semantics: .ios17) }
    public static var smooth: Animation { .smooth() }
    public static var snappy: Animation { .snappy() }
    public static var bouncy: Animation { .bouncy() }
    public static var easeIn: Animation { .easeIn() }
    public static var easeOut: Animation { .easeOut() }
    public static var easeInOut: Animation { .easeInOut() }
    public static var linear: Animation { .linear() }
}
