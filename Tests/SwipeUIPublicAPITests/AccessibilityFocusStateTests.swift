import SwipeUI
import XCTest

/// `@AccessibilityFocusState` and `.accessibilityFocused(_:)` in a simulation, where no assistive
/// technology runs (`\.accessibilityVoiceOverEnabled` is false): no view ever has accessibility
/// focus, so the state reads unfocused — false, or nil — even after the deck sets it, as on a
/// device with VoiceOver off; the frames are those without it.
final class AccessibilityFocusStateTests: XCTestCase {
    enum Field: Hashable { case question, answer }

    /// Flashzilla's idiom: after a card is removed, focus moves to the new top card.
    struct Deck: View {
        let focusing: Bool
        @AccessibilityFocusState var focus: Bool
        @AccessibilityFocusState var field: Field?
        @State private var cards = 3
        var body: some View {
            VStack {
                Text("\(cards) \(focus) \(field.map { "\($0)" } ?? "nil")").accessibilityIdentifier("state")
                if focusing {
                    Text("top").accessibilityFocused($focus)
                    Text("answer").accessibilityFocused($field, equals: .answer)
                } else {
                    Text("top")
                    Text("answer")
                }
                Button("Next") {
                    cards -= 1
                    focus = true
                    field = .answer
                }
            }
        }
    }

    func testFocusNeverMovesWithoutAnAssistiveTechnology() throws {
        var options = SimulationOptions()
        options.duration = 0.2
        let frames = try Simulation(Deck(focusing: true), script: [.tapButton("Next")], options: options).frames()
        XCTAssertEqual(frames.last?.identifiedViews.first { $0.identifier == "state" }?.label, "2 false nil")
        let plain = try Simulation(Deck(focusing: false), script: [.tapButton("Next")], options: options).frames()
        XCTAssertEqual(frames.last?.straightRGBA(), plain.last?.straightRGBA())
    }

    func testTheTechnologiesFormAlsoReadsUnfocused() {
        @AccessibilityFocusState(for: .voiceOver) var voiceOver: Bool
        @AccessibilityFocusState(for: [.voiceOver, .switchControl]) var field: Field?
        voiceOver = true
        field = .question
        XCTAssertFalse(voiceOver)
        XCTAssertNil(field)
    }
}
