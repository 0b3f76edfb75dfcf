/// SwiftUI's `.shadow(radius:)` → Gaussian σ. Apple does not document it; common practice
/// treats the radius like CSS blur / 2, i.e. σ = radius · `sigmaPerRadius` with 1.0.
public enum ShadowDefaults {
    public static let sigmaPerRadius = 1.0
    /// SwiftUI's default shadow colour: black at 33 % opacity.
    public static let color = Color(red: 0, green: 0, blue: 0, alpha: 84)
}

extension Canvas {
    /// Draws the Gaussian drop shadow of `path`: its coverage blurred with `sigma` and moved by
    /// `offset`, both in the path's local units, painted with `color`, then mapped by
    /// `transform` (local → pixels) — so the shadow turns and scales with its shape.
    ///
    /// The blur is computed once in local space at about one mask pixel per device pixel (the
    /// transform's largest scale, rounded up to a multiple of 1/8) and kept in `cache`, so a
    /// moving or turning card is not blurred again. Without a cache the mask is built each call.
    /// The mask is resampled bilinearly. Throws for a negative or non-finite σ or offset.
    public func drawShadow(
        _ path: Path, transform: Transform = .identity, color: Color = ShadowDefaults.color, sigma: Double,
        offset: Point = .zero, cache: ShadowCache? = nil
    ) throws {
        try Canvas.check(path, transform)
        guard sigma.isFinite, sigma >= 0 else {
            throw RasterError(.nonFiniteValue, "shadow sigma \(sigma) is invalid: use a finite value ≥ 0")
        }
        guard offset.isFinite else {
            throw RasterError(.nonFiniteValue, "shadow offset (\(offset.x), \(offset.y)) is not finite")
        }
        guard color.alpha > 0, let bounds = path.controlBounds else { return }
        var scale = (transform.maximumScale * 8).rounded(.up) / 8
        guard scale > 0 else { return }
        // Keep masks to a sane size: at most 4096 mask pixels a side.
        let localExtent = max(bounds.width, bounds.height) + 6 * sigma + 2
        if localExtent * scale > 4096 { scale = 4096 / localExtent }
        let key = ShadowCache.Key(path: path, sigma: sigma, scale: scale)
        let build = { Canvas.buildShadowMask(path, bounds: bounds, sigma: sigma, scale: scale) }
        let mask = cache?.mask(key, build: build) ?? build()
        let maskToDevice = Transform.scale(1 / mask.scale)
            .concatenating(.translation(x: mask.origin.x + offset.x, y: mask.origin.y + offset.y))
            .concatenating(transform)
        guard let inverse = try? maskToDevice.inverted() else { return }
        let quad = Path.rect(Rect(x: 0, y: 0, width: Double(mask.width), height: Double(mask.height)))
        fill(quad, shader: .mask(MaskShader(mask: mask, deviceToMask: inverse, color: color.premultiplied)),
             transform: maskToDevice, fillRule: .nonZero)
    }

    static func buildShadowMask(_ path: Path, bounds: Rect, sigma: Double, scale: Double) -> ShadowMask {
        let sigmaPixels = sigma * scale
        let margin = Blur.extent(sigma: sigmaPixels) + 2
        let origin = Point(
            (bounds.minX * scale).rounded(.down) / scale - Double(margin) / scale,
            (bounds.minY * scale).rounded(.down) / scale - Double(margin) / scale)
        let width = max(1, Int((bounds.maxX * scale - origin.x * scale).rounded(.up)) + margin)
        let height = max(1, Int((bounds.maxY * scale - origin.y * scale).rounded(.up)) + margin)
        let toMask = Transform.translation(x: -origin.x, y: -origin.y).concatenating(.scale(scale))
        var bytes = Rasterizer().mask(path, transform: toMask, width: width, height: height, fillRule: .nonZero)
        Blur.blur(&bytes, width: width, height: height, sigma: sigmaPixels)
        return ShadowMask(width: width, height: height, bytes: bytes, origin: origin, scale: scale)
    }
}

