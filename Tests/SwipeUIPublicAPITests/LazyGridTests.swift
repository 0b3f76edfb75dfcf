import SwipeUI
import XCTest

/// `LazyVGrid`/`LazyHGrid` share their length across their `GridItem`s as objc.io ("SwiftUI's
/// Grid Views", 2020) and mo4tech ("Predict LazyVGrid layout") worked it out: fixed items and
/// the spacings (8 pt by default) first, then the others in order, adaptive ones fitting as many
/// tracks of their minimum as they can, in two passes; each row as tall as its tallest cell.
final class LazyGridTests: XCTestCase {
    /// Each identified view's (x, y, width, height) on the canvas, points.
    func placements<V: View>(_ view: V, options: SimulationOptions = SimulationOptions()) throws -> [String: [Double]] {
        let frame = try XCTUnwrap(try Simulation(view, script: [], options: options).frames().first)
        return Dictionary(
            uniqueKeysWithValues: frame.identifiedViews.map {
                ($0.identifier, [$0.transform[4], $0.transform[5], $0.size.width, $0.size.height])
            })
    }

    func cells(_ count: Int, height: Double = 30) -> some View {
        ForEach(0..<count, id: \.self) { i in Color.red.frame(height: height).accessibilityIdentifier("c\(i)") }
    }

