import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeBase

/// Not a test of behaviour: writes fixtures for manual checks when `SWIPESIM_FIXTURE_DIR` is set
/// (skipped otherwise):
/// - `bench-a.png`, `bench-b.png`: two 1170×2532 phone frames differing in a few regions, for
///   timing `swipesim diff` against ImageMagick, at golden settings (level 9) and, as
///   `bench-*-level1.png`, at the settings of rendered frames;
/// - `report/`: a verify report of two synthetic goldens (one passing; one with a changed frame
///   and two swapped frames), for looking at the HTML in a browser.
final class FixtureWriter: XCTestCase {
    /// A phone-screen-like frame: gradient background, a rotated rounded card (4×4 supersampled
    /// edges) with a textured "photo", caption bars and buttons.
    static func phoneFrame(width: Int, height: Int, offset: Double, angle: Double, variant: Int) -> PNGImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let s = Double(width) / 390
        let cardW = 340 * s, cardH = 560 * s, radius = 24 * s
        let cx = Double(width) / 2 + offset, cy = Double(height) * 0.45
        let c = cos(angle), sn = sin(angle)
        func inside(_ px: Double, _ py: Double) -> (Bool, Double, Double) {
            let dx = px - cx, dy = py - cy
            let u = c * dx + sn * dy, v = -sn * dx + c * dy
            let hx = cardW / 2 - radius, hy = cardH / 2 - radius
            let qx = max(abs(u) - hx, 0), qy = max(abs(v) - hy, 0)
            return (qx * qx + qy * qy <= radius * radius, u + cardW / 2, v + cardH / 2)
        }
        for y in 0..<height {
            let t = Double(y) / Double(height)
            let bg = (UInt8(245 - 30 * t), UInt8(240 - 20 * t), UInt8(250 - 10 * t))
            for x in 0..<width {
                var covered = 0
                var lu = 0.0, lv = 0.0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let (hit, u, v) = inside(Double(x) + (Double(sx) + 0.5) / 4, Double(y) + (Double(sy) + 0.5) / 4)
                        if hit { covered += 1; lu = u; lv = v }
                    }
                }
                var colour = (Double(bg.0), Double(bg.1), Double(bg.2))
                if covered > 0 {
                    var card: (Double, Double, Double)
                    if lv < cardH * 0.78 {
                        // The "photo": smooth bands with fine grain, like a compressed picture.
                        let grain = Double((Int(lu) &* 7919 ^ Int(lv) &* 104_729) & 15)
                        card = (120 + 80 * sin(lu / (40 * s)) + grain, 100 + 60 * cos(lv / (55 * s)) + grain, 160 + 50 * sin((lu + lv) / (70 * s)))
                    } else if Int(lv / (14 * s)) % 2 == 0 && lu > 20 * s && lu < cardW * (variant == 1 ? 0.55 : 0.7) {
                        card = (40, 40, 48)  // caption text bars
                    } else {
                        card = (255, 255, 255)
                    }
                    let k = Double(covered) / 16
                    colour = (colour.0 + (card.0 - colour.0) * k, colour.1 + (card.1 - colour.1) * k, colour.2 + (card.2 - colour.2) * k)
                }
                // Buttons along the bottom; the variant recolours the middle one.
                let by = Double(height) * 0.86, br = 32 * s
                for (i, bx) in [0.25, 0.5, 0.75].enumerated() {
                    let dx = Double(x) + 0.5 - Double(width) * bx, dy = Double(y) + 0.5 - by
                    if dx * dx + dy * dy <= br * br {
                        colour = i == 1 && variant == 1 ? (60, 200, 90) : (i == 0 ? (240, 70, 90) : (i == 1 ? (60, 190, 90) : (70, 140, 240)))
                    }
                }
                let i = (y * width + x) * 4
                pixels[i] = UInt8(max(0, min(255, colour.0.rounded())))
                pixels[i + 1] = UInt8(max(0, min(255, colour.1.rounded())))
                pixels[i + 2] = UInt8(max(0, min(255, colour.2.rounded())))
            }
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    struct DeckRenderer: GoldenRenderer {
        var variant: Int
        var swapped: (Int, Int)?
        func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
            frames.map { index in
                var drawn = index
                if let (a, b) = swapped { drawn = index == a ? b : index == b ? a : index }
                let t = Double(drawn) / 28
                let image = FixtureWriter.phoneFrame(
                    width: 195, height: 422, offset: 260 * t * t, angle: 0.35 * t * t,
                    variant: (variant == 1 && index == 8) ? 1 : 0)
                return RenderedFrame(
                    index: index, time: Double(index) / 60, width: image.width, height: image.height,
                    pixels: image.pixels, alpha: .straight,
                    fingerprint: [
                        PNGTextChunk(key: GoldenFingerprint.fontFileKey, value: "DejaVuSans.ttf"),
                        PNGTextChunk(key: GoldenFingerprint.fontHashKey, value: variant == 1 ? "5e1f…" : "9a0c…"),
                    ])
            }
        }
    }

    func testWriteFixtures() throws {
        guard let value = getenv("SWIPESIM_FIXTURE_DIR") else { throw XCTSkip("set SWIPESIM_FIXTURE_DIR to write fixtures") }
        let folder = String(cString: value)
        try FileIO.createDirectory(folder)
        let a = Self.phoneFrame(width: 1170, height: 2532, offset: 0, angle: 0, variant: 0)
        let b = Self.phoneFrame(width: 1170, height: 2532, offset: 0, angle: 0, variant: 1)
        try FileIO.writeAtomically(PNGEncoder.encode(a, options: .smallest), to: folder + "/bench-a.png")
        try FileIO.writeAtomically(PNGEncoder.encode(b, options: .smallest), to: folder + "/bench-b.png")
        // The same pair as `swipesim render` writes frames (level 1, up filter, RLE).
        try FileIO.writeAtomically(PNGEncoder.encode(a, options: .frameDefault), to: folder + "/bench-a-level1.png")
        try FileIO.writeAtomically(PNGEncoder.encode(b, options: .frameDefault), to: folder + "/bench-b-level1.png")

        var results: [GoldenResult] = []
        for (name, variant, swapped) in [("swipe-right", 1, (20, 24) as (Int, Int)?), ("settle", 0, nil)] {
            let path = folder + "/Goldens/" + name
            try FileIO.createDirectory(path)
            try FileIO.writeAtomically("{}", to: path + "/scene.json")
            try FileIO.writeAtomically("{\"frames\": [0, 4, 8, 12, 16, 20, 24, 28]}", to: path + "/golden.json")
            let record = GoldenVerifyOptions(recordMode: .all, toolVersion: "0.1.0")
            _ = GoldenVerifier.verify(GoldenFolder(path: path), renderer: DeckRenderer(variant: 0), options: record)
            let check = GoldenVerifyOptions(recordMode: .never, toolVersion: "0.1.0")
            results.append(
                GoldenVerifier.verify(
                    GoldenFolder(path: path), renderer: DeckRenderer(variant: variant, swapped: swapped), options: check))
        }
        try GoldenReportWriter.write(results, to: folder + "/report", toolVersion: "0.1.0")
    }
}
