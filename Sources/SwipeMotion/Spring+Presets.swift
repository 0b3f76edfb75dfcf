/// SwiftUI's spring presets as `Spring` values (iOS 17; Apple, "Spring": `smooth`, `snappy`,
/// `bouncy`), the same bounces as the `Animation` presets (`Animation+Presets.swift`): smooth
/// 0, snappy 0.15, bouncy 0.3, each plus `extraBounce`, at `duration` (default 0.5 s).
extension Spring {
    public static var smooth: Spring { .smooth() }
    public static var snappy: Spring { .snappy() }
    public static var bouncy: Spring { .bouncy() }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}
