/// What a backdrop fill does to the pixels behind a shape before it paints them back inside it
/// (a SwiftUI `Material`): blur, then a colour matrix (a saturation boost), then a tint drawn
/// over them.
public struct BackdropFilter: Equatable, Sendable {
    /// Gaussian σ of the blur, device pixels.
    public var sigma: Double
    /// Applied to the blurred pixels (straight colour, sRGB-encoded values); nil for none.
    public var matrix: ColorMatrix?
    /// Drawn over the filtered pixels inside the shape.
    public var tint: Color

    public init(sigma: Double, matrix: ColorMatrix?, tint: Color) {
        self.sigma = sigma
        self.matrix = matrix
        self.tint = tint
    }
}

extension Canvas {
    /// Fills `path` (local space, mapped by `transform` to pixels) with what is already drawn
    /// behind it, filtered: CoreAnimation's backdrop layer, as iOS's materials draw.
    ///
    /// The backdrop is everything drawn so far under the shape — the canvas with every open
    /// layer composited over it (each at its opacity), as the screen would show it — taken over
    /// the shape's pixel bounds widened by the blur's reach (so the blur sees past the shape's
    /// edge), blurred with `Blur` (edge pixels of the canvas repeated, as a backdrop has nothing
    /// beyond the screen), put through `filter.matrix`, painted inside the shape with its
    /// coverage, and covered with `filter.tint`. Pixels are read before anything is written, so
    /// the result does not depend on the order of rows.
    public func fillBackdrop(_ path: Path, transform: Transform, filter: BackdropFilter) throws {
        try Canvas.check(path, transform)
        let canvasRect = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        guard filter.sigma.isFinite, let box = path.pixelBounds(transform: transform, within: canvasRect) else { return }
        let sigma = min(max(filter.sigma, 0), 4 * Double(max(width, height)))
        let reach = sigma > 0 ? Blur.extent(sigma: sigma) : 0
        let region = IntRect(x0: box.x0 - reach, y0: box.y0 - reach, x1: box.x1 + reach, y1: box.y1 + reach)
            .intersection(canvasRect)
        if region.isEmpty { return }
        var pixels = flattenedBackdrop(region)
        let rw = region.x1 - region.x0, rh = region.y1 - region.y0
        if sigma > 0 { Canvas.blurPremultiplied(&pixels, width: rw, height: rh, sigma: sigma) }
        if let matrix = filter.matrix {
            pixels.withUnsafeMutableBufferPointer { buffer in
                matrix.apply(to: buffer.baseAddress!, width: rw, rect: IntRect(x0: 0, y0: 0, x1: rw, y1: rh))
            }
        }
        let bytes = pixels.withUnsafeBytes { Array($0) }
        let image = ImagePattern(try Pixmap(width: rw, height: rh, premultipliedBytes: bytes))
        let shader = Shader.image(ImageShader(image, toDevice: .translation(x: Double(region.x0), y: Double(region.y0))))
        fill(path, shader: shader, transform: transform, fillRule: .nonZero)
        try fill(path, color: filter.tint, transform: transform)
    }

    /// The screen's pixels over `rect` as drawn so far: the canvas's own, with each open layer
    /// (outermost first) composited over them at its opacity.
    private func flattenedBackdrop(_ rect: IntRect) -> [UInt32] {
        let rw = rect.x1 - rect.x0, w = width
        var result = [UInt32](repeating: 0, count: rw * (rect.y1 - rect.y0))
        pixmap.bytes.withUnsafeBytes { raw in
            let base = raw.bindMemory(to: UInt32.self).baseAddress!
            for y in rect.y0..<rect.y1 {
                for x in rect.x0..<rect.x1 { result[(y - rect.y0) * rw + x - rect.x0] = base[y * w + x] }
            }
        }
        for layer in layers {
            for y in rect.y0..<rect.y1 {
                let row = layer.pixels + y * w
                for x in rect.x0..<rect.x1 {
                    let s = row[x]
                    if s == 0 { continue }
                    let i = (y - rect.y0) * rw + x - rect.x0
                    result[i] = Blend.sourceOver(layer.opacity != 255 ? Blend.scale(s, by: layer.opacity) : s, result[i])
                }
            }
        }
        return result
    }

    /// Blurs each 8-bit channel of premultiplied pixels with `Blur.blur`, edge pixels repeated
    /// (premultiplied channels blurred with one kernel stay premultiplied).
    static func blurPremultiplied(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double) {
        var channel = [UInt8](repeating: 0, count: pixels.count)
        var results = [UInt32](repeating: 0, count: pixels.count)
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            for i in 0..<pixels.count { channel[i] = UInt8((pixels[i] >> shift) & 0xFF) }
            Blur.blur(&channel, width: width, height: height, sigma: sigma, repeatEdges: true)
            for i in 0..<pixels.count { results[i] |= UInt32(channel[i]) << shift }
        }
        pixels = results
    }
}
