/// The perceptual colour distance of pixelmatch 7.2.0 (Kotsarenko & Ramos, "Measuring perceived
/// colour difference using YIQ NTSC transmission colour space in mobile applications", 2010),
/// written anew from mapbox/pixelmatch v7.2.0 `index.js` (`colorDelta`, `brightnessDelta`).
///
/// Colours are straight RGBA8. When both pixels are opaque, the difference is taken of the
/// colours themselves. When either is translucent, both are blended over a background colour
/// that depends on the pixel's byte offset k in the first image — pixelmatch 7's checkerboard:
/// (48 + 159·(k mod 2), 48 + 159·(⌊k / φ⌋ mod 2), 48 + 159·(⌊k / φ²⌋ mod 2)), φ the golden ratio
/// (k is a multiple of 4, so red is always 48) — so that a pixel turning transparent is seen as
/// changing, whatever colour it had: Δc = (c₁·a₁ − c₂·a₂ − bg·(a₁ − a₂)) / 255.
/// With ΔY, ΔI, ΔQ the YIQ transform of the difference, the delta is
/// 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ², from 0 to `maximum` (red against cyan).
/// All arithmetic is Double multiply and add in pixelmatch's order (no FMA, no libm), so the
/// result is the same on every platform and equals pixelmatch's.
public enum YIQColorDelta {
    /// The largest possible delta, red (255, 0, 0) against cyan (0, 255, 255): 35214.75…, rounded
    /// up to 35215 as pixelmatch does, so threshold 1 lets every colour pass.
    public static let maximum: Double = 35215

    /// The golden ratio φ and φ², pixelmatch's checkerboard periods.
    static let phi = 1.618033988749895
    static let phiSquared = 2.618033988749895

