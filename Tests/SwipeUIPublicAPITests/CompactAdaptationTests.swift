import SwipeUI
import XCTest

/// What an iPhone (compact width) makes of iPad-shaped presentations (Apple, "popover(isPresented:
/// attachmentAnchor:arrowEdge:content:)": "In compact size classes, the popover is presented as a
/// sheet"; "inspector(isPresented:content:)": likewise; "NavigationSplitView": collapsed, the
/// columns become one stack).
final class CompactAdaptationTests: XCTestCase {
    enum Kind { case sheet, popover, inspector }

    struct Presenter: View {
        let kind: Kind
        @State private var shown = false
        var body: some View {
            let button = Button("Open") { shown = true }.accessibilityIdentifier("open")
            switch kind {
            case .sheet: button.sheet(isPresented: $shown) { Text("Panel").accessibilityIdentifier("panel") }
            case .popover: button.popover(isPresented: $shown, arrowEdge: .bottom) { Text("Panel").accessibilityIdentifier("panel") }
            case .inspector: button.inspector(isPresented: $shown) { Text("Panel").accessibilityIdentifier("panel") }
            }
        }
    }

    private func panel(_ kind: Kind) throws -> [IdentifiedView?] {
        var options = SimulationOptions()
        options.duration = 0.8
        let frames = try Simulation(Presenter(kind: kind), script: [.wait(0.1), .tapButton("open"), .wait(0.6)], options: options).frames()
        return frames.map { frame in frame.identifiedViews.first { $0.identifier == "panel" } }
    }

    func testPopoverAndInspectorArePresentedAsSheets() throws {
        let sheet = try panel(.sheet)
        XCTAssertNil(sheet[0], "not presented before the tap")
        let settled = try XCTUnwrap(sheet.last ?? nil)
        // The large sheet's top is 57 pt (SheetPresentationTests): the panel is below it.
        XCTAssertGreaterThan(settled.transform[5], 57)
        for kind in [Kind.popover, .inspector] {
            let frames = try panel(kind)
            XCTAssertEqual(frames.count, sheet.count)
            // Frame by frame where the sheet's panel is: the same slide, the same place.
            for (a, b) in zip(frames, sheet) { XCTAssertEqual(a?.transform, b?.transform, "\(kind)") }
        }
    }

    struct Item: Identifiable, Hashable {
        let id: Int
        var name: String { "Card \(id)" }
    }

    struct Split: View {
        let items = [Item(id: 1), Item(id: 2)]
        @State private var selection: Item.ID?
        var body: some View {
            NavigationSplitView {
                List(items, selection: $selection) { item in
                    NavigationLink(item.name, value: item.id).accessibilityIdentifier("row\(item.id)")
                }
                .navigationTitle("Cards")
            } detail: {
                if let selection {
                    Text("Showing \(selection)").accessibilityIdentifier("detail")
                } else {
                    Text("Pick a card")
                }
            }
            .navigationSplitViewStyle(.balanced)
        }
    }

    func testASplitViewCollapsesIntoAStackFromTheSidebar() throws {
        var options = SimulationOptions()
        options.duration = 1.2
        let frames = try Simulation(Split(), script: [.wait(0.1), .tapButton("row2"), .wait(1)], options: options).frames()
        let first = try XCTUnwrap(frames.first)
        XCTAssertNotNil(first.identifiedViews.first { $0.identifier == "row1" }, "the sidebar is the root")
        XCTAssertNil(first.identifiedViews.first { $0.identifier == "detail" })
        let last = try XCTUnwrap(frames.last)
        try last.write(to: NSTemporaryDirectory() + "swipeui-navigation/split-view-detail.png")
        // The tap set the selection to 2 and pushed the detail column, made from it.
        let detail = try XCTUnwrap(last.identifiedViews.first { $0.identifier == "detail" })
        XCTAssertEqual(detail.label, "Showing 2")
        // Pushed: at rest it is centred in the page below the 44 pt bar (x from the leading edge 0…390).
        XCTAssertEqual(detail.transform[4] + detail.size.width / 2, 195, accuracy: 0.5)
    }
}
