import SwipeUI
import XCTest

/// A user's `Shape` (`path(in:)`) and `Path`: filled, clipped to, hit-tested and drawn behind a
/// view, as in SwiftUI. Set `SWIPESIM_SHAPE_FRAMES=/some/folder` to write the frames and look.
final class CustomShapeTests: XCTestCase {
    /// An isosceles triangle standing on the bottom edge of `rect`.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
                path.closeSubpath()
            }
        }
    }

    /// A card with a half-disc notch of radius `depth` cut from the middle of its top edge.
    struct NotchedCard: Shape {
        var depth: CGFloat
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.midX - depth, y: rect.minY))
            path.addArc(
                center: CGPoint(x: rect.midX, y: rect.minY), radius: depth,
                startAngle: .degrees(180), endAngle: .degrees(0), clockwise: true)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    static func options(size: CGFloat = 100) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: size, height: size)
        options.safeArea = EdgeInsets()
        options.scale = 1
        options.duration = 0
        return options
    }

    /// The one frame of `view` on a 100 × 100 white canvas at scale 1, without safe area; written
    /// as `name`.png when SWIPESIM_SHAPE_FRAMES is set.
    static func drawn<V: View>(_ view: V, _ name: String) throws -> FramePixels {
        let frame = try XCTUnwrap(try Simulation(view, options: options()).frames().first)
        if let directory = ProcessInfo.processInfo.environment["SWIPESIM_SHAPE_FRAMES"] {
            try frame.write(to: directory + "/" + name + ".png")
        }
        return FramePixels(frame)
    }

    /// Σ (255 − red) / 255 over the pixels: the area (px²) black covers on white.
    static func coverage(_ pixels: FramePixels, rows: Range<Int>? = nil, columns: Range<Int>? = nil) -> Double {
        var sum = 0.0
        for y in rows ?? 0..<pixels.height {
            for x in columns ?? 0..<pixels.width { sum += Double(255 - Int(pixels[x, y][0])) / 255 }
        }
        return sum
    }

    func testATriangleCoversItsAnalyticArea() throws {
        let pixels = try Self.drawn(Triangle().fill(Color.black).frame(width: 80, height: 60).background(Color.white), "triangle")
        // Base 80, height 60, centred: 2400 px²; antialiasing only redistributes edge coverage.
        XCTAssertEqual(Self.coverage(pixels), 2400, accuracy: 2)
        XCTAssertEqual(pixels[50, 75], [0, 0, 0, 255], "inside, near the base")
        XCTAssertEqual(pixels[15, 25], [255, 255, 255, 255], "beside the apex")
        XCTAssertEqual(pixels[50, 15], [255, 255, 255, 255], "above the apex")
    }

    func testAShapeFillsInTheForegroundStyleAndWithAGradient() throws {
        let plain = try Self.drawn(Triangle().foregroundStyle(Color(red: 1, green: 0, blue: 0)).background(Color.white), "triangle-foreground")
        XCTAssertEqual(plain[50, 90], [255, 0, 0, 255])
        let gradient = try Self.drawn(
            Triangle().fill(LinearGradient(colors: [Color.red, Color.blue], startPoint: .leading, endPoint: .trailing)).background(Color.white),
            "triangle-gradient")
        XCTAssertGreaterThan(gradient[10, 95][0], gradient[90, 95][0], "red on the leading side")
        XCTAssertLessThan(gradient[10, 95][2], gradient[90, 95][2], "blue on the trailing side")
    }

    func testAShapeIsAClipShapeAndABackgroundShape() throws {
        let clipped = try Self.drawn(Color(red: 1, green: 0, blue: 0).clipShape(Triangle()).background(Color.white), "triangle-clip")
        XCTAssertEqual(clipped[50, 90], [255, 0, 0, 255])
        XCTAssertEqual(clipped[5, 5], [255, 255, 255, 255], "clipped away")
        XCTAssertEqual(clipped[95, 5], [255, 255, 255, 255], "clipped away")
        let background = try Self.drawn(Color.clear.background(Color.green, in: Triangle()).background(Color.white), "triangle-background")
        XCTAssertNotEqual(background[50, 90], [255, 255, 255, 255], "filled inside the triangle")
        XCTAssertEqual(background[50, 90], background[30, 95], "one flat colour")
        XCTAssertEqual(background[5, 5], [255, 255, 255, 255])
    }

    func testTheNotchIsCutWhereTheArcRunsCounterclockwiseOnScreen() throws {
        // From 180° to 0° with clockwise: true runs through 90° (SwiftUI's flipped meaning):
        // the arc dips into the card, so the notch is a hole below the top edge.
        let pixels = try Self.drawn(NotchedCard(depth: 20).fill(Color.black).frame(width: 80, height: 60).background(Color.white), "notched-card")
        XCTAssertEqual(pixels[50, 30], [255, 255, 255, 255], "inside the notch")
        XCTAssertEqual(pixels[50, 45], [0, 0, 0, 255], "below the notch")
        XCTAssertEqual(pixels[15, 25], [0, 0, 0, 255], "the card beside the notch")
        XCTAssertEqual(Self.coverage(pixels), 80 * 60 - Double.pi * 400 / 2, accuracy: 2)
    }

    /// Counts taps on the shape.
    final class Taps { var count = 0 }

    func testAShapeIsAContentShapeHitTestedWithNonzeroWinding() throws {
        func taps<V: View>(_ view: (Taps) -> V, at point: CGPoint) throws -> Int {
            let taps = Taps()
            let content = view(taps)
            _ = try Simulation(content, script: [.tap(at: point), .wait(0.1)], options: Self.options()).frames()
            return taps.count
        }
        // The content shape is the hit area of a view whose content takes no touches itself.
        let shaped = { (taps: Taps) in Color.blue.allowsHitTesting(false).contentShape(Triangle()).onTapGesture { taps.count += 1 } }
        // A filled shape is hit where it is filled.
        let filled = { (taps: Taps) in Triangle().fill(Color.blue).onTapGesture { taps.count += 1 } }
        XCTAssertEqual(try taps(shaped, at: CGPoint(x: 50, y: 80)), 1, "inside the triangle")
        XCTAssertEqual(try taps(shaped, at: CGPoint(x: 10, y: 20)), 0, "inside the frame, outside the triangle")
        XCTAssertEqual(try taps(shaped, at: CGPoint(x: 90, y: 20)), 0)
        XCTAssertEqual(try taps(filled, at: CGPoint(x: 50, y: 80)), 1)
        XCTAssertEqual(try taps(filled, at: CGPoint(x: 10, y: 20)), 0)
    }

    func testPathGeometry() {
        var path = Path()
        XCTAssertNil(path.currentPoint)
        XCTAssertTrue(path.boundingRect.isNull)
        path.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 40)])
        XCTAssertEqual(path.currentPoint, CGPoint(x: 30, y: 40))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 10), "closing returns to the subpath's start")
        XCTAssertEqual(path.boundingRect, CGRect(x: 10, y: 10, width: 20, height: 30))
        XCTAssertTrue(path.contains(CGPoint(x: 25, y: 15)))
        XCTAssertFalse(path.contains(CGPoint(x: 15, y: 35)))
        // A circle's bounding rectangle is the curve's, not its control points'.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(circle.boundingRect.minX, 0, accuracy: 1e-6)
        XCTAssertEqual(circle.boundingRect.width, 40, accuracy: 1e-6)
        // A quarter arc, clockwise: false runs through increasing angles: clockwise on screen.
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        XCTAssertEqual(arc.boundingRect.minX, 0, accuracy: 1e-6)
        XCTAssertEqual(arc.boundingRect.maxY, 10, accuracy: 1e-6)
        var long = Path()
        long.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        XCTAssertEqual(long.boundingRect.minX, -10, accuracy: 1e-6, "three quarters, through 180°")
        XCTAssertEqual(long.boundingRect.minY, -10, accuracy: 1e-6, "through 270° (up on screen)")
    }

    func testBuiltInShapePathsAreTheOnesDrawn() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let viaPath = try Self.drawn(RoundedRectangle(cornerRadius: 24).path(in: rect).fill(Color.black).background(Color.white), "rounded-path")
        let builtIn = try Self.drawn(RoundedRectangle(cornerRadius: 24).fill(Color.black).background(Color.white), "rounded")
        XCTAssertEqual(viaPath.bytes, builtIn.bytes)
    }
}
