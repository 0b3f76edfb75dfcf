import SwipeGoldenTesting
import XCTest

/// Golden-tests the five seed systems: each preset's default scene against `Goldens/<preset>/`.
/// Paths are relative to this file (`Tests/GoldenFramesTests/`). Under CI=true a missing golden
/// frame fails; locally it is recorded, and the test fails asking for a re-run.
final class PresetGoldenTests: XCTestCase {
    func testSwipeView() { assertGoldenFrames("../../Goldens/swipe-view") }
    func testDragGesture() { assertGoldenFrames("../../Goldens/drag-gesture") }
    func testTripDeck() { assertGoldenFrames("../../Goldens/trip-deck") }
    func testTinderStack() { assertGoldenFrames("../../Goldens/tinder-stack") }
    func testCardStack() { assertGoldenFrames("../../Goldens/card-stack") }
}
