import SwipeMath
/// An affine transform, Core Graphics convention: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
///
/// Screen space has y pointing down, so `rotation(degrees:)` with a positive angle turns
/// clockwise on screen, as SwiftUI's `rotationEffect` does.
public struct Transform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    public static func scale(_ s: Double) -> Transform { scale(x: s, y: s) }

    /// Rotation about the origin by `degrees`, clockwise on screen for positive angles.
    /// sin and cos come from deterministic series, exact at multiples of 90°.
    public static func rotation(degrees: Double) -> Transform {
        let (s, c) = DeterministicMath.sinCos(degrees: degrees)
        return Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Rotation by `degrees` about `anchor` (in the space the transform applies to).
    public static func rotation(degrees: Double, about anchor: Point) -> Transform {
        Transform.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(.rotation(degrees: degrees))
            .concatenating(.translation(x: anchor.x, y: anchor.y))
    }

    /// The transform that applies `self` first, then `next` (CGAffineTransform's
    /// `concatenating`).
    public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty)
    }

    /// `self` after translating by (x, y) first: points are moved, then transformed.
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform.translation(x: x, y: y).concatenating(self)
    }

    /// `self` after scaling first.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform.scale(x: x, y: y).concatenating(self)
    }

    /// `self` after rotating by `degrees` first.
    public func rotatedBy(degrees: Double) -> Transform {
        Transform.rotation(degrees: degrees).concatenating(self)
    }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// a·d − b·c: the factor by which areas scale.
    public var determinant: Double { a * d - b * c }

    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse transform; throws when the determinant is zero or a value is not finite.
    public func inverted() throws -> Transform {
        let det = determinant
        guard isFinite, det.isFinite, det != 0, (1 / det).isFinite else {
            throw RasterError(
                .notInvertible,
                "transform [a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty)] is not invertible "
                    + "(determinant \(det)); a scale of 0 collapses the shape: use a small non-zero scale or skip drawing")
        }
        let inv = 1 / det
        return Transform(
            a: d * inv, b: -b * inv, c: -c * inv, d: a * inv,
            tx: (c * ty - d * tx) * inv, ty: (b * tx - a * ty) * inv)
    }

    /// The largest factor by which the transform stretches any direction (√ of the largest
    /// eigenvalue of MᵀM); used to choose flattening and mask resolutions.
    public var maximumScale: Double {
        let p = a * a + b * b
        let q = c * c + d * d
        let r = a * c + b * d
        let mean = (p + q) / 2
        let diff = (p - q) / 2
        return (mean + (diff * diff + r * r).squareRoot()).squareRoot()
    }

    /// The smallest stretch factor of any direction.
    public var minimumScale: Double {
        let p = a * a + b * b
        let q = c * c + d * d
        let r = a * c + b * d
        let mean = (p + q) / 2
        let diff = (p - q) / 2
        let value = mean - (diff * diff + r * r).squareRoot()
        return value > 0 ? value.squareRoot() : 0
    }
}
