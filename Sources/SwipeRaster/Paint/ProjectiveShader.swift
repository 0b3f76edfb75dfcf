/// A gradient or an image seen through perspective. Under a projective map the local point of a
/// device pixel is not linear along a row, so each pixel centre is mapped back on its own:
/// (X + ½, Y + ½) through the inverse map, divided by its w, then the gradient's table index or
/// the image's bilinear sample is taken there with the same rules as the affine shaders
/// (`GradientShader`'s nearest of 1024 entries, `ImageShader`'s 16.16 fixed point with 8-bit
/// weights and edge pixels repeated). Pixels whose inverse has w ≤ 0 lie beyond the horizon
/// and are never covered: the fill's polygon was clipped to the near plane first.
package struct ProjectiveShader {
    enum Source {
        /// The table and u = ax·x + ay·y + c, the table index at local point (x, y).
        case gradient(table: [UInt32], ax: Double, ay: Double, c: Double)
        /// The table and the gradient whose `position(x:y:)` at a local point, times 1023, is the index.
        case centred(table: [UInt32], CentredGradient)
        /// The image (a halved level when shrunk) and the local → image-pixel map.
        case image(Pixmap, localToImage: Transform)
    }

    let source: Source
    /// Device pixels → local space.
    let deviceToLocal: ProjectiveTransform

    /// Prepares `paint` drawn with `projection` (local → device); nil for a solid colour (no
    /// per-pixel work) or when the map has no inverse.
    static func make(_ paint: Paint, projection: ProjectiveTransform) throws -> Shader? {
        switch paint {
        case .solid(let color):
            return .solid(color.premultiplied)
        case .linearGradient(let g):
            try g.validate()
            guard let inverse = try? projection.inverted() else { return nil }
            let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
            let lengthSquared = dx * dx + dy * dy
            let n = Double(LinearGradient.tableSize - 1)
            let table = GradientTableCache.table(for: g)
            guard lengthSquared > 0 && lengthSquared.isFinite else {
                return .projected(ProjectiveShader(source: .gradient(table: table, ax: 0, ay: 0, c: n), deviceToLocal: inverse))
            }
            let k = n / lengthSquared
            let source = Source.gradient(table: table, ax: dx * k, ay: dy * k, c: -(g.start.x * dx + g.start.y * dy) * k)
            return .projected(ProjectiveShader(source: source, deviceToLocal: inverse))
        case .centredGradient(let g):
            try g.validate()
            guard let inverse = try? projection.inverted() else { return nil }
            return .projected(ProjectiveShader(source: .centred(table: GradientTableCache.table(for: g.stops), g), deviceToLocal: inverse))
        case let .image(pattern, imageTransform):
            guard imageTransform.isFinite else {
                throw RasterError(.nonFiniteValue, "image transform has a non-finite value: use finite numbers")
            }
            guard let inverse = try? projection.inverted(), let localToImage = try? imageTransform.inverted() else { return nil }
            // The shrink at the image's centre picks the halved copy, as `ImageShader` does.
            let image = pattern.pixmap
            let centre = imageTransform.apply(Point(x: Double(image.width) / 2, y: Double(image.height) / 2))
            let stretch = projection.stretchBound(at: centre) * imageTransform.minimumScale
            var scale = stretch.isFinite ? stretch : 1
            var level = 0
            while scale < 0.5 && level < 14 && scale > 0 {
                scale *= 2
                level += 1
            }
            let chosen = pattern.level(level)
            let sx = Double(chosen.width) / Double(image.width), sy = Double(chosen.height) / Double(image.height)
            let source = Source.image(chosen, localToImage: localToImage.concatenating(.scale(x: sx, y: sy)))
            return .projected(ProjectiveShader(source: source, deviceToLocal: inverse))
        }
    }

    /// The colours of pixels x..<x + count of row y, into `out`.
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = deviceToLocal
        let py = Double(y) + 0.5
        // Row terms once; each pixel adds its x term.
        let rowX = m.m21 * py + m.m31, rowY = m.m22 * py + m.m32, rowW = m.m23 * py + m.m33
        switch source {
        case let .gradient(table, ax, ay, c):
            let last = table.count - 1
            for k in 0..<count {
                let px = Double(x + k) + 0.5
                let w = m.m13 * px + rowW
                let lx = (m.m11 * px + rowX) / w, ly = (m.m12 * px + rowY) / w
                let u = ax * lx + ay * ly + c
                let index = u.isFinite ? min(max(u, -1), Double(last + 1)).roundedToInt64 : 0
                out[k] = table[Int(min(max(index, 0), Int64(last)))]
            }
        case let .centred(table, gradient):
            let last = Double(table.count - 1)
            for k in 0..<count {
                let px = Double(x + k) + 0.5
                let w = m.m13 * px + rowW
                let t = gradient.position(x: (m.m11 * px + rowX) / w, y: (m.m12 * px + rowY) / w)
                let index = t.isFinite ? min(max(t * last, 0), last).roundedToInt64 : 0
                out[k] = table[Int(index)]
            }
        case let .image(image, toImage):
            let width = Int64(image.width - 1), height = Int64(image.height - 1)
            let stride = image.width
            image.bytes.withUnsafeBytes { raw in
                let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
                for k in 0..<count {
                    let px = Double(x + k) + 0.5
                    let w = m.m13 * px + rowW
                    let local = Point(x: (m.m11 * px + rowX) / w, y: (m.m12 * px + rowY) / w)
                    let p = toImage.apply(local)
                    out[k] = ImageShader.bilinear(
                        pixels, stride: stride, w: width, h: height,
                        u: (p.x - 0.5).fixed16, v: (p.y - 0.5).fixed16)
                }
            }
        }
    }
}
