import SwipeSimCLI
import SwipeDeck
import SwipeTuning
import SwipePNG
import SwipeRaster
import SwipeSweep
import SwipeTestSupport
import XCTest
import SwipeUI
import SwipeBase

final class SweepCommandTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-sweep") }
    override func tearDown() { directory.remove() }

    static let releaseSprings = [".snappy(duration: 0.4)", ".spring(response: 0.3, dampingFraction: 0.5)", ".bouncy(duration: 0.6)"]
    /// Frames during the fly-off of the second swipe, where the three springs differ most.
    static let frames = "171,174,177"

    /// Acceptance: the sweep's CSV equals, row for row, the manifests of three separate
    /// `swipesim render` runs of scene files that differ only in swipeAnimation; and the
    /// sheet's rows visibly differ.
    func testCSVEqualsThreeSeparateRendersAndRowsDiffer() throws {
        // Three scene files written the way a user would: the preset's scene with one value changed.
        let base = SceneWriter.json(try XCTUnwrap(PresetCatalog.preset(named: "card-stack")).defaultScene)
        var manifests: [JSONValue] = []
        for (i, value) in Self.releaseSprings.enumerated() {
            let scene = Self.replacing(
                in: base, key: "parameters", with: Self.replacing(in: base["parameters"] ?? .null, key: "swipeAnimation", with: .string(value)))
            let file = directory.file("scene\(i).json")
            try FileIO.writeAtomically(JSONWriter.write(scene), to: file)
            let out = directory.file("render\(i)")
            let run = ToolRun(["render", file, "--frames", Self.frames, "--out", out])
            XCTAssertEqual(run.exitCode, 0, run.standardError)
            manifests.append(try JSONParser.parse(String(decoding: FileIO.readBytes(at: out + "/manifest.json", maximumBytes: 1 << 26), as: UTF8.self)).root)
        }

        let sheet = directory.file("sheet.png")
        let sweep = ToolRun([
            "sweep", "--preset", "card-stack", "--param", "swipeAnimation=" + Self.releaseSprings.joined(separator: ";"),
            "--frames", Self.frames, "--out", sheet,
        ])
        XCTAssertEqual(sweep.exitCode, 0, sweep.standardError)
        let csv = String(decoding: try FileIO.readBytes(at: directory.file("sheet.csv"), maximumBytes: 1 << 26), as: UTF8.self)
        let table = Self.parseCSV(csv)
        let header = try XCTUnwrap(table.first)
        func column(_ name: String) throws -> Int { try XCTUnwrap(header.firstIndex(of: name), name) }
        var rows = table.dropFirst().makeIterator()
        var compared = 0
        for (runIndex, manifest) in manifests.enumerated() {
            guard case .array(let frames)? = manifest["frames"] else { return XCTFail("no frames") }
            XCTAssertEqual(frames.count, 3)
            for frame in frames {
                guard case .array(let cards)? = frame["cards"] else { return XCTFail("no cards") }
                for card in cards {
                    let row = try XCTUnwrap(rows.next(), "CSV has fewer rows than the manifests")
                    XCTAssertEqual(row[try column("run")], String(runIndex + 1))
                    XCTAssertEqual(row[try column("param")], "swipeAnimation")
                    XCTAssertEqual(row[try column("value")], Self.releaseSprings[runIndex])
                    XCTAssertEqual(Double(row[try column("frame")]), Self.number(frame["index"]))
                    XCTAssertEqual(Double(row[try column("time")]), Self.number(frame["time"]))
                    if case .string(let id)? = card["id"] { XCTAssertEqual(row[try column("card")], id) }
                    XCTAssertEqual(Double(row[try column("z")]), Self.number(card["z"]))
                    XCTAssertEqual(Double(row[try column("card_opacity")]), Self.number(card["opacity"]))
                    guard case .array(let t)? = card["transform"], case .array(let size)? = card["size"] else { return XCTFail() }
                    for (i, name) in ["a", "b", "c", "d", "tx", "ty"].enumerated() {
                        XCTAssertEqual(Double(row[try column(name)]), Self.number(t[i]), name)
                    }
                    XCTAssertEqual(Double(row[try column("width")]), Self.number(size[0]))
                    XCTAssertEqual(Double(row[try column("height")]), Self.number(size[1]))
                    guard case .object(let values)? = card["values"] else { return XCTFail() }
                    for (name, value) in values {
                        if case .array(let xy) = value {
                            XCTAssertEqual(Double(row[try column(name + "_x")]), Self.number(xy[0]), name)
                            XCTAssertEqual(Double(row[try column(name + "_y")]), Self.number(xy[1]), name)
                        } else {
                            XCTAssertEqual(Double(row[try column(name)]), Self.number(value), name)
                        }
                    }
                    compared += 1
                }
            }
        }
        XCTAssertNil(rows.next(), "CSV has more rows than the manifests")
        XCTAssertGreaterThan(compared, 20)

        // The rows differ: the same column (frame 174, mid-flight after the fling) differs in many pixels.
        let image = try PNGDecoder.decode(fileAt: sheet)
        let pixmap = try Pixmap(width: image.width, height: image.height, straightBytes: image.pixels)
        let thumbHeight = SweepSheet.thumbnailHeight(frameWidth: 390, frameHeight: 844, thumbnailWidth: 150)
        func cell(row: Int, column: Int) throws -> Pixmap {
            try pixmap.subPixmap(
                x: SweepSheet.gap + column * (150 + SweepSheet.gap),
                y: SweepSheet.titleHeight + SweepSheet.timeHeader + row * (SweepSheet.rowLabel + thumbHeight + SweepSheet.gap) + SweepSheet.rowLabel,
                width: 150, height: thumbHeight)
        }
        for (a, b) in [(0, 1), (0, 2), (1, 2)] {
            let first = try cell(row: a, column: 1), second = try cell(row: b, column: 1)
            let differing = stride(from: 0, to: first.bytes.count, by: 4).filter { first.bytes[$0..<$0 + 4] != second.bytes[$0..<$0 + 4] }.count
            XCTAssertGreaterThan(differing, 150 * thumbHeight / 20, "rows \(a + 1) and \(b + 1) look alike")
        }
    }

    func testUnknownParameterListsTheParametersAndSuggests() {
        let run = ToolRun(["sweep", "--preset", "card-stack", "--param", "swipeAnimaton=.snappy", "--out", directory.file("s.png")])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(
            run.standardError.contains("unknown parameter 'swipeAnimaton' for preset 'card-stack'; did you mean 'swipeAnimation'?"), run.standardError)
        XCTAssertTrue(run.standardError.contains("threshold (default 0.35)"), run.standardError)
        XCTAssertFalse(FileIO.fileExists(directory.file("s.png")))
    }

    func testEmptyAndMalformedSweepsExitTwo() {
        let out = directory.file("s.png")
        let cases: [([String], String)] = [
            (["--param", "swipeAnimation="], "has no values"),
            (["--param", "swipeAnimation= ; ;"], "has no values"),
            ([], "give at least one --param"),
            (["--param", "swipeAnimation"], "needs NAME=V1;V2"),
            (["--param", "=1;2"], "no parameter name"),
            (["--param", "threshold=0.3;abc"], "takes a number"),
            (["--param", "loops=yes"], "takes true or false"),
            (["--param", "threshold=0.3", "--param", "threshold=0.4"], "given twice"),
            (["--param", "threshold=0.3", "--frames", "0..99999"], "past the end"),
        ]
        for (extra, message) in cases {
            let run = ToolRun(["sweep", "--preset", "card-stack", "--out", out] + extra)
            XCTAssertEqual(run.exitCode, 2, "\(extra): \(run.standardError)")
            XCTAssertTrue(run.standardError.contains(message), "\(extra): \(run.standardError)")
        }
        XCTAssertEqual(ToolRun(["sweep", "--preset", "card-stack", "--param", "threshold=0.3"]).exitCode, 2)  // no --out
        // A malformed spec as a value fails when that run's preset is built, naming the run.
        let spec = ToolRun(["sweep", "--preset", "card-stack", "--param", "swipeAnimation=.snappy;.sprung(response: 1)", "--out", out])
        XCTAssertEqual(spec.exitCode, 2)
        XCTAssertTrue(spec.standardError.contains("run 2 (swipeAnimation = .sprung(response: 1))"), spec.standardError)
        XCTAssertFalse(FileIO.fileExists(out))
    }

    func testSheetsLargerThan8192PixelsAreRefusedBeforeRendering() {
        let run = ToolRun(["sweep", "--preset", "card-stack", "--param", "threshold=0.2;0.5", "--frames", "0..80", "--out", directory.file("s.png")])
        XCTAssertEqual(run.exitCode, 2)
        XCTAssertTrue(run.standardError.contains("the limit is 8192 a side — choose fewer frames (--frames)"), run.standardError)
        let tall = ToolRun([
            "sweep", "--preset", "card-stack", "--param", "threshold=" + (1...20).map { "0.\($0 + 10)" }.joined(separator: ";"),
            "--frames", "0", "--thumb-width", "400", "--out", directory.file("s.png"),
        ])
        XCTAssertEqual(tall.exitCode, 2)
        XCTAssertTrue(tall.standardError.contains("8192"), tall.standardError)
    }

    func testPlanCombinesParametersFirstSlowest() throws {
        let scene = try XCTUnwrap(PresetCatalog.preset(named: "card-stack")).defaultScene
        let plan = try SweepPlan(arguments: ["threshold=0.2;0.35", "loops = true; false"], scene: scene)
        XCTAssertEqual(
            plan.runs.map(\.label),
            [
                "threshold = 0.2  ·  loops = true", "threshold = 0.2  ·  loops = false",
                "threshold = 0.35  ·  loops = true  (default)", "threshold = 0.35  ·  loops = false",
            ])
        XCTAssertEqual(plan.runs[1].scene.parameters["loops"], .bool(false))
        XCTAssertEqual(plan.runs[1].scene.parameters["threshold"], .number(0.2))
        // Other parameters keep their values; setting one twice keeps one key.
        let twice = try plan.runs[0].scene.settingParameter("threshold", to: .number(0.5))
        guard case .object(let members) = twice.parameters else { return XCTFail() }
        XCTAssertEqual(members.filter { $0.key == "threshold" }.count, 1)
        XCTAssertEqual(twice.parameters["threshold"], .number(0.5))
        XCTAssertEqual(twice.parameters["swipeAnimation"], .string(".snappy(duration: 0.4)"))
    }

    /// The same sweep on one thread, on three and on the default (the machine's core count)
    /// gives the same sheet and the same CSV.
    func testSweepOutputDoesNotDependOnThreads() throws {
        var outputs: [([UInt8], String)] = []
        XCTAssertEqual(ThreadCount.machineDefault, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        for threads in ["1", "3", "default"] {
            let sheet = directory.file("sheet\(threads).png")
            let threadArguments = threads == "default" ? [] : ["--threads", threads]
            let run = ToolRun(
                [
                    "sweep", "--preset", "card-stack", "--param", "threshold=0.2;0.5", "--frames", "100,110",
                    "--out", sheet,
                ] + threadArguments)
            XCTAssertEqual(run.exitCode, 0, run.standardError)
            let image = try PNGDecoder.decode(fileAt: sheet)
            outputs.append(
                (image.pixels, String(decoding: try FileIO.readBytes(at: directory.file("sheet\(threads).csv"), maximumBytes: 1 << 26), as: UTF8.self)))
        }
        for other in outputs.dropFirst() {
            XCTAssertEqual(outputs[0].0, other.0)
            XCTAssertEqual(outputs[0].1, other.1)
        }
    }

    /// Without --frames the sheet shows the stretch around the largest difference between runs.
    func testDefaultFramesSurroundTheLargestDifference() throws {
        let scene = try XCTUnwrap(PresetCatalog.preset(named: "card-stack")).defaultScene
        let plan = try SweepPlan(arguments: ["swipeAnimation=" + Self.releaseSprings.joined(separator: ";")], scene: scene)
        let runs = try plan.runs.map { try FrameRenderer(scene: $0.scene).simulate() }
        let differences = SweepFrames.differences(runs)
        let peak = try XCTUnwrap(differences.indices.max { differences[$0] < differences[$1] })
        XCTAssertGreaterThan(differences[peak], 50)  // points: the release springs really differ
        let choice = SweepFrames.defaultIndices(runs, frameCount: runs[0].count, count: 8)
        XCTAssertTrue(choice.focused)
        XCTAssertEqual(choice.indices.count, 8)
        XCTAssertLessThanOrEqual(choice.indices.first!, peak)
        XCTAssertGreaterThanOrEqual(choice.indices.last!, peak)
        // Identical runs do not differ anywhere: frames spread over the whole scene.
        let same = SweepFrames.defaultIndices([runs[0], runs[0]], frameCount: runs[0].count, count: 8)
        XCTAssertFalse(same.focused)
        XCTAssertEqual(same.indices.first, 0)
        XCTAssertEqual(same.indices.last, runs[0].count - 1)
    }

    func testCSVQuotesFieldsWithCommas() {
        XCTAssertEqual(SweepCSV.field(".spring(response: 0.3, dampingFraction: 0.5)"), "\".spring(response: 0.3, dampingFraction: 0.5)\"")
        XCTAssertEqual(SweepCSV.field("say \"hi\""), "\"say \"\"hi\"\"\"")
        XCTAssertEqual(SweepCSV.field("a,\"b\""), "\"a,\"\"b\"\"\"")
        XCTAssertEqual(SweepCommand.csvName(forSheet: "out/sheet.PNG"), "out/sheet.csv")
        XCTAssertEqual(SweepCommand.csvName(forSheet: "sheet"), "sheet.csv")
    }

    // MARK: - Helpers

    static func number(_ value: JSONValue?) -> Double? {
        if case .number(let x)? = value { return x }
        return nil
    }

    static func replacing(in object: JSONValue, key: String, with value: JSONValue) -> JSONValue {
        guard case .object(var members) = object else { return .object([(key, value)]) }
        if let i = members.firstIndex(where: { $0.key == key }) { members[i].value = value } else { members.append((key, value)) }
        return .object(members)
    }

    /// RFC 4180 fields: quoted fields may hold commas and doubled quotes.
    static func parseCSV(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = [], field = "", quoted = false
        var chars = Array(text)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "\"" {
                    if chars.first == "\"" { field.append("\""); chars.removeFirst() } else { quoted = false }
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                row.append(field); field = ""
            } else if c == "\n" {
                row.append(field); rows.append(row); row = []; field = ""
            } else {
                field.append(c)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
