/// A shadow cast by a layer's pixels, as Core Animation casts a layer's shadow: without a
/// `shadowPath`, the shadow follows the alpha channel of the layer's composited content (Apple,
/// `CALayer.shadowPath`). SwiftUI's `.shadow(color:radius:x:y:)` is that filter on the view's
/// rendered content (OpenSwiftUI `_ShadowEffect`, a renderer effect), so a translucent fill
/// casts a fainter shadow and an inner shadow casts a shadow of its own.
extension Canvas {
    /// Puts the shadow of the layer's pixels under them: the shadow pixel at (x, y) is `color`
    /// (premultiplied) × A((x, y) − offset), where A is the layer's alpha blurred with σ
    /// (`Blur`, the blur every shadow uses) and sampled bilinearly; each layer pixel becomes
    /// itself over its shadow pixel. σ and the offset are in device pixels.
    ///
    /// For σ ≥ 12 the alpha is first averaged over k × k blocks, k = ⌊σ/6⌋, and blurred with
    /// σ/k, as `drawShadow` builds its masks: a blur whose σ is ≥ 6 of its pixels is smooth
    /// enough for bilinear resampling. σ is capped at a quarter of the canvas's longer side (a
    /// blur that wide is nearly flat across the canvas), which bounds the work to a few
    /// canvases' worth of pixels. Returns the region of the layer that now holds pixels (nil:
    /// nothing changed).
    func castShadow(
        under pixels: UnsafeMutablePointer<UInt32>, drawn: IntRect, color: Color, sigma: Double, offset: Point
    ) -> IntRect? {
        guard color.alpha > 0, sigma.isFinite, sigma >= 0, offset.x.isFinite, offset.y.isFinite else { return nil }
        let sigma = min(sigma, Double(max(width, height)) / 4)
        let k = sigma >= 12 ? Int(sigma / 6) : 1
        let reach = Blur.extent(sigma: sigma / Double(k)) * k + k
        let canvas = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        guard abs(offset.x) < Double(width + reach), abs(offset.y) < Double(height + reach) else { return nil }
        // Shadow pixels land where the blurred alpha, moved, meets the canvas.
        let ox = Int(offset.x.rounded(.down)), oy = Int(offset.y.rounded(.down))
        let target = IntRect(
            x0: drawn.x0 - reach + ox, y0: drawn.y0 - reach + oy,
            x1: drawn.x1 + reach + ox + 1, y1: drawn.y1 + reach + oy + 1
        ).intersection(canvas)
        guard !target.isEmpty else { return nil }
        // The alpha plane, in blocks of k pixels: every source position a target pixel samples,
        // plus the blur's reach around them, so the blur inside sees every alpha it depends on.
        let px0 = Self.floorDiv(target.x0 - ox - reach - 1, k), py0 = Self.floorDiv(target.y0 - oy - reach - 1, k)
        let pw = Self.floorDiv(target.x1 - ox + reach + 1, k) + 1 - px0
        let ph = Self.floorDiv(target.y1 - oy + reach + 1, k) + 1 - py0
        var alpha = [UInt8](repeating: 0, count: pw * ph)
        let source = drawn.intersection(IntRect(x0: px0 * k, y0: py0 * k, x1: (px0 + pw) * k, y1: (py0 + ph) * k))
        if !source.isEmpty {
            // Block sums, then each block's mean, exactly rounded.
            var sums = [UInt32](repeating: 0, count: pw * ph)
            for y in source.y0..<source.y1 {
                let row = pixels + y * width, base = (Self.floorDiv(y, k) - py0) * pw - px0
                for x in source.x0..<source.x1 { sums[base + Self.floorDiv(x, k)] += row[x] >> 24 }
            }
            let area = UInt32(k * k)
            for i in 0..<(pw * ph) where sums[i] != 0 { alpha[i] = UInt8((sums[i] + area / 2) / area) }
        }
        Blur.blur(&alpha, width: pw, height: ph, sigma: sigma / Double(k))
        // Where each target column and row samples the plane: the pixel centre moved back by
        // the offset, in plane pixels (whose centres are at (i + ½)·k), as an index and the
        // 8-bit weight of the next index.
        func taps(_ from: Int, _ to: Int, shift: Double, origin: Int) -> [(index: Int, weight: UInt32)] {
            (from..<to).map { p in
                let position = ((Double(p) + 0.5 - shift) / Double(k) - 0.5) - Double(origin)
                let index = position.rounded(.down)
                return (Int(index), UInt32(((position - index) * 256).rounded()))
            }
        }
        let columns = taps(target.x0, target.x1, shift: offset.x, origin: px0)
        let rows = taps(target.y0, target.y1, shift: offset.y, origin: py0)
        let tint = color.premultiplied
        for (j, rowTap) in rows.enumerated() {
            let upper = rowTap.index * pw, lower = upper + pw, fy = rowTap.weight
            let row = pixels + (target.y0 + j) * width + target.x0
            for (i, column) in columns.enumerated() {
                let left = column.index, fx = column.weight
                let top = UInt32(alpha[upper + left]) * (256 - fx) + UInt32(alpha[upper + left + 1]) * fx
                let bottom = UInt32(alpha[lower + left]) * (256 - fx) + UInt32(alpha[lower + left + 1]) * fx
                let a = (top * (256 - fy) + bottom * fy + 32768) >> 16
                if a != 0 { row[i] = Blend.sourceOver(row[i], Blend.scale(tint, by: a)) }
            }
        }
        return target.union(drawn)
    }

    /// ⌊a / b⌋ for b > 0.
    private static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}
