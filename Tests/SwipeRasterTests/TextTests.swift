import XCTest
import SwipeRaster

final class TextTests: XCTestCase {
    func testMissingFontNamesPathAndPackage() {
        XCTAssertThrowsError(try Font(path: "/nonexistent/NoSuchFont.ttf")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("/nonexistent/NoSuchFont.ttf"), text)
            XCTAssertTrue(text.contains("check the path"), text)
        }
        XCTAssertThrowsError(try Font(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Nonexistent.ttf")) { error in
            XCTAssertTrue("\(error)".contains("apt-get install fonts-dejavu-core"), "\(error)")
        }
    }

    func testUnreadableFontThrows() throws {
        // A file that exists but is not a font.
        XCTAssertThrowsError(try Font(path: "/etc/hostname")) { error in
            XCTAssertEqual((error as? RasterError)?.kind, .fontUnreadable)
        }
    }

    func testBadSizesThrow() throws {
        let font = try Font.dejaVuSans()
        for size in [0.0, -3, .nan, .infinity] {
            XCTAssertThrowsError(try TextLayout("Hi", font: font, size: size)) { error in
                XCTAssertEqual((error as? RasterError)?.kind, .invalidFontSize)
            }
        }
    }

    /// DejaVu Sans: 2048 units per em; "H" advances 1540 units (the font's hmtx).
    func testAdvanceWidthsScaleWithSize() throws {
        let font = try Font.dejaVuSans()
        XCTAssertEqual(font.unitsPerEm, 2048)
        let one = try TextLayout("H", font: font, size: 20)
        XCTAssertEqual(one.width, 1540.0 / 2048 * 20, accuracy: 1e-9)
        let two = try TextLayout("HH", font: font, size: 40)
        XCTAssertEqual(two.width, 4 * one.width, accuracy: 1e-9)
    }

    func testKerningTightensPairs() throws {
        let font = try Font.dejaVuSans()
        let pair = try TextLayout("AV", font: font, size: 100).width
        let apart = try TextLayout("A", font: font, size: 100).width + TextLayout("V", font: font, size: 100).width
        XCTAssertLessThan(pair, apart)
    }

    func testTruncationWithEllipsisFits() throws {
        let font = try Font.dejaVuSans()
        let full = try TextLayout("Golden Gate Park, San Francisco", font: font, size: 17)
        let cut = try TextLayout("Golden Gate Park, San Francisco", font: font, size: 17, maxWidth: 120)
        XCTAssertFalse(full.isTruncated)
        XCTAssertTrue(cut.isTruncated)
        XCTAssertLessThanOrEqual(cut.width, 120)
        XCTAssertTrue(cut.text.hasSuffix("\u{2026}"))
        XCTAssertTrue(cut.text.hasPrefix("Golden"))
    }

    func testDynamicTypeTable() {
        XCTAssertEqual(TextStyle.named("largeTitle")?.size, 34)
        XCTAssertEqual(TextStyle.named("headline")?.weight, .semibold)
        XCTAssertEqual(TextStyle.named("caption2")?.size, 11)
        XCTAssertEqual(TextStyle.all.count, 11)
        XCTAssertNil(TextStyle.named("jumbo"))
    }

    func testTextReference() throws {
        let canvas = try Canvas(width: 256, height: 160)
        canvas.clear(.white)
        let ink = Paint.solid(Color(red: 28, green: 28, blue: 30, alpha: 255))
        try canvas.drawText("Ada, 32", style: .largeTitle.bold(), at: Point(12, 40), paint: ink)
        try canvas.drawText("3 km away", style: .subheadline, at: Point(12, 62), paint: ink)
        try canvas.drawText("caption2 text", style: .caption2, at: Point(12, 80), paint: ink)
        try canvas.drawText(
            "Turned 12°", style: .title3, at: .zero, alignment: .center,
            paint: .solid(Color(red: 0, green: 122, blue: 255, alpha: 255)),
            transform: Transform.rotation(degrees: 12).concatenating(.translation(x: 180, y: 88)))
        try canvas.drawText(
            "LIKE", style: .title.bold(), at: .zero, alignment: .center,
            paint: .solid(Color(red: 52, green: 199, blue: 89, alpha: 255)),
            transform: Transform.rotation(degrees: -25).concatenating(.translation(x: 205, y: 138)))
        try canvas.drawText(
            "A very long name that will not fit", style: .body, at: Point(12, 140), maxWidth: 140, paint: ink)
        ReferenceImage.assertMatches(canvas.pixmap, "text-sizes-angles")
    }
}

final class TextMeasureTests: XCTestCase {
    func testWidthMatchesLayout() throws {
        let font = try Font.dejaVuSans(bold: true)
        XCTAssertEqual(try font.width(of: "Sasha, 34", size: 28), try TextLayout("Sasha, 34", font: font, size: 28).width)
        XCTAssertEqual(try font.width(of: "", size: 28), 0)
        XCTAssertThrowsError(try font.width(of: "x", size: -1))
    }
}
