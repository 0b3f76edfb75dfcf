import XCTest
import SwipeRaster

/// SF Symbol sizes and weights (`SymbolMetrics`): every symbol the seeds use, at the font sizes
/// they use it at and at 17, 30 and 100 pt.
final class SymbolMetricsTests: XCTestCase {
    /// Draws `icon` in black at `pointSize`, centred in a canvas, and returns the canvas.
    func draw(
        _ icon: Icon, pointSize: Double, scale: ImageScale = .medium, weight: FontWeight = .regular,
        color: Color = .black
    ) throws -> Canvas {
        let side = Int(SymbolMetrics.boxSide(pointSize: pointSize, scale: scale).rounded(.up)) + 8
        let canvas = try Canvas(width: side, height: side)
        canvas.clear(.white)
        let box = SymbolMetrics.box(center: Point(Double(side) / 2, Double(side) / 2), pointSize: pointSize, scale: scale)
        try icon.fill(in: box, weight: weight, paint: .solid(color), transform: .identity, on: canvas)
        return canvas
    }

    /// Ink (0…1 per pixel, from the red channel on white) along row `y`.
    func inkRow(_ canvas: Canvas, _ y: Int) -> [Double] {
        (0..<canvas.pixmap.width).map { x in Double(255 - Int(canvas.pixmap.pixel(x: x, y: y)! & 0xFF)) / 255 }
    }

    /// The inked extent of a row in pixels: from the first to the last pixel with ink, with
    /// the partial coverage of the two edge pixels counted.
    func extent(_ ink: [Double]) -> Double {
        guard let first = ink.firstIndex(where: { $0 > 0 }), let last = ink.lastIndex(where: { $0 > 0 }) else { return 0 }
        return Double(last - first - 1) + ink[first] + ink[last]
    }

    /// x.circle, heart.circle and heart.circle.fill: a circle as wide as the font size (iOS 17
    /// draws `checkmark.circle.fill` at 17 pt as a 17 pt disc).
    func testCircleSymbolsAreOneEmAcross() throws {
        for icon in [Icon.xCircle, .heartCircle, .heartCircleFill] {
            for size in [17.0, 30, 100] {
                let canvas = try draw(icon, pointSize: size)
                let across = extent(inkRow(canvas, canvas.pixmap.height / 2))
                XCTAssertEqual(across, size, accuracy: 0.02 * size + 0.5, "\(icon) at \(size) pt")
            }
        }
    }

    func testImageScalesFollowApplesRatios() throws {
        let medium = extent(inkRow(try draw(.xCircle, pointSize: 30), Int(SymbolMetrics.boxSide(pointSize: 30)) / 2 + 4))
        let small = try draw(.xCircle, pointSize: 30, scale: .small)
        let large = try draw(.xCircle, pointSize: 30, scale: .large)
        XCTAssertEqual(extent(inkRow(small, small.pixmap.height / 2)) / medium, 0.8, accuracy: 0.03)
        XCTAssertEqual(extent(inkRow(large, large.pixmap.height / 2)) / medium, 1.3, accuracy: 0.03)
    }

    /// The ring's stroke grows with the weight as the typeface's stems do.
    func testStrokeWeightFollowsFontWeight() throws {
        func ringStroke(_ weight: FontWeight) throws -> Double {
            let canvas = try draw(.xCircle, pointSize: 100, weight: weight)
            // Across the middle row the ring is crossed twice; the left crossing is its stroke.
            let ink = inkRow(canvas, canvas.pixmap.height / 2)
            return ink.prefix(canvas.pixmap.width / 4).reduce(0, +)
        }
        let regular = try ringStroke(.regular)
        XCTAssertEqual(regular, 7.5 / 0.92, accuracy: 0.3)  // 7.5 of 100 design units, a 100 / 0.92 pt box
        for weight in FontWeight.allCases {
            XCTAssertEqual(try ringStroke(weight) / regular, SymbolMetrics.strokeScale(weight), accuracy: 0.04, "\(weight)")
        }
        XCTAssertGreaterThan(SymbolMetrics.strokeScale(.semibold), SymbolMetrics.strokeScale(.regular))
    }

    /// The stroke factors are the typeface's own stem ratios: the width of Inter's "l" outline.
    func testStrokeScalesAreIntersStemRatios() throws {
        func stem(_ weight: FontWeight) throws -> Double {
            let font = try Typeface.inter.font(weight: weight)
            let glyph = font.shaper.shape(["l"], rightToLeft: false, features: [])[0]
            return try XCTUnwrap(font.glyph(index: glyph.index).outline.controlBounds).width
        }
        let regular = try stem(.regular)
        for weight in FontWeight.allCases {
            XCTAssertEqual(try stem(weight) / regular, SymbolMetrics.strokeScale(weight), accuracy: 1e-9, "\(weight)")
        }
    }

    /// heart.slash is one shape: in a translucent colour no pixel is darker than the colour
    /// laid once, and the slash has a clear gap on both sides where it crosses the outline.
    func testHeartSlashIsOneShapeWithGaps() throws {
        let half = Color(red: 0, green: 0, blue: 0, alpha: 128)
        let canvas = try draw(.heartSlash, pointSize: 100, color: half)
        var darkest = 255
        for y in 0..<canvas.pixmap.height {
            for x in 0..<canvas.pixmap.width {
                darkest = min(darkest, Int(canvas.pixmap.pixel(x: x, y: y)! & 0xFF))
            }
        }
        XCTAssertEqual(darkest, 127)  // white under black at 128/255, laid exactly once
        // Walk along the slash in the middle of the clearance on either side (the bar is 8.8
        // units wide, the clearance 0.45 of that, in design units): all white. The same walk
        // over the base and bar filled plainly, without the gap, crosses the heart's outline.
        let solid = try draw(.heartSlash, pointSize: 100)
        let plain = try Canvas(width: solid.pixmap.width, height: solid.pixmap.height)
        plain.clear(.white)
        let box = SymbolMetrics.box(center: Point(Double(solid.pixmap.width) / 2, Double(solid.pixmap.height) / 2), pointSize: 100)
        try plain.fill(Icon.heartSlash.path(in: box), color: .black)
        let fit = Icon.fit(box)
        let a = Point(14, 8), b = Point(86, 92)
        let length = (72.0 * 72 + 84 * 84).squareRoot()
        let offset = 8.8 / 2 + 0.45 * 8.8 / 2
        for side in [-1.0, 1.0] {
            var inkWithGap = 0, inkWithout = 0
            for t in stride(from: 0.05, through: 0.95, by: 0.01) {
                let onBar = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                let p = fit.apply(Point(onBar.x + side * 84 / length * offset, onBar.y - side * 72 / length * offset))
                if solid.pixmap.pixel(x: Int(p.x), y: Int(p.y))! & 0xFF < 250 { inkWithGap += 1 }
                if plain.pixmap.pixel(x: Int(p.x), y: Int(p.y))! & 0xFF < 128 { inkWithout += 1 }
            }
            XCTAssertEqual(inkWithGap, 0, "side \(side)")
            XCTAssertGreaterThan(inkWithout, 0, "side \(side)")
        }
    }
}
