import SwipeRaster

/// The styles a `Text` sets with its own modifiers; nil is "not set here" (the enclosing
/// concatenation's, else the environment's, applies).
struct TextAttributes {
    var font: Font?
    var weight: Font.Weight?
    var design: Font.Design?
    var isBold: Bool?
    var isItalic: Bool?
    var style: ShapeStyleValue?
    /// Points (`Text.kerning(_:)`, `Text.tracking(_:)`, `Text.baselineOffset(_:)`).
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// `.some(nil)`: turned off here (`underline(false)`).
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??

    /// These attributes, with `outer`'s wherever these set none.
    func inheriting(_ outer: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: font ?? outer.font, weight: weight ?? outer.weight, design: design ?? outer.design, isBold: isBold ?? outer.isBold,
            isItalic: isItalic ?? outer.isItalic, style: style ?? outer.style, kerning: kerning ?? outer.kerning,
            tracking: tracking ?? outer.tracking, baselineOffset: baselineOffset ?? outer.baselineOffset,
            underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough)
    }

    /// `string` in these attributes, the environment giving what they do not set; the
    /// environment's `textCase` applied (en_US).
    func run(_ string: String, in environment: EnvironmentValues) -> TextRun {
        var fontEnvironment = environment
        if let font { fontEnvironment.font = font }
        if let weight { fontEnvironment.fontWeight = weight }
        if let design { fontEnvironment.fontDesign = design }
        if let isBold { fontEnvironment.isBold = isBold }
        if let isItalic { fontEnvironment.isItalic = isItalic }
        let shown: String
        switch environment.textCase {
        case nil: shown = string
        case .uppercase?: shown = string.uppercased(with: LocalizedStringKey.locale)
        case .lowercase?: shown = string.lowercased(with: LocalizedStringKey.locale)
        }
        return TextRun(
            string: shown, font: fontEnvironment.resolvedFont, style: style ?? environment.foregroundStyle,
            kerning: Double(kerning ?? environment.kerning), tracking: Double(tracking ?? environment.tracking),
            baselineOffset: Double(baselineOffset ?? environment.baselineOffset),
            underline: underline ?? environment.underline, strikethrough: strikethrough ?? environment.strikethrough)
    }
}

/// One resolved run of a text: what layout measures and the painter draws for it.
struct TextRun {
    var string: String
    var font: Font
    var style: ShapeStyleValue
    /// Points.
    var kerning: Double
    var tracking: Double
    var baselineOffset: Double
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?

    /// What layout depends on (not the colours).
    var layoutKey: LayoutKey {
        LayoutKey(
            string: string, font: font, kerning: kerning, tracking: tracking, baselineOffset: baselineOffset,
            hasUnderline: underline != nil, hasStrikethrough: strikethrough != nil)
    }

    struct LayoutKey: Hashable {
        var string: String
        var font: Font
        var kerning: Double
        var tracking: Double
        var baselineOffset: Double
        var hasUnderline: Bool
        var hasStrikethrough: Bool
    }
}

/// Resolved text: its runs in reading order and the paragraph's settings.
struct TextContent {
    var runs: [TextRun]
    var lineLimit: Int?
    var alignment: TextAlignment
    /// Points between lines (`.lineSpacing`).
    var lineSpacing: Double
    /// The smallest scale text may shrink to before truncating (`.minimumScaleFactor`), 0…1.
    var minimumScaleFactor: Double

    /// Every run's characters joined.
    var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }
}
