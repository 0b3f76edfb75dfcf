/// The weight of a text style. DejaVu Sans has no semibold face, so `.semibold` uses the bold
/// face (`TextStyle.font()`).
public enum FontWeight: String, Sendable {
    case regular, semibold, bold
}

/// Horizontal placement of a line of text relative to its anchor point.
public enum TextAlignment: Sendable {
    /// The anchor is the left end of the baseline.
    case leading
    /// The anchor is the middle of the baseline.
    case center
    /// The anchor is the right end of the baseline.
    case trailing
}

/// A Dynamic Type style at the default content size (FACTS.md §6), sizes in points.
public struct TextStyle: Hashable, Sendable {
    public var name: String
    public var size: Double
    public var weight: FontWeight

    public init(name: String, size: Double, weight: FontWeight = .regular) {
        self.name = name
        self.size = size
        self.weight = weight
    }

    public static let largeTitle = TextStyle(name: "largeTitle", size: 34)
    public static let title = TextStyle(name: "title", size: 28)
    public static let title2 = TextStyle(name: "title2", size: 22)
    public static let title3 = TextStyle(name: "title3", size: 20)
    public static let headline = TextStyle(name: "headline", size: 17, weight: .semibold)
    public static let body = TextStyle(name: "body", size: 17)
    public static let callout = TextStyle(name: "callout", size: 16)
    public static let subheadline = TextStyle(name: "subheadline", size: 15)
    public static let footnote = TextStyle(name: "footnote", size: 13)
    public static let caption = TextStyle(name: "caption", size: 12)
    public static let caption2 = TextStyle(name: "caption2", size: 11)

    /// Every style, in the order of Apple's table.
    public static let all: [TextStyle] = [
        largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2,
    ]

    /// The style with this SwiftUI name (e.g. "headline"), nil if there is none.
    public static func named(_ name: String) -> TextStyle? {
        all.first { $0.name == name }
    }

    /// The same style made bold (SwiftUI `.bold()`).
    public func bold() -> TextStyle {
        var copy = self
        copy.weight = .bold
        return copy
    }

    /// DejaVu Sans for regular, DejaVu Sans Bold for semibold and bold.
    public func font() throws -> Font {
        try Font.dejaVuSans(bold: weight != .regular)
    }
}