    /// objc.io's quiz 1: `.fixed(70)` and `.adaptive(minimum: 40)` in 200 pt. 200 − 70 − 8 = 122
    /// is left for the adaptive column; two 40 pt items and a gap fit (88 ≤ 122), three do not
    /// (136 > 122): two tracks of (122 − 8) / 2 = 57.
    func testAFixedColumnAndAnAdaptiveOneShareTheWidthAsObjcIoWorkedOut() throws {
        let p = try placements(
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(5) }
                .accessibilityIdentifier("grid").frame(width: 200))
        let grid = try XCTUnwrap(p["grid"]), c = (0..<5).map { p["c\($0)"]! }
        XCTAssertEqual(grid[2], 200)
        XCTAssertEqual(grid[3], 30 + 8 + 30, "two rows, 8 pt apart")
        XCTAssertEqual(c.map { $0[2] }, [70, 57, 57, 70, 57])
        XCTAssertEqual(c.map { $0[0] - grid[0] }, [0, 78, 143, 0, 78])
        XCTAssertEqual(c.map { $0[1] - grid[1] }, [0, 0, 0, 38, 38])
        XCTAssertEqual(grid[0], 95, "the 200 pt grid centred on the 390 pt canvas")
    }

    /// Right to left, the first column is the rightmost (leading is on the right); the widths
    /// are the same as left to right.
    func testRightToLeftMirrorsTheColumns() throws {
        var options = SimulationOptions()
        options.layoutDirection = .rightToLeft
        let p = try placements(
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(3) }
                .accessibilityIdentifier("grid").frame(width: 200), options: options)
        let grid = try XCTUnwrap(p["grid"]), c = (0..<3).map { p["c\($0)"]! }
        XCTAssertEqual(c.map { $0[2] }, [70, 57, 57])
        XCTAssertEqual(c.map { $0[0] - grid[0] }, [200 - 70, 200 - 78 - 57, 0])
    }

    /// mo4tech's worked example: `.flexible(minimum: 100)`, `.flexible(minimum: 180)` in 300 pt.
    /// First pass: (300 − 8) / 2 = 146 for the first, 146 clamped up to 180 for the second: the
    /// grid is 146 + 8 + 180 = 334 wide. Second pass from 334: (334 − 8) / 2 = 163 and 180.
    func testFlexibleColumnsAreSharedInOrderInTwoPasses() throws {
        let p = try placements(
            LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) { cells(2) }
                .accessibilityIdentifier("grid").frame(width: 300))
        XCTAssertEqual(p["grid"]![2], 334)
        XCTAssertEqual(p["c0"]![2], 163)
        XCTAssertEqual(p["c1"]![2], 180)
        XCTAssertEqual(p["c1"]![0] - p["c0"]![0], 163 + 8)
    }

    /// Three flexible columns across the 390 pt canvas: (390 − 2 · 8) / 3 each. Rows are as tall
    /// as their tallest cell and `spacing` apart; a cell sits in its slot by its item's
    /// alignment, else by the grid's (across) and centred (along).
    func testRowsAreAsTallAsTheirTallestCellAndCellsAreAligned() throws {
        let heights: [Double] = [20, 50, 30, 40]
        let grid = LazyVGrid(
            columns: [GridItem(.flexible(), alignment: .top), GridItem(.flexible()), GridItem(.flexible())],
            alignment: .leading, spacing: 12
        ) {
            ForEach(0..<4, id: \.self) { i in Color.blue.frame(width: 20, height: heights[i]).accessibilityIdentifier("c\(i)") }
        }
        let p = try placements(grid.accessibilityIdentifier("grid"))
        let column = (390.0 - 16) / 3
        let g = p["grid"]!, c = (0..<4).map { p["c\($0)"]! }
        XCTAssertEqual(g[2], 390)
        XCTAssertEqual(g[3], 50 + 12 + 40)
        // Cell edges on the pixel grid (scale 1; the grid itself starts at x = 0).
        XCTAssertEqual(c[0][0] - g[0], onPixelGrid((column - 20) / 2), accuracy: 1e-9, "item alignment .top: centred across")
        XCTAssertEqual(c[0][1] - g[1], 0, "and at the top of the 50 pt row")
        XCTAssertEqual(c[1][0] - g[0], onPixelGrid(column + 8), accuracy: 1e-9, "the grid's .leading")
        XCTAssertEqual(c[2][0] - g[0], onPixelGrid(2 * (column + 8)), accuracy: 1e-9)
        XCTAssertEqual(c[2][1] - g[1], 10, "30 pt cell centred in the 50 pt row")
        XCTAssertEqual(c[3][1] - g[1], 62, "second row: 50 + 12 down, at its top")
    }

    /// `LazyHGrid`: rows of 40 and 60 pt, 10 pt between columns, 8 between rows; each column is
    /// as wide as its widest cell.
    func testAHorizontalGridFillsColumnsTopToBottom() throws {
        let widths: [Double] = [30, 50, 20]
        let grid = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(60))], spacing: 10) {
            ForEach(0..<3, id: \.self) { i in Color.green.frame(width: widths[i], height: 20).accessibilityIdentifier("c\(i)") }
        }
        let p = try placements(grid.accessibilityIdentifier("grid"))
        let g = p["grid"]!, c = (0..<3).map { p["c\($0)"]! }
        XCTAssertEqual([g[2], g[3]], [50 + 10 + 20, 40 + 8 + 60])
        XCTAssertEqual([c[0][0] - g[0], c[0][1] - g[1]], [10, 10])
        XCTAssertEqual([c[1][0] - g[0], c[1][1] - g[1]], [0, 48 + 20])
        XCTAssertEqual([c[2][0] - g[0], c[2][1] - g[1]], [60, 10])
    }

    /// Writes a photo grid in a scroll view for a person to look at (`SWIPESIM_GRID_FRAMES=DIR`).
    func testWriteAGridForInspection() throws {
        guard let directory = ProcessInfo.processInfo.environment["SWIPESIM_GRID_FRAMES"] else { throw XCTSkip("set SWIPESIM_GRID_FRAMES to write a frame") }
        let grid = ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100), spacing: 2)], spacing: 2) {
                ForEach(0..<30, id: \.self) { i in
                    Color(hue: Double(i % 10) / 10, saturation: 0.5, brightness: 0.9).frame(height: Double(60 + 20 * (i % 3)))
                }
            }
        }
        try Simulation(grid, script: [.drag(to: CGSize(width: 0, height: -300), duration: 0.4), .release, .wait(0.5)])
            .writePNGs(to: directory + "/grid")
    }

    func testAGridWithoutItemsOrWithABadSizeIsAClearError() throws {
        XCTAssertThrowsError(try Simulation(LazyVGrid(columns: []) { self.cells(2) }, script: []).frames()) { error in
            XCTAssertTrue("\(error)".contains("LazyVGrid"), "\(error)")
            XCTAssertTrue("\(error)".contains("at least one GridItem"), "\(error)")
        }
        XCTAssertThrowsError(try Simulation(LazyHGrid(rows: [GridItem(.adaptive(minimum: 0))]) { self.cells(2) }, script: []).frames()) { error in
            XCTAssertTrue("\(error)".contains("rows[0]"), "\(error)")
        }
        XCTAssertThrowsError(try Simulation(LazyVGrid(columns: [GridItem(.fixed(.nan))]) { self.cells(2) }, script: []).frames())
    }
}
