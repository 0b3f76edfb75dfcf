/// The perceptual colour distance of pixelmatch (Kotsarenko & Ramos, "Measuring perceived colour
/// difference using YIQ NTSC transmission colour space in mobile applications", 2010).
///
/// Colours are straight RGBA8. A translucent colour is first blended over white:
/// c ↦ 255 + (c − 255) × a / 255. With ΔY, ΔI, ΔQ the differences of the blended colours in YIQ,
/// the delta is 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ², from 0 to `maximum` (black against white).
/// All arithmetic is Double multiply and add in a fixed order (no FMA, no libm), so the result
/// is the same on every platform.
public enum YIQColorDelta {
    /// The largest possible delta, red (255, 0, 0) against cyan (0, 255, 255): 35214.75…, rounded
    /// up to 35215 as pixelmatch does, so threshold 1 lets every colour pass.
    public static let maximum: Double = 35215

    @inline(__always)
    static func blended(_ channel: UInt8, _ alpha: UInt8) -> Double {
        if alpha == 255 { return Double(channel) }
        return 255 + (Double(channel) - 255) * (Double(alpha) / 255)
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// The delta between pixel `i` of `a` and pixel `j` of `b` (byte offsets of RGBA8 pixels).
    /// Negative when the first pixel is brighter (pixelmatch's sign, used by the AA test).
    /// YIQ is linear, so ΔY, ΔI, ΔQ are taken of the colour difference: half the multiplies, and
    /// exact inputs when both pixels are opaque (differences of whole numbers).
    @inline(__always)
    static func delta(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int) -> Double {
        let a1 = a[i + 3], a2 = b[j + 3]
        let dr = blended(a[i], a1) - blended(b[j], a2)
        let dg = blended(a[i + 1], a1) - blended(b[j + 1], a2)
        let db = blended(a[i + 2], a1) - blended(b[j + 2], a2)
        let y = luma(dr, dg, db)
        let iq = inPhase(dr, dg, db)
        let q = quadrature(dr, dg, db)
        let value = 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
        return y > 0 ? -value : value
    }

    /// The brightness (Y of the white-blended colour) of the pixel at byte offset `i`.
    @inline(__always)
    static func brightness(_ a: UnsafePointer<UInt8>, _ i: Int) -> Double {
        let alpha = a[i + 3]
        return luma(blended(a[i], alpha), blended(a[i + 1], alpha), blended(a[i + 2], alpha))
    }

    /// The delta of two straight RGBA8 colours (public for tools and tests); ≥ 0.
    public static func delta(_ first: (UInt8, UInt8, UInt8, UInt8), _ second: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        let a: [UInt8] = [first.0, first.1, first.2, first.3]
        let b: [UInt8] = [second.0, second.1, second.2, second.3]
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in abs(delta(pa.baseAddress!, 0, pb.baseAddress!, 0)) }
        }
    }

    /// The threshold (0…1) at which a delta would just pass: √(delta / maximum).
    public static func thresholdEquivalent(of delta: Double) -> Double {
        (max(0, delta) / maximum).squareRoot()
    }
}