extension Rasterizer {
    /// The coverage of `path` as one byte per pixel, `width × height`, row-major.
    func mask(_ path: Path, transform: Transform, width: Int, height: Int, fillRule: FillRule) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: width * height)
        reset(clipX0: 0, clipY0: 0, clipX1: width, clipY1: height)
        add(path, transform: transform)
        result.withUnsafeMutableBufferPointer { out in
            sweep(fillRule: fillRule) { y, originX, r in
                let row = out.baseAddress! + y * width + originX
                for span in r.spans {
                    if span.alpha >= 0 {
                        (row + span.start).update(repeating: UInt8(span.alpha), count: span.end - span.start)
                    } else {
                        (row + span.start).update(from: r.coverageRow + span.start, count: span.end - span.start)
                    }
                }
            }
        }
        return result
    }
}

/// A colour times a bilinearly sampled 8-bit mask; outside the mask is 0.
struct MaskShader {
    let mask: ShadowMask
    let m: Transform
    let color: UInt32
    /// `color` scaled by every mask value 0…255 (exactly rounded), so sampling needs one load.
    let scaled: [UInt32]

    init(mask: ShadowMask, deviceToMask: Transform, color: UInt32) {
        self.mask = mask
        self.m = deviceToMask
        self.color = color
        self.scaled = (0...255).map { Blend.scale(color, by: UInt32($0)) }
    }

    @inline(__always)
    private static func fixed(_ v: Double) -> Int64 {
        let clamped = v.isNaN ? 0 : min(max(v, -1e9), 1e9)
        return Int64((clamped * 65_536).rounded())
    }

    /// Fixed-point sample position of pixel (x, y) and the per-pixel step along the row. The
    /// row's position at x = 0 is rounded once and x steps are added in integers, so a pixel's
    /// sample never depends on where its span starts.
    @inline(__always)
    private func start(_ x: Int, _ y: Int) -> (u: Int64, v: Int64, du: Int64, dv: Int64) {
        let py = Double(y) + 0.5
        let du = MaskShader.fixed(m.a), dv = MaskShader.fixed(m.b)
        let u0 = MaskShader.fixed(m.a * 0.5 + m.c * py + m.tx - 0.5)
        let v0 = MaskShader.fixed(m.b * 0.5 + m.d * py + m.ty - 0.5)
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

    /// The mask value (0…255) at a fixed-point position: bilinear with 8-bit weights, taps
    /// clamped into the zero border so positions outside read 0.
    @inline(__always)
    private static func sample(
        _ p: UnsafeMutablePointer<UInt8>, stride: Int, maxX: Int64, maxY: Int64, u: Int64, v: Int64
    ) -> UInt32 {
        let xi = Int(min(max((u >> 16) + 1, 0), maxX)), yi = Int(min(max((v >> 16) + 1, 0), maxY))
        let fx = UInt32(truncatingIfNeeded: (u >> 8) & 255), fy = UInt32(truncatingIfNeeded: (v >> 8) & 255)
        let base = p + yi * stride + xi
        let a = UInt32(base[0]), b = UInt32(base[1]), c = UInt32(base[stride]), d = UInt32(base[stride + 1])
        let top = a &* (256 &- fx) &+ b &* fx
        let bottom = c &* (256 &- fx) &+ d &* fx
        return (top &* (256 &- fy) &+ bottom &* fy &+ 32_768) >> 16
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var (u, v, du, dv) = start(x, y)
        let stride = mask.width + 2
        let maxX = Int64(mask.width), maxY = Int64(mask.height)
        let p = mask.padded
        scaled.withUnsafeBufferPointer { table in
            for k in 0..<count {
                let value = MaskShader.sample(p, stride: stride, maxX: maxX, maxY: maxY, u: u, v: v)
                out[k] = table[Int(min(value, 255))]
                u &+= du
                v &+= dv
            }
        }
    }

    /// `shade` fused with source-over for fully covered spans (the common case).
    func shadeOver(x: Int, y: Int, count: Int, row: UnsafeMutablePointer<UInt32>) {
        var (u, v, du, dv) = start(x, y)
        let stride = mask.width + 2
        let maxX = Int64(mask.width), maxY = Int64(mask.height)
        let p = mask.padded
        scaled.withUnsafeBufferPointer { table in
            for k in 0..<count {
                let value = MaskShader.sample(p, stride: stride, maxX: maxX, maxY: maxY, u: u, v: v)
                if value != 0 { row[k] = Blend.sourceOver(table[Int(min(value, 255))], row[k]) }
                u &+= du
                v &+= dv
            }
        }
    }
}
