import Foundation
import SwipeUI
import XCTest

/// Custom `Layout`s and `AnyLayout` through the public API, on a 390 × 844 canvas with no safe
/// area (the root centred). Expected frames are worked out by hand from Apple's rules for
/// `sizeThatFits` / `placeSubviews` / `LayoutSubview.place(at:anchor:proposal:)`.
final class LayoutProtocolTests: XCTestCase {
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

    /// Subviews down a diagonal, each at its ideal size, the next starting where the last ends.
    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            subviews.reduce(CGSize.zero) { size, subview in
                let s = subview.sizeThatFits(.unspecified)
                return CGSize(width: size.width + s.width, height: size.height + s.height)
            }
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            var point = bounds.origin
            for subview in subviews {
                subview.place(at: point, anchor: .topLeading, proposal: .unspecified)
                let d = subview.dimensions(in: .unspecified)
                point.x += d.width
                point.y += d.height
            }
        }
    }

    func testACustomLayoutSizesItselfAndPlacesItsSubviews() throws {
        // Ideal sizes 40×20, 30×30, 50×10: the layout is 120 × 60, centred at (135, 392).
        let h = try LayoutHarness(
            Diagonal {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
                Color.green.frame(width: 30, height: 30).accessibilityIdentifier("b")
                Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("c")
            }.background(Color.gray.accessibilityIdentifier("box")))
        assertFrame(h, "box", 135, 392, 120, 60)
        assertFrame(h, "a", 135, 392, 40, 20)
        assertFrame(h, "b", 175, 412, 30, 30)
        assertFrame(h, "c", 205, 442, 50, 10)
    }

    func testRightToLeftMirrorsThePlacementsInTheBounds() throws {
        // Same layout: a's frame x 135…175 in the 135…255 bounds mirrors to 215…255.
        let h = try LayoutHarness(
            Diagonal {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
                Color.green.frame(width: 30, height: 30).accessibilityIdentifier("b")
                Color.blue.frame(width: 50, height: 10).accessibilityIdentifier("c")
            }, direction: .rightToLeft)
        assertFrame(h, "a", 215, 392, 40, 20)
        assertFrame(h, "b", 185, 412, 30, 30)
        assertFrame(h, "c", 135, 442, 50, 10)
    }

    /// Takes the whole proposal; places its first subview's centre at the bounds' top-trailing
    /// corner and leaves the others unplaced.
    struct FirstOnly: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            subviews.first?.place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .center, proposal: .unspecified)
        }
    }

    func testAnchorsAndUnplacedSubviewsAreCentredAtTheContainersSize() throws {
        // The layout fills the 200 × 100 frame at (95, 372). The 40 × 20 square's centre is at
        // (295, 372): origin (275, 362). The flexible colour, unplaced, is proposed the
        // container's 200 × 100 and centred: (95, 372).
        let h = try LayoutHarness(
            FirstOnly {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("placed")
                Color.blue.accessibilityIdentifier("unplaced")
            }.frame(width: 200, height: 100))
        assertFrame(h, "placed", 275, 362, 40, 20)
        assertFrame(h, "unplaced", 95, 372, 200, 100)
    }

    enum Column: LayoutValueKey { static let defaultValue = 0 }

    /// Puts each subview in the column its `Column` value names (50 pt wide columns), one row
    /// per subview, 20 pt high; reads priorities into the row height (10 more per priority).
    struct Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: 200, height: subviews.reduce(0) { $0 + 20 + 10 * $1.priority })
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            var y = bounds.minY
            for subview in subviews {
                let height = 20 + 10 * subview.priority
                subview.place(
                    at: CGPoint(x: bounds.minX + 50 * CGFloat(subview[Column.self]), y: y),
                    proposal: ProposedViewSize(width: 50, height: height))
                y += height
            }
        }
    }

    func testLayoutValuesAndPrioritiesReachTheLayoutThroughModifiers() throws {
        // Rows 20, 30 (priority 1), 20 high: 200 × 70 at (95, 387).
        let h = try LayoutHarness(
            Columns {
                Color.red.accessibilityIdentifier("a").layoutValue(key: Column.self, value: 2).padding(0)
                Color.green.accessibilityIdentifier("b").layoutPriority(1)
                Color.blue.accessibilityIdentifier("c").layoutValue(key: Column.self, value: 3)
            })
        assertFrame(h, "a", 195, 387, 50, 20)
        assertFrame(h, "b", 95, 407, 50, 30)
        assertFrame(h, "c", 245, 437, 50, 20)
    }

    struct Switchable: View {
        let vertical: Bool
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(alignment: .bottom))
            layout {
                Color.red.frame(width: 100, height: 50).accessibilityIdentifier("a")
                Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
            }
        }
    }

    func testAnyLayoutLaysOutAsTheStackItWraps() throws {
        // HStack(bottom): 100 + 8 + 60 = 168 × 50 at (111, 397); b's bottom on a's: y 417.
        let row = try LayoutHarness(Switchable(vertical: false))
        assertFrame(row, "a", 111, 397, 100, 50)
        assertFrame(row, "b", 219, 417, 60, 30)
        // VStack(leading): 100 × (50 + 8 + 30) = 88 at (145, 378).
        let column = try LayoutHarness(Switchable(vertical: true))
        assertFrame(column, "a", 145, 378, 100, 50)
        assertFrame(column, "b", 145, 436, 60, 30)
    }

    /// The layout switches from a row to a column in `withAnimation(.linear(duration: 1))` at 0.1 s.
    struct AnimatedSwitch: View {
        @State var vertical = false
        var body: some View {
            Switchable(vertical: vertical).onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { withAnimation(.linear(duration: 1)) { vertical = true } }
            }
        }
    }

    func testAnAnyLayoutChangeAnimatesTheSubviewsFromOneLayoutToTheOther() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 844)
        options.safeArea = EdgeInsets()
        options.duration = 1.2
        let frames = try Simulation(AnimatedSwitch(), options: options).frames()
        func origin(_ id: String, _ frame: Int) throws -> (Double, Double) {
            let t = try XCTUnwrap(frames[frame].identifiedViews.first { $0.identifier == id }).transform
            return (t[4], t[5])
        }
        // Half way (0.5 s after the change, frame 6 + 30): b from (219, 417) toward (145, 436).
        let b = try origin("b", 36)
        XCTAssertEqual(b.0, (219 + 145) / 2, accuracy: 1e-6)
        XCTAssertEqual(b.1, (417 + 436) / 2, accuracy: 1e-6)
        let end = try origin("b", 72)
        XCTAssertEqual(end.0, 145, accuracy: 1e-9)
        XCTAssertEqual(end.1, 436, accuracy: 1e-9)
    }

    struct Broken: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            CGSize(width: proposal.width ?? .nan, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
    }

    func testANonFiniteSizeIsAnErrorNamingTheLayout() throws {
        do {
            _ = try LayoutHarness(Broken { Color.red }.fixedSize())
            XCTFail("expected an error")
        } catch let error as SwipeUIError {
            XCTAssertTrue(error.typePath.contains("Broken"), error.description)
            XCTAssertTrue(error.message.contains("finite"), error.message)
        }
    }

    /// A cache made once per pass: counts `makeCache` calls into the size it answers.
    final class Counter { var made = 0 }
    struct Cached: Layout {
        let counter: Counter
        func makeCache(subviews: Subviews) -> Int { counter.made += 1; return subviews.count * 10 }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            CGSize(width: cache, height: cache)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
        }
    }

    func testTheCacheIsMadeFromTheSubviews() throws {
        let counter = Counter()
        let h = try LayoutHarness(
            Cached(counter: counter) {
                Color.red.accessibilityIdentifier("a")
                Color.blue
            })
        assertFrame(h, "a", 185, 412, 20, 20)
        XCTAssertGreaterThan(counter.made, 0)
    }
}
