import SwipeUI
import XCTest

/// `.border`, `strokeBorder` and `inset(by:)` as SwiftUI draws them: inside the frame.
final class ShapeBorderTests: XCTestCase {
    /// The one frame of `view` on a 100 × 100 white canvas at scale 1, without safe area.
    func drawn<V: View>(_ view: V) throws -> Frame {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.scale = 1
        options.duration = 0
        let frames = try Simulation(view, options: options).frames()
        return try XCTUnwrap(frames.first)
    }

    /// The straight RGBA of pixel (x, y).
    func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * frame.width + x) * 4
        return Array(frame.straightRGBA()[i..<i + 4])
    }

    func testBorderIsDrawnInsideTheFrameOverTheContent() throws {
        // A 60 × 60 white square in the middle (20…80) with a 4 pt red border: 20…24 is red.
        let frame = try drawn(
            Color.white.frame(width: 60, height: 60).border(Color(red: 1, green: 0, blue: 0), width: 4).frame(width: 100, height: 100).background(Color.black))
        XCTAssertEqual(pixel(frame, 21, 50), [255, 0, 0, 255], "inside the frame's edge")
        XCTAssertEqual(pixel(frame, 23, 50), [255, 0, 0, 255])
        XCTAssertEqual(pixel(frame, 25, 50), [255, 255, 255, 255], "the border is 4 pt wide")
        XCTAssertEqual(pixel(frame, 19, 50), [0, 0, 0, 255], "nothing outside the frame")
        XCTAssertEqual(pixel(frame, 78, 78), [255, 0, 0, 255], "the bottom-trailing corner")
    }

    func testStrokeBorderStaysInsideWhereStrokeStraddlesTheOutline() throws {
        let border = try drawn(
            Rectangle().strokeBorder(Color(red: 0, green: 0, blue: 1), lineWidth: 10).frame(width: 60, height: 60).background(Color.white).frame(
                width: 100, height: 100
            ).background(Color.black))
        let stroke = try drawn(
            Rectangle().stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 10).frame(width: 60, height: 60).background(Color.white).frame(
                width: 100, height: 100
            ).background(Color.black))
        XCTAssertEqual(pixel(border, 17, 50), [0, 0, 0, 255], "strokeBorder: nothing outside the frame")
        XCTAssertEqual(pixel(border, 28, 50), [0, 0, 255, 255], "strokeBorder: 10 pt inside")
        XCTAssertEqual(pixel(border, 31, 50), [255, 255, 255, 255])
        XCTAssertEqual(pixel(stroke, 17, 50), [0, 0, 255, 255], "stroke: 5 pt outside")
        XCTAssertEqual(pixel(stroke, 26, 50), [255, 255, 255, 255], "stroke: 5 pt inside")
    }

    func testInsetShrinksTheShapeAndItsCornerRadius() throws {
        // A circle inset by 10 in a 60-pt frame is a 40-pt circle: (30, 50) is outside it.
        let frame = try drawn(Circle().inset(by: 10).fill(Color.green).frame(width: 60, height: 60).background(Color.white))
        XCTAssertEqual(pixel(frame, 28, 50), [255, 255, 255, 255])
        XCTAssertNotEqual(pixel(frame, 50, 50), [255, 255, 255, 255], "the centre is green")
        XCTAssertEqual(pixel(frame, 32, 50), pixel(frame, 50, 50), "inside the 40-pt circle")
        // Insets add up: inset(by: 5).inset(by: 5) is inset(by: 10).
        let twice = try drawn(Circle().inset(by: 5).inset(by: 5).fill(Color.green).frame(width: 60, height: 60).background(Color.white))
        XCTAssertEqual(twice.straightRGBA(), frame.straightRGBA())
    }
}
