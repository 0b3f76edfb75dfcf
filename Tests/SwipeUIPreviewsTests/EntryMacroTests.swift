import SwipeUI
import XCTest

// Environment values declared as decks declare them on the iOS 18 SDK: `@Entry` in an
// extension of `EnvironmentValues` (Apple, `Entry()`), compiled here through SwipeUI's macro
// plugin.
extension EnvironmentValues {
    @Entry var cardTint: Color = .red
    @Entry var cardCornerRadius: CGFloat = 24
    @Entry var swipeThreshold = 120.0
    @Entry var deckTitle: String?
    /// A default written with a `:` inside it, after the `=`.
    @Entry var cardLabels: [String: Int] = ["like": 1, "nope": 0]
}

final class EntryMacroTests: XCTestCase {
    final class Seen { var values: [String] = [] }

    struct Reader: View {
        let seen: Seen
        @Environment(\.cardCornerRadius) var radius
        @Environment(\.swipeThreshold) var threshold
        @Environment(\.deckTitle) var title
        @Environment(\.cardLabels) var labels
        var body: some View {
            seen.values = ["\(radius)", "\(threshold)", title ?? "nil", "\(labels["like"] ?? -1)"]
            return Color.clear
        }
    }

    private func read<V: View>(_ view: V) throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 100, height: 100)
        options.duration = 0
        _ = try Simulation(view, options: options).frames()
    }

    func testAnEntrysDefaultIsItsInitialValueAndAModifierSetsIt() throws {
        let defaults = Seen()
        try read(Reader(seen: defaults))
        XCTAssertEqual(defaults.values, ["24.0", "120.0", "nil", "1"])
        let set = Seen()
        try read(Reader(seen: set).environment(\.cardCornerRadius, 8).environment(\.deckTitle, "Trips"))
        XCTAssertEqual(set.values, ["8.0", "120.0", "Trips", "1"])
        XCTAssertEqual(EnvironmentValues().cardTint, .red)
    }
}
