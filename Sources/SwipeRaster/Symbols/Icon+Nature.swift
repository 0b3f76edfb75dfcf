import SwipeMath

/// leaf.fill, snowflake, sun.max.fill, mountain.2.fill, flame.fill, bolt.fill (flame and bolt are
/// their outlines, `Icon.outline(of:width:)`).
extension Icon {
    /// A leaf with its midrib cut out and a stalk.
    static func leafFill(stroke: Double) -> Path {
        var p = Path()
        p.move(to: Point(22, 78))
        p.cubic(control1: Point(8, 42), control2: Point(38, 12), to: Point(90, 10))
        p.cubic(control1: Point(92, 62), control2: Point(62, 92), to: Point(22, 78))
        p.close()
        p.append(capsule(Point(30, 70), Point(72, 28), width: 4.5 * stroke).reversed())
        p.append(capsule(Point(8, 92), Point(32, 68), width: 7 * stroke))
        return p
    }

    /// Six spokes, each with a pair of 45° branches two thirds out.
    static func snowflake(stroke: Double) -> Path {
        var p = Path()
        let c = Point(50, 50)
        for k in 0..<6 {
            let (s, co) = DeterministicMath.sinCos(degrees: Double(k) * 60 - 90)
            let tip = Point(c.x + 44 * co, c.y + 44 * s)
            p.append(capsule(c, tip, width: 7 * stroke))
            let branch = Point(c.x + 30 * co, c.y + 30 * s)
            for side in [-1.0, 1.0] {
                let (bs, bc) = DeterministicMath.sinCos(degrees: Double(k) * 60 - 90 + side * 45)
                p.append(capsule(branch, Point(branch.x + 14 * bc, branch.y + 14 * bs), width: 6 * stroke))
            }
        }
        return p
    }

    /// A disc and eight rays.
    static func sunMaxFill(stroke: Double) -> Path {
        var p = Path.circle(center: Point(50, 50), radius: 21)
        for k in 0..<8 {
            let (s, c) = DeterministicMath.sinCos(degrees: Double(k) * 45)
            p.append(capsule(Point(50 + 32 * c, 50 + 32 * s), Point(50 + 45 * c, 50 + 45 * s), width: 8 * stroke))
        }
        return p
    }

    /// Two peaks with rounded tops, the smaller one in front on the right.
    static let twoPeaks: Path = {
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
    }()

    /// A flame on a round base, its tip a sharp point a little left of centre (the left
    /// side rises into it, the right falls away from it), a small inner flame cut out.
    static let flameShape: Path = {
        var p = Path()
        p.move(to: Point(50, 95))
        p.cubic(control1: Point(28, 95), control2: Point(15, 80), to: Point(15, 62))
        p.cubic(control1: Point(15, 44), control2: Point(30, 34), to: Point(39, 21))
        p.cubic(control1: Point(43, 15), control2: Point(46, 9), to: Point(46, 3))
        p.cubic(control1: Point(60, 14), control2: Point(85, 32), to: Point(85, 60))
        p.cubic(control1: Point(85, 80), control2: Point(72, 95), to: Point(50, 95))
        p.close()
        var inner = Path()
        inner.move(to: Point(50, 87))
        inner.cubic(control1: Point(39, 87), control2: Point(32, 80), to: Point(32, 72))
        inner.cubic(control1: Point(32, 63), control2: Point(41, 57), to: Point(47, 45))
        inner.cubic(control1: Point(56, 54), control2: Point(68, 62), to: Point(68, 72))
        inner.cubic(control1: Point(68, 80), control2: Point(61, 87), to: Point(50, 87))
        inner.close()
        p.append(inner.reversed())
        return p
    }()

    /// A lightning bolt: two slanted blades offset at the middle, corners slightly rounded.
    static let boltShape = polygon(
        [Point(60, 4), Point(18, 58), Point(46, 58), Point(38, 96), Point(82, 40), Point(54, 40)], cornerRadius: 2.5)
}
