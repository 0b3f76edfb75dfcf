import SwipeUI
import XCTest

/// SwiftUI's pixel grid: layout frames are rounded to device pixels by
/// `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf: pixelLength)` (each edge to the nearest
/// pixel boundary, a half going up), text sizes are rounded up to whole pixels, and geometry
/// effects (`offset`, `scaleEffect`, rotations) stay fractional.
final class PixelGridTests: XCTestCase {
    /// The one frame of `view`, pinned to the top-leading corner of a white 300 × 60 canvas
    /// without safe area, at `scale` pixels per point.
    func drawn<V: View>(_ view: V, scale: Double) throws -> Frame {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 60)
        options.safeArea = EdgeInsets()
        options.scale = scale
        options.duration = 0
        let pinned = view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        return try XCTUnwrap(Simulation(pinned, options: options).frames().first)
    }

    /// A 1 pt black line whose layout puts its leading edge at x = 154.6 pt.
    struct Line: View {
        var body: some View {
            HStack(spacing: 0) {
                Color.clear.frame(width: 154.6, height: 20)
                Color.black.frame(width: 1, height: 20).accessibilityIdentifier("line")
            }
        }
    }

    func testA1ptLineAtAFractionalXCoversWholePixelColumnsAt2x() throws {
        // m = ½: left ⌊(154.6 + ¼) / ½⌋·½ = ⌊309.7⌋·½ = 154.5, right ⌊(155.6 + ¼) / ½⌋·½ = 155.5:
        // device columns 309 and 310 are black, 308 and 311 untouched (unrounded, 311 would be
        // 20 % covered and 309 80 %).
        let frame = try drawn(Line(), scale: 2)
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "line" })
        XCTAssertEqual(view.transform[4], 154.5, accuracy: 1e-9)
        XCTAssertEqual(view.size.width, 1, accuracy: 1e-9)
        let pixels = FramePixels(frame)
        XCTAssertEqual(pixels[308, 10], [255, 255, 255, 255])
        XCTAssertEqual(pixels[309, 10], [0, 0, 0, 255])
        XCTAssertEqual(pixels[310, 10], [0, 0, 0, 255])
        XCTAssertEqual(pixels[311, 10], [255, 255, 255, 255])
    }

    func testA1ptLineAtAFractionalXCoversWholePixelColumnsAt3x() throws {
        // m = ⅓: left ⌊(154.6 + ⅙)·3⌋ = ⌊464.3⌋ = 464 px, right ⌊(155.6 + ⅙)·3⌋ = ⌊467.3⌋ = 467 px:
        // columns 464…466 black, 463 and 467 untouched.
        let frame = try drawn(Line(), scale: 3)
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "line" })
        XCTAssertEqual(view.transform[4], 464.0 / 3, accuracy: 1e-9)
        let pixels = FramePixels(frame)
        XCTAssertEqual(pixels[463, 30], [255, 255, 255, 255])
        XCTAssertEqual(pixels[464, 30], [0, 0, 0, 255])
        XCTAssertEqual(pixels[466, 30], [0, 0, 0, 255])
        XCTAssertEqual(pixels[467, 30], [255, 255, 255, 255])
    }

    func testAViewWholeOnTheGridKeepsItsFrame() throws {
        // 154.5 is a multiple of ½: nothing moves at 2×, and the line is exactly columns 309…310.
        let frame = try drawn(
            HStack(spacing: 0) {
                Color.clear.frame(width: 154.5, height: 20); Color.black.frame(width: 1, height: 20).accessibilityIdentifier("line")
            }, scale: 2)
        let view = try XCTUnwrap(frame.identifiedViews.first)
        XCTAssertEqual(view.transform[4], 154.5)
        XCTAssertEqual(view.size, CGSize(width: 1, height: 20))
    }

    func testATextBlockIsAWholeNumberOfPixelsTall() throws {
        // Text+StringDrawingContext: the measured size is rounded up to a multiple of the pixel
        // length, so its height times the scale is a whole number at 2× and 3×, and the two differ
        // by less than the coarser pixel (both are the same height rounded up).
        func size(_ scale: Double) throws -> CGSize {
            let frame = try drawn(Text("Pixels and touches as iOS makes them").font(.system(size: 17.3)).accessibilityIdentifier("text"), scale: scale)
            return try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "text" }).size
        }
        let two = try size(2), three = try size(3)
        for (s, k) in [(two, 2.0), (three, 3.0)] {
            XCTAssertEqual((s.height * k).rounded(), s.height * k, accuracy: 1e-9, "height \(s.height) at \(k)×")
            XCTAssertEqual((s.width * k).rounded(), s.width * k, accuracy: 1e-9, "width \(s.width) at \(k)×")
        }
        XCTAssertLessThan(abs(two.height - three.height), 0.5)
        XCTAssertGreaterThan(two.height, 17)
    }

    func testAnOffsetStaysFractional() throws {
        // `.offset` is a geometry effect: SwiftUI applies it after rounding the layout, so a
        // square at x = 0 offset by 0.3 pt starts 0.6 px into column 0 at 2×: that column is
        // 40 % covered (grey 153) and column 20 60 % (grey 102).
        let frame = try drawn(Color.black.frame(width: 10, height: 10).accessibilityIdentifier("box").offset(x: 0.3), scale: 2)
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "box" })
        XCTAssertEqual(view.transform[4], 0.3, accuracy: 1e-9)
        let pixels = FramePixels(frame)
        XCTAssertEqual(pixels[0, 5], [153, 153, 153, 255])
        XCTAssertEqual(pixels[1, 5], [0, 0, 0, 255])
        XCTAssertEqual(pixels[20, 5], [102, 102, 102, 255])
    }

    func testAScaleEffectStaysFractional() throws {
        // scaleEffect(1.03) about the top-leading corner makes the 10 pt square 10.3 pt: at 1× its
        // right edge lies 0.3 px into column 10, which is partly covered (grey), not snapped.
        let frame = try drawn(Color.black.frame(width: 10, height: 10).scaleEffect(1.03, anchor: .topLeading), scale: 1)
        let pixels = FramePixels(frame)
        XCTAssertEqual(pixels[9, 5], [0, 0, 0, 255])
        XCTAssertNotEqual(pixels[10, 5], [255, 255, 255, 255], "the scaled edge is not snapped back to the grid")
        XCTAssertNotEqual(pixels[10, 5], [0, 0, 0, 255])
    }
}
