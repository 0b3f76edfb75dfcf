import Foundation
import SwipeTestSupport
import XCTest
import SwipeBase

/// A staging folder whose writer is a zombie — killed, not yet reaped by
/// its parent — belongs to no live run (a zombie runs no code), so the next run removes it.
/// `kill(pid, 0)` alone succeeds for a zombie, which kept such folders for ever.
final class ZombieStagingTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-zombie") }
    override func tearDown() { directory.remove() }

    /// The state letter of `/proc/<pid>/stat` (proc(5): the field after the command's ")").
    static func state(of pid: pid_t) -> Character? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        return text[close...].dropFirst(2).first
    }

    func testAStagingFolderOfAZombieWriterIsRemovedByTheNextRun() throws {
        #if !os(Linux)
            throw XCTSkip("zombies are recognised through /proc, on Linux")
        #else
            // A child that exits at once and is not waited for: a zombie until reaped below.
            var pid: pid_t = 0
            let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
            defer { arguments.forEach { free($0) } }
            XCTAssertEqual(posix_spawn(&pid, "/bin/true", nil, nil, arguments, environ), 0)
            var status: Int32 = 0
            defer { waitpid(pid, &status, 0) }
            for _ in 0..<200 where Self.state(of: pid) != "Z" { usleep(10_000) }
            XCTAssertEqual(Self.state(of: pid), "Z", "the child is a zombie")
            XCTAssertEqual(kill(pid, 0), 0, "kill(pid, 0) alone calls a zombie alive")

            let out = directory.file("out")
            let stale = out + "/.swipesim-staging-\(pid)"
            try FileIO.createDirectory(stale)
            try FileIO.writeAtomically([1, 2], to: stale + "/frame_00003.png")
            try FileIO.writeAtomically([3], to: out + "/.manifest.json.tmp-\(pid)-1")
            let scene = directory.file("scene.json")
            try FileIO.writeAtomically(#"{"preset": "card-stack", "canvas": {"width": 40, "height": 40}, "duration": 0}"#, to: scene)
            let run = ToolRun(["render", scene, "--out", out])
            XCTAssertEqual(run.exitCode, 0, run.standardError)
            XCTAssertEqual(try FileIO.contentsOfDirectory(out), ["frame_00000.png", "manifest.json"])
        #endif
    }
}
