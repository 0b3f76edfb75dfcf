import XCTest
import SwipeMotion

final class VelocitySamplerTests: XCTestCase {
    func testThreeSampleWeighting() {
        var s = VelocitySampler<Double>()
        XCTAssertEqual(s.velocity(at: 0), 0)
        s.add(1, at: 1)
        XCTAssertEqual(s.velocity(at: 1), 0)
        s.add(2, at: 2)
        XCTAssertEqual(s.velocity(at: 2), 1)
        s.add(4, at: 3)
        XCTAssertEqual(s.velocity(at: 3), 1.25)
        s.add(5, at: 4)  // keeps only the last three: slopes 2 then 1
        XCTAssertEqual(s.velocity(at: 4), 0.25 * 1 + 0.75 * 2)
    }

    func testDecayAndCutoff() {
        var s = VelocitySampler<Double>()
        s.add(0, at: 0)
        s.add(10, at: 0.1)
        XCTAssertEqual(s.velocity(at: 0.1), 100, accuracy: 1e-12)
        XCTAssertEqual(s.velocity(at: 0.6), 100 * pow(0.998, 500), accuracy: 1e-9)
        XCTAssertEqual(s.velocity(at: 2.1), 100 * pow(0.998, 2000), accuracy: 1e-9)
        XCTAssertEqual(s.velocity(at: 2.11), 0)
        // A sample after the cut-off starts afresh.
        s.add(20, at: 3)
        XCTAssertEqual(s.velocity(at: 3), 0)
    }

    func testVectors() {
        var s = VelocitySampler<Vector2>()
        s.add(Vector2(x: 0, y: 0), at: 0)
        s.add(Vector2(x: 3, y: -6), at: 0.5)
        XCTAssertEqual(s.velocity(at: 0.5), Vector2(x: 6, y: -12))
    }
}
