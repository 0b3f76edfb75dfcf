import SwipeUI
import XCTest

/// `.animation(.default, value: items)` on a `ForEach`: removing the first item fades it out
/// (the default `.opacity` transition) while the rows below move up; nothing is duplicated and
/// the last frame has one row fewer, every row opaque.
final class ForEachAnimationTests: XCTestCase {
    struct Item: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    struct Rows: View {
        let animationOnForEach: Bool
        @State var items = [Item(id: 1, name: "Kyoto"), Item(id: 2, name: "Oslo"), Item(id: 3, name: "Lima")]
        var body: some View {
            VStack(spacing: 0) {
                if animationOnForEach {
                    ForEach(items) { item in
                        Text(item.name).frame(width: 200, height: 50).background(Color.yellow).accessibilityIdentifier("row-\(item.id)")
                    }
                    .animation(.default, value: items)
                } else {
                    ForEach(items) { item in
                        Text(item.name).frame(width: 200, height: 50).background(Color.yellow).accessibilityIdentifier("row-\(item.id)")
                    }
                }
                Button("Remove") { items.removeFirst() }
            }
            .animation(animationOnForEach ? nil : .default, value: items)
        }
    }

    /// Each frame's rows: identifier, top edge (canvas points), opacity.
    func rows(animationOnForEach: Bool) throws -> [[(id: String, y: Double, opacity: Double)]] {
        var options = SimulationOptions.smallTestCanvas
        options.duration = 1.5
        let frames = try Simulation(Rows(animationOnForEach: animationOnForEach), script: [.tapButton("Remove")], options: options).frames()
        return frames.map { frame in frame.identifiedViews.map { ($0.identifier, $0.transform[5], $0.opacity) } }
    }

    func testRemovingTheFirstItemFadesItOutAndMovesTheRestUp() throws {
        let frames = try rows(animationOnForEach: true)
        let first = try XCTUnwrap(frames.first), last = try XCTUnwrap(frames.last)
        XCTAssertEqual(first.map(\.id), ["row-1", "row-2", "row-3"])
        let top = first[0].y
        XCTAssertEqual(first[1].y, top + 50, accuracy: 1e-9)
        for (index, frame) in frames.enumerated() {
            XCTAssertEqual(Set(frame.map(\.id)).count, frame.count, "frame \(index): a row is drawn twice: \(frame.map(\.id))")
        }
        // Mid-way (0.15 s after the tap at 0): the first row is fading where it was, the second
        // is on its way up.
        let middle = frames[3]
        XCTAssertEqual(middle.map(\.id), ["row-1", "row-2", "row-3"])
        XCTAssertEqual(middle[0].y, top, accuracy: 1e-9)
        XCTAssertGreaterThan(middle[0].opacity, 0)
        XCTAssertLessThan(middle[0].opacity, 1)
        XCTAssertGreaterThan(middle[1].y, top)
        XCTAssertLessThan(middle[1].y, top + 50)
        XCTAssertEqual(middle[1].opacity, 1)
        // At rest: two rows, opaque, one row higher.
        XCTAssertEqual(last.map(\.id), ["row-2", "row-3"])
        XCTAssertEqual(last.map(\.opacity), [1, 1])
        XCTAssertEqual(last[0].y, top, accuracy: 1e-6)
        XCTAssertEqual(last[1].y, top + 50, accuracy: 1e-6)
    }

    /// The same `.animation(.default, value: items)` written on the `ForEach` or on the stack
    /// around it animates the same changes with the same animation: the motion is the same.
    func testTheAnimationOnTheForEachMovesTheRowsAsOnTheirParent() throws {
        let onForEach = try rows(animationOnForEach: true), onParent = try rows(animationOnForEach: false)
        XCTAssertEqual(onForEach.count, onParent.count)
        for (a, b) in zip(onForEach, onParent) {
            XCTAssertEqual(a.map(\.id), b.map(\.id))
            for (x, y) in zip(a, b) {
                XCTAssertEqual(x.y, y.y, accuracy: 1e-9, x.id)
                XCTAssertEqual(x.opacity, y.opacity, accuracy: 1e-9, x.id)
            }
        }
    }
}
