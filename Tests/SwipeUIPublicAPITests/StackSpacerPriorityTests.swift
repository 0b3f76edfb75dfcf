import SwipeUI
import XCTest

/// A `Spacer` has layout priority −∞ in a stack (OpenSwiftUI `Layout/Separator/Spacer.swift`,
/// `SpacerLayoutComputer.Engine.layoutPriority()`), so the stack sizes the other children first,
/// holding back only the spacer's minimum length (8 points), and the spacer takes what is left
/// (OpenSwiftUI `Layout/Stack/StackLayout.swift`, `sizeChildrenGenerallyWithConcreteMajorProposal`).
final class StackSpacerPriorityTests: XCTestCase {
    static let title = "Show Button Bar In Card"

    struct Row: View {
        let width: CGFloat
        var body: some View {
            HStack {
                Text(StackSpacerPriorityTests.title).accessibilityIdentifier("title")
                Spacer()
                Text("x").accessibilityIdentifier("x")
            }
            .frame(width: width)
            .accessibilityIdentifier("row")
        }
    }

    /// Each text alone at its ideal size (`.fixedSize()`: proposed nil both ways).
    struct Ideal: View {
        var body: some View {
            VStack {
                Text(StackSpacerPriorityTests.title).fixedSize().accessibilityIdentifier("title")
                Text("x").fixedSize().accessibilityIdentifier("x")
            }
        }
    }

    func views<V: View>(_ view: V) throws -> [String: IdentifiedView] {
        let frame = try XCTUnwrap(Simulation(view).frames().first)
        return Dictionary(uniqueKeysWithValues: frame.identifiedViews.map { ($0.identifier, $0) })
    }

    func testBothTextsGetTheirIdealWidthsAndTheSpacerTheRest() throws {
        let ideal = try views(Ideal())
        let idealTitle = try XCTUnwrap(ideal["title"]).size, idealX = try XCTUnwrap(ideal["x"]).size
        // The case that went wrong: the title is wider than an even split among three children
        // (358 / 3, then (358 − x) / 2 ≈ 175) but fits beside "x" and the spacer's 8 points.
        XCTAssertGreaterThan(idealTitle.width, (358 - idealX.width) / 2)
        XCTAssertLessThan(idealTitle.width + idealX.width + 8, 358)

        let row = try views(Row(width: 358))
        let stack = try XCTUnwrap(row["row"]), title = try XCTUnwrap(row["title"]), x = try XCTUnwrap(row["x"])
        XCTAssertEqual(title.size, idealTitle, "one line at its ideal width")
        XCTAssertEqual(x.size, idealX)
        XCTAssertEqual(title.transform[4], stack.transform[4], accuracy: 1e-9, "leading edge")
        // The spacer takes 358 − both widths (no spacing beside a spacer), so "x" ends at the trailing edge.
        XCTAssertEqual(x.transform[4] + x.size.width, stack.transform[4] + 358, accuracy: 1e-9)
    }

    func testTheSpacerKeepsItsMinimumWhenTheTextMustWrap() throws {
        let ideal = try views(Ideal())
        let idealX = try XCTUnwrap(ideal["x"]).size
        let width: CGFloat = 120
        let row = try views(Row(width: width))
        let stack = try XCTUnwrap(row["row"]), title = try XCTUnwrap(row["title"]), x = try XCTUnwrap(row["x"])
        XCTAssertEqual(x.size.width, idealX.width, accuracy: 1e-9, "the least flexible text first")
        // The title is offered what is left after "x" and the spacer's 8-point minimum.
        XCTAssertLessThanOrEqual(title.size.width, width - idealX.width - 8 + 1e-9)
        XCTAssertGreaterThan(title.size.height, idealX.height, "it wraps")
        XCTAssertGreaterThanOrEqual(x.transform[4] - (title.transform[4] + title.size.width), 8 - 1e-9, "the spacer's minimum")
        XCTAssertEqual(x.transform[4] + x.size.width, stack.transform[4] + width, accuracy: 1e-9)
    }
}
