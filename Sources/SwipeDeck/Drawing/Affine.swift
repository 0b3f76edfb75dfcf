import SwipeMath

/// A 2-D affine map (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty), the same layout as
/// CGAffineTransform. y points down, so a positive angle turns clockwise on screen.
public struct Affine: Equatable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> Affine {
        Affine(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(_ sx: Double, _ sy: Double) -> Affine {
        Affine(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `degrees` about the origin, with sin and cos from SwipeMath so the
    /// matrix has the same bits on every platform.
    public static func rotation(degrees: Double) -> Affine {
        let sine = DeterministicMath.sin(degrees: degrees), cosine = DeterministicMath.cos(degrees: degrees)
        return Affine(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// `self` applied first, then `next`.
    public func then(_ next: Affine) -> Affine {
        Affine(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// A rotation or scale about `anchor` instead of the origin.
    public static func about(_ anchor: Point, _ transform: Affine) -> Affine {
        Affine.translation(-anchor.x, -anchor.y).then(transform).then(.translation(anchor.x, anchor.y))
    }

    public func apply(_ point: Point) -> Point {
        Point(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }
}
