import CHarfBuzz
import SwipeBase

/// OpenType features a text run asks for beyond HarfBuzz's defaults (which already apply the
/// font's kerning, ligatures and contextual alternates from GPOS/GSUB).
public struct TextFeatures: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// SwiftUI's `.monospacedDigit()`: tabular figures, the OpenType `tnum` feature, so every
    /// digit has the same advance and counters do not jiggle as they change.
    public static let monospacedDigit = TextFeatures(rawValue: 1 << 0)
    /// Common and contextual ligatures turned off (OpenType `liga` and `clig` = 0), as
    /// CoreText does for text with nonzero tracking ("a nonzero amount of tracking disables
    /// nonessential ligatures", Apple's `NSAttributedString.Key.tracking`). `TextSpan` asks for
    /// it whenever its tracking is nonzero.
    public static let noLigatures = TextFeatures(rawValue: 1 << 1)
}

/// One glyph of a shaped run, in font units: `index` is the glyph id (FreeType loads its
/// outline), `cluster` the offset of its first Unicode scalar in the run, the advance and the
/// offsets HarfBuzz positioned it with (x to the right, y up as in the font).
package struct ShapedGlyph: Equatable, Sendable {
    package var index: UInt32
    package var cluster: Int
    var xAdvance: Int32
    var xOffset: Int32
    var yOffset: Int32
}

/// HarfBuzz's face of one font file, and a cache of the runs it has shaped.
///
/// The HarfBuzz font keeps its scale at units per em and no hinting, so every position is an
/// integer in font units: shaping is exact and independent of the text size, and one cached
/// run serves every size. Shaping uses HarfBuzz's own OpenType functions (`hb-ot`), which read
/// the font tables the same way on every machine.
package final class TextShaper: @unchecked Sendable {
    private let blob: OpaquePointer
    private let face: OpaquePointer
    private let font: OpaquePointer
    private let lock = Lock()
    /// The font's underline and strikeout lines (`DecorationMetrics`), font units.
    let decorationMetrics: DecorationMetrics
    private var runs: [RunKey: [ShapedGlyph]] = [:]
    /// Enough for every distinct line a scene draws; past it the cache starts again (the
    /// result of shaping never depends on the cache).
    static let cacheCapacity = 4096

    private struct RunKey: Hashable {
        var scalars: [Unicode.Scalar]
        var rightToLeft: Bool
        var features: TextFeatures
    }

    init(path: String) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw RasterError(.fontUnreadable, "HarfBuzz could not read the font file \(path); give a TrueType or OpenType font")
        }
        self.blob = blob
        face = hb_face_create(blob, 0)
        font = hb_font_create(face)
        hb_font_make_immutable(font)
        decorationMetrics = Self.decorationMetrics(of: font)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }

    /// The glyphs of one run of text in one direction, in visual order (for a right-to-left run
    /// the first glyph is the leftmost, i.e. the last character). Script and language are
    /// guessed by HarfBuzz from the text.
    package func shape(_ scalars: [Unicode.Scalar], rightToLeft: Bool, features: TextFeatures) -> [ShapedGlyph] {
        let key = RunKey(scalars: scalars, rightToLeft: rightToLeft, features: features)
        return lock.withLock {
            if let cached = runs[key] { return cached }
            let shaped = shapeUncached(scalars, rightToLeft: rightToLeft, features: features)
            if runs.count >= Self.cacheCapacity { runs.removeAll(keepingCapacity: true) }
            runs[key] = shaped
            return shaped
        }
    }

    private func shapeUncached(_ scalars: [Unicode.Scalar], rightToLeft: Bool, features: TextFeatures) -> [ShapedGlyph] {
        var glyphs = harfBuzzShape(scalars, rightToLeft: rightToLeft, features: features)
        if features.contains(.monospacedDigit) { equalizeDigits(&glyphs, scalars: scalars) }
        return glyphs
    }

    /// HarfBuzz's glyphs and positions for the run, as it returns them.
    private func harfBuzzShape(_ scalars: [Unicode.Scalar], rightToLeft: Bool, features: TextFeatures) -> [ShapedGlyph] {
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        let codepoints = scalars.map { $0.value }
        hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        var requested: [hb_feature_t] = []
        if features.contains(.monospacedDigit) {
            requested.append(hb_feature_t(tag: Self.tag("tnum"), value: 1, start: 0, end: UInt32.max))
        }
        if features.contains(.noLigatures) {
            requested.append(hb_feature_t(tag: Self.tag("liga"), value: 0, start: 0, end: UInt32.max))
            requested.append(hb_feature_t(tag: Self.tag("clig"), value: 0, start: 0, end: UInt32.max))
        }
        hb_shape(font, buffer, requested, UInt32(requested.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(
                index: infos[i].codepoint, cluster: Int(infos[i].cluster),
                xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset, yOffset: positions[i].y_offset)
        }
    }

    /// Gives every ASCII digit the advance of the tabular "0", centring the glyph in it.
    ///
    /// `tnum` should do this alone, and in SF Pro it does; but static instances of a variable
    /// design can round one figure off (Debian's Inter-SemiBold.otf, 4.0 beta 7, sets one
    /// tabular figure 1885 units wide beside nine of 1888), which would make a counter jiggle.
    private func equalizeDigits(_ glyphs: inout [ShapedGlyph], scalars: [Unicode.Scalar]) {
        func isDigit(_ glyph: ShapedGlyph) -> Bool {
            glyph.cluster < scalars.count && ("0"..."9").contains(scalars[glyph.cluster])
        }
        guard glyphs.contains(where: isDigit), let zero = tabularZeroAdvance else { return }
        for i in glyphs.indices where isDigit(glyphs[i]) {
            let slack = zero - glyphs[i].xAdvance
            glyphs[i].xOffset += slack / 2
            glyphs[i].xAdvance = zero
        }
    }

    /// The advance of "0" shaped with `tnum`, in font units (nil for a font with no "0").
    /// Read under `lock`, like the run cache.
    private lazy var tabularZeroAdvance: Int32? =
        harfBuzzShape(["0"], rightToLeft: false, features: .monospacedDigit).first?.xAdvance

    /// The font's underline and strikeout lines, in font units, read when the font opens:
    /// HarfBuzz's `hb_ot_metrics_get_position_with_fallback` gives the `post` table's
    /// underlinePosition and underlineThickness and the OS/2 table's yStrikeoutPosition and
    /// yStrikeoutSize, or HarfBuzz's synthesised values for a font without them.
    private static func decorationMetrics(of font: OpaquePointer) -> DecorationMetrics {
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var position: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(font, tag, &position)
            return Double(position)
        }
        return DecorationMetrics(
            underlinePosition: metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET),
            underlineThickness: metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE),
            strikeoutPosition: metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET),
            strikeoutThickness: metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE))
    }

    /// An OpenType tag from its four ASCII letters.
    static func tag(_ name: String) -> hb_tag_t {
        name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
    }
}
