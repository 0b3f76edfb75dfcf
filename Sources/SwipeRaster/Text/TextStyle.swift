/// SwiftUI's `Font.Weight`, lightest to heaviest; the raw value is the OpenType weight class
/// (`usWeightClass`) of the matching SF Pro face: Ultralight 100, Thin 200, Light 300,
/// Regular 400, Medium 500, Semibold 600, Bold 700, Heavy 800, Black 900.
public enum FontWeight: Int, CaseIterable, Comparable, Sendable {
    case ultraLight = 100
    case thin = 200
    case light = 300
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
    case heavy = 800
    case black = 900

    /// SwiftUI's name for the weight (`ultraLight` … `black`), as scenes spell it.
    public var name: String {
        switch self {
        case .ultraLight: return "ultraLight"
        case .thin: return "thin"
        case .light: return "light"
        case .regular: return "regular"
        case .medium: return "medium"
        case .semibold: return "semibold"
        case .bold: return "bold"
        case .heavy: return "heavy"
        case .black: return "black"
        }
    }

    /// The weight SwiftUI calls `name`, nil if there is none.
    public static func named(_ name: String) -> FontWeight? {
        allCases.first { $0.name == name }
    }

    /// The Inter file's style name at the same weight class (Inter's Thin is 100, its
    /// ExtraLight 200, so SF's Ultralight and Thin map to them).
    var interStyleName: String {
        switch self {
        case .ultraLight: return "Thin"
        case .thin: return "ExtraLight"
        case .light: return "Light"
        case .regular: return "Regular"
        case .medium: return "Medium"
        case .semibold: return "SemiBold"
        case .bold: return "Bold"
        case .heavy: return "ExtraBold"
        case .black: return "Black"
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
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

/// A Dynamic Type style at the default content size (Apple HIG "Typography"; SwipeUI README, "Drawing"), sizes in points, with the
/// modifiers SwiftUI applies to a style (`.bold()`, `.weight(_:)`, `.italic()`,
/// `.monospacedDigit()`).
public struct TextStyle: Hashable, Sendable {
    public var name: String
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    /// OpenType features asked for (`.monospacedDigit` → `tnum`).
    public var features: TextFeatures

    public init(name: String, size: Double, weight: FontWeight = .regular, italic: Bool = false, features: TextFeatures = []) {
        self.name = name
        self.size = size
        self.weight = weight
        self.italic = italic
        self.features = features
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
        weight(.bold)
    }

    /// The same style at another weight (SwiftUI `.weight(_:)`).
    public func weight(_ weight: FontWeight) -> TextStyle {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same style in italic (SwiftUI `.italic()`).
    public func italicized() -> TextStyle {
        var copy = self
        copy.italic = true
        return copy
    }

    /// The same style with tabular digits (SwiftUI `.monospacedDigit()`).
    public func monospacedDigit() -> TextStyle {
        var copy = self
        copy.features.insert(.monospacedDigit)
        return copy
    }

    /// The font file that draws this style in `typeface` (Inter by default).
    public func font(in typeface: Typeface = .inter) throws -> Font {
        try typeface.font(weight: weight, italic: italic, size: size)
    }
}
