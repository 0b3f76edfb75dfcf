/// A colour times a bilinearly sampled 8-bit mask; outside the mask is 0.
package struct MaskShader {
    let mask: ShadowMask
    let m: Transform
    let color: UInt32
    /// `color` scaled by every mask value 0…255 (exactly rounded), so sampling needs one load.
    let scaled: [UInt32]
    /// log₂ of the spacing of exact samples along a row; pixels between two exact samples
    /// interpolate them linearly (see `values`).
    let stepShift: Int
    /// Per-pixel step of the sample position along a row, 16.16 fixed point (rounded once).
    let du: Int64, dv: Int64

    /// `sigmaPixels` is the blur's σ in device pixels: the wider the blur, the smoother the
    /// mask, and the sparser the exact samples may be.
    init(mask: ShadowMask, deviceToMask: Transform, color: UInt32, sigmaPixels: Double) {
        self.mask = mask
        self.m = deviceToMask
        self.color = color
        self.scaled = (0...255).map { Blend.scale(color, by: UInt32($0)) }
        var shift = 0
        while shift < 3 && Double(6 << shift) <= sigmaPixels { shift += 1 }
        self.stepShift = shift
        self.du = deviceToMask.a.fixed16
        self.dv = deviceToMask.b.fixed16
    }

    /// Fixed-point sample position of pixel (x, y) and the per-pixel step along the row. The
    /// row's position at x = 0 is rounded once and x steps are added in integers, so a pixel's
    /// sample never depends on where its span starts.
    @inline(__always)
    /// The mask position of pixel 0 of row `y` and its step per pixel (16.16 fixed point).
    func rowStart(_ y: Int) -> (u: Int64, v: Int64, du: Int64, dv: Int64) { start(0, y) }

    private func start(_ x: Int, _ y: Int) -> (u: Int64, v: Int64, du: Int64, dv: Int64) {
        let py = Double(y) + 0.5
        let u0 = (m.a * 0.5 + m.c * py + m.tx - 0.5).fixed16
        let v0 = (m.b * 0.5 + m.d * py + m.ty - 0.5).fixed16
        return (u0 &+ Int64(x) &* du, v0 &+ Int64(x) &* dv, du, dv)
    }

    /// The pixels k in 0..<count of the span starting at (x, y) whose four bilinear taps all lie
    /// in the mask's solid rectangle, so their value is exactly 255 — found with the same
    /// integer positions `shade` steps through, so skipping them changes no byte.
    func solidRange(x: Int, y: Int, count: Int) -> Range<Int> {
        let solid = mask.solid
        guard solid.x1 - solid.x0 >= 2, solid.y1 - solid.y0 >= 2 else { return 0..<0 }
        let (u, v, du, dv) = start(x, y)
        var lo = 0, hi = count
        // Integer part of the position must stay in [a, b] (so that it and the next tap are in).
        func restrict(_ p: Int64, _ dp: Int64, _ a: Int, _ b: Int) {
            let minP = Int64(a) << 16, maxP = (Int64(b + 1) << 16) - 1
            if dp == 0 {
                if p < minP || p > maxP { hi = lo }
                return
            }
            // k where minP ≤ p + k·dp ≤ maxP.
            func floorDiv(_ n: Int64, _ d: Int64) -> Int64 {
                let q = n / d
                return (n % d != 0 && ((n < 0) != (d < 0))) ? q - 1 : q
            }
            func ceilDiv(_ n: Int64, _ d: Int64) -> Int64 { -floorDiv(-n, d) }
            let kLow: Int64, kHigh: Int64
            if dp > 0 {
                kLow = ceilDiv(minP - p, dp); kHigh = floorDiv(maxP - p, dp)
            } else {
                kLow = ceilDiv(maxP - p, dp); kHigh = floorDiv(minP - p, dp)
            }
            lo = max(lo, Int(clamping: kLow))
            hi = min(hi, Int(clamping: kHigh) + 1)
        }
        restrict(u, du, solid.x0, solid.x1 - 2)
        restrict(v, dv, solid.y0, solid.y1 - 2)
        return lo < hi ? lo..<hi : 0..<0
    }

    /// The mask value (0…255) of each pixel of the span, into `out`.
    ///
    /// With `stepShift` = 0 every pixel is sampled bilinearly. Otherwise exact samples are taken
    /// at the pixels whose x is a multiple of s = 2^stepShift and the pixels between take the
    /// linear interpolation of their two neighbours (in 1/256 levels, rounded once). A blurred
    /// mask's second derivative is at most 255 · 0.242 / σ² levels per px², so the error is at
    /// most s² · 255 · 0.242 / (8σ²) ≤ 0.22 levels for s ≤ σ/6, the rule `init` applies. The
    /// anchors sit at absolute x, so a pixel's value depends only on its position.
    func values(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let sampler = RowSampler(self, y: y)
        @inline(__always) func sample256(_ px: Int) -> UInt32 { sampler.sample256(px) }
        if stepShift == 0 {
            for k in 0..<count { out[k] = UInt8(truncatingIfNeeded: (sample256(x + k) &+ 128) >> 8) }
            return
        }
        // Between anchors A (value a) and A + s (value b), pixel A + j takes
        // (a·(s − j) + b·j) >> stepShift = (a·s + (b − a)·j) >> stepShift, stepped by b − a
        // per pixel (exactly the same integers, no multiply per pixel). A stretch whose two
        // anchors are both 0 is all 0 (the mask's empty surroundings) and is cleared at once.
        let s = 1 << stepShift, shift = Int32(stepShift)
        var anchor = x & ~(s - 1)
        var a = Int32(sample256(anchor))
        var o = 0, j = x - anchor
        while o < count {
            let b = Int32(sample256(anchor + s))
            let n = min(s - j, count - o)
            if a == 0 && b == 0 {
                (out + o).update(repeating: 0, count: n)
            } else {
                let delta = b &- a
                var acc = (a &<< shift) &+ delta &* Int32(truncatingIfNeeded: j)
                let dst = out + o
                for i in 0..<n {
                    dst[i] = UInt8(truncatingIfNeeded: ((acc &>> shift) &+ 128) &>> 8)
                    acc &+= delta
                }
            }
            o += n
            anchor += s
            a = b
            j = 0
        }
    }

    /// The shadow colour of each pixel of the span, into `out`; `scratch` holds `count` bytes.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt8>) {
        values(x: x, y: y, count: count, into: scratch)
        scaled.withUnsafeBufferPointer { table in
            for k in 0..<count { out[k] = table[Int(scratch[k])] }
        }
    }

    /// `shade` fused with source-over for fully covered spans (the common case): the same
    /// values as `values`, blended as they are made; stretches between two zero anchors are
    /// skipped.
    func shadeOver(x: Int, y: Int, count: Int, row: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<UInt8>) {
        if stepShift == 0 {
            values(x: x, y: y, count: count, into: scratch)
            scaled.withUnsafeBufferPointer { table in
                for k in 0..<count where scratch[k] != 0 {
                    row[k] = Blend.sourceOver(table[Int(scratch[k])], row[k])
                }
            }
            return
        }
        let sampler = RowSampler(self, y: y)
        @inline(__always) func sample256(_ px: Int) -> Int32 { Int32(truncatingIfNeeded: sampler.sample256(px)) }
        scaled.withUnsafeBufferPointer { lut in
            guard let table = lut.baseAddress else { return }
            let s = 1 << stepShift, shift = Int32(stepShift)
            var anchor = x & ~(s - 1)
            var a = sample256(anchor)
            var o = 0, j = x - anchor
            while o < count {
                let b = sample256(anchor + s)
                let n = min(s - j, count - o)
                if a != 0 || b != 0 {
                    // No branch per pixel: a value of 0 blends table[0] = 0, which leaves the
                    // pixel exactly as it was (d · 255 / 255 rounds to d).
                    let delta = b &- a
                    var acc = (a &<< shift) &+ delta &* Int32(truncatingIfNeeded: j)
                    let dst = row + o
                    if n == 8 {
                        MaskShader.blend8(table: table, acc: acc, delta: delta, shift: shift, dst: dst)
                        o += n
                        anchor += s
                        a = b
                        j = 0
                        continue
                    }
                    for i in 0..<n {
                        let value = ((acc &>> shift) &+ 128) &>> 8
                        acc &+= delta
                        dst[i] = Blend.sourceOver(table[Int(truncatingIfNeeded: value)], dst[i])
                    }
                }
                o += n
                anchor += s
                a = b
                j = 0
            }
        }
    }

    /// Eight pixels of a stretch at once, in SIMD lanes: value = ((acc + i·delta) >> shift
    /// + 128) >> 8, then source-over of table[value] exactly as `Blend.sourceOver` (the
    /// same integer operations per lane, so the same bytes).
    @inline(__always)
    static func blend8(
        table: UnsafePointer<UInt32>, acc: Int32, delta: Int32, shift: Int32, dst: UnsafeMutablePointer<UInt32>
    ) {
        let steps = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
        let positions = SIMD8<Int32>(repeating: acc) &+ steps &* delta
        let values = ((positions &>> shift) &+ 128) &>> 8
        var source = SIMD8<UInt32>()
        for i in 0..<8 { source[i] = table[Int(truncatingIfNeeded: values[i])] }
        let raw = UnsafeMutableRawPointer(dst)
        let d = raw.loadUnaligned(as: SIMD8<UInt32>.self)
        let inverse = SIMD8<UInt32>(repeating: 255) &- (source &>> 24)
        let lanes = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let half = SIMD8<UInt32>(repeating: 0x0080_0080)
        var rb = (d & lanes) &* inverse &+ half
        rb = ((rb &+ ((rb &>> 8) & lanes)) &>> 8) & lanes
        var ga = ((d &>> 8) & lanes) &* inverse &+ half
        ga = (ga &+ ((ga &>> 8) & lanes)) & SIMD8<UInt32>(repeating: 0xFF00_FF00)
        raw.storeBytes(of: source &+ (rb | ga), as: SIMD8<UInt32>.self)
    }
}

