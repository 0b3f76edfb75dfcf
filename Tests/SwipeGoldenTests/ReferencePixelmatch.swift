import SwipeGolden
import SwipePNG

/// pixelmatch 7.2.0's comparison written as plainly as its `index.js` reads (every pixel, every
/// neighbour, no fast paths), plus the goldens' edge rule: the oracle that `ImageComparator`,
/// with all its shortcuts, must match count for count and byte for byte.
enum ReferencePixelmatch {
    struct Result: Equatable {
        var isExact = true
        var differing = 0
        var antiAliased = 0
        var largestDelta = 0.0
        var bounds: PixelRect?
        var diff: [UInt8] = []
    }

    static func compare(_ expected: PNGImage, _ actual: PNGImage, tolerance: ComparisonTolerance, style: DiffStyle) -> Result {
        let width = expected.width, height = expected.height
        let e = expected.pixels, a = actual.pixels
        let limit = tolerance.maximumEqualDelta
        var result = Result(diff: [UInt8](repeating: 0, count: e.count))
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if e[i..<i + 4] == a[i..<i + 4] {
                    drawFaded(e, i, into: &result.diff, style: style)
                    continue
                }
                result.isExact = false
                let signed = colourDelta(e, i, a, i)
                let delta = abs(signed)
                result.largestDelta = max(result.largestDelta, delta)
                guard delta > limit else {
                    drawFaded(e, i, into: &result.diff, style: style)
                    continue
                }
                if tolerance.detectsAntiAliasing
                    && (antialiased(e, a, x, y, width, height) || antialiased(a, e, x, y, width, height)
                        || isEdgeShade(e, a, x, y, width, height, delta: delta, tolerance: tolerance))
                {
                    result.antiAliased += 1
                    let c = style.aaColor
                    if !style.diffMask { draw((c.red, c.green, c.blue), at: i, into: &result.diff) }
                } else {
                    result.differing += 1
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                    let c = signed < 0 ? (style.diffColorAlternative ?? style.diffColor) : style.diffColor
                    draw((c.red, c.green, c.blue), at: i, into: &result.diff)
                }
            }
        }
        if result.differing > 0 {
            result.bounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        return result
    }

    static func draw(_ colour: (red: UInt8, green: UInt8, blue: UInt8), at i: Int, into diff: inout [UInt8]) {
        diff[i] = colour.red
        diff[i + 1] = colour.green
        diff[i + 2] = colour.blue
        diff[i + 3] = 255
    }

    static func drawFaded(_ image: [UInt8], _ i: Int, into diff: inout [UInt8], style: DiffStyle) {
        if style.diffMask { return }
        let y = luma(Double(image[i]), Double(image[i + 1]), Double(image[i + 2]))
        let value = 255 + (y - 255) * style.alpha * Double(image[i + 3]) / 255
        let grey = UInt8(min(255, max(0, value)))
        diff[i] = grey
        diff[i + 1] = grey
        diff[i + 2] = grey
        diff[i + 3] = 255
    }

    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// pixelmatch's `colorDelta(img1, img2, k, m, yOnly)`, translucent pixels over the checkerboard at k.
    static func difference(_ p: [UInt8], _ k: Int, _ q: [UInt8], _ m: Int) -> (Double, Double, Double) {
        let a1 = Double(p[k + 3]), a2 = Double(q[m + 3])
        if a1 == 255 && a2 == 255 {
            return (Double(p[k]) - Double(q[m]), Double(p[k + 1]) - Double(q[m + 1]), Double(p[k + 2]) - Double(q[m + 2]))
        }
        let rb = 48 + 159 * Double(k % 2)
        let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
        let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
        let da = a1 - a2
        return (
            (Double(p[k]) * a1 - Double(q[m]) * a2 - rb * da) / 255,
            (Double(p[k + 1]) * a1 - Double(q[m + 1]) * a2 - gb * da) / 255,
            (Double(p[k + 2]) * a1 - Double(q[m + 2]) * a2 - bb * da) / 255
        )
    }

    static func colourDelta(_ p: [UInt8], _ k: Int, _ q: [UInt8], _ m: Int) -> Double {
        let (dr, dg, db) = difference(p, k, q, m)
        let y = luma(dr, dg, db)
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let qq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
        return y > 0 ? -delta : delta
    }

    static func brightness(_ p: [UInt8], _ k: Int, _ m: Int) -> Double {
        if p[k..<k + 4] == p[m..<m + 4] { return 0 }
        let (dr, dg, db) = difference(p, k, p, m)
        return luma(dr, dg, db)
    }

    /// pixelmatch's `antialiased(img, x1, y1, width, height, a32, b32)`.
    static func antialiased(_ img: [UInt8], _ other: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minimum = 0.0, maximum = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let delta = brightness(img, pos, (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minimum {
                    minimum = delta
                    (minX, minY) = (x, y)
                } else if delta > maximum {
                    maximum = delta
                    (maxX, maxY) = (x, y)
                }
            }
        }
        if minimum == 0 || maximum == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 {
                if x == x1 && y == y1 { continue }
                let other = (y * width + x) * 4
                if img[pos..<pos + 4] == img[other..<other + 4] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// The goldens' edge rule (`EdgeShade`): a small change next to a neighbour of another colour.
    static func isEdgeShade(
        _ e: [UInt8], _ a: [UInt8], _ x: Int, _ y: Int, _ width: Int, _ height: Int,
        delta: Double, tolerance: ComparisonTolerance
    ) -> Bool {
        guard let limit = tolerance.maximumEdgeShadeDelta, delta <= limit else { return false }
        func onEdge(_ img: [UInt8]) -> Bool {
            let centre = (y * width + x) * 4
            for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                    if abs(colourDelta(img, centre, img, (ny * width + nx) * 4)) > 35215 * 0.05 * 0.05 { return true }
                }
            }
            return false
        }
        return onEdge(e) || onEdge(a)
    }
}
