import SwipeRaster
import XCTest
@testable import SwipeUI

/// Expected frames worked out by hand from SwiftUI's layout rules on a 390 × 844 canvas with
/// no safe area: the root is centred, stacks put 8 points between views by default, a Spacer
/// has no spacing, frames propose and align, padding() is 16 on every edge.
final class LayoutRuleTests: XCTestCase {
    func assertFrame(
        _ h: LayoutHarness, _ name: String, _ x: Double, _ y: Double, _ w: Double, _ hh: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let f = h.frame(name) else { return XCTFail("no view \(name)", file: file, line: line) }
        XCTAssertEqual(f.minX, x, accuracy: 1e-9, "\(name).x", file: file, line: line)
        XCTAssertEqual(f.minY, y, accuracy: 1e-9, "\(name).y", file: file, line: line)
        XCTAssertEqual(f.width, w, accuracy: 1e-9, "\(name).width", file: file, line: line)
        XCTAssertEqual(f.height, hh, accuracy: 1e-9, "\(name).height", file: file, line: line)
    }

    func testNestedStacksWithDefaultSpacingAndAlignment() throws {
        // VStack(leading): [100×50, HStack(bottom){40×20, 30×40}] → HStack 78×40 (40+8+30);
        // VStack 100 × (50+8+40) = 98, centred at ((390−100)/2, (844−98)/2) = (145, 373).
        let h = try LayoutHarness(
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
                HStack(alignment: .bottom) {
                    Color.green.frame(width: 40, height: 20).accessibilityIdentifier("b")
                    Color.blue.frame(width: 30, height: 40).accessibilityIdentifier("c")
                }
            })
        assertFrame(h, "a", 145, 373, 100, 50)
        assertFrame(h, "b", 145, 373 + 58 + 20, 40, 20)
        assertFrame(h, "c", 145 + 48, 373 + 58, 30, 40)
    }

    func testExplicitSpacingAndTrailingAlignment() throws {
        // VStack(trailing, spacing 20): 100×50 and 60×30 → 100 × 100 at (145, 372).
        let h = try LayoutHarness(
            VStack(alignment: .trailing, spacing: 20) {
                Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
            })
        assertFrame(h, "a", 145, 372, 100, 50)
        assertFrame(h, "b", 185, 442, 60, 30)
    }

    func testSpacerPushesToTheEdgesWithoutSpacing() throws {
        // A 300-wide frame: red at its leading edge, blue at its trailing edge, no gaps counted.
        let h = try LayoutHarness(
            HStack {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("red")
                Spacer()
                Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("blue")
            }.frame(width: 300))
        assertFrame(h, "red", 45, 412, 50, 20)
        assertFrame(h, "blue", 315, 412, 30, 20)
    }

    func testSpacerDistributionSharesTheRemainder() throws {
        // The fixed 100-pt view is offered 844/4 first and keeps 100; the three spacers then
        // share 744 equally: 248 each, so the view starts at y = 248.
        let h = try LayoutHarness(
            VStack(spacing: 0) {
                Spacer()
                Color.red.frame(height: 100).accessibilityIdentifier("red")
                Spacer()
                Spacer()
            })
        assertFrame(h, "red", 0, 248, 390, 100)
    }

    func testFlexibleFramesWithMaxAndMinWidth() throws {
        // maxWidth ∞: width = min(∞, max(50, 390)) = 390, the 50-pt child at the trailing edge.
        let wide = try LayoutHarness(
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("r")
                .frame(maxWidth: .infinity, alignment: .trailing))
        assertFrame(wide, "r", 340, 397, 50, 50)
        // minWidth 120: width = max(120, min(50, 390)) = 120, centred: frame x 135, child x 170.
        let narrow = try LayoutHarness(
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("r")
                .frame(minWidth: 120, alignment: .center).background(Color.gray.accessibilityIdentifier("bg")))
        assertFrame(narrow, "r", 170, 397, 50, 50)
        assertFrame(narrow, "bg", 135, 397, 120, 50)
        // maxWidth 200, maxHeight ∞ on a flexible colour: 200 × 844.
        let tall = try LayoutHarness(Color.blue.accessibilityIdentifier("b").frame(maxWidth: 200, maxHeight: .infinity))
        assertFrame(tall, "b", 95, 0, 200, 844)
    }

    func testPaddingDefaultAndEdges() throws {
        // 100×40 padded by 16 → 132×72 at (129, 386); the content sits 16 in.
        let h = try LayoutHarness(
            Color.green.frame(width: 100, height: 40).accessibilityIdentifier("g")
                .padding().background(Color.black.accessibilityIdentifier("bg")))
        assertFrame(h, "bg", 129, 386, 132, 72)
        assertFrame(h, "g", 145, 402, 100, 40)
        // Leading 30 only: 130×40 at (130, 402), content at x 160.
        let lead = try LayoutHarness(Color.green.frame(width: 100, height: 40).accessibilityIdentifier("g").padding(.leading, 30))
        assertFrame(lead, "g", 160, 402, 100, 40)
    }

    func testZStackAlignment() throws {
        // 200×100 and 50×30 aligned bottom-trailing: stack at (95, 372); small one at (245, 442).
        let h = try LayoutHarness(
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 200, height: 100).accessibilityIdentifier("big")
                Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("small")
            })
        assertFrame(h, "big", 95, 372, 200, 100)
        assertFrame(h, "small", 245, 442, 50, 30)
    }

    func testOffsetMovesDrawingNotLayout() throws {
        // The offset view draws 30 right, but its sibling is placed as if it had not moved.
        let h = try LayoutHarness(
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a").offset(x: 30)
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("b")
            })
        assertFrame(h, "a", 145 + 30, 397, 50, 50)
        assertFrame(h, "b", 195, 397, 50, 50)
    }

    func testGeometryReaderTakesTheProposalAndPlacesTopLeading() throws {
        let h = try LayoutHarness(
            GeometryReader { proxy in
                Color.red.frame(width: proxy.size.width / 2, height: 10).accessibilityIdentifier("half")
            })
        // The reader is 390×844; its content is top-leading, half as wide.
        assertFrame(h, "half", 0, 0, 195, 10)
    }

    /// A `zIndex` under an `.overlay` still orders the view among its ZStack siblings (SwiftUI's
    /// traits pass through modifiers, seed 002 writes `.zIndex(…).overlay { … }`), and ties keep
    /// declaration order; the overlay stays in front of its view.
    func testZIndexReachesTheStackThroughAnOverlay() throws {
        func order(topIndex: Double) throws -> [String] {
            let h = try LayoutHarness(
                ZStack {
                    Color.red.frame(width: 50, height: 50).accessibilityIdentifier("first")
                        .zIndex(topIndex)
                        .overlay { Color.white.frame(width: 10, height: 10).accessibilityIdentifier("overlay") }
                    Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("second")
                })
            return h.identifiers
        }
        // The overlay stays in front of the view it decorates.
        XCTAssertEqual(try order(topIndex: 1), ["second", "first", "overlay"])
        XCTAssertEqual(try order(topIndex: 0), ["first", "overlay", "second"])
    }

    func testRightToLeftMirrorsStacksAndAlignment() throws {
        // HStack(spacing 10) of 50 and 30 is 90 wide at x 150; right-to-left, the first view is
        // on the right: a at 190, b at 150.
        let h = try LayoutHarness(
            HStack(spacing: 10) {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("a")
                Color.blue.frame(width: 30, height: 20).accessibilityIdentifier("b")
            }, direction: .rightToLeft)
        assertFrame(h, "a", 190, 412, 50, 20)
        assertFrame(h, "b", 150, 412, 30, 20)
        // A leading-aligned VStack puts the narrow view at the right edge.
        let v = try LayoutHarness(
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("narrow")
            }, direction: .rightToLeft)
        assertFrame(v, "narrow", 145 + 60, 422, 40, 20)
    }

    func testLabelPutsItsIconLeadingInBothDirections() throws {
        let label = Label {
            Text("Liked").accessibilityIdentifier("title")
        } icon: {
            Image(systemName: "heart.fill").accessibilityIdentifier("icon")
        }
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let h = try LayoutHarness(label, direction: direction)
            let i = try XCTUnwrap(h.frame("icon")), t = try XCTUnwrap(h.frame("title"))
            if direction == .leftToRight {
                XCTAssertEqual(i.maxX + 8, t.minX, accuracy: 1e-9, "icon, 8 pt, then title")
            } else {
                XCTAssertEqual(t.maxX + 8, i.minX, accuracy: 1e-9, "right-to-left: title, 8 pt, then icon on the right")
            }
        }
    }

    func testTextWrapsAtSpacesAndTruncatesWithLineLimit() throws {
        // The face the simulation draws with by default (Inter; DejaVu Sans before).
        let font = try Typeface.inter.font(weight: .regular)
        let size = 17.0
        let twoWords = try systemTextWidth("Alpine lakes", size: size)
        let probe = try TextLayout("", font: font, size: size)
        let lineHeight = probe.ascent + probe.descent
        // A width that fits "Alpine lakes" but not "Alpine lakes and": three lines.
        let width = twoWords + 1
        let wrapped = try LayoutHarness(Text("Alpine lakes and glacier walks").accessibilityIdentifier("t").frame(width: width))
        // "Alpine lakes" / "and glacier" / "walks": three lines, the height rounded up to whole
        // pixels (scale 1 here).
        XCTAssertEqual(try XCTUnwrap(wrapped.frame("t")).height, (3 * lineHeight).rounded(.up), accuracy: 1e-9)
        XCTAssertEqual(wrapped.frame.identifiedViews.first?.label, "Alpine lakes and glacier walks")
        // Room for "Alpine lakes and" breaks after "and": two lines.
        let wider = try systemTextWidth("Alpine lakes and", size: size) + 1
        let two = try LayoutHarness(Text("Alpine lakes and glacier walks").accessibilityIdentifier("t").frame(width: wider))
        XCTAssertEqual(try XCTUnwrap(two.frame("t")).height, (2 * lineHeight).rounded(.up), accuracy: 1e-9)
        // lineLimit(1): one line, cut to fit the width.
        let limited = try LayoutHarness(Text("Alpine lakes and glacier walks").lineLimit(1).accessibilityIdentifier("t").frame(width: width))
        let one = try XCTUnwrap(limited.frame("t"))
        XCTAssertEqual(one.height, lineHeight.rounded(.up), accuracy: 1e-9)
        XCTAssertLessThanOrEqual(one.width, width)
        // No lineLimit and room enough: one line, its natural width.
        let free = try LayoutHarness(Text("Alpine lakes").accessibilityIdentifier("t"))
        XCTAssertEqual(try XCTUnwrap(free.frame("t")).width, twoWords.rounded(.up), accuracy: 1e-9, "rounded up to a whole pixel")
    }

    func testLayoutPriorityIsOfferedSpaceFirst() throws {
        // 200 wide: the high-priority text takes its full width first; the other gets the rest.
        let full = try systemTextWidth("Priority title", size: 17)
        let h = try LayoutHarness(
            HStack(spacing: 0) {
                Text("Another long title here").lineLimit(1).accessibilityIdentifier("low")
                Text("Priority title").lineLimit(1).layoutPriority(1).accessibilityIdentifier("high")
            }.frame(width: 200))
        XCTAssertEqual(try XCTUnwrap(h.frame("high")).width, full.rounded(.up), accuracy: 1e-9, "rounded up to a whole pixel")
        XCTAssertLessThanOrEqual(try XCTUnwrap(h.frame("low")).width, 200 - full.rounded(.up) + 1e-9)
    }

    func testPositionAndAspectRatio() throws {
        // position(x: 40, y: 60) centres a 20×10 view there (in the full canvas).
        let p = try LayoutHarness(Color.red.frame(width: 20, height: 10).accessibilityIdentifier("p").position(x: 40, y: 60))
        assertFrame(p, "p", 30, 55, 20, 10)
        // aspectRatio 2, fit, in 390×844: 390 × 195, centred vertically at y = 324.5, which the
        // pixel grid (scale 1) rounds to 325 (a half rounds down the screen).
        let a = try LayoutHarness(Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("a"))
        assertFrame(a, "a", 0, ((844 - 195) / 2 + 0.5).rounded(.down), 390, 195)
    }
}
