import Foundation
import SwipeUI
import XCTest

/// `Canvas` and `GraphicsContext` (Apple, `Canvas`, `GraphicsContext`): a 100 × 100 pt canvas
/// at the top-left of a 100 × 100 frame at scale 1, white behind, so user-space points are
/// pixels; each expected pixel worked out from the call (pixel (x, y) is the square from
/// (x, y) to (x + 1, y + 1), sampled away from edges). Colours: red (255, 59, 48), blue
/// (0, 122, 255), green (52, 199, 89), purple (175, 82, 222).
final class CanvasTests: XCTestCase {
    let red: [UInt8] = [255, 59, 48, 255], blue: [UInt8] = [0, 122, 255, 255], white: [UInt8] = [255, 255, 255, 255]
    let green: [UInt8] = [52, 199, 89, 255], purple: [UInt8] = [175, 82, 222, 255]

    func pixels(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> FramePixels {
        try pixels(of: Canvas(renderer: renderer))
    }

    func pixels<V: View>(of view: V) throws -> FramePixels {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.duration = 0
        return FramePixels(try XCTUnwrap(try Simulation(view.frame(width: 100, height: 100), options: options).frames().first))
    }

    func assertClose(_ a: [UInt8], _ b: [Double], within tolerance: Double = 1, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a, b) { XCTAssertEqual(Double(x), y, accuracy: tolerance, "\(a) vs \(b)", file: file, line: line) }
    }

    /// A rectangle 20…60 × 10…30 filled red; the size handed to the renderer is the canvas's.
    func testFillAPathWithAColour() throws {
        var seen = CGSize.zero
        let p = try pixels { context, size in
            seen = size
            context.fill(Path(CGRect(x: 20, y: 10, width: 40, height: 20)), with: .color(.red))
        }
        XCTAssertEqual(seen, CGSize(width: 100, height: 100))
        XCTAssertEqual([p[21, 11], p[59, 29], p[40, 20]], [red, red, red])
        XCTAssertEqual([p[19, 20], p[61, 20], p[40, 9], p[40, 31]], [white, white, white, white])
    }

