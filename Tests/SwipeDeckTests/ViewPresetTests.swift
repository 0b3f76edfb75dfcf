import SwipeDeck
import SwipeRaster
import SwipeTestSupport
import XCTest
import SwipeUI

/// A preset written as a SwipeUI view (drag-gesture, seed 001) runs through the scene pipeline:
/// its cards reach the manifest from the view tree, the scene's settings reach the view, and
/// scene errors stay scene errors.
final class ViewPresetTests: XCTestCase {
    private func dragScene(_ script: [ScriptStep]) throws -> Scene {
        var scene = try XCTUnwrap(PresetCatalog.preset(named: "drag-gesture")).defaultScene
        scene.script = script
        return scene
    }

    /// At rest the card is the seed's frame: `width − 28` × 80 % of the safe area's height,
    /// `.position`ed at the safe area's centre less 30 pt.
    func testTheCardAtRestIsWhereTheSeedsFrameAndPositionPutIt() throws {
        let frames = try DeckSimulation(scene: try dragScene([.wait(0.1)])).run()
        let card = try XCTUnwrap(frames.first?.cards.first)
        XCTAssertEqual(card.id, "card-0")
        XCTAssertEqual(card.width, 362)
        // Safe-area top + half its height − 30 − half the card: 93.3 … 703.7 laid out, whose edges
        // the pixel grid (scale 1) puts at 93 and 704, so the card is 611 tall.
        let top: Double = 47 + 381.5 - 30 - 305.2
        let bottom = top + 763 * 0.8
        XCTAssertEqual(card.height, onPixelGrid(bottom) - onPixelGrid(top), accuracy: 1e-9)
        XCTAssertEqual(card.transform.tx, 14)
        XCTAssertEqual(card.transform.ty, onPixelGrid(top), accuracy: 1e-9)
        XCTAssertEqual(card.values.map(\.name), ["offset", "rotation"])
    }

    /// `.offset` and `.rotationEffect` come after `.position`, whose frame is the whole reader,
    /// so the card turns about the safe area's centre F: p ↦ F + R(θ)·(p + d + o − F).
    func testTheCardTurnsAboutTheScreensCentre() throws {
        let frames = try DeckSimulation(
            scene: try dragScene([
                .drag(translation: Point(100, 0), duration: 0.4, easing: .linear, from: nil), .wait(1),
            ])
        ).run()
        let card = try XCTUnwrap(frames.last?.cards.first)
        let offset = try XCTUnwrap(card.values.first { $0.name == "offset" }?.value.vector)
        let degrees = try XCTUnwrap(card.values.first { $0.name == "rotation" }?.value.scalar)
        XCTAssertEqual(offset.x, 100, accuracy: 1e-3, "the interactive spring has settled on the finger a second after it stopped")
        XCTAssertEqual(degrees, 2, accuracy: 1e-9, "the @GestureState tilt is +2° for a drag to the right")
        let centre = Point(195, 47 + 381.5)
        // The card is rounded to the pixel grid inside the effects; the offset and turn are not.
        let corner = Point(14 + offset.x, onPixelGrid(47 + 381.5 - 30 - 305.2))
        let expected = Transform.translation(x: corner.x - centre.x, y: corner.y - centre.y)
            .concatenating(.rotation(degrees: degrees)).concatenating(.translation(x: centre.x, y: centre.y))
        for (got, want) in zip(
            [card.transform.a, card.transform.b, card.transform.c, card.transform.d, card.transform.tx, card.transform.ty],
            [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty])
        {
            XCTAssertEqual(got, want, accuracy: 1e-9)
        }
    }

    /// The output frame rate samples the same motion: frame k at 30 fps is frame 2k at 60.
    func testOutputFrameRateDoesNotChangeTheMotion() throws {
        var scene = try dragScene([.drag(translation: Point(-90, 0), duration: 0.3, easing: .easeOut, from: nil), .release, .wait(0.5)])
        let at60 = try DeckSimulation(scene: scene).run()
        scene.fps = 30
        let at30 = try DeckSimulation(scene: scene).run()
        XCTAssertEqual(at30.count, (at60.count + 1) / 2)
        for (k, frame) in at30.enumerated() {
            XCTAssertEqual(frame.cards, at60[2 * k].cards, "frame \(k)")
        }
    }

    /// Rendering draws through SwipeUI: a selection draws only its frames, the manifest lists
    /// them, and a second run writes the same bytes.
    func testFolderRenderWritesTheSelectedFramesAndTheSameBytesTwice() throws {
        let directory = try TemporaryDirectory()
        let scene = try dragScene([.drag(translation: Point(80, 0), duration: 0.2, easing: .linear, from: nil), .release, .wait(0.2)])
        let selection = try FrameSelection("0,12,20")
        for run in ["a", "b"] {
            let summary = try FolderRender(outputDirectory: directory.file(run), selection: selection, threads: 2)
                .render(try FrameRenderer(scene: scene))
            XCTAssertEqual(summary.writtenIndices, [0, 12, 20])
        }
        for name in ["frame_00000.png", "frame_00012.png", "frame_00020.png", "manifest.json"] {
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: directory.file("a/" + name))),
                try Data(contentsOf: URL(fileURLWithPath: directory.file("b/" + name))), name)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.file("a/frame_00001.png")))
    }

    /// A tap on a button the preset does not have is a scene error when the scene is read.
    func testAnUnknownButtonIsASceneError() throws {
        let tap = #"{"preset": "drag-gesture", "script": [{"tap": "like"}]}"#
        XCTAssertThrowsError(try SceneReader.parse(tap, file: "tap.json")) { error in
            XCTAssertTrue("\(error)".contains("unknown button 'like' for preset drag-gesture; this preset has no buttons"), "\(error)")
        }
    }

    /// An explicit path through the samples a linear drag makes (down at the card's centre, a
    /// sample every 1/120 s) moves every card exactly as the drag does, release included.
    func testAnExplicitPathMovesTheCardsAsTheSameDrag() throws {
        var scene = try XCTUnwrap(PresetCatalog.preset(named: "card-stack")).defaultScene
        let drag = try SceneReader.parse(
            #"{"preset": "card-stack", "script": [{"drag": {"to": [120, 10], "duration": 0.25, "easing": "linear", "from": [195, 400]}}, "release", {"wait": 1}]}"#,
            file: "drag.json")
        let samples = (0...30).map { k -> String in
            let u = Double(k) / 30
            return "[\(Double(k) / 120), \(195 + 120 * u), \(400 + 10 * u)]"
        }
        let path = try SceneReader.parse(
            #"{"preset": "card-stack", "script": [{"path": ["# + samples.joined(separator: ", ") + #"]}, {"wait": 1}]}"#, file: "path.json")
        scene.script = drag.script
        let byDrag = try DeckSimulation(scene: scene).run()
        scene.script = path.script
        let byPath = try DeckSimulation(scene: scene).run()
        XCTAssertEqual(byDrag.count, byPath.count)
        XCTAssertEqual(byDrag.map(\.cards), byPath.map(\.cards))
        let moved = try XCTUnwrap(byPath.last?.cards.last { $0.id == "card-0" }?.values.first { $0.name == "offset" }).value.vector.x
        XCTAssertGreaterThan(abs(moved), 100, "the path swiped the top card")
    }
}
