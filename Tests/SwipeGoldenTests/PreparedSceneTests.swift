import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

/// The verifier asks a renderer for a golden's motion and frames in one call
/// (`GoldenRenderer.prepare(sceneAt:selecting:)`), so a renderer can simulate a scene once for
/// both, and gives back the pixels of each frame no report keeps (`PreparedFrames.recycle`).
/// Renderers that implement only the separate calls keep working, with their errors in the
/// same order.
final class PreparedSceneTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-prepared") }
    override func tearDown() { directory.remove() }

    /// Motion and frames from one call; the separate calls must not be used.
    final class OneCallRenderer: GoldenRenderer {
        var changed: Set<Int> = []
        let motion = cardMotion(frames: 8) { 10 + 2 * Double($0) }
        private(set) var calls: [Int?] = []
        private(set) var separateCalls = 0
        /// The pixels given back, in the order they came (one thread draws here).
        private(set) var recycled: [[UInt8]] = []

        func image(_ index: Int) -> PNGImage { TestImages.frame(changed.contains(index) ? index + 4 : index) }

        func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
            separateCalls += 1
            return []
        }

        func motion(sceneAt path: String) throws -> MotionRecording? {
            separateCalls += 1
            return nil
        }

        func prepare(sceneAt path: String, selecting select: (Int?) throws -> [Int]) throws -> PreparedScene {
            let frames = try select(motion.frames.count)
            calls.append(motion.frames.count)
            return PreparedScene(motion: motion) {
                PreparedFrames(
                    count: frames.count,
                    draw: { k in
                        let image = self.image(frames[k])
                        return RenderedFrame(index: frames[k], width: image.width, height: image.height, pixels: image.pixels, alpha: .straight)
                    },
                    recycle: { self.recycled.append($0) })
            }
        }
    }

    func makeGolden(frames: [Int]) throws -> GoldenFolder {
        let path = directory.file("golden")
        try FileIO.createDirectory(path)
        try FileIO.writeAtomically("{}\n", to: path + "/scene.json")
        try FileIO.writeAtomically("{\"frames\": \(frames)}\n", to: path + "/golden.json")
        return GoldenFolder(path: path)
    }

    func testOneCallGivesTheMotionAndFramesAndGetsUnkeptFramesBack() throws {
        let folder = try makeGolden(frames: [0, 3, 7])
        let renderer = OneCallRenderer()
        let recording = GoldenVerifyOptions(recordMode: .missing, toolVersion: "9.9.9", keepsImages: false)
        let recorded = GoldenVerifier.verify(folder, renderer: renderer, options: recording)
        XCTAssertTrue(recorded.passed)
        XCTAssertEqual(recorded.motion?.status, .recorded)
        XCTAssertEqual(try MotionFile.read(at: folder.motionPath), renderer.motion)
        XCTAssertEqual(renderer.calls, [8])
        // Without a report nothing keeps a frame: each buffer comes back, holding its pixels.
        XCTAssertEqual(renderer.recycled, [0, 3, 7].map { TestImages.frame($0).pixels })

        renderer.changed = [3]
        let checking = GoldenVerifyOptions(recordMode: .never, toolVersion: "9.9.9", keepsImages: true)
        let result = GoldenVerifier.verify(folder, renderer: renderer, options: checking)
        XCTAssertEqual(result.frames.map(\.status), [.passed, .failed, .passed])
        XCTAssertEqual(result.motion?.status, .passed)
        XCTAssertEqual(renderer.calls, [8, 8])
        XCTAssertEqual(renderer.separateCalls, 0)
        // The failing frame's image stays with the report; the passing frames' come back.
        XCTAssertNotNil(result.frames[1].images?.actual)
        XCTAssertEqual(renderer.recycled.count, 5)
        XCTAssertEqual(Array(renderer.recycled.suffix(2)), [0, 7].map { TestImages.frame($0).pixels })
    }

    /// The default calls `motion(sceneAt:)`, then `select` with its frame count, then
    /// `prepare(sceneAt:frames:)`, whose error waits in the result.
    func testTheDefaultMakesTheTwoCallsAndKeepsTheFramesError() throws {
        let renderer = FakeRenderer()
        renderer.motion = cardMotion(frames: 5) { Double($0) }
        renderer.error = GoldenError.renderingFailed(scene: "scene.json", message: "no font")
        var asked: [Int?] = []
        let scene = try renderer.prepare(sceneAt: "scene.json") { frameCount in
            asked.append(frameCount)
            return [1, 2]
        }
        XCTAssertEqual(asked, [5])
        XCTAssertEqual(scene.motion, renderer.motion)
        XCTAssertThrowsError(try scene.frames()) { error in
            XCTAssertEqual(error as? GoldenError, .renderingFailed(scene: "scene.json", message: "no font"))
        }
        XCTAssertEqual(renderer.calls, [[1, 2]])
    }

    /// As with two calls, the motion is checked before the frames' error is reported: an
    /// unreadable motion.json is the golden's error, not the renderer's failure to draw.
    func testAnUnreadableMotionIsReportedBeforeTheFramesError() throws {
        let folder = try makeGolden(frames: [0])
        try FileIO.writeAtomically("{\"fps\": oops}", to: folder.motionPath)
        let renderer = FakeRenderer()
        renderer.motion = cardMotion(frames: 5) { Double($0) }
        renderer.error = GoldenError.renderingFailed(scene: "scene.json", message: "no font")
        let result = GoldenVerifier.verify(folder, renderer: renderer, options: GoldenVerifyOptions(recordMode: .never, toolVersion: "9.9.9"))
        let error = try XCTUnwrap(result.error)
        XCTAssertTrue("\(error)".contains("motion.json"), "\(error)")
        XCTAssertNotEqual(error, .renderingFailed(scene: "scene.json", message: "no font"))
    }
}
