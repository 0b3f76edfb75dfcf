import XCTest
import SwipeMotion

final class SpringTests: XCTestCase {
    func testApplesWorkedExamples() {
        let a = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(a.mass, 1)
        XCTAssertEqual(a.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(a.damping, 17.6, accuracy: 0.05)
        let b = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(b.duration, 0.63, accuracy: 0.005)
        XCTAssertEqual(b.bounce, 0.5, accuracy: 1e-12)
    }

    func testSettlingDurations() {
        XCTAssertEqual(Spring(duration: 0.5, bounce: 0.3).settlingDuration, 1.045, accuracy: 0.0005)
        XCTAssertEqual(Spring(duration: 0.5, bounce: 0.15).settlingDuration, 0.877, accuracy: 0.0005)
        // Critically damped: 1 − x(t) = ε exactly at the settling time.
        let critical = Spring(duration: 0.5, bounce: 0)
        let t = critical.settlingDuration
        XCTAssertEqual(1 - critical.value(target: 1, time: t), 0.001, accuracy: 1e-12)
    }

    func testEveryParameterizationRoundTrips() {
        for (d, b) in [(0.5, 0.3), (0.4, 0.0), (1.2, 0.9), (0.3, -0.4), (0.25, -0.9)] {
            let s = Spring(duration: d, bounce: b)
            XCTAssertEqual(s.duration, d, accuracy: 1e-12)
            XCTAssertEqual(s.bounce, b, accuracy: 1e-12)
            let viaResponse = Spring(response: s.response, dampingRatio: s.dampingRatio)
            XCTAssertEqual(viaResponse.stiffness, s.stiffness, accuracy: 1e-9 * s.stiffness)
            XCTAssertEqual(viaResponse.damping, s.damping, accuracy: 1e-9 * s.damping)
            let viaPhysics = Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, allowOverDamping: true)
            XCTAssertEqual(viaPhysics.response, d, accuracy: 1e-12)
            XCTAssertEqual(viaPhysics.bounce, b, accuracy: 1e-12)
            let viaSettling = Spring(settlingDuration: s.settlingDuration, dampingRatio: s.dampingRatio)
            XCTAssertEqual(viaSettling.response, d, accuracy: 1e-9)
            XCTAssertEqual(viaSettling.settlingDuration, s.settlingDuration, accuracy: 1e-9)
        }
        let heavy = Spring(mass: 2.5, stiffness: 300, damping: 20)
        let again = Spring(mass: 2.5, stiffness: heavy.stiffness, damping: heavy.damping)
        XCTAssertEqual(again, heavy)
        XCTAssertEqual(heavy.angularFrequency, (300 / 2.5).squareRoot(), accuracy: 1e-12)
    }

    func testOverDampingIsClampedUnlessAllowed() {
        let clamped = Spring(mass: 1, stiffness: 100, damping: 50)
        XCTAssertEqual(clamped.damping, 20, accuracy: 1e-12)
        XCTAssertEqual(clamped.regime, .criticallyDamped)
        let allowed = Spring(mass: 1, stiffness: 100, damping: 50, allowOverDamping: true)
        XCTAssertEqual(allowed.damping, 50)
        XCTAssertEqual(allowed.regime, .overDamped)
    }

    /// m x'' + c x' + k (x − T) = 0 by central differences, plus x(0) = 0, x'(0) = v0.
    func testClosedFormSatisfiesTheDifferentialEquationInAllRegimes() {
        let springs = [
            Spring(mass: 1, stiffness: 200, damping: 8),  // under
            Spring(mass: 2, stiffness: 200, damping: 2 * (400.0).squareRoot()),  // critical
            Spring(mass: 1, stiffness: 100, damping: 45, allowOverDamping: true),  // over
        ]
        XCTAssertEqual(springs.map(\.regime), [.underDamped, .criticallyDamped, .overDamped])
        let target = 3.0
        let v0 = -4.0
        let h = 1e-4
        for s in springs {
            XCTAssertEqual(s.value(target: target, initialVelocity: v0, time: 0), 0, accuracy: 1e-15)
            XCTAssertEqual(s.velocity(target: target, initialVelocity: v0, time: 0), v0, accuracy: 1e-12)
            var t = 0.01
            while t < 2 {
                // Five-point stencils (error O(h⁴)), so the check measures the formula, not the stencil.
                func x(_ k: Double) -> Double { s.value(target: target, initialVelocity: v0, time: t + k * h) }
                let acceleration = (-x(2) + 16 * x(1) - 30 * x(0) + 16 * x(-1) - x(-2)) / (12 * h * h)
                let differenced = (-x(2) + 8 * x(1) - 8 * x(-1) + x(-2)) / (12 * h)
                let velocity = s.velocity(target: target, initialVelocity: v0, time: t)
                XCTAssertEqual(velocity, differenced, accuracy: 1e-6 * target)
                let residual = s.mass * acceleration + s.damping * velocity + s.stiffness * (x(0) - target)
                // residual / k is a displacement: compare it with the interval.
                XCTAssertLessThan(abs(residual / s.stiffness), 1e-6 * target, "\(s.regime) at t=\(t)")
                t += 0.05
            }
        }
    }

    func testUpdateAdvancesLikeTheClosedForm() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        var value = 10.0
        var velocity = 5.0
        for _ in 0..<30 { s.update(value: &value, velocity: &velocity, target: 40, deltaTime: 1.0 / 60) }
        let expected = 10 + s.value(target: 30, initialVelocity: 5, time: 0.5)
        XCTAssertEqual(value, expected, accuracy: 1e-9)
        XCTAssertEqual(velocity, s.velocity(target: 30, initialVelocity: 5, time: 0.5), accuracy: 1e-8)
    }

    func testOverDampedUsesExponentialsNotCappedHyperbolics() {
        // Strongly over-damped and far in time: still finite, monotone, and close to the target.
        let s = Spring(mass: 1, stiffness: 1, damping: 2000, allowOverDamping: true)
        let late = s.value(target: 1, time: 20_000)
        XCTAssertTrue(late.isFinite)
        XCTAssertEqual(late, 1 - Foundation_exp(-20_000 / 2000.0), accuracy: 1e-4)
    }
}

private func Foundation_exp(_ x: Double) -> Double {
    var sum = 1.0, term = 1.0
    for n in 1..<60 { term *= x / Double(n); sum += term }
    return sum
}
