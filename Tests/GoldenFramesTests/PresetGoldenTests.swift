import SwipeGoldenTesting
import XCTest

/// Golden-tests the five seed systems: each preset's default scene against `Goldens/<preset>/`.
/// Under CI=true a missing golden frame fails; locally it is recorded.
final class PresetGoldenTests: XCTestCase {
    /// The package root, found from this file's path (tests may run from any folder).
    private let goldens: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Goldens"
    }()

    func testSwipeView() { assertGoldenFrames(goldens + "/swipe-view") }
    func testDragGesture() { assertGoldenFrames(goldens + "/drag-gesture") }
    func testTripDeck() { assertGoldenFrames(goldens + "/trip-deck") }
    func testTinderStack() { assertGoldenFrames(goldens + "/tinder-stack") }
    func testCardStack() { assertGoldenFrames(goldens + "/card-stack") }
}
