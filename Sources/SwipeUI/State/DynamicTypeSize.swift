/// SwiftUI's `DynamicTypeSize`: the text size the person chose in Settings, seven standard
/// sizes and five accessibility sizes, smallest first (Apple, `DynamicTypeSize`; OpenSwiftUI
/// `Sources/OpenSwiftUICore/View/Text/Util/DynamicTypeSize.swift`). `.large` is the default.
/// Text styles (`Font.body`, …) and `@ScaledMetric` values follow it (`Font+DynamicType.swift`).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Its Swift name (`xxLarge`), as a scene writes it.
    public var name: String {
        switch self {
        case .xSmall: return "xSmall"
        case .small: return "small"
        case .medium: return "medium"
        case .large: return "large"
        case .xLarge: return "xLarge"
        case .xxLarge: return "xxLarge"
        case .xxxLarge: return "xxxLarge"
        case .accessibility1: return "accessibility1"
        case .accessibility2: return "accessibility2"
        case .accessibility3: return "accessibility3"
        case .accessibility4: return "accessibility4"
        case .accessibility5: return "accessibility5"
        }
    }

    /// The size named `name` (`name`'s inverse), nil for any other text.
    public init?(name: String) {
        guard let size = DynamicTypeSize.allCases.first(where: { $0.name == name }) else { return nil }
        self = size
    }

    /// This size limited to `range`: itself when the range contains it, else the range's
    /// nearest end; an empty range changes nothing (OpenSwiftUI `DynamicTypeSize.clamped(to:)`).
    func clamped<R: RangeExpression>(to range: R) -> DynamicTypeSize where R.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        guard let lowest = allowed.first, let highest = allowed.last else { return self }
        return min(max(self, lowest), highest)
    }
}

extension View {
    /// Sets the Dynamic Type size of the views inside (Apple, `View.dynamicTypeSize(_:)`); a
    /// range an ancestor set does not limit it, a range set inside does.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentChange(".dynamicTypeSize") { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size of the views inside to `range`
    /// (`.dynamicTypeSize(...DynamicTypeSize.xxLarge)`); nested ranges intersect (Apple,
    /// `View.dynamicTypeSize(_:)` with a `RangeExpression`).
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        environmentChange(".dynamicTypeSize") { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) }
    }
}

/// SwiftUI's `ContentSizeCategory` (iOS 13, deprecated for `DynamicTypeSize`): the same twelve
/// sizes under UIKit's names, in the same order, as older decks and previews write them
/// (`.environment(\.sizeCategory, .accessibilityLarge)`). Reading or writing
/// `EnvironmentValues.sizeCategory` reads or writes `dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of `size` (xSmall is extraSmall, accessibility1 accessibilityMedium, …).
    public init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}

extension DynamicTypeSize {
    /// The size of `category`.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}

extension EnvironmentValues {
    /// `dynamicTypeSize` under its iOS 13 name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}
