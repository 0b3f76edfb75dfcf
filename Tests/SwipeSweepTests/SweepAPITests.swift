import SwipeSweep
import XCTest

/// SwipeSweep as a user calls it: this target imports nothing else of SwipeSim.
final class SweepAPITests: XCTestCase {
    func testSweepCSV() throws {
        let sweep = try Sweep(preset: "tinder-stack", parameters: ["threshold=60;200"])
        let frames = [0, 20, 40]
        let result = try sweep.render(frames: "0,20,40", thumbnailWidth: 80, threads: 2)
        XCTAssertEqual(result.frameIndices, frames)
        XCTAssertEqual(result.runs.map(\.label), ["threshold = 60", "threshold = 200"])
        let lines = result.csv.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines[0].hasPrefix(SweepCSV.fixedColumns.joined(separator: ",")), lines[0])
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(Set(rows.map { $0[0] }), ["1", "2"])
        XCTAssertEqual(Set(rows.map { $0[3] }), ["0", "20", "40"])
        XCTAssertEqual(rows.filter { $0[0] == "1" }.count, rows.filter { $0[0] == "2" }.count)
        XCTAssertEqual(Array(try result.sheetPNG().prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertThrowsError(try Sweep(preset: "tinder-stack", parameters: ["nope=1;2"]))
    }
}
