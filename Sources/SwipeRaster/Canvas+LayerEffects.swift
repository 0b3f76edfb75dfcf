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
}

extension Canvas {
    /// Starts a layer whose pixels go through `effect` when `endLayer()` ends it, then are
    /// composited with `opacity` (0…1). With no effect this is `beginLayer(opacity:)`.
    public func beginLayer(opacity: Double, effect: LayerEffect?) {
        beginLayer(opacity: opacity)
        layers[layers.count - 1].effect = effect
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
        }
    }

    /// The smallest rectangle inside `rect` holding every non-transparent pixel (a layer's dirty
    /// region is a little wider than what was drawn); nil when all are transparent.
    private func drawnBounds(_ pixels: UnsafeMutablePointer<UInt32>, within rect: IntRect) -> IntRect? {
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

    /// Blurs each channel of the layer's pixels over `dirty` widened by the blur's reach (or,
    /// opaque, over `dirty` with its edge pixels repeated outward), one 8-bit plane at a time
    /// through `Blur.blur`. Premultiplied channels blurred with one kernel stay premultiplied
    /// (a colour never exceeds its alpha: the box sums and the rounding are monotone).
    private func blurLayer(_ pixels: UnsafeMutablePointer<UInt32>, dirty: IntRect, sigma: Double, opaque: Bool) -> IntRect {
        let reach = Blur.extent(sigma: sigma)
        let canvasRect = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        // The plane: the region the result may cover, plus (opaque) a margin of repeated edges.
        let output = opaque ? dirty : IntRect(x0: dirty.x0 - reach, y0: dirty.y0 - reach, x1: dirty.x1 + reach, y1: dirty.y1 + reach)
            .intersection(canvasRect)
        let plane = opaque ? IntRect(x0: dirty.x0 - reach, y0: dirty.y0 - reach, x1: dirty.x1 + reach, y1: dirty.y1 + reach) : output
        let pw = plane.x1 - plane.x0, ph = plane.y1 - plane.y0
        let w = width
        var channel = [UInt8](repeating: 0, count: pw * ph)
        var results = [UInt32](repeating: 0, count: (output.x1 - output.x0) * (output.y1 - output.y0))
        for shift in stride(from: 0, to: 32, by: 8) {
            for py in 0..<ph {
                // Rows and columns outside what may be read: opaque repeats the nearest drawn
                // pixel, otherwise they are outside the canvas or were never drawn (zero).
                let y = opaque ? min(max(plane.y0 + py, dirty.y0), dirty.y1 - 1) : plane.y0 + py
                let row = pixels + y * w
                for px in 0..<pw {
                    let x = opaque ? min(max(plane.x0 + px, dirty.x0), dirty.x1 - 1) : plane.x0 + px
                    channel[py * pw + px] = UInt8((row[x] >> UInt32(shift)) & 0xFF)
                }
            }
            Blur.blur(&channel, width: pw, height: ph, sigma: sigma)
            var i = 0
            for y in output.y0..<output.y1 {
                let py = y - plane.y0
                for x in output.x0..<output.x1 {
                    results[i] |= UInt32(channel[py * pw + x - plane.x0]) << UInt32(shift)
                    i += 1
                }
            }
        }
        var i = 0
        for y in output.y0..<output.y1 {
            let row = pixels + y * w
            for x in output.x0..<output.x1 {
                row[x] = results[i]
                i += 1
            }
        }
        return output
    }
}
