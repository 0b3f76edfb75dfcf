/// The longest run of fully covered pixels of each row, found without writing coverage or
/// spans: what `Canvas.opaqueRows` (occlusion, a shadow skipped under its own fill) needs.
extension Rasterizer {
    /// Calls `run` for every row the path spans with the row's y and its longest run [x0, x1)
    /// of pixels whose coverage is 255 (the leftmost of equally long ones; empty when none):
    /// the pixels `sweep` gives coverage 255, taken from the same running sums.
    ///
    /// Only the cells an edge touched change the running sum, so a row costs its touched cells
    /// (bit by bit, `trailingZeroBitCount`) and one test per stretch between them.
    package func sweepFullRuns(fillRule: FillRule, _ run: (_ y: Int, _ x0: Int, _ x1: Int) -> Void) {
        let evenOdd = fillRule == .evenOdd
        sweepCells { y, originX, acc, bits, rows in
            let (x0, x1) =
                evenOdd
                ? Rasterizer.fullRun(acc: acc, bits: bits, rows: rows, evenOdd: true)
                : Rasterizer.fullRun(acc: acc, bits: bits, rows: rows, evenOdd: false)
            run(y, originX + x0, originX + x1)
        }
    }

    /// Sums one row of cells (zeroing them and their bits) and returns its longest run of
    /// coverage 255, as offsets from cell 0.
    @inline(__always)
    private static func fullRun(
        acc: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>, rows: CellRows, evenOdd: Bool
    ) -> (Int, Int) {
        let width = rows.width
        var running: Int32 = 0
        var best = (0, 0), start = -1
        /// Pixels [from, to) all have coverage `full ? 255 : less`.
        @inline(__always) func stretch(_ from: Int, _ to: Int, full: Bool) {
            if full {
                if start < 0 { start = from }
            } else if start >= 0 {
                if from - start > best.1 - best.0 { best = (start, from) }
                start = -1
            }
        }
        @inline(__always) func isFull() -> Bool { Rasterizer.coverage(running, evenOdd: evenOdd) == 255 }
        var word = 0
        while word < rows.activeWords {
            var touched = bits[word]
            if touched == 0 {
                var next = word + 1
                while next < rows.activeWords && bits[next] == 0 { next += 1 }
                stretch(word << 6, min(next << 6, width), full: isFull())
                word = next
                continue
            }
            bits[word] = 0
            let wordStart = word << 6, end = min(wordStart + 64, width)
            var x = wordStart
            while touched != 0 {
                let cell = wordStart + touched.trailingZeroBitCount
                if cell > x { stretch(x, cell, full: isFull()) }
                running &+= acc[cell]
                acc[cell] = 0
                stretch(cell, cell + 1, full: isFull())
                x = cell + 1
                touched &= touched &- 1
            }
            if x < end { stretch(x, end, full: isFull()) }
            word += 1
        }
        if rows.activeWords < rows.words { stretch(rows.activeWords << 6, width, full: isFull()) }
        stretch(width, width, full: false)
        acc[width] = 0
        acc[width + 1] = 0
        return best
    }
}
