import SwipeTestSupport
import XCTest
import SwipeBase

/// Every file-system failure of FileIO, OutputPath and FileAppender is a `FileError` that names
/// the path, says what was being done and how to fix it.
final class FileErrorTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    private func fileError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> FileError? {
        do {
            try body()
            XCTFail("no error", file: file, line: line)
        } catch let error as FileError {
            return error
        } catch {
            XCTFail("not a FileError: \(type(of: error)) \(error)", file: file, line: line)
        }
        return nil
    }

    func testReadingAMissingFileSaysWhatAndHow() throws {
        let path = directory.file("none.json")
        let error = try XCTUnwrap(fileError { _ = try FileIO.readBytes(at: path, maximumBytes: 100, what: "scene") })
        XCTAssertEqual(error.description, "\(path): cannot open the scene for reading: No such file or directory; check the path: nothing is there")
        XCTAssertEqual(error.path, path)
        XCTAssertEqual(error.systemError, ENOENT)
    }

    func testReadingSpecialFilesAndOversizeFiles() throws {
        let fifo = directory.file("pipe")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let special = try XCTUnwrap(fileError { _ = try FileIO.readBytes(at: fifo, maximumBytes: 100, what: "scene") })
        XCTAssertEqual(
            special.description,
            "\(fifo): cannot read the scene: it is a FIFO (named pipe), not a regular file; give the path of a regular file (swipesim reads no FIFOs, devices or folders)"
        )

        let big = directory.file("big.bin")
        try FileIO.writeAtomically([UInt8](repeating: 1, count: 101), to: big)
        let oversize = try XCTUnwrap(fileError { _ = try FileIO.readBytes(at: big, maximumBytes: 100, what: "image") })
        XCTAssertEqual(oversize.message, "cannot read the image: it is 101 bytes; the limit is 100 bytes; use a smaller file (docs/limits.md)")

        let nul = try XCTUnwrap(fileError { _ = try FileIO.readBytes(at: "a\u{0}b", maximumBytes: 100, what: "font") })
        XCTAssertEqual(nul.description, "a\\0b: cannot read the font: the path contains a NUL character; remove the NUL (\\0) from the path")
    }

    /// A hostile path is echoed at most 200 characters long.
    func testLongPathsAreClipped() throws {
        let path = "/nonexistent/" + String(repeating: "x", count: 5000)
        let error = try XCTUnwrap(fileError { _ = try FileIO.readBytes(at: path, maximumBytes: 100) })
        XCTAssertTrue(error.path.hasSuffix("… (5013 characters)"), error.path)
        XCTAssertLessThanOrEqual(error.path.count - "… (5013 characters)".count, 200, error.path)
        XCTAssertLessThan(error.description.count, 400)
    }

    func testWritingIntoAMissingFolderOrOverASpecialFileIsRefused() throws {
        let missing = directory.file("no/such/folder/a.png")
        let folderError = try XCTUnwrap(fileError { try FileIO.writeAtomically([1], to: missing) })
        XCTAssertEqual(
            folderError.description,
            "\(missing): cannot write the output: the folder \(directory.file("no/such/folder")) does not exist; create the folder first, or choose another path"
        )

        let fifo = directory.file("pipe.png")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let fifoError = try XCTUnwrap(fileError { try OutputPath.checkFile(fifo, flag: "--contact-sheet") })
        XCTAssertEqual(fifoError.flag, "--contact-sheet")
        XCTAssertEqual(
            fifoError.description,
            "--contact-sheet \(fifo): cannot write the output: it exists and is a FIFO (named pipe), not a regular file; swipesim only replaces regular files: remove it or choose another path"
        )

        let empty = try XCTUnwrap(fileError { try OutputPath.checkFile("", flag: "--out") })
        XCTAssertEqual(empty.description, "--out \"\": cannot write the output: the path is empty; give a path")
    }

    func testOutputFolderThroughAFileIsRefused() throws {
        let file = directory.file("plain")
        try FileIO.writeAtomically([1], to: file)
        let error = try XCTUnwrap(fileError { try OutputPath.checkFolder(file + "/frames", flag: "--out") })
        XCTAssertEqual(
            error.description, "--out \(file)/frames: cannot write the output folder: \(file) is a regular file, not a folder; remove it or choose another path"
        )
        let create = try XCTUnwrap(fileError { try FileIO.createDirectory(file + "/frames") })
        XCTAssertEqual(create.action, "create the folder")
        XCTAssertEqual(create.systemError, ENOTDIR)
        XCTAssertTrue(create.fix.contains("not a folder"), create.fix)
    }

    func testAppendingToAnExistingFileIsRefused() throws {
        let path = directory.file("manifest.json")
        try FileIO.writeAtomically([1], to: path)
        let error = try XCTUnwrap(fileError { _ = try FileAppender(creating: path) })
        XCTAssertEqual(error.description, "\(path): cannot create: File exists; remove it or choose another path")
    }

    /// The fix follows the system error: a full disk, a read-only disk, missing permission.
    func testSystemErrorsGetAFixByNumber() {
        XCTAssertTrue(FileError.system("write", path: "x", writing: true, code: ENOSPC).fix.contains("free some disk space"))
        XCTAssertTrue(FileError.system("write", path: "x", writing: true, code: EROFS).fix.contains("read-only"))
        XCTAssertTrue(FileError.system("read the scene", path: "x", code: EACCES).fix.contains("permissions"))
        XCTAssertEqual(FileError.system("write", path: "x", writing: true, code: ENOENT).fix, "check that the folder exists")
    }
}
