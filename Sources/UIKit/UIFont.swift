/// UIKit's `UIFont`, as decks hand fonts to SwiftUI: `Font(UIFont.systemFont(ofSize: 24,
/// weight: .bold))`, `UIFont.preferredFont(forTextStyle: .headline)`. It is the SwiftUI `Font`
/// it stands for; `pointSize` is its size in points.
public final class UIFont {
    public let font: Font
    public var pointSize: CGFloat { font.size }

    init(font: Font) { self.font = font }

    /// A face registered under `fontName` (`FontSet.customFaces`), as `Font.custom(_:fixedSize:)`:
    /// a UIFont made by name keeps its size at every Dynamic Type size (UIKit scales one only
    /// through `UIFontMetrics`); never nil (an unknown name draws the system face, as
    /// `Font.custom` does).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(font: .custom(fontName, fixedSize: fontSize))
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.swiftUIWeight))
    }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The Dynamic Type style as SwiftUI's matching `Font` (UIKit's `.title1` is SwiftUI's
    /// `.title`, `.caption1` its `.caption`): `pointSize` is its size at the default content
    /// size; drawn through `Font(_:)`, it is sized for the view's `dynamicTypeSize`.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.swiftUIStyle))
    }

    /// UIKit's weights, the same nine steps as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        let swiftUIWeight: Font.Weight
        public static let ultraLight = Weight(swiftUIWeight: .ultraLight)
        public static let thin = Weight(swiftUIWeight: .thin)
        public static let light = Weight(swiftUIWeight: .light)
        public static let regular = Weight(swiftUIWeight: .regular)
        public static let medium = Weight(swiftUIWeight: .medium)
        public static let semibold = Weight(swiftUIWeight: .semibold)
        public static let bold = Weight(swiftUIWeight: .bold)
        public static let heavy = Weight(swiftUIWeight: .heavy)
        public static let black = Weight(swiftUIWeight: .black)
    }

    /// UIKit's Dynamic Type styles.
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

        var swiftUIStyle: Font.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            }
        }
    }
}

extension Font {
    /// `Font(uiFont)`: the font a `UIFont` stands for (SwiftUI's `Font(_ font: CTFont)`, which a
    /// `UIFont` is passed to on iOS).
    public init(_ font: UIFont) { self = font.font }
}
