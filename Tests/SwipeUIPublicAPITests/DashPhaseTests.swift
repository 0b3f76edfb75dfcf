import SwipeUI
import XCTest

/// A dash pattern starts where SwiftUI's path starts. Apple's
/// `Path.addRoundedRect(in:cornerSize:style:transform:)` starts "by moving to the center of the
/// right edge" and runs counter-clockwise in user space (clockwise on screen, y down); a
/// `RoundedRectangle` and a `Capsule` are that path, and `Circle` starts at 3 o'clock too.
final class DashPhaseTests: XCTestCase {
    /// One 10 pt dash, then a gap longer than any outline here.
    let oneDash = StrokeStyle(lineWidth: 4, dash: [10, 1000])

    /// The frame of `shape` in a `size` frame, 10 pt in from the top-leading corner of a white
    /// canvas at scale 1.
    func drawn<V: View>(_ shape: V, _ size: CGSize) throws -> FramePixels {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 140, height: 90)
        options.safeArea = EdgeInsets()
        options.duration = 0
        let view = shape.frame(width: size.width, height: size.height).padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        return FramePixels(try XCTUnwrap(Simulation(view, options: options).frames().first))
    }

    func testARoundedRectanglesFirstDashRunsDownFromTheMiddleOfItsRightEdge() throws {
        // 100 × 60 at (10, 10): the path starts at (110, 40) and goes down to (110, 50); the 4 pt
        // line covers x 108…112. Pixel (109, 45) is inside the dash; (109, 35), above the start,
        // and the top edge, where the old path began, are not.
        for style in [RoundedCornerStyle.continuous, .circular] {
            let pixels = try drawn(RoundedRectangle(cornerRadius: 10, style: style).stroke(Color.black, style: oneDash), CGSize(width: 100, height: 60))
            XCTAssertEqual(pixels[109, 45], [0, 0, 0, 255], "\(style)")
            XCTAssertEqual(pixels[109, 35], [255, 255, 255, 255], "\(style)")
            XCTAssertEqual(pixels[40, 10], [255, 255, 255, 255], "\(style)")
            XCTAssertEqual(pixels[100, 10], [255, 255, 255, 255], "\(style)")
        }
    }

    func testACapsulesFirstDashStartsAtThreeOClockOfItsRightEnd() throws {
        // 100 × 40 at (10, 10): the right end is a half circle about (90, 30), radius 20. The dash
        // runs 10 pt clockwise from (110, 30), to 0.5 rad. Pixel (109, 33) lies at radius 19.2…20.4
        // (inside the 18…22 line) and angle 0.15…0.2 rad: covered. (109, 26), before the start, is not.
        let pixels = try drawn(Capsule().stroke(Color.black, style: oneDash), CGSize(width: 100, height: 40))
        XCTAssertEqual(pixels[109, 33], [0, 0, 0, 255])
        XCTAssertEqual(pixels[109, 26], [255, 255, 255, 255])
        XCTAssertEqual(pixels[100, 10], [255, 255, 255, 255])
    }

    func testACirclesFirstDashStartsAtThreeOClock() throws {
        // A 60 pt circle at (10, 10): centre (40, 40), radius 30; the dash runs 10 pt clockwise
        // from (70, 40), i.e. to 0.33 rad. Pixel (69, 43) is covered, (69, 36) is not.
        let pixels = try drawn(Circle().stroke(Color.black, style: oneDash), CGSize(width: 60, height: 60))
        XCTAssertEqual(pixels[69, 43], [0, 0, 0, 255])
        XCTAssertEqual(pixels[69, 36], [255, 255, 255, 255])
    }
}
