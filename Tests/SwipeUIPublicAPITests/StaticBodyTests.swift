import Observation
import SwipeUI
import XCTest

/// SwiftUI evaluates the body of a view with no dynamic property again only when its parent
/// makes a different value of it (or an `@Observable` property it read changed): a card's
/// `@State` change re-evaluates the card, not the stack above it (WWDC21 "Demystify SwiftUI":
/// a view's body runs when its dependencies change; OpenSwiftUI's `StaticBody` in
/// `Sources/OpenSwiftUICore/Data/DynamicProperty/DynamicProperty.swift`).
final class StaticBodyTests: XCTestCase {
    /// Cards made by a computed property, each with a fresh `UUID()`: identities that differ on
    /// every call, as tutorial decks write `static var data: [Card] { [...] }`.
    struct Profile: Identifiable {
        let id = UUID()
        let color: Color
        static var all: [Profile] { [Profile(color: .blue), Profile(color: .red)] }
    }

    struct DraggableCard: View {
        let profile: Profile
        @State private var offset = CGSize.zero
        var body: some View {
            profile.color
                .frame(width: 100, height: 100)
                .offset(offset)
                .gesture(DragGesture().onChanged { offset = $0.translation })
        }
    }

    /// The stack holds no state: its body, and the UUIDs it makes, run once. The drag changes
    /// only the top card's `@State`, so the same red card follows the finger 60 pt to the right.
    struct Stack: View {
        var body: some View {
            ZStack {
                ForEach(Profile.all) { DraggableCard(profile: $0) }
            }
        }
    }

    func testAChildsStateChangeKeepsAStatelessParentsBody() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 240, height: 240)
        options.safeArea = EdgeInsets()
        options.duration = 0.5
        let frames = try Simulation(Stack(), script: [.drag(to: CGSize(width: 60, height: 0), duration: 0.3)], options: options).frames()
        let last = FramePixels(try XCTUnwrap(frames.last))
        // The cards are 100 pt squares centred at (120, 120): the red one on top moved to 130…230,
        // uncovering the blue one's left part (70…130).
        XCTAssertEqual(last[200, 120], [255, 59, 48, 255], "the dragged red card, 60 pt to the right")
        XCTAssertEqual(last[90, 120], [0, 122, 255, 255], "the blue card under it, uncovered")
    }

    /// A view with no `@State` but a `Binding`: the value lives elsewhere and changes under the
    /// same binding, so its body is evaluated again when the bound value changes.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Bump") { count += 1 }
                CountLabel(count: $count)
            }
        }
    }
    struct CountLabel: View {
        @Binding var count: Int
        var body: some View { Text("count \(count)") }
    }

    func testAViewReadingABindingFollowsTheBoundValue() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 240, height: 240)
        options.duration = 0.4
        let frames = try Simulation(Counter(), script: [.tapButton("Bump"), .wait(0.1), .tapButton("Bump")], options: options).frames()
        let texts = try XCTUnwrap(frames.last).screenValues.compactMap(\.text)
        XCTAssertTrue(texts.contains("count 2"), "texts: \(texts)")
    }

    /// A stateless view reading an `@Observable` model it was given: a change to the property it
    /// read re-evaluates it, although its value (the same model reference) did not change.
    @Observable final class Score { var points = 0 }
    struct ScoreLabel: View {
        let score: Score
        var body: some View { Text("points \(score.points)") }
    }
    struct Board: View {
        let score: Score
        var body: some View {
            VStack {
                Button("Score") { score.points += 5 }
                ScoreLabel(score: score)
            }
        }
    }

    func testAStatelessViewFollowsTheObservablePropertyItRead() throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 240, height: 240)
        options.duration = 0.4
        let frames = try Simulation(Board(score: Score()), script: [.tapButton("Score")], options: options).frames()
        let texts = try XCTUnwrap(frames.last).screenValues.compactMap(\.text)
        XCTAssertTrue(texts.contains("points 5"), "texts: \(texts)")
    }
}
