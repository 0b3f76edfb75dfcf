/// One styled stretch of a line of text: its characters and the face, size, OpenType
/// features and spacing they are shaped with. A `TextLayout` of several spans is one line:
/// the Unicode Bidirectional Algorithm runs over the whole line, and each directional run is
/// shaped span by span (HarfBuzz shapes one style at a time, as CoreText shapes one run of
/// equal attributes at a time, so there is no kerning across a change of style).
///
/// Spacing follows CoreText's two attributes, which SwiftUI's `kerning(_:)` and
/// `tracking(_:)` set (Apple: `NSAttributedString.Key.kern` and `.tracking`):
/// - `kerning` points are added after every character cluster, the line's last included
///   ("the kerning affects the trailing edge of the text view as well", SwiftUI's
///   `Text.kerning(_:)`), so n clusters widen by n · kerning; ligatures stay.
/// - `tracking` points are added after every character cluster too, but "treated as trailing
///   whitespace": the line's last cluster's tracking does not count in its width, so n
///   clusters widen by (n − 1) · tracking; and a nonzero tracking "disables nonessential
///   ligatures" (`TextFeatures.noLigatures`: `liga` and `clig` off).
/// Both apply when both are given (CoreText adds the two), on top of the face's own `spacing`
/// (`TextSpacing`: the system font's size-specific tracking and calibration).
public struct TextSpan: Sendable {
    public var text: String
    public var font: Font
    /// Point size.
    public var size: Double
    public var features: TextFeatures
    /// The face for runs of characters `font` has no glyphs for (as in `TextLayout.init`).
    public var fallback: Font?
    /// Points added after each character cluster (SwiftUI `kerning`).
    public var kerning: Double
    /// Points added after each character cluster but the line's last (SwiftUI `tracking`).
    public var tracking: Double
    /// Points the glyphs are raised above the baseline (SwiftUI `baselineOffset`; negative
    /// lowers them). The line's ascent grows by a raise and its descent by a drop.
    public var baselineOffset: Double
    /// The face's own spacing at this size (`Typeface.spacing(size:)`): its tracking after every
    /// cluster, the last included, ligatures kept, and a factor on its advances. Applies to
    /// `font` only, not to `fallback` or `emoji` runs.
    public var spacing: TextSpacing
    /// The colour emoji face for characters `font` has no glyphs for, and for emoji sequences
    /// (`EmojiFont`).
    public var emoji: EmojiFont?

    public init(
        _ text: String, font: Font, size: Double, features: TextFeatures = [], fallback: Font? = nil,
        kerning: Double = 0, tracking: Double = 0, baselineOffset: Double = 0, spacing: TextSpacing = .none,
        emoji: EmojiFont? = nil
    ) {
        self.text = text
        self.font = font
        self.size = size
        self.features = features
        self.fallback = fallback
        self.kerning = kerning
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.spacing = spacing
        self.emoji = emoji
    }

    /// The features HarfBuzz is asked for: tracking turns the common ligatures off.
    var shapingFeatures: TextFeatures { tracking != 0 ? features.union(.noLigatures) : features }

    /// Ascent and descent of the span's face at its size, in points; a raise adds to the
    /// ascent, a drop to the descent (the line grows to hold the moved glyphs).
    public var ascent: Double { font.ascender * size / font.unitsPerEm + max(0, baselineOffset) }
    public var descent: Double { font.descender * size / font.unitsPerEm + max(0, -baselineOffset) }

    /// Checks the size and the spacings: finite (and the size > 0, ≤ 10 000).
    func validate() throws {
        try Font.validate(size: size)
        func check(_ value: Double, _ name: String) throws {
            if !value.isFinite { throw RasterError(.nonFiniteValue, "text \(name) \(value) is not finite: use a finite number of points") }
        }
        try check(kerning, "kerning")
        try check(tracking, "tracking")
        try check(baselineOffset, "baselineOffset")
        try check(spacing.tracking, "spacing tracking")
        if !(spacing.advanceScale.isFinite && spacing.advanceScale > 0) {
            throw RasterError(.nonFiniteValue, "text advance scale \(spacing.advanceScale) is invalid: use a finite factor > 0")
        }
    }
}
