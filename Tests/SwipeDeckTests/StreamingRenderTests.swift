import SwipeDeck
import SwipeTestSupport
import XCTest
import SwipeUI
import SwipeBase

/// The bounded pipeline: frames simulated on demand and a manifest
/// written frame by frame give exactly the bytes of a whole run held in memory.
final class StreamingRenderTests: XCTestCase {
    func testStreamedManifestHasTheBytesOfTheWholeDocument() throws {
        let directory = TemporaryDirectory(prefix: "swipesim-manifest")
        defer { directory.remove() }
        let scene = try XCTUnwrap(PresetCatalog.preset(named: "tinder-stack")).defaultScene
        let frames = try DeckSimulation(scene: scene).run()
        for selection in [[0], [0, 7, 80, frames.count - 1], Array(frames.indices), []] {
            let path = directory.file("manifest-\(selection.count).json")
            let stream = try Manifest.Stream(header: scene.manifestHeader, frameCount: selection.count, path: path)
            var names: [Int: String] = [:]
            for index in selection {
                names[index] = FrameFileName.name(index)
                try stream.append(frames[index], file: names[index]!)
            }
            try stream.finish()
            let whole = JSONWriter.write(Manifest.json(header: scene.manifestHeader, frames: frames, fileNames: names))
            XCTAssertEqual(String(decoding: try FileIO.readBytes(at: path, maximumBytes: 1 << 26), as: UTF8.self), whole, "\(selection.count) frames")
        }
    }

    /// Frames simulated on demand are the frames of a full run, in order, for any selection.
    /// Frames drawn by several workers reach `renderFramesInOrder`'s consumer in ascending
    /// order, with the pixels `pixmaps` gives, and a failing consumer stops the run with its error.
    func testFramesInOrderAreTheFramesInAscendingOrder() throws {
        var scene = try XCTUnwrap(PresetCatalog.preset(named: "tinder-stack")).defaultScene
        scene.canvas.scale = 0.25
        let renderer = try FrameRenderer(scene: scene)
        let indices = Array(stride(from: 0, to: 120, by: 3))
        let expected = try renderer.pixmaps(indices, threads: 2)
        var seen: [(Int, [UInt8])] = []
        try renderer.renderFramesInOrder(indices, threads: 3, window: 2) { frame, pixmap in seen.append((frame.index, pixmap.bytes)) }
        XCTAssertEqual(seen.map(\.0), indices)
        XCTAssertTrue(zip(seen, expected).allSatisfy { $0.1 == $1.pixmap.bytes })
        struct Stop: Error {}
        var delivered = 0
        XCTAssertThrowsError(
            try renderer.renderFramesInOrder(indices, threads: 3, window: 2) { _, _ in
                delivered += 1
                if delivered == 5 { throw Stop() }
            }
        ) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(delivered, 5)
    }

    func testOnDemandSimulationMatchesAFullRun() throws {
        let scene = try XCTUnwrap(PresetCatalog.preset(named: "trip-deck")).defaultScene
        let renderer = try FrameRenderer(scene: scene)
        let full = try renderer.simulate()
        let selection = [3, 4, 50, 51, 120, full.count - 1]
        var seen: [SimulatedFrame] = []
        try renderer.renderFrames(selection, threads: 2, simulated: { seen.append($0) }) { _, _ in }
        XCTAssertEqual(seen.map(\.index), selection)
        for frame in seen {
            XCTAssertEqual(ManifestFrame(frame, file: "f", scale: 1), ManifestFrame(full[frame.index], file: "f", scale: 1))
        }
    }
}
