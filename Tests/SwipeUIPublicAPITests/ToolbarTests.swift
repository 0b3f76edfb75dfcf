import SwipeUI
import XCTest

/// `.toolbar` items in a `NavigationStack`'s 44 pt bar: where they are, their tint, and that a
/// touch on one runs its action.
final class ToolbarTests: XCTestCase {
    final class Taps { var names: [String] = [] }

    struct Screen: View {
        let taps: Taps
        var body: some View {
            NavigationStack {
                Color.clear
                    .navigationTitle("Deck")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Settings") { taps.names.append("settings") }.accessibilityIdentifier("settings")
                        }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button {
                                taps.names.append("undo")
                            } label: {
                                Image(systemName: "arrow.uturn.backward")
                            }
                            .accessibilityIdentifier("undo")
                            Button {
                                taps.names.append("star")
                            } label: {
                                Image(systemName: "star")
                            }
                            .accessibilityIdentifier("star")
                        }
                        ToolbarItem(placement: .bottomBar) { Text("Not drawn") }
                    }
            }
        }
    }

    /// The canvas rectangle of an identified view (its transform is a translation here).
    func rect(_ id: String, _ frame: Frame) throws -> CGRect {
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == id }, id)
        return CGRect(x: view.transform[4], y: view.transform[5], width: view.size.width, height: view.size.height)
    }

    func testItemsSitAtUIKitsMarginsCentredInTheBarAndTapsRunTheirActions() throws {
        let taps = Taps()
        var options = SimulationOptions()
        options.duration = 0.5
        let simulation = try Simulation(
            Screen(taps: taps), script: [.tap(at: CGPoint(x: 30, y: 69)), .wait(0.1), .tapButton("star"), .wait(0.1)], options: options)
        let frames = try simulation.frames()
        try frames[0].write(to: NSTemporaryDirectory() + "swipeui-navigation/toolbar.png")
        let settings = try rect("settings", frames[0]), undo = try rect("undo", frames[0]), star = try rect("star", frames[0])
        // The bar is 47…91 (safe area top 47, 44 pt): every item centred on y 69.
        for r in [settings, undo, star] { XCTAssertEqual(r.midY, 69, accuracy: 0.5, "\(r)") }
        XCTAssertEqual(settings.minX, 16, accuracy: 1e-9, "16 pt leading margin")
        XCTAssertEqual(star.maxX, 390 - 16, accuracy: 1e-9, "16 pt trailing margin")
        XCTAssertEqual(star.minX - undo.maxX, 8, accuracy: 1e-9, "8 pt between items")
        // A large-scale 17 pt symbol: 1.2 × 17 × the large factor, wider than a body symbol.
        XCTAssertGreaterThan(star.width, 17 * 1.2)
        XCTAssertEqual(taps.names, ["settings", "star"])
        XCTAssertTrue(simulation.warnings.contains { $0.contains("bottom toolbar") }, "\(simulation.warnings)")
        // Tinted with the accent colour (blue 0, 122, 255) where the settings title's ink is.
        let pixels = FramePixels(frames[0])
        var blue = 0
        for y in Int(settings.minY)..<Int(settings.maxY) {
            for x in Int(settings.minX)..<Int(settings.maxX) where pixels[x, y][2] > 200 && pixels[x, y][0] < 100 { blue += 1 }
        }
        XCTAssertGreaterThan(blue, 20)
        // The title stays centred between them.
        var ink: [Int] = []
        for y in 47..<91 { for x in 120..<270 where pixels[x, y][0] < 100 && pixels[x, y][2] < 100 { ink.append(x) } }
        XCTAssertEqual(Double(ink.min()! + ink.max()!) / 2, 195, accuracy: 2)
    }

    func testAPrincipalItemReplacesTheTitleAndConfirmationTrails() throws {
        struct Principal: View {
            var body: some View {
                NavigationStack {
                    Color.clear
                        .navigationTitle("Hidden")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .principal) { Text("Centre").accessibilityIdentifier("principal") }
                            ToolbarItem(placement: .confirmationAction) { Button("Done") {}.accessibilityIdentifier("done") }
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") {}.accessibilityIdentifier("cancel") }
                        }
                }
            }
        }
        var options = SimulationOptions()
        options.duration = 0
        let frame = try XCTUnwrap(Simulation(Principal(), options: options).frames().first)
        let principal = try rect("principal", frame), done = try rect("done", frame), cancel = try rect("cancel", frame)
        XCTAssertEqual(principal.midX, 195, accuracy: 0.5)
        XCTAssertEqual(done.maxX, 374, accuracy: 1e-9)
        XCTAssertEqual(cancel.minX, 16, accuracy: 1e-9)
        XCTAssertFalse(frame.screenValues.contains { $0.text == "Hidden" }, "the principal item replaces the title")
    }
}
