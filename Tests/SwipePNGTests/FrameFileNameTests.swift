import XCTest
import SwipeBase

final class FrameFileNameTests: XCTestCase {
    func testNamesArePaddedToFiveDigitsAndGrowPastThem() {
        XCTAssertEqual(FrameFileName.name(0), "frame_00000.png")
        XCTAssertEqual(FrameFileName.name(42), "frame_00042.png")
        XCTAssertEqual(FrameFileName.name(99_999), "frame_99999.png")
        XCTAssertEqual(FrameFileName.name(100_000), "frame_100000.png")
        XCTAssertEqual(FrameFileName.stem(7), "frame_00007")
    }

    func testOnlyNamesWeWriteAreRecognised() {
        for index in [0, 12, 123_456] {
            XCTAssertTrue(FrameFileName.isFrameFileName(FrameFileName.name(index)))
        }
        for name in ["frame_1.png", "frame_0001a.png", "frame_00012.png.bak", "my_frame_00012.png", "frame_٠٠٠٠٠.png", "frame_00012"] {
            XCTAssertFalse(FrameFileName.isFrameFileName(name), name)
        }
    }
}
