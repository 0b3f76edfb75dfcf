import SwipeTestSupport
import XCTest
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeBase

/// `ConfinedFile` keeps reads inside a folder without refusing what stays inside:
/// relative links within the folder, `..` that does not climb out, and nested folders are read
/// as the kernel would read them; a path or link that leads out is refused, the same way
/// whatever is outside.
final class ConfinedFileTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var folder: String { directory.file("folder") }

    override func setUp() {
        directory = TemporaryDirectory(prefix: "swipesim-confined")
        try! FileIO.createDirectory(folder + "/sub/deeper")
        try! FileIO.writeAtomically("inside", to: folder + "/sub/deeper/a.txt")
        try! FileIO.writeAtomically("secret", to: directory.file("outside.txt"))
    }

    override func tearDown() { directory.remove() }

    private func read(_ relative: String) throws -> String {
        String(decoding: try ConfinedFile.readBytes(relative, in: folder, maximumBytes: 100, what: "file"), as: UTF8.self)
    }

    func testPathsAndLinksThatStayInsideAreRead() throws {
        XCTAssertEqual(symlink("sub/deeper/a.txt", folder + "/link.txt"), 0)
        XCTAssertEqual(symlink("../deeper", folder + "/sub/deeper/up"), 0)  // a link that climbs, but stays inside
        XCTAssertEqual(symlink("sub", folder + "/dir-link"), 0)
        for path in ["sub/deeper/a.txt", "./sub/../sub/deeper//a.txt", "link.txt", "sub/deeper/up/up/a.txt", "dir-link/deeper/a.txt"] {
            XCTAssertEqual(try read(path), "inside", path)
        }
        let physical = try ConfinedFile.withFile("dir-link/deeper/up/a.txt", in: folder, maximumBytes: 100, what: "file") { $0.physicalPath }
        XCTAssertEqual(physical, folder + "/sub/deeper/a.txt", "every link resolved")
        XCTAssertEqual(ConfinedFile.entry("dir-link", in: folder), .folder)
        XCTAssertEqual(ConfinedFile.entry("link.txt", in: folder), .regularFile)
        XCTAssertEqual(ConfinedFile.entry("sub/none.txt", in: folder), .missing)
    }

    func testPathsAndLinksThatLeaveAreRefusedAlike() throws {
        XCTAssertEqual(symlink(directory.file("outside.txt"), folder + "/absolute.txt"), 0)
        XCTAssertEqual(symlink("../outside.txt", folder + "/climbing.txt"), 0)
        XCTAssertEqual(symlink("/nonexistent/x", folder + "/dangling.txt"), 0)
        XCTAssertEqual(symlink("../../..", folder + "/sub/deeper/root"), 0)
        let cases: [(String, String)] = [
            ("../outside.txt", "'..' climbs out of it"),
            (directory.file("outside.txt"), "it is an absolute path"),
            ("absolute.txt", "a symbolic link in the path leads to an absolute path"),
            ("dangling.txt", "a symbolic link in the path leads to an absolute path"),
            ("climbing.txt", "a symbolic link in the path climbs out of it"),
            ("sub/deeper/root/outside.txt", "a symbolic link in the path climbs out of it"),
        ]
        for (path, reason) in cases {
            XCTAssertEqual(ConfinedFile.entry(path, in: folder), .outside(reason: reason), path)
            XCTAssertThrowsError(try read(path), path) { error in
                let message = "\(error)"
                XCTAssertTrue(message.contains("cannot read the file: it is outside the folder \(folder): \(reason)"), message)
                XCTAssertFalse(message.contains("secret") || message.contains("nothing is there"), message)
            }
        }
    }

    func testLinkLoopsAndSpecialFilesFailWithoutHanging() throws {
        XCTAssertEqual(symlink("b", folder + "/a"), 0)
        XCTAssertEqual(symlink("a", folder + "/b"), 0)
        XCTAssertThrowsError(try read("a")) { XCTAssertTrue("\($0)".contains("symbolic links"), "\($0)") }
        XCTAssertEqual(mkfifo(folder + "/pipe", 0o644), 0)
        XCTAssertEqual(ConfinedFile.entry("pipe", in: folder), .special("a FIFO (named pipe)"))
        XCTAssertThrowsError(try read("pipe")) { XCTAssertTrue("\($0)".contains("not a regular file"), "\($0)") }
        XCTAssertThrowsError(try read("sub")) { XCTAssertTrue("\($0)".contains("a folder, not a regular file"), "\($0)") }
    }
}
