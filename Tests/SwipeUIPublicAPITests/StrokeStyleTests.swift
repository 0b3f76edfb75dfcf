import SwipeUI
import XCTest

/// `StrokeStyle` strokes (width, caps, joins, miter limit, dashes), `trim(from:to:)` and
/// `UnevenRoundedRectangle`, measured in pixels on a 100 × 100 canvas at scale 1 (black on white).
final class StrokeStyleTests: XCTestCase {
    func drawn<V: View>(_ view: V, _ name: String) throws -> FramePixels {
        try CustomShapeTests.drawn(view.background(Color.white), name)
    }

    func coverage(_ pixels: FramePixels, rows: Range<Int>? = nil, columns: Range<Int>? = nil) -> Double {
        CustomShapeTests.coverage(pixels, rows: rows, columns: columns)
    }

    /// A horizontal line from (20, 50) to (80, 50), 10 pt wide, with `cap`.
    func line(_ cap: CGLineCap) throws -> FramePixels {
        let path = Path {
            $0.move(to: CGPoint(x: 20, y: 50)); $0.addLine(to: CGPoint(x: 80, y: 50))
        }
        return try drawn(path.stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: cap)), "line-\(cap)")
    }

    func testAnOpenLineIsItsWidthAcrossAndItsCapsLong() throws {
        let butt = try line(.butt), square = try line(.square), round = try line(.round)
        for pixels in [butt, square, round] {
            XCTAssertEqual(coverage(pixels, columns: 50..<51), 10, accuracy: 0.01, "10 pt across")
        }
        // Along the centre row: the line 60 long, square caps w/2 = 5 further at each end; a round
        // cap's chord through the row's centre (0.5 from the axis) is 2·√(25 − 0.25).
        XCTAssertEqual(coverage(butt, rows: 50..<51), 60, accuracy: 0.01)
        XCTAssertEqual(coverage(square, rows: 50..<51), 70, accuracy: 0.01)
        XCTAssertEqual(coverage(round, rows: 50..<51), 60 + 2 * (25 - 0.25).squareRoot(), accuracy: 0.1)
        XCTAssertEqual(butt[19, 50], [255, 255, 255, 255], "butt: nothing before the start")
        XCTAssertEqual(square[15, 45], [0, 0, 0, 255], "square: the cap's corner")
        XCTAssertEqual(round[15, 45], [255, 255, 255, 255], "round: no corner (6.4 from the end)")
        XCTAssertEqual(round[15, 50][0], 18, accuracy: 4, "round: the cap's tip covers 93 % of the pixel")
        // Areas: 600, 600 + 2·5·10, 600 + π·25.
        XCTAssertEqual(coverage(butt), 600, accuracy: 1)
        XCTAssertEqual(coverage(square), 700, accuracy: 1)
        XCTAssertEqual(coverage(round), 600 + Double.pi * 25, accuracy: 1)
    }

    /// A right angle: right along y = 70 to (70, 70), then up to (70, 20), 20 pt wide.
    func corner(_ join: CGLineJoin, miterLimit: CGFloat = 10) throws -> FramePixels {
        let path = Path { $0.addLines([CGPoint(x: 10, y: 70), CGPoint(x: 70, y: 70), CGPoint(x: 70, y: 10)]) }
        return try drawn(path.stroke(Color.black, style: StrokeStyle(lineWidth: 20, lineJoin: join, miterLimit: miterLimit)), "corner-\(join)-\(miterLimit)")
    }

    func testMiterRoundAndBevelJoinsAtARightAngle() throws {
        let miter = try corner(.miter), bevel = try corner(.bevel), round = try corner(.round)
        // The outer corner square is [70, 80]²: a miter fills it, a bevel cuts it along x + y = 150,
        // a round join is the disc of radius 10 around (70, 70).
        XCTAssertEqual(miter[78, 78], [0, 0, 0, 255])
        XCTAssertEqual(bevel[78, 78], [255, 255, 255, 255])
        XCTAssertEqual(round[78, 78], [255, 255, 255, 255])
        XCTAssertEqual(round[75, 75], [0, 0, 0, 255], "within 10 of the vertex")
        XCTAssertEqual(bevel[76, 76], [255, 255, 255, 255], "past the bevel")
        XCTAssertEqual(bevel[73, 73], [0, 0, 0, 255], "inside the bevel")
        XCTAssertEqual(coverage(miter) - coverage(bevel), 50, accuracy: 1, "the corner triangle: 10 · 10 / 2")
        XCTAssertEqual(coverage(miter) - coverage(round), 100 - Double.pi * 25, accuracy: 1)
        // A right angle's miter is √2 widths long: a limit of 1.2 bevels it.
        let limited = try corner(.miter, miterLimit: 1.2)
        XCTAssertEqual(limited.bytes, bevel.bytes)
    }

    func testADashedLineAlternatesItsOnAndOffLengths() throws {
        let path = Path {
            $0.move(to: CGPoint(x: 0, y: 50)); $0.addLine(to: CGPoint(x: 100, y: 50))
        }
        for phase in [0, 3] as [CGFloat] {
            let pixels = try drawn(path.stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [6, 4], dashPhase: phase)), "dash-\(Int(phase))")
            for x in 0..<100 {
                let on = (x + Int(phase)) % 10 < 6
                XCTAssertEqual(pixels[x, 50], on ? [0, 0, 0, 255] : [255, 255, 255, 255], "x = \(x), phase \(phase)")
            }
            XCTAssertEqual(coverage(pixels, rows: 48..<52), 4 * 60, accuracy: 0.5)
        }
    }

    func testATrimmedCircleCoversItsArcAndNothingPastItsEnd() throws {
        // A circle of radius 40 around (50, 50); a quarter from 3 o'clock, clockwise on screen,
        // ends at 6 o'clock (50, 90).
        let quarter = try drawn(Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80), "trim-quarter")
        func at(_ degrees: Double) -> [UInt8] {
            let a = degrees * Double.pi / 180
            return quarter[Int(50 + 40 * cos(a)), Int(50 + 40 * sin(a))]
        }
        XCTAssertEqual(at(45), [0, 0, 0, 255], "the middle of the arc")
        XCTAssertEqual(at(10), [0, 0, 0, 255])
        XCTAssertEqual(at(-45), [255, 255, 255, 255], "before the start")
        XCTAssertEqual(at(135), [255, 255, 255, 255], "past the end")
        XCTAssertEqual(coverage(quarter, rows: 80..<100, columns: 0..<49), 0, accuracy: 0.01, "nothing left of the butt end")
        XCTAssertGreaterThan(coverage(quarter, rows: 80..<100, columns: 50..<52), 3.5, "the arc reaches 6 o'clock")
        // Its area: a quarter of the annulus 38…42.
        XCTAssertEqual(coverage(quarter), Double.pi * (42 * 42 - 38 * 38) / 4, accuracy: 2)
        // The whole trim is the plain stroke, byte for byte (its fast path).
        let whole = try drawn(Circle().trim(from: 0, to: 1).stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80), "trim-whole")
        let plain = try drawn(Circle().stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80), "stroke-plain")
        XCTAssertEqual(whole.bytes, plain.bytes)
        // A progress ring: round caps on the trimmed arc.
        let ring = try drawn(
            Circle().trim(from: 0, to: 0.5).stroke(Color.black, style: StrokeStyle(lineWidth: 6, lineCap: .round)).frame(width: 80, height: 80), "progress-ring"
        )
        XCTAssertEqual(ring[50, 90][0], 0, accuracy: 1, "the lower half is drawn…")
        XCTAssertEqual(ring[50, 10], [255, 255, 255, 255], "…not the upper")
        XCTAssertEqual(ring[90, 47][0], 0, accuracy: 40, "the start's round cap reaches above 3 o'clock")
    }

    /// A progress ring whose end animates from a quarter to three quarters over 1 s.
    struct Ring: View {
        @State var progress: CGFloat = 0.25
        var body: some View {
            Circle().trim(from: 0, to: progress).stroke(Color.black, lineWidth: 4).frame(width: 80, height: 80)
                .frame(width: 100, height: 100).background(Color.white)
                .onTapGesture { withAnimation(.linear(duration: 1)) { progress = 0.75 } }
        }
    }

    func testATrimAnimatesLikeAnEffectValue() throws {
        var options = CustomShapeTests.options()
        options.fps = 10
        options.duration = 1.5
        let frames = try Simulation(Ring(), script: [.tap(at: CGPoint(x: 50, y: 50))], options: options).frames()
        let areas = frames.map { coverage(FramePixels($0)) }
        let quarter = Double.pi * (42 * 42 - 38 * 38) / 4
        XCTAssertEqual(areas.first ?? 0, quarter, accuracy: 2)
        // Within 0.5 %: a curved stroke's inner edge pixels are slightly over-covered (SwipeRaster
        // README, "Stroking, dashes and trims").
        XCTAssertEqual(areas.last ?? 0, 3 * quarter, accuracy: 3 * quarter * 0.005)
        // Linear in time: every frame in between is drawn partway, never a jump.
        let between = areas.filter { $0 > quarter + 10 && $0 < 3 * quarter - 10 }
        XCTAssertGreaterThanOrEqual(between.count, 8, "\(areas)")
        XCTAssertEqual(areas, areas.sorted(), "the arc only grows")
    }

    func testUnevenRoundedRectangleRoundsOnlyTheCornersAsked() throws {
        let top = try drawn(UnevenRoundedRectangle(topLeadingRadius: 20, topTrailingRadius: 20).fill(Color.black), "uneven-top")
        XCTAssertEqual(top[1, 1], [255, 255, 255, 255], "top leading rounded")
        XCTAssertEqual(top[98, 1], [255, 255, 255, 255], "top trailing rounded")
        XCTAssertEqual(top[0, 99], [0, 0, 0, 255], "bottom corners square")
        XCTAssertEqual(top[99, 99], [0, 0, 0, 255])
        let circular = try drawn(Color.black.clipShape(.rect(bottomTrailingRadius: 30, style: .circular)), "uneven-circular")
        // A quarter circle of 30 around (70, 70): (95, 95) is outside, (88, 88) inside.
        XCTAssertEqual(circular[95, 95], [255, 255, 255, 255])
        XCTAssertEqual(circular[88, 88], [0, 0, 0, 255])
        XCTAssertEqual(circular[99, 0], [0, 0, 0, 255], "the other corners square")
        // Equal radii draw exactly RoundedRectangle.
        let equal = try drawn(
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 16, bottomLeading: 16, bottomTrailing: 16, topTrailing: 16)).fill(Color.black),
            "uneven-equal")
        let rounded = try drawn(RoundedRectangle(cornerRadius: 16).fill(Color.black), "rounded-16")
        XCTAssertEqual(equal.bytes, rounded.bytes)
    }

    func testAShapeStrokedInTheForegroundStyleWithADashedBorder() throws {
        let pixels = try drawn(Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [6, 4])).foregroundStyle(Color.black), "dashed-border")
        // The border runs along y = 1 from the top-left corner: on for 6, off for 4.
        XCTAssertEqual(pixels[3, 0], [0, 0, 0, 255])
        XCTAssertEqual(pixels[8, 0], [255, 255, 255, 255])
        XCTAssertEqual(pixels[50, 50], [255, 255, 255, 255], "only the border")
    }

    func testStrokingIsDeterministic() throws {
        let view = CustomShapeTests.NotchedCard(depth: 14).stroke(
            Color.black, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round, dash: [9, 5])
        )
        .frame(width: 80, height: 60)
        XCTAssertEqual(try drawn(view, "notched-dashed").bytes, try drawn(view, "notched-dashed").bytes)
    }
}
