/// Per-pixel gradient lookup: u = ax·X + ay·Y + c is the table index (t·1023) at device
/// point (X, Y), evaluated at pixel centres and stepped along a row in 32.32 fixed point.
package struct GradientShader {
    package let table: [UInt32]
    let ax: Double, ay: Double, c: Double
    let isOpaque: Bool
    /// Index step per pixel along a row, 32.32 fixed point (rounded once).
    package let step: Int64

    package init(_ g: LinearGradient, inverse m: Transform) {
        table = GradientTableCache.table(for: g)
        isOpaque = table.allSatisfy { $0 >> 24 == 255 }
        let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
        let lengthSquared = dx * dx + dy * dy
        let n = Double(LinearGradient.tableSize - 1)
        if lengthSquared > 0 && lengthSquared.isFinite {
            let k = n / lengthSquared
            ax = (m.a * dx + m.b * dy) * k
            ay = (m.c * dx + m.d * dy) * k
            c = ((m.tx - g.start.x) * dx + (m.ty - g.start.y) * dy) * k
        } else {
            // A zero-length axis: every point is past the end, so the last colour.
            ax = 0; ay = 0; c = n
        }
        step = GradientShader.fixed(ax, limit: 65_536)
    }

    @inline(__always)
    private static func fixed(_ v: Double, limit: Double) -> Int64 {
        let clamped = v.isNaN ? 0 : min(max(v, -limit), limit)
        return (clamped * 4_294_967_296).roundedToInt64
    }

    /// The index position of pixel 0 of row `y`, u(0.5, y + 0.5) in 32.32 fixed point, rounded
    /// once per row; x steps are added in integers, so a pixel's colour never depends on where
    /// its span starts.
    @inline(__always)
    package func rowPosition(_ y: Int) -> Int64 {
        GradientShader.fixed(ax * 0.5 + ay * (Double(y) + 0.5) + c, limit: 1_048_576)
    }

    /// The colour of every pixel of the row at `rowPosition` when the gradient does not change
    /// along x, else nil.
    @inline(__always)
    func uniformColor(rowPosition u: Int64) -> UInt32? {
        guard step == 0 else { return nil }
        let i = min(max((u &+ 2_147_483_648) >> 32, 0), Int64(table.count - 1))
        return table[Int(i)]
    }

    /// The colours of pixels x..<x + count of the row at `rowPosition`, into `out`.
    package func shade(x: Int, rowPosition rowStart: Int64, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var u = rowStart &+ Int64(x) &* step
        let last = Int64(table.count - 1)
        table.withUnsafeBufferPointer { lut in
            if step == 0 {
                let i = min(max((u &+ 2_147_483_648) >> 32, 0), last)
                out.update(repeating: lut[Int(i)], count: count)
                return
            }
            // u is linear in k, so if both ends of the span index inside the table every pixel
            // does: no clamping needed (the same indices, fewer instructions).
            let first = (u &+ 2_147_483_648) >> 32
            let end = (u &+ Int64(count - 1) &* step &+ 2_147_483_648) >> 32
            if count > 0 && first >= 0 && first <= last && end >= 0 && end <= last, let base = lut.baseAddress {
                var w = u &+ 2_147_483_648
                // Runs pay a few divisions up front: short spans (an edge's few pixels) step.
                if count >= 32 && step > -(1 << 29) && step < 1 << 29 {
                    GradientShader.fillRuns(base, w: w, step: step, count: count, into: out)
                    return
                }
                for k in 0..<count {
                    out[k] = base[Int(truncatingIfNeeded: w >> 32)]
                    w &+= step
                }
                return
            }
            for k in 0..<count {
                let i = min(max((u &+ 2_147_483_648) >> 32, 0), last)
                out[k] = lut[Int(i)]
                u &+= step
            }
        }
    }

    /// Pixel k in 0..<count takes entry (w + k·step) >> 32 of `table`, for 0 < |step| < 2²⁹
    /// (under ⅛ of an entry a pixel, so an entry lasts at least 8 pixels), written one run of
    /// equal entries at a time. The first run's length takes a division; every later run
    /// starts less than one step past an entry's boundary, so its length is one of two values
    /// fixed by the step, told apart by one comparison (the same integers, hence the same
    /// entries, as stepping pixel by pixel).
    @inline(__always)
    private static func fillRuns(
        _ table: UnsafePointer<UInt32>, w start: Int64, step: Int64, count: Int, into out: UnsafeMutablePointer<UInt32>
    ) {
        let one: Int64 = 1 << 32, fraction = one - 1
        if step > 0 {
            // A run r = 2³² − (w mod 2³²) short of the next entry has ⌈r / step⌉ pixels. After a
            // full run r lies in (2³² − step, 2³²], so ⌈r / step⌉ is `long` − 1 or `long`.
            let long = (one + step - 1) / step
            let reach = one - (long - 1) * step
            fillRuns(
                table, w: start, step: step, count: count, into: out,
                first: (one - (start & fraction) + step - 1) / step
            ) { w in
                w & fraction >= reach ? long - 1 : long
            }
        } else {
            // A run r = w mod 2³² past its entry's start has ⌊r / s⌋ + 1 pixels (s = −step).
            // After a full run r lies in [2³² − s, 2³²), so ⌊r / s⌋ is `long` − 1 or `long`.
            let long = (one - 1) / -step
            let reach = long * -step
            fillRuns(
                table, w: start, step: step, count: count, into: out,
                first: (start & fraction) / -step + 1
            ) { w in
                w & fraction >= reach ? long + 1 : long
            }
        }
    }

    /// The run loop of `fillRuns`: `first` is the first run's length, `next(w)` the length of
    /// the run starting at position w after a full run.
    @inline(__always)
    private static func fillRuns(
        _ table: UnsafePointer<UInt32>, w start: Int64, step: Int64, count: Int, into out: UnsafeMutablePointer<UInt32>,
        first: Int64, next: (Int64) -> Int64
    ) {
        let end = Int64(count)
        var w = start, k: Int64 = 0, n = first
        // Runs written eight pixels a store, which may run up to 7 pixels on (the next run
        // writes those again), while the span has room for that.
        while k &+ n &+ 8 <= end {
            let eight = SIMD8<UInt32>(repeating: table[Int(truncatingIfNeeded: w &>> 32)])
            var p = UnsafeMutableRawPointer(out + Int(truncatingIfNeeded: k))
            let stop = p + Int(truncatingIfNeeded: n &* 4)
            repeat {
                p.storeBytes(of: eight, as: SIMD8<UInt32>.self)
                p += 32
            } while p < stop
            k &+= n
            w &+= n &* step
            n = next(w)
        }
        while k < end {
            let m = min(n, end &- k)
            let value = table[Int(truncatingIfNeeded: w &>> 32)]
            for j in Int(truncatingIfNeeded: k)..<Int(truncatingIfNeeded: k &+ m) { out[j] = value }
            k &+= m
            w &+= m &* step
            n = next(w)
        }
    }
}
