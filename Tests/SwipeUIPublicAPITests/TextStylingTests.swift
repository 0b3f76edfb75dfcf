import SwipeRaster
import SwipeUI
import XCTest

/// SwiftUI's text styling, through the public API: `Text + Text`, kerning and tracking,
/// underline and strikethrough at the font's own metrics, text case, baseline offset, line
/// spacing and minimum scale factor. Text is DejaVu Sans (`FontSet.standard()`), drawn at one
/// pixel per point.
final class TextStylingTests: XCTestCase {
    /// The content, identified, in a frame `width` points wide when given.
    struct Labelled<Content: View>: View {
        let content: Content
        var width: CGFloat?
        var body: some View { content.accessibilityIdentifier("text").frame(width: width) }
    }

    func options(width: CGFloat = 390, height: CGFloat = 120) throws -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: width, height: height)
        options.safeArea = EdgeInsets()
        options.duration = 0
        options.fonts = try FontSet.standard()
        return options
    }

    /// The view's layout size and its top-left corner on the canvas, points.
    func placement<V: View>(_ view: V, width: CGFloat? = nil, canvasHeight: CGFloat = 400) throws -> (size: CGSize, x: Double, y: Double) {
        let simulation = try Simulation(Labelled(content: view, width: width), options: options(height: canvasHeight))
        let frame = try XCTUnwrap(try simulation.frames().first)
        let placed = try XCTUnwrap(frame.identifiedViews.first)
        return (placed.size, placed.transform[4], placed.transform[5])
    }

    func size<V: View>(_ view: V, width: CGFloat? = nil) throws -> CGSize { try placement(view, width: width).size }

    /// Straight RGBA of the first frame, row by row.
    func pixels<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 120) throws -> [UInt8] {
        try XCTUnwrap(try Simulation(view, options: options(width: width, height: height)).frames().first).straightRGBA()
    }

    // MARK: Text + Text

    func testAConcatenatedTextIsAsWideAsItsParts() throws {
        let name = try size(Text("Alexandra").bold().font(.title))
        let age = try size(Text(", 27").font(.title))
        let both = try size(Text("Alexandra").bold().font(.title) + Text(", 27").font(.title))
        XCTAssertEqual(both.width, name.width + age.width, accuracy: 1e-9)
        XCTAssertGreaterThan(try size(Text("Alexandra").bold()).width, try size(Text("Alexandra")).width, "the bold part is bold")
        XCTAssertEqual(both.height, max(name.height, age.height), accuracy: 1e-9)
    }

    func testAConcatenationWrapsAsOneParagraph() throws {
        // The break falls inside the second part: the words of both parts share lines.
        let joined = Text("Loves hiking and") + Text(" strong coffee on Sundays")
        let single = Text("Loves hiking and strong coffee on Sundays")
        let wrapped = try size(joined, width: 180)
        let reference = try size(single, width: 180)
        XCTAssertEqual(wrapped, reference)
        XCTAssertGreaterThan(wrapped.height, try size(single).height * 1.5, "it does wrap")
        // Truncated as today: one line with "…".
        XCTAssertEqual(try size(joined.lineLimit(1), width: 180).height, try size(single).height, accuracy: 1e-9)
    }

    func testModifiersOnAConcatenationApplyToThePartsThatSetNone() throws {
        // "Bob" keeps its red; ", 25" takes the concatenation's blue.
        let view = (Text("Bob").foregroundColor(.red) + Text(" 25")).foregroundColor(.blue).font(.system(size: 40))
        let rgba = try pixels(view.frame(width: 390, height: 120, alignment: .leading), width: 390, height: 120)
        var redColumns: [Int] = [], blueColumns: [Int] = []
        for x in 0..<390 {
            for y in 0..<120 {
                let i = (y * 390 + x) * 4
                let (r, g, b) = (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]))
                if r > 200 && g < 80 && b < 80 { redColumns.append(x); break }
                if b > 200 && r < 80 && g < 160 { blueColumns.append(x); break }
            }
        }
        let red = try XCTUnwrap(redColumns.max()), blue = try XCTUnwrap(blueColumns.min())
        XCTAssertLessThan(red, blue, "red text is left of blue text")
        XCTAssertFalse(redColumns.isEmpty || blueColumns.isEmpty)
        // Innermost wins on one Text too.
        XCTAssertEqual(try size(Text("Bob").font(.largeTitle).font(.caption)), try size(Text("Bob").font(.largeTitle)))
    }

    // MARK: Kerning and tracking

    func testKerningWidensEveryCharacterTheLastIncluded() throws {
        let plain = try size(Text("NOPE").font(.system(size: 40))).width
        let kerned = try size(Text("NOPE").font(.system(size: 40)).kerning(3)).width
        XCTAssertEqual(kerned - plain, 4 * 3, accuracy: 1e-9)
        XCTAssertEqual(
            try size(VStack { Text("NOPE").font(.system(size: 40)) }.kerning(3)).width, kerned, accuracy: 1e-9,
            "the View modifier is the same")
        XCTAssertEqual(try size(Text("NOPE").font(.system(size: 40)).kerning(-2)).width - plain, -8, accuracy: 1e-9)
    }

    func testTrackingWidensBetweenCharactersNotAfterTheLast() throws {
        let plain = try size(Text("NOPE").font(.system(size: 40))).width
        let tracked = try size(Text("NOPE").font(.system(size: 40)).tracking(2)).width
        XCTAssertEqual(tracked - plain, 3 * 2, accuracy: 1e-9)
        let both = try size(Text("NOPE").font(.system(size: 40)).tracking(2).kerning(1)).width
        XCTAssertEqual(both - plain, 3 * 2 + 4 * 1, accuracy: 1e-9, "kerning and tracking add up")
        XCTAssertNotEqual(try pixels(Text("NOPE").tracking(2)), try pixels(Text("NOPE")))
    }

    // MARK: Underline and strikethrough

    /// Rows darkened by a black decoration of `text`, drawn white on white (so nothing but the
    /// line shows), and the coverage summed down one column in the middle, in pixels.
    func decorationRows<V: View>(_ text: V) throws -> (rows: ClosedRange<Int>, columnCoverage: Double, columns: ClosedRange<Int>) {
        let view = text.font(.system(size: 40)).foregroundColor(.white)
        let rgba = try pixels(view, width: 390, height: 120)
        var rows: [Int] = [], columns: [Int] = []
        for y in 0..<120 {
            for x in 0..<390 where rgba[(y * 390 + x) * 4] < 255 {
                rows.append(y)
                columns.append(x)
            }
        }
        let first = try XCTUnwrap(rows.min()), last = try XCTUnwrap(rows.max())
        let middle = (columns.min()! + columns.max()!) / 2
        let coverage = (first...last).reduce(0.0) { $0 + Double(255 - Int(rgba[($1 * 390 + middle) * 4])) / 255 }
        return (first...last, coverage, columns.min()!...columns.max()!)
    }

    func testUnderlineSitsWhereTheFontSays() throws {
        // The face the simulation draws 40 pt text with by default: Inter's Display design
        // (from 20 pt, as SF Pro's).
        let font = try SwipeRaster.Font(path: "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf")
        let metrics = font.decorationMetrics
        let unit = 40 / font.unitsPerEm
        XCTAssertLessThan(metrics.underlinePosition, 0, "below the baseline")
        let text = Text("HHHH")
        let placed = try placement(text.font(.system(size: 40)), canvasHeight: 120)
        let baseline = placed.y + font.ascender * unit
        let top = baseline - metrics.underlinePosition * unit
        let thickness = metrics.underlineThickness * unit
        let found = try decorationRows(text.underline(color: .black))
        XCTAssertEqual(found.rows.lowerBound, Int(top.rounded(.down)))
        XCTAssertEqual(found.rows.upperBound, Int((top + thickness).rounded(.up)) - 1)
        XCTAssertEqual(found.columnCoverage, thickness, accuracy: 0.02, "as thick as the post table says")
        XCTAssertEqual(Double(found.columns.count), placed.size.width, accuracy: 2, "as long as the text (its end pixels partly covered)")
        XCTAssertEqual(try decorationRows(VStack { text }.underline(color: .black)).rows, found.rows, "the View modifier")
        XCTAssertEqual(try pixels(text.underline(false).underline()), try pixels(text), "the innermost underline(false) wins")
        XCTAssertNotEqual(try pixels(text.underline()), try pixels(text))
    }

    func testStrikethroughSitsWhereTheFontSays() throws {
        // The face the simulation draws 40 pt text with by default: Inter's Display design
        // (from 20 pt, as SF Pro's).
        let font = try SwipeRaster.Font(path: "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf")
        let metrics = font.decorationMetrics
        let unit = 40 / font.unitsPerEm
        let text = Text("HHHH")
        let placed = try placement(text.font(.system(size: 40)), canvasHeight: 120)
        let top = placed.y + font.ascender * unit - metrics.strikeoutPosition * unit
        let found = try decorationRows(text.strikethrough(color: .black))
        XCTAssertEqual(found.rows.lowerBound, Int(top.rounded(.down)))
        XCTAssertEqual(found.columnCoverage, metrics.strikeoutThickness * unit, accuracy: 0.02)
        let dashed = try decorationRows(text.strikethrough(pattern: .dash, color: .black))
        XCTAssertEqual(dashed.rows, found.rows, "a dashed line sits in the same rows")
        XCTAssertNotEqual(try pixels(text.strikethrough(pattern: .dash)), try pixels(text.strikethrough()))
    }

    // MARK: Case, baseline offset, line spacing

    func testTextCaseUppercasesInEnglish() throws {
        XCTAssertEqual(try pixels(Text("nope").textCase(.uppercase)), try pixels(Text("NOPE")))
        XCTAssertEqual(try pixels(Text("NOPE").textCase(.lowercase)), try pixels(Text("nope")))
        XCTAssertEqual(try size(Text("straße").textCase(.uppercase)), try size(Text("STRASSE")))
    }

    func testBaselineOffsetRaisesTheGlyphsAndGrowsTheLine() throws {
        let plain = try size(Text("Bio")).height
        XCTAssertEqual(try size(Text("Bio").baselineOffset(6)).height, plain + 6, accuracy: 1e-9)
        XCTAssertEqual(try size(Text("Bio").baselineOffset(-4)).height, plain + 4, accuracy: 1e-9)
        XCTAssertEqual(try size(Text("Bio") + Text("2").baselineOffset(6)).height, plain + 6, accuracy: 1e-9)
    }

    func testLineSpacingGoesBetweenLines() throws {
        // A text's size is its lines' rounded up to whole pixels (scale 1 here): one line of
        // unrounded height h is ⌈h⌉ = `one` tall, three are ⌈3h⌉, so 3·(one − 1) < three ≤ 3·one;
        // 2 × 5 pt of spacing is whole, so it adds exactly 10.
        let one = try size(Text("Swipe")).height
        let three = try size(Text("Swipe\nright\nnow")).height
        XCTAssertLessThanOrEqual(three, 3 * one)
        XCTAssertGreaterThan(three, 3 * (one - 1))
        XCTAssertEqual(three.rounded(), three, "a whole number of pixels")
        XCTAssertEqual(try size(Text("Swipe\nright\nnow").lineSpacing(5)).height, three + 2 * 5, accuracy: 1e-9)
        XCTAssertEqual(try size(Text("Swipe").lineSpacing(5)).height, one, accuracy: 1e-9)
    }

    func testANonFiniteSpacingIsAnErrorNamingTheText() throws {
        XCTAssertThrowsError(try Simulation(VStack { Text("NOPE").kerning(.nan) }, options: options()).frames()) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("Text") && message.contains("kerning is nan"), message)
        }
        XCTAssertThrowsError(try Simulation(Text("a\nb").lineSpacing(.infinity), options: options()).frames())
    }

    // MARK: Minimum scale factor

    func testMinimumScaleFactorShrinksALongNameToFit() throws {
        // 260 pt of room shrinks .title (28 pt) to about 24 pt: still the Display design, whose
        // widths are linear in the size (below 20 pt the wider Text design takes over).
        let room = 260.0
        let name = Text("Maximiliana Fitzgerald").font(.title)
        let natural = try size(name.fixedSize())
        XCTAssertGreaterThan(natural.width, room, "too long for the frame")
        XCTAssertLessThan(natural.width * 0.5, room, "but fits at half size")
        let shrunk = try size(name.lineLimit(1).minimumScaleFactor(0.5), width: room)
        XCTAssertLessThanOrEqual(shrunk.width, room)
        XCTAssertGreaterThan(shrunk.width, room - 0.1, "the largest size that fits")
        // The whole line scaled by s = room / w: its unrounded height h·s is rounded up to a whole
        // pixel, and h, w are known to a pixel (natural = ⌈h⌉ × ⌈w⌉).
        XCTAssertLessThanOrEqual(shrunk.height, (natural.height * room / (natural.width - 1)).rounded(.up), "the whole line scaled")
        XCTAssertGreaterThanOrEqual(shrunk.height, ((natural.height - 1) * room / natural.width).rounded(.up), "the whole line scaled")
        XCTAssertEqual(
            try size(name.lineLimit(1), width: room).height, natural.height, accuracy: 1e-9,
            "without the modifier it truncates at full size")
    }

    func testMinimumScaleFactorStopsAtTheFactorThenTruncates() throws {
        let name = Text("Maximiliana Fitzgerald-Montgomery the Third").font(.title)
        let natural = try size(name.fixedSize())
        XCTAssertGreaterThan(natural.width * 0.5, 200, "too long even at half size")
        let text = try size(name.lineLimit(1).minimumScaleFactor(0.5), width: 200)
        XCTAssertEqual(text.height, natural.height * 0.5, accuracy: 1e-9, "half size, no smaller")
        XCTAssertLessThanOrEqual(text.width, 200, "and truncated")
        XCTAssertEqual(
            try size(Text("Mia").font(.title).lineLimit(1).minimumScaleFactor(0.5), width: 200), try size(Text("Mia").font(.title)),
            "text that fits keeps its size")
    }
}
