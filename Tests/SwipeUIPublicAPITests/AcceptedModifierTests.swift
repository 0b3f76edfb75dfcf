import Foundation
import SwipeUI
import XCTest

/// Modifiers accepted so a deck compiles (`AcceptedModifiers.swift`): the view is laid out and
/// drawn as it is, and what is not simulated is named once in `Simulation.warnings`.
final class AcceptedModifierTests: XCTestCase {
    final class Log { var reasons: [RedactionReasons] = [] }

    struct ReasonReader: View {
        let log: Log
        @Environment(\.redactionReasons) var reasons
        var body: some View {
            let _ = log.reasons.append(reasons)
            Color.red.frame(width: 10, height: 10)
        }
    }

    func testRedactedSetsTheReasonsAndUnredactedClearsThem() throws {
        let log = Log()
        var options = SimulationOptions()
        options.duration = 0
        let simulation = try Simulation(
            VStack {
                ReasonReader(log: log)
                ReasonReader(log: log).unredacted()
            }.redacted(reason: .placeholder), options: options)
        _ = try simulation.frames()
        XCTAssertEqual(log.reasons.prefix(2), [.placeholder, []])
        XCTAssertEqual(simulation.warnings.filter { $0.contains(".redacted") }.count, 1, "\(simulation.warnings)")
    }

    func testEachUnsimulatedModifierIsNamedOnceAndChangesNoFrame() throws {
        let plain = try LayoutHarness(Color.red.frame(width: 100, height: 60).accessibilityIdentifier("card"))
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 390, height: 844)
        options.safeArea = EdgeInsets()
        options.duration = 0.1
        let deck = Color.red.frame(width: 100, height: 60).accessibilityIdentifier("card")
            .geometryGroup()
            .symbolRenderingMode(.hierarchical)
            .contextMenu { Button("Delete") {} }
            .swipeActions { Button("Archive") {} }
            .refreshable {}
            .searchable(text: .constant(""), prompt: "Search")
        let simulation = try Simulation(deck, options: options)
        let frames = try simulation.frames()
        let card = try XCTUnwrap(frames.last?.identifiedViews.first { $0.identifier == "card" })
        let expected = try XCTUnwrap(plain.frame("card"))
        XCTAssertEqual(card.transform[4], Double(expected.minX))
        XCTAssertEqual(card.transform[5], Double(expected.minY))
        // One message each (over six display frames), named by what is not simulated.
        XCTAssertEqual(simulation.warnings.count, 5, "\(simulation.warnings)")
        for phrase in ["drawn monochrome", "context menu", "swipe actions", "pull to refresh", "search field"] {
            XCTAssertEqual(simulation.warnings.filter { $0.contains(phrase) }.count, 1, "\(phrase): \(simulation.warnings)")
        }
        XCTAssertFalse(simulation.warnings.contains { $0.contains(".geometryGroup") })
    }

    func testMonochromeIsNotWarnedAbout() throws {
        var options = SimulationOptions()
        options.duration = 0
        let simulation = try Simulation(Image(systemName: "heart.fill").symbolRenderingMode(.monochrome), options: options)
        _ = try simulation.frames()
        XCTAssertFalse(simulation.warnings.contains { $0.contains("symbolRenderingMode") }, "\(simulation.warnings)")
    }

    func testSpringPresetsHaveSwiftUIsBounces() {
        XCTAssertEqual(Spring.smooth, Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Spring.snappy, Spring(duration: 0.5, bounce: 0.15))
        XCTAssertEqual(Spring.bouncy(duration: 0.4, extraBounce: 0.1), Spring(duration: 0.4, bounce: 0.4))
    }

    func testTheScrollModifiersAreEachNamedOnce() throws {
        var options = SimulationOptions()
        options.duration = 0.1
        let deck = ScrollView { Color.red.frame(height: 2000) }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollClipDisabled()
            .onScrollGeometryChange(for: CGFloat.self) {
                $0.contentOffset.y
            } action: { _, _ in
            }
        let simulation = try Simulation(deck, options: options)
        _ = try simulation.frames()
        for phrase in ["content margins", "still clips", "scroll geometry"] {
            XCTAssertEqual(simulation.warnings.filter { $0.contains(phrase) }.count, 1, "\(phrase): \(simulation.warnings)")
        }
    }
}
