import CHarfBuzz
import XCTest
import SwipeRaster

/// Text metrics in Inter, the default typeface, checked against HarfBuzz itself.
final class TextShapingTests: XCTestCase {
    /// The advance of `text` as HarfBuzz shapes it, asked of HarfBuzz directly (no cache, no
    /// SwipeRaster code), in points.
    func harfBuzzAdvance(_ text: String, path: String, size: Double, features: [String] = []) throws -> Double {
        let blob = try XCTUnwrap(hb_blob_create_from_file_or_fail(path))
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        let font = hb_font_create(face)
        defer { hb_font_destroy(font) }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_guess_segment_properties(buffer)
        let requested = features.map { name in
            hb_feature_t(tag: name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }, value: 1, start: 0, end: UInt32.max)
        }
        hb_shape(font, buffer, requested, UInt32(requested.count))
        var count: UInt32 = 0
        let positions = try XCTUnwrap(hb_buffer_get_glyph_positions(buffer, &count))
        let units = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
        return Double(units) * size / Double(hb_face_get_upem(face))
    }

    func testInterAdvancesEqualHarfBuzzAtDynamicTypeSizes() throws {
        let strings = ["Card Swipe", "Where next?", "No more cards", "Kyoto, 1.2 km", "Ta Yo AV fi ffl"]
        for style in TextStyle.all {
            for weight in [style.weight, .bold] {
                let styled = style.weight(weight)
                let font = try styled.font()
                for text in strings {
                    let expected = try harfBuzzAdvance(text, path: font.path, size: style.size)
                    XCTAssertEqual(
                        try font.width(of: text, size: style.size), expected, accuracy: 1e-9,
                        "\(text) in \(font.path) at \(style.size) pt")
                }
            }
        }
    }

    func testInterIsTheDefaultForEveryWeightAndSlant() throws {
        XCTAssertEqual(try TextStyle.body.font().path, "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        XCTAssertEqual(try TextStyle.headline.font().path, "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
        // From 20 pt the Display design, as SF Pro switches from SF Text to SF Display.
        XCTAssertEqual(try TextStyle.largeTitle.bold().font().path, "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf")
        XCTAssertEqual(try TextStyle.title3.font().path, "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf")
        XCTAssertEqual(Typeface.inter.path(weight: .regular, size: 19.9), "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        XCTAssertEqual(try TextStyle.caption.italicized().font().path, "/usr/share/fonts/opentype/inter/Inter-Italic.otf")
        XCTAssertEqual(
            Typeface.inter.path(weight: .black, italic: true, size: 34),
            "/usr/share/fonts/opentype/inter/InterDisplay-BlackItalic.otf")
        XCTAssertEqual(Typeface.inter.path(weight: .ultraLight), "/usr/share/fonts/opentype/inter/Inter-Thin.otf")
        XCTAssertEqual(Typeface.inter.path(weight: .heavy), "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf")
        // Every weight, slant and design is a distinct installed file.
        let paths = Typeface.inter.filePaths
        XCTAssertEqual(paths.count, 36)
        XCTAssertEqual(Set(paths).count, 36)
        for path in paths { XCTAssertNoThrow(try Font.named(path), path) }
    }

    func testKerningComesFromGPOS() throws {
        // Inter's OpenType files have no legacy kern table: the pair tightens only by shaping.
        let font = try Typeface.inter.font(weight: .regular, size: 17)
        let pair = try font.width(of: "AV", size: 100)
        let apart = try font.width(of: "A", size: 100) + font.width(of: "V", size: 100)
        XCTAssertLessThan(pair, apart - 1)
    }

    func testMonospacedDigitGivesEqualDigitAdvances() throws {
        let digits = (0...9).map { String($0) }
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                let font = try Typeface.inter.font(weight: weight, italic: italic)
                let tabular = try digits.map { try font.width(of: $0, size: 20, features: .monospacedDigit) }
                for width in tabular { XCTAssertEqual(width, tabular[0], "\(font.path): \(tabular)") }
                XCTAssertEqual(
                    try font.width(of: "1111", size: 20, features: .monospacedDigit),
                    try font.width(of: "0000", size: 20, features: .monospacedDigit), accuracy: 1e-9)
            }
        }
        let font = try TextStyle.title3.weight(.semibold).font()
        // Without tnum Inter's figures are proportional: "1" is narrower than "0".
        XCTAssertLessThan(try font.width(of: "1", size: 20), try font.width(of: "0", size: 20) - 0.5)
        let style = TextStyle.title3.weight(.semibold).monospacedDigit()
        XCTAssertEqual(style.features, .monospacedDigit)
    }

    /// Heavier weights have thicker stems: the ink across the stem of "l" at 200 pt grows with
    /// every step from ultraLight to black.
    func testWeightsDifferInStemWidth() throws {
        var stems: [Double] = []
        for weight in FontWeight.allCases {
            let canvas = try Canvas(width: 200, height: 240)
            canvas.clear(.white)
            try canvas.drawText(
                "l", font: Typeface.inter.font(weight: weight, size: 17), size: 200,
                at: Point(40, 220), paint: .solid(.black))
            let row = 120
            var ink = 0.0
            for x in 0..<canvas.pixmap.width {
                let red = Int(try XCTUnwrap(canvas.pixmap.pixel(x: x, y: row)) & 0xFF)
                ink += Double(255 - red) / 255
            }
            stems.append(ink)
        }
        for (lighter, heavier) in zip(stems, stems.dropFirst()) {
            XCTAssertGreaterThan(heavier, lighter * 1.05, "stem widths by weight: \(stems)")
        }
        // Inter Thin's stem is a small fraction of Black's.
        XCTAssertLessThan(stems[0] / stems[8], 0.25, "\(stems)")
    }

    func testRightToLeftRunIsShapedAndOrdered() throws {
        // DejaVu Sans has Hebrew. Shaped right to left, the glyphs come out left to right: the
        // last letter first.
        let font = try Typeface.dejaVuSans.font(weight: .regular)
        let hebrew = Array("שלום".unicodeScalars)
        let glyphs = font.shaper.shape(hebrew, rightToLeft: true, features: [])
        XCTAssertEqual(glyphs.map(\.cluster), [3, 2, 1, 0])
        XCTAssertTrue(glyphs.allSatisfy { $0.index != 0 })
        let layout = try TextLayout("שלום", font: font, size: 20)
        XCTAssertTrue(layout.isRightToLeft)
        XCTAssertEqual(layout.width, try harfBuzzAdvance("שלום", path: font.path, size: 20), accuracy: 1e-9)
    }

    func testBidiRunsInVisualOrder() {
        let mixed = BidiRuns(Array("go שלום now".unicodeScalars))
        XCTAssertFalse(mixed.isRightToLeft)
        XCTAssertEqual(mixed.runs.map { String(String.UnicodeScalarView($0.scalars)) }, ["go ", "שלום", " now"])
        XCTAssertEqual(mixed.runs.map(\.rightToLeft), [false, true, false])
        // A Hebrew paragraph with a Latin word: the Latin run is drawn first (leftmost), the
        // Hebrew word and the space after it to its right.
        let hebrew = BidiRuns(Array("שלום abc".unicodeScalars))
        XCTAssertTrue(hebrew.isRightToLeft)
        XCTAssertEqual(hebrew.runs.map { String(String.UnicodeScalarView($0.scalars)) }, ["abc", "שלום "])
        XCTAssertEqual(hebrew.runs.map(\.rightToLeft), [false, true])
    }

    func testScriptsInterLacksFallBackToDejaVu() throws {
        let inter = try Typeface.inter.font(weight: .regular, size: 17)
        let dejaVu = try Typeface.inter.fallbackFont(weight: .regular)
        XCTAssertFalse(inter.covers("ש"))
        let layout = try TextLayout("שלום", font: inter, size: 17, fallback: dejaVu)
        XCTAssertEqual(layout.width, try dejaVu.width(of: "שלום", size: 17), accuracy: 1e-9)
        // Latin stays in Inter around it.
        let mixed = try TextLayout("Hi שלום", font: inter, size: 17, fallback: dejaVu)
        XCTAssertEqual(mixed.width, try inter.width(of: "Hi ", size: 17) + dejaVu.width(of: "שלום", size: 17), accuracy: 1e-9)
    }

    func testShapedRunsAreCachedAndIdentical() throws {
        let font = try Typeface.inter.font(weight: .bold, size: 34)
        let first = font.shaper.shape(Array("Where next?".unicodeScalars), rightToLeft: false, features: [])
        let again = font.shaper.shape(Array("Where next?".unicodeScalars), rightToLeft: false, features: [])
        XCTAssertEqual(first, again)
        XCTAssertEqual(first.count, 11)
    }

    func testMissingInterNamesTheDebianPackage() {
        XCTAssertThrowsError(try Font(path: Typeface.interDirectory + "Inter-Nonexistent.otf")) { error in
            XCTAssertTrue("\(error)".contains("fonts-inter"), "\(error)")
        }
    }
}
