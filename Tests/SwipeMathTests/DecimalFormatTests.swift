import SwipeMath
import XCTest

final class DecimalFormatTests: XCTestCase {
    func testFixedRoundsHalfAwayFromZeroAndNeverPrintsMinusZero() {
        XCTAssertEqual(DecimalFormat.fixed(0.3125, decimals: 3), "0.313")
        XCTAssertEqual(DecimalFormat.fixed(-0.3125, decimals: 3), "-0.313")
        XCTAssertEqual(DecimalFormat.fixed(2.5, decimals: 0), "3")
        XCTAssertEqual(DecimalFormat.fixed(-2.5, decimals: 0), "-3")
        XCTAssertEqual(DecimalFormat.fixed(-0.0004, decimals: 3), "0.000")
        XCTAssertEqual(DecimalFormat.fixed(12, decimals: 0), "12")
        XCTAssertEqual(DecimalFormat.fixed(0.05, decimals: 2), "0.05")
        XCTAssertEqual(DecimalFormat.fixed(0.12345, decimals: 3), "0.123")
        XCTAssertEqual(DecimalFormat.fixed(1234.5, decimals: 1), "1234.5")
        // Leading zeros of the fraction are kept: 7 ms is 0.007 s, not 0.7.
        XCTAssertEqual(DecimalFormat.fixed(0.007, decimals: 3), "0.007")
        XCTAssertEqual(DecimalFormat.fixed(1.0 / 3, decimals: 20), "0.333333333333", "at most 12 decimals")
    }

    func testNonFiniteAndHugeValues() {
        XCTAssertEqual(DecimalFormat.fixed(.infinity, decimals: 2), "inf")
        XCTAssertEqual(DecimalFormat.fixed(-.infinity, decimals: 2), "-inf")
        XCTAssertEqual(DecimalFormat.fixed(.nan, decimals: 2), "nan")
        XCTAssertEqual(DecimalFormat.fixed(1e20, decimals: 2), "1e+20")
        XCTAssertEqual(DecimalFormat.fixed(8e14, decimals: 1), "800000000000000.0")
    }

    func testTrimmed() {
        XCTAssertEqual(DecimalFormat.trimmed(2.500, maxDecimals: 3), "2.5")
        XCTAssertEqual(DecimalFormat.trimmed(2, maxDecimals: 3), "2")
        XCTAssertEqual(DecimalFormat.trimmed(-0.0001, maxDecimals: 3), "0")
        XCTAssertEqual(DecimalFormat.trimmed(0.1250, maxDecimals: 6), "0.125")
    }

    /// Every fixed-decimal text in SwipeSim comes from here; it must agree with the exact
    /// decimal expansion wherever that is not a tie (checked against integer arithmetic).
    func testAgreesWithIntegerArithmeticOnWholeThousandths() {
        for n in stride(from: -100_000, through: 100_000, by: 7) {
            let x = Double(n) / 1000
            let sign = n < 0 ? "-" : ""
            let magnitude = abs(n)
            let fraction = String(magnitude % 1000)
            let expected = sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
            XCTAssertEqual(DecimalFormat.fixed(x, decimals: 3), n == 0 ? "0.000" : expected)
        }
    }
}
