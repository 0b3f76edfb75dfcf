import SwipeMath
import XCTest
import SwipeRaster

final class ShadowTests: XCTestCase {
    /// A half-plane's blurred edge follows ½·(1 + erf(x / (σ√2))) within 3 % of full scale.
    func testBlurredEdgeMatchesErfProfile() throws {
        for sigma in [2.0, 3.3, 6.0, 14.0] {
            let canvas = try Canvas(width: 200, height: 40)
            // Left edge at x = 100; the shape reaches far beyond the canvas elsewhere.
            let shape = Path.rect(Rect(x: 100, y: -200, width: 400, height: 440))
            try canvas.drawShadow(shape, color: .black, sigma: sigma)
            var worst = 0.0
            for x in 0..<200 {
                let alpha = Double(canvas.pixmap.pixel(x: x, y: 20)! >> 24) / 255
                let d = Double(x) + 0.5 - 100
                let expected = 0.5 * (1 + DeterministicMath.erf(d / (sigma * 2.0.squareRoot())))
                worst = max(worst, abs(alpha - expected))
            }
            XCTAssertLessThan(worst, 0.03, "σ \(sigma): worst deviation \(worst)")
        }
    }

    func testSmallSigmaUsesNormalizedKernel() {
        let k = Blur.gaussianKernel(1.2)
        XCTAssertEqual(k.reduce(0, +), 65_536)
        XCTAssertEqual(k.count, 2 * 4 + 1)
        XCTAssertEqual(k.first, k.last)
    }

    func testCacheReusesMaskAcrossFrames() throws {
        let cache = ShadowCache()
        let card = Path.roundedRect(Rect(x: -40, y: -60, width: 80, height: 120), cornerRadius: 12)
        var frames: [[UInt8]] = []
        for angle in [0.0, 5.0, 0.0] {
            let canvas = try Canvas(width: 160, height: 200)
            let t = Transform.rotation(degrees: angle).concatenating(.translation(x: 80, y: 100))
            try canvas.drawShadow(card, transform: t, sigma: 6, offset: Point(0, 4), cache: cache)
            frames.append(canvas.pixmap.bytes)
        }
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(frames[0], frames[2])
        XCTAssertNotEqual(frames[0], frames[1])
    }

    func testInvalidSigmaThrows() throws {
        let canvas = try Canvas(width: 10, height: 10)
        XCTAssertThrowsError(try canvas.drawShadow(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), sigma: -1))
        XCTAssertThrowsError(try canvas.drawShadow(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), sigma: .nan))
    }

    /// Cards with shadows at σ 2, 6 and 14, upright and turned, on a light background.
    func testShadowReference() throws {
        let canvas = try Canvas(width: 256, height: 180)
        canvas.clear(Color(red: 242, green: 242, blue: 247, alpha: 255))
        let card = Rect(x: -30, y: -45, width: 60, height: 90)
        let shape = Path.roundedRect(card, cornerRadius: 10, style: .continuous)
        for (i, sigma) in [2.0, 6.0, 14.0].enumerated() {
            let t = Transform.rotation(degrees: Double(i) * 12 - 6)
                .concatenating(.translation(x: 50 + Double(i) * 78, y: 88))
            try canvas.drawShadow(shape, transform: t, color: Color.black.withOpacity(0.5), sigma: sigma, offset: Point(0, 6))
            try canvas.fill(shape, color: .white, transform: t)
        }
        ReferenceImage.assertMatches(canvas.pixmap, "shadows-sigma-2-6-14")
    }
}
