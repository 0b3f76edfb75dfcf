import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest

final class ImageComparatorTests: XCTestCase {
    let white = (UInt8(255), UInt8(255), UInt8(255), UInt8(255))

    func testIdenticalImagesTakeTheExactPath() {
        let image = TestImages.frame(3)
        let result = ImageComparator.compare(expected: image, actual: image)
        XCTAssertTrue(result.isExact)
        XCTAssertTrue(result.passed)
        XCTAssertEqual(result.differingPixels, 0)
        XCTAssertEqual(result.largestDelta, 0)
        XCTAssertEqual(result.summary, "identical pixels")
    }

    func testOnePixelChangeFails() {
        let expected = TestImages.solid(width: 50, height: 40, white)
        var actual = expected
        TestImages.set(&actual, 17, 23, (0, 0, 0, 255))
        let result = ImageComparator.compare(expected: expected, actual: actual)
        XCTAssertFalse(result.isExact)
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.differingPixels, 1)
        XCTAssertEqual(result.antiAliasedPixels, 0)
        // Black against white differs in luma only: 0.5053 × 255².
        XCTAssertEqual(result.largestDelta, 0.5053 * 255 * 255, accuracy: 0.01)
        // Red against cyan is the largest delta there is, just under 35215.
        XCTAssertEqual(YIQColorDelta.delta((255, 0, 0, 255), (0, 255, 255, 255)), 35214.749, accuracy: 0.01)
        XCTAssertEqual(result.budgetUsed, .infinity)
        // A budget of one pixel lets it pass, using all of the budget.
        let budgeted = ImageComparator.compare(
            expected: expected, actual: actual, tolerance: ComparisonTolerance(maxDiffPixels: 1))
        XCTAssertTrue(budgeted.passed)
        XCTAssertEqual(budgeted.budgetUsed, 1)
        XCTAssertEqual(budgeted.headroomPixels, 0)
        let roomy = ImageComparator.compare(
            expected: expected, actual: actual, tolerance: ComparisonTolerance(maxDiffPixels: 4))
        XCTAssertTrue(roomy.summary.hasSuffix("within budget: 1 of 4 px (25.0% used, 3 px headroom)"), roomy.summary)
        XCTAssertTrue(result.summary.hasSuffix("over budget: 0 px allowed, 1 px over"), result.summary)
    }

    func testOneLevelChangeInOneChannelFailsAtThresholdZero() {
        let expected = TestImages.solid(width: 30, height: 30, (120, 130, 140, 255))
        var actual = expected
        TestImages.set(&actual, 5, 6, (120, 130, 141, 255))
        let strict = ImageComparator.compare(expected: expected, actual: actual, tolerance: ComparisonTolerance(threshold: 0))
        XCTAssertFalse(strict.passed)
        XCTAssertEqual(strict.differingPixels, 1)
        // ΔY, ΔI, ΔQ of a blue step of 1: 0.11448223, −0.32180189, 0.31114694.
        let expectedDelta = 0.5053 * 0.11448223 * 0.11448223 + 0.299 * 0.32180189 * 0.32180189 + 0.1957 * 0.31114694 * 0.31114694
        XCTAssertEqual(strict.largestDelta, expectedDelta, accuracy: 1e-9)
        // At the default threshold 0.1 (delta limit 352.15) the same change is invisible.
        let lenient = ImageComparator.compare(expected: expected, actual: actual)
        XCTAssertTrue(lenient.passed)
        XCTAssertEqual(lenient.differingPixels, 0)
        XCTAssertFalse(lenient.isExact)
    }

    func testCardEdgeShiftedByOnePixel() {
        let expected = TestImages.card(width: 80, height: 60, left: 20.5, cardWidth: 30, top: 10, bottom: 50)
        let actual = TestImages.card(width: 80, height: 60, left: 21.5, cardWidth: 30, top: 10, bottom: 50)
        // Columns 20 and 21 change at the left edge, 50 and 51 at the right, on 40 rows.
        let off = ImageComparator.compare(
            expected: expected, actual: actual, tolerance: ComparisonTolerance(detectsAntiAliasing: false))
        XCTAssertFalse(off.passed)
        XCTAssertEqual(off.differingPixels, 4 * 40)
        XCTAssertEqual(off.antiAliasedPixels, 0)
        let on = ImageComparator.compare(expected: expected, actual: actual)
        XCTAssertTrue(on.passed, on.summary)
        XCTAssertEqual(on.differingPixels, 0)
        XCTAssertEqual(on.antiAliasedPixels, 4 * 40)
    }

    func testHorizontalEdgeShiftedByOneRowIsAlsoAntiAliasing() {
        // A full-width band with anti-aliased top and bottom edges (rows 10 and 30 half covered),
        // moved down one row: rows 10, 11, 30 and 31 change on every column.
        func band(top: Double) -> PNGImage {
            var image = TestImages.solid(width: 50, height: 45, (240, 240, 240, 255))
            for y in 0..<45 {
                let coverage = max(0, min(Double(y + 1), top + 20) - max(Double(y), top))
                guard coverage > 0 else { continue }
                let v = UInt8((240 - 200 * coverage + 0.5).rounded(.down))
                for x in 0..<50 { TestImages.set(&image, x, y, (v, v, v, 255)) }
            }
            return image
        }
        let expected = band(top: 10.5), actual = band(top: 11.5)
        let off = ImageComparator.compare(
            expected: expected, actual: actual, tolerance: ComparisonTolerance(detectsAntiAliasing: false))
        XCTAssertEqual(off.differingPixels, 4 * 50)
        let on = ImageComparator.compare(expected: expected, actual: actual)
        XCTAssertEqual(on.differingPixels, 0, on.summary)
        XCTAssertEqual(on.antiAliasedPixels, 4 * 50)
    }

    func testSizeMismatchFailsAndStatesBothSizes() {
        let a = TestImages.solid(width: 10, height: 20, white)
        let b = TestImages.solid(width: 20, height: 10, white)
        let result = ImageComparator.compare(expected: a, actual: b, producingDiffImage: true)
        XCTAssertFalse(result.passed)
        XCTAssertNil(result.diffImage)
        XCTAssertEqual(result.summary, "size mismatch: expected 10×20, actual 20×10")
    }

    func testStricterBudgetWins() {
        let tolerance = ComparisonTolerance(maxDiffPixels: 100, maxDiffRatio: 0.01)
        XCTAssertEqual(tolerance.allowedDifferingPixels(pixelCount: 1000), 10)
        XCTAssertEqual(tolerance.allowedDifferingPixels(pixelCount: 100_000), 100)
        XCTAssertEqual(ComparisonTolerance().allowedDifferingPixels(pixelCount: 1000), 0)
        XCTAssertEqual(ComparisonTolerance(maxDiffRatio: 0.5).allowedDifferingPixels(pixelCount: 7), 3)
        XCTAssertThrowsError(try ComparisonTolerance(threshold: 1.5).validate())
        XCTAssertThrowsError(try ComparisonTolerance(maxDiffRatio: -0.1).validate())
    }

    func testDiffImageColours() {
        let expected = TestImages.card(width: 40, height: 30, left: 10.5, cardWidth: 12, top: 5, bottom: 25)
        var actual = TestImages.card(width: 40, height: 30, left: 11.5, cardWidth: 12, top: 5, bottom: 25)
        TestImages.set(&actual, 35, 2, (0, 0, 0, 255))
        let result = ImageComparator.compare(expected: expected, actual: actual, producingDiffImage: true)
        guard let diff = result.diffImage else { return XCTFail("no diff image") }
        XCTAssertEqual(TestImages.pixel(diff, 35, 2), [255, 0, 0, 255])
        XCTAssertEqual(TestImages.pixel(diff, 10, 15), [255, 255, 0, 255])
        // Background 240 grey: Y = 240 (the weights sum to 1), faded: 255 + (240 − 255) × 0.1 = 253.5,
        // truncated as pixelmatch's byte array stores it → 253.
        XCTAssertEqual(TestImages.pixel(diff, 0, 0), [253, 253, 253, 255])
        // Card colour (40, 80, 200): Y = 81.27…, faded 255 − 17.37… = 237.6 → 237.
        XCTAssertEqual(TestImages.pixel(diff, 16, 15), [237, 237, 237, 255])
    }

    /// pixelmatch 7 sees translucent pixels over its checkerboard, so a background that turned
    /// clear no longer passes against a white golden (blended over white it looked identical).
    func testAClearFrameDiffersFromAWhiteOne() {
        let white = TestImages.solid(width: 8, height: 8, (255, 255, 255, 255))
        let clear = TestImages.solid(width: 8, height: 8, (0, 0, 0, 0))
        let result = ImageComparator.compare(expected: white, actual: clear)
        XCTAssertEqual(result.differingPixels, 64)
        // Half-transparent white over the checkerboard against opaque white.
        let translucent = TestImages.solid(width: 8, height: 8, (255, 255, 255, 128))
        XCTAssertGreaterThan(ImageComparator.compare(expected: white, actual: translucent).differingPixels, 0)
    }

    func testFullyTransparentPixelsCompareEqualWhateverTheirColour() {
        let a = TestImages.solid(width: 4, height: 4, (10, 20, 30, 0))
        let b = TestImages.solid(width: 4, height: 4, (200, 100, 0, 0))
        let result = ImageComparator.compare(expected: a, actual: b, tolerance: ComparisonTolerance(threshold: 0))
        XCTAssertTrue(result.passed)
        XCTAssertFalse(result.isExact)
        XCTAssertEqual(result.largestDelta, 0)
    }

    func testBandsGiveTheSameCountsAsAPlainCount() {
        // Scattered changes across all 16 bands, some large, some below the threshold.
        let expected = TestImages.frame(2, width: 97, height: 131)
        var actual = expected
        var state: UInt32 = 12345
        var large = 0
        var changed: Set<Int> = []
        for _ in 0..<400 {
            state = state &* 1_103_515_245 &+ 12345
            let x = Int(state >> 8) % 97
            state = state &* 1_103_515_245 &+ 12345
            let y = Int(state >> 8) % 131
            guard changed.insert(y * 97 + x).inserted else { continue }
            let big = state & 1 == 0
            if big { large += 1 }
            let old = TestImages.pixel(actual, x, y)
            TestImages.set(&actual, x, y, big ? (old[0] ^ 0xFF, old[1] ^ 0xFF, old[2], 255) : (old[0], old[1], old[2] &+ 1, 255))
        }
        let result = ImageComparator.compare(
            expected: expected, actual: actual, tolerance: ComparisonTolerance(detectsAntiAliasing: false))
        XCTAssertEqual(result.differingPixels, large)
    }
}
