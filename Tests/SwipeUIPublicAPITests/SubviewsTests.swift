import SwipeUI
import XCTest

/// iOS 18's custom containers (Apple, "Creating custom container views"): `ForEach(subviews:)`
/// and `Group(subviews:)` take a content apart into one subview per top-level view — each view
/// of the block, each element of a `ForEach` inside — and lay them out as the container says.
final class SubviewsTests: XCTestCase {
    /// A container that pads each subview by 5 pt and stacks them without spacing.
    struct Padded<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 0) {
                ForEach(subviews: content) { subview in
                    subview.padding(5)
                }
            }
        }
    }

    /// A container that shows the first two subviews side by side and counts the rest.
    struct FirstTwo<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                HStack(spacing: 0) { subviews.prefix(2) }
                Text("\(subviews.count)").accessibilityIdentifier("count")
            }
        }
    }

    private func frame<V: View>(_ view: V) throws -> Frame {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 300, height: 300)
        options.safeArea = EdgeInsets()
        options.duration = 0
        return try XCTUnwrap(try Simulation(view, options: options).frames().first)
    }

    /// Each identified view's (x, y, width, height), points.
    private func placements(_ frame: Frame) -> [String: [Double]] {
        Dictionary(
            uniqueKeysWithValues: frame.identifiedViews.map {
                ($0.identifier, [$0.transform[4], $0.transform[5], $0.size.width, $0.size.height])
            })
    }

    func testForEachSubviewsGivesOneSubviewPerViewAndPerElement() throws {
        let padded = Padded {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("a")
            ForEach(["b", "c"], id: \.self) { name in
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier(name)
            }
        }.position(x: 100, y: 100)
        let placed = placements(try frame(padded))
        // Three subviews, each 50 + 2 × 5 = 60 pt: a 60 × 180 column centred at (100, 100),
        // top-left (70, 10); subview i's square at (75, 15 + 60 i).
        XCTAssertEqual(placed["a"], [75, 15, 50, 50])
        XCTAssertEqual(placed["b"], [75, 75, 50, 50])
        XCTAssertEqual(placed["c"], [75, 135, 50, 50])
    }

    func testGroupSubviewsHandsTheTransformTheCollection() throws {
        let view = VStack(spacing: 0) {
            FirstTwo {
                Color.red.frame(width: 40, height: 20).accessibilityIdentifier("one")
                Color.green.frame(width: 40, height: 20).accessibilityIdentifier("two")
                Color.blue.frame(width: 40, height: 20).accessibilityIdentifier("three")
            }
        }
        let shown = try frame(view)
        let placed = placements(shown)
        XCTAssertNil(placed["three"], "only the first two subviews are shown")
        XCTAssertEqual(try XCTUnwrap(placed["two"])[0] - (try XCTUnwrap(placed["one"])[0]), 40, "side by side, no spacing")
        XCTAssertEqual(shown.identifiedViews.first { $0.identifier == "count" }?.label, "3")
    }

    /// A subview's `containerValues.tag(for:)` is its `.tag(_:)`, or its `ForEach` element's id.
    func testASubviewCarriesItsTag() throws {
        final class Seen { var tags: [String] = [] }
        let seen = Seen()
        struct Tags<Content: View>: View {
            let seen: Seen
            @ViewBuilder var content: Content
            var body: some View {
                Group(subviews: content) { subviews in
                    let _ = seen.tags = subviews.map { $0.containerValues.tag(for: String.self) ?? "-" }
                    VStack { subviews }
                }
            }
        }
        _ = try frame(
            Tags(seen: seen) {
                Color.red.frame(width: 10, height: 10).tag("first")
                Color.green.frame(width: 10, height: 10)
                ForEach(["x", "y"], id: \.self) { Color.blue.frame(width: 10, height: 10).id($0) }
            })
        XCTAssertEqual(seen.tags, ["first", "-", "x", "y"])
    }
}
