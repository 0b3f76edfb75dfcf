import Foundation
import SwipeTestSupport
import XCTest
import SwipeMath

final class DeterministicMathTests: XCTestCase {
    typealias M = DeterministicMath

    /// The largest ulp distance between ours and libm over `count` seeded inputs.
    func maxError(
        seed: UInt64, count: Int = 20_000, input: (inout SplitMix64) -> Double,
        ours: (Double) -> Double, reference: (Double) -> Double
    ) -> (error: Double, at: Double) {
        var rng = SplitMix64(seed: seed)
        var worst = (error: 0.0, at: 0.0)
        for _ in 0..<count {
            let x = input(&rng)
            let e = ulpDistance(ours(x), reference(x))
            if e > worst.error { worst = (e, x) }
        }
        print("largest distance \(worst.error) ulp at \(worst.at) (seed \(seed))")
        return worst
    }

    func testExpWithinTwoUlp() {
        for (seed, range) in [(1, -745.0...709.7), (2, -1.0...1.0), (3, -30.0...5.0), (4, -1e-6...1e-6)] {
            let w = maxError(
                seed: UInt64(seed), input: { $0.uniform(range.lowerBound, range.upperBound) },
                ours: { M.exp($0) }, reference: { Foundation.exp($0) })
            XCTAssertLessThanOrEqual(w.error, 2, "exp at \(w.at)")
        }
    }

    func testExpSpecialValues() {
        XCTAssertEqual(M.exp(0), 1)
        XCTAssertEqual(M.exp(-.infinity), 0)
        XCTAssertEqual(M.exp(.infinity), .infinity)
        XCTAssertEqual(M.exp(710), .infinity)
        XCTAssertEqual(M.exp(-746), 0)
        XCTAssertTrue(M.exp(.nan).isNaN)
        XCTAssertEqual(M.exp(1), 2.718281828459045)
    }

    func testLogWithinTwoUlp() {
        let inputs: [(UInt64, (inout SplitMix64) -> Double)] = [
            (5, { $0.uniform(0.5, 2) }),
            (6, { $0.uniform(1e-300, 1e300) }),
            (7, { Foundation.exp($0.uniform(-700, 700)) }),
            (8, { 1 + $0.uniform(-1e-8, 1e-8) }),
        ]
        for (seed, input) in inputs {
            let w = maxError(seed: seed, input: input, ours: { M.log($0) }, reference: { Foundation.log($0) })
            XCTAssertLessThanOrEqual(w.error, 2, "log at \(w.at)")
        }
        XCTAssertEqual(M.log(1), 0)
        XCTAssertEqual(M.log(0), -.infinity)
        XCTAssertTrue(M.log(-1).isNaN)
        XCTAssertEqual(M.log(4.9406564584124654e-324), Foundation.log(4.9406564584124654e-324))
    }

    func testPowWithinTwoUlp() {
        var rng = SplitMix64(seed: 9)
        var worst = 0.0
        for _ in 0..<20_000 {
            let x = rng.uniform(1e-4, 1000)
            let y = rng.uniform(-60, 60)
            let e = ulpDistance(M.pow(x, y), Foundation.pow(x, y))
            worst = max(worst, e)
            XCTAssertLessThanOrEqual(e, 2, "pow(\(x), \(y))")
            if e > 2 { break }
        }
        // sRGB-style gamma exponents over [0, 1].
        for i in 1...1000 {
            let x = Double(i) / 1000
            XCTAssertLessThanOrEqual(ulpDistance(M.pow(x, 2.4), Foundation.pow(x, 2.4)), 2)
            XCTAssertLessThanOrEqual(ulpDistance(M.pow(x, 1 / 2.4), Foundation.pow(x, 1 / 2.4)), 2)
        }
        XCTAssertEqual(M.pow(2, 10), 1024)
        XCTAssertEqual(M.pow(-2, 3), -8)
        XCTAssertTrue(M.pow(-2, 0.5).isNaN)
        XCTAssertEqual(M.pow(0, -1), .infinity)
        XCTAssertEqual(M.pow(5, 0), 1)
    }

