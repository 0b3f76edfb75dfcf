import Foundation
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

/// `swipesim verify` in CI runs on scene and golden folders a pull request can
/// change. Every case runs the real command (`SwipeSimTool.main`) on temporary folders whose
/// files link to files outside, and checks the exit code, the message (the field or file, and
/// how to fix it), that no byte of an outside file reaches standard output or error, and that
/// nothing outside was written.
final class UntrustedGoldenTests: XCTestCase {
    var directory: TemporaryDirectory!
    /// A folder outside every scene and golden, holding "secrets" whose bytes must never show.
    var outside: String { directory.file("outside") }
    static let secret = "S3CRET_TOKEN=hunter2"
    /// A 40×40 pt scene of four frames: fast to render.
    static let scene = #"{"preset": "card-stack", "canvas": {"width": 40, "height": 40}, "script": [{"wait": 0.05}], "settleTime": 0}"#

    override func setUp() {
        directory = TemporaryDirectory(prefix: "swipesim-untrusted")
        try! FileIO.createDirectory(outside)
        try! FileIO.writeAtomically(Self.secret + "\n", to: outside + "/secret.txt")
        try! FileIO.writeAtomically("{\"" + Self.secret + "\": 1}", to: outside + "/secret.json")
        try! FileIO.writeAtomically(Self.outsidePNG(), to: outside + "/secret.png")
    }

    override func tearDown() { directory.remove() }

    /// A valid 2×2 PNG whose tEXt chunk carries the secret, so a copy of it would show.
    static func outsidePNG() -> [UInt8] {
        var options = PNGEncodingOptions.smallest
        options.textChunks = [PNGTextChunk(key: "Comment", value: secret)]
        return try! PNGEncoder.encode(PNGImage(width: 2, height: 2, pixels: [UInt8](repeating: 200, count: 16)), options: options)
    }

