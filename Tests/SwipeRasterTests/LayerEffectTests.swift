import XCTest
import SwipeRaster

/// Layer effects: a blurred layer is the shadow's blur applied to each channel, an opaque blur
/// stays inside what was drawn, colour matrices work on straight colour, masks multiply by alpha.
final class LayerEffectTests: XCTestCase {
    let square = Path.rect(Rect(x: 12, y: 10, width: 16, height: 20))

    /// The alpha of a blurred layer is exactly `Blur.blur` of the unblurred layer's alpha: one blur.
    func testBlurredLayerIsTheShadowBlurOfEachChannel() throws {
        for sigma in [1.5, 3.0, 6.5] {
            let sharp = try Canvas(width: 40, height: 40)
            try sharp.fill(square, color: Color(red: 200, green: 100, blue: 50, alpha: 255))
            var alpha = sharp.pixmap.bytes.enumerated().filter { $0.offset % 4 == 3 }.map(\.element)
            var red = sharp.pixmap.bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
            Blur.blur(&alpha, width: 40, height: 40, sigma: sigma)
            Blur.blur(&red, width: 40, height: 40, sigma: sigma)

            let blurred = try Canvas(width: 40, height: 40)
            blurred.beginLayer(opacity: 1, effect: .blur(sigma: sigma, opaque: false))
            try blurred.fill(square, color: Color(red: 200, green: 100, blue: 50, alpha: 255))
            blurred.endLayer()
            let bytes = blurred.pixmap.bytes
            XCTAssertEqual(bytes.enumerated().filter { $0.offset % 4 == 3 }.map(\.element), alpha, "σ \(sigma)")
            XCTAssertEqual(bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element), red, "σ \(sigma)")
            // Premultiplied stays valid: no channel above its alpha.
            for i in stride(from: 0, to: bytes.count, by: 4) {
                XCTAssertLessThanOrEqual(max(bytes[i], bytes[i + 1], bytes[i + 2]), bytes[i + 3])
            }
        }
    }

    /// An opaque blur repeats the edge pixels: the drawn rectangle stays fully opaque and
    /// nothing spreads outside it; colours still mix inside.
    func testOpaqueBlurStaysInsideTheDrawnRectangle() throws {
        let canvas = try Canvas(width: 40, height: 40)
        canvas.beginLayer(opacity: 1, effect: .blur(sigma: 3, opaque: true))
        try canvas.fill(square, color: .black)
        try canvas.fill(.rect(Rect(x: 20, y: 10, width: 8, height: 20)), color: .white)
        canvas.endLayer()
        for y in 0..<40 {
            for x in 0..<40 {
                let p = canvas.pixmap.pixel(x: x, y: y)!
                let inside = x >= 12 && x < 28 && y >= 10 && y < 30
                XCTAssertEqual(p >> 24, inside ? 255 : 0, "(\(x), \(y))")
            }
        }
        let mid = canvas.pixmap.pixel(x: 20, y: 20)! & 0xFF
        XCTAssertTrue(mid > 60 && mid < 200, "the black | white edge is blurred: \(mid)")
        XCTAssertLessThan(canvas.pixmap.pixel(x: 12, y: 20)! & 0xFF, 16, "far from the edge, black stays nearly black")
    }

    /// A colour matrix reads straight colour: inverting red at alpha 128 gives cyan at alpha 128.
    func testColorMatrixWorksOnStraightColour() throws {
        let invert = ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])
        let canvas = try Canvas(width: 4, height: 4)
        canvas.beginLayer(opacity: 1, effect: .colorMatrix(invert))
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 4)), color: Color(red: 255, green: 0, blue: 0, alpha: 128))
        canvas.endLayer()
        XCTAssertEqual(canvas.pixmap.pixel(x: 0, y: 0), 128 << 24 | 128 << 16 | 128 << 8)
        XCTAssertEqual(canvas.pixmap.pixel(x: 3, y: 0), 0, "transparent stays transparent")
        XCTAssertEqual(invert.concatenating(after: invert), ColorMatrix())
    }

    /// A mask layer's alpha multiplies the content layer; where it drew nothing the content goes.
    func testEndLayerAsMaskMultipliesByTheMaskAlpha() throws {
        let canvas = try Canvas(width: 10, height: 10)
        canvas.clear(.white)
        canvas.beginLayer(opacity: 1)
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        canvas.beginLayer(opacity: 1)
        try canvas.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 10)), color: Color(red: 0, green: 0, blue: 0, alpha: 128))
        canvas.endLayerAsMask()
        canvas.endLayer()
        XCTAssertEqual(canvas.pixmap.pixel(x: 2, y: 5)! & 0xFF, 127, "black at 128/255 over white")
        XCTAssertEqual(canvas.pixmap.pixel(x: 7, y: 5), 0xFFFF_FFFF, "masked out")
        // The buffers went back clean: a new layer starts transparent.
        canvas.beginLayer(opacity: 1)
        canvas.endLayer()
        XCTAssertEqual(canvas.pixmap.pixel(x: 7, y: 5), 0xFFFF_FFFF)
    }
}
