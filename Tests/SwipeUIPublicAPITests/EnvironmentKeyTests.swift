import SwipeUI
import XCTest

/// Custom environment values, declared as an app declares them (Apple's `EnvironmentKey`
/// page): a key with a default, a computed `EnvironmentValues` property, `.environment(\.key, x)`
/// and `@Environment(\.key)`. Read by views inside, the innermost setting wins; a sheet gets
/// the presenting view's values.
private struct Theme: Equatable {
    var accent: String
    static let light = Theme(accent: "indigo")
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.light
}

private struct CardSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    fileprivate var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
    fileprivate var cardSpacing: CGFloat {
        get { self[CardSpacingKey.self] }
        set { self[CardSpacingKey.self] = newValue }
    }
}

final class EnvironmentKeyTests: XCTestCase {
    final class Log { var seen: [String] = [] }

    private struct Reader: View {
        let name: String
        let log: Log
        @Environment(\.theme) var theme
        @Environment(\.cardSpacing) var spacing
        var body: some View {
            Color.clear.frame(width: 10, height: 10).onAppear { log.seen.append("\(name): \(theme.accent) \(spacing)") }
        }
    }

    private struct Screen: View {
        let log: Log
        @State var showing = true
        var body: some View {
            VStack {
                Reader(name: "default", log: log)
                VStack {
                    Reader(name: "override", log: log)
                    Reader(name: "nested", log: log)
                        .environment(\.theme, Theme(accent: "pink"))
                }
                .environment(\.theme, Theme(accent: "mint"))
                .environment(\.cardSpacing, 20)
                Color.clear.frame(width: 1, height: 1)
                    .sheet(isPresented: $showing) { Reader(name: "sheet", log: log) }
                    .environment(\.theme, Theme(accent: "teal"))
            }
        }
    }

    func testDefaultOverrideAndNestedOverride() throws {
        let log = Log()
        var options = SimulationOptions()
        options.duration = 0.1
        _ = try Simulation(Screen(log: log), script: [], options: options).frames()
        XCTAssertEqual(
            Set(log.seen),
            [
                "default: indigo 12.0", "override: mint 20.0", "nested: pink 20.0", "sheet: teal 12.0",
            ])
        XCTAssertEqual(log.seen.count, 4, "each appears once")
    }

    func testAValueTypeReadsItsDefaultWithoutAnEnvironment() {
        XCTAssertEqual(EnvironmentValues().theme, .light)
        var values = EnvironmentValues()
        values.cardSpacing = 3
        XCTAssertEqual(values.cardSpacing, 3)
        XCTAssertEqual(values.theme, .light, "other keys keep their defaults")
    }
}

/// A type that is its own key, as card-stack packages declare their configuration.
private struct DeckStyle: EnvironmentKey {
    static let defaultValue = DeckStyle(maxVisibleCards: 3)
    let maxVisibleCards: Int
}

extension EnvironmentValues {
    fileprivate var deckStyle: DeckStyle {
        get { self[DeckStyle.self] }
        set { self[DeckStyle.self] = newValue }
    }
}

final class SelfKeyedEnvironmentTests: XCTestCase {
    private struct Stack: View {
        let log: EnvironmentKeyTests.Log
        @Environment(\.deckStyle) private var style: DeckStyle
        var body: some View { Color.clear.onAppear { log.seen.append("\(style.maxVisibleCards)") } }
    }

    func testATypeThatIsItsOwnKey() throws {
        let log = EnvironmentKeyTests.Log()
        var options = SimulationOptions()
        options.duration = 0
        _ = try Simulation(
            VStack {
                Stack(log: log); Stack(log: log).environment(\.deckStyle, DeckStyle(maxVisibleCards: 5))
            },
            script: [], options: options
        ).frames()
        XCTAssertEqual(log.seen, ["3", "5"])
    }
}
