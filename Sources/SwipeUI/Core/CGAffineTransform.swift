import SwipeMath
import SwipeRaster

#if !canImport(CoreGraphics)

    /// CoreGraphics's affine transform, declared by SwipeUI only where the platform has none
    /// (Linux's Foundation has no `CGAffineTransform`; on Apple platforms CoreGraphics's own is used,
    /// so a file importing SwipeUI and Foundation there sees exactly one).
    ///
    /// CoreGraphics's conventions exactly: the matrix
    ///
    ///     | a   b   0 |
    ///     | c   d   0 |
    ///     | tx  ty  1 |
    ///
    /// multiplies row vectors, so a point maps to x' = a·x + c·y + tx, y' = b·x + d·y + ty, and
    /// `t1.concatenating(t2)` (t1 · t2) applies t1 first. Units are those of the points mapped
    /// (points, in SwipeUI); angles are radians, positive turning clockwise on screen (y down).
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// All six entries zero, as CoreGraphics's imported C struct's `init()` (not the identity).
        public init() { (a, b, c, d, tx, ty) = (0, 0, 0, 0, 0, 0) }

        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// [1 0 0 1 0 0].
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        public var isIdentity: Bool { self == .identity }

        /// Moves by (tx, ty) points: [1 0 0 1 tx ty].
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// Scales about the origin: [sx 0 0 sy 0 0].
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// Turns about the origin by `angle` radians: [cos sin −sin cos 0 0] (sin and cos are
        /// SwipeMath's, the same on every platform).
        public init(rotationAngle angle: CGFloat) {
            let (s, c) = DeterministicMath.sinCos(radians: Double(angle))
            self.init(a: CGFloat(c), b: CGFloat(s), c: CGFloat(-s), d: CGFloat(c), tx: 0, ty: 0)
        }

        /// `self` first, then `t2`: the matrix product self · t2 (`CGAffineTransformConcat`).
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A translation applied before `self` (`CGAffineTransformTranslate`: T(tx, ty) · self).
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale applied before `self` (`CGAffineTransformScale`: S(sx, sy) · self).
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation by `angle` radians applied before `self` (`CGAffineTransformRotate`: R · self).
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse; `self` unchanged when the matrix is singular (determinant a·d − b·c = 0), as
        /// `CGAffineTransformInvert` documents.
        public func inverted() -> CGAffineTransform {
            let det = a * d - b * c
            guard det != 0, det.isFinite else { return self }
            return CGAffineTransform(
                a: d / det, b: -b / det, c: -c / det, d: a / det,
                tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        }
    }

    extension CGPoint {
        /// (a·x + c·y + tx, b·x + d·y + ty).
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size as a vector, without the translation: (a·w + c·h, b·w + d·h).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle holding the four transformed corners (`CGRectApplyAffineTransform`).
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
                .map { $0.applying(t) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
    }
#endif

extension ProjectionTransform {
    /// The projective form of an affine transform: m11 = a, m12 = b, m21 = c, m22 = d,
    /// m31 = tx, m32 = ty, m13 = m23 = 0, m33 = 1 (SwiftUI's `ProjectionTransform(_:)`).
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }
}

extension View {
    /// Maps the view's drawing by the affine `transform` (local points → the points of the frame
    /// it wraps: x' = a·x + c·y + tx, y' = b·x + d·y + ty, about the view's top-leading corner),
    /// as SwiftUI's `transformEffect`: layout is unchanged, drawing and touches follow the map
    /// (a skew `CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)` leans the card).
    ///
    /// It does not animate: SwiftUI's `_TransformEffect` is a `GeometryEffect` whose
    /// `AnimatableData` is `EmptyAnimatableData` (OpenSwiftUI `GeometryEffect.swift`), so a change
    /// inside `withAnimation` jumps to the new transform. An affine map needs no perspective, so
    /// it joins the flat transform of the view (drawn and hit-tested as `.rotationEffect` is);
    /// under a 3D effect it composes into that effect's projection.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let t = Transform(
            a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
            tx: Double(transform.tx), ty: Double(transform.ty))
        return node(".transformEffect", .affine(t))
    }
}
