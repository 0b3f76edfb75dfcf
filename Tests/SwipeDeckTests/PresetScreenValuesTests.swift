import SwipeDeck
import SwipeRaster
import XCTest
import SwipeUI

/// What the manifest records besides the cards' placement: values inside a
/// card (seed 003's LIKE/NOPE stamp opacities) and the views outside the cards (seed 004's
/// counters, seed 002's bottom bar), each named by its view's path.
final class PresetScreenValuesTests: XCTestCase {
    private func frames(_ preset: String, _ script: [ScriptStep]) throws -> [SimulatedFrame] {
        var scene = try XCTUnwrap(PresetCatalog.preset(named: preset)).defaultScene
        scene.script = script
        return try DeckSimulation(scene: scene).run()
    }

    private func scalar(_ card: CardPlacement?, _ name: String) throws -> Double {
        try XCTUnwrap(card?.values.first { $0.name == name }, "no value \(name) in \(card?.values.map(\.name) ?? [])").value.scalar
    }

    func testTinderStampsFollowTheDragInsideTheCard() throws {
        // A 40 pt drag right: LIKE shows width / 80 (both animate with the drag's spring),
        // NOPE stays hidden.
        let run = try frames("tinder-stack", [.drag(translation: Point(40, 0), duration: 0.5, easing: .linear, from: nil), .wait(0.5)])
        let top = run.last?.cards.first { $0.id == "card-0" }
        let offset = try XCTUnwrap(top?.values.first { $0.name == "offset" }).value.vector.x
        XCTAssertEqual(offset, 40, accuracy: 1e-3)
        XCTAssertEqual(try scalar(top, ".frame/ZStack/.opacity"), offset / 80, accuracy: 1e-9)
        XCTAssertEqual(try scalar(top, ".frame/ZStack/HStack/.opacity"), 0)
        XCTAssertEqual(try scalar(run.first?.cards.first { $0.id == "card-0" }, ".frame/ZStack/.opacity"), 0)
    }

    func testCardStackCountersAreRecordedAsTexts() throws {
        let run = try frames("card-stack", [.fling(translation: Point(80, 0), duration: 0.2, velocity: Point(900, 0), from: nil), .wait(1)])
        func counters(_ frame: SimulatedFrame?) -> [String] {
            (frame?.views ?? []).compactMap { name, value in
                guard name.contains("/Label/"), case .text(let text) = value else { return nil }
                return text
            }
        }
        XCTAssertEqual(counters(run.first), ["0", "0"], "passed, liked")
        XCTAssertEqual(counters(run.last), ["0", "1"], "a right swipe counts as liked")
    }

    func testTripDeckBottomBarFadesWhileDragging() throws {
        let run = try frames("trip-deck", [.drag(translation: Point(80, 0), duration: 0.6, easing: .linear, from: nil), .release, .wait(1)])
        func bar(_ frame: SimulatedFrame) -> Double? {
            frame.views.first { $0.name == "TripDeckView/VStack/.animation/.opacity" }.map { name, value in
                if case .attribute(let a) = value { return a.scalar }
                return -1
            }
        }
        XCTAssertEqual(run.first.flatMap(bar), 1)
        let lowest = try XCTUnwrap(run.compactMap(bar).min())
        XCTAssertLessThan(lowest, 0.1, "the bar fades out while the card is dragged")
        XCTAssertEqual(run.last.flatMap(bar) ?? 0, 1, accuracy: 1e-6, "and back after the release")
    }
}
