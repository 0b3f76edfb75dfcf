/// Bilinear image sampling with edge pixels repeated outside the image. The device → image
/// map is stepped along a row in 16.16 fixed point; weights have 8 bits, and an image drawn
/// with an integer translation samples exactly its own pixels (weights 0).
package struct ImageShader {
    let image: Pixmap
    let m: Transform
    /// Every sample is opaque (`ImagePattern.isOpaque`).
    let isOpaque: Bool

    init(_ pattern: ImagePattern, toDevice: Transform) {
        // Pick the halved copy that leaves a shrink of at most 2×.
        var scale = toDevice.minimumScale
        var level = 0
        while scale < 0.5 && level < 14 && scale > 0 {
            scale *= 2
            level += 1
        }
        let chosen = pattern.level(level)
        let sx = Double(chosen.width) / Double(pattern.pixmap.width)
        let sy = Double(chosen.height) / Double(pattern.pixmap.height)
        image = chosen
        isOpaque = pattern.isOpaque
        let deviceToImage = (try? toDevice.inverted()) ?? .identity
        m = deviceToImage.concatenating(.scale(x: sx, y: sy))
    }

    @inline(__always)
    static func lerp(_ p: UInt32, _ q: UInt32, _ f: UInt32) -> UInt32 {
        // Written in typed steps: one long expression of these operators took the type checker
        // about 0.8 s (-warn-long-expression-type-checking).
        let mask: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        let g: UInt32 = 256 - f
        let pRB: UInt32 = p & mask, qRB: UInt32 = q & mask
        let pGA: UInt32 = (p >> 8) & mask, qGA: UInt32 = (q >> 8) & mask
        let rbSum: UInt32 = pRB &* g &+ qRB &* f &+ half
        let gaSum: UInt32 = pGA &* g &+ qGA &* f &+ half
        return ((rbSum >> 8) & mask) | (gaSum & 0xFF00_FF00)
    }

    /// The bilinear sample at 16.16 fixed-point image coordinates (u, v) of pixel centres,
    /// clamped to the image's last column `w` and row `h`; `stride` pixels a row.
    @inline(__always)
    static func bilinear(_ pixels: UnsafePointer<UInt32>, stride: Int, w: Int64, h: Int64, u: Int64, v: Int64) -> UInt32 {
        let ui = u >> 16, vi = v >> 16
        let fx = UInt32(truncatingIfNeeded: (u >> 8) & 255), fy = UInt32(truncatingIfNeeded: (v >> 8) & 255)
        let x0 = Int(min(max(ui, 0), w)), x1 = Int(min(max(ui + 1, 0), w))
        let y0 = Int(min(max(vi, 0), h)), y1 = Int(min(max(vi + 1, 0), h))
        let top = lerp(pixels[y0 * stride + x0], pixels[y0 * stride + x1], fx)
        let bottom = lerp(pixels[y1 * stride + x0], pixels[y1 * stride + x1], fx)
        return lerp(top, bottom, fy)
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        // Row position at x = 0 rounded once, x steps added in integers (see GradientShader).
        let py = Double(y) + 0.5
        let du = m.a.fixed16, dv = m.b.fixed16
        var u = (m.a * 0.5 + m.c * py + m.tx - 0.5).fixed16 &+ Int64(x) &* du
        var v = (m.b * 0.5 + m.d * py + m.ty - 0.5).fixed16 &+ Int64(x) &* dv
        let w = Int64(image.width - 1), h = Int64(image.height - 1)
        let stride = image.width
        image.bytes.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
            if dv == 0 {
                // An unrotated image: the row of samples and its vertical weight are the same
                // along the output row (the same arithmetic as `bilinear`, hoisted).
                let vi = v >> 16, fy = UInt32(truncatingIfNeeded: (v >> 8) & 255)
                let top = pixels + Int(min(max(vi, 0), h)) * stride, bottom = pixels + Int(min(max(vi + 1, 0), h)) * stride
                for k in 0..<count {
                    let ui = u >> 16, fx = UInt32(truncatingIfNeeded: (u >> 8) & 255)
                    let x0 = Int(min(max(ui, 0), w)), x1 = Int(min(max(ui + 1, 0), w))
                    out[k] = ImageShader.lerp(ImageShader.lerp(top[x0], top[x1], fx), ImageShader.lerp(bottom[x0], bottom[x1], fx), fy)
                    u &+= du
                }
                return
            }
            for k in 0..<count {
                out[k] = ImageShader.bilinear(pixels, stride: stride, w: w, h: h, u: u, v: v)
                u &+= du
                v &+= dv
            }
        }
    }
}
