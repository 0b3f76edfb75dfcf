import Foundation
import SwipeDeck
import SwipeTestSupport
import XCTest
import SwipeBase

/// Interrupted runs, failed runs and output paths that
/// are not ours. A run writes nothing until every output is known to be writable, replaces
/// only regular files, leaves no staging folder behind, and leaves its output folder holding
/// exactly what its manifest lists.
final class OutputSafetyTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-output") }
    override func tearDown() { directory.remove() }

    private func files(_ folder: String) -> [String] { (try? FileIO.contentsOfDirectory(folder)) ?? [] }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    // Root cause 4: SIGTERM, SIGINT and SIGHUP remove the staging folder; a SIGKILLed run's is
    // removed by the next run.
    func testSignalsRemoveTheStagingFolder() throws {
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let out = directory.file("out\(signal)")
            try FileIO.createDirectory(out)
            try FileIO.writeAtomically([1], to: out + "/frame_00000.png")
            var sawStaging = false
            let run = try LimitedRun(
                ["render", "--preset", "tinder-stack", "--out", out, "--scale", "2", "--threads", "1"],
                seconds: 120
            ) { pid in
                for _ in 0..<400 where !sawStaging {
                    usleep(25_000)
                    sawStaging = self.files(out).contains { $0.hasPrefix(".swipesim-staging-") }
                }
                usleep(200_000)
                kill(pid, signal)
            }
            XCTAssertTrue(sawStaging)
            XCTAssertNotEqual(run.exitCode, 0, "killed by signal \(signal)")
            XCTAssertEqual(files(out), ["frame_00000.png"], "signal \(signal): staging removed, output untouched")
        }
    }

    func testNextRunRemovesAKilledRunsStagingFolder() throws {
        let out = directory.file("out")
        // A pid that is certainly dead: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let stale = out + "/.swipesim-staging-\(child.processIdentifier)"
        try FileIO.createDirectory(stale)
        try FileIO.writeAtomically([1, 2], to: stale + "/frame_00003.png")
        try FileIO.writeAtomically([3], to: out + "/.manifest.json.tmp-\(child.processIdentifier)-1")
        // A killed video export's temporary keeps the extension ffmpeg chose its format by.
        try FileIO.writeAtomically([5], to: out + "/.swipe.mp4.tmp-\(child.processIdentifier)-2.mp4")
        try FileIO.writeAtomically([4], to: out + "/.swipesim-staging-notes")  // not ours: no pid
        let run = ToolRun(["render", "--preset", "card-stack", "--out", out, "--frames", "0"])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertEqual(files(out), [".swipesim-staging-notes", "frame_00000.png", "manifest.json"])
    }

    // Root cause 5: a contact sheet that cannot be written fails the run before any frame moves.
    func testUnwritableContactSheetLeavesTheOutputFolderAsItWas() throws {
        let out = directory.file("out")
        try FileIO.createDirectory(out)
        try FileIO.writeAtomically([1, 2, 3], to: out + "/frame_00000.png")
        let run = ToolRun([
            "render", "--preset", "card-stack", "--out", out, "--frames", "0..3",
            "--contact-sheet", directory.file("missing/sheet.png"),
        ])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("--contact-sheet"), run.standardError)
        XCTAssertTrue(run.standardError.contains("does not exist"), run.standardError)
        XCTAssertEqual(files(out), ["frame_00000.png"])
        XCTAssertEqual(try FileIO.readBytes(at: out + "/frame_00000.png", maximumBytes: 16), [1, 2, 3])
    }

    /// docs/cli.md's and scripts/demo's form: the contact sheet goes into the output folder the
    /// same run creates, which does not exist yet.
    func testContactSheetInsideTheNewOutputFolderIsWritten() throws {
        let out = directory.file("fresh/out")
        let run = ToolRun([
            "render", "--preset", "card-stack", "--out", out, "--frames", "0,10",
            "--contact-sheet", out + "/./sheet.png",
        ])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertEqual(files(out), ["frame_00000.png", "frame_00010.png", "manifest.json", "sheet.png"])
    }

    // Root cause 6: a FIFO, device or symlink given as an output is refused, and stays as it was.
    func testSpecialFilesAsOutputsAreRefusedAndKept() throws {
        let pipe = directory.file("pipe")
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let target = directory.file("target.txt")
        try FileIO.writeAtomically("keep", to: target)
        let link = directory.file("link")
        XCTAssertEqual(symlink(target, link), 0)
        let springSpec = ".spring(response: 0.5, dampingFraction: 0.8)"
        let golden = directory.file("golden")
        for (arguments, flag) in [
            (["render", "--preset", "card-stack", "--frames", "0", "--out", pipe], "--out"),
            (["render", "--preset", "card-stack", "--frames", "0", "--out", "/dev/null"], "--out"),
            (["render", "--preset", "card-stack", "--frames", "0", "--out", directory.file("o"), "--contact-sheet", pipe], "--contact-sheet"),
            (["render", "--preset", "card-stack", "--frames", "0", "--out", directory.file("o"), "--contact-sheet", link], "--contact-sheet"),
            (["render", "--preset", "card-stack", "--frames", "0", "--out", directory.file("o"), "--contact-sheet", "/dev/full"], "--contact-sheet"),
            (["spring", springSpec, "--plot", link], "--plot"),
            (["spring", springSpec, "--csv", pipe], "--csv"),
            (["verify", golden, "--junit", link], "--junit"),
            (["verify", golden, "--report", pipe], "--report"),
        ] {
            let run = ToolRun(arguments)
            XCTAssertEqual(run.exitCode, 2, "\(arguments): \(run.standardError)")
            XCTAssertTrue(run.standardError.contains(flag), "\(arguments): \(run.standardError)")
        }
        XCTAssertEqual(fileType(pipe), S_IFIFO)
        XCTAssertEqual(fileType(link), S_IFLNK)
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR)
        XCTAssertEqual(fileType("/dev/full"), S_IFCHR)
        XCTAssertEqual(String(decoding: try FileIO.readBytes(at: target, maximumBytes: 16), as: UTF8.self), "keep")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.file("o/manifest.json")), "nothing rendered")
    }

    /// `render --apng/--gif/--mp4/--webm` are outputs like `--out`: a FIFO, a device, a symlink,
    /// a folder or a missing folder at the path is refused before any work (exit 2, the flag
    /// and path named), nothing is written and what was there stays as it was.
    func testShareOutputsAreCheckedLikeOut() throws {
        let pipe = directory.file("pipe")
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let target = directory.file("target.txt")
        try FileIO.writeAtomically("keep", to: target)
        let link = directory.file("link.gif")
        XCTAssertEqual(symlink(target, link), 0)
        let folder = directory.file("folder.png")
        try FileIO.createDirectory(folder)
        let before = files(directory.path)
        for flag in ["--apng", "--gif", "--mp4", "--webm"] {
            for (path, expected) in [
                (pipe, "is a FIFO (named pipe), not a regular file"),
                ("/dev/null", "is a character device, not a regular file"),
                (link, "is a symbolic link, not a regular file"),
                (folder, "is a folder, not a regular file"),
                (directory.file("missing/a.out"), "the folder \(directory.file("missing")) does not exist"),
            ] {
                let run = ToolRun([
                    "render", "--preset", "card-stack", "--frames", "0..3", "--scale", "0.25",
                    "--out", directory.file("frames"), flag, path,
                ])
                XCTAssertEqual(run.exitCode, 2, "\(flag) \(path): \(run.standardError)")
                XCTAssertTrue(run.standardError.contains("\(flag) \(path): cannot write the output: "), "\(flag): \(run.standardError)")
                XCTAssertTrue(run.standardError.contains(expected), "\(flag) \(path): \(run.standardError)")
                XCTAssertEqual(files(directory.path), before, "\(flag) \(path) wrote something")
            }
        }
        XCTAssertEqual(fileType(pipe), S_IFIFO)
        XCTAssertEqual(fileType(link), S_IFLNK)
        XCTAssertEqual(fileType("/dev/null"), S_IFCHR)
        XCTAssertEqual(fileType(folder), S_IFDIR)
        XCTAssertEqual(String(decoding: try FileIO.readBytes(at: target, maximumBytes: 16), as: UTF8.self), "keep")
    }

    /// A shared file may go into the --out folder the same run creates.
    func testShareOutputInsideTheNewOutputFolderIsWritten() throws {
        let out = directory.file("fresh/out")
        let run = ToolRun([
            "render", "--preset", "card-stack", "--out", out, "--frames", "0,10", "--scale", "0.25",
            "--apng", out + "/swipe.png",
        ])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertEqual(files(out), ["frame_00000.png", "frame_00010.png", "manifest.json", "swipe.png"])
    }

    func testAFrameTargetThatIsNotARegularFileIsRefusedBeforeRendering() throws {
        let out = directory.file("out")
        try FileIO.createDirectory(out + "/frame_00002.png")
        let run = ToolRun(["render", "--preset", "card-stack", "--out", out, "--frames", "0..3"])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("frame_00002.png"), run.standardError)
        XCTAssertEqual(files(out), ["frame_00002.png"])
    }

    // Root cause 8: re-rendering fewer frames removes the old frames the manifest no longer
    // lists — only files named like our frames.
    func testOutputFolderHoldsExactlyWhatTheManifestLists() throws {
        let out = directory.file("out")
        XCTAssertEqual(ToolRun(["render", "--preset", "card-stack", "--out", out, "--frames", "0..9"]).exitCode, 0)
        try FileIO.writeAtomically("mine", to: out + "/notes.txt")
        try FileIO.writeAtomically("mine", to: out + "/frame_1.png")
        let run = ToolRun(["render", "--preset", "card-stack", "--out", out, "--frames", "0,5,7"])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
        XCTAssertEqual(files(out), ["frame_00000.png", "frame_00005.png", "frame_00007.png", "frame_1.png", "manifest.json", "notes.txt"])
        let manifest = try JSONValue.parse(String(decoding: try FileIO.readBytes(at: out + "/manifest.json", maximumBytes: 1 << 20), as: UTF8.self))
        guard case .array(let frames)? = manifest["frames"] else { return XCTFail("no frames") }
        XCTAssertEqual(frames.compactMap { $0["file"] }, [.string("frame_00000.png"), .string("frame_00005.png"), .string("frame_00007.png")])
    }
}
