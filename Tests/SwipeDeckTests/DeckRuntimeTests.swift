@testable import SwipeDeck
import SwipeMotion
import SwipeRaster
import XCTest

/// The runtime's SwiftUI rules on a one-attribute test preset.
final class DeckRuntimeTests: XCTestCase {
    final class OneValue: DeckPreset {
        var x = 0.0
        var present = true
        var implicit: ImplicitAnimation?
        var semantics: AnimationSemantics { .ios17 }
        var defaultTouchPoint: Point { .zero }
        var minimumDragDistance: Double { 10 }
        var buttons: [String] { [] }
        func viewModel() -> ViewModel {
            guard present else { return ViewModel() }
            return ViewModel(elements: [ElementModel(id: "e", attributes: [AttributeModel("x", .scalar(x), implicitAnimation: implicit)],
                                                     removal: .move(by: Point(100, 0), attribute: "x"))])
        }
        func dragChanged(_ value: DragValue, deck: DeckRuntime) {}
        func dragEnded(_ value: DragValue, deck: DeckRuntime) {}
        func tap(_ button: String, deck: DeckRuntime) {}
        func display(_ elements: [ElementSnapshot], time: Double) -> FrameDisplay { FrameDisplay(items: [], cards: []) }
    }

    private func value(_ deck: DeckRuntime, at time: Double) -> Double? {
        deck.snapshot(at: time).first?.scalar("x")
    }

    /// A spring that replaces a running spring starts from its value and velocity: the motion
    /// is continuous in value and in velocity across the retarget.
    func testRetargetingKeepsValueAndVelocity() throws {
        let preset = OneValue()
        let deck = DeckRuntime(preset: preset)
        let spring = try AnimationParser.parse(".spring(response: 0.4, dampingFraction: 0.8)")
        deck.withAnimation(spring) { preset.x = 100 }
        deck.advance(to: 0.15)
        let before = try XCTUnwrap(value(deck, at: 0.15))
        let velocityBefore = try XCTUnwrap(deck.velocity(ofElement: "e", attribute: "x", at: 0.15)).scalar
        XCTAssertGreaterThan(velocityBefore, 100)
        deck.withAnimation(try AnimationParser.parse(".snappy")) { preset.x = -50 }
        XCTAssertEqual(try XCTUnwrap(value(deck, at: 0.15)), before, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(deck.velocity(ofElement: "e", attribute: "x", at: 0.15)).scalar, velocityBefore, accuracy: 1e-9)
        // One display frame later it still moves the old way: velocity carried over, not reset to 0.
        XCTAssertGreaterThan(try XCTUnwrap(value(deck, at: 0.15 + 1.0 / 60)), before)
    }

    /// Interpolating springs combine: output_i = output_(i−1) + f_i(t − s_i)·(T_i − output_(i−1)).
    func testInterpolatingSpringsCombine() throws {
        let preset = OneValue()
        let deck = DeckRuntime(preset: preset)
        let animation = try AnimationParser.parse(".interpolatingSpring(stiffness: 180, damping: 20)")
        let spring = Spring(mass: 1, stiffness: 180, damping: 20)
        deck.withAnimation(animation) { preset.x = 100 }
        deck.advance(to: 0.1)
        deck.withAnimation(animation) { preset.x = 40 }
        let t = 0.25
        let first = 0 + spring.value(target: 1, time: t) * (100 - 0)
        let expected = first + spring.value(target: 1, time: t - 0.1) * (40 - first)
        XCTAssertEqual(try XCTUnwrap(value(deck, at: t)), expected, accuracy: 1e-9)
    }

    /// `.animation(_:value:)` fires only when its watched value changes.
    func testImplicitAnimationWatchesItsValue() throws {
        let preset = OneValue()
        let linear = try AnimationParser.parse(".linear(duration: 1)")
        preset.implicit = ImplicitAnimation(linear, watching: .scalar(0))
        let deck = DeckRuntime(preset: preset)
        deck.update { preset.x = 10 }  // watched value unchanged: no animation
        XCTAssertEqual(try XCTUnwrap(value(deck, at: 0)), 10)
        preset.implicit = ImplicitAnimation(linear, watching: .scalar(1))
        deck.update { preset.x = 20 }
        XCTAssertEqual(try XCTUnwrap(value(deck, at: 0.5)), 15, accuracy: 1e-9)
    }

    /// A removed element animates its removal transition and then leaves the screen; removed
    /// without an animation it leaves at once.
    func testRemovalTransitionRunsThenTheElementLeaves() throws {
        let preset = OneValue()
        let deck = DeckRuntime(preset: preset)
        deck.withAnimation(try AnimationParser.parse(".linear(duration: 1)")) { preset.present = false }
        XCTAssertEqual(try XCTUnwrap(value(deck, at: 0.5)), 50, accuracy: 1e-9)
        XCTAssertTrue(deck.snapshot(at: 0.5).first!.isLeaving)
        XCTAssertTrue(deck.snapshot(at: 1.0).isEmpty)

        let other = OneValue()
        let immediate = DeckRuntime(preset: other)
        immediate.update { other.present = false }
        XCTAssertTrue(immediate.snapshot(at: 0).isEmpty)
    }

    /// Timers fire in time order, and ties in the order they were scheduled.
    func testTimersFireInOrder() {
        let preset = OneValue()
        let deck = DeckRuntime(preset: preset)
        var fired: [String] = []
        deck.asyncAfter(0.3) { _ in fired.append("b") }
        deck.asyncAfter(0.1) { _ in fired.append("a") }
        deck.asyncAfter(0.3) { _ in fired.append("c") }
        deck.advance(to: 0.29)
        XCTAssertEqual(fired, ["a"])
        deck.advance(to: 0.3)
        XCTAssertEqual(fired, ["a", "b", "c"])
    }
}
