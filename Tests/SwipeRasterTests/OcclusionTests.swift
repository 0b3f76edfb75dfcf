import XCTest
import SwipeRaster

/// Skipping pixels that a later opaque fill replaces must not change a byte.
final class OcclusionTests: XCTestCase {
    private let back = Path.roundedRect(Rect(x: -50, y: -70, width: 100, height: 140), cornerRadius: 16, style: .continuous)
    private let front = Path.roundedRect(Rect(x: -45, y: -65, width: 90, height: 130), cornerRadius: 20, style: .continuous)
    private let frontTransform = Transform.rotation(degrees: 9).concatenating(.translation(x: 104, y: 118))
    private let frontPaint = Paint.linearGradient(
        LinearGradient(
            start: Point(0, -65), end: Point(0, 65),
            colors: [
                Color(red: 0, green: 122, blue: 255, alpha: 255), Color(red: 50, green: 173, blue: 230, alpha: 255),
            ]))

    /// A buried card with shadow, text-like translucent shapes and a faded layer, then the
    /// front card; with `occluded` the canvas is told what the front card will replace.
    private func draw(occluded: Bool) throws -> [UInt8] {
        let canvas = try Canvas(width: 210, height: 240)
        canvas.clear(Color(red: 242, green: 242, blue: 247, alpha: 255))
        let hidden = try canvas.occlusion(of: front, paint: frontPaint, transform: frontTransform)
        XCTAssertNotNil(hidden)
        if occluded { canvas.occlusion = hidden }
        let backTransform = Transform.rotation(degrees: -6).concatenating(.translation(x: 100, y: 128))
        try canvas.fill(
            back, paint: .solid(Color(red: 255, green: 45, blue: 85, alpha: 255)), transform: backTransform,
            shadow: DropShadow(color: Color.black.withOpacity(0.3), sigma: 9, offset: Point(0, 5)))
        try canvas.fill(.circle(center: Point(100, 110), radius: 30), color: Color.white.withOpacity(0.6))
        canvas.beginLayer(opacity: 0.5)
        try canvas.fill(.rect(Rect(x: 30, y: 40, width: 150, height: 60)), color: Color(red: 52, green: 199, blue: 89, alpha: 255))
        canvas.endLayer()
        canvas.occlusion = nil
        try canvas.fill(
            front, paint: frontPaint, transform: frontTransform,
            shadow: DropShadow(color: Color.black.withOpacity(0.3), sigma: 9, offset: Point(0, 5)))
        return canvas.pixmap.bytes
    }

    func testOcclusionChangesNoPixel() throws {
        XCTAssertEqual(try draw(occluded: false), try draw(occluded: true))
    }

    func testTranslucentPaintHidesNothing() throws {
        let canvas = try Canvas(width: 50, height: 50)
        XCTAssertNil(try canvas.occlusion(of: .rect(Rect(x: 0, y: 0, width: 50, height: 50)), paint: .solid(Color.white.withOpacity(0.9))))
        XCTAssertNotNil(try canvas.occlusion(of: .rect(Rect(x: 0, y: 0, width: 50, height: 50)), paint: .solid(.white)))
    }

