import SwipeUI
import XCTest

/// `LazyVStack`/`LazyHStack` lay out as `VStack`/`HStack` where the rules agree (children of
/// fixed length), and differ where SwiftUI's lazy stacks do: nothing is shared out along the
/// axis, and the stack is as long across as proposed.
final class LazyStackTests: XCTestCase {
    struct Column: View {
        let lazy: Bool
        var body: some View {
            let rows = ForEach(0..<6, id: \.self) { i in
                Color.blue.frame(width: 390, height: Double(40 + 10 * i)).accessibilityIdentifier("row\(i)")
            }
            if lazy {
                LazyVStack(alignment: .leading, spacing: 6, pinnedViews: [.sectionHeaders]) { rows }
            } else {
                VStack(alignment: .leading, spacing: 6) { rows }
            }
        }
    }

    func placements<V: View>(_ view: V) throws -> [String: [Double]] {
        let frame = try XCTUnwrap(try Simulation(view, script: []).frames().first)
        return Dictionary(uniqueKeysWithValues: frame.identifiedViews.map { ($0.identifier, $0.transform + [$0.size.width, $0.size.height]) })
    }

    func testALazyStackOfFixedRowsIsLaidOutAsAnEagerOne() throws {
        let lazy = try placements(Column(lazy: true)), eager = try placements(Column(lazy: false))
        XCTAssertEqual(lazy.count, 6)
        XCTAssertEqual(lazy, eager)
    }

    struct Spaced: View {
        let lazy: Bool
        var body: some View {
            Group {
                if lazy {
                    LazyVStack(spacing: 0) { content }
                } else {
                    VStack(spacing: 0) { content }
                }
            }
            .frame(height: 400)
            .accessibilityIdentifier("stack")
        }
        @ViewBuilder var content: some View {
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("top")
            Spacer()
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("bottom")
        }
    }

    func testALazyStackSharesNothingOutAndFillsTheProposedWidth() throws {
        let eager = try placements(Spaced(lazy: false)), lazy = try placements(Spaced(lazy: true))
        // VStack: the Spacer takes the 300 pt left, the stack hugs its 100 pt children.
        XCTAssertEqual(eager["bottom"]![5] - eager["top"]![5], 350)
        XCTAssertEqual(eager["top"]![4], 145)
        // LazyVStack: the Spacer is its 8 pt minimum, the stack is the proposed 390 wide.
        XCTAssertEqual(lazy["bottom"]![5] - lazy["top"]![5], 58)
        XCTAssertEqual(lazy["top"]![4], 145, "centred in the 390 pt stack")
        XCTAssertEqual(lazy["stack"]![6], 390)
    }
}
