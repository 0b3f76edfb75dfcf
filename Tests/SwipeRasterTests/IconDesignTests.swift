import SwipePNG
import XCTest
import SwipeRaster
import SwipeBase

/// Every symbol design, at the lightest, regular and heaviest weights: it draws inside its
/// box and inks a plausible share of it (an empty, inside-out or runaway path fails), and the
/// contact sheet to look at them all.
final class IconDesignTests: XCTestCase {
    static let weights: [FontWeight] = [.ultraLight, .regular, .black]

    /// Every icon and the placeholder, with its name.
    static var symbols: [(name: String, symbol: SymbolImage)] {
        Icon.allCases.map { ($0.rawValue, .icon($0)) } + [("(missing)", .missing)]
    }

    /// Ink (alpha summed, in pixels) of `symbol` drawn in a 100-px box at (30, 30) of a
    /// 160-px canvas: inside the box and outside it.
    func ink(_ symbol: SymbolImage, weight: FontWeight) throws -> (inside: Double, outside: Double) {
        let canvas = try Canvas(width: 160, height: 160)
        try symbol.fill(
            in: Rect(x: 30, y: 30, width: 100, height: 100), weight: weight, paint: .solid(.black),
            transform: .identity, on: canvas)
        var inside = 0.0, outside = 0.0
        for y in 0..<160 {
            for x in 0..<160 {
                let a = Double(canvas.pixmap.pixel(x: x, y: y)! >> 24) / 255
                if (30..<130).contains(x), (30..<130).contains(y) { inside += a } else { outside += a }
            }
        }
        return (inside, outside)
    }

    func testEverySymbolInksAPlausibleShareOfItsBoxAndStaysInside() throws {
        // The icons after the first 17 (and the placeholder) were designed to stay inside the
        // box at every weight; a few of the first reach past it by design (wifi's arcs are
        // wider than the box, heavy round ends of sun's rays and snowflake's spokes).
        // heart.slash.fill shares heart.slash's bar, whose round ends reach past at heavy weights.
        let original = Set(Icon.allCases.prefix(17).map(\.rawValue) + [Icon.heartSlashFill.rawValue])
        for (name, symbol) in Self.symbols {
            for weight in Self.weights {
                let (inside, outside) = try ink(symbol, weight: weight)
                let share = inside / 10_000
                XCTAssertGreaterThan(share, 0.015, "\(name) at \(weight) inks too little: \(share)")
                XCTAssertLessThan(share, 0.75, "\(name) at \(weight) inks too much: \(share)")
                if original.contains(name) {
                    XCTAssertLessThan(outside, 0.05 * inside, "\(name) at \(weight) draws outside its box")
                } else {
                    XCTAssertEqual(outside, 0, "\(name) at \(weight) draws outside its box")
                }
            }
        }
    }

    /// Icons 17 to 54 (IconTests draws the first 17) and the placeholder, at 48 px
    /// (four rows of ten) and at 24 px (two rows of twenty), regular weight, against a
    /// reference image so a design never changes unnoticed.
    func testNewIconsReference() throws {
        let symbols = Array(Self.symbols[17..<55]) + [Self.symbols[Self.symbols.count - 1]]
        let canvas = try Canvas(width: 604, height: 300)
        canvas.clear(.white)
        let ink = Paint.solid(Color(red: 28, green: 28, blue: 30, alpha: 255))
        for (i, (_, symbol)) in symbols.enumerated() {
            let cell = Rect(x: Double(i % 10) * 60 + 6, y: Double(i / 10) * 56 + 4, width: 48, height: 48)
            try symbol.fill(in: cell, weight: .regular, paint: ink, transform: .identity, on: canvas)
            let small = Rect(x: Double(i % 20) * 30 + 4, y: 232 + Double(i / 20) * 32, width: 24, height: 24)
            try symbol.fill(in: small, weight: .regular, paint: ink, transform: .identity, on: canvas)
        }
        ReferenceImage.assertMatches(canvas.pixmap, "icons-new-48-and-24")
    }

    /// The symbols app UIs use most (icons 55 and later), at 48 px (four rows of eleven) and
    /// at 24 px (two rows of twenty-two), regular weight, against a reference image.
    func testCommonAppIconsReference() throws {
        let symbols = Self.symbols[55..<(Self.symbols.count - 1)]
        let canvas = try Canvas(width: 664, height: 300)
        canvas.clear(.white)
        let ink = Paint.solid(Color(red: 28, green: 28, blue: 30, alpha: 255))
        for (i, (_, symbol)) in symbols.enumerated() {
            let cell = Rect(x: Double(i % 11) * 60 + 6, y: Double(i / 11) * 56 + 4, width: 48, height: 48)
            try symbol.fill(in: cell, weight: .regular, paint: ink, transform: .identity, on: canvas)
            let small = Rect(x: Double(i % 22) * 30 + 4, y: 232 + Double(i / 22) * 32, width: 24, height: 24)
            try symbol.fill(in: small, weight: .regular, paint: ink, transform: .identity, on: canvas)
        }
        ReferenceImage.assertMatches(canvas.pixmap, "icons-common-48-and-24")
    }

    /// The contact sheet: each symbol at ultraLight, regular and black at 100 pt (a 125-px
    /// box) and at 17 pt (a 21.25-px box), named. Written only on request:
    /// `SWIPESIM_ICON_SHEET=/tmp/icons.png swift test --skip-build --filter IconDesignTests`.
    func testContactSheet() throws {
        guard let path = ProcessInfo.processInfo.environment["SWIPESIM_ICON_SHEET"] else {
            throw XCTSkip("set SWIPESIM_ICON_SHEET=<file.png> to write the contact sheet")
        }
        let symbols = Self.symbols
        let columns = 3, cellWidth = 500.0, cellHeight = 150.0
        let rows = (symbols.count + columns - 1) / columns
        let canvas = try Canvas(width: Int(cellWidth) * columns, height: Int(cellHeight) * rows)
        canvas.clear(.white)
        let ink = Paint.solid(Color(red: 28, green: 28, blue: 30, alpha: 255))
        let font = try Font.dejaVuSans()
        for (i, (name, symbol)) in symbols.enumerated() {
            let x = Double(i % columns) * cellWidth, y = Double(i / columns) * cellHeight
            try canvas.drawText(name, font: font, size: 12, at: Point(x + 6, y + 14), paint: ink)
            for (k, weight) in Self.weights.enumerated() {
                let big = Rect(x: x + 6 + Double(k) * 131, y: y + 20, width: 125, height: 125)
                try canvas.fill(.rect(big), color: Color(red: 242, green: 242, blue: 247, alpha: 255))
                try symbol.fill(in: big, weight: weight, paint: ink, transform: .identity, on: canvas)
                let small = Rect(x: x + 400 + Double(k) * 30, y: y + 60, width: 21.25, height: 21.25)
                try symbol.fill(in: small, weight: weight, paint: ink, transform: .identity, on: canvas)
            }
        }
        let bytes = try PNGEncoder.encode(
            premultipliedRGBA: canvas.pixmap.bytes, width: canvas.pixmap.width,
            height: canvas.pixmap.height, options: .smallest)
        try FileIO.writeAtomically(bytes, to: path)
    }
}
