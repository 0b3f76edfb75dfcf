import SwiftUI
import XCTest

/// An app's `@main` file compiles beside its deck: `App`, `Scene`, `WindowGroup`, the scene
/// builder and the scene modifiers app files use. SwipeSim runs views, not apps: `main()`
/// returns at once, and a window group's content is the view a test simulates.
final class AppStructureTests: XCTestCase {
    final class Model: ObservableObject { @Published var count = 0 }

    struct DeckApp: App {
        @StateObject private var model = Model()
        @Environment(\.scenePhase) private var scenePhase
        var body: some Scene {
            WindowGroup {
                Text("Deck").accessibilityIdentifier("root")
            }
            .environmentObject(model)
            .onChange(of: scenePhase) { phase in _ = phase }
        }
    }

    struct TwoWindows: App {
        var showsSecond = true
        var body: some Scene {
            WindowGroup { Text("one") }
            if showsSecond {
                WindowGroup("Two") { Text("two") }
            }
        }
    }

    func testAnAppsWindowContentIsTheViewATestSimulates() throws {
        MainActor.assumeIsolated { DeckApp.main() }
        let window = WindowGroup { Text("Deck").accessibilityIdentifier("root") }
        let frame = try XCTUnwrap(try Simulation(window.content, options: plainOptions(duration: 0)).frames().first)
        XCTAssertEqual(frame.identified("root")?.label, "Deck")
        _ = MainActor.assumeIsolated { TwoWindows().body }
    }
}
