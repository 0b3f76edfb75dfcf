import SwipeGolden
import SwipePNG
import SwipeTestSupport
import XCTest
import SwipeBase

final class GoldenReportTests: XCTestCase {
    var directory: TemporaryDirectory!

    override func setUp() { directory = TemporaryDirectory(prefix: "swipesim-report") }
    override func tearDown() { directory.remove() }

    /// One passing and one failing golden (frame 2 changed, frames 3/4 swapped).
    func makeResults() throws -> [GoldenResult] {
        var results: [GoldenResult] = []
        for name in ["good", "bad"] {
            let path = directory.file("Goldens/" + name)
            try FileIO.createDirectory(path)
            try FileIO.writeAtomically("{}", to: path + "/scene.json")
            try FileIO.writeAtomically("{\"frames\": [0, 1, 2, 3, 4]}", to: path + "/golden.json")
            let options = GoldenVerifyOptions(recordMode: .missing, toolVersion: "1.0")
            _ = GoldenVerifier.verify(GoldenFolder(path: path), renderer: FakeRenderer(), options: options)
        }
        let never = GoldenVerifyOptions(recordMode: .never, toolVersion: "1.0")
        results.append(GoldenVerifier.verify(GoldenFolder(path: directory.file("Goldens/good")), renderer: FakeRenderer(), options: never))
        let broken = FakeRenderer { index in
            var image = TestImages.frame(index == 3 ? 4 : index == 4 ? 3 : index)
            if index == 2 { TestImages.set(&image, 30, 20, (255, 0, 0, 255)) }
            return image
        }
        results.append(GoldenVerifier.verify(GoldenFolder(path: directory.file("Goldens/bad")), renderer: broken, options: never))
        return results
    }

    func testReportFolderHoldsImagesJSONAndHTML() throws {
        let results = try makeResults()
        let report = directory.file("report")
        let index = try GoldenReportWriter.write(results, to: report, toolVersion: "1.0")
        XCTAssertEqual(index, report + "/index.html")
        XCTAssertEqual(try FileIO.contentsOfDirectory(report), ["goldens", "index.html", "results.json"])
        XCTAssertEqual(try FileIO.contentsOfDirectory(report + "/goldens"), ["bad", "good"])
        var expectedFiles = ["frame_00000-expected.png", "frame_00001-expected.png"]
        for frame in ["00002", "00003", "00004"] {
            expectedFiles += ["actual", "crop-actual", "crop-diff", "crop-expected", "diff", "expected"].map { "frame_\(frame)-\($0).png" }
        }
        XCTAssertEqual(try FileIO.contentsOfDirectory(report + "/goldens/bad"), expectedFiles)
        // Frame 2 differs in one pixel (30, 20): the crop is that pixel ± 6 px, zoomed 4× nearest-neighbour.
        let crop = try PNGDecoder.decode(fileAt: report + "/goldens/bad/frame_00002-crop-diff.png")
        XCTAssertEqual([crop.width, crop.height], [13 * 4, 13 * 4])
        for (x, y) in [(24, 24), (27, 27), (24, 27)] { XCTAssertEqual(TestImages.pixel(crop, x, y), [255, 0, 0, 255]) }
        XCTAssertNotEqual(TestImages.pixel(crop, 23, 24), [255, 0, 0, 255])
        let diff = try PNGDecoder.decode(fileAt: report + "/goldens/bad/frame_00002-diff.png")
        XCTAssertEqual(TestImages.pixel(diff, 30, 20), [255, 0, 0, 255])

        let json = String(decoding: try FileIO.readBytes(at: report + "/results.json", maximumBytes: 1 << 26), as: UTF8.self)
        XCTAssertTrue(json.contains("\"summary\": {\"goldens\": 2, \"passed\": 1, \"failed\": 1, \"errors\": 0}"), json)
        XCTAssertTrue(
            json.contains(
                "{\"index\": 0, \"time\": 0, \"status\": \"passed\", \"expectedSize\": [64, 48], \"actualSize\": [64, 48], \"exact\": true, \"differingPixels\": 0"
            ), json)
        XCTAssertTrue(json.contains("\"index\": 2, \"time\": 0.033333, \"status\": \"failed\""), json)
        XCTAssertTrue(json.contains("\"differingPixels\": 1, \"antiAliasedPixels\": 0"), json)
        XCTAssertTrue(json.contains("\"firstFailingFrame\": 2"), json)
        XCTAssertTrue(json.contains("\"failingFramesAfterFirst\": 2"), json)

        let html = String(decoding: try FileIO.readBytes(at: index, maximumBytes: 1 << 26), as: UTF8.self)
        XCTAssertTrue(html.contains("<div class=\"filmstrip\">"))
        XCTAssertTrue(html.contains("<img src=\"goldens/bad/frame_00002-diff.png\""))
        XCTAssertTrue(html.contains("id=\"g1-f2\""))
        XCTAssertTrue(html.contains("figure class=\"slider\""))
        XCTAssertTrue(html.contains("figure class=\"blink\""))
        XCTAssertTrue(html.contains("<div class=\"views zoom\"><figure><figcaption>changed region, expected (4×)"), html)
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "the report must not load external assets")

