import SwipeGolden
import SwipePNG
import SwipeRaster
import SwipeTestSupport
import XCTest

/// The comparator sorts 8 pixels at a time by Float bounds of their YIQ delta (`PixelOctet`)
/// and leaves every lane near a limit to the exact Double rules. These tests put the limits
/// exactly on pixels' deltas — thresholds a few ulps either side of a pixel's delta — where a
/// bound too tight would flip a count, and check the bounds themselves on a million
/// differences.
final class OctetBoundaryTests: XCTestCase {
    /// Thresholds (and edge thresholds) placed on the exact deltas of differing pixels, a few
    /// ulps below, at and above: every figure and diff byte equals the plain transcription.
    func testLimitsOnThePixelsOwnDeltasGiveThePlainCounts() {
        var checked = 0, nearLimit = 0
        for (name, expected, actual) in Self.pairs() {
            for threshold in Self.thresholdsOnDeltas(expected, actual, count: 4, seed: 7) {
                nearLimit += 1
                for (edgeName, edge) in [("no edge rule", nil), ("edge on a delta", Self.thresholdsOnDeltas(expected, actual, count: 1, seed: 13).first)] {
                    let tolerance = ComparisonTolerance(threshold: threshold, edgeThreshold: edge)
                    for style in [DiffStyle.standard, DiffStyle(diffColorAlternative: Color(red: UInt8(0), green: 0, blue: 255))] {
                        let reference = ReferencePixelmatch.compare(expected, actual, tolerance: tolerance, style: style)
                        let fast = ImageComparator.compare(
                            expected: expected, actual: actual, tolerance: tolerance, producingDiffImage: true, diffStyle: style)
                        let label = "\(name), threshold \(threshold), \(edgeName)"
                        XCTAssertEqual(fast.differingPixels, reference.differing, label)
                        XCTAssertEqual(fast.antiAliasedPixels, reference.antiAliased, label)
                        XCTAssertEqual(fast.largestDelta, reference.largestDelta, label)
                        XCTAssertEqual(fast.differingBounds, reference.bounds, label)
                        XCTAssertTrue(fast.diffImage?.pixels == reference.diff, "\(label): diff image differs")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
        XCTAssertGreaterThan(nearLimit, 50)
    }

    /// |Float approximation − exact delta| ≤ error, the |d|² bounds hold, and a luma sign called
    /// certain is the exact one: on a million seeded differences and the extreme ones.
    func testTheApproximationsBoundsHold() {
        var random = SplitMix64(seed: 99)
        var worstRatio = 0.0, tightest = 0.0
        func check(_ e: [UInt8], _ a: [UInt8]) {
            let octet = e.withUnsafeBufferPointer { pe in a.withUnsafeBufferPointer { pa in PixelOctet(pe.baseAddress!, pa.baseAddress!, at: 0) } }
            let differences = octet.differences()
            let approximate = differences.approximateDelta()
            let error = approximate.error, upperBound = differences.deltaUpperBound
            let lowerBound = differences.deltaLowerBound, steepestBound = differences.deltaUpperBoundAlongSteepest
            let certain = PixelOctet.laneBits(approximate.hasCertainLumaSign)
            for k in 0..<PixelOctet.count {
                let i = k * 4
                let exact = e.withUnsafeBufferPointer { pe in
                    a.withUnsafeBufferPointer { pa in
                        YIQColorDelta.delta(pe.baseAddress!, i, pa.baseAddress!, i)
                    }
                }
                let miss = abs(Double(approximate.value[k]) - abs(exact))
                XCTAssertLessThanOrEqual(miss, Double(error[k]))
                XCTAssertLessThanOrEqual(abs(exact), Double(upperBound[k]))
                XCTAssertLessThanOrEqual(abs(exact), Double(steepestBound[k]))
                XCTAssertGreaterThanOrEqual(abs(exact), Double(lowerBound[k]))
                if exact != 0 { tightest = max(tightest, abs(exact) / Double(steepestBound[k])) }
                if error[k] > 0.0011 { worstRatio = max(worstRatio, miss / Double(error[k])) }
                if certain & (1 << k) != 0 {
                    // Negative exact delta: the expected pixel is brighter (ΔY > 0).
                    XCTAssertEqual(approximate.luma[k] > 0, exact < 0, "lane \(k): \(e[i..<i + 3]) against \(a[i..<i + 3])")
                }
            }
        }
        for _ in 0..<125_000 {
            var e = [UInt8](repeating: 255, count: 32), a = e
            for i in 0..<32 where i % 4 != 3 {
                e[i] = random.byte()
                // Small, large and extreme changes.
                switch random.next() % 3 {
                case 0: a[i] = UInt8(clamping: Int(e[i]) + Int(random.next() % 7) - 3)
                case 1: a[i] = random.byte()
                default: a[i] = e[i] < 128 ? 255 : 0
                }
            }
            check(e, a)
        }
        // Along the steepest direction v₁ ≈ (0.1513, 0.9812, 0.1195), where the bounds are tightest.
        for k in stride(from: 1.0, through: 255, by: 1) {
            let d = [Int((0.1513334 * k).rounded()), Int((0.9812331 * k).rounded()), Int((0.1194978 * k).rounded())]
            var e = [UInt8](repeating: 255, count: 32), a = e
            for lane in 0..<PixelOctet.count {
                for c in 0..<3 {
                    // d, d from the top, and −d.
                    let level = UInt8(min(255, d[c]))
                    switch lane % 3 {
                    case 0: (e[lane * 4 + c], a[lane * 4 + c]) = (level, 0)
                    case 1: (e[lane * 4 + c], a[lane * 4 + c]) = (255, 255 - level)
                    default: (e[lane * 4 + c], a[lane * 4 + c]) = (0, level)
                    }
                }
            }
            check(e, a)
        }
        // The bound's margin is far from used up: rounding stays below a tenth of it; the
        // steepest-direction bound is nearly reached (it is tight along v₁).
        XCTAssertLessThan(worstRatio, 0.1)
        XCTAssertGreaterThan(tightest, 0.999)
    }

    /// `count` thresholds around the exact deltas of seeded differing pixels of the pair: for
    /// each chosen delta D, the thresholds whose 35215·t² land just below, on and just above D.
    static func thresholdsOnDeltas(_ expected: PNGImage, _ actual: PNGImage, count: Int, seed: UInt64) -> [Double] {
        var deltas: [Double] = []
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for p in 0..<(expected.width * expected.height) where expected.pixels[p * 4..<p * 4 + 4] != actual.pixels[p * 4..<p * 4 + 4] {
                    let delta = abs(YIQColorDelta.delta(e.baseAddress!, p * 4, a.baseAddress!, p * 4))
                    if delta > 0 && delta < YIQColorDelta.maximum { deltas.append(delta) }
                }
            }
        }
        guard !deltas.isEmpty else { return [] }
        var random = SplitMix64(seed: seed)
        var thresholds: [Double] = []
        for _ in 0..<count {
            let delta = deltas[Int(random.next() % UInt64(deltas.count))]
            let t = (delta / YIQColorDelta.maximum).squareRoot()
            thresholds += [t.nextDown.nextDown, t.nextDown, t, t.nextUp, t.nextUp.nextUp]
        }
        return thresholds
    }

    /// Pairs wide enough for several octets a row: moved discs (anti-aliased edges), small and
    /// large noise, and another scene.
    static func pairs() -> [(String, PNGImage, PNGImage)] {
        let base = ComparatorEquivalenceTests.Scene(width: 53, height: 21, seed: 4)
        var moved = base
        moved.shift = 0.4
        var other = ComparatorEquivalenceTests.Scene(width: 53, height: 21, seed: 21)
        other.shift = 2.5
        return [
            ("discs moved 0.4 px", base.image(), moved.image()),
            ("noise", base.image(), ComparatorEquivalenceTests.sprinkled(base.image(), seed: 17)),
            ("another scene", base.image(), other.image()),
        ]
    }
}
