import SwipeDeck
import SwipeGolden
import SwipeGoldenDeck
import XCTest
import SwipeBase

/// `DeckGoldenRenderer.prepare(sceneAt:selecting:)` simulates a golden's scene once for both its
/// motion and its frames (what `verify` calls); it must give what the two separate calls give:
/// the same motion, the same frames and the same font fingerprint, taken without drawing. Its
/// frames are drawn into buffers the caller gives back, changed, which must not show.
final class DeckPreparedSceneTests: XCTestCase {
    /// A committed golden's scene (scale 1; the status bar sets its time in Inter SemiBold).
    static let scenePath = DeckGoldenAcceptanceTests.goldens + "/tinder-stack/scene.json"

    func testOneSimulationGivesTheMotionAndFramesOfTwo() throws {
        let renderer = DeckGoldenRenderer()
        let wanted = [0, 37, 120, 121]
        var asked: [Int?] = []
        let scene = try renderer.prepare(sceneAt: Self.scenePath) { frameCount in
            asked.append(frameCount)
            return wanted
        }
        let motion = try XCTUnwrap(try renderer.motion(sceneAt: Self.scenePath))
        XCTAssertEqual(asked, [motion.frames.count], "asked once, with the scene's frame count")
        XCTAssertEqual(scene.motion, motion)

        let expected = try renderer.render(sceneAt: Self.scenePath, frames: wanted)
        let frames = try scene.frames()
        XCTAssertEqual(frames.count, wanted.count)
        XCTAssertFalse(expected[0].fingerprint.isEmpty)
        for k in 0..<frames.count {
            var frame = try frames.frame(k)
            XCTAssertEqual(frame.index, expected[k].index)
            XCTAssertEqual(frame.time, expected[k].time)
            XCTAssertEqual(frame.fingerprint, expected[k].fingerprint, "frame \(wanted[k])")
            XCTAssertTrue(frame.pixels == expected[k].pixels, "frame \(wanted[k]) differs")
            // Its own buffer given back scribbled over: the next frame drawn into it must not show it.
            var pixels = frame.pixels
            frame.pixels = []
            pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 0x5A) }
            frames.recycle(pixels)
        }
    }

    func testTheFramesErrorWaitsForTheMotion() throws {
        let renderer = DeckGoldenRenderer()
        let scene = try renderer.prepare(sceneAt: Self.scenePath) { frameCount in [try XCTUnwrap(frameCount)] }
        XCTAssertNotNil(scene.motion)
        XCTAssertThrowsError(try scene.frames()) { error in
            XCTAssertTrue("\(error)".contains("golden.json asks for frame"), "\(error)")
        }
    }

    func testASelectionErrorIsThrown() {
        struct Refused: Error {}
        XCTAssertThrowsError(try DeckGoldenRenderer().prepare(sceneAt: Self.scenePath) { _ in throw Refused() }) { error in
            XCTAssertTrue(error is Refused, "\(error)")
        }
    }
}
