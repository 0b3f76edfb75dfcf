import SwipeDeck
import XCTest
import SwipeUI

/// Frame selections and contact-sheet sampling. (A script's touch samples are SwipeUI's
/// `TouchTimeline`, tested in SwipeUIPublicAPITests/TouchTimelineTests.)
final class FrameSelectionTests: XCTestCase {
    func testFrameSelection() throws {
        XCTAssertEqual(try FrameSelection("0..3,10,::50").indices(frameCount: 120), [0, 1, 2, 3, 10, 50, 100])
        XCTAssertEqual(try FrameSelection("100:").indices(frameCount: 103), [100, 101, 102])
        XCTAssertEqual(try FrameSelection("5:20:5").indices(frameCount: 100), [5, 10, 15])
        XCTAssertThrowsError(try FrameSelection("3..1"))
        XCTAssertThrowsError(try FrameSelection("::0"))
        XCTAssertThrowsError(try FrameSelection("a"))
        XCTAssertThrowsError(try FrameSelection("1,,2"))
        XCTAssertThrowsError(try FrameSelection("0..500").indices(frameCount: 100)) {
            XCTAssertTrue("\($0)".contains("the scene has 100 frames"))
        }
    }

    func testContactSheetSamplesIncludeFirstAndLast() {
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 227).first, 0)
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 227).last, 226)
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 227).count, 12)
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 5), [0, 1, 2, 3, 4])
        XCTAssertEqual(ContactSheet.sampleIndices(frameCount: 1), [0])
    }
}
