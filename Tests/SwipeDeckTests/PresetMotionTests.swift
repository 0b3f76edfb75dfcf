@testable import SwipeDeck
import SwipeMotion
import SwipeRaster
import XCTest

/// The presets' motion checked against values computed independently: SwipeMotion's stepped
/// fluid spring run by hand, the geometry of FACTS.md §5 written out, the seeds' timers.
final class PresetMotionTests: XCTestCase {
    private func scene(_ preset: String, script: [ScriptStep], parameters: JSONValue? = nil) throws -> Scene {
        var scene = try XCTUnwrap(PresetCatalog.preset(named: preset)).defaultScene
        scene.script = script
        if let parameters { scene.parameters = parameters }
        return scene
    }

    /// tinder-stack turns the card about its own centre, then offsets it (rotationEffect before
    /// offset), then the stack scales it: centre = C + (0, −12·depth) + s·d.
    /// card-stack offsets, then rotates about the un-offset centre: centre = C + R(θ)·(s-scaled) d.
    func testOffsetThenRotateAndRotateThenOffsetGiveTheHandComputedCentres() throws {
        let tinder = try DeckSimulation(scene: scene("tinder-stack", script: [
            .drag(translation: Point(100, 40), duration: 0.2, easing: .linear, from: nil), .wait(2),
        ])).run()
        let top = try XCTUnwrap(tinder.last?.cards.last)
        let offset = top.values.first { $0.name == "offset" }!.value.vector
        XCTAssertEqual(offset.x, 100, accuracy: 1e-6)
        let tinderCentre = top.transform.apply(Point(top.width / 2, top.height / 2))
        let stack = TinderStackView.defaultScene()
        let expectedTinder = Point(stack.canvas.width / 2 + offset.x, (stack.canvas.height - 34 - 47 - 620) / 2 + 47 + 260 + offset.y)
        XCTAssertEqual(tinderCentre.x, expectedTinder.x, accuracy: 1e-6)
        XCTAssertEqual(tinderCentre.y, expectedTinder.y, accuracy: 1e-6)

        let cards = try DeckSimulation(scene: scene("card-stack", script: [
            .drag(translation: Point(100, 40), duration: 0.2, easing: .linear, from: nil), .wait(2),
        ])).run()
        let card = try XCTUnwrap(cards.last?.cards.last)
        let rotation = card.values.first { $0.name == "rotation" }!.value.scalar
        let dragged = card.values.first { $0.name == "offset" }!.value.vector
        XCTAssertEqual(dragged.y, 10, accuracy: 1e-6, "card-stack damps vertical drag to a quarter")
        // The card's centre at rest (frame 0: no offset, rotation or scale) is C.
        let rest = try XCTUnwrap(cards.first?.cards.last)
        let c = rest.transform.apply(Point(rest.width / 2, rest.height / 2))
        let theta = rotation * Double.pi / 180
        let expected = Point(c.x + cos(theta) * dragged.x - sin(theta) * dragged.y,
                             c.y + sin(theta) * dragged.x + cos(theta) * dragged.y)
        let centre = card.transform.apply(Point(card.width / 2, card.height / 2))
        XCTAssertEqual(centre.x, expected.x, accuracy: 1e-6)
        XCTAssertEqual(centre.y, expected.y, accuracy: 1e-6)
        XCTAssertNotEqual(centre.y, c.y + dragged.y, accuracy: 1, "rotation swings the offset card on an arc")
    }

    /// swipe-view removes the swiped card exactly 0.3 s after the release (asyncAfter on the
    /// virtual clock), without animation.
    func testAsyncAfterFiresOnTime() throws {
        let scene = try scene("swipe-view", script: [
            .drag(translation: Point(160, 0), duration: 0.25, easing: .linear, from: nil), .release, .wait(1),
        ])
        // Released at 0.25 s (frame 15); clearSelected() runs at the display frame at 0.55 s.
        let frames = try DeckSimulation(scene: scene).run()
        let topCard = "card-\(scene.cards.count - 1)"
        XCTAssertTrue(frames[32].cards.contains { $0.id == topCard })
        XCTAssertFalse(frames[33].cards.contains { $0.id == topCard })
    }

