import SwipeUI
import XCTest

/// SwiftUI's iOS 13 spellings, as older decks write them: each does what its new name does.
final class IOS13SpellingsTests: XCTestCase {
    private func options(duration: Double = 0) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.safeArea = EdgeInsets()
        options.duration = duration
        return options
    }

    /// `.accentColor(_:)` (deprecated for `.tint(_:)`) colours a default-style button's label as
    /// the tint does: an unfilled 40 pt square label is drawn in it; nil restores systemBlue.
    func testAccentColorTintsAButtonsLabel() throws {
        func centre<V: View>(_ view: V) throws -> [UInt8] {
            FramePixels(try XCTUnwrap(Simulation(view.frame(width: 40, height: 40), options: options()).frames().first))[50, 50]
        }
        let button = Button(action: {}) { Rectangle() }
        XCTAssertEqual(try centre(button.accentColor(Color(red: 1, green: 0, blue: 0))), [255, 0, 0, 255])
        XCTAssertEqual(try centre(button.accentColor(Color(red: 1, green: 0, blue: 0)).accentColor(nil)), [255, 0, 0, 255], "the inner one wins")
        XCTAssertEqual(try centre(button.accentColor(nil)), [0, 122, 255, 255])
    }

    /// `.accessibility(identifier:)` marks the view as `.accessibilityIdentifier(_:)` does: the same
    /// identified views, frame for frame, and a button a script can tap by it.
    func testAccessibilityIdentifierFeedsTheIdentifiedViews() throws {
        struct Counter: View {
            let old: Bool
            @State private var count = 0
            var body: some View {
                VStack {
                    if old {
                        Text("\(count)").accessibility(identifier: "count")
                        Button("Add") { count += 1 }.accessibility(identifier: "add")
                    } else {
                        Text("\(count)").accessibilityIdentifier("count")
                        Button("Add") { count += 1 }.accessibilityIdentifier("add")
                    }
                }
            }
        }
        let script: [TouchStep] = [.tapButton("add")]
        let old = try Simulation(Counter(old: true), script: script, options: options(duration: 0.1)).frames()
        let new = try Simulation(Counter(old: false), script: script, options: options(duration: 0.1)).frames()
        XCTAssertEqual(old.last?.identifiedViews.first { $0.identifier == "count" }?.label, "1")
        XCTAssertEqual(old.map(\.identifiedViews), new.map(\.identifiedViews))
    }

    /// `.navigationViewStyle(_:)`: on an iPhone every style is a stack, as `NavigationView` is;
    /// the frames are those without the modifier.
    func testNavigationViewStyleChangesNothingOnAnIPhone() throws {
        func pixels<V: View>(_ view: V) throws -> [UInt8] {
            var options = SimulationOptions()
            options.duration = 0
            return try XCTUnwrap(Simulation(view, options: options).frames().first).straightRGBA()
        }
        let plain = try pixels(NavigationView { Text("Dogs").navigationTitle("Dogs") })
        XCTAssertEqual(try pixels(NavigationView { Text("Dogs").navigationTitle("Dogs") }.navigationViewStyle(StackNavigationViewStyle())), plain)
        XCTAssertEqual(try pixels(NavigationView { Text("Dogs").navigationTitle("Dogs") }.navigationViewStyle(.stack)), plain)
        XCTAssertEqual(try pixels(NavigationView { Text("Dogs").navigationTitle("Dogs") }.navigationViewStyle(DoubleColumnNavigationViewStyle())), plain)
    }
}
