import XCTest
import SwipeRaster

final class ImageTests: XCTestCase {
    /// A deterministic photo-like picture: sky gradient, sun, two hills, fine texture.
    static func photo(width: Int, height: Int) throws -> Pixmap {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
                var r = 90 + 120 * fy, g = 150 + 70 * fy, b = 235 - 30 * fy
                let sx = fx - 0.72, sy = fy - 0.28
                if sx * sx + sy * sy < 0.012 { r = 255; g = 214; b = 90 }
                let hill1 = 0.62 + 0.10 * (fx - 0.3) * (fx - 0.3) * 4
                let hill2 = 0.75 - 0.08 * fx
                // Texture: a cheap integer hash, so the picture has detail at every pixel.
                let noise = Double((x &* 73_856_093 ^ y &* 19_349_663) & 31) - 16
                if fy > hill2 { r = 40 + noise; g = 120 + noise; b = 50 + noise / 2 } else if fy > hill1 { r = 70 + noise; g = 150 + noise; b = 70 + noise / 2 }
                let i = (y * width + x) * 4
                bytes[i] = UInt8(max(0, min(255, r)))
                bytes[i + 1] = UInt8(max(0, min(255, g)))
                bytes[i + 2] = UInt8(max(0, min(255, b)))
            }
        }
        return try Pixmap(width: width, height: height, straightBytes: bytes)
    }

    func testPhotoClippedIntoRotatedRoundedRect() throws {
        let photo = ImagePattern(try ImageTests.photo(width: 240, height: 320))
        let canvas = try Canvas(width: 200, height: 180)
        canvas.clear(Color(red: 242, green: 242, blue: 247, alpha: 255))
        // A 96 × 128 card turned 8°: the 240 × 320 photo is shrunk 2.5× (uses a halved copy).
        let card = Transform.rotation(degrees: 8).concatenating(.translation(x: 64, y: 90))
        let rect = Rect(x: -48, y: -64, width: 96, height: 128)
        canvas.save()
        try canvas.clip(to: .roundedRect(rect, cornerRadius: 14, style: .continuous), transform: card)
        try canvas.fill(
            .rect(rect), paint: .image(photo, transform: Transform.scale(0.4).concatenating(.translation(x: -48, y: -64))), transform: card)
        canvas.restore()
        // A small 48 × 64 photo enlarged 1.6× in a card turned −30° with circular corners.
        let small = ImagePattern(try ImageTests.photo(width: 48, height: 64))
        let card2 = Transform.rotation(degrees: -30).concatenating(.translation(x: 150, y: 95))
        let rect2 = Rect(x: -36, y: -48, width: 72, height: 96)
        canvas.save()
        try canvas.clip(to: .roundedRect(rect2, cornerRadius: 12, style: .circular), transform: card2)
        try canvas.fill(
            .rect(rect2), paint: .image(small, transform: Transform.translation(x: -24, y: -32).concatenating(.scale(1.6))),
            transform: card2)
        canvas.restore()
        ReferenceImage.assertMatches(canvas.pixmap, "photo-clipped-rotated-card")
    }

    func testShrinkingMoreThanTwiceUsesHalvedCopy() throws {
        // A one-pixel checkerboard shrunk 4×: averaged it is mid grey everywhere, while plain
        // bilinear sampling would pick up whole black or white pixels.
        var bytes: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<64 {
                let v: UInt8 = (x + y) % 2 == 0 ? 255 : 0
                bytes += [v, v, v, 255]
            }
        }
        let pattern = ImagePattern(try Pixmap(width: 64, height: 64, premultipliedBytes: bytes))
        let canvas = try Canvas(width: 16, height: 16)
        try canvas.fill(
            .rect(Rect(x: 0, y: 0, width: 16, height: 16)), paint: .image(pattern, transform: .scale(0.25)))
        for y in 0..<16 {
            for x in 0..<16 {
                let red = Int(canvas.pixmap.pixel(x: x, y: y)! & 255)
                XCTAssertTrue(abs(red - 128) <= 1, "(\(x), \(y)): \(red)")
            }
        }
    }

    func testPixmapSubRegionAndStraightConversion() throws {
        let photo = try ImageTests.photo(width: 40, height: 30)
        let sub = try photo.subPixmap(x: 5, y: 7, width: 10, height: 4)
        XCTAssertEqual(sub.pixel(x: 0, y: 0), photo.pixel(x: 5, y: 7))
        XCTAssertEqual(sub.pixel(x: 9, y: 3), photo.pixel(x: 14, y: 10))
        XCTAssertThrowsError(try photo.subPixmap(x: 35, y: 0, width: 10, height: 4))
        XCTAssertThrowsError(try Pixmap(width: 0, height: 10))
        XCTAssertThrowsError(try Pixmap(width: 100_000, height: 10))
        // Opaque pixels survive the straight round trip exactly.
        XCTAssertEqual(try Pixmap(width: 40, height: 30, straightBytes: photo.straightBytes()), photo)
    }
}