        // Writing twice gives the same bytes (no dates, fixed order).
        _ = try GoldenReportWriter.write(results, to: report, toolVersion: "1.0")
        XCTAssertEqual(String(decoding: try FileIO.readBytes(at: index, maximumBytes: 1 << 26), as: UTF8.self), html)
    }

    func testJUnitCountsFailuresAndErrors() throws {
        var results = try makeResults()
        var broken = GoldenResult(folder: GoldenFolder(path: "Goldens/empty"), recordMode: .never, tolerance: .standard)
        broken.error = .missingScene(folder: "Goldens/empty")
        results.append(broken)
        let xml = JUnitReport.xml(for: results)
        XCTAssertTrue(
            xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"swipesim verify\" tests=\"11\" failures=\"3\" errors=\"1\">"), xml)
        XCTAssertTrue(xml.contains("<testsuite name=\"swipesim.verify.bad\" tests=\"5\" failures=\"3\" errors=\"0\">"))
        XCTAssertTrue(xml.contains("<testcase classname=\"swipesim.verify.good\" name=\"frame_00000\"/>"), xml)
        XCTAssertTrue(xml.contains("<error message=\"Goldens/empty: golden folder has no scene.json"))
    }

    func testGoldenCheckWritesTheReportOnlyOnFailure() throws {
        let path = directory.file("g")
        try FileIO.createDirectory(path)
        try FileIO.writeAtomically("{}", to: path + "/scene.json")
        try FileIO.writeAtomically("{\"frames\": [0, 1]}", to: path + "/golden.json")
        let report = directory.file("check-report")
        var options = GoldenCheck.Options(environment: ["CI": "true"], toolVersion: "1.0", reportDirectory: report)
        let missing = try GoldenCheck.run(goldenAt: path, renderer: FakeRenderer(), options: options)
        XCTAssertFalse(missing.passed)
        XCTAssertEqual(missing.result.recordMode, .never)
        XCTAssertEqual(missing.reportPath, report + "/index.html")
        XCTAssertTrue(missing.message.contains("frame 0: missing"), missing.message)

        options.environment = [:]
        options.reportDirectory = directory.file("second-report")
        let recorded = try GoldenCheck.run(goldenAt: path, renderer: FakeRenderer(), options: options)
        XCTAssertTrue(recorded.passed)
        XCTAssertEqual(recorded.result.recordMode, .missing)
        XCTAssertNil(recorded.reportPath)
        XCTAssertFalse(FileIO.fileExists(directory.file("second-report")))

        options.environment = ["SWIPESIM_RECORD": "sometimes"]
        XCTAssertThrowsError(try GoldenCheck.run(goldenAt: path, renderer: FakeRenderer(), options: options)) { error in
            XCTAssertEqual("\(error)", "SWIPESIM_RECORD must be one of all, missing, failed, never; got 'sometimes'")
        }
    }
}
