import SwipeDeck
import SwipeUI
import XCTest

/// A scene's `dynamicTypeSize`: read by its Swift name, written when it is not the default,
/// an unknown name is an error that lists the known ones, and it reaches the deck's text.
final class SceneDynamicTypeTests: XCTestCase {
    func testTheKeyIsReadWrittenAndRoundTrips() throws {
        let scene = try SceneReader.parse(#"{"preset": "swipe-view", "dynamicTypeSize": "accessibility2"}"#)
        XCTAssertEqual(scene.dynamicTypeSize, .accessibility2)
        XCTAssertEqual(try SceneReader.parse(#"{"preset": "swipe-view"}"#).dynamicTypeSize, .large, "iOS's default")

        let text = JSONWriter.write(SceneWriter.json(scene))
        XCTAssertTrue(text.contains(#""dynamicTypeSize": "accessibility2""#), text)
        XCTAssertEqual(try SceneReader.parse(text), scene)
        let preset = try XCTUnwrap(PresetCatalog.preset(named: "swipe-view")).defaultScene
        XCTAssertFalse(JSONWriter.write(SceneWriter.json(preset)).contains("dynamicTypeSize"), "the default is not written")
    }

    func testAnUnknownSizeListsTheKnownOnes() {
        XCTAssertThrowsError(try SceneReader.parse(#"{"preset": "swipe-view", "dynamicTypeSize": "xxlarge"}"#, file: "s.json")) { error in
            XCTAssertEqual(
                "\(error)",
                "s.json:1:45: dynamicTypeSize: 'xxlarge' is not one of xSmall, small, medium, large, xLarge, xxLarge, "
                    + "xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5; did you mean 'xxLarge'?")
        }
    }

    /// swipe-view's "Card Swipe" title is `.largeTitle` (34 pt at `.large`, 44 at AX1) above the
    /// cards, which fill what is left: a larger title leaves shorter cards.
    func testTheSizeReachesTheDecksText() throws {
        func cardHeight(_ json: String) throws -> Double {
            let frames = try DeckSimulation(scene: try SceneReader.parse(json)).run(recording: { _ in false })
            return try XCTUnwrap(frames.first?.cards.first).height
        }
        let byDefault = try cardHeight(#"{"preset": "swipe-view", "duration": 0}"#)
        XCTAssertEqual(try cardHeight(#"{"preset": "swipe-view", "duration": 0, "dynamicTypeSize": "large"}"#), byDefault)
        XCTAssertLessThan(try cardHeight(#"{"preset": "swipe-view", "duration": 0, "dynamicTypeSize": "accessibility1"}"#), byDefault - 5)
    }
}
