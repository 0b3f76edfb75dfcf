import SwipeMath
/// Vector icons for the SF Symbols names a swipe deck uses, drawn by our own paths.
///
/// Each icon is designed in a 100 × 100 box (y down) as one path to fill with the nonzero
/// rule: strokes are built as filled outlines (capsules, rings), holes as reversed contours.
/// Stroke widths follow the weight (`SymbolMetrics.strokeScale`); the box's size follows the
/// font size and image scale (`SymbolMetrics.boxSide`). They are recognisable likenesses, not
/// Apple's artwork. A `.slash` symbol is its base with a gap cut along the slash, and the slash.
public enum Icon: String, CaseIterable, Sendable {
    case heart = "heart"
    case heartFill = "heart.fill"
    case heartSlash = "heart.slash"
    case xmark = "xmark"
    case xCircle = "x.circle"
    case heartCircle = "heart.circle"
    case heartCircleFill = "heart.circle.fill"
    case lineHorizontal3 = "line.horizontal.3"
    case mappinAndEllipse = "mappin.and.ellipse"
    case leafFill = "leaf.fill"
    case snowflake = "snowflake"
    case sunMaxFill = "sun.max.fill"
    case tramFill = "tram.fill"
    case mountain2Fill = "mountain.2.fill"
    case cellularBars = "cellularbars"
    case wifi = "wifi"
    case battery100 = "battery.100"

