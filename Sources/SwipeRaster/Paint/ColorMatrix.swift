/// A 4 × 5 colour matrix applied to straight (un-premultiplied) RGBA in 0…1, the way
/// CoreAnimation's `colorMatrix` filter applies SwiftUI's `_ColorMatrix` with
/// `premultipliedValues` false (OpenSwiftUI `Graphic/Color/ColorMatrix.swift`,
/// `GraphicsConversions.swift`):
///
///     | R' |   | r1 r2 r3 r4 r5 |   | R |
///     | G' | = | g1 g2 g3 g4 g5 | · | G |
///     | B' |   | b1 b2 b3 b4 b5 |   | B |
///     | A' |   | a1 a2 a3 a4 a5 |   | A |
///                                   | 1 |
///
/// Values are the pixels' own sRGB-encoded levels / 255 (SwipeRaster composites in sRGB-encoded
/// values, as CoreAnimation does on iOS); results are clamped to 0…1 and premultiplied again.
/// A transparent pixel has no colour: it is read as (0, 0, 0, 0).
public struct ColorMatrix: Equatable, Sendable {
    /// Row-major: red row (r1…r5), green, blue, alpha; the fifth column is an offset.
    public var rows: [[Double]]

    /// The identity.
    public init() {
        rows = [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]]
    }

    /// Four rows of five numbers each (fewer or more are an error of the caller: it traps).
    public init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a ColorMatrix has 4 rows of 5")
        self.rows = rows
    }

    /// `self` applied after `first` (the matrix of doing `first`, then `self`).
    public func concatenating(after first: ColorMatrix) -> ColorMatrix {
        var result = [[Double]](repeating: [0, 0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<5 {
                var sum = j == 4 ? rows[i][4] : 0
                for k in 0..<4 { sum += rows[i][k] * first.rows[k][j] }
                result[i][j] = sum
            }
        }
        return ColorMatrix(rows: result)
    }

    /// The straight colour (r, g, b, a in 0…1) this matrix makes of `color`, unclamped.
    public func apply(red: Double, green: Double, blue: Double, alpha: Double) -> (Double, Double, Double, Double) {
        func row(_ m: [Double]) -> Double {
            var sum = m[0] * red
            sum += m[1] * green
            sum += m[2] * blue
            sum += m[3] * alpha
            return sum + m[4]
        }
        return (row(rows[0]), row(rows[1]), row(rows[2]), row(rows[3]))
    }

    /// One premultiplied packed pixel (red in the low byte) through the matrix.
    func apply(toPremultiplied pixel: UInt32) -> UInt32 {
        let a = Double(pixel >> 24)
        var r = 0.0, g = 0.0, b = 0.0
        if a > 0 {
            r = Double(pixel & 0xFF) / a
            g = Double((pixel >> 8) & 0xFF) / a
            b = Double((pixel >> 16) & 0xFF) / a
        }
        let out = apply(red: min(r, 1), green: min(g, 1), blue: min(b, 1), alpha: a / 255)
        func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let alpha = clamped(out.3)
        func level(_ v: Double) -> UInt32 { UInt32((v * 255).roundedToInt64) }
        let outA = level(alpha)
        if outA == 0 { return 0 }
        let outR = level(clamped(out.0) * alpha), outG = level(clamped(out.1) * alpha), outB = level(clamped(out.2) * alpha)
        return outR | outG << 8 | outB << 16 | outA << 24
    }

    /// Applies the matrix to every pixel of `rect` in a packed premultiplied buffer `width` wide.
    /// A run of equal pixels (a flat fill) is computed once.
    func apply(to pixels: UnsafeMutablePointer<UInt32>, width: Int, rect: IntRect) {
        var lastIn: UInt32 = 0, lastOut = apply(toPremultiplied: 0)
        for y in rect.y0..<rect.y1 {
            let row = pixels + y * width
            for x in rect.x0..<rect.x1 {
                let p = row[x]
                if p != lastIn {
                    lastIn = p
                    lastOut = apply(toPremultiplied: p)
                }
                row[x] = lastOut
            }
        }
    }
}
