import Foundation
import SwipeUI
import XCTest

/// `.safeAreaInset` and `.safeAreaPadding` through the public API. Frames are worked out by hand
/// from OpenSwiftUI's `InsetViewLayout` (see `LayoutEngine+SafeAreaInset.swift`): the inset view
/// takes its length at the edge, the main view the rest less the spacing.
final class SafeAreaInsetTests: XCTestCase {
    func assertFrame(
        _ h: LayoutHarness, _ name: String, _ x: Double, _ y: Double, _ w: Double, _ hh: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let f = h.frame(name) else { return XCTFail("no view \(name)", file: file, line: line) }
        XCTAssertEqual(Double(f.minX), x, accuracy: 1e-9, "\(name).x", file: file, line: line)
        XCTAssertEqual(Double(f.minY), y, accuracy: 1e-9, "\(name).y", file: file, line: line)
        XCTAssertEqual(Double(f.width), w, accuracy: 1e-9, "\(name).width", file: file, line: line)
        XCTAssertEqual(Double(f.height), hh, accuracy: 1e-9, "\(name).height", file: file, line: line)
    }

    func testABottomBarInsetsTheViewByItsHeightAndTheDefaultSpacing() throws {
        // 390 × 844: the bar is 50 high at the bottom (y 794); the main view gets
        // 844 − 50 − 8 = 786 from the top.
        let h = try LayoutHarness(
            Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .bottom) {
                Color.red.frame(height: 50).accessibilityIdentifier("bar")
            })
        assertFrame(h, "main", 0, 0, 390, 786)
        assertFrame(h, "bar", 0, 794, 390, 50)
    }

    func testATopInsetHugsAFixedViewAndAlignsAcrossTheEdge() throws {
        // Main 200 × 100, bar 100 × 30, spacing 10: the modifier is 200 × 140, centred at
        // (95, 352); the bar on top, leading-aligned with the main view (x 95) or trailing (x 195).
        func deck(_ alignment: HorizontalAlignment) -> some View {
            Color.green.frame(width: 200, height: 100).accessibilityIdentifier("main")
                .safeAreaInset(edge: .top, alignment: alignment, spacing: 10) {
                    Color.red.frame(width: 100, height: 30).accessibilityIdentifier("bar")
                }
        }
        let leading = try LayoutHarness(deck(.leading))
        assertFrame(leading, "main", 95, 392, 200, 100)
        assertFrame(leading, "bar", 95, 352, 100, 30)
        let trailing = try LayoutHarness(deck(.trailing))
        assertFrame(trailing, "bar", 195, 352, 100, 30)
    }

    func testALeadingInsetIsOnTheRightInRightToLeftLayouts() throws {
        let view = Color.blue.accessibilityIdentifier("main").safeAreaInset(edge: .leading, spacing: 0) {
            Color.red.frame(width: 40).accessibilityIdentifier("side")
        }
        let ltr = try LayoutHarness(view)
        assertFrame(ltr, "side", 0, 0, 40, 844)
        assertFrame(ltr, "main", 40, 0, 350, 844)
        let rtl = try LayoutHarness(view, direction: .rightToLeft)
        assertFrame(rtl, "side", 350, 0, 40, 844)
        assertFrame(rtl, "main", 0, 0, 350, 844)
    }

    func testAViewIgnoringTheSafeAreaReachesUnderTheInsetView() throws {
        // Safe area 47 top, 34 bottom: the modifier fills y 47…810; the 60-pt bar sits at
        // y 750…810 and the main view's safe area ends at 750, so its background, ignoring the
        // safe area, reaches the canvas's top and bottom edges (Apple: the main view's "safe
        // area increased by the same amount").
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 844)
        options.safeArea = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        options.duration = 0
        let deck = ZStack {
            Color.blue.accessibilityIdentifier("bg").ignoresSafeArea()
            Color.green.accessibilityIdentifier("content")
        }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).accessibilityIdentifier("bar") }
        let frame = try XCTUnwrap(Simulation(deck, options: options).frames().first)
        func rect(_ id: String) throws -> [Double] {
            let v = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == id })
            return [v.transform[4], v.transform[5], Double(v.size.width), Double(v.size.height)]
        }
        XCTAssertEqual(try rect("bar"), [0, 750, 390, 60])
        XCTAssertEqual(try rect("content"), [0, 47, 390, 703])
        XCTAssertEqual(try rect("bg"), [0, 0, 390, 844])
    }

    func testSafeAreaPaddingInsetsTheContentOnEveryEdge() throws {
        // 20 on each edge of 390 × 844: 350 × 804 at (20, 20); 16 (the default) on the
        // horizontal edges only: 358 × 844 at (16, 0).
        let all = try LayoutHarness(Color.blue.accessibilityIdentifier("c").safeAreaPadding(20))
        assertFrame(all, "c", 20, 20, 350, 804)
        let sides = try LayoutHarness(Color.blue.accessibilityIdentifier("c").safeAreaPadding(.horizontal))
        assertFrame(sides, "c", 16, 0, 358, 844)
    }
}
