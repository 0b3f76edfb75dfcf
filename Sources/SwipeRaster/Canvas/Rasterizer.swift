/// Exact-area coverage of a path, the cell (cover, area) method of FreeType's smooth
/// rasterizer and AGG, written anew and stored densely (as in font-rs) with a touched-bit per
/// 64 cells (as in Blend2D) so empty and fully covered stretches are skipped in one step.
///
/// Geometry is fixed point, 8 fractional bits (1/256 px). A line segment crossing a pixel row
/// adds to each cell it passes through `cover` = signed Δy and `area` = signed Δy × (fx₀ + fx₁)
/// (fx the x-offsets inside the cell). The pixel's doubled covered area is then
/// 512·Σcover(left of and in the cell) − area(cell). Instead of a sorted cell list each cell
/// writes the first difference of that quantity into a dense row (`cover·512 − area` into its
/// own slot, `+area` into the next), so one running sum per row yields it. Full coverage is
/// 2·256·256 = 131 072; nonzero takes |v| clamped to full, even-odd folds v modulo 2·full.
/// Coverage is round(v · 255 / 131 072), so a half-covered pixel is 128 (127.5 rounds up).
///
/// Curves are flattened in device space to 1/20 px. Lines are clipped to the clip box first:
/// parts above or below are dropped, parts left of it are moved onto its left edge (they
/// still cover everything to their right), parts right of it are dropped.
package final class Rasterizer {
    struct Edge {
        var x0: Int32, y0: Int32, x1: Int32, y1: Int32
        var winding: Int32
    }

    /// A run of pixels in one row. `alpha` > 0: every pixel has that coverage; −1: coverage is
    /// per pixel in the coverage row at the same x offsets. Pixels in no span have coverage 0.
    package struct Span {
        package var start: Int
        package var end: Int
        package var alpha: Int32
    }

    /// Flattening tolerance in pixels (maximum distance between curve and chord).
    static let tolerance = 0.05
    static let bandHeight = 16
    static let fullArea: Int32 = 131_072
    /// Constant-coverage stretches between an edge's cells at least this long are spans of
    /// their own (blended without per-pixel coverage); shorter ones are cheaper per pixel.
    /// At most 16: a shorter stretch's coverage is written with one 16-byte store.
    static let minimumConstantRun = 16

    var edges: [Edge] = []
    // Scratch buffers, grown on demand and reused across paths (one rasterizer per canvas).
    private var accumulation = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var accumulationCapacity = 0
    private var touched = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    private var touchedCapacity = 0
    /// Per-pixel coverage of the current row for spans with alpha −1, indexed like spans.
    private(set) var coverageRow = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private var coverageCapacity = 0
    private var spans = UnsafeMutablePointer<Span>.allocate(capacity: 1)
    private var spansCapacity = 1

    // Clip box in pixels (integers), set by `reset`.
    var clipX0 = 0, clipY0 = 0, clipX1 = 0, clipY1 = 0
    var contourStart = Point.zero
    var current = Point.zero

    package init() {}

    deinit {
        accumulation.deallocate()
        touched.deallocate()
        coverageRow.deallocate()
        spans.deallocate()
    }

    package func reset(clipX0: Int, clipY0: Int, clipX1: Int, clipY1: Int) {
        edges.removeAll(keepingCapacity: true)
        self.clipX0 = clipX0
        self.clipY0 = clipY0
        self.clipX1 = clipX1
        self.clipY1 = clipY1
    }

    // MARK: - Sweeping

    /// Computes coverage row by row and calls `blit` for each row that has any: its y, the
    /// pixel x of offset 0, its spans (offsets from there, left to right) and the per-pixel
    /// coverage for spans with alpha −1 (indexed by the same offsets).
    package func sweep(
        fillRule: FillRule,
        _ blit: (_ y: Int, _ originX: Int, _ spans: UnsafeBufferPointer<Span>, _ coverage: UnsafeMutablePointer<UInt8>) -> Void
    ) {
        let evenOdd = fillRule == .evenOdd
        sweepCells { y, originX, acc, bits, rows in
            let cov = rows.coverage, spanBuffer = rows.spans
            // Two copies of the row sweep, each with its fill rule fixed.
            let count =
                evenOdd
                ? Rasterizer.sweepRow(
                    acc: acc, bits: bits, cov: cov, spans: spanBuffer,
                    width: rows.width, words: rows.words, activeWords: rows.activeWords, evenOdd: true)
                : Rasterizer.sweepRow(
                    acc: acc, bits: bits, cov: cov, spans: spanBuffer,
                    width: rows.width, words: rows.words, activeWords: rows.activeWords, evenOdd: false)
            if count > 0 {
                blit(y, originX, UnsafeBufferPointer(start: spanBuffer, count: count), cov)
            }
        }
    }

    /// The extent of the cell rows `sweepCells` hands over — cells per row, 64-cell words per
    /// row, the words that can hold cells (past them the running sum is constant) — and the
    /// scratch rows for a row's coverage (`width` + 16 bytes) and spans (`width`).
    struct CellRows {
        let width: Int, words: Int, activeWords: Int
        let coverage: UnsafeMutablePointer<UInt8>
        let spans: UnsafeMutablePointer<Span>
    }

    /// Accumulates the edges' cells band by band and calls `row` for every pixel row the edges
    /// span, top to bottom: its y, the pixel x of cell 0, the row's cells and touched bits. `row`
    /// must sum the row's cells and leave every cell and bit it was handed zero.
    @inline(__always)
    func sweepCells(
        _ row: (
            _ y: Int, _ originX: Int, _ acc: UnsafeMutablePointer<Int32>, _ bits: UnsafeMutablePointer<UInt64>,
            _ rows: CellRows
        ) -> Void
    ) {
        guard !edges.isEmpty else { return }
        var minX = Int32.max, maxX = Int32.min, minY = Int32.max, maxY = Int32.min
        for e in edges {
            minX = min(minX, min(e.x0, e.x1)); maxX = max(maxX, max(e.x0, e.x1))
            minY = min(minY, e.y0); maxY = max(maxY, e.y1)
        }
        // Cells are relative to column cellOriginX; pixels right of maxX receive only full
        // cover runs, clipped at the clip box.
        let cellOriginX = Int(minX >> 8)
        let width = clipX1 - clipX0 - cellOriginX
        let firstRow = Int(minY >> 8), endRow = Int((maxY + 255) >> 8)
        guard width > 0, endRow > firstRow else { return }
        let stride = width + 2
        let words = (width + 63) >> 6
        // Cells reach at most column maxX, and a cell also writes its right neighbour: words past
        // those hold no cells, so the running sum is constant over them (one span, or none).
        let activeWords = min(words, (Int(maxX >> 8) - cellOriginX + 2 + 63) >> 6)
        let band = Rasterizer.bandHeight
        if accumulationCapacity < stride * band {
            accumulation.deallocate()
            accumulationCapacity = stride * band
            accumulation = .allocate(capacity: accumulationCapacity)
            accumulation.initialize(repeating: 0, count: accumulationCapacity)
        }
        if touchedCapacity < words * band {
            touched.deallocate()
            touchedCapacity = words * band
            touched = .allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
        if coverageCapacity < width + 16 {
            coverageRow.deallocate()
            coverageCapacity = width + 16
            coverageRow = .allocate(capacity: coverageCapacity)
            coverageRow.initialize(repeating: 0, count: coverageCapacity)
        }
        // Every span holds at least one pixel.
        if spansCapacity < width {
            spans.deallocate()
            spansCapacity = width
            spans = .allocate(capacity: width)
        }
        let shift = Int32(cellOriginX << 8)
        let acc = accumulation, bits = touched
        let rows = CellRows(width: width, words: words, activeWords: activeWords, coverage: coverageRow, spans: spans)

        var bandTop = firstRow
        while bandTop < endRow {
            let bandBottom = min(bandTop + band, endRow)
            let topFixed = Int32(bandTop << 8), bottomFixed = Int32(bandBottom << 8)
            for e in edges where e.y1 > topFixed && e.y0 < bottomFixed {
                Rasterizer.render(
                    e, shift: shift, top: topFixed, bottom: bottomFixed, bandTop: bandTop,
                    width: width, stride: stride, words: words, acc: acc, bits: bits)
            }
            for index in 0..<(bandBottom - bandTop) {
                row(clipY0 + bandTop + index, clipX0 + cellOriginX, acc + index * stride, bits + index * words, rows)
            }
            bandTop = bandBottom
        }
    }

    @inline(__always)
    static func coverage(_ value: Int32, evenOdd: Bool) -> Int32 {
        let mask = value >> 31
        var v = (value ^ mask) &- mask
        if evenOdd {
            v &= 2 * fullArea - 1
            if v > fullArea { v = 2 * fullArea - v }
        } else if v > fullArea || v < 0 {
            v = fullArea
        }
        return (v &* 255 &+ 65_536) >> 17
    }

    /// Sweeps one row into `spans`; returns how many.
    ///
    /// Only the cells an edge touched change the running sum (the others hold 0), so between
    /// two touched cells the coverage is constant. Such a stretch becomes a span of its own
    /// (none when its coverage is 0) when it is at least `minimumConstantRun` pixels long or
    /// continues an untouched word's span; the touched cells and the short stretches between
    /// them go into per-pixel spans (alpha −1, coverage in `cov`). A row of a large shape is
    /// then a few pixels of per-pixel coverage at each edge and one constant span inside.
    @inline(__always)
    private static func sweepRow(
        acc: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>, cov: UnsafeMutablePointer<UInt8>,
        spans: UnsafeMutablePointer<Span>, width: Int, words: Int, activeWords: Int, evenOdd: Bool
    ) -> Int {
        var count = 0
        var running: Int32 = 0
        /// Appends [start, end) with `alpha`, merged into the last span when they meet and agree.
        @inline(__always) func emit(_ start: Int, _ end: Int, _ alpha: Int32) {
            if count > 0 && spans[count - 1].end == start && spans[count - 1].alpha == alpha {
                spans[count - 1].end = end
            } else {
                spans[count] = Span(start: start, end: end, alpha: alpha)
                count += 1
            }
        }
        var previousUntouched = false
        var word = 0
        while word < activeWords {
            let touchedBits = bits[word]
            if touchedBits == 0 {
                // Untouched words up to the next touched one share the running sum: one span.
                var next = word + 1
                while next < activeWords && bits[next] == 0 { next += 1 }
                let alpha = Rasterizer.coverage(running, evenOdd: evenOdd)
                if alpha != 0 { emit(word << 6, min(next << 6, width), alpha) }
                previousUntouched = true
                word = next
                continue
            }
            let start = word << 6, end = min(start + 64, width)
            bits[word] = 0
            // The run reaching the word's end continues into the next word's constant span.
            let nextUntouched = word + 1 >= activeWords || bits[word + 1] == 0
            var x = start
            while x < end {
                let rest = touchedBits >> UInt64(x - start)
                if rest & 1 != 0 {
                    // A block of adjacent touched cells (text has many): per-pixel coverage in
                    // one tight loop, one span.
                    let blockEnd = min(end, x + (~rest).trailingZeroBitCount)
                    for i in x..<blockEnd {
                        running &+= acc[i]
                        acc[i] = 0
                        cov[i] = UInt8(truncatingIfNeeded: Rasterizer.coverage(running, evenOdd: evenOdd))
                    }
                    emit(x, blockEnd, -1)
                    x = blockEnd
                } else {
                    let runEnd = rest == 0 ? end : min(end, x + rest.trailingZeroBitCount)
                    let value = Rasterizer.coverage(running, evenOdd: evenOdd)
                    if runEnd - x >= minimumConstantRun || (x == start && previousUntouched)
                        || (runEnd == end && nextUntouched)
                    {
                        if value != 0 { emit(x, runEnd, value) }
                    } else {
                        // Shorter than 16: one 16-byte store (the row has 16 bytes of slack;
                        // the pixels after the run are written again, in order, by their own).
                        UnsafeMutableRawPointer(cov + x).storeBytes(
                            of: SIMD16<UInt8>(repeating: UInt8(truncatingIfNeeded: value)), as: SIMD16<UInt8>.self)
                        emit(x, runEnd, -1)
                    }
                    x = runEnd
                }
            }
            previousUntouched = false
            word += 1
        }
        if activeWords < words {
            // The words after the last cell: the same spans the loop would have merged.
            let alpha = Rasterizer.coverage(running, evenOdd: evenOdd)
            if alpha != 0 { emit(activeWords << 6, width, alpha) }
        }
        acc[width] = 0
        acc[width + 1] = 0
        return count
    }

    /// Adds one edge's cells for the rows of the current band. (Integer operations wrap
    /// rather than check: fixed-point coordinates are clipped to the canvas, at most 2²⁴, and
    /// every product below stays far inside its type.) Not inlined: the sweep's row loop
    /// keeps its registers.
    @inline(never)
    private static func render(
        _ e: Edge, shift: Int32, top: Int32, bottom: Int32, bandTop: Int, width: Int, stride: Int, words: Int,
        acc: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>
    ) {
        let x0 = e.x0 &- shift, x1 = e.x1 &- shift
        let dx = Int64(x1 &- x0), dy = Int64(e.y1 &- e.y0)
        @inline(__always) func xAt(_ y: Int32) -> Int32 {
            if y == e.y0 { return x0 }
            if y == e.y1 { return x1 }
            return x0 &+ Int32(truncatingIfNeeded: dx &* Int64(y &- e.y0) / dy)
        }
        var y = max(e.y0, top)
        let yEnd = min(e.y1, bottom)
        var x = xAt(y)
        // Inside the edge, x at row boundaries 256 apart is stepped exactly rather than divided:
        // x0 ± (q + r / dy) with q, r the quotient and remainder of |dx|·(y − y0) / dy, which
        // grow by those of |dx|·256 / dy (the same truncated quotient `xAt` computes).
        let magnitude = dx < 0 ? 0 &- dx : dx
        let stepQuotient = magnitude &* 256 / dy, stepRemainder = magnitude &* 256 % dy
        var quotient: Int64 = -1, remainder: Int64 = 0
        while y < yEnd {
            let row = Int(y &>> 8)
            let rowTop = Int32(truncatingIfNeeded: row &<< 8)
            let yNext = min(rowTop &+ 256, yEnd)
            let xNext: Int32
            if yNext == e.y1 {
                xNext = x1
            } else {
                if quotient < 0 {
                    let numerator = magnitude &* Int64(yNext &- e.y0)
                    quotient = numerator / dy
                    remainder = numerator % dy
                } else {
                    quotient &+= stepQuotient
                    remainder &+= stepRemainder
                    if remainder >= dy {
                        remainder &-= dy
                        quotient &+= 1
                    }
                }
                xNext = x0 &+ Int32(truncatingIfNeeded: dx < 0 ? 0 &- quotient : quotient)
            }
            let rowIndex = row &- bandTop
            renderRow(
                xa: x, ya: y &- rowTop, xb: xNext, yb: yNext &- rowTop, winding: e.winding, width: width,
                acc: acc + rowIndex &* stride, bits: bits + rowIndex &* words)
            y = yNext
            x = xNext
        }
    }

    @inline(__always)
    private static func addCell(
        _ cell: Int32, dy: Int32, fxSum: Int32, winding: Int32, width: Int,
        acc: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>
    ) {
        let c = Int(cell)
        if dy == 0 || c >= width { return }
        let v = dy &* winding
        acc[c] &+= v &* (512 &- fxSum)
        acc[c &+ 1] &+= v &* fxSum
        bits[c &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: c & 63)
        if c &+ 1 < width { bits[(c &+ 1) &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: (c &+ 1) & 63) }
    }

    /// One row's part of an edge, from (xa, ya) to (xb, yb), y in 0…256 inside the row.
    @inline(__always)
    private static func renderRow(
        xa: Int32, ya: Int32, xb: Int32, yb: Int32, winding: Int32, width: Int,
        acc: UnsafeMutablePointer<Int32>, bits: UnsafeMutablePointer<UInt64>
    ) {
        let ca = xa &>> 8, cb = xb &>> 8
        if ca == cb {
            addCell(
                ca, dy: yb &- ya, fxSum: (xa &- ca &<< 8) &+ (xb &- ca &<< 8), winding: winding, width: width,
                acc: acc, bits: bits)
            return
        }
        let dyTotal = Int64(yb &- ya)
        var px = xa, py = ya
        if xb > xa {
            let span = Int64(xb &- xa)
            var c = ca
            while c < cb {
                let bx = (c &+ 1) &<< 8
                let by = ya &+ Int32(truncatingIfNeeded: dyTotal &* Int64(bx &- xa) / span)
                addCell(
                    c, dy: by &- py, fxSum: (px &- c &<< 8) &+ 256, winding: winding, width: width, acc: acc, bits: bits)
                px = bx; py = by; c &+= 1
            }
        } else {
            let span = Int64(xa &- xb)
            var c = ca
            while c > cb {
                let bx = c &<< 8
                let by = ya &+ Int32(truncatingIfNeeded: dyTotal &* Int64(xa &- bx) / span)
                addCell(c, dy: by &- py, fxSum: px &- c &<< 8, winding: winding, width: width, acc: acc, bits: bits)
                px = bx; py = by; c &-= 1
            }
        }
        addCell(
            cb, dy: yb &- py, fxSum: (px &- cb &<< 8) &+ (xb &- cb &<< 8), winding: winding, width: width,
            acc: acc, bits: bits)
    }
}
