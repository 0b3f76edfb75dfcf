/// Per-pixel gradient lookup: u = ax·X + ay·Y + c is the table index (t·1023) at device
/// point (X, Y), evaluated at pixel centres and stepped along a row in 32.32 fixed point.
struct GradientShader {
    let table: [UInt32]
    let ax: Double, ay: Double, c: Double
    let isOpaque: Bool
    /// Index step per pixel along a row, 32.32 fixed point (rounded once).
    let step: Int64

    init(_ g: LinearGradient, inverse m: Transform) {
        table = g.table()
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
        return Int64((clamped * 4_294_967_296).rounded())
    }

    /// The colour of every pixel of row `y` when the gradient does not change along x, else nil.
    func uniformColor(y: Int) -> UInt32? {
        guard step == 0 else { return nil }
        let u = GradientShader.fixed(ax * 0.5 + ay * (Double(y) + 0.5) + c, limit: 1_048_576)
        let i = min(max((u &+ 2_147_483_648) >> 32, 0), Int64(table.count - 1))
        return table[Int(i)]
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        // The row's position at x = 0 is rounded once; x steps are added in integers, so a
        // pixel's colour never depends on where its span starts.
        let rowStart = GradientShader.fixed(ax * 0.5 + ay * (Double(y) + 0.5) + c, limit: 1_048_576)
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
                if step > -(1 << 29) && step < 1 << 29 {
                    // Under ⅛ of an entry per pixel: runs of at least 8 pixels share an index.
                    // The run of index i ends where w leaves [i·2³², (i + 1)·2³²).
                    var k = 0
                    while k < count {
                        let i = w >> 32
                        let n: Int64 = step > 0
                            ? (((i + 1) << 32) - w + step - 1) / step
                            : (w - (i << 32)) / (-step) + 1
                        let m = Int(min(n, Int64(count - k)))
                        (out + k).update(repeating: base[Int(truncatingIfNeeded: i)], count: m)
                        k += m
                        w &+= Int64(m) &* step
                    }
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
}