    func testSinCosWithinTwoUlp() {
        for (seed, bound) in [(10, 0.8), (11, 10.0), (12, 1000.0), (13, 1.5e6)] {
            let s = maxError(
                seed: UInt64(seed), input: { $0.uniform(-bound, bound) },
                ours: { M.sin($0) }, reference: { Foundation.sin($0) })
            XCTAssertLessThanOrEqual(s.error, 2, "sin at \(s.at)")
            let c = maxError(
                seed: UInt64(seed) + 100, input: { $0.uniform(-bound, bound) },
                ours: { M.cos($0) }, reference: { Foundation.cos($0) })
            XCTAssertLessThanOrEqual(c.error, 2, "cos at \(c.at)")
        }
        let pair = M.sinCos(radians: 2.5)
        XCTAssertEqual(pair.sin, M.sin(2.5))
        XCTAssertEqual(pair.cos, M.cos(2.5))
        XCTAssertEqual(M.sin(0), 0)
        XCTAssertEqual(M.cos(0), 1)
        XCTAssertTrue(M.sin(.infinity).isNaN)
    }

    func testDegreesAreExactAtQuadrantsAndAccurateBetween() {
        XCTAssertEqual(M.sin(degrees: 180), 0)
        XCTAssertEqual(M.cos(degrees: 90), 0)
        XCTAssertEqual(M.sin(degrees: 90), 1)
        XCTAssertEqual(M.cos(degrees: 180), -1)
        XCTAssertEqual(M.sin(degrees: -270), 1)
        XCTAssertEqual(M.cos(degrees: 360 * 1000), 1)
        // Reference: libm at the double-double radian angle, corrected to first order.
        var rng = SplitMix64(seed: 14)
        for _ in 0..<20_000 {
            let d = rng.uniform(-720, 720)
            let reduced = d.truncatingRemainder(dividingBy: 90)
            if abs(reduced) < 1e-3 || abs(abs(reduced) - 90) < 1e-3 { continue }
            let hi = d * 0.017453292519943295
            let ours = M.sinCos(degrees: d)
            // Compare with libm at the nearest double to d·π/180; the argument's own rounding
            // can shift the true value by up to |x·cot x|/2 ulp, so allow one more ulp there.
            let allowance = 2 + abs(hi / Foundation.tan(hi)) + abs(hi * Foundation.tan(hi))
            XCTAssertLessThanOrEqual(ulpDistance(ours.sin, Foundation.sin(hi)), allowance, "sin(degrees: \(d))")
            XCTAssertLessThanOrEqual(ulpDistance(ours.cos, Foundation.cos(hi)), allowance, "cos(degrees: \(d))")
        }
    }

    func testErfWithinTwoUlp() {
        for (seed, bound) in [(15, 1.0), (16, 3.0), (17, 6.5), (18, 1e-5)] {
            let w = maxError(
                seed: UInt64(seed), count: 10_000, input: { $0.uniform(-bound, bound) },
                ours: { M.erf($0) }, reference: { Foundation.erf($0) })
            XCTAssertLessThanOrEqual(w.error, 2, "erf at \(w.at)")
        }
        XCTAssertEqual(M.erf(0), 0)
        XCTAssertEqual(M.erf(10), 1)
        XCTAssertEqual(M.erf(-10), -1)
    }
}

final class ArctangentTests: XCTestCase {
    /// Within 4 ulp of libm's atan2 over seeded points in every quadrant and at every scale.
    func testAtan2MatchesLibm() {
        var rng = SplitMix64(seed: 27)
        var worst = 0.0
        for _ in 0..<20_000 {
            let scale = Foundation.pow(10, rng.uniform(-6, 6))
            let x = rng.uniform(-1, 1) * scale, y = rng.uniform(-1, 1) * scale
            worst = max(worst, ulpDistance(DeterministicMath.atan2(y, x), Foundation.atan2(y, x)))
        }
        XCTAssertLessThanOrEqual(worst, 4)
    }

    /// C's special cases: the axes, signed zeros, infinities and NaN.
    func testAtan2SpecialValues() {
        let pi = DeterministicMath.pi
        XCTAssertEqual(DeterministicMath.atan2(0, 1), 0)
        XCTAssertEqual(DeterministicMath.atan2(1, 0), pi / 2)
        XCTAssertEqual(DeterministicMath.atan2(-1, 0), -pi / 2)
        XCTAssertEqual(DeterministicMath.atan2(0, -1), pi)
        XCTAssertEqual(DeterministicMath.atan2(-0.0, -1), -pi)
        XCTAssertEqual(DeterministicMath.atan2(1, 1), pi / 4, accuracy: 1e-15)
        XCTAssertEqual(DeterministicMath.atan2(.infinity, -.infinity), 3 * pi / 4, accuracy: 1e-15)
        XCTAssertEqual(DeterministicMath.atan2(-5, .infinity), -0.0)
        XCTAssertTrue(DeterministicMath.atan2(.nan, 1).isNaN)
    }
}