    /// The icon with this SF Symbols name; throws listing the known names otherwise.
    public init(named name: String) throws {
        guard let icon = Icon(rawValue: name) else {
            throw RasterError(
                .unknownIcon,
                "unknown icon \"\(name)\"; known icons: " + Icon.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = icon
    }

    /// The icon at `weight`, scaled uniformly to fit `rect` and centred in it. For a `.slash`
    /// symbol this is the base and the slash without the gap (`fill(in:…)` cuts the gap).
    public func path(in rect: Rect, weight: FontWeight = .regular) -> Path {
        var p = design(weight: weight)
        if let slash = slash(weight: weight) { p.append(slash.bar) }
        return p.transformed(by: Icon.fit(rect))
    }

    /// How to fill the icon in `rect` as one shape: fill `base` clipped (even-odd) to `clip`,
    /// then fill `bar` — for a `.slash` symbol the clip cuts a gap either side of the bar, so
    /// no pixel is painted twice and a translucent colour never darkens where the parts meet;
    /// other symbols have no clip and no bar.
    public func parts(in rect: Rect, weight: FontWeight = .regular) -> (base: Path, clip: Path?, bar: Path?) {
        let fit = Icon.fit(rect)
        let base = design(weight: weight).transformed(by: fit)
        guard let slash = slash(weight: weight) else { return (base, nil, nil) }
        var outside = Path.rect(Rect(x: -50, y: -50, width: 200, height: 200))
        outside.append(slash.gap)
        return (base, outside.transformed(by: fit), slash.bar.transformed(by: fit))
    }

    /// Fills the icon in `rect` as one shape (`parts(in:weight:)`).
    public func fill(in rect: Rect, weight: FontWeight = .regular, paint: Paint, transform: Transform, on canvas: Canvas) throws {
        let (base, clip, bar) = parts(in: rect, weight: weight)
        guard let clip, let bar else {
            try canvas.fill(base, paint: paint, transform: transform)
            return
        }
        canvas.save()
        try canvas.clip(to: clip, transform: transform, fillRule: .evenOdd)
        try canvas.fill(base, paint: paint, transform: transform)
        canvas.restore()
        try canvas.fill(bar, paint: paint, transform: transform)
    }

    /// The design box (100 units) mapped onto the largest square centred in `rect`.
    static func fit(_ rect: Rect) -> Transform {
        let side = min(rect.width, rect.height)
        let s = side / 100
        return Transform(
            a: s, b: 0, c: 0, d: s, tx: rect.minX + (rect.width - side) / 2, ty: rect.minY + (rect.height - side) / 2)
    }

    /// A `.slash` symbol's bar (a capsule from the top leading to the bottom trailing corner,
    /// as SF draws its slashes) and the band around it cut out of the base: a clearance of
    /// 0.45 bar widths (at least 3 units) on each side. Nil for symbols without a slash.
    func slash(weight: FontWeight) -> (bar: Path, gap: Path)? {
        guard self == .heartSlash else { return nil }
        let width = 8.8 * SymbolMetrics.strokeScale(weight)
        let clearance = max(3, 0.45 * width)
        let a = Point(14, 8), b = Point(86, 92)
        return (Icon.capsule(a, b, width: width), Icon.capsule(a, b, width: width + 2 * clearance))
    }

    /// The path in its 100 × 100 design box at regular weight.
    public var design: Path { design(weight: .regular) }

    /// The path in its 100 × 100 design box, strokes as wide as `weight` draws them (without
    /// a `.slash` symbol's bar).
    public func design(weight: FontWeight) -> Path {
        let stroke = SymbolMetrics.strokeScale(weight)
        switch self {
        case .heart, .heartSlash:
            // The outline's stroke is 8.8 units (the inner heart at 0.8 scale of an 88-unit heart).
            var p = Icon.heartShape
            p.append(Icon.heartShape.transformed(by: Icon.about(Point(50, 46), scale: 1 - 0.2 * stroke)).reversed())
            return p
        case .heartFill:
            return Icon.heartShape
        case .xmark:
            var p = Icon.capsule(Point(20, 20), Point(80, 80), width: 11 * stroke)
            p.append(Icon.capsule(Point(80, 20), Point(20, 80), width: 11 * stroke))
            return p
        case .xCircle:
            var p = Icon.ring(center: Point(50, 50), outer: 46, inner: 46 - 7.5 * stroke)
            p.append(Icon.capsule(Point(34, 34), Point(66, 66), width: 8 * stroke))
            p.append(Icon.capsule(Point(66, 34), Point(34, 66), width: 8 * stroke))
            return p
        case .heartCircle:
            var p = Icon.ring(center: Point(50, 50), outer: 46, inner: 46 - 7.5 * stroke)
            p.append(Icon.heartShape.transformed(by: Icon.about(Point(50, 48), scale: 0.48, to: Point(50, 52))))
            return p
        case .heartCircleFill:
            var p = Path.circle(center: Point(50, 50), radius: 46)
            p.append(Icon.heartShape.transformed(by: Icon.about(Point(50, 48), scale: 0.5, to: Point(50, 52))).reversed())
            return p
        case .lineHorizontal3:
            var p = Path()
            for y in [24.0, 50, 76] { p.append(Icon.capsule(Point(12, y), Point(88, y), width: 9 * stroke)) }
            return p
        case .mappinAndEllipse:
            var p = Icon.ring(center: Point(50, 30), outer: 21, inner: 8)
            p.append(Icon.capsule(Point(50, 48), Point(50, 80), width: 7 * stroke))
            // The ground ellipse's outline is 7 units at the sides and 6 at top and bottom; at
            // heavy weights it closes into a filled ellipse.
            let ring = 7 * stroke
            p.append(.ellipse(in: Rect(x: 10, y: 70, width: 80, height: 24)))
            let holeHeight = 24 - 12 * ring / 7
            if holeHeight > 1 {
                p.append(Path.ellipse(in: Rect(x: 10 + ring, y: 70 + ring * 6 / 7, width: 80 - 2 * ring, height: holeHeight)).reversed())
            }
            return p
        case .leafFill:
            var p = Path()
            p.move(to: Point(22, 78))
            p.cubic(control1: Point(8, 42), control2: Point(38, 12), to: Point(90, 10))
            p.cubic(control1: Point(92, 62), control2: Point(62, 92), to: Point(22, 78))
            p.close()
            p.append(Icon.capsule(Point(30, 70), Point(72, 28), width: 4.5 * stroke).reversed())
            p.append(Icon.capsule(Point(8, 92), Point(32, 68), width: 7 * stroke))
            return p
        case .snowflake:
            var p = Path()
            let c = Point(50, 50)
            for k in 0..<6 {
                let (s, co) = DeterministicMath.sinCos(degrees: Double(k) * 60 - 90)
                let tip = Point(c.x + 44 * co, c.y + 44 * s)
                p.append(Icon.capsule(c, tip, width: 7 * stroke))
                let branch = Point(c.x + 30 * co, c.y + 30 * s)
                for side in [-1.0, 1.0] {
                    let (bs, bc) = DeterministicMath.sinCos(degrees: Double(k) * 60 - 90 + side * 45)
                    p.append(Icon.capsule(branch, Point(branch.x + 14 * bc, branch.y + 14 * bs), width: 6 * stroke))
                }
            }
            return p
        case .sunMaxFill:
            var p = Path.circle(center: Point(50, 50), radius: 21)
            for k in 0..<8 {
                let (s, c) = DeterministicMath.sinCos(degrees: Double(k) * 45)
                p.append(Icon.capsule(Point(50 + 32 * c, 50 + 32 * s), Point(50 + 45 * c, 50 + 45 * s), width: 8 * stroke))
            }
            return p
        case .tramFill:
            var p = Path.roundedRect(Rect(x: 22, y: 16, width: 56, height: 64), cornerRadius: 13, style: .continuous)
            p.append(Path.roundedRect(Rect(x: 30, y: 27, width: 40, height: 22), cornerRadius: 4, style: .continuous).reversed())
            p.append(Path.circle(center: Point(36, 64), radius: 4.5).reversed())
            p.append(Path.circle(center: Point(64, 64), radius: 4.5).reversed())
            p.append(Icon.capsule(Point(36, 80), Point(27, 93), width: 6 * stroke))
            p.append(Icon.capsule(Point(64, 80), Point(73, 93), width: 6 * stroke))
            p.append(Icon.capsule(Point(38, 6), Point(62, 6), width: 5 * stroke))
            p.append(Icon.capsule(Point(50, 6), Point(50, 17), width: 5 * stroke))
            return p
        case .cellularBars, .wifi, .battery100:
            return Icon.statusGlyph(self, stroke: stroke)
        case .mountain2Fill:
            var p = Path()
            p.move(to: Point(4, 88))
            p.line(to: Point(38, 28))
            p.quad(control: Point(44, 18), to: Point(50, 28))
            p.line(to: Point(84, 88))
            p.close()
            p.move(to: Point(54, 88))
            p.line(to: Point(68, 56))
            p.quad(control: Point(73, 46), to: Point(78, 56))
            p.line(to: Point(96, 88))
            p.close()
            return p
        }
    }

    /// The status bar's glyphs, wide and flat like iOS's: four rising bars; three Wi-Fi arcs
    /// over a dot (a 90° fan from the bottom centre); a battery (outline, full charge, nub).
    static func statusGlyph(_ icon: Icon, stroke: Double) -> Path {
        var p = Path()
        switch icon {
        case .cellularBars:
            for (i, height) in [26.0, 40, 54, 68].enumerated() {
                let x = 4 + Double(i) * 24
                p.append(.roundedRect(Rect(x: x, y: 84 - height, width: 18, height: height), cornerRadius: 4, style: .circular))
            }
        case .wifi:
            let center = Point(50, 86)
            p.append(Icon.sector(center: center, outer: 18, inner: 0))
            for (outer, inner) in [(48.0, 48 - 17 * stroke), (78.0, 78 - 17 * stroke)] {
                p.append(Icon.sector(center: center, outer: outer, inner: max(0, min(inner, outer - 6))))
            }
        default:
            p.append(.roundedRect(Rect(x: 2, y: 26, width: 86, height: 48), cornerRadius: 14, style: .continuous))
            let line = 5 * stroke
            p.append(Path.roundedRect(Rect(x: 2 + line, y: 26 + line, width: 86 - 2 * line, height: 48 - 2 * line),
                                      cornerRadius: 14 - line, style: .continuous).reversed())
            let gap = line + 4
            p.append(.roundedRect(Rect(x: 2 + gap, y: 26 + gap, width: 86 - 2 * gap, height: 48 - 2 * gap),
                                  cornerRadius: 14 - gap, style: .continuous))
            p.append(.roundedRect(Rect(x: 91, y: 41, width: 7, height: 18), cornerRadius: 3.5, style: .circular))
        }
        return p
    }

    /// A 90° annular sector opening upwards from `center` (a wedge when `inner` is 0), with
    /// straight ends, clockwise; sampled every 3° (DeterministicMath, so it is the same everywhere).
    static func sector(center: Point, outer: Double, inner: Double) -> Path {
        var p = Path()
        let angles = stride(from: -135.0, through: -45.0, by: 3).map { $0 }
        for (i, degrees) in angles.enumerated() {
            let (s, c) = DeterministicMath.sinCos(degrees: degrees)
            let point = Point(center.x + outer * c, center.y + outer * s)
            if i == 0 { p.move(to: point) } else { p.line(to: point) }
        }
        if inner > 0 {
            for degrees in angles.reversed() {
                let (s, c) = DeterministicMath.sinCos(degrees: degrees)
                p.line(to: Point(center.x + inner * c, center.y + inner * s))
            }
        } else {
            p.line(to: center)
        }
        p.close()
        return p
    }

    /// A heart in the 100-unit box, clockwise, tip at (50, 88).
    static let heartShape: Path = {
        var p = Path()
        p.move(to: Point(50, 88))
        p.cubic(control1: Point(20, 67), control2: Point(6, 51), to: Point(6, 33))
        p.cubic(control1: Point(6, 18), control2: Point(17, 9), to: Point(30, 9))
        p.cubic(control1: Point(40, 9), control2: Point(47, 15), to: Point(50, 23))
        p.cubic(control1: Point(53, 15), control2: Point(60, 9), to: Point(70, 9))
        p.cubic(control1: Point(83, 9), control2: Point(94, 18), to: Point(94, 33))
        p.cubic(control1: Point(94, 51), control2: Point(80, 67), to: Point(50, 88))
        p.close()
        return p
    }()

    /// Scales by `scale` about `anchor`, then moves the anchor to `to` (default: stays put).
    static func about(_ anchor: Point, scale: Double, to: Point? = nil) -> Transform {
        let target = to ?? anchor
        return Transform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(.scale(scale))
            .concatenating(.translation(x: target.x, y: target.y))
    }

    /// A ring: the outer circle clockwise, the inner one reversed as a hole.
    static func ring(center: Point, outer: Double, inner: Double) -> Path {
        var p = Path.circle(center: center, radius: outer)
        p.append(Path.circle(center: center, radius: inner).reversed())
        return p
    }

    /// A line from `a` to `b` with round caps, as a filled outline (a stadium), clockwise.
    static func capsule(_ a: Point, _ b: Point, width: Double) -> Path {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        let r = width / 2
        let (ux, uy) = length > 0 ? (dx / length, dy / length) : (1.0, 0.0)
        // Local frame: x along the line from a, y to its right (screen clockwise).
        let frame = Transform(a: ux, b: uy, c: -uy, d: ux, tx: a.x, ty: a.y)
        let local = Path.roundedRect(
            Rect(x: -r, y: -r, width: length + width, height: width), cornerRadius: r, style: .circular)
        return local.transformed(by: frame)
    }
}
