import SwipeDeck
import SwipeMotion
import SwipeRaster
import XCTest
import SwipeUI

/// The presets' motion checked against values computed independently: SwipeMotion's stepped
/// fluid spring run by hand, the geometry of SwipeUI README's "Geometry effects and transitions" written out, the seeds' timers.
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
        let tinder = try DeckSimulation(
            scene: scene(
                "tinder-stack",
                script: [
                    .drag(translation: Point(100, 40), duration: 0.2, easing: .linear, from: nil), .wait(2),
                ])
        ).run()
        let top = try XCTUnwrap(tinder.last?.cards.last { $0.id.hasPrefix("card-") })
        let offset = top.values.first { $0.name == "offset" }!.value.vector
        XCTAssertEqual(offset.x, 100, accuracy: 1e-6)
        let tinderCentre = top.transform.apply(Point(top.width / 2, top.height / 2))
        let stack = try XCTUnwrap(PresetCatalog.preset(named: "tinder-stack")).defaultScene
        // The card's top edge, 118.5 laid out, is on the pixel grid at 119 (scale 1).
        let expectedTinder = Point(stack.canvas.width / 2 + offset.x, onPixelGrid((stack.canvas.height - 34 - 47 - 620) / 2 + 47) + 260 + offset.y)
        XCTAssertEqual(tinderCentre.x, expectedTinder.x, accuracy: 1e-6)
        XCTAssertEqual(tinderCentre.y, expectedTinder.y, accuracy: 1e-6)

        let cards = try DeckSimulation(
            scene: scene(
                "card-stack",
                script: [
                    .drag(translation: Point(100, 40), duration: 0.2, easing: .linear, from: nil), .wait(2),
                ])
        ).run()
        let card = try XCTUnwrap(cards.last?.cards.last)
        let rotation = card.values.first { $0.name == "rotation" }!.value.scalar
        let dragged = card.values.first { $0.name == "offset" }!.value.vector
        XCTAssertEqual(dragged.y, 10, accuracy: 1e-6, "card-stack damps vertical drag to a quarter")
        // The card's centre at rest (frame 0: no offset, rotation or scale) is C.
        let rest = try XCTUnwrap(cards.first?.cards.last)
        let c = rest.transform.apply(Point(rest.width / 2, rest.height / 2))
        let theta = rotation * Double.pi / 180
        let expected = Point(
            c.x + cos(theta) * dragged.x - sin(theta) * dragged.y,
            c.y + sin(theta) * dragged.x + cos(theta) * dragged.y)
        let centre = card.transform.apply(Point(card.width / 2, card.height / 2))
        XCTAssertEqual(centre.x, expected.x, accuracy: 1e-6)
        XCTAssertEqual(centre.y, expected.y, accuracy: 1e-6)
        XCTAssertNotEqual(centre.y, c.y + dragged.y, accuracy: 1, "rotation swings the offset card on an arc")
    }

    /// swipe-view removes the swiped card exactly 0.3 s after the release (asyncAfter on the
    /// virtual clock), without animation.
    func testAsyncAfterFiresOnTime() throws {
        let scene = try scene(
            "swipe-view",
            script: [
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
        let frames = try DeckSimulation(
            scene: scene(
                "drag-gesture",
                script: [
                    .drag(translation: Point(120, 0), duration: 0.3, easing: .linear, from: nil), .wait(0.3), .release, .wait(1),
                ])
        ).run()
        func offset(_ frame: SimulatedFrame) -> Double { frame.cards[0].values.first { $0.name == "offset" }!.value.vector.x }
        let releaseFrame = 36  // t = 0.6 s at 60 fps
        XCTAssertEqual(offset(frames[releaseFrame - 1]), 120, accuracy: 0.5)
        let next = offset(frames[releaseFrame + 1])
        XCTAssertLessThan(next, 120)
        XCTAssertGreaterThan(next, 40, "the reset is animated, not a jump")
        XCTAssertEqual(offset(frames[releaseFrame + 60]), 0, accuracy: 1e-9)
    }

    /// trip-deck: a card released past +80 pt leaves with `.move(edge: .trailing).combined(with:
    /// .move(edge: .bottom))`, one released past −80 pt with `.leading` instead: on top of where
    /// its drag left it (offset d, then scale s, then rotation θ about the card's centre C: C +
    /// R(θ)·s·d), it ends displaced by its card view's own size (the card plus its 15 pt horizontal
    /// padding wide, the card high) toward the swiped side and down. The next trip is inserted
    /// behind at the release, and the leaving card is removed once its transition ends.
    func testRemovalTransitionMovesTowardTheSwipedSideByTheCardViewsSize() throws {
        func centre(_ card: CardPlacement) -> Point { card.transform.apply(Point(card.width / 2, card.height / 2)) }
        func value(_ name: String, of card: CardPlacement) throws -> AttributeValue {
            try XCTUnwrap(card.values.first { $0.name == name }).value
        }
        for sign in [1.0, -1.0] {
            let frames = try DeckSimulation(
                scene: scene(
                    "trip-deck",
                    script: [
                        .drag(translation: Point(130 * sign, 0), duration: 0.3, easing: .linear, from: nil), .release, .wait(8),
                    ])
            ).run()
            func card(_ id: String, in frame: SimulatedFrame) -> CardPlacement? { frame.cards.first { $0.id == id } }
            let rest = centre(try XCTUnwrap(card("card-0", in: frames[0])))
            let releaseFrame = 18  // 0.3 s at 60 fps
            XCTAssertNil(card("card-2", in: frames[releaseFrame - 1]))
            XCTAssertNotNil(card("card-2", in: frames[releaseFrame]), "the next trip is inserted at the release")
            let lastShown = try XCTUnwrap(frames.last { card("card-0", in: $0) != nil })
            XCTAssertLessThan(lastShown.index, frames.count - 1, "removed once its transition finished")
            let leaving = try XCTUnwrap(card("card-0", in: lastShown))
            let d = try value("offset", of: leaving).vector, s = try value("scale", of: leaving).vector.x
            let theta = try value("rotation", of: leaving).scalar * Double.pi / 180
            // It keeps the last delivered translation: the sample of 34/120 s (the lift replaces
            // the moves of its frame) from where the finger was when the press completed (2/120 s).
            XCTAssertEqual(d.x, 130 * sign * (34 - 2) / 36, accuracy: 1e-9, "the leaving card keeps its drag offset")
            let dragged = Point(rest.x + s * (cos(theta) * d.x - sin(theta) * d.y), rest.y + s * (sin(theta) * d.x + cos(theta) * d.y))
            let end = centre(leaving)
            XCTAssertEqual(end.x - dragged.x, sign * (leaving.width + 30), accuracy: 1, "sign \(sign)")
            XCTAssertEqual(end.y - dragged.y, leaving.height, accuracy: 1, "sign \(sign)")
        }
    }

    /// card-stack: a short flick whose predicted end passes 0.35 × width swipes; a slow drag of
    /// the same distance springs back (the decision uses predictedEndTranslation).
    func testCardStackDecidesOnThePredictedEnd() throws {
        let flick = try DeckSimulation(
            scene: scene(
                "card-stack",
                script: [
                    .fling(translation: Point(60, 0), duration: 0.2, velocity: Point(900, 0), from: nil), .wait(1),
                ])
        ).run()
        let slow = try DeckSimulation(
            scene: scene(
                "card-stack",
                script: [
                    .drag(translation: Point(60, 0), duration: 0.5, easing: .easeOut, from: nil), .release, .wait(1),
                ])
        ).run()
        func card0(_ frames: [SimulatedFrame]) -> CardPlacement? { frames.last?.cards.first { $0.id == "card-0" } }
        XCTAssertEqual(card0(flick)?.values.first { $0.name == "offset" }?.value.vector.x ?? 0, 326 * 1.5, accuracy: 0.01)
        XCTAssertEqual(card0(slow)?.values.first { $0.name == "offset" }?.value.vector.x ?? -1, 0, accuracy: 1e-9)
    }

    /// A scene parameter may carry SwiftUI's animation modifiers: card-stack's swipe with
    /// `.delay(0.15)` holds the released card where the drag left it for 0.15 s (nine display
    /// frames), then flies it out as the undelayed swipe does from the release.
    func testASceneParameterWithADelayDelaysTheSwipe() throws {
        let script: [ScriptStep] = [.drag(translation: Point(160, 0), duration: 0.25, easing: .linear, from: nil), .release, .wait(1)]
        var parameters = try XCTUnwrap(PresetCatalog.preset(named: "card-stack")).defaultScene.parameters
        guard case var .object(fields) = parameters else { return XCTFail("parameters are an object") }
        fields = fields.map { $0.key == "swipeAnimation" ? ($0.key, .string(".snappy(duration: 0.4).delay(0.15)")) : $0 }
        parameters = .object(fields)
        let plain = try DeckSimulation(scene: scene("card-stack", script: script)).run()
        let delayed = try DeckSimulation(scene: scene("card-stack", script: script, parameters: parameters)).run()
        func x(_ frames: [SimulatedFrame], _ n: Int) throws -> Double {
            let card = try XCTUnwrap(frames[n].cards.first { $0.id == "card-0" })
            return try XCTUnwrap(card.values.first { $0.name == "offset" }).value.vector.x
        }
        let release = 15
        XCTAssertGreaterThan(try x(plain, release + 5), try x(plain, release) + 50, "the plain swipe flies out at once")
        for n in release...(release + 8) {
            XCTAssertEqual(try x(delayed, n), try x(delayed, release), accuracy: 1e-9, "frame \(n) waits")
        }
        XCTAssertGreaterThan(try x(delayed, release + 14), try x(delayed, release) + 50, "then it flies out")
    }
}
