import Foundation
import SwipeUI
import XCTest

/// The device's settings as a simulation has them (an iPhone app in the foreground with the
/// system defaults), the collection helpers of lists' edit actions, `.foregroundStyle(.tint)`,
/// progress view styles and `gesture(_:isEnabled:)`.
final class SystemEnvironmentTests: XCTestCase {
    final class Seen { var values: [String] = [] }

    struct Reader: View {
        let seen: Seen
        @Environment(\.scenePhase) var scenePhase
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
        @Environment(\.accessibilityDifferentiateWithoutColor) var differentiate
        @Environment(\.colorSchemeContrast) var contrast
        @Environment(\.editMode) var editMode
        var body: some View {
            seen.values = [
                "\(scenePhase)", "\(horizontal.map { "\($0)" } ?? "nil")", "\(vertical.map { "\($0)" } ?? "nil")",
                "\(voiceOver)", "\(differentiate)", "\(contrast)", "\(editMode == nil)",
            ]
            return Color.clear
        }
    }

    private func options(width: CGFloat, height: CGFloat) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: width, height: height)
        options.safeArea = EdgeInsets()
        options.duration = 0
        return options
    }

    /// Apple HIG "Layout": an iPhone in portrait is compact × regular, in landscape compact
    /// height; the app is active; every accessibility setting is off; no edit mode.
    func testAPortraitIPhoneInTheForegroundWithDefaultSettings() throws {
        let portrait = Seen()
        _ = try Simulation(Reader(seen: portrait), options: options(width: 390, height: 844)).frames()
        XCTAssertEqual(portrait.values, ["active", "compact", "regular", "false", "false", "standard", "true"])
        let landscape = Seen()
        _ = try Simulation(Reader(seen: landscape), options: options(width: 844, height: 390)).frames()
        XCTAssertEqual(landscape.values[1...2], ["compact", "compact"])
    }

    func testADeckCanSetTheSettingsForASubtree() throws {
        let seen = Seen()
        let view = Reader(seen: seen)
            .environment(\.accessibilityVoiceOverEnabled, true)
            .environment(\.horizontalSizeClass, .regular)
        _ = try Simulation(view, options: options(width: 390, height: 844)).frames()
        XCTAssertEqual(seen.values[1], "regular")
        XCTAssertEqual(seen.values[3], "true")
    }

    /// Apple's `move(fromOffsets:toOffset:)`: the moved elements go before the element that was
    /// at `toOffset`; `remove(atOffsets:)` drops the elements at the offsets given.
    func testListEditHelpersMoveAndRemoveByOffset() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        XCTAssertEqual(letters, ["b", "c", "a", "d", "e"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
        XCTAssertEqual(letters, ["b", "d", "a", "c", "e"])
        letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 5)
        XCTAssertEqual(letters, ["b", "d", "e", "a", "c"])
        letters.remove(atOffsets: IndexSet([0, 4]))
        XCTAssertEqual(letters, ["d", "e", "a"])
    }

    /// `.foregroundStyle(.tint)` under `.tint(.red)` is red; without a tint, the accent colour (blue).
    func testForegroundTintIsTheTintInEffect() throws {
        func centre<V: View>(_ view: V) throws -> [UInt8] {
            var options = options(width: 40, height: 40)
            options.scale = 1
            let frame = try XCTUnwrap(try Simulation(view, options: options).frames().first)
            return Array(FramePixels(frame)[20, 20].prefix(3))
        }
        XCTAssertEqual(try centre(Rectangle().foregroundStyle(.tint).frame(width: 40, height: 40).tint(.red)), [255, 59, 48])
        XCTAssertEqual(try centre(Rectangle().foregroundStyle(.tint).frame(width: 40, height: 40)), [0, 122, 255])
    }

    /// `.circular` shows the spinner (20 pt) even for a value; `.linear` and `.automatic` the
    /// 4 pt bar; a custom style draws its own body with the configuration's fraction.
    func testProgressViewStyles() throws {
        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%").accessibilityIdentifier("percent")
            }
        }
        func height<S: ProgressViewStyle>(_ style: S) throws -> Double {
            let view = ProgressView(value: 0.25).progressViewStyle(style).accessibilityIdentifier("progress")
            let frame = try XCTUnwrap(try Simulation(view, options: options(width: 200, height: 200)).frames().first)
            return try XCTUnwrap(frame.identifiedViews.first { $0.identifier == "progress" }).size.height
        }
        XCTAssertEqual(try height(.circular), 20)
        XCTAssertEqual(try height(.linear), 4)
        XCTAssertEqual(try height(.automatic), 4)
        let custom = try XCTUnwrap(
            try Simulation(
                ProgressView(value: 0.25).progressViewStyle(Percent()),
                options: options(width: 200, height: 200)
            ).frames().first)
        XCTAssertEqual(custom.identifiedViews.first { $0.identifier == "percent" }?.label, "25%")
    }

    /// `gesture(_:isEnabled: false)` takes no touches; enabled, the drag runs.
    func testADisabledGestureTakesNoTouches() throws {
        final class Count { var changes = 0 }
        func drags(enabled: Bool) throws -> Int {
            let count = Count()
            var options = SimulationOptions()
            options.canvasSize = CGSize(width: 300, height: 400)
            options.safeArea = EdgeInsets()
            options.settleTime = 0.1
            let view = Color.indigo.frame(width: 200, height: 300)
                .gesture(DragGesture().onChanged { _ in count.changes += 1 }, isEnabled: enabled)
            _ = try Simulation(
                view, script: [.drag(to: CGSize(width: 100, height: 0), duration: 0.3, from: CGPoint(x: 150, y: 200)), .release],
                options: options
            ).frames()
            return count.changes
        }
        XCTAssertEqual(try drags(enabled: false), 0)
        XCTAssertGreaterThan(try drags(enabled: true), 5)
    }
}
