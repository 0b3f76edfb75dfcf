import Foundation
import SwipeUI
import XCTest

/// `GroupBox`, `DisclosureGroup`, `ColorPicker` and friends (`MoreControls.swift`) through the
/// public API.
final class MoreControlsTests: XCTestCase {
    func testAGroupBoxPadsItsContentInsideItsBox() throws {
        // 300 wide: the content (a 50-pt square) sits 16 points in from the box's leading and
        // top edges; the box is 50 + 32 = 82 high, centred: y (844 − 82) / 2 = 381.
        let h = try LayoutHarness(
            GroupBox {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("content")
            }.frame(width: 300).accessibilityIdentifier("box"))
        let box = try XCTUnwrap(h.frame("box")), content = try XCTUnwrap(h.frame("content"))
        XCTAssertEqual(box.height, 82)
        XCTAssertEqual(content.minX - box.minX, 16)
        XCTAssertEqual(content.minY - box.minY, 16)
        XCTAssertEqual(box.minY, 381)
    }

    func testATapOnADisclosureGroupsLabelShowsItsContent() throws {
        var options = SimulationOptions()
        options.duration = 1
        let deck = DisclosureGroup("Details") {
            Color.red.frame(width: 50, height: 50).accessibilityIdentifier("content")
        }
        .frame(width: 300)
        let frames = try Simulation(deck, script: [.wait(0.1), .tapButton("Details")], options: options).frames()
        XCTAssertFalse(frames[0].identifiedViews.contains { $0.identifier == "content" })
        XCTAssertTrue(try XCTUnwrap(frames.last).identifiedViews.contains { $0.identifier == "content" })
    }

    func testAColorPickerShowsItsSelectionAtTheTrailingEdge() throws {
        // A 300-wide row: the 28-pt well ends at the row's trailing edge (x 45 + 300).
        let h = try LayoutHarness(ColorPicker("Tint", selection: .constant(.blue)).frame(width: 300).accessibilityIdentifier("row"))
        let row = try XCTUnwrap(h.frame("row"))
        XCTAssertEqual(row.minX, 45)
        XCTAssertEqual(row.height, 28)
    }
}
