/// A projective (homogeneous 3 × 3) transform of the plane, in the row-vector convention of
/// CoreGraphics and SwiftUI's `ProjectionTransform`:
///
///     [x' y' w] = [x y 1] · | m11 m12 m13 |
///                           | m21 m22 m23 |
///                           | m31 m32 m33 |,   point = (x' / w, y' / w).
///
/// An affine `Transform` is the case m13 = m23 = 0, m33 = 1 (a → m11, b → m12, c → m21,
/// d → m22, tx → m31, ty → m32). Perspective maps straight lines to straight lines, so a
/// polygon stays a polygon; curves do not stay Béziers, so they are flattened before they are
/// projected (`Path.projectedPolygons`).
///
/// Points with w ≤ 0 are behind the eye: they have no image. `apply` returns nil for them, and
/// drawing clips every contour to w ≥ `nearW` first, so nothing is ever divided by ~0.
public struct ProjectiveTransform: Hashable, Sendable {
    public var m11, m12, m13: Double
    public var m21, m22, m23: Double
    public var m31, m32, m33: Double

    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The affine transform `t` as a projective one (exactly: w is 1 for every point).
    public init(_ t: Transform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    public static let identity = ProjectiveTransform(.identity)

    /// The near plane: drawing keeps the parts of a shape with w ≥ 2⁻¹⁰ (a point there is
    /// magnified 1024 ×, far past any canvas), and hit testing and `apply` refuse w below it.
    public static let nearW = 1.0 / 1024

    /// True when the transform is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine transform it equals, or nil when it has perspective.
    public var affine: Transform? {
        isAffine ? Transform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) : nil
    }

    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// The transform that applies `self` first, then `next` (the matrix product self · next).
    public func concatenating(_ next: ProjectiveTransform) -> ProjectiveTransform {
        let n = next
        return ProjectiveTransform(
            m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31,
            m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32,
            m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
            m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31,
            m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32,
            m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
            m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31,
            m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32,
            m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
    }

    /// `self`, then the affine `next`.
    public func concatenating(_ next: Transform) -> ProjectiveTransform { concatenating(ProjectiveTransform(next)) }

    /// The homogeneous image (x', y', w) of `p`.
    @inline(__always)
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (m11 * p.x + m21 * p.y + m31, m12 * p.x + m22 * p.y + m32, m13 * p.x + m23 * p.y + m33)
    }

    /// The image of `p`, or nil when it lies behind the near plane (w < `nearW`).
    public func apply(_ p: Point) -> Point? {
        let h = homogeneous(p)
        guard h.w >= ProjectiveTransform.nearW else { return nil }
        if h.w == 1 { return Point(x: h.x, y: h.y) }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The determinant of the 3 × 3 matrix (zero: the plane collapses onto a line).
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse (adjugate over the determinant); throws when it does not exist.
    public func inverted() throws -> ProjectiveTransform {
        let det = determinant
        guard isFinite, det.isFinite, det != 0, (1 / det).isFinite else {
            throw RasterError(
                .notInvertible,
                "projective transform \(self) is not invertible (determinant \(det)): the view is seen edge-on or collapsed; skip drawing it")
        }
        let k = 1 / det
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }

    /// An upper bound of how far the map stretches any direction at `p` (pixels per unit):
    /// the Jacobian of (x'/w, y'/w) is (L − p'·h) / w with L the linear part and h = (m13, m23),
    /// so its norm is at most (‖L‖ + |p'|·|h|) / w, w taken at least `nearW`.
    func stretchBound(at p: Point) -> Double {
        let h = homogeneous(p)
        let w = max(h.w, ProjectiveTransform.nearW)
        let linear = (m11 * m11 + m12 * m12 + m21 * m21 + m22 * m22).squareRoot()
        let image = ((h.x / w) * (h.x / w) + (h.y / w) * (h.y / w)).squareRoot()
        let perspective = (m13 * m13 + m23 * m23).squareRoot()
        return (linear + image * perspective) / w
    }
}
