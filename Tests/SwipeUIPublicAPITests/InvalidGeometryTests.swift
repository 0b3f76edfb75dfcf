import Foundation
import SwipeUI
import XCTest

/// Non-finite and negative geometry: SwiftUI logs "Invalid frame dimension (negative or
/// non-finite)." and ignores the value; SwipeSim warns naming the view and the value and
/// draws what SwiftUI draws. The canvas is 390 × 844 pt with a safe area from y 47 to 810, so
/// a view centred in it has its centre at (195, 428.5).
final class InvalidGeometryTests: XCTestCase {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    let white: [UInt8] = [255, 255, 255, 255]
    let redPixel: [UInt8] = [255, 0, 0, 255]

    func run<V: View>(_ view: V, duration: Double = 0) throws -> (frames: [Frame], warnings: [String]) {
        var options = SimulationOptions()
        options.duration = duration
        let simulation = try Simulation(view, options: options)
        let frames = try simulation.frames()
        return (frames, simulation.warnings)
    }

    struct NaNWidth: View {
        var body: some View { InvalidGeometryTests.red.frame(width: .nan, height: 100) }
    }

    struct NegativeWidth: View {
        var body: some View { InvalidGeometryTests.red.frame(width: -10, height: 100) }
    }

    /// The width is dropped: the frame takes its content's width, and a colour takes all 390 pt
    /// offered; the height stays 100 pt, centred (378.5…478.5).
    func testANaNOrNegativeFrameWidthIsIgnoredWithSwiftUIsWarning() throws {
        try checkDroppedWidth(NaNWidth(), named: "NaNWidth", value: "width nan")
        try checkDroppedWidth(NegativeWidth(), named: "NegativeWidth", value: "width -10.0")
    }

    func checkDroppedWidth<V: View>(_ view: V, named name: String, value: String) throws {
        let (frames, warnings) = try run(view)
        let pixels = FramePixels(frames[0])
        XCTAssertEqual(pixels[2, 428], redPixel, value)
        XCTAssertEqual(pixels[387, 428], redPixel, value)
        XCTAssertEqual(pixels[2, 372], white, value)
        XCTAssertEqual(pixels[2, 485], white, value)
        XCTAssertEqual(
            warnings,
            ["\(name) › .frame: Invalid frame dimension (negative or non-finite). \(value); the frame takes its content's width instead, as SwiftUI does"])
    }

    struct NaNMinimum: View {
        var body: some View { InvalidGeometryTests.red.frame(minWidth: .nan, maxWidth: .infinity).frame(height: 100) }
    }

    /// A NaN minimum is dropped; the maximum of `.infinity` (fill) stays.
    func testANaNMinimumWidthIsDroppedAndAnInfiniteMaximumKept() throws {
        let (frames, warnings) = try run(NaNMinimum())
        let pixels = FramePixels(frames[0])
        XCTAssertEqual(pixels[2, 428], redPixel)
        XCTAssertEqual(pixels[387, 428], redPixel)
        // The inner frame (the outer `.frame(height:)` comes first in the path) is named.
        XCTAssertEqual(
            warnings,
            ["NaNMinimum › .frame › .frame: Invalid frame dimension (negative or non-finite). minWidth nan; the non-finite bounds are ignored, as SwiftUI does"]
        )
    }

    struct InfiniteOffset: View {
        var body: some View { InvalidGeometryTests.red.frame(width: 100, height: 100).offset(x: .infinity) }
    }

    /// The offset is ignored: the square stays centred (145…245 × 378.5…478.5).
    func testAnInfiniteOffsetIsIgnoredWithAWarningInsteadOfARasterizerError() throws {
        let (frames, warnings) = try run(InfiniteOffset())
        let pixels = FramePixels(frames[0])
        XCTAssertEqual(pixels[195, 428], redPixel)
        XCTAssertEqual(pixels[250, 428], white)
        XCTAssertEqual(
            warnings, ["InfiniteOffset › .offset: x is inf, not a finite number; it is ignored (0.0 is used instead): compute it from finite values"])
    }

