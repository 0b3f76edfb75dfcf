import SwipeGolden
import SwipePNG
import SwipeRaster
import SwipeTestSupport
import XCTest

/// `ImageComparator`'s shortcuts (memcmp rows, skipped equal runs, the integer bound that
/// settles small changes, identical-neighbour counts before the anti-aliasing test, bands in
/// parallel) must not change one count: every figure and every diff-image byte equals
/// `ReferencePixelmatch`, the plain transcription of pixelmatch 7.2.0, on images built to reach
/// every path — anti-aliased edges moved by a fraction of a pixel, gradients, translucent and
/// clear regions, small and large changes, the image border, 1-pixel-wide images.
final class ComparatorEquivalenceTests: XCTestCase {
    static let tolerances: [(String, ComparisonTolerance)] = [
        ("pixelmatch", .pixelmatch),
        ("standard", .standard),
        ("threshold 0", ComparisonTolerance(threshold: 0, edgeThreshold: nil)),
        ("threshold 0.05, no AA", ComparisonTolerance(threshold: 0.05, detectsAntiAliasing: false)),
        ("threshold 0.3, edge 0.4", ComparisonTolerance(threshold: 0.3, edgeThreshold: 0.4)),
        ("threshold 1", ComparisonTolerance(threshold: 1)),
    ]

    static let styles: [(String, DiffStyle)] = [
        ("standard", .standard),
        ("mask", DiffStyle(diffMask: true)),
        (
            "alternative",
            DiffStyle(
                alpha: 0.5, diffColorAlternative: Color(red: UInt8(0), green: 255, blue: 0),
                aaColor: Color(red: UInt8(0), green: 192, blue: 0))
        ),
    ]

    func testEveryFigureAndDiffByteEqualsPlainPixelmatch() {
        var checked = 0, differing = 0, antiAliased = 0
        for (name, expected, actual) in Self.pairs() {
            for (toleranceName, tolerance) in Self.tolerances {
                for (styleName, style) in Self.styles {
                    let reference = ReferencePixelmatch.compare(expected, actual, tolerance: tolerance, style: style)
                    let fast = ImageComparator.compare(
                        expected: expected, actual: actual, tolerance: tolerance, producingDiffImage: true, diffStyle: style)
                    let label = "\(name), \(toleranceName), diff style \(styleName)"
                    XCTAssertEqual(fast.isExact, reference.isExact, label)
                    XCTAssertEqual(fast.differingPixels, reference.differing, label)
                    XCTAssertEqual(fast.antiAliasedPixels, reference.antiAliased, label)
                    XCTAssertEqual(fast.largestDelta, reference.largestDelta, label)
                    XCTAssertEqual(fast.differingBounds, reference.bounds, label)
                    let diff = fast.diffImage?.pixels ?? []
                    // The first differing byte, not two whole images, when they differ.
                    let firstDifference = zip(diff, reference.diff).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    XCTAssertTrue(
                        diff.count == reference.diff.count && firstDifference == nil,
                        "\(label): diff image differs from byte \(firstDifference ?? min(diff.count, reference.diff.count))")
                    // Without a diff image the figures are the same.
                    let plain = ImageComparator.compare(expected: expected, actual: actual, tolerance: tolerance)
                    XCTAssertEqual(plain.differingPixels, reference.differing, label)
                    XCTAssertEqual(plain.antiAliasedPixels, reference.antiAliased, label)
                    XCTAssertEqual(plain.largestDelta, reference.largestDelta, label)
                    checked += 1
                    differing += reference.differing
                    antiAliased += reference.antiAliased
                }
            }
        }
        // The pairs reach both outcomes in quantity (else the test would prove little).
        XCTAssertGreaterThan(checked, 200)
        XCTAssertGreaterThan(differing, 10_000)
        XCTAssertGreaterThan(antiAliased, 2_000)
    }

    /// The bound that settles small changes without a delta: no opaque difference has a delta
    /// above 0.26 × (Δr² + Δg² + Δb²). Checked along the form's steepest integer directions and
    /// on a million seeded differences.
    func testTheSmallChangeBoundHolds() {
        func ratio(_ d: (Int, Int, Int)) -> Double {
            let e = (UInt8(128 + d.0 / 2), UInt8(128 + d.1 / 2), UInt8(128 + d.2 / 2), UInt8(255))
            let a = (UInt8(Int(e.0) - d.0), UInt8(Int(e.1) - d.1), UInt8(Int(e.2) - d.2), UInt8(255))
            let squared = d.0 * d.0 + d.1 * d.1 + d.2 * d.2
            return YIQColorDelta.delta(e, a) / Double(squared)
        }
        var largest = 0.0
        var random = SplitMix64(seed: 42)
        for _ in 0..<1_000_000 {
            let d = (Int(random.next() % 255), Int(random.next() % 255), Int(random.next() % 255))
            let signs = random.next()
            let signed = (signs & 1 == 0 ? d.0 : -d.0, signs & 2 == 0 ? d.1 : -d.1, signs & 4 == 0 ? d.2 : -d.2)
            if signed != (0, 0, 0) { largest = max(largest, ratio(signed)) }
        }
        // The eigenvector of the largest eigenvalue 0.2560781 is close to (0.38, 0.52, −0.76).
        for k in 1...100 {
            largest = max(largest, ratio((38 * k / 40, 52 * k / 40, -76 * k / 40)))
            largest = max(largest, ratio((-38 * k / 40, -52 * k / 40, 76 * k / 40)))
        }
        XCTAssertGreaterThan(largest, 0.2555)
        XCTAssertLessThan(largest, 0.25608)
    }

