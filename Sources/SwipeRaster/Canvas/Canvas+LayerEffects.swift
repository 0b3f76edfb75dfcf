/// A filter applied to a layer's pixels when it ends, before it is composited with its opacity
/// (`Canvas.beginLayer(opacity:effect:)`).
public enum LayerEffect: Equatable, Sendable {
    /// A Gaussian blur of every channel of the premultiplied layer, σ in device pixels, with
    /// `Blur` (the blur shadows use). Not opaque: pixels outside the canvas count as
    /// transparent, so edges fade out and the blur spreads past what was drawn. Opaque: the
    /// layer's drawn rectangle (the bounds of its non-transparent pixels) is extended by its edge pixels before blurring (CoreImage's
    /// clamp-then-blur) and the result stays inside that rectangle, so an opaque view stays opaque.
    case blur(sigma: Double, opaque: Bool)
    /// `ColorMatrix` on every pixel.
    case colorMatrix(ColorMatrix)
    /// A drop shadow cast by the layer's own pixels: their alpha blurred with σ (device pixels),
    /// moved by `offset` (device pixels), painted with `color` and put under the layer
    /// (`Canvas.castShadow`). Unlike `Canvas.drawShadow`, which blurs a path's coverage, this
    /// follows whatever the layer holds: translucent fills, images' alpha, inner shadows.
    case shadow(color: Color, sigma: Double, offset: Point)
}

extension Canvas {
    /// Starts a layer whose pixels go through `effect` when `endLayer()` ends it, then are
    /// composited with `opacity` (0…1) by `mode`. With no effect and `.normal` this is
    /// `beginLayer(opacity:)`.
    public func beginLayer(opacity: Double, effect: LayerEffect?, mode: CompositeMode = .normal) {
        beginLayer(opacity: opacity)
        layers[layers.count - 1].effect = effect
        layers[layers.count - 1].mode = mode
    }

    /// Ends the innermost layer as a mask: instead of being composited, its alpha multiplies
    /// the layer below it (which must exist: `beginLayer` for the content, draw it, `beginLayer`
    /// for the mask, draw it, `endLayerAsMask()`, `endLayer()`). Where the mask drew nothing the
    /// content becomes transparent. Ignored without two layers.
    public func endLayerAsMask() {
        guard layers.count >= 2, let mask = layers.popLast() else { return }
        states.removeSubrange(max(mask.savedStates, 1)...)
        let w = width
        let content = layers[layers.count - 1]
        if let dirty = content.dirty {
            let maskDirty = mask.dirty ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
            for y in dirty.y0..<dirty.y1 {
                let row = content.pixels + y * w, maskRow = mask.pixels + y * w
                for x in dirty.x0..<dirty.x1 {
                    let inside = y >= maskDirty.y0 && y < maskDirty.y1 && x >= maskDirty.x0 && x < maskDirty.x1
                    let alpha = inside ? maskRow[x] >> 24 : 0
                    if alpha != 255 { row[x] = alpha == 0 ? 0 : Blend.scale(row[x], by: alpha) }
                }
            }
        }
        if let maskDirty = mask.dirty {
            for y in maskDirty.y0..<maskDirty.y1 {
                (mask.pixels + y * w + maskDirty.x0).update(repeating: 0, count: maskDirty.x1 - maskDirty.x0)
            }
        }
        recycleLayerBuffer(mask.pixels)
    }

    /// Applies a layer's effect to its pixels; returns the region it now covers.
    func applyEffect(_ effect: LayerEffect, to layer: Layer, dirty: IntRect) -> IntRect {
        switch effect {
        case .colorMatrix(let matrix):
            matrix.apply(to: layer.pixels, width: width, rect: dirty)
            return dirty
        case let .blur(sigma, opaque):
            guard sigma > 0, sigma.isFinite, let drawn = drawnBounds(layer.pixels, within: dirty) else { return dirty }
            return blurLayer(layer.pixels, dirty: drawn, sigma: sigma, opaque: opaque).union(dirty)
        case let .shadow(color, sigma, offset):
            guard let drawn = drawnBounds(layer.pixels, within: dirty) else { return dirty }
            return castShadow(under: layer.pixels, drawn: drawn, color: color, sigma: sigma, offset: offset)?.union(dirty) ?? dirty
        }
    }

    /// The smallest rectangle inside `rect` holding every non-transparent pixel (a layer's dirty
    /// region is a little wider than what was drawn); nil when all are transparent.
    func drawnBounds(_ pixels: UnsafeMutablePointer<UInt32>, within rect: IntRect) -> IntRect? {
        var result: IntRect?
        for y in rect.y0..<rect.y1 {
            let row = pixels + y * width
            var x0 = rect.x0
            while x0 < rect.x1 && row[x0] == 0 { x0 += 1 }
            if x0 == rect.x1 { continue }
            var x1 = rect.x1
            while row[x1 - 1] == 0 { x1 -= 1 }
            result = result.union(IntRect(x0: x0, y0: y, x1: x1, y1: y + 1))
        }
        return result
    }

    /// Blurs each channel of the layer's pixels over `drawn` widened by the blur's reach (or,
    /// opaque, over `drawn` alone with its edge pixels repeated outward), one 8-bit plane at a
    /// time through `Blur.blur`. Premultiplied channels blurred with one kernel stay premultiplied
    /// (a colour never exceeds its alpha: the box sums and the rounding are monotone). σ is
    /// capped at 4 × the canvas's longer side, where a blur is already flat across it.
    private func blurLayer(_ pixels: UnsafeMutablePointer<UInt32>, dirty drawn: IntRect, sigma: Double, opaque: Bool) -> IntRect {
        let sigma = min(sigma, 4 * Double(max(width, height)))
        let reach = opaque ? 0 : Blur.extent(sigma: sigma)
        let plane = IntRect(x0: drawn.x0 - reach, y0: drawn.y0 - reach, x1: drawn.x1 + reach, y1: drawn.y1 + reach)
            .intersection(IntRect(x0: 0, y0: 0, x1: width, y1: height))
        let pw = plane.x1 - plane.x0, ph = plane.y1 - plane.y0
        let w = width
        var channel = [UInt8](repeating: 0, count: pw * ph)
        var results = [UInt32](repeating: 0, count: pw * ph)
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            for py in 0..<ph {
                let row = pixels + (plane.y0 + py) * w + plane.x0
                for px in 0..<pw { channel[py * pw + px] = UInt8((row[px] >> shift) & 0xFF) }
            }
            Blur.blur(&channel, width: pw, height: ph, sigma: sigma, repeatEdges: opaque)
            for i in 0..<(pw * ph) { results[i] |= UInt32(channel[i]) << shift }
        }
        for py in 0..<ph {
            let row = pixels + (plane.y0 + py) * w + plane.x0
            for px in 0..<pw { row[px] = results[py * pw + px] }
        }
        return plane
    }
}