    /// The checkerboard background (r, g, b) behind the pixel at byte offset `k`.
    @inline(__always)
    static func checkerboard(_ k: Int) -> (Double, Double, Double) {
        let r = 48 + 159 * Double(k % 2)
        let g = 48 + 159 * Double(Int(Double(k) / phi) % 2)
        let b = 48 + 159 * Double(Int(Double(k) / phiSquared) % 2)
        return (r, g, b)
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

    /// The colour difference of pixel `i` of `a` and pixel `j` of `b` (byte offsets of RGBA8
    /// pixels), blended over the checkerboard at offset `i` when either is translucent.
    @inline(__always)
    static func difference(
        _ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int
    ) -> (Double, Double, Double) {
        let a1 = a[i + 3], a2 = b[j + 3]
        if a1 == 255 && a2 == 255 {
            return (Double(a[i]) - Double(b[j]), Double(a[i + 1]) - Double(b[j + 1]), Double(a[i + 2]) - Double(b[j + 2]))
        }
        let (rb, gb, bb) = checkerboard(i)
        let alpha1 = Double(a1), alpha2 = Double(a2)
        let da = alpha1 - alpha2
        return (
            (Double(a[i]) * alpha1 - Double(b[j]) * alpha2 - rb * da) / 255,
            (Double(a[i + 1]) * alpha1 - Double(b[j + 1]) * alpha2 - gb * da) / 255,
            (Double(a[i + 2]) * alpha1 - Double(b[j + 2]) * alpha2 - bb * da) / 255
        )
    }

    /// The delta between pixel `i` of `a` and pixel `j` of `b`. Negative when the first pixel is
    /// brighter (pixelmatch's sign: its alternative diff colour and the AA test use it).
    @inline(__always)
    package static func delta(_ a: UnsafePointer<UInt8>, _ i: Int, _ b: UnsafePointer<UInt8>, _ j: Int) -> Double {
        let (dr, dg, db) = difference(a, i, b, j)
        return delta(dr, dg, db)
    }

    /// The signed delta of a colour difference (Δr, Δg, Δb): negative when ΔY > 0.
    @inline(__always)
    static func delta(_ dr: Double, _ dg: Double, _ db: Double) -> Double {
        let y = luma(dr, dg, db)
        let iq = inPhase(dr, dg, db)
        let q = quadrature(dr, dg, db)
        let value = 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
        return y > 0 ? -value : value
    }

    /// The signed delta of two opaque pixels given as little-endian RGBA words (alpha 255 in
    /// both): the same value as `delta(_:_:_:_:)`, since the integer channel differences convert
    /// to exactly the Doubles that difference of the converted channels gives.
    @inline(__always)
    static func opaqueDelta(_ first: UInt32, _ second: UInt32) -> Double {
        delta(
            Double(Int(first & 0xFF) - Int(second & 0xFF)),
            Double(Int((first >> 8) & 0xFF) - Int((second >> 8) & 0xFF)),
            Double(Int((first >> 16) & 0xFF) - Int((second >> 16) & 0xFF)))
    }

    /// An upper bound of |delta| per unit of Δr² + Δg² + Δb² for opaque pixels: the delta is the
    /// quadratic form dᵀ·Mᵀ·diag(0.5053, 0.299, 0.1957)·M·d of the difference d (M the YIQ
    /// matrix), whose largest eigenvalue is 0.2560781…; 0.26 leaves far more room than the
    /// rounding of the Double formula (< 1e-13 relative) needs. So a pixel pair with
    /// 0.26 × (Δr² + Δg² + Δb²) ≤ L has a delta below L without computing it.
    static let opaqueDeltaPerSquaredDifference = 0.26

    /// Δr² + Δg² + Δb² of two little-endian RGBA words (alpha ignored).
    @inline(__always)
    static func squaredDifference(_ first: UInt32, _ second: UInt32) -> Int {
        let dr = Int(first & 0xFF) &- Int(second & 0xFF)
        let dg = Int((first >> 8) & 0xFF) &- Int((second >> 8) & 0xFF)
        let db = Int((first >> 16) & 0xFF) &- Int((second >> 16) & 0xFF)
        return dr &* dr &+ dg &* dg &+ db &* db
    }

    /// The brightness difference ΔY of two opaque pixels given as little-endian RGBA words:
    /// the value `brightnessDelta` gives for them.
    @inline(__always)
    static func opaqueBrightnessDelta(_ centre: UInt32, _ neighbour: UInt32) -> Double {
        luma(
            Double(Int(centre & 0xFF) - Int(neighbour & 0xFF)),
            Double(Int((centre >> 8) & 0xFF) - Int((neighbour >> 8) & 0xFF)),
            Double(Int((centre >> 16) & 0xFF) - Int((neighbour >> 16) & 0xFF)))
    }

    /// Whether both little-endian RGBA words have alpha 255 (the opaque formulas apply).
    @inline(__always)
    static func bothOpaque(_ first: UInt32, _ second: UInt32) -> Bool {
        first & second >= 0xFF00_0000
    }

    /// The RGBA8 pixel at byte offset `i` as a little-endian word: red in the low byte.
    @inline(__always)
    static func word(_ image: UnsafePointer<UInt8>, _ i: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(image + i).loadUnaligned(as: UInt32.self))
    }

    /// The brightness difference (ΔY) of pixel `centre` and its neighbour `neighbour` of one
    /// image, blended over the checkerboard at the centre's offset when either is translucent;
    /// exactly 0 when the two pixels are identical.
    @inline(__always)
    static func brightnessDelta(_ image: UnsafePointer<UInt8>, centre: Int, neighbour: Int) -> Double {
        if UnsafeRawPointer(image + centre).loadUnaligned(as: UInt32.self)
            == UnsafeRawPointer(image + neighbour).loadUnaligned(as: UInt32.self)
        {
            return 0
        }
        let (dr, dg, db) = difference(image, centre, image, neighbour)
        return luma(dr, dg, db)
    }

    /// The delta of two straight RGBA8 colours at byte offset 0 (public for tools and tests); ≥ 0.
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
