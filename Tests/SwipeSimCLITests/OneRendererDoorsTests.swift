import SwipeDeck
import SwipeGoldenDeck
import SwipePNG
import SwipeTestSupport
import SwipeUI
import XCTest
import SwipeBase

/// One renderer for a scene's every door: `swipesim render`, `FolderRender` with
/// `FrameRenderer(scene:)` (as a user of SwipeDeck calls it) and the golden renderer behind
/// `swipesim verify` and `assertGoldenFrames` give the same frames, byte for byte (files) and
/// pixel for pixel (the golden renderer hands pixels over).
final class OneRendererDoorsTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-doors") }
    override func tearDown() { directory.remove() }

    func testTheCLIFolderRenderAndTheGoldenRendererDrawTheSameFrames() throws {
        let frames = [0, 25, 50, 75, 100]
        var scene = try XCTUnwrap(PresetCatalog.preset(named: "tinder-stack")).defaultScene
        scene.canvas.scale = 0.5
        let scenePath = directory.file("scene.json")
        try FileIO.writeAtomically(JSONWriter.write(SceneWriter.json(scene)), to: scenePath)

        let viaCLI = directory.file("cli")
        let run = ToolRun(["render", scenePath, "--out", viaCLI, "--frames", frames.map(String.init).joined(separator: ","), "--threads", "2"])
        XCTAssertEqual(run.exitCode, 0, run.standardError)

        let viaFolderRender = directory.file("folder")
        _ = try FolderRender(
            outputDirectory: viaFolderRender, selection: FrameSelection(frames.map(String.init).joined(separator: ",")),
            threads: 1
        ).render(FrameRenderer(scene: SceneReader.read(fileAt: scenePath)))

        let names = frames.map(Frame.fileName) + ["manifest.json"]
        for name in names {
            XCTAssertEqual(
                try FileIO.readBytes(at: viaCLI + "/" + name, maximumBytes: 1 << 26),
                try FileIO.readBytes(at: viaFolderRender + "/" + name, maximumBytes: 1 << 26), name)
        }
        let golden = try DeckGoldenRenderer(threads: 2).render(sceneAt: scenePath, frames: frames)
        XCTAssertEqual(golden.map(\.index), frames)
        for frame in golden {
            let file = try PNGDecoder.decode(try FileIO.readBytes(at: viaCLI + "/" + Frame.fileName(frame.index), maximumBytes: 1 << 26))
            XCTAssertEqual(frame.width, file.width)
            // The golden renderer hands premultiplied pixels over; every pixel of this deck is opaque,
            // so they equal the file's straight ones.
            XCTAssertEqual(frame.pixels, file.pixels, "frame \(frame.index)")
        }
        // The manifest says which preset was rendered.
        let manifest = String(decoding: try FileIO.readBytes(at: viaCLI + "/manifest.json", maximumBytes: 1 << 26), as: UTF8.self)
        XCTAssertTrue(manifest.contains("\"preset\": \"tinder-stack\""))
    }
}
