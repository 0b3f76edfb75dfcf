import XCTest
import SwipeMotion

final class AnimationParserTests: XCTestCase {
    func parse(_ text: String, _ semantics: AnimationSemantics = .ios17) throws -> Animation {
        try AnimationParser.parse(text, semantics: semantics)
    }

    func testSpringFamily() throws {
        XCTAssertEqual(
            try parse(".spring(response: 0.42, dampingFraction: 0.74)"),
            .fluidSpring(response: 0.42, dampingFraction: 0.74, blendDuration: 0))
        XCTAssertEqual(
            try parse(".spring(duration: 0.4, bounce: 0.3)"),
            .fluidSpring(response: 0.4, dampingFraction: 0.7, blendDuration: 0))
        XCTAssertEqual(
            try parse(".spring(duration: 0.4, bounce: -0.5)"),
            .fluidSpring(response: 0.4, dampingFraction: 2, blendDuration: 0))
        XCTAssertEqual(try parse(".snappy(duration: 0.4)"), .fluidSpring(response: 0.4, dampingFraction: 0.85, blendDuration: 0))
        XCTAssertEqual(try parse(".bouncy"), .fluidSpring(response: 0.5, dampingFraction: 0.7, blendDuration: 0))
        XCTAssertEqual(try parse(".bouncy(extraBounce: 0.1)"), .fluidSpring(response: 0.5, dampingFraction: 1 - 0.4, blendDuration: 0))
        XCTAssertEqual(try parse("Animation.smooth"), .fluidSpring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        XCTAssertEqual(
            try parse(".interactiveSpring(response: 0.25, dampingFraction: 0.72)"),
            .fluidSpring(response: 0.25, dampingFraction: 0.72, blendDuration: 0.25))
        XCTAssertEqual(
            try parse(".spring(response: 0.3, blendDuration: 0.1)"),
            .fluidSpring(response: 0.3, dampingFraction: 0.825, blendDuration: 0.1))
    }

    func testSemanticsSwitch() throws {
        XCTAssertEqual(try parse(".spring()"), .fluidSpring(response: 0.5, dampingFraction: 1, blendDuration: 0))
        XCTAssertEqual(try parse(".spring", .ios16), .fluidSpring(response: 0.55, dampingFraction: 0.825, blendDuration: 0))
        XCTAssertEqual(try parse(".interactiveSpring()"), .fluidSpring(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25))
        XCTAssertEqual(try parse(".interactiveSpring()", .ios16), .fluidSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        XCTAssertEqual(try parse(".default"), .fluidSpring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        XCTAssertEqual(try parse(".default", .ios16), .timingCurve(.easeInOut, duration: 0.35))
        XCTAssertEqual(try parse(".spring(dampingFraction: 0.5)", .ios16), .fluidSpring(response: 0.55, dampingFraction: 0.5, blendDuration: 0))
        XCTAssertEqual(try parse(".spring(blendDuration: 0.2)"), .fluidSpring(response: 0.5, dampingFraction: 1, blendDuration: 0.2))
        XCTAssertEqual(try parse(".spring(blendDuration: 0.2)", .ios16), .fluidSpring(response: 0.55, dampingFraction: 0.825, blendDuration: 0.2))
    }

    func testClosedFormAndCurves() throws {
        XCTAssertEqual(
            try parse(".interpolatingSpring(stiffness: 180, damping: 100)"),
            .interpolatingSpring(Spring(mass: 1, stiffness: 180, damping: 100, allowOverDamping: true)))
        XCTAssertEqual(
            try parse(".interpolatingSpring(mass: 2, stiffness: 180, damping: 10, initialVelocity: 3)"),
            .interpolatingSpring(Spring(mass: 2, stiffness: 180, damping: 10), initialVelocity: 3))
        XCTAssertEqual(
            try parse(".interpolatingSpring(duration: 0.4, bounce: 0.2)"),
            .interpolatingSpring(Spring(duration: 0.4, bounce: 0.2)))
        XCTAssertEqual(try parse(".easeInOut(duration: 0.2)"), .timingCurve(.easeInOut, duration: 0.2))
        XCTAssertEqual(try parse(".linear"), .timingCurve(.linear, duration: 0.35))
        XCTAssertEqual(
            try parse(".timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)"),
            .timingCurve(UnitCurve(x1: 0.2, y1: 0.8, x2: 0.2, y2: 1), duration: 0.5))
        XCTAssertEqual(try parse("  .easeIn  "), .timingCurve(.easeIn, duration: 0.35))
    }

    func testSpringValues() throws {
        let spec = try AnimationParser.parseSpec("Spring(duration: 0.5, bounce: 0.3)")
        XCTAssertEqual(spec.spring, Spring(duration: 0.5, bounce: 0.3))
        XCTAssertEqual(spec.animation, .fluidSpring(response: spec.spring!.response, dampingFraction: spec.spring!.dampingRatio, blendDuration: 0))
        let heavy = try AnimationParser.parseSpec("Spring(mass: 2, stiffness: 100, damping: 40, allowOverDamping: true)")
        XCTAssertEqual(heavy.spring, Spring(mass: 2, stiffness: 100, damping: 40, allowOverDamping: true))
        let settling = try AnimationParser.parseSpec("Spring(settlingDuration: 1.045, dampingRatio: 0.7)")
        XCTAssertEqual(try XCTUnwrap(settling.spring).response, 0.5, accuracy: 1e-3)
        XCTAssertEqual(
            try parse(".spring(Spring(duration: 0.5, bounce: 0.3), blendDuration: 0.1)"),
            .spring(Spring(duration: 0.5, bounce: 0.3), blendDuration: 0.1))
        XCTAssertEqual(
            try parse(".interpolatingSpring(.bouncy, initialVelocity: 2)"),
            .interpolatingSpring(Spring(duration: 0.5, bounce: 0.3), initialVelocity: 2))
        XCTAssertEqual(try AnimationParser.parseSpec("Spring.snappy(duration: 0.3)").spring, Spring(duration: 0.3, bounce: 0.15))
        XCTAssertNil(try AnimationParser.parseSpec(".easeIn").spring)
    }

    /// (spec, expected column, a word the message must contain)
    static let malformed: [(String, Int, String)] = [
        (".spring(response: )", 19, "value"),
        (".spring(respnse: 0.4)", 9, "did you mean 'response:'"),
        (".sprung(response: 0.4)", 2, "did you mean '.spring'"),
        (".spring(response: 0.4 dampingFraction: 0.7)", 23, "','"),
        (".spring(response: 0.4, dampingFraction: 0.7", 44, "')'"),
        (".spring(response: -0.4)", 19, "greater than 0"),
        (".spring(dampingFraction: 0.7, response: 0.4)", 31, "out of order"),
        (".spring(response: 0.4, response: 0.5)", 24, "twice"),
        (".interpolatingSpring(stiffness: 180)", 36, "missing argument 'damping:'"),
        (".spring(duration: 0.4, bounce: 1.5)", 32, "bounce"),
        (".easeInOut(duration: 0.2).dealy(0.1)", 27, "did you mean '.delay'"),
        (".snappy.delay(-1)", 15, "0…600"),
        (".snappy.speed(0)", 15, "above 0"),
        (".snappy.repeatCount(2.5)", 21, "whole number"),
        (".snappy.repeatForever", 9, "parentheses"),
        (".snappy.repeatCount(3, autoreverse: false)", 24, "autoreverses"),
        (".easeInOut(duration: abc)", 22, "number"),
        (".spring(response: 0.4,)", 23, "argument after ','"),
        (".timingCurve(1.2, 0, 0.5, 1)", 14, "0...1"),
        ("", 1, "empty"),
        (".spring(response: 1e999)", 19, "out of range"),
        (".spring(response: .5)", 19, "start with a digit"),
        (".snappy(extraBounce: 0.9)", 22, "bounce"),
        (".easeIn(duration: 0.3) foo", 24, "unexpected"),
        (".spring(response: 0.4, dampingFraction: 0.7, bounce: 0.2)", 46, "bounce"),
        ("Spring(stiffness: 100)", 22, "missing argument 'damping:'"),
        (".default(0.2)", 13, "no arguments"),
        (".spring(response 0.4)", 18, "':'"),
        (".easeIn(duration: 0.3 $", 23, "unexpected character"),
    ]

    func testMalformedSpecsReportTheColumn() {
        for (spec, column, word) in AnimationParserTests.malformed {
            do {
                _ = try parse(spec)
                XCTFail("\(spec) parsed")
            } catch let error as AnimationSpecError {
                XCTAssertEqual(error.column, column, "\(spec): \(error)")
                XCTAssertTrue(error.message.contains(word), "\(spec): \(error.message)")
                XCTAssertTrue(error.description.contains("^"))
            } catch {
                XCTFail("\(spec): unexpected \(error)")
            }
        }
    }

    func testModifiersFollowTheAnimationAsInSwiftUI() throws {
        XCTAssertEqual(try parse(".snappy(duration: 0.4).delay(0.1)"), Animation.snappy(duration: 0.4).delay(0.1))
        XCTAssertEqual(
            try parse(".easeInOut(duration: 0.5).repeatForever(autoreverses: false)"),
            Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: false))
        XCTAssertEqual(try parse(".linear.repeatCount(3).speed(2)"), Animation.linear.repeatCount(3, autoreverses: true).speed(2))
        XCTAssertEqual(try parse(".spring().repeatForever()").modifiers, [.repeating(count: nil, autoreverses: true)])
    }

    func testTuningSpecsTakeTheAnimationAlone() {
        XCTAssertThrowsError(try AnimationParser.parseSpec(".easeInOut(duration: 0.2).delay(0.1)")) { error in
            let error = error as? AnimationSpecError
            XCTAssertEqual(error?.column, 27)
            XCTAssertTrue(error?.message.contains("'.delay' is not supported here") ?? false, "\(String(describing: error))")
        }
    }
}
