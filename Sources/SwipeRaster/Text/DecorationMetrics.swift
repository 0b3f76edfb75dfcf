/// Where a font draws its underline and strikethrough, in font units (scale by
/// size / `Font.unitsPerEm` for points), y up from the baseline as in the font tables.
///
/// OpenType defines both positions as the **top** edge of the stroke: `post.underlinePosition`
/// is "the suggested distance of the top of the underline from the baseline (negative values
/// indicate below baseline)", `OS/2.yStrikeoutPosition` "the position of the top of the
/// strikeout stroke relative to the baseline". So a stroke covers
/// `position − thickness … position` above the baseline.
public struct DecorationMetrics: Hashable, Sendable {
    /// Top of the underline above the baseline (negative: below it).
    public var underlinePosition: Double
    public var underlineThickness: Double
    /// Top of the strikethrough above the baseline.
    public var strikeoutPosition: Double
    public var strikeoutThickness: Double

    public init(underlinePosition: Double, underlineThickness: Double, strikeoutPosition: Double, strikeoutThickness: Double) {
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.strikeoutPosition = strikeoutPosition
        self.strikeoutThickness = strikeoutThickness
    }
}

extension Font {
    /// The font's underline and strikeout metrics (`post` and `OS/2` tables), in font units.
    public var decorationMetrics: DecorationMetrics { shaper.decorationMetrics }
}
