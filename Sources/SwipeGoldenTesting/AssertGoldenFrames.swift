import SwipeDeck
import SwipeGolden
import SwipeGoldenDeck
import XCTest

/// Checks a golden folder (`scene.json`, `golden.json`, `motion.json`, `frame_NNNNN.png`) from
/// your own XCTest target: renders the scene with SwipeSim's deck and compares the motion of
/// every frame and the pixels of the listed frames. It follows swift-snapshot-testing's
/// conventions:
///
/// - **Paths.** `goldenDirectory` is resolved against the folder of the test file (`#filePath`)
///   unless it is absolute, so the test finds its goldens from whatever folder `swift test`
///   runs in: `assertGoldenFrames("Goldens/swipe-right")` in `Tests/AppTests/SwipeTests.swift`
///   means `Tests/AppTests/Goldens/swipe-right`.
/// - **Recording fails.** The record mode is `record` when given, else `SWIPESIM_RECORD`, else
///   `never` under `CI=true`, else `missing`. Whenever frames or motion are recorded, the test
///   fails with "recorded N frames; re-run to compare", so CI can never pass by recording.
/// - **Nothing else is written.** Recording writes only inside the golden folder. A failure
///   writes an HTML report (expected / actual / diff, zoomed crops, motion plot) to
///   `reportDirectory` if given, else `$SWIPESIM_ARTIFACTS/<golden>` when that is set, else
///   `.build/swipesim-report/<golden>` in the package that holds the test file.
///
/// `renderer` is the seam for other sources of frames (`assertGoldenFrames(of:script:named:)`
/// renders a SwipeUI view through it); the default renders the folder's `scene.json` with the deck.
public func assertGoldenFrames(
    _ goldenDirectory: String,
    tolerance: ComparisonTolerance = .standard,
    record: RecordMode? = nil,
    reportDirectory: String? = nil,
    renderer: GoldenRenderer = DeckGoldenRenderer(),
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let testDirectory = GoldenPath.directory(of: "\(file)")
    let golden = GoldenPath.resolve(goldenDirectory, relativeTo: testDirectory)
    checkGolden(
        at: golden, renderer: renderer, tolerance: tolerance, record: record,
        reportDirectory: reportDirectory, testDirectory: testDirectory, file: file, line: line)
}

/// The check both `assertGoldenFrames` forms share: the report folder by the conventions above,
/// the comparison, and a failure when anything was recorded.
func checkGolden(
    at golden: String, renderer: GoldenRenderer, tolerance: ComparisonTolerance, record: RecordMode?,
    reportDirectory: String?, testDirectory: String, toolVersion: String = SwipeSimVersion.current,
    file: StaticString, line: UInt
) {
    let environment = GoldenCheck.processEnvironment()
    let name = GoldenFolder(path: golden).name
    let report =
        reportDirectory.map { GoldenPath.resolve($0, relativeTo: testDirectory) }
        ?? environment["SWIPESIM_ARTIFACTS"].map { GoldenPath.resolve($0 + "/" + name, relativeTo: testDirectory) }
        ?? GoldenPath.normalized((GoldenPath.packageRoot(above: testDirectory) ?? testDirectory) + "/.build/swipesim-report/" + name)
    let options = GoldenCheck.Options(
        tolerance: tolerance, recordMode: record, environment: environment,
        toolVersion: toolVersion, reportDirectory: report, advice: .xcTest)
    do {
        let outcome = try GoldenCheck.run(goldenAt: golden, renderer: renderer, options: options)
        if !outcome.passed {
            XCTFail(outcome.message, file: file, line: line)
        } else if outcome.recordedFrameCount > 0 || outcome.recordedMotion {
            XCTFail(recordingMessage(outcome, golden: golden, explicit: record != nil), file: file, line: line)
        }
    } catch {
        XCTFail("golden check of \(golden) could not run: \(error)", file: file, line: line)
    }
}

/// swift-snapshot-testing's convention: a test that records does not pass.
func recordingMessage(_ outcome: GoldenCheck.Outcome, golden: String, explicit: Bool) -> String {
    let count = outcome.recordedFrameCount
    var what = "recorded \(count) frame\(count == 1 ? "" : "s")"
    if outcome.recordedMotion { what += " and the motion of every frame" }
    let why =
        explicit
        ? "record: .\(outcome.recordMode.rawValue) is set"
        : "record mode \(outcome.recordMode.rawValue) (from \(RecordMode.environmentVariable) or, when unset, the default outside CI)"
    return "\(what) in \(golden); re-run to compare. Recording happened because \(why); "
        + "pass record: .never or set \(RecordMode.environmentVariable)=never to compare only."
}
