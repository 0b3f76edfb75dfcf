import XCTest
import SwipeRaster

/// Lines of several styled spans: the single-span line is the plain layout, widths add up,
/// kerning keeps ligatures and tracking breaks them, baseline offsets grow the line.
final class TextSpanTests: XCTestCase {
    func testOneSpanIsThePlainLayout() throws {
        let font = try Font.dejaVuSans()
        let plain = try TextLayout("Swipe right, fine", font: font, size: 28, maxWidth: 120)
        let span = try TextLayout(spans: [TextSpan("Swipe right, fine", font: font, size: 28)], maxWidth: 120)
        XCTAssertEqual(span.path, plain.path)
        XCTAssertEqual(span.width, plain.width)
        XCTAssertEqual(span.text, plain.text)
        XCTAssertTrue(span.isTruncated)
        XCTAssertEqual(span.segments.count, 1)
        XCTAssertEqual(span.segments[0].maxX, span.width)
    }

    func testSpansInTwoFacesAreAsWideAsEachAlone() throws {
        let regular = try Font.dejaVuSans(), bold = try Font.dejaVuSans(bold: true)
        let line = try TextLayout(spans: [TextSpan("Bob", font: bold, size: 30), TextSpan(", 25", font: regular, size: 20)])
        let bob = try bold.width(of: "Bob", size: 30), age = try regular.width(of: ", 25", size: 20)
        XCTAssertEqual(line.width, bob + age, accuracy: 1e-9)
        XCTAssertEqual(line.segments.map(\.span), [0, 1])
        XCTAssertEqual(line.segments[1].minX, bob, accuracy: 1e-9)
        XCTAssertEqual(line.ascent, bold.ascender * 30 / bold.unitsPerEm, accuracy: 1e-9, "the taller span's ascent")
        XCTAssertFalse(line.spanPaths[0].isEmpty || line.spanPaths[1].isEmpty)
    }

    /// DejaVu Sans ligates "ffi" (GSUB `liga`): one glyph, one cluster, so kerning is added
    /// once; tracking turns the ligature off and spaces the three letters.
    func testKerningKeepsTheLigatureAndTrackingBreaksIt() throws {
        let font = try Font.dejaVuSans()
        let ligature = try font.width(of: "ffi", size: 40)
        let kerned = try TextLayout(spans: [TextSpan("ffi", font: font, size: 40, kerning: 5)])
        XCTAssertEqual(kerned.width, ligature + 5, accuracy: 1e-9, "one cluster: one kerning")
        let letters = try font.width(of: "f", size: 40) * 2 + font.width(of: "i", size: 40)
        let tracked = try TextLayout(spans: [TextSpan("ffi", font: font, size: 40, tracking: 5)])
        XCTAssertEqual(tracked.width, letters + 2 * 5, accuracy: 1e-9, "three letters, tracking between them only")
        let untracked = try TextLayout(spans: [TextSpan("ffi", font: font, size: 40, features: .noLigatures)])
        XCTAssertNotEqual(untracked.path, try TextLayout("ffi", font: font, size: 40).path, "other glyphs without the ligature")
    }

    func testBaselineOffsetRaisesGlyphsAndGrowsTheLine() throws {
        let font = try Font.dejaVuSans()
        let plain = try TextLayout(spans: [TextSpan("x", font: font, size: 20)])
        let raised = try TextLayout(spans: [TextSpan("x", font: font, size: 20, baselineOffset: 7)])
        XCTAssertEqual(raised.ascent, plain.ascent + 7, accuracy: 1e-9)
        XCTAssertEqual(raised.descent, plain.descent, accuracy: 1e-9)
        XCTAssertEqual(raised.path, plain.path.transformed(by: .translation(x: 0, y: -7)), "7 points up (y points down)")
        XCTAssertThrowsError(try TextLayout(spans: [TextSpan("x", font: font, size: 20, kerning: .infinity)]))
    }

    func testDecorationMetricsComeFromTheFont() throws {
        // DejaVu Sans 2.37's post table: underlinePosition −40, underlineThickness 90; its OS/2
        // table: yStrikeoutPosition 530, yStrikeoutSize 102 (read from the file's bytes).
        XCTAssertEqual(
            try Font.dejaVuSans().decorationMetrics,
            DecorationMetrics(underlinePosition: -40, underlineThickness: 90, strikeoutPosition: 530, strikeoutThickness: 102))
        // Inter 4's Regular: post −464 / 192, OS/2 922 / 192.
        XCTAssertEqual(
            try Typeface.inter.font(weight: .regular).decorationMetrics,
            DecorationMetrics(underlinePosition: -464, underlineThickness: 192, strikeoutPosition: 922, strikeoutThickness: 192))
    }
}