    /// translateBy(50, 50) then scaleBy(2, 2): the latest call acts first (as CG's CTM), so the
    /// 10 × 10 square at the origin covers 50…70. After translateBy(50, 0), rotate(by: 90°)
    /// maps (x, y) to (−y, x): the 20 × 10 rectangle covers x 40…50, y 0…20.
    func testTransformsApplyBeforeTheCurrentOne() throws {
        let scaled = try pixels { context, _ in
            context.translateBy(x: 50, y: 50)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
        }
        XCTAssertEqual([scaled[51, 51], scaled[69, 69]], [blue, blue])
        XCTAssertEqual([scaled[49, 60], scaled[71, 60], scaled[60, 71]], [white, white, white])
        let rotated = try pixels { context, _ in
            context.translateBy(x: 50, y: 0)
            context.rotate(by: .degrees(90))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.green))
        }
        XCTAssertEqual([rotated[41, 1], rotated[49, 19]], [green, green])
        XCTAssertEqual([rotated[55, 10], rotated[45, 25], rotated[35, 10]], [white, white, white])
    }

    /// A stroke 10 wide along y = 50 from x 10 to 90 (butt caps) covers y 45…55; at opacity
    /// 0.5 red over white is (255, 157, 151.5).
    func testStrokeAndOpacity() throws {
        let stroked = try pixels { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 10, y: 50))
            line.addLine(to: CGPoint(x: 90, y: 50))
            context.stroke(line, with: .color(.green), lineWidth: 10)
        }
        XCTAssertEqual([stroked[50, 46], stroked[11, 53]], [green, green])
        XCTAssertEqual([stroked[50, 43], stroked[50, 56], stroked[8, 50], stroked[92, 50]], [white, white, white, white])
        let faded = try pixels { context, _ in
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
        }
        assertClose(faded[50, 50], [255, 157, 151.5, 255], within: 1)
    }

    /// A clip to the left half keeps the left half of a full fill; an inverse clip the right.
    /// A copy of the context clipped is not the original: it still fills everything.
    func testClips() throws {
        let half = try pixels { context, _ in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
            clipped.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), with: .color(.purple))
            context.fill(Path(CGRect(x: 0, y: 50, width: 100, height: 50)), with: .color(.blue))
        }
        XCTAssertEqual([half[25, 25], half[75, 25], half[25, 75], half[75, 75]], [purple, white, blue, blue])
        let inverse = try pixels { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)), options: .inverse)
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.purple))
        }
        XCTAssertEqual([inverse[25, 50], inverse[75, 50]], [white, purple])
    }

    /// Black to white along x from 0 to 100 (user-space points): the pixel centred at x = 50.5
    /// is 50.5 % of the way, (129, 129, 129) in the gradient's sRGB interpolation; a radial
    /// gradient red → blue from radius 0 to 50 around (50, 50) is red at the centre.
    func testGradientShadings() throws {
        let p = try pixels { context, _ in
            context.fill(
                Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
                with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
            context.fill(
                Path(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40)),
                with: .radialGradient(Gradient(colors: [.red, .blue]), center: CGPoint(x: 50, y: 50), startRadius: 0, endRadius: 50))
        }
        assertClose(p[50, 5], [128.8, 128.8, 128.8, 255], within: 1.5)
        assertClose(p[50, 50], [255, 59, 48, 255], within: 8)
    }

    /// A layer at opacity 0.5 holding two overlapping red squares is composited once: the
    /// overlap is 50 % red like the rest. Without a layer each fill is at 50 %, so the overlap
    /// is 75 % red: 255 − 0.75 × (255 − 59) = 108 in green.
    func testDrawLayerCompositesOnce() throws {
        let squares = { (context: inout GraphicsContext) in
            context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red))
            context.fill(Path(CGRect(x: 30, y: 30, width: 40, height: 40)), with: .color(.red))
        }
        let layered = try pixels { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in squares(&layer) }
        }
        XCTAssertEqual(layered[40, 40], layered[20, 20])
        assertClose(layered[40, 40], [255, 157, 151.5, 255])
        let separate = try pixels { context, _ in
            context.opacity = 0.5
            squares(&context)
        }
        assertClose(separate[40, 40], [255, 108, 99.75, 255], within: 1.5)
    }

    /// Multiply blue over red: (255·0, 59·122, 48·255) / 255 = (0, 28.2, 48). A colour-invert
    /// filter draws red as (0, 196, 207).
    func testBlendModeAndFilter() throws {
        let multiplied = try pixels { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(.blue))
        }
        assertClose(multiplied[25, 50], [0, 28.2, 48, 255])
        XCTAssertEqual(multiplied[75, 50], red)
        let inverted = try pixels { context, _ in
            context.addFilter(.colorInvert())
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(.red))
        }
        assertClose(inverted[25, 50], [0, 196, 207, 255])
        XCTAssertEqual(inverted[75, 50], white)
    }

    /// Text drawn at a point with its centre there (the default anchor) draws what the same
    /// `Text` view centred on that point draws; with the top-leading anchor at (0, 0) its ink
    /// lies inside the size `resolve(_:).measure(in:)` gives.
    func testTextAtAPoint() throws {
        var measured = CGSize.zero
        let drawn = try pixels { context, _ in
            context.draw(Text("Swipe"), at: CGPoint(x: 50, y: 40))
        }
        let view = try pixels(of: Text("Swipe").position(x: 50, y: 40))
        // The same ink, to within a pixel: the view's frame is placed on the pixel grid, the
        // drawing is not.
        let drawnInk = try XCTUnwrap(ink(drawn)), viewInk = try XCTUnwrap(ink(view))
        for (a, b) in zip(drawnInk, viewInk) { XCTAssertEqual(a, b, accuracy: 1, "\(drawnInk) vs \(viewInk)") }
        let corner = try pixels { context, _ in
            let text = context.resolve(Text("Swipe"))
            measured = text.measure(in: CGSize(width: 100, height: 100))
            context.draw(text, at: .zero, anchor: .topLeading)
        }
        XCTAssertGreaterThan(measured.width, 10)
        let box = try XCTUnwrap(ink(corner))
        XCTAssertLessThanOrEqual(Double(box[2]), measured.width)
        XCTAssertLessThanOrEqual(Double(box[3]), measured.height)
    }

    /// The box (min x, min y, max x, max y) of the pixels darker than mid-grey, nil if none.
    func ink(_ p: FramePixels) -> [Int]? {
        var box: [Int]?
        for y in 0..<p.height {
            for x in 0..<p.width where p[x, y][0] < 128 {
                box = box.map { [min($0[0], x), min($0[1], y), max($0[2], x), max($0[3], y)] } ?? [x, y, x, y]
            }
        }
        return box
    }

    /// A symbol tagged 1 (a 20 × 20 red circle) resolves with its size and draws centred at
    /// (50, 50); an unknown tag resolves to nil.
    func testSymbols() throws {
        var size = CGSize.zero
        var missing = false
        let p = try pixels(
            of: Canvas { context, _ in
                guard let dot = context.resolveSymbol(id: 1) else { return }
                size = dot.size
                missing = context.resolveSymbol(id: 2) == nil
                context.draw(dot, at: CGPoint(x: 50, y: 50))
            } symbols: {
                Circle().fill(Color.red).frame(width: 20, height: 20).tag(1)
            })
        XCTAssertEqual(size, CGSize(width: 20, height: 20))
        XCTAssertTrue(missing)
        XCTAssertEqual(p[50, 50], red)
        XCTAssertEqual([p[62, 50], p[50, 38]], [white, white])
    }

    /// More than 10 000 drawing calls in one render is an error naming the canvas and the limit.
    func testTooManyDrawingCallsIsAClearError() {
        let busy = Canvas { context, _ in
            for _ in 0...10_000 { context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red)) }
        }
        var options = SimulationOptions()
        options.duration = 0
        XCTAssertThrowsError(try Simulation(busy, options: options).frames()) { error in
            XCTAssertTrue("\(error)".contains("the renderer made 10001 drawing calls; the limit is 10000 per canvas"), "\(error)")
            XCTAssertTrue("\(error)".hasPrefix("Canvas: "), "\(error)")
        }
    }
}
