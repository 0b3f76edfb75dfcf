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
    /// The blur is computed once in local space and kept in `cache`, so a moving or turning card
    /// is not blurred again; without a cache the mask is built each call. The mask has one pixel
    /// per device pixel (the transform's largest scale), or for σ ≥ 12 device pixels one per
    /// ⌊σ/6⌋ device pixels, its scale rounded up to a multiple of 1/8 so that nearby scales
    /// share a mask. It is resampled bilinearly, with exact samples every 2ᵏ ≤ σ/6 pixels along
    /// a row and linear interpolation between (`MaskShader.values`): the resampling stays within
    /// about half a level of the mask. Throws for a negative or non-finite σ or offset.
    public func drawShadow(
        _ path: Path, transform: Transform = .identity, color: Color = ShadowDefaults.color, sigma: Double,
        offset: Point = .zero, cache: ShadowCache? = nil
    ) throws {
        try drawShadow(path, transform: transform, color: color, sigma: sigma, offset: offset, cache: cache, skip: nil)
    }

    /// `drawShadow`, leaving the pixels of `skip`'s row runs untouched; `rowsAllowed` false
    /// always rasterizes the mask's quad (tests compare the two ways).
    package func drawShadow(
        _ path: Path, transform: Transform, color: Color, sigma: Double, offset: Point, cache: ShadowCache?,
        skip: OpaqueRows?, rowsAllowed: Bool = true
    ) throws {
        try Canvas.check(path, transform)
        guard sigma.isFinite, sigma >= 0 else {
            throw RasterError(.nonFiniteValue, "shadow sigma \(sigma) is invalid: use a finite value ≥ 0")
        }
        guard offset.isFinite else {
            throw RasterError(.nonFiniteValue, "shadow offset (\(offset.x), \(offset.y)) is not finite")
        }
        guard color.alpha > 0, let bounds = path.controlBounds else { return }
        let deviceScale = transform.maximumScale
        let sigmaDevice = sigma * deviceScale
        // One mask pixel per device pixel, or fewer for wide blurs: a mask whose σ is ≥ 6 of
        // its pixels is smooth enough for bilinear resampling to stay within ¼ level, and a
        // smaller mask blurs faster and stays in cache.
        var scale = deviceScale
        if sigmaDevice >= 12 { scale = deviceScale / (sigmaDevice / 6).rounded(.down) }
        scale = (scale * 8).rounded(.up) / 8
        guard scale > 0, scale.isFinite else { return }
        // Keep masks to a sane size: at most 4096 mask pixels a side.
        let localExtent = max(bounds.width, bounds.height) + 6 * sigma + 2
        if localExtent * scale > 4096 { scale = 4096 / localExtent }
        guard scale > 0, scale.isFinite, localExtent.isFinite else { return }
        let key = ShadowCache.Key(path: path, sigma: sigma, scale: scale)
        let build = { Canvas.buildShadowMask(path, bounds: bounds, sigma: sigma, scale: scale) }
        let mask = cache?.mask(key, build: build) ?? build()
        let maskToDevice = Transform.scale(1 / mask.scale)
            .concatenating(.translation(x: mask.origin.x + offset.x, y: mask.origin.y + offset.y))
            .concatenating(transform)
        guard let inverse = try? maskToDevice.inverted() else { return }
        let quad = Path.rect(Rect(x: 0, y: 0, width: Double(mask.width), height: Double(mask.height)))
        let shader = MaskShader(
            mask: mask, deviceToMask: inverse, color: color.premultiplied, sigmaPixels: sigma * transform.minimumScale)
        // A pixel that the quad's edge crosses has its centre within √2/2 px of the edge, so
        // its bilinear taps lie within √2/2 · stretch + 1.5 mask pixels of the mask's side
        // (stretch: mask pixels per device pixel at most). When those are all 0 the edge
        // pixels take 0 whatever their coverage, and the quad need not be rasterized.
        let stretch = mask.scale / max(transform.minimumScale, 1e-300)
        if rowsAllowed, states[states.count - 1].clip == nil, stretch.isFinite, Double(mask.emptyBorder) > 0.75 * stretch + 2 {
            drawMaskRows(
                shader,
                corners: [
                    maskToDevice.apply(Point(0, 0)), maskToDevice.apply(Point(Double(mask.width), 0)),
                    maskToDevice.apply(Point(Double(mask.width), Double(mask.height))),
                    maskToDevice.apply(Point(0, Double(mask.height))),
                ], skip: skip)
            return
        }
        fill(
            quad, shader: .mask(shader),
            transform: maskToDevice, fillRule: .nonZero, skip: skip)
    }

    /// Blends `shader` at full coverage over every pixel near the convex quad `corners`
    /// (device space, no clip), except `skip`'s runs. Pixels outside the mask sample 0 and
    /// are left as they are, so the rows may be generous: each row spans the quad's extent
    /// within one pixel above and below it, widened by two pixels.
    func drawMaskRows(_ shader: MaskShader, corners: [Point], skip: OpaqueRows?) {
        let ys = corners.map(\.y)
        guard let minY = ys.min(), let maxY = ys.max(), minY.isFinite, maxY.isFinite else { return }
        let top = max(0, Int(max(minY - 2, -1).rounded(.down)))
        let bottom = min(height, Int(min(maxY + 2, Double(height) + 1).rounded(.up)))
        guard top < bottom else { return }
        let w = width
        var dirty: IntRect?
        let colors = scratchColors, coverage = scratchCoverage, maskValues = scratchMaskValues
        let hidden = occlusion?.rows
        withTarget { target in
            for y in top..<bottom {
                let bandTop = Double(y) - 1, bandBottom = Double(y) + 2
                var lo = Double.infinity, hi = -Double.infinity
                for i in 0..<4 {
                    let p = corners[i], q = corners[(i + 1) & 3]
                    // The part of edge p→q inside the band, by its two ends.
                    let y0 = min(p.y, q.y), y1 = max(p.y, q.y)
                    if y1 < bandTop || y0 > bandBottom { continue }
                    @inline(__always) func include(_ t: Double) {
                        guard t >= y0 && t <= y1 && t >= bandTop && t <= bandBottom else { return }
                        let x = y1 > y0 ? p.x + (q.x - p.x) * ((t - p.y) / (q.y - p.y)) : min(p.x, q.x)
                        let x2 = y1 > y0 ? x : max(p.x, q.x)
                        lo = min(lo, min(x, x2)); hi = max(hi, max(x, x2))
                    }
                    include(bandTop); include(bandBottom); include(p.y); include(q.y)
                }
                guard lo <= hi else { continue }
                let x0 = max(0, Int(max(lo - 2, -1).rounded(.down)))
                let x1 = min(w, Int(min(hi + 2, Double(w) + 1).rounded(.up)))
                guard x0 < x1 else { continue }
                dirty = dirty.union(IntRect(x0: x0, y0: y, x1: x1, y1: y + 1))
                let row = target + y * w
                func part(_ from: Int, _ to: Int) {
                    Canvas.blend(
                        .mask(shader), row: row + from, x: from, y: y, count: to - from, constant: 255,
                        coverage: coverage, colors: colors, maskValues: maskValues)
                }
                OpaqueRows.forEachVisible(x0, x1, y: y, skip, hidden, part)
            }
        }
        if let dirty { markDirty(dirty) }
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
