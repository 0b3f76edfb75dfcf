import XCTest
import SwipeRaster

/// `fill(_:paint:…shadow:)` and the row-by-row shadow must give exactly the bytes of the plain
/// `drawShadow` + `fill` sequence and of the rasterized shadow quad.
final class ShadowedFillTests: XCTestCase {
    private let card = Path.roundedRect(Rect(x: -40, y: -60, width: 80, height: 120), cornerRadius: 14, style: .continuous)

    private func transforms() -> [Transform] {
        [
            .translation(x: 100, y: 110),
            Transform.rotation(degrees: 7).concatenating(.scale(1.5)).concatenating(.translation(x: 95, y: 105)),
            Transform.rotation(degrees: -13).concatenating(.translation(x: 60, y: 90)),
            // Squashed: one device pixel spans several mask pixels across the short side.
            Transform.scale(x: 1.2, y: 0.25).concatenating(.rotation(degrees: 30)).concatenating(.translation(x: 100, y: 100)),
            // Partly off the canvas.
            Transform.rotation(degrees: 21).concatenating(.translation(x: 10, y: 200)),
        ]
    }

    private func paints() -> [Paint] {
        let opaque = LinearGradient(
            start: Point(0, -60), end: Point(40, 60),
            colors: [
                Color(red: 255, green: 45, blue: 85, alpha: 255), Color(red: 88, green: 86, blue: 214, alpha: 255),
            ])
        let translucent = LinearGradient(
            start: Point(0, -60), end: Point(0, 60),
            colors: [
                Color(red: 255, green: 45, blue: 85, alpha: 255), Color(red: 88, green: 86, blue: 214, alpha: 120),
            ])
        return [.solid(.white), .linearGradient(opaque), .solid(Color.white.withOpacity(0.5)), .linearGradient(translucent)]
    }

    /// Draws `body` on a tinted canvas, optionally clipped and inside a layer.
    private func render(clip: Bool, layer: Bool, _ body: (Canvas) throws -> Void) throws -> [UInt8] {
        let canvas = try Canvas(width: 200, height: 230)
        canvas.clear(Color(red: 242, green: 242, blue: 247, alpha: 255))
        if layer { canvas.beginLayer(opacity: 0.7) }
        if clip {
            canvas.save()
            try canvas.clip(to: .roundedRect(Rect(x: 20.5, y: 30.25, width: 150, height: 170), cornerRadius: 30))
        }
        try body(canvas)
        if clip { canvas.restore() }
        if layer { canvas.endLayer() }
        return canvas.pixmap.bytes
    }

    func testShadowedFillMatchesShadowThenFill() throws {
        let cache = ShadowCache()
        for (ti, t) in transforms().enumerated() {
            for (pi, paint) in paints().enumerated() {
                for sigma in [1.5, 6.0, 14.0] {
                    for (clip, layer) in [(false, false), (true, false), (false, true), (true, true)] {
                        let shadow = DropShadow(color: Color.black.withOpacity(0.3), sigma: sigma, offset: Point(0, 5))
                        let expected = try render(clip: clip, layer: layer) { canvas in
                            try canvas.drawShadow(
                                card, transform: t, color: shadow.color, sigma: sigma, offset: shadow.offset, cache: cache)
                            try canvas.fill(card, paint: paint, transform: t)
                        }
                        let actual = try render(clip: clip, layer: layer) { canvas in
                            try canvas.fill(card, paint: paint, transform: t, shadow: shadow, cache: cache)
                        }
                        XCTAssertEqual(expected, actual, "transform \(ti), paint \(pi), σ \(sigma), clip \(clip), layer \(layer)")
                    }
                }
            }
        }
    }

    func testRowShadowMatchesRasterizedQuad() throws {
        for (ti, t) in transforms().enumerated() {
            for sigma in [0.8, 3.0, 9.0, 20.0] {
                var results: [[UInt8]] = []
                for rows in [false, true] {
                    results.append(
                        try render(clip: false, layer: false) { canvas in
                            try canvas.drawShadow(
                                card, transform: t, color: Color.black.withOpacity(0.4), sigma: sigma, offset: Point(3, 6),
                                cache: nil, skip: nil, rowsAllowed: rows)
                        })
                }
                XCTAssertEqual(results[0], results[1], "transform \(ti), σ \(sigma)")
                // The shadow is really there.
                XCTAssertNotEqual(results[0], try render(clip: false, layer: false) { _ in })
            }
        }
    }

    func testOpaqueRowsListOnlyFullyCoveredPixels() throws {
        let canvas = try Canvas(width: 160, height: 30)
        let shader = Shader.solid(Color.white.premultiplied)
        let rows = try XCTUnwrap(
            canvas.opaqueRows(
                .rect(Rect(x: 5.5, y: 4, width: 120, height: 10)), shader: shader, transform: .identity, fillRule: .nonZero))
        // Pixels 6…124 lie wholly inside x ∈ [5.5, 125.5]; rows 4…13 are covered.
        XCTAssertEqual(rows.run(3).x1 - rows.run(3).x0, 0)
        XCTAssertEqual(rows.run(4).x0, 6)
        XCTAssertEqual(rows.run(4).x1, 125)
        XCTAssertEqual(rows.run(13).x0, 6)
        XCTAssertEqual(rows.run(13).x1, 125)
        XCTAssertEqual(rows.run(14).x1 - rows.run(14).x0, 0)
        // A shape inside one 64-pixel word may be missed, but never over-reported.
        let narrow = try XCTUnwrap(
            canvas.opaqueRows(
                .rect(Rect(x: 5.5, y: 4, width: 20, height: 10)), shader: shader, transform: .identity, fillRule: .nonZero))
        let run = narrow.run(8)
        XCTAssertTrue(run.x0 >= run.x1 || (run.x0 >= 6 && run.x1 <= 25))
        // A translucent paint never hides what is below.
        XCTAssertNil(
            canvas.opaqueRows(
                .rect(Rect(x: 5, y: 4, width: 20, height: 10)), shader: .solid(Color.white.withOpacity(0.5).premultiplied),
                transform: .identity, fillRule: .nonZero))
    }

    func testShadowedFillRejectsBadShadow() throws {
        let canvas = try Canvas(width: 10, height: 10)
        XCTAssertThrowsError(try canvas.fill(card, paint: .solid(.white), shadow: DropShadow(sigma: -1)))
        XCTAssertThrowsError(try canvas.fill(card, paint: .solid(.white), shadow: DropShadow(sigma: 2, offset: Point(.nan, 0))))
    }
}