    /// What is in the outside folder, name and bytes, to prove nothing was written there.
    func outsideContents() -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for name in (try? FileIO.contentsOfDirectory(outside)) ?? [] {
            contents[name] = (try? FileIO.readBytes(at: outside + "/" + name, maximumBytes: 1 << 20)) ?? []
        }
        return contents
    }

    func assertNoSecret(_ run: ToolRun, file: StaticString = #filePath, line: UInt = #line) {
        for text in [run.standardOutput, run.standardError] {
            XCTAssertFalse(text.contains("S3CRET") || text.contains("hunter2"), text, file: file, line: line)
        }
    }

    func makeScene(_ json: String, in folder: String) throws -> String {
        try FileIO.createDirectory(folder)
        try FileIO.writeAtomically(json, to: folder + "/scene.json")
        return folder + "/scene.json"
    }

    /// A golden folder with the small scene and `{"frames": [0]}`.
    func makeGolden(_ path: String, scene: String = UntrustedGoldenTests.scene) throws -> String {
        _ = try makeScene(scene, in: path)
        try FileIO.writeAtomically(#"{"frames": [0]}"#, to: path + "/golden.json")
        return path
    }

    // MARK: 1. Reads stay inside the scene's or golden's folder.

    func testCardImageOutsideTheScenesFolderIsRefusedNamingTheFieldAndTheFix() throws {
        let folder = directory.file("deck")
        try FileIO.createDirectory(folder + "/sub")
        XCTAssertEqual(symlink(outside + "/secret.png", folder + "/absolute-link.png"), 0)
        XCTAssertEqual(symlink("../outside/secret.png", folder + "/climbing-link.png"), 0)
        XCTAssertEqual(symlink("../../outside", folder + "/sub/shared"), 0)
        let before = outsideContents()
        for image in [
            outside + "/secret.png", "../outside/secret.png", "sub/../../outside/secret.png",
            "absolute-link.png", "climbing-link.png", "sub/shared/secret.png",
        ] {
            let scene = try makeScene(#"{"preset": "card-stack", "cards": [{"image": "\#(image)"}]}"#, in: folder)
            let out = directory.file("out")
            let run = ToolRun(["render", scene, "--out", out])
            XCTAssertEqual(run.exitCode, 2, image + ": " + run.standardError)
            XCTAssertTrue(run.standardError.contains("cards[0].image"), run.standardError)
            XCTAssertTrue(run.standardError.contains("is outside the"), run.standardError)
            XCTAssertTrue(run.standardError.contains("--asset-root DIR"), "says how to fix it: \(run.standardError)")
            assertNoSecret(run)
            XCTAssertFalse(FileIO.fileExists(out), "nothing rendered for \(image)")
        }
        XCTAssertEqual(outsideContents(), before)
    }

    func testAssetRootNamedOnTheCommandLineWidensWhatAScenePathMayName() throws {
        let folder = directory.file("deck")
        for image in ["../outside/secret.png", outside + "/secret.png"] {
            let scene = try makeScene(
                #"{"preset": "card-stack", "canvas": {"width": 40, "height": 40}, "cards": [{"image": "\#(image)"}], "duration": 0}"#, in: folder)
            let refused = ToolRun(["render", scene, "--out", directory.file("out")])
            XCTAssertEqual(refused.exitCode, 2, refused.standardError)
            let allowed = ToolRun(["render", scene, "--out", directory.file("out"), "--asset-root", outside])
            XCTAssertEqual(allowed.exitCode, 0, image + ": " + allowed.standardError)
        }
        let notAFolder = ToolRun(["render", "--preset", "card-stack", "--asset-root", outside + "/secret.txt"])
        XCTAssertEqual(notAFolder.exitCode, 2)
        XCTAssertTrue(notAFolder.standardError.contains("--asset-root") && notAFolder.standardError.contains("not a folder"), notAFolder.standardError)
    }

    func testFontPathsOutsideTheScenesFolderAreRefused() throws {
        let folder = directory.file("deck")
        let dejaVu = "/usr/share/fonts/truetype/dejavu"
        for (field, path) in [("fonts.regular", "/etc/passwd"), ("fonts.bold", dejaVu + "/DejaVuSans-Bold.ttf"), ("fonts.bold", "../outside/secret.txt")] {
            let key = field.split(separator: ".")[1]
            let scene = try makeScene(
                #"{"preset": "card-stack", "canvas": {"width": 40, "height": 40}, "fonts": {"\#(key)": "\#(path)"}, "duration": 0}"#, in: folder)
            let run = ToolRun(["render", scene, "--out", directory.file("out")])
            XCTAssertEqual(run.exitCode, 2, run.standardError)
            XCTAssertTrue(run.standardError.contains(field + ": " + path + ": cannot read the font: it is outside the scene's folder"), run.standardError)
            XCTAssertFalse(run.standardError.contains("root:"), "nothing of /etc/passwd: \(run.standardError)")
            assertNoSecret(run)
        }
        // The user names the system's font folder: then the font is used.
        let scene = try makeScene(
            #"{"preset": "card-stack", "canvas": {"width": 40, "height": 40}, "fonts": {"bold": "\#(dejaVu)/DejaVuSans-Bold.ttf"}, "duration": 0}"#, in: folder)
        let run = ToolRun(["render", scene, "--out", directory.file("out"), "--asset-root", dejaVu])
        XCTAssertEqual(run.exitCode, 0, run.standardError)
    }

    func testGoldenFilesThatLinkOutOfTheGoldenAreNeverOpened() throws {
        let goldens = directory.file("Goldens")
        let before = outsideContents()
        for (name, target) in [("golden.json", "secret.json"), ("scene.json", "secret.json"), ("motion.json", "secret.json")] {
            let golden = try makeGolden(goldens + "/" + name.replacingOccurrences(of: ".", with: "-"))
            unlink(golden + "/" + name)
            XCTAssertEqual(symlink(outside + "/" + target, golden + "/" + name), 0)
            let run = ToolRun(["verify", golden], environment: ["CI": "true"])
            XCTAssertEqual(run.exitCode, 2, run.standardOutput + run.standardError)
            XCTAssertTrue(run.standardOutput.contains(golden + "/" + name + ": "), run.standardOutput)
            XCTAssertTrue(run.standardOutput.contains("is outside the folder"), run.standardOutput)
            assertNoSecret(run)
        }
        // A golden frame that links out is not read, compared, or copied into the report.
        let golden = try makeGolden(goldens + "/frame")
        XCTAssertEqual(symlink(outside + "/secret.png", golden + "/frame_00000.png"), 0)
        let report = directory.file("report")
        let run = ToolRun(["verify", golden, "--report", report, "--junit", directory.file("junit.xml")], environment: ["CI": "true"])
        XCTAssertEqual(run.exitCode, 2, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardOutput.contains("frame 0: unreadable") && run.standardOutput.contains("is outside the folder"), run.standardOutput)
        assertNoSecret(run)
        let reported = try FileManager.default.subpathsOfDirectory(atPath: report).filter { $0.hasSuffix(".png") }
        for path in reported {
            let bytes = try FileIO.readBytes(at: report + "/" + path, maximumBytes: 1 << 24)
            XCTAssertNotEqual(bytes, Self.outsidePNG(), path)
            XCTAssertFalse(String(decoding: bytes, as: UTF8.self).contains("hunter2"), path)
        }
        XCTAssertEqual(outsideContents(), before)
    }

    /// Root cause 2: whether an outside path exists, is a folder or is unreadable never changes
    /// the message: it is refused before it is looked up.
    func testRefusalsSayNothingAboutWhatIsOutside() throws {
        var messages: [String] = []
        for target in ["/nonexistent/id_rsa", "/root", "/proc/self/environ", outside + "/secret.json"] {
            let golden = try makeGolden(directory.file("g"))
            unlink(golden + "/golden.json")
            XCTAssertEqual(symlink(target, golden + "/golden.json"), 0)
            let run = ToolRun(["verify", golden], environment: ["CI": "true"])
            XCTAssertEqual(run.exitCode, 2)
            assertNoSecret(run)
            messages.append(run.standardOutput + run.standardError)
            unlink(golden + "/golden.json")
        }
        XCTAssertEqual(Set(messages).count, 1, messages.joined(separator: "\n---\n"))
        XCTAssertFalse(
            messages[0].contains("nothing is there") || messages[0].contains("folder, not") || messages[0].contains("unexpected character"), messages[0])
    }

    // MARK: 3. Writes stay inside.

    func testGoldenFolderThatLinksOutIsRefusedAndNothingIsRecordedThere() throws {
        let goldens = directory.file("Goldens")
        _ = try makeGolden(goldens + "/fine")
        _ = try makeGolden(outside + "/elsewhere")
        XCTAssertEqual(symlink(outside + "/elsewhere", goldens + "/linked"), 0)
        let before = try FileIO.contentsOfDirectory(outside + "/elsewhere")
        let run = ToolRun(["verify", goldens, "--record", "all"])
        XCTAssertEqual(run.exitCode, 2, run.standardOutput + run.standardError)
        XCTAssertTrue(
            run.standardOutput.contains("golden linked: ERROR: \(goldens)/linked: golden folder is outside \(goldens), the folder given"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("golden fine: passed"), run.standardOutput)
        XCTAssertEqual(try FileIO.contentsOfDirectory(outside + "/elsewhere"), before, "nothing recorded outside")
    }

    func testRecordingNeverWritesThroughALink() throws {
        let golden = try makeGolden(directory.file("Goldens/g"))
        XCTAssertEqual(ToolRun(["verify", golden, "--record", "all"]).exitCode, 0)
        let motion = try FileIO.readBytes(at: golden + "/motion.json", maximumBytes: 1 << 24)
        try FileIO.writeAtomically(motion, to: outside + "/motion.json")
        unlink(golden + "/motion.json")
        XCTAssertEqual(symlink(outside + "/motion.json", golden + "/motion.json"), 0)
        let before = outsideContents()
        let run = ToolRun(["verify", golden, "--record", "all"])
        XCTAssertEqual(run.exitCode, 2, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardOutput.contains("motion.json"), run.standardOutput)
        XCTAssertEqual(outsideContents(), before)
    }

    // MARK: 4. Untrusted text is escaped in text, JUnit and HTML.

    func testUntrustedTextReachesNoOutputRaw() throws {
        let forged = "\u{1B}[2J\r\n::error file=App.swift,line=1::forged"
        let goldens = directory.file("Goldens")
        // A golden folder name, a motion.json card id, a PNG tEXt value and an unlisted file name.
        let named = try makeGolden(goldens + "/name" + forged)
        XCTAssertEqual(ToolRun(["verify", named, "--record", "all"]).exitCode, 0)
        let golden = try makeGolden(goldens + "/text")
        XCTAssertEqual(ToolRun(["verify", golden, "--record", "all"]).exitCode, 0)
        var motion = String(decoding: try FileIO.readBytes(at: golden + "/motion.json", maximumBytes: 1 << 24), as: UTF8.self)
        motion = motion.replacingOccurrences(of: "\"card-0\"", with: "\"card-0\\u001b[2J\\r\\n::error file=App.swift,line=1::forged\"")
        try FileIO.writeAtomically(motion, to: golden + "/motion.json")
        var options = PNGEncodingOptions.smallest
        options.textChunks = [PNGTextChunk(key: "swipesim-version", value: "0" + forged)]
        let blank = PNGImage(width: 40, height: 40, pixels: [UInt8](repeating: 0, count: 40 * 40 * 4))
        try FileIO.writeAtomically(try PNGEncoder.encode(blank, options: options), to: golden + "/frame_00000.png")
        try FileIO.writeAtomically([0], to: golden + "/frame_\n::error file=App.swift,line=1::x.png")
        // An animation spec with control characters.
        _ = try makeGolden(
            goldens + "/spec",
            scene: #"{"preset": "card-stack", "parameters": {"swipeAnimation": ".snappy\u001b[2J\r\n::error file=App.swift,line=1::forged"}}"#)

        let report = directory.file("report"), junit = directory.file("junit.xml")
        let run = ToolRun(["verify", goldens, "--report", report, "--junit", junit], environment: ["CI": "true"])
        XCTAssertEqual(run.exitCode, 2, run.standardOutput + run.standardError)
        let html = String(decoding: try FileIO.readBytes(at: report + "/index.html", maximumBytes: 1 << 26), as: UTF8.self)
        let xml = String(decoding: try FileIO.readBytes(at: junit, maximumBytes: 1 << 26), as: UTF8.self)
        for (what, text) in [("stdout", run.standardOutput), ("stderr", run.standardError), ("HTML", html), ("JUnit", xml)] {
            XCTAssertFalse(text.contains("\u{1B}") || text.contains("\r"), "\(what) holds a raw ESC or CR")
            let lines = text.split(separator: "\n")
            XCTAssertFalse(lines.contains { $0.hasPrefix("::") }, "\(what) holds a forged annotation line:\n\(text)")
        }
        // Each untrusted string was printed, escaped.
        XCTAssertTrue(run.standardOutput.contains("golden name\\u{1B}[2J\\r\\n::error"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("card-0\\u{1B}[2J\\r\\n::error"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("swipesim-version: golden 0\\u{1B}[2J\\r\\n::error"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("frame_\\n::error"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("parameters.swipeAnimation"), run.standardOutput)
    }

    // MARK: 5. Reports cannot be made to vanish.

    func testGoldensNamedLikeTheReportsFilesLeaveTheReportWhole() throws {
        let goldens = directory.file("Goldens")
        for name in ["index.html", "results.json"] { _ = try makeGolden(goldens + "/" + name) }
        let report = directory.file("report"), junit = directory.file("junit.xml")
        let run = ToolRun(["verify", goldens, "--report", report, "--junit", junit])
        XCTAssertEqual(run.exitCode, 0, run.standardOutput + run.standardError)
        for file in ["/index.html", "/results.json"] {
            XCTAssertEqual(ConfinedFile.entry(atPath: report + file), .regularFile, file)
        }
        XCTAssertTrue(FileIO.fileExists(junit))
    }

    func testJUnitIsWrittenWhenTheReportCannotBe() throws {
        let golden = try makeGolden(directory.file("Goldens/g"))
        let report = directory.file("report"), junit = directory.file("junit.xml")
        try FileIO.createDirectory(report)
        try FileIO.writeAtomically([1], to: report + "/goldens")  // a file where the report needs a folder
        let run = ToolRun(["verify", golden, "--report", report, "--junit", junit])
        XCTAssertEqual(run.exitCode, 2, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardError.contains("goldens"), run.standardError)
        let xml = String(decoding: try FileIO.readBytes(at: junit, maximumBytes: 1 << 20), as: UTF8.self)
        XCTAssertTrue(xml.contains("<testsuite name=\"swipesim.verify.g\""), xml)
    }

    // MARK: 6. A corrupt motion.json can be re-recorded.

    func testACorruptMotionFileIsReRecordedAsTheErrorAdvises() throws {
        let golden = try makeGolden(directory.file("Goldens/g"))
        XCTAssertEqual(ToolRun(["verify", golden, "--record", "all"]).exitCode, 0)
        let recorded = try FileIO.readBytes(at: golden + "/motion.json", maximumBytes: 1 << 24)
        for mode in ["failed", "all"] {
            try FileIO.writeAtomically("{\"format\": ", to: golden + "/motion.json")
            let ci = ToolRun(["verify", golden], environment: ["CI": "true"])
            XCTAssertEqual(ci.exitCode, 2, ci.standardOutput)
            XCTAssertTrue(
                ci.standardOutput.contains("invalid motion file") && ci.standardOutput.contains("re-record it with --record failed"), ci.standardOutput)
            let run = ToolRun(["verify", golden, "--record", mode])
            XCTAssertEqual(run.exitCode, 0, mode + ": " + run.standardOutput + run.standardError)
            XCTAssertTrue(run.standardOutput.contains("motion: recorded: the golden motion was unreadable"), run.standardOutput)
            XCTAssertEqual(try FileIO.readBytes(at: golden + "/motion.json", maximumBytes: 1 << 24), recorded)
        }
    }
}
