import SwipeUI
import XCTest

/// `NavigationStack` with `.navigationTitle`: the bar at the top of the safe area (y 47), the
/// content below it.
final class NavigationStackTests: XCTestCase {
    struct Screen: View {
        var mode: NavigationBarItem.TitleDisplayMode = .automatic
        var body: some View {
            NavigationStack {
                Color.blue
                    .navigationTitle("Discover")
                    .navigationBarTitleDisplayMode(mode)
            }
        }
    }

    func draw<V: View>(_ view: V, name: String) throws -> FramePixels {
        var options = SimulationOptions()
        options.duration = 0
        let frame = try XCTUnwrap(Simulation(view, options: options).frames().first)
        try frame.write(to: NSTemporaryDirectory() + "swipeui-navigation/\(name).png")
        return FramePixels(frame)
    }

    /// The columns and rows where the title's glyphs (dark pixels) are, above the content.
    func titleInk(_ pixels: FramePixels, rows: Range<Int>) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in rows { for x in 0..<pixels.width where pixels[x, y][0] < 128 { xs.append(x); ys.append(y) } }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    func testALargeTitleIs34PointBoldUnderTheBarAndTheContentStartsBelow() throws {
        let pixels = try draw(Screen(), name: "large")
        // 47 + 44 + 52 = 143: the content's first row.
        XCTAssertEqual(pixels[195, 142], [255, 255, 255, 255])
        XCTAssertEqual(pixels[195, 143], [0, 122, 255, 255])
        let ink = try XCTUnwrap(titleInk(pixels, rows: 47..<143))
        // The text starts at the 16 pt margin; the D's stem a few pixels in (the face's left
        // side bearing: 3 px for DejaVu Sans Bold's D at 34 pt).
        XCTAssertTrue((16...20).contains(ink.x.lowerBound), "\(ink.x)")
        XCTAssertGreaterThan(ink.y.lowerBound, 91, "below the 44 pt bar")
        XCTAssertLessThanOrEqual(ink.y.upperBound, 143 - 8, "8 pt above the band's bottom")
        XCTAssertGreaterThan(ink.y.count, 22, "a 34 pt capital is about 25 pt tall: \(ink.y)")
        XCTAssertLessThan(ink.x.upperBound, 195, "one line, leading")
    }

    func testAnInlineTitleIsCentredInThe44PointBar() throws {
        let pixels = try draw(Screen(mode: .inline), name: "inline")
        XCTAssertEqual(pixels[195, 90], [255, 255, 255, 255])
        XCTAssertEqual(pixels[195, 91], [0, 122, 255, 255])
        let ink = try XCTUnwrap(titleInk(pixels, rows: 47..<91))
        XCTAssertLessThanOrEqual(abs((ink.x.lowerBound + ink.x.upperBound) - 390), 2, "centred: \(ink.x)")
        XCTAssertLessThan(ink.y.count, 16, "17 pt: \(ink.y)")
    }

    func testWithoutATitleTheBarIsEmptyAnd44PointsHigh() throws {
        let pixels = try draw(NavigationStack { Color.blue }, name: "untitled")
        XCTAssertEqual(pixels[195, 90], [255, 255, 255, 255])
        XCTAssertEqual(pixels[195, 91], [0, 122, 255, 255])
        XCTAssertNil(titleInk(pixels, rows: 47..<91))
    }
}
