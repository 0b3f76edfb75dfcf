import XCTest
import SwipeRaster

/// Text fitting is linear in the line's length and cuts exactly where the former
/// character-by-character re-layout did: the longest prefix that, with trailing spaces
/// dropped and "…" appended, fits.
final class TruncationTests: XCTestCase {
    /// The former algorithm, quadratic, kept here as the reference for short strings.
    private func referenceFit(
        _ text: String, font: Font, size: Double, maxWidth: Double, features: TextFeatures = [], fallback: Font? = nil
    ) throws -> (String, Double) {
        func layout(_ text: String) throws -> TextLayout {
            try TextLayout(text, font: font, size: size, features: features, fallback: fallback)
        }
        var scalars = Array(text.unicodeScalars)
        let full = try layout(text)
        if full.width <= maxWidth { return (text, full.width) }
        while !scalars.isEmpty {
            scalars.removeLast()
            while scalars.last == " " { scalars.removeLast() }
            let candidate = String(String.UnicodeScalarView(scalars)) + "\u{2026}"
            let shaped = try layout(candidate)
            if shaped.width <= maxWidth { return (candidate, shaped.width) }
        }
        let ellipsis = try layout("\u{2026}")
        return ellipsis.width <= maxWidth ? ("\u{2026}", ellipsis.width) : ("", 0)
    }

    func testCutsWhereTheCharacterByCharacterFitDid() throws {
        let font = try Font.dejaVuSans(bold: true)
        for text in ["Alex, 28", "Coffee enthusiast & trail runner", "AV Ty WA  To  ", "     ", "é😀 ü", "x"] {
            for maxWidth in [0.0, 3, 8, 20, 41.5, 60, 95, 200] {
                let layout = try TextLayout(text, font: font, size: 17, maxWidth: maxWidth)
                let (expected, width) = try referenceFit(text, font: font, size: 17, maxWidth: maxWidth)
                XCTAssertEqual(layout.text, expected, "\(text) in \(maxWidth)")
                XCTAssertEqual(layout.width, width, "\(text) in \(maxWidth)")
                XCTAssertLessThanOrEqual(layout.width, maxWidth)
            }
        }
    }

    /// The same in Inter, shaped by HarfBuzz: kerning pairs, ligatures ("fi", "ffl"), tabular
    /// figures, right-to-left runs and runs drawn in the DejaVu Sans fallback (Hebrew, which
    /// Inter lacks), where a prefix is shaped differently from the whole line.
    func testCutsWhereTheCharacterByCharacterFitDidWhenShaped() throws {
        let font = try Typeface.inter.font(weight: .semibold)
        let fallback = try Typeface.inter.fallbackFont(weight: .semibold)
        let texts = ["AVAWAY To Ty", "office waffle fjord", "12:30 — 11 111", "שלום world עולם", "Hi שלום", "Tel Aviv תל אביב, 28"]
        for text in texts {
            for features in [TextFeatures(), .monospacedDigit] {
                for maxWidth in [0.0, 6, 14, 25.5, 40, 57, 80, 110, 150] {
                    let layout = try TextLayout(text, font: font, size: 17, maxWidth: maxWidth, features: features, fallback: fallback)
                    let (expected, width) = try referenceFit(text, font: font, size: 17, maxWidth: maxWidth, features: features, fallback: fallback)
                    XCTAssertEqual(layout.text, expected, "\(text) in \(maxWidth)")
                    XCTAssertEqual(layout.width, width, "\(text) in \(maxWidth)")
                    XCTAssertLessThanOrEqual(layout.width, maxWidth)
                }
            }
        }
    }

    func testGlyphPathsMatchALayoutOfTheCutText() throws {
        let font = try Font.dejaVuSans()
        let fitted = try TextLayout("Jordan, 25 — chef by day", font: font, size: 14, maxWidth: 90)
        XCTAssertTrue(fitted.isTruncated)
        let direct = try TextLayout(fitted.text, font: font, size: 14)
        XCTAssertEqual(fitted.path, direct.path)
        XCTAssertEqual(fitted.width, direct.width)
    }

    /// 100 000 characters fit into a short line: with the quadratic loop this took minutes.
    func testLongTextFitsInOnePass() throws {
        let font = try Font.dejaVuSans()
        let text = String(repeating: "Swipe right. ", count: 7_700)
        let layout = try TextLayout(text, font: font, size: 17, maxWidth: 120)
        XCTAssertTrue(layout.text.hasSuffix("\u{2026}"))
        XCTAssertLessThanOrEqual(layout.width, 120)
        XCTAssertLessThan(layout.text.count, 30)
    }
}