    struct NaNRotation: View {
        var body: some View { InvalidGeometryTests.red.frame(width: 200, height: 20).rotationEffect(.degrees(.nan)) }
    }

    /// The rotation is ignored: the bar stays horizontal (95…295 × 418.5…438.5).
    func testANaNRotationIsIgnored() throws {
        let (frames, warnings) = try run(NaNRotation())
        let pixels = FramePixels(frames[0])
        XCTAssertEqual(pixels[120, 428], redPixel)
        XCTAssertEqual(pixels[195, 405], white)
        XCTAssertEqual(
            warnings,
            ["NaNRotation › .rotationEffect: angle (degrees) is nan, not a finite number; it is ignored (0.0 is used instead): compute it from finite values"])
    }

    /// Moves a square 100 pt right 0.1 s in, with `animation`.
    struct AnimatedMove: View {
        let animation: Animation
        @State private var moved = false
        var body: some View {
            InvalidGeometryTests.red.frame(width: 100, height: 100)
                .offset(x: moved ? 100 : 0)
                .task {
                    try? await Task.sleep(for: .seconds(0.1))
                    withAnimation(animation) { moved = true }
                }
        }
    }

    /// The change applies at once: at 1/6 s (frame 10) the square is already 100 pt right
    /// (245…345), where a 0.35 s ease-in or a 0.5 s spring would still be on its way.
    func testAnAnimationWithANaNParameterAppliesTheChangeAtOnce() throws {
        for (animation, problem) in [(Animation.easeIn(duration: .nan), "duration nan"), (.spring(response: .nan, dampingFraction: 0.8), "response nan")] {
            let (frames, warnings) = try run(AnimatedMove(animation: animation), duration: 0.5)
            XCTAssertEqual(FramePixels(frames[5])[195, 428], redPixel, "before the change, \(problem)")
            XCTAssertEqual(FramePixels(frames[10])[340, 428], redPixel, problem)
            XCTAssertEqual(FramePixels(frames[10])[200, 428], white, problem)
            XCTAssertEqual(
                warnings,
                [
                    "withAnimation: the animation has \(problem), so the change is applied at once, without animation; give durations, responses and delays finite values ≥ 0"
                ])
        }
    }

    struct NaNDeadline: View {
        @State private var fired = false
        var body: some View {
            Rectangle().fill(fired ? InvalidGeometryTests.red : InvalidGeometryTests.green)
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + .nan) { fired = true } }
        }
    }

    /// Dispatch takes a NaN interval as forever: the work never runs (green throughout).
    func testAsyncAfterANaNDeadlineNeverRunsAndWarns() throws {
        let (frames, warnings) = try run(NaNDeadline(), duration: 1)
        XCTAssertEqual(FramePixels(frames.last!)[195, 428], [0, 255, 0, 255])
        XCTAssertEqual(
            warnings,
            [
                "DispatchQueue.main.asyncAfter: the deadline .now() + nan is not a number, so the work never runs (Dispatch takes a NaN interval as forever); compute the delay from finite values"
            ])
    }

    /// A custom shape whose path has a NaN point.
    struct NaNPath: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: 0, y: 0))
                p.addLine(to: CGPoint(x: CGFloat.nan, y: 10))
                p.addLine(to: CGPoint(x: 10, y: 10))
            }
        }
    }

    struct NaNShape: View {
        var body: some View { NaNPath().fill(InvalidGeometryTests.red).frame(width: 50, height: 50) }
    }

    /// A NaN inside a path cannot be ignored as a modifier's value can: an error naming the view.
    func testANaNInAShapesPathIsAnErrorNamingTheView() throws {
        do {
            _ = try run(NaNShape())
            XCTFail("expected an error")
        } catch let error as SwipeUIError {
            XCTAssertEqual(error.typePath.hasPrefix("NaNShape › .frame › "), true, error.typePath)
            XCTAssertEqual(error.message, "the shape's path has a point that is not a finite number, so it cannot be drawn: build the path from finite values")
        }
    }
}
