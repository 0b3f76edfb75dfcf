/// How a layer's pixels combine with what is below them when the layer ends
/// (`Canvas.beginLayer(opacity:effect:mode:)`): Core Graphics' blend modes, which SwiftUI's
/// `BlendMode` names.
///
/// The separable and non-separable modes follow the W3C "Compositing and Blending Level 1"
/// recommendation (§10 "Blending", §9.1.4 source-over with blending): with straight colours
/// Cs, Cb and alphas αs, αb, the result is
///   co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs),  αo = αs + αb − αs·αb
/// (cs, cb premultiplied). The Porter–Duff modes are Porter and Duff's "Compositing Digital
/// Images" (1984) operators as Core Graphics names them (`kCGBlendModeSourceAtop`,
/// `DestinationOver`, `DestinationOut`); `plusLighter` adds (`kCGBlendModePlusLighter`:
/// R = min(1, S + D)), `plusDarker` is its dual (`kCGBlendModePlusDarker`:
/// R = max(0, 1 − ((1 − D) + (1 − S)))), both clamped per channel.
///
/// Each channel is computed in Double from the 8-bit values and rounded once to the nearest
/// level; no libm call, so the result is the same on every machine.
public enum CompositeMode: Sendable, Equatable, Hashable {
    case normal
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// `source` (premultiplied, packed with red in the low byte, as `Pixmap` stores it) composited
    /// onto `backdrop` with this mode.
    public func composite(_ source: UInt32, onto backdrop: UInt32) -> UInt32 {
        let s = Self.unpack(source), b = Self.unpack(backdrop)
        let αs = s.3, αb = b.3
        var out: (Double, Double, Double, Double)
        switch self {
        case .sourceAtop:
            out = (s.0 * αb + b.0 * (1 - αs), s.1 * αb + b.1 * (1 - αs), s.2 * αb + b.2 * (1 - αs), αb)
        case .destinationOver:
            out = (s.0 * (1 - αb) + b.0, s.1 * (1 - αb) + b.1, s.2 * (1 - αb) + b.2, αb + αs * (1 - αb))
        case .destinationOut:
            out = (b.0 * (1 - αs), b.1 * (1 - αs), b.2 * (1 - αs), b.3 * (1 - αs))
        case .plusLighter:
            out = (min(1, s.0 + b.0), min(1, s.1 + b.1), min(1, s.2 + b.2), min(1, αs + αb))
        case .plusDarker:
            let α = min(1, αs + αb)
            // 1 − ((1 − D) + (1 − S)) on colours premultiplied by the result's coverage.
            out = (max(0, s.0 + b.0 - αs * αb), max(0, s.1 + b.1 - αs * αb), max(0, s.2 + b.2 - αs * αb), α)
        default:
            let cs = Self.straight(s), cb = Self.straight(b)
            let blended = blend(cb, cs)
            func channel(_ i: Int, _ ps: Double, _ pb: Double) -> Double {
                ps * (1 - αb) + pb * (1 - αs) + αs * αb * blended[i]
            }
            out = (channel(0, s.0, b.0), channel(1, s.1, b.1), channel(2, s.2, b.2), αs + αb - αs * αb)
        }
        return Self.pack(out)
    }

    /// B(Cb, Cs) for straight colours in 0…1.
    private func blend(_ cb: [Double], _ cs: [Double]) -> [Double] {
        switch self {
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return (0..<3).map { separable(cb[$0], cs[$0]) }
        }
    }

    /// The separable blend functions of W3C Compositing and Blending Level 1, §10.1.
    private func separable(_ cb: Double, _ cs: Double) -> Double {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return Self.hardLight(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge:
            if cb == 0 { return 0 }
            return cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            return cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return Self.hardLight(cb, cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }

    /// HardLight(Cb, Cs): Multiply(Cb, 2·Cs) for Cs ≤ ½, else Screen(Cb, 2·Cs − 1).
    private static func hardLight(_ cb: Double, _ cs: Double) -> Double {
        if cs <= 0.5 { return cb * 2 * cs }
        let s = 2 * cs - 1
        return cb + s - cb * s
    }

    // The non-separable helpers of §10.2: Lum, ClipColor, SetLum, Sat, SetSat.
    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = min(c[0], c[1], c[2]), x = max(c[0], c[1], c[2])
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func sat(_ c: [Double]) -> Double { max(c[0], c[1], c[2]) - min(c[0], c[1], c[2]) }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = [0, 1, 2].sorted { c[$0] < c[$1] || (c[$0] == c[$1] && $0 < $1) }
        let (minI, midI, maxI) = (order[0], order[1], order[2])
        var out = [0.0, 0, 0]
        if c[maxI] > c[minI] {
            out[midI] = (c[midI] - c[minI]) * s / (c[maxI] - c[minI])
            out[maxI] = s
        }
        return out
    }

    private static func unpack(_ p: UInt32) -> (Double, Double, Double, Double) {
        (Double(p & 0xFF) / 255, Double((p >> 8) & 0xFF) / 255, Double((p >> 16) & 0xFF) / 255, Double(p >> 24) / 255)
    }

    /// Premultiplied channels divided by alpha (0 where alpha is 0).
    private static func straight(_ p: (Double, Double, Double, Double)) -> [Double] {
        p.3 > 0 ? [min(1, p.0 / p.3), min(1, p.1 / p.3), min(1, p.2 / p.3)] : [0, 0, 0]
    }

    /// Rounds each channel to the nearest level, colour never above alpha (premultiplied).
    private static func pack(_ c: (Double, Double, Double, Double)) -> UInt32 {
        func level(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        let a = level(c.3)
        let r = min(level(c.0), a), g = min(level(c.1), a), b = min(level(c.2), a)
        return r | g << 8 | b << 16 | a << 24
    }
}
