import Foundation
import SwipePNG
import SwipeShare
import SwipeUI
import XCTest

/// One renderer for every door: a view's frames written by `Simulation.writePNGs(to:)`, by
/// `FolderRender` with a `FrameRenderer` of the simulation (another thread count), and drawn one
/// by one by `Simulation.frames()` are the same bytes; the same pass writes a contact sheet and
/// an animated PNG.
final class OneRendererTests: XCTestCase {
    /// A 200 × 280 pt card, dragged and sprung back, on a 240 × 320 pt screen.
    struct SwipeCard: View {
        @State private var offset: CGSize = .zero

        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.orange)
                    .frame(width: 200, height: 280)
                    .overlay(Text("Swipe").font(.title))
                    .offset(offset)
                    .rotationEffect(.degrees(Double(offset.width) / 20))
                    .accessibilityIdentifier("card")
                    .gesture(
                        DragGesture()
                            .onChanged { offset = $0.translation }
                            .onEnded { _ in withAnimation(.spring()) { offset = .zero } })
            }
        }
    }

    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "swipeui-one-renderer-\(getpid())-\(UUID().uuidString)"
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: directory) }

    private func simulation() throws -> Simulation {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 240, height: 320)
        options.safeArea = EdgeInsets()
        options.scale = 1
        options.fps = 20
        return try Simulation(
            SwipeCard(),
            script: [
                .drag(to: CGSize(width: 120, height: 0), duration: 0.3, from: CGPoint(x: 120, y: 160)), .release, .wait(0.3),
            ], options: options)
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testWritePNGsFolderRenderAndFramesGiveTheSameBytes() throws {
        let viaWritePNGs = directory + "/writePNGs", viaFolderRender = directory + "/folderRender"
        let names = try simulation().writePNGs(to: viaWritePNGs, threads: 2)
        let summary = try FolderRender(outputDirectory: viaFolderRender, threads: 1)
            .render(FrameRenderer(simulation(), name: "SwipeCard"))
        // The drag (0.3 s), its release and 0.3 s of waiting at 20 fps: frames 0…12.
        let frameCount = try simulation().frameCount()
        XCTAssertEqual(names, (0..<frameCount).map(Frame.fileName))
        XCTAssertEqual(summary.writtenIndices, Array(0..<frameCount))
        for name in names + ["manifest.json"] {
            XCTAssertEqual(try bytes(viaWritePNGs + "/" + name), try bytes(viaFolderRender + "/" + name), name)
        }
        // Drawn one by one, serially, the frames encode to the same files.
        for frame in try simulation().frames() {
            XCTAssertEqual(try frame.pngData(), try bytes(viaWritePNGs + "/" + Frame.fileName(frame.index)), "frame \(frame.index)")
        }
        // The manifest names the view, and the card at rest is centred by its ZStack: its
        // 200 × 280 pt frame starts at ((240 − 200) / 2, (320 − 280) / 2) = (20, 20) pixels at scale 1.
        let manifest = String(decoding: try bytes(viaWritePNGs + "/manifest.json"), as: UTF8.self)
        XCTAssertTrue(manifest.contains("\"view\": \"SwipeCard\""), manifest)
        XCTAssertTrue(manifest.contains("\"id\": \"card\""), manifest)
        XCTAssertTrue(manifest.contains("\"transform\": [1, 0, 0, 1, 20, 20]"), manifest)
        XCTAssertEqual(manifest.components(separatedBy: "\"file\": ").count - 1, frameCount)
    }

    /// A folder that cannot be made is a clear error naming the path and what is in the way —
    /// not a command-line option, which a library caller never gave — and nothing is written.
    func testAFolderBlockedByAFileIsAnErrorNamingThePath() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let blocker = directory + "/not-a-folder"
        FileManager.default.createFile(atPath: blocker, contents: Data([1, 2, 3]))
        XCTAssertThrowsError(try simulation().writePNGs(to: blocker + "/frames")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains(blocker), message)
            XCTAssertFalse(message.contains("--out"), message)
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: blocker)), Data([1, 2, 3]), "the file in the way is untouched")
    }

    func testOnePassWritesFramesAContactSheetAndAnAnimatedPNG() throws {
        let folder = directory + "/frames"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var job = FolderRender(
            outputDirectory: folder, threads: 2,
            contactSheet: FolderRender.ContactSheetRequest(path: directory + "/sheet.png", title: "SwipeCard"))
        job.animations = [try APNGEncoder(path: directory + "/swipe.png", clock: PlaybackClock(fps: 20))]
        let summary = try job.render(FrameRenderer(simulation(), name: "SwipeCard"))
        XCTAssertEqual(summary.animations.count, 1)
        // The card moves in every frame of the drag, so no two of its first frames merge.
        XCTAssertGreaterThanOrEqual(summary.animations[0].storedFrames, 6)
        let apng = try bytes(directory + "/swipe.png")
        XCTAssertEqual(Array(apng.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10], "a PNG signature")
        XCTAssertNotNil(String(decoding: apng.prefix(200), as: UTF8.self).range(of: "acTL"), "an animation control chunk")
        // About twelve frames spread over the simulation, first and last included.
        XCTAssertEqual(summary.contactSheetIndices.first, 0)
        XCTAssertEqual(summary.contactSheetIndices.last, summary.frameCount - 1)
        let sheet = try PNGDecoder.decode(try bytes(directory + "/sheet.png"))
        XCTAssertGreaterThan(sheet.width, 0)
        // The APNG's first frame is frame 0 itself (its default image).
        let first = try PNGDecoder.decode(try bytes(folder + "/" + Frame.fileName(0)))
        XCTAssertEqual(try PNGDecoder.decode(apng).pixels, first.pixels)
    }
}
