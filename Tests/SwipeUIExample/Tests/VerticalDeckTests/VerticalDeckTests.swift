import SwipeGolden
import SwipeGoldenTesting
import SwipePNG
import SwipeUI
import VerticalDeck
import XCTest

final class VerticalDeckTests: XCTestCase {
    static let profiles = [
        Profile(id: 1, name: "Mia", colors: [.pink, .orange]),
        Profile(id: 2, name: "Noah", colors: [.teal, .blue]),
        Profile(id: 3, name: "Ava", colors: [.purple, .indigo]),
        Profile(id: 4, name: "Leo", colors: [.mint, .green]),
    ]

    /// Super-like by a fling up, like by a drag right, then a short drag left that springs back.
    static let script: [TouchStep] = [
        .fling(to: CGSize(width: 10, height: -160), duration: 0.3, velocity: CGSize(width: 0, height: -900)),
        .wait(0.6),
        .drag(to: CGSize(width: 170, height: 20), duration: 0.4, easing: .easeInOut),
        .release,
        .wait(0.6),
        .drag(to: CGSize(width: -60, height: 0), duration: 0.3),
        .release,
    ]

    static var options: SimulationOptions {
        var options = SimulationOptions()
        options.fps = 30
        return options
    }

    func testGoldenFrames() {
        assertGoldenFrames(
            of: VerticalDeck(profiles: Self.profiles), script: Self.script, options: Self.options, named: "vertical-deck")
    }

    /// A 2 % change of the swipe spring's response must show in the committed goldens.
    func testGoldensNoticeATwoPercentSpringChange() throws {
        let folder =
            String(describing: #filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/") + "/Goldens/vertical-deck"
        let indices = try GoldenSpec.read(GoldenFolder(path: folder)).indices(frameCount: nil, path: folder)
        let changed = VerticalDeck(profiles: Self.profiles, swipe: .spring(response: 0.4 * 1.02, dampingFraction: 0.8))
        var failing = 0
        try Simulation(changed, script: Self.script, options: Self.options).run { frame in
            guard indices.contains(frame.index) else { return }
            let expected = try PNGDecoder.decode(fileAt: folder + "/" + Frame.fileName(frame.index))
            let actual = PNGImage(width: frame.width, height: frame.height, pixels: frame.straightRGBA())
            if !ImageComparator.compare(expected: expected, actual: actual).passed { failing += 1 }
        }
        XCTAssertGreaterThan(failing, 0, "no golden frame changed when the swipe spring's response changed by 2 %")
    }

    /// The deck renders to PNG files a reviewer can open.
    func testWritesPNGFrames() throws {
        let out = NSTemporaryDirectory() + "vertical-deck-\(getpid())"
        var options = Self.options
        options.duration = 0.2
        let names = try Simulation(VerticalDeck(profiles: Self.profiles), script: [], options: options).writePNGs(to: out)
        XCTAssertEqual(
            names, ["frame_00000.png", "frame_00001.png", "frame_00002.png", "frame_00003.png", "frame_00004.png", "frame_00005.png", "frame_00006.png"])
        let first = try PNGDecoder.decode(fileAt: out + "/frame_00000.png")
        XCTAssertEqual(first.width, 390)
        try? FileManager.default.removeItem(atPath: out)
    }
}
