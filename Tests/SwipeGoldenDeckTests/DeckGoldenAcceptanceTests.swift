import SwipeDeck
import SwipeGolden
import SwipeGoldenDeck
import SwipeTestSupport
import XCTest
import SwipeBase

/// The golden checks against real changes of the presets' scenes: each test records a golden of
/// the committed scene in a temporary folder, changes one thing, and verifies.
final class DeckGoldenAcceptanceTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-deck-golden") }
    override func tearDown() { directory.remove() }

    static let goldens: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Goldens"
    }()

    /// A copy of the committed golden's scene and frame list, recorded afresh (frames and motion).
    func recordedCopy(of name: String, frames: [Int]? = nil) throws -> GoldenFolder {
        let path = directory.file(name)
        try FileIO.createDirectory(path)
        let scene = try FileIO.readBytes(at: Self.goldens + "/\(name)/scene.json", maximumBytes: 1 << 28)
        try FileIO.writeAtomically(scene, to: path + "/scene.json")
        let committed = String(decoding: try FileIO.readBytes(at: Self.goldens + "/\(name)/golden.json", maximumBytes: 1 << 28), as: UTF8.self)
        let list = frames.map { "{\"frames\": \($0)}" } ?? committed
        try FileIO.writeAtomically(list, to: path + "/golden.json")
        let folder = GoldenFolder(path: path)
        let recorded = GoldenVerifier.verify(folder, renderer: DeckGoldenRenderer(), options: options(.all))
        XCTAssertTrue(recorded.passed, GoldenTextReport.lines(for: recorded).joined(separator: "\n"))
        return folder
    }

    func options(_ mode: RecordMode) -> GoldenVerifyOptions {
        GoldenVerifyOptions(recordMode: mode, toolVersion: SwipeSimVersion.current, keepsImages: false)
    }

    func editScene(_ folder: GoldenFolder, replacing old: String, with new: String) throws {
        let text = String(decoding: try FileIO.readBytes(at: folder.scenePath, maximumBytes: 1 << 28), as: UTF8.self)
        XCTAssertTrue(text.contains(old), "the scene has no \(old)")
        try FileIO.writeAtomically(text.replacing(old, with: new, maxReplacements: 1), to: folder.scenePath)
    }

    /// The case: minimumDistance 8 → 9 leaves every sampled frame identical but moves
    /// one frame (88, between the sampled 85 and 106) by almost 10 pt; the motion check names
    /// that frame, the value and the amount.
    func testMinimumDistanceChangeFailsAtItsFirstMovedFrame() throws {
        let folder = try recordedCopy(of: "card-stack")
        try editScene(folder, replacing: "\"minimumDistance\": 8", with: "\"minimumDistance\": 9")
        let result = GoldenVerifier.verify(folder, renderer: DeckGoldenRenderer(), options: options(.never))
        XCTAssertFalse(result.passed)
        XCTAssertTrue(result.frames.allSatisfy { $0.status == .passed }, "the sampled frames do not show it")
        let first = try XCTUnwrap(result.motion?.comparison?.first)
        XCTAssertEqual(first.frame, 88)
        XCTAssertEqual(first.cardID, "card-0")
        XCTAssertGreaterThan(abs(first.amount), 9)
        let text = GoldenTextReport.lines(for: result).joined(separator: "\n")
        XCTAssertTrue(text.contains("first at frame 88 (1.467 s): card-0 top-left.x moved by -9.8961 pt"), text)
    }

    func testUniformShiftOfATenthOfAPointFailsAndTwoHundredthsPass() throws {
        let folder = try recordedCopy(of: "tinder-stack")
        let tenth = GoldenVerifier.verify(folder, renderer: ShiftedDeckRenderer(dx: 0.1, dy: 0.1), options: options(.never))
        XCTAssertFalse(tenth.passed)
        XCTAssertEqual(tenth.motion?.comparison?.first?.frame, 0)
        XCTAssertEqual(tenth.motion?.comparison?.first?.amount ?? 0, 0.1, accuracy: 1e-3)
        let small = GoldenVerifier.verify(folder, renderer: ShiftedDeckRenderer(dx: 0.02, dy: 0.02), options: options(.never))
        XCTAssertTrue(small.passed, GoldenTextReport.lines(for: small, verbose: true).joined(separator: "\n"))
        XCTAssertEqual(small.motion?.status, .passed)
        XCTAssertFalse(small.frames.allSatisfy { $0.comparison?.isExact == true }, "the shift must change edge pixels")
    }

    /// Default image tolerance: 8 levels in the blue channel of the card fill (the least visible
    /// channel) fails every frame showing the card; a 0.02 pt shift (edge shades only) passes.
    func testEightLevelsInOneChannelOfACardFillFail() throws {
        let folder = try recordedCopy(of: "tinder-stack", frames: [0, 24])
        // indigo is (88, 86, 214); blue + 8.
        try editScene(folder, replacing: "\"colors\": [\"indigo\"]", with: "\"colors\": [\"#5856DE\"]")
        let result = GoldenVerifier.verify(folder, renderer: DeckGoldenRenderer(), options: options(.never))
        XCTAssertEqual(result.frames.map(\.status), [.failed, .failed], GoldenTextReport.lines(for: result).joined(separator: "\n"))
        XCTAssertGreaterThan(result.frames[0].comparison?.differingPixels ?? 0, 10_000)
        XCTAssertEqual(result.motion?.status, .passed, "a colour is not motion")
    }
}
