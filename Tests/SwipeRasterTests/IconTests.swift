import XCTest
import SwipeRaster

final class IconTests: XCTestCase {
    func testUnknownIconListsNames() {
        XCTAssertThrowsError(try Icon(named: "star.slash")) { error in
            XCTAssertTrue("\(error)".contains("heart.fill"))
            XCTAssertTrue("\(error)".contains("heart.slash"))
        }
        XCTAssertEqual(try Icon(named: "tram.fill"), .tramFill)
        XCTAssertEqual(Icon.allCases.count, 98)
    }

    /// Outline icons have holes: the centre of heart and the ring gap of x.circle are empty,
    /// while the filled variants cover it.
    func testOutlineAndFilledVariants() throws {
        func alpha(_ icon: Icon, _ x: Int, _ y: Int) throws -> UInt32 {
            let canvas = try Canvas(width: 100, height: 100)
            try canvas.fill(icon.path(in: Rect(x: 0, y: 0, width: 100, height: 100)), color: .black)
            return canvas.pixmap.pixel(x: x, y: y)! >> 24
        }
        XCTAssertEqual(try alpha(.heart, 50, 50), 0)
        XCTAssertEqual(try alpha(.heartFill, 50, 50), 255)
        XCTAssertEqual(try alpha(.xCircle, 50, 20), 0)
        XCTAssertEqual(try alpha(.xCircle, 50, 50), 255)
        XCTAssertEqual(try alpha(.heartCircleFill, 50, 55), 0)
        XCTAssertEqual(try alpha(.heartCircleFill, 50, 10), 255)
    }

    /// Every icon at 48 px (top, two rows) and at 24 px (bottom row).
    func testIconReference() throws {
        // The first 17 icons (those the presets draw); heart.slash is drawn by SymbolMetricsTests,
        // the status bar glyphs by the deck tests, the later icons by IconDesignTests.
        let icons = Icon.allCases.prefix(17).filter { ![.heartSlash, .cellularBars, .wifi, .battery100].contains($0) }
        let canvas = try Canvas(width: 392, height: 148)
        canvas.clear(.white)
        let ink = Color(red: 28, green: 28, blue: 30, alpha: 255)
        let tints: [Icon: Color] = [
            .heartFill: Color(red: 255, green: 45, blue: 85, alpha: 255),
            .heartCircleFill: Color(red: 255, green: 45, blue: 85, alpha: 255),
            .leafFill: Color(red: 52, green: 199, blue: 89, alpha: 255),
            .sunMaxFill: Color(red: 255, green: 149, blue: 0, alpha: 255),
            .snowflake: Color(red: 50, green: 173, blue: 230, alpha: 255),
        ]
        for (i, icon) in icons.enumerated() {
            let cell = Rect(x: Double(i % 7) * 56 + 4, y: Double(i / 7) * 56 + 4, width: 48, height: 48)
            try canvas.fill(icon.path(in: cell), color: tints[icon] ?? ink)
            let small = Rect(x: Double(i) * 30 + 2, y: 118, width: 24, height: 24)
            try canvas.fill(icon.path(in: small), color: tints[icon] ?? ink)
        }
        ReferenceImage.assertMatches(canvas.pixmap, "icons-48-and-24")
    }
}