    /// Named image pairs, each reaching some of the comparator's paths.
    static func pairs() -> [(String, PNGImage, PNGImage)] {
        var result: [(String, PNGImage, PNGImage)] = []
        for (width, height) in [(64, 48), (37, 29)] {
            let base = Scene(width: width, height: height, seed: 3)
            var moved = base
            moved.shift = 0.35
            result.append(("\(width)×\(height) discs moved 0.35 px", base.image(), moved.image()))
            var translucent = base
            translucent.translucent = true
            var translucentMoved = translucent
            translucentMoved.shift = 0.6
            result.append(("\(width)×\(height) translucent discs moved 0.6 px", translucent.image(), translucentMoved.image()))
            result.append(("\(width)×\(height) opaque against translucent", base.image(), translucent.image()))
            var other = Scene(width: width, height: height, seed: 11)
            other.shift = 1.5
            result.append(("\(width)×\(height) another scene", base.image(), other.image()))
            result.append(("\(width)×\(height) small and large noise", base.image(), sprinkled(base.image(), seed: 5)))
            result.append(("\(width)×\(height) identical", base.image(), base.image()))
        }
        for (width, height) in [(1, 1), (1, 6), (7, 1), (2, 2), (3, 3), (5, 4)] {
            let a = randomImage(width: width, height: height, seed: UInt64(width * 10 + height))
            result.append(("\(width)×\(height) random", a, sprinkled(a, seed: 9)))
        }
        return result
    }

    /// Discs with anti-aliased edges (4×4 supersampled coverage) over a banded gradient.
    struct Scene {
        var width: Int, height: Int, seed: UInt64
        var shift = 0.0
        var translucent = false

        func image() -> PNGImage {
            var random = SplitMix64(seed: seed)
            let discs = (0..<5).map { _ in
                (
                    x: random.uniform(0, Double(width)), y: random.uniform(0, Double(height)),
                    r: random.uniform(3, Double(min(width, height)) / 2), colour: (random.byte(), random.byte(), random.byte())
                )
            }
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    // A gradient in steps of several pixels: flat runs with identical neighbours.
                    var colour = (Double(30 + (x / 3) * 4 % 200), Double(60 + (y / 4) * 5 % 180), 180.0)
                    for disc in discs {
                        var covered = 0
                        for sy in 0..<4 {
                            for sx in 0..<4 {
                                let px = Double(x) + (Double(sx) + 0.5) / 4 - shift, py = Double(y) + (Double(sy) + 0.5) / 4
                                if (px - disc.x) * (px - disc.x) + (py - disc.y) * (py - disc.y) < disc.r * disc.r { covered += 1 }
                            }
                        }
                        let c = Double(covered) / 16
                        colour = (
                            colour.0 + (Double(disc.colour.0) - colour.0) * c,
                            colour.1 + (Double(disc.colour.1) - colour.1) * c,
                            colour.2 + (Double(disc.colour.2) - colour.2) * c
                        )
                    }
                    let i = (y * width + x) * 4
                    pixels[i] = UInt8(colour.0.rounded())
                    pixels[i + 1] = UInt8(colour.1.rounded())
                    pixels[i + 2] = UInt8(colour.2.rounded())
                    // Translucent: a clear left quarter, a ramp, then opaque.
                    pixels[i + 3] = !translucent ? 255 : x < width / 4 ? 0 : UInt8(min(255, 128 + (x * 255) / width))
                }
            }
            return PNGImage(width: width, height: height, pixels: pixels)
        }
    }

    /// `image` with seeded changes: one pixel in 9 changed by 1–3 levels, one in 23 by up to 120,
    /// one in 31 given another alpha.
    static func sprinkled(_ image: PNGImage, seed: UInt64) -> PNGImage {
        var result = image
        var random = SplitMix64(seed: seed)
        for p in 0..<(image.width * image.height) {
            let roll = random.next() % 93
            let i = p * 4
            if roll % 9 == 0 {
                let channel = Int(random.next() % 3)
                result.pixels[i + channel] = UInt8(clamping: Int(result.pixels[i + channel]) + Int(random.next() % 7) - 3)
            } else if roll % 23 == 0 {
                for channel in 0..<3 {
                    result.pixels[i + channel] = UInt8(clamping: Int(result.pixels[i + channel]) + Int(random.next() % 241) - 120)
                }
            } else if roll % 31 == 0 {
                result.pixels[i + 3] = [0, 64, 200, 255][Int(random.next() % 4)]
            }
        }
        return result
    }

    static func randomImage(width: Int, height: Int, seed: UInt64) -> PNGImage {
        var random = SplitMix64(seed: seed)
        let pixels = (0..<(width * height * 4)).map { i in i % 4 == 3 ? [0, 128, 255, 255][Int(random.next() % 4)] : random.byte() }
        return PNGImage(width: width, height: height, pixels: pixels)
    }
}
