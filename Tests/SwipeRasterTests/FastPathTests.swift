import XCTest
import SwipeRaster

/// The drawing shortcuts must write exactly what the plain computation writes: gradient runs
/// against stepping pixel by pixel, the inline rounding against `rounded()`, and the sweep's
/// spans against the rules their consumers rely on.
final class FastPathTests: XCTestCase {
    /// Every pixel's entry, the plain way: index (rowPosition + x·step) >> 32, clamped.
    func referenceRow(_ g: GradientShader, x: Int, y: Int, count: Int) -> [UInt32] {
        let u0 = g.rowPosition(y)
        return (0..<count).map { k in
            let i = min(max((u0 &+ Int64(x + k) &* g.step &+ 2_147_483_648) >> 32, 0), Int64(g.table.count - 1))
            return g.table[Int(i)]
        }
    }

    func testGradientRunsEqualPerPixelStepping() {
        // Many stops, so neighbouring table entries differ and a wrong run length shows.
        let colors: [Color] = (0..<9).map { (i: Int) -> Color in
            let red = UInt8(i * 29), green = UInt8(255 - i * 23), blue = UInt8(i * 13)
            return Color(red: red, green: green, blue: blue, alpha: 255)
        }
        let gradient = LinearGradient(start: Point(0, -250), end: Point(0, 250), colors: colors)
        var checked = 0
        for degrees in [-17.0, -5.0, -0.3, 0.01, 2.0, 4.0, 6.0, 16.0, 89.0] {
            for scale in [1.0, 2.88, 3.0] {
                let toDevice = Transform.rotation(degrees: degrees).concatenating(.scale(scale))
                    .concatenating(.translation(x: 585.3, y: 1230.7))
                let shader = GradientShader(gradient, inverse: try! toDevice.inverted())
                for y in stride(from: 0, to: 2532, by: 97) {
                    for (x, count) in [(0, 1170), (3, 1), (17, 31), (200, 32), (201, 700), (1000, 170)] {
                        var out = [UInt32](repeating: 0, count: count)
                        out.withUnsafeMutableBufferPointer {
                            shader.shade(x: x, rowPosition: shader.rowPosition(y), count: count, into: $0.baseAddress!)
                        }
                        XCTAssertEqual(out, referenceRow(shader, x: x, y: y, count: count), "\(degrees)° ×\(scale) y \(y) x \(x)")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000)
    }

    func testInlineRoundingEqualsRounded() {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
            4_503_599_627_370_495.5, 4_503_599_627_370_497, -9.2e18, 9.2e18, 1e-300,
        ]
        for base in [0.5, 1.5, 127.5, 65_535.5, 1_048_575.5, 4.4e15 + 0.5] {
            values += [base, base.nextUp, base.nextDown, -base, -base.nextUp, -base.nextDown]
        }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<10_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append((Double(seed >> 11) / Double(1 << 53) - 0.5) * 1e7)
        }
        for v in values { XCTAssertEqual(v.roundedToInt64, Int64(v.rounded()), "\(v)") }
    }

    /// Spans come left to right without overlap, never with coverage 0, and the inside of a
    /// large shape is one constant span even where its row starts in a word an edge touched.
    func testSweepSpansAreOrderedAndLargeInteriorsConstant() {
        let rasterizer = Rasterizer()
        rasterizer.reset(clipX0: 0, clipY0: 0, clipX1: 1170, clipY1: 400)
        let card = Path.roundedRect(Rect(x: -163, y: -60, width: 326, height: 120), cornerRadius: 24, style: .continuous)
        rasterizer.add(card, transform: Transform.rotation(degrees: 5).concatenating(.scale(3)).concatenating(.translation(x: 585, y: 200)))
        var rows = 0, longInteriors = 0
        rasterizer.sweep(fillRule: .nonZero) { _, _, spans, _ in
            rows += 1
            var previousEnd = Int.min
            for span in spans {
                XCTAssertLessThan(span.start, span.end)
                XCTAssertGreaterThanOrEqual(span.start, previousEnd)
                XCTAssertTrue(span.alpha == -1 || (span.alpha > 0 && span.alpha <= 255), "alpha \(span.alpha)")
                previousEnd = span.end
                if span.alpha == 255 && span.end - span.start > 600 && span.start % 64 != 0 { longInteriors += 1 }
            }
            // Per-pixel spans stay near the edges: a few dozen pixels, not whole 64-pixel words.
            let perPixel = spans.filter { $0.alpha < 0 }.reduce(0) { $0 + $1.end - $1.start }
            XCTAssertLessThan(perPixel, 100)
        }
        XCTAssertGreaterThan(rows, 300)
        XCTAssertGreaterThan(longInteriors, 250)
    }

    /// `sweepFullRuns` finds, row by row, the same longest run of coverage-255 pixels (the
    /// leftmost of equal ones) as scanning `sweep`'s spans and coverage: for rotated cards, a
    /// ring under even-odd, a shape crossing the canvas edges, and a line of text.
    func testFullRunsEqualTheLongestFullRunOfTheSweep() throws {
        let card = Path.roundedRect(Rect(x: -163, y: -250, width: 326, height: 500), cornerRadius: 24, style: .continuous)
        var ring = Path.circle(center: Point(0, 0), radius: 200)
        ring.append(Path.circle(center: Point(30, 0), radius: 120))
        let text = try TextLayout("Noor, 29 · loves hiking", font: try Font.dejaVuSans(bold: true), size: 28).path
        let cases: [(Path, Transform, FillRule)] = [
            (card, Transform.rotation(degrees: 5).concatenating(.scale(3)).concatenating(.translation(x: 585, y: 1266)), .nonZero),
            (card, Transform.rotation(degrees: -16).concatenating(.scale(2.6)).concatenating(.translation(x: 700, y: 1300)), .nonZero),
            (ring, Transform.scale(2.5).concatenating(.translation(x: 300, y: 500)), .evenOdd),
            (ring, Transform.scale(2.5).concatenating(.translation(x: 300, y: 500)), .nonZero),
            (card, Transform.rotation(degrees: 30).concatenating(.scale(3)).concatenating(.translation(x: 1100, y: 100)), .nonZero),
            (text, Transform.scale(3).concatenating(.translation(x: 40, y: 600)), .nonZero),
        ]
        for (index, (path, transform, rule)) in cases.enumerated() {
            let rasterizer = Rasterizer()
            rasterizer.reset(clipX0: 0, clipY0: 0, clipX1: 1170, clipY1: 2532)
            rasterizer.add(path, transform: transform)
            var expected: [Int: (Int, Int)] = [:]
            rasterizer.sweep(fillRule: rule) { y, originX, spans, coverage in
                var best = (0, 0), start = -1, previousEnd = Int.min
                func close(_ x: Int) {
                    if start >= 0 && x - start > best.1 - best.0 { best = (start, x) }
                    start = -1
                }
                for span in spans {
                    if originX + span.start != previousEnd { close(previousEnd) }
                    previousEnd = originX + span.end
                    for x in span.start..<span.end {
                        let c = span.alpha >= 0 ? Int(span.alpha) : Int(coverage[x])
                        if c == 255 {
                            if start < 0 { start = originX + x }
                        } else {
                            close(originX + x)
                        }
                    }
                }
                close(previousEnd)
                if best.1 > best.0 { expected[y] = best }
            }
            rasterizer.reset(clipX0: 0, clipY0: 0, clipX1: 1170, clipY1: 2532)
            rasterizer.add(path, transform: transform)
            var found: [Int: (Int, Int)] = [:]
            rasterizer.sweepFullRuns(fillRule: rule) { y, x0, x1 in
                if x1 > x0 { found[y] = (x0, x1) }
            }
            XCTAssertGreaterThan(expected.count, 20, "case \(index)")
            XCTAssertEqual(found.count, expected.count, "case \(index)")
            for (y, run) in expected where found[y]?.0 != run.0 || found[y]?.1 != run.1 {
                XCTFail("case \(index), row \(y): sweep \(run), sweepFullRuns \(String(describing: found[y]))")
            }
        }
    }
}
