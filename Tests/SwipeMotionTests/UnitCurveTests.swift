import XCTest
import SwipeMotion

final class UnitCurveTests: XCTestCase {
    func testEaseInOutIsSymmetricAndHalfwayAtHalfTime() {
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        for i in 1..<100 {
            let x = Double(i) / 100
            XCTAssertEqual(UnitCurve.easeInOut.value(at: x) + UnitCurve.easeInOut.value(at: 1 - x), 1, accuracy: 1e-12)
        }
    }

    func testEndpointsLinearAndSolverAccuracy() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .linear, UnitCurve(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1)] {
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
            for i in 1..<200 {
                let x = Double(i) / 200
                let t = curve.parameter(forProgress: x)
                XCTAssertEqual(UnitCurve.bezier(t, curve.x1, curve.x2), x, accuracy: 1e-12)
            }
        }
        XCTAssertEqual(UnitCurve.linear.value(at: 0.3), 0.3, accuracy: 1e-12)
    }

    func testEveryCurveIsMonotonic() {
        let curves = [
            UnitCurve.easeIn, .easeOut, .easeInOut, .linear,
            UnitCurve(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1), UnitCurve(x1: 1, y1: 0, x2: 0, y2: 1),
            UnitCurve(x1: 0, y1: 0, x2: 0, y2: 1),
        ]
        for curve in curves {
            var previous = 0.0
            for i in 0...2000 {
                let v = curve.value(at: Double(i) / 2000)
                XCTAssertGreaterThanOrEqual(v, previous, "\(curve) at \(i)")
                previous = v
            }
        }
    }

    func testSlopes() {
        XCTAssertEqual(UnitCurve.linear.slope(at: 0), 1, accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.linear.slope(at: 1), 1, accuracy: 1e-12)
        XCTAssertEqual(UnitCurve.linear.slope(at: 0.4), 1, accuracy: 1e-9)
        XCTAssertEqual(UnitCurve.easeIn.slope(at: 0), 0)
        XCTAssertEqual(UnitCurve.easeOut.slope(at: 1), 0, accuracy: 1e-12)
        let h = 1e-6
        let numeric = (UnitCurve.easeInOut.value(at: 0.3 + h) - UnitCurve.easeInOut.value(at: 0.3 - h)) / (2 * h)
        XCTAssertEqual(UnitCurve.easeInOut.slope(at: 0.3), numeric, accuracy: 1e-6)
    }

    func testEaseInIsSlowFirst() {
        XCTAssertLessThan(UnitCurve.easeIn.value(at: 0.25), 0.25)
        XCTAssertGreaterThan(UnitCurve.easeOut.value(at: 0.25), 0.25)
    }
}
