import SwipeUI
import XCTest

// Custom container values as iOS 18 decks declare them (Apple, `ContainerValues`,
// `ContainerValueKey`, `containerValue(_:_:)`; `Entry()` "Creates an environment values,
// transaction, container values, or focused values entry").
extension ContainerValues {
    @Entry var cardColor: Color = .red
    @Entry var cardRank: Int = 0
    @Entry var cardNote: String?
}

/// A view's container values are read by the container laying it out: `subview.containerValues`
/// holds what `.containerValue(_:_:)` set on the subview, and each key's default otherwise.
final class ContainerValueTests: XCTestCase {
    /// A container drawing one 20 × 20 pt square per subview, side by side, in the colour the
    /// subview asks for (the subview's own content is not shown).
    struct Swatches<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            HStack(spacing: 0) {
                ForEach(subviews: content) { subview in
                    Rectangle().fill(subview.containerValues.cardColor).frame(width: 20, height: 20)
                }
            }
        }
    }

    /// What a `Reader` read, one line per subview: rank, note, tag.
    final class Seen { var values: [String] = [] }

    /// A container that hands what it reads from each subview to `seen`.
    struct Reader<Content: View>: View {
        let seen: Seen
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { subviews in
                let _ =
                    seen.values = subviews.map {
                        let values = $0.containerValues
                        return "\(values.cardRank) \(values.cardNote ?? "nil") \(values.tag(for: String.self) ?? "-")"
                    }
                VStack { subviews }
            }
        }
    }

    private func frame<V: View>(_ view: V, width: Double = 100, height: Double = 20) throws -> Frame {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: width, height: height)
        options.safeArea = EdgeInsets()
        options.duration = 0
        return try XCTUnwrap(try Simulation(view, options: options).frames().first)
    }

    /// Five squares across the 100 pt canvas, centres at x = 10, 30, 50, 70, 90: the default
    /// (red); a value set (blue); two values set around one view, the one nearest the view
    /// winning (green, as a trait-writing modifier overrides what it inherits); a value set on
    /// a `ForEach`, which sets it on each of its two views (purple).
    func testEachSubviewHasTheValueItsContentSet() throws {
        let view = Swatches {
            Text("a")
            Text("b").containerValue(\.cardColor, .blue)
            Text("c").containerValue(\.cardColor, .green).padding(2).containerValue(\.cardColor, .orange)
            ForEach(0..<2) { Text("\($0)") }.containerValue(\.cardColor, .purple)
        }
        let pixels = FramePixels(try frame(view))
        XCTAssertEqual(pixels[10, 10], [255, 59, 48, 255])
        XCTAssertEqual(pixels[30, 10], [0, 122, 255, 255])
        XCTAssertEqual(pixels[50, 10], [52, 199, 89, 255])
        XCTAssertEqual(pixels[70, 10], [175, 82, 222, 255])
        XCTAssertEqual(pixels[90, 10], [175, 82, 222, 255])
    }

    /// Values of several keys beside a tag; a value set inside a nested container's content is
    /// that container's, not the outer one's, while a value set on the nested container is the
    /// outer one's.
    func testValuesOfSeveralKeysAndOnlyForTheirOwnContainer() throws {
        let outer = Seen(), inner = Seen()
        _ = try frame(
            Reader(seen: outer) {
                Color.red.frame(width: 10, height: 10).containerValue(\.cardRank, 3).containerValue(\.cardNote, "top").tag("first")
                Color.green.frame(width: 10, height: 10)
                Reader(seen: inner) {
                    Color.blue.frame(width: 10, height: 10).containerValue(\.cardRank, 7)
                }
                .containerValue(\.cardNote, "nested")
            }, height: 100)
        XCTAssertEqual(outer.values, ["3 top first", "0 nil -", "0 nested -"])
        XCTAssertEqual(inner.values, ["7 nil -"])
    }
}