    /// drag-gesture: @GestureState resets on release and the reset animates with the card's
    /// `.animation(.interactiveSpring())`: no jump, a return to zero within a second.
    func testGestureStateResetAnimates() throws {
        let frames = try DeckSimulation(scene: scene("drag-gesture", script: [
            .drag(translation: Point(120, 0), duration: 0.3, easing: .linear, from: nil), .wait(0.3), .release, .wait(1),
        ])).run()
        func offset(_ frame: SimulatedFrame) -> Double { frame.cards[0].values.first { $0.name == "offset" }!.value.vector.x }
        let releaseFrame = 36  // t = 0.6 s at 60 fps
        XCTAssertEqual(offset(frames[releaseFrame - 1]), 120, accuracy: 0.5)
        let next = offset(frames[releaseFrame + 1])
        XCTAssertLessThan(next, 120)
        XCTAssertGreaterThan(next, 40, "the reset is animated, not a jump")
        XCTAssertEqual(offset(frames[releaseFrame + 60]), 0, accuracy: 1e-9)
    }

    /// trip-deck: a removed card runs `.move(edge: .trailing).combined(with: .move(edge: .bottom))`
    /// and ends displaced by the view's own size, (+width, +height); the next card is inserted
    /// behind with `.identity`.
    func testRemovalTransitionEndsWhereTheMoveTransitionSays() throws {
        let scene = try scene("trip-deck", script: [
            .drag(translation: Point(130, 0), duration: 0.3, easing: .linear, from: nil), .release, .wait(8),
        ])
        let simulation = try DeckSimulation(scene: scene)
        let player = try DeckPlayer(simulation: simulation)
        let leaving = player.snapshot(at: 0.31).first { $0.id == "card-0" }
        XCTAssertEqual(leaving?.isLeaving, true)
        XCTAssertTrue(player.snapshot(at: 0.31).contains { $0.id == "card-2" }, "the next trip is inserted at once")
        var last: Point?
        for step in 1...400 {
            let time = 0.31 + Double(step) * 0.02
            guard let element = player.snapshot(at: time).first(where: { $0.id == "card-0" }) else { break }
            last = element.vector("transitionOffset")
        }
        let preset = try TripDeckPreset(scene: scene)
        let end = try XCTUnwrap(last)
        XCTAssertEqual(end.x, scene.canvas.width, accuracy: 1)
        XCTAssertEqual(end.y, preset.cardRect.height + 28, accuracy: 1)
        XCTAssertFalse(player.snapshot(at: 9).contains { $0.id == "card-0" }, "removed once its transition finished")
    }

    /// card-stack: a short flick whose predicted end passes 0.35 × width swipes; a slow drag of
    /// the same distance springs back (the decision uses predictedEndTranslation).
    func testCardStackDecidesOnThePredictedEnd() throws {
        let flick = try DeckSimulation(scene: scene("card-stack", script: [
            .fling(translation: Point(60, 0), duration: 0.2, velocity: Point(900, 0), from: nil), .wait(1),
        ])).run()
        let slow = try DeckSimulation(scene: scene("card-stack", script: [
            .drag(translation: Point(60, 0), duration: 0.5, easing: .easeOut, from: nil), .release, .wait(1),
        ])).run()
        func card0(_ frames: [SimulatedFrame]) -> CardPlacement? { frames.last?.cards.first { $0.id == "card-0" } }
        XCTAssertEqual(card0(flick)?.values.first { $0.name == "offset" }?.value.vector.x ?? 0, 326 * 1.5, accuracy: 0.01)
        XCTAssertEqual(card0(slow)?.values.first { $0.name == "offset" }?.value.vector.x ?? -1, 0, accuracy: 1e-9)
    }
}
