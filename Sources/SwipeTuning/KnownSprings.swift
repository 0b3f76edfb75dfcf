import SwipeMotion

/// Springs other tools ship as presets (SwipeTuning README, "Springs in other tools, with their sources"), as closed-form springs, for
/// `swipesim spring SPEC --match`.
public struct KnownSpring {
    /// The tool ("SwiftUI", "Android", "Compose", "react-spring", "Motion").
    public var tool: String
    /// How it is written in that tool.
    public var name: String
    public var spring: Spring
}

public enum KnownSprings {
    /// In a fixed order (ties in distance keep it).
    public static let all: [KnownSpring] = swiftUI + android + compose + reactSpring + motion

    /// SwiftUI's presets, resolved by our own parser so they match `swipesim spring` exactly.
    public static let swiftUI: [KnownSpring] = {
        let specs: [(String, AnimationSemantics, String)] = [
            (".smooth", .ios17, ".smooth"), (".snappy", .ios17, ".snappy"), (".bouncy", .ios17, ".bouncy"),
            (".spring()", .ios17, ".spring() (iOS 17)"), (".interactiveSpring()", .ios17, ".interactiveSpring() (iOS 17)"),
            (".default", .ios17, ".default (iOS 17)"),
            (".spring()", .ios16, ".spring() (iOS 16)"), (".interactiveSpring()", .ios16, ".interactiveSpring() (iOS 16)"),
        ]
        return specs.compactMap { text, semantics, name in
            guard let spring = try? AnimationParser.parseSpec(text, semantics: semantics).spring else { return nil }
            return KnownSpring(tool: "SwiftUI", name: name, spring: spring)
        }
    }()

    /// SpringForce: every stiffness × damping-ratio constant, mass 1.
    public static let android: [KnownSpring] = {
        let stiffnesses: [(String, Double)] = [("STIFFNESS_HIGH", 10_000), ("STIFFNESS_MEDIUM", 1500), ("STIFFNESS_LOW", 200), ("STIFFNESS_VERY_LOW", 50)]
        let ratios: [(String, Double)] = [
            ("DAMPING_RATIO_HIGH_BOUNCY", 0.2), ("DAMPING_RATIO_MEDIUM_BOUNCY", 0.5),
            ("DAMPING_RATIO_LOW_BOUNCY", 0.75), ("DAMPING_RATIO_NO_BOUNCY", 1),
        ]
        var list: [KnownSpring] = []
        for (stiffnessName, k) in stiffnesses {
            for (ratioName, zeta) in ratios {
                list.append(
                    KnownSpring(
                        tool: "Android", name: "SpringForce(\(stiffnessName), \(ratioName))",
                        spring: physical(stiffness: k, dampingRatio: zeta)))
            }
        }
        return list
    }()

    public static let compose: [KnownSpring] = [
        KnownSpring(tool: "Compose", name: "spring() (StiffnessMedium 1500, NoBouncy)", spring: physical(stiffness: 1500, dampingRatio: 1)),
        KnownSpring(tool: "Compose", name: "spring(stiffness = StiffnessMediumLow) (400)", spring: physical(stiffness: 400, dampingRatio: 1)),
    ]

    /// react-spring's config presets: tension = stiffness, friction = damping, mass 1.
    public static let reactSpring: [KnownSpring] = [
        ("default", 170.0, 26.0), ("gentle", 120, 14), ("wobbly", 180, 12), ("stiff", 210, 20), ("slow", 280, 60), ("molasses", 280, 120),
    ].map { name, tension, friction in
        KnownSpring(
            tool: "react-spring", name: "config.\(name) (tension \(Int(tension)), friction \(Int(friction)))",
            spring: Spring(mass: 1, stiffness: tension, damping: friction, allowOverDamping: true))
    }

    public static let motion: [KnownSpring] = [
        KnownSpring(
            tool: "Motion", name: "spring defaults (stiffness 100, damping 10, mass 1)",
            spring: Spring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: true))
    ]

    public static func physical(stiffness k: Double, dampingRatio zeta: Double) -> Spring {
        Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), allowOverDamping: true)
    }
}
