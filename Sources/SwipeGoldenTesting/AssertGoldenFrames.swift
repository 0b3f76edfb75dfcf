import SwipeGolden
import SwipeGoldenDeck
import SwipeDeck
import XCTest

/// Checks a golden folder (`scene.json`, `golden.json`, `frame_NNNNN.png`) from your own XCTest
/// target: renders the scene with SwipeSim's deck and compares each listed frame.
///
/// Record modes follow `swipesim verify`: `record` when given, else `SWIPESIM_RECORD`, else
/// `never` under `CI=true`, else `missing` (new frames are recorded and the test passes).
/// On failure the test fails with the per-frame report, and an HTML report with expected,
/// actual and diff images is written to `reportDirectory` (default: `SWIPESIM_ARTIFACTS` when
/// set, else a `.swipesim-report` folder beside the golden).
public func assertGoldenFrames(
    _ goldenDirectory: String,
    tolerance: ComparisonTolerance = .standard,
    record: RecordMode? = nil,
    reportDirectory: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let environment = GoldenCheck.processEnvironment()
    let folderName = goldenDirectory.split(separator: "/").last.map(String.init) ?? "golden"
    let report = reportDirectory
        ?? environment["SWIPESIM_ARTIFACTS"].map { $0 + "/" + folderName }
        ?? goldenDirectory + "/../.swipesim-report/" + folderName
    let options = GoldenCheck.Options(
        tolerance: tolerance, recordMode: record, environment: environment,
        toolVersion: SwipeSimVersion.current, reportDirectory: report)
    do {
        let outcome = try GoldenCheck.run(goldenAt: goldenDirectory, renderer: DeckGoldenRenderer(), options: options)
        if !outcome.passed {
            XCTFail(outcome.message, file: file, line: line)
        }
    } catch {
        XCTFail("golden check could not run: \(error)", file: file, line: line)
    }
}
