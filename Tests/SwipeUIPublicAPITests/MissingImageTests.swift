import SwipeUI
import XCTest

/// An image name with no bitmap (`Image("photo1")`, neither registered nor a file) does not fail
/// the simulation: iOS draws nothing and logs. Laid out as iOS does — no intrinsic size, so a
/// plain image is 0 × 0 and a resizable one takes the frame it is given — it draws a labelled
/// grey placeholder there, and the name is listed once in `Simulation.warnings`.
final class MissingImageTests: XCTestCase {
    struct PhotoCard: View {
        var body: some View {
            VStack(spacing: 0) {
                Image("photo1").resizable().frame(width: 200, height: 300).accessibilityIdentifier("resizable")
                Image("photo1").accessibilityIdentifier("plain")
            }
        }
    }

    func testAMissingImageDrawsALabelledPlaceholderInItsFrameAndWarnsOnce() throws {
        let simulation = try Simulation(PhotoCard(), options: .smallTestCanvas)
        let frames = try simulation.frames()
        let first = try XCTUnwrap(frames.first)
        let views = Dictionary(uniqueKeysWithValues: first.identifiedViews.map { ($0.identifier, $0) })
        let resizable = try XCTUnwrap(views["resizable"]), plain = try XCTUnwrap(views["plain"])
        XCTAssertEqual(resizable.size, CGSize(width: 200, height: 300), "a resizable image fills its frame")
        XCTAssertEqual(plain.size, .zero, "no intrinsic size")
        // The 240 × 400 canvas centres the 200 × 300 card: x 20…220, y 50…350.
        XCTAssertEqual(resizable.transform[4], 20, accuracy: 1e-9)
        XCTAssertEqual(resizable.transform[5], 50, accuracy: 1e-9)
        let pixels = FramePixels(first)
        XCTAssertEqual(pixels[25, 55], [229, 229, 234, 255], "systemGray5 fill near the top-leading corner")
        XCTAssertEqual(pixels[215, 345], [229, 229, 234, 255], "… and the bottom-trailing one")
        XCTAssertEqual(pixels[10, 200], [255, 255, 255, 255], "nothing outside the frame")
        // The name is written across the middle row in darker (secondary label) ink.
        let middle = (20..<220).map { pixels[$0, 200] }
        XCTAssertTrue(middle.contains { $0[0] < 200 }, "the name is drawn")
        XCTAssertEqual(simulation.warnings.count, 1)
        XCTAssertTrue(simulation.warnings[0].contains("no image named \"photo1\""), simulation.warnings[0])
        try first.write(to: "/tmp/swipesim-tests/missing-image.png")
    }

    func testAFileThatIsNotAPNGIsStillAnError() throws {
        let path = NSTemporaryDirectory() + "not-a-png-\(getpid()).png"
        try Data("text".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        struct Photo: View {
            let path: String
            var body: some View { Image(path).resizable() }
        }
        XCTAssertThrowsError(try Simulation(Photo(path: path), options: .smallTestCanvas).frames()) { error in
            XCTAssertTrue("\(error)".contains("is not a readable PNG"), "\(error)")
        }
    }
}
