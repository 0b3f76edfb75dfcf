#if canImport(Glibc)
    import Glibc
#endif
import SwipeSimCLI
import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

/// `verify --threads N` checks goldens (and a golden's frames) in parallel; what it prints and
/// writes must not depend on N. The renderer here draws its frames on the workers and makes
/// the first goldens and the first frames the slowest, so with 4 threads they finish last:
/// output in any order but the goldens' and frames' own would show. As the deck's renderer
/// does, it prepares a golden in one call (`prepare(sceneAt:selecting:)`) and draws into the
/// buffers the verifier gives back, shared by all goldens: a buffer given back while a report
/// still held it would show in the report's images.
final class VerifyThreadsTests: XCTestCase {
    /// Frame buffers given back, drawn into again (any golden's; one lock).
    final class Buffers: @unchecked Sendable {
        private let lock = Lock()
        private var spare: [[UInt8]] = []
        private(set) var given = 0

        func give(_ pixels: [UInt8]) {
            lock.withLock {
                given += 1
                spare.append(pixels)
            }
        }
        func take() -> [UInt8]? { lock.withLock { spare.popLast() } }
    }

    /// `SyntheticRenderer`'s frames, prepared to draw on any thread, slower the earlier the
    /// golden (its name's number) and the frame, each copied into a buffer given back if any.
    struct SlowFirstRenderer: GoldenRenderer {
        var base = SyntheticRenderer()
        var buffers = Buffers()

        func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
            try base.render(sceneAt: path, frames: frames)
        }

        func prepare(sceneAt path: String, selecting select: (Int?) throws -> [Int]) throws -> PreparedScene {
            let frames = try select(nil)
            let golden = Int(path.split(separator: "/").dropLast().last?.filter(\.isNumber) ?? "") ?? 0
            let base = self.base, buffers = self.buffers
            return PreparedScene(motion: nil) {
                PreparedFrames(
                    count: frames.count,
                    draw: { k in
                        usleep(UInt32(max(0, 8 - golden) * 1500 + (frames.count - k) * 1500))
                        var frame = try base.render(sceneAt: path, frames: [frames[k]])[0]
                        if var pixels = buffers.take(), pixels.count == frame.pixels.count {
                            pixels.withUnsafeMutableBufferPointer { target in
                                frame.pixels.withUnsafeBufferPointer { target.baseAddress!.update(from: $0.baseAddress!, count: $0.count) }
                            }
                            frame.pixels = pixels
                        }
                        return frame
                    },
                    recycle: buffers.give)
            }
        }
    }

    func testOutputIsTheSameAtOneAndFourThreads() throws {
        let directory = TemporaryDirectory(prefix: "swipesim-verify-threads")
        defer { directory.remove() }
        let saved = VerifyCommand.makeRenderer
        defer { VerifyCommand.makeRenderer = saved }
        // Eight goldens; record them, then change some frames so they fail, and break one.
        for n in 0..<8 {
            let path = directory.file("Goldens/g\(n)")
            try FileIO.createDirectory(path)
            try FileIO.writeAtomically("{}", to: path + "/scene.json")
            try FileIO.writeAtomically("{\"frames\": \(Array(0..<(3 + n % 4)))}", to: path + "/golden.json")
        }
        VerifyCommand.makeRenderer = { _, _ in SlowFirstRenderer() }
        let record = ToolRun(["verify", directory.file("Goldens"), "--threads", "4"])
        XCTAssertEqual(record.exitCode, 0, record.standardOutput + record.standardError)
        FileIO.removeFile(directory.file("Goldens/g5/scene.json"))
        let buffers = Buffers()
        VerifyCommand.makeRenderer = { _, _ in SlowFirstRenderer(base: SyntheticRenderer(changed: [1, 2]), buffers: buffers) }

        func run(threads: Int) throws -> (run: ToolRun, junit: [UInt8], results: [UInt8], index: [UInt8], images: [[UInt8]]) {
            let report = directory.file("report-\(threads)"), junit = directory.file("junit-\(threads).xml")
            let run = ToolRun(
                [
                    "verify", directory.file("Goldens"), "--threads", "\(threads)", "--verbose",
                    "--report", report, "--junit", junit,
                ], environment: ["CI": "true"])
            func read(_ path: String) throws -> [UInt8] { try FileIO.readBytes(at: path, maximumBytes: 1 << 26) }
            // Every image of the report: each golden's folder, its files by name.
            var images: [[UInt8]] = []
            for golden in try FileIO.contentsOfDirectory(report + "/goldens").sorted() {
                for file in try FileIO.contentsOfDirectory(report + "/goldens/" + golden).sorted() {
                    images.append(Array((golden + "/" + file).utf8))
                    images.append(try read(report + "/goldens/" + golden + "/" + file))
                }
            }
            return (run, try read(junit), try read(report + "/results.json"), try read(report + "/index.html"), images)
        }
        let one = try run(threads: 1)
        let givenAtOne = buffers.given
        let four = try run(threads: 4)
        XCTAssertEqual(one.run.exitCode, 2, "g5 has no scene.json: " + one.run.standardOutput)
        XCTAssertTrue(one.run.standardOutput.contains("first failing frame 1"), one.run.standardOutput)
        XCTAssertEqual(four.run.exitCode, one.run.exitCode)
        XCTAssertEqual(
            four.run.standardOutput.replacingOccurrences(of: "report-4", with: "report-1")
                .replacingOccurrences(of: "junit-4", with: "junit-1"), one.run.standardOutput)
        XCTAssertEqual(four.run.standardError.replacingOccurrences(of: "report-4", with: "report-1"), one.run.standardError)
        XCTAssertEqual(four.junit, one.junit)
        XCTAssertEqual(four.results, one.results)
        XCTAssertEqual(four.index, one.index)
        XCTAssertFalse(one.images.isEmpty, "the failing frames' images are in the report")
        XCTAssertTrue(four.images == one.images, "the report's images differ between 1 and 4 threads")
        // The frames no report keeps (the passing ones) came back, as many at any thread count.
        XCTAssertGreaterThan(givenAtOne, 0)
        XCTAssertEqual(buffers.given - givenAtOne, givenAtOne)
        // The goldens are listed in their order (g0 … g7), each golden's frames in theirs.
        let lines = one.run.standardOutput.split(separator: "\n").map(String.init)
        let order: [String] = lines.filter { $0.hasPrefix("golden ") }.map { String($0.split(separator: ":")[0]) }
        let expected: [String] = (0..<8).map { "golden g\($0)" }
        XCTAssertEqual(order, expected)
    }
}
