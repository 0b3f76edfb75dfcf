import SwipeDeck
import XCTest
import SwipeBase

final class SuggestionsTests: XCTestCase {
    func testSuggestionsUseEditDistance() {
        XCTAssertEqual(Suggestions.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestions.closest(to: "prests", among: ["preset", "presets"]), "presets")
        XCTAssertNil(Suggestions.closest(to: "zzzzzzzz", among: ["render", "verify"]))
    }
}