    /// An image hides what is below it only when every one of its pixels is opaque (then every
    /// bilinear sample and every halved copy is opaque too); then skipping under it changes no byte.
    func testAnOpaqueImageHidesAndATranslucentOneDoesNot() throws {
        func pattern(alpha: UInt8) throws -> ImagePattern {
            var bytes: [UInt8] = []
            for y in 0..<16 { for x in 0..<12 { bytes += [UInt8(x * 20), UInt8(y * 15), 90, 255] } }
            bytes[4 * 37 + 3] = alpha
            for c in 0..<3 { bytes[4 * 37 + c] = min(bytes[4 * 37 + c], alpha) }
            return ImagePattern(try Pixmap(width: 12, height: 16, premultipliedBytes: bytes))
        }
        XCTAssertTrue(try pattern(alpha: 255).isOpaque)
        XCTAssertFalse(try pattern(alpha: 254).isOpaque)
        let card = Path.roundedRect(Rect(x: -40, y: -60, width: 80, height: 120), cornerRadius: 14, style: .continuous)
        let place = Transform.rotation(degrees: -7).concatenating(.translation(x: 70, y: 90))
        // The 12 × 16 px image stretched over the card (shrunk 2× elsewhere: a halved copy).
        let imagePlace = Transform.scale(x: 80.0 / 12, y: 120.0 / 16).concatenating(.translation(x: -40, y: -60))
        let probe = try Canvas(width: 140, height: 180)
        XCTAssertNil(try probe.occlusion(of: card, paint: .image(try pattern(alpha: 254), transform: imagePlace), transform: place))
        let photo = Paint.image(try pattern(alpha: 255), transform: imagePlace)
        let hidden = try XCTUnwrap(try probe.occlusion(of: card, paint: photo, transform: place))
        func draw(occluded: Bool) throws -> [UInt8] {
            let canvas = try Canvas(width: 140, height: 180)
            canvas.clear(Color(red: 242, green: 242, blue: 247, alpha: 255))
            if occluded { canvas.occlusion = hidden }
            try canvas.fill(
                card, paint: .solid(Color(red: 255, green: 45, blue: 85, alpha: 255)),
                transform: Transform.rotation(degrees: 5).concatenating(.translation(x: 72, y: 88)),
                shadow: DropShadow(color: Color.black.withOpacity(0.3), sigma: 6, offset: Point(0, 4)))
            canvas.occlusion = nil
            try canvas.fill(card, paint: photo, transform: place)
            return canvas.pixmap.bytes
        }
        XCTAssertEqual(try draw(occluded: true), try draw(occluded: false))
    }

    func testUnionKeepsTouchingRunsAndTheLongerOtherwise() {
        var a = OpaqueRows(y0: 0, y1: 3), b = OpaqueRows(y0: 1, y1: 4)
        a.set(0, 10, 20); a.set(1, 10, 20); a.set(2, 10, 20)
        b.set(1, 20, 30); b.set(2, 40, 45); b.set(3, 5, 6)
        let u = a.union(b)
        XCTAssertTrue(u.run(0) == (10, 20))
        XCTAssertTrue(u.run(1) == (10, 30))
        XCTAssertTrue(u.run(2) == (10, 20))
        XCTAssertTrue(u.run(3) == (5, 6))
        XCTAssertTrue(u.run(4) == (0, 0))
    }

    func testVisiblePartsAvoidBothRuns() {
        var a = OpaqueRows(y0: 0, y1: 1), b = OpaqueRows(y0: 0, y1: 1)
        a.set(0, 30, 40); b.set(0, 10, 20)
        var parts: [[Int]] = []
        OpaqueRows.forEachVisible(0, 50, y: 0, a, b) { parts.append([$0, $1]) }
        XCTAssertEqual(parts, [[0, 10], [20, 30], [40, 50]])
        parts = []
        OpaqueRows.forEachVisible(12, 35, y: 0, a, b) { parts.append([$0, $1]) }
        XCTAssertEqual(parts, [[20, 30]])
    }

    /// Layer buffers handed between canvases come back clean: the same drawing gives the same
    /// bytes on a fresh canvas after another canvas used (and pooled) a layer.
    func testPooledLayerBuffersAreClean() throws {
        func frame() throws -> [UInt8] {
            let canvas = try Canvas(width: 64, height: 48)
            canvas.beginLayer(opacity: 0.4)
            try canvas.fill(.circle(center: Point(30, 20), radius: 18), color: .black)
            canvas.endLayer()
            canvas.beginLayer(opacity: 1)
            canvas.endLayer()
            return canvas.pixmap.bytes
        }
        let first = try frame()
        for _ in 0..<3 { XCTAssertEqual(try frame(), first) }
    }
}
