import SwipeGoldenTesting
import XCTest

/// A user's golden test: the golden folder is given relative to this file.
final class SwipeLeftTests: XCTestCase {
    func testSwipeLeft() {
        assertGoldenFrames("Goldens/swipe-left")
    }
}