/// Bilinear samples of the mask along one device row, in 1/256 levels (0…65 280): the mask
/// position of pixel x is (u0 + x·du, v0 + x·dv) in 16.16 fixed point.
private struct RowSampler {
    let u0, v0, du, dv: Int64
    let stride: Int
    let maxX, maxY: Int64
    let pixels: UnsafeMutablePointer<UInt8>

    init(_ shader: MaskShader, y: Int) {
        (u0, v0, du, dv) = shader.rowStart(y)
        stride = shader.mask.width + 2
        maxX = Int64(shader.mask.width)
        maxY = Int64(shader.mask.height)
        pixels = shader.mask.padded
    }

    @inline(__always) func sample256(_ px: Int) -> UInt32 {
        let u = u0 &+ Int64(px) &* du, v = v0 &+ Int64(px) &* dv
        let xi = Int(min(max((u >> 16) + 1, 0), maxX)), yi = Int(min(max((v >> 16) + 1, 0), maxY))
        let fx = UInt32(truncatingIfNeeded: (u >> 8) & 255), fy = UInt32(truncatingIfNeeded: (v >> 8) & 255)
        let base = pixels + yi * stride + xi
        let a = UInt32(base[0]), b = UInt32(base[1]), c = UInt32(base[stride]), d = UInt32(base[stride + 1])
        let top = a &* (256 &- fx) &+ b &* fx
        let bottom = c &* (256 &- fx) &+ d &* fx
        return (top &* (256 &- fy) &+ bottom &* fy &+ 128) >> 8
    }
}
