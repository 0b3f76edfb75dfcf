import SwipeUI
import XCTest

/// `EditButton` (Apple: "a button that toggles the edit mode environment value"; "the Edit button
/// displays the title 'Done' while edit mode is active"), in a navigation bar over a list as
/// Apple's example places it, and with the deck's own `\.editMode`.
final class EditButtonTests: XCTestCase {
    /// Shows what the edit mode the list sees is.
    struct ModeReader: View {
        @Environment(\.editMode) private var editMode
        var body: some View {
            Text(editMode.map { "\($0.wrappedValue)" } ?? "none").accessibilityIdentifier("mode")
        }
    }

    /// What the reader shows before the first tap (at 0.1 s) and 0.25 s after each (taps 0.3 s apart).
    private func modes<V: View>(_ view: V, taps: [String]) throws -> (modes: [String], warnings: [String]) {
        var options = SimulationOptions()
        options.duration = 0.1 + 0.3 * Double(taps.count)
        var script: [TouchStep] = [.wait(0.1)]
        for title in taps { script += [.tapButton(title), .wait(0.3)] }
        let simulation = try Simulation(view, script: script, options: options)
        let frames = try simulation.frames()
        let times = [0.05] + taps.indices.map { 0.1 + 0.3 * Double($0) + 0.25 }
        let seen = times.map { time in
            frames.last { $0.time <= time }?.identifiedViews.first { $0.identifier == "mode" }?.label ?? "?"
        }
        return (seen, simulation.warnings)
    }

    /// In a `NavigationStack`'s toolbar, with no edit mode set by the deck: the stack provides
    /// one; "Edit" makes it active and the title "Done"; "Done" makes it inactive again.
    func testInANavigationStackItTogglesTheStacksEditMode() throws {
        let deck = NavigationStack {
            List { ModeReader() }
                .navigationTitle("Cards")
                .toolbar { EditButton() }
        }
        XCTAssertEqual(try modes(deck, taps: ["Edit", "Done"]).modes, ["inactive", "active", "inactive"])
    }

    /// The deck's own `.environment(\.editMode, $mode)` is the one toggled.
    func testItTogglesTheDecksOwnEditMode() throws {
        struct Own: View {
            @State private var mode = EditMode.inactive
            var body: some View {
                VStack {
                    EditButton()
                    ModeReader()
                    Text("\(mode)").accessibilityIdentifier("own")
                }
                .environment(\.editMode, $mode)
            }
        }
        XCTAssertEqual(try modes(Own(), taps: ["Edit"]).modes, ["inactive", "active"])
    }

    /// With no edit mode at all there is nothing to toggle: the title stays "Edit", and the tap
    /// is reported.
    func testWithoutAnEditModeATapIsReported() throws {
        let bare = VStack {
            EditButton()
            ModeReader()
        }
        let result = try modes(bare, taps: ["Edit", "Edit"])
        XCTAssertEqual(result.modes, ["none", "none", "none"])
        XCTAssertEqual(result.warnings.filter { $0.contains("EditButton") }.count, 1)
    }
}
