import SwipeGolden
import SwipeTestSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import XCTest
import SwipeBase

final class MotionComparatorTests: XCTestCase {
    /// A spring-like settle from 0 to 300 pt over 60 frames, sampled at fractional frame t.
    static func settle(_ t: Double) -> Double { 300 * (1 - exp(-t / 10)) }

    func testUniformShiftOf0Point1FailsAnd0Point02PassesAtDefaults() {
        let golden = cardMotion(frames: 30) { 10 + 2 * Double($0) }
        let small = cardMotion(frames: 30) { 10.02 + 2 * Double($0) }
        let large = cardMotion(frames: 30) { 10.1 + 2 * Double($0) }
        XCTAssertTrue(MotionComparator.compare(expected: golden, actual: small).passed)
        let failing = MotionComparator.compare(expected: golden, actual: large)
        XCTAssertFalse(failing.passed)
        XCTAssertEqual(failing.first?.frame, 0)
        XCTAssertEqual(failing.deviatingFrames, 30)
        XCTAssertEqual(failing.largest[.points]?.amount ?? 0, 0.1, accuracy: 1e-9)
    }

    func testRotationAndOpacityHaveTheirOwnTolerances() {
        var golden = cardMotion(frames: 3) { _ in 0 }
        var actual = golden
        actual.frames[1].cards[0].values[1].components = [0.2]
        var result = MotionComparator.compare(expected: golden, actual: actual)
        XCTAssertEqual(result.first?.channel, "rotation")
        XCTAssertEqual(result.first?.unit, .degrees)
        XCTAssertTrue(MotionComparator.compare(expected: golden, actual: actual, tolerance: MotionTolerance(degrees: 0.25)).passed)
        actual = golden
        actual.frames[2].cards[0].opacity = 0.99
        result = MotionComparator.compare(expected: golden, actual: actual)
        XCTAssertEqual(result.first?.channel, "opacity")
        XCTAssertEqual(result.first?.frame, 2)
        golden.frames[2].cards.append(golden.frames[2].cards[0])
        golden.frames[2].cards[1].id = "card-1"
        result = MotionComparator.compare(expected: golden, actual: cardMotion(frames: 3) { _ in 0 })
        XCTAssertEqual(result.first?.kind, .cardMissing)
        XCTAssertEqual(result.first?.cardID, "card-1")
    }

    func testAValueTheGoldenLacksFailsAndAPathNamedValueTakesItsLastStepsUnit() {
        let golden = cardMotion(frames: 3) { _ in 0 }
        var actual = golden
        // A stamp inside the card, named by its path: an opacity, though the path has an offset.
        for i in actual.frames.indices {
            actual.frames[i].cards[0].values.append(AnimatedValue(name: ".offset/ZStack/.opacity", components: [0]))
        }
        let result = MotionComparator.compare(expected: golden, actual: actual)
        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.first?.kind, .valueAdded)
        XCTAssertEqual(result.first?.channel, ".offset/ZStack/.opacity")
        XCTAssertEqual(result.first?.unit, .opacity)
        XCTAssertEqual(MotionUnit(valueName: ".opacity/.padding/.rotationEffect"), .degrees)
        XCTAssertTrue(MotionComparator.compare(expected: actual, actual: actual).passed)
    }

    func testTimingShiftIsEstimatedToASubFrame() {
        let golden = cardMotion(frames: 60) { Self.settle(Double($0)) }
        // The render runs 0.4 frames early: frame n shows the golden's state at n + 0.4.
        let early = cardMotion(frames: 60) { Self.settle(Double($0) + 0.4) }
        let result = MotionComparator.compare(expected: golden, actual: early)
        XCTAssertFalse(result.passed)
        let shift = try? XCTUnwrap(result.timingShift)
        XCTAssertEqual(shift?.frames ?? 0, 0.4, accuracy: 0.02)
        XCTAssertEqual(shift?.explainsChange, true)
        XCTAssertTrue(result.summary.contains("timing shift: the render runs 0.4"), result.summary)
        XCTAssertTrue(result.summary.contains("early"), result.summary)

        let late = MotionComparator.compare(expected: golden, actual: cardMotion(frames: 60) { Self.settle(Double($0) - 1.5) })
        XCTAssertEqual(late.timingShift?.frames ?? 0, -1.5, accuracy: 0.02)
        XCTAssertTrue(late.summary.contains("late"), late.summary)
    }

    func testAChangedMotionIsNotCalledATimingShift() {
        let golden = cardMotion(frames: 60) { Self.settle(Double($0)) }
        let longer = cardMotion(frames: 60) { Self.settle(Double($0)) * 1.05 }
        let result = MotionComparator.compare(expected: golden, actual: longer)
        XCTAssertFalse(result.passed)
        XCTAssertNotEqual(result.timingShift?.explainsChange, true)
        XCTAssertFalse(result.summary.contains("timing shift: the render runs"), result.summary)
    }

    func testMotionFileRoundTripsAndIsDeterministic() throws {
        let motion = MotionFile.rounded(cardMotion(frames: 4) { Self.settle(Double($0)) })
        let text = MotionFile.text(motion)
        XCTAssertEqual(text, MotionFile.text(motion))
        XCTAssertTrue(text.contains("[[\"card-0\", 0, 1, [1, 0, 0, 1, 28.5488, 20], [100, 50], {\"offset\": [18.5488, 0], \"rotation\": 0}]],"), text)
        let directory = TemporaryDirectory(prefix: "swipesim-motion")
        defer { directory.remove() }
        try FileIO.writeAtomically(text, to: directory.path + "/motion.json")
        XCTAssertEqual(try MotionFile.read(at: directory.path + "/motion.json"), motion)
        try FileIO.writeAtomically("{\"format\": \"swipesim-motion 1\", \"fps\": 60, \"frames\": [[[\"card-0\", 0]]]}", to: directory.path + "/motion.json")
        XCTAssertThrowsError(try MotionFile.read(at: directory.path + "/motion.json")) { error in
            XCTAssertTrue("\(error)".contains("frames[0][0] must be [id, z, opacity"), "\(error)")
        }
    }
}
