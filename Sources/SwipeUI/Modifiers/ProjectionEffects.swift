import SwipeMath
import SwipeRaster

extension View {
    /// Turns the view by `angle` about `axis` in 3D and draws it in perspective, as SwiftUI does:
    /// a card flip is `.rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))`.
    ///
    /// The matrix is OpenSwiftUI's `_Rotation3DEffect.Data.transform`
    /// (`Sources/OpenSwiftUICore/Render/GeometryEffect/Rotation3DEffect.swift`, lines 55–83 at
    /// 069dd80): with a = (anchor in the layout frame, anchorZ) and d = max(width, height) /
    /// perspective, CoreAnimation's row-vector product T(−a) · R(angle, axis) · P · T(a), where
    /// P has m34 = −1 / d (so w = 1 − z / d: a point lifted towards the viewer grows), reduced to
    /// a 3 × 3 `ProjectionTransform` by dropping the z row and column (`ProjectionTransform(_:
    /// CATransform3D)`: m13 ← m14, m23 ← m24, m31 ← m41, m32 ← m42, m33 ← m44). In a
    /// right-to-left layout the matrix is mirrored across the frame (lines 74–81).
    /// See `Rotation3D` for R's signs. The angle animates (`rotation3D` in `IdentifiedView.values`,
    /// degrees); the axis, anchors and perspective change on the update.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        let rotation = Rotation3D(
            axis: (Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor, anchorZ: Double(anchorZ),
            perspective: Double(perspective))
        return node(".rotation3DEffect", .rotation3D(degrees: angle.degrees, rotation))
    }

    /// Maps the view's drawing by `transform` (local points → the points of the frame it
    /// wraps), perspective included. Does not animate.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        node(".projectionEffect", .projection(transform.raster))
    }
}

/// SwiftUI's 3 × 3 projective transform, row-vector convention: a point (x, y) maps to
/// ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat,
        m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    init(_ m: SwipeRaster.ProjectiveTransform) {
        self.init(
            m11: CGFloat(m.m11), m12: CGFloat(m.m12), m13: CGFloat(m.m13), m21: CGFloat(m.m21), m22: CGFloat(m.m22),
            m23: CGFloat(m.m23), m31: CGFloat(m.m31), m32: CGFloat(m.m32), m33: CGFloat(m.m33))
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` first, then `rhs` (the matrix product self · rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(raster.concatenating(rhs.raster))
    }

    /// The inverse; `self` unchanged and false when the matrix is singular.
    public mutating func invert() -> Bool {
        guard let inverse = try? raster.inverted() else { return false }
        self = ProjectionTransform(inverse)
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    var raster: SwipeRaster.ProjectiveTransform {
        SwipeRaster.ProjectiveTransform(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m21: Double(m21), m22: Double(m22), m23: Double(m23),
            m31: Double(m31), m32: Double(m32), m33: Double(m33))
    }
}

extension CGPoint {
    /// The point mapped by `t`. A point behind the eye (w ≤ 0) goes to infinity, as in SwiftUI.
    public func applying(_ t: ProjectionTransform) -> CGPoint {
        let w = t.m13 * x + t.m23 * y + t.m33
        let k: CGFloat = w == 1 ? 1 : w <= 0 ? .infinity : 1 / w
        return CGPoint(x: (t.m11 * x + t.m21 * y + t.m31) * k, y: (t.m12 * x + t.m22 * y + t.m32) * k)
    }
}

/// The fixed parameters of a `rotation3DEffect` (the angle animates and is kept apart).
struct Rotation3D: Equatable {
    var axis: (x: Double, y: Double, z: Double)
    var anchor: UnitPoint
    var anchorZ: Double
    var perspective: Double

    static func == (a: Rotation3D, b: Rotation3D) -> Bool {
        a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ && a.perspective == b.perspective
    }

    /// The projection of a view of `size` (points) turned by `degrees`, local points → the
    /// points of the frame it wraps. CoreAnimation's rotation about the unit axis (x, y, z), in
    /// its row-vector convention (CATransform3DMakeRotation; about z it equals
    /// `rotationEffect`: positive angles turn clockwise on screen, y pointing down):
    ///
    ///     | c+x²(1−c)     xy(1−c)+zs   xz(1−c)−ys |
    ///     | xy(1−c)−zs    c+y²(1−c)    yz(1−c)+xs |,  c = cos θ, s = sin θ.
    ///     | xz(1−c)+ys    yz(1−c)−xs   c+z²(1−c)  |
    ///
    /// About y a positive angle takes the right edge away from the viewer (z < 0, smaller).
    /// A zero axis is no rotation (CoreAnimation returns the identity); a perspective of 0
    /// means none (m34 = 0: an orthographic turn). sin and cos are SwipeMath's.
    func projection(degrees: Double, size: CGSize, rightToLeft: Bool) -> SwipeRaster.ProjectiveTransform {
        let width = Double(size.width), height = Double(size.height)
        let a = (x: Double(anchor.x) * width, y: Double(anchor.y) * height, z: anchorZ)
        var r = Matrix4.identity
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        if length > 0 && length.isFinite {
            let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
            let (s, c) = DeterministicMath.sinCos(degrees: degrees)
            let k = 1 - c
            r.m = [
                [c + x * x * k, x * y * k + z * s, x * z * k - y * s, 0],
                [x * y * k - z * s, c + y * y * k, y * z * k + x * s, 0],
                [x * z * k + y * s, y * z * k - x * s, c + z * z * k, 0],
                [0, 0, 0, 1],
            ]
        }
        var p = Matrix4.identity
        let depth = max(width, height) / perspective
        if depth.isFinite && depth != 0 { p.m[2][3] = -1 / depth }
        let m = Matrix4.translation(-a.x, -a.y, -a.z).times(r).times(p).times(.translation(a.x, a.y, a.z))
        var result = SwipeRaster.ProjectiveTransform(
            m11: m.m[0][0], m12: m.m[0][1], m13: m.m[0][3], m21: m.m[1][0], m22: m.m[1][1], m23: m.m[1][3],
            m31: m.m[3][0], m32: m.m[3][1], m33: m.m[3][3])
        if rightToLeft {
            let mirror = SwipeRaster.ProjectiveTransform(Transform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0))
            result = mirror.concatenating(result).concatenating(mirror)
        }
        return result
    }
}

/// A 4 × 4 matrix in CoreAnimation's row-vector convention (`CATransform3D`), only to build
/// a rotation's projection.
private struct Matrix4 {
    var m: [[Double]]

    static let identity = Matrix4(m: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
        Matrix4(m: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]])
    }

    /// self · other: `self` applies first.
    func times(_ other: Matrix4) -> Matrix4 {
        var out = Matrix4.identity
        for i in 0..<4 {
            for j in 0..<4 {
                out.m[i][j] = m[i][0] * other.m[0][j] + m[i][1] * other.m[1][j] + m[i][2] * other.m[2][j] + m[i][3] * other.m[3][j]
            }
        }
        return out
    }
}
