/// SwiftUI's `Anchor`: a geometry value of one view (its bounds, a rect or a point in its own
/// space) that travels up the tree in a preference and is turned into a reader's coordinates
/// with `GeometryProxy`'s `subscript(_:)` (Apple, `Anchor`: "an opaque value derived from an
/// anchor source and a particular view … converted to a concrete value in the coordinate space
/// of a target view").
///
/// SwipeSim keeps it on the canvas (points) at the view's layout position, as
/// `GeometryProxy.frame(in: .global)` is: offsets, scales and rotations drawn above the view
/// are not in it.
public struct Anchor<Value> {
    /// The value on the canvas, points.
    let canvasValue: Value
    /// A value of this type moved by a vector (points).
    let translate: (Value, CGSize) -> Value

    /// What an anchor is made of: a function of the view's bounds (Apple, `Anchor.Source`).
    public struct Source {
        /// The value for a view whose layout frame on the canvas is the argument (points).
        let make: (CGRect) -> Value
        let translate: (Value, CGSize) -> Value

        func anchor(in bounds: CGRect) -> Anchor<Value> { Anchor(canvasValue: make(bounds), translate: translate) }
    }

    /// The value in the space whose origin is at `origin` on the canvas.
    func value(relativeTo origin: CGPoint) -> Value { translate(canvasValue, CGSize(width: -origin.x, height: -origin.y)) }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.canvasValue == rhs.canvasValue }
}

extension Anchor.Source where Value == CGRect {
    private static func rect(_ make: @escaping (CGRect) -> CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(make: make, translate: { $0.offsetBy(dx: $1.width, dy: $1.height) })
    }
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect { $0 } }
    /// `r` in the view's own space (points from its top-leading corner).
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        rect { r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    private static func point(_ make: @escaping (CGRect) -> CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(make: make, translate: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
    }
    /// `p` in the view's own space.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { point { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) } }
    /// The point at `u` of the view's bounds (x from its left edge, y from its top, as fractions).
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        point { CGPoint(x: $0.minX + u.x * $0.width, y: $0.minY + u.y * $0.height) }
    }
    public static var zero: Anchor<CGPoint>.Source { unitPoint(.zero) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// `anchor` in this reader's space: its value less the reader's origin (Apple,
    /// `GeometryProxy.subscript(_:)`: "resolves the value of an anchor to the container
    /// view").
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(relativeTo: globalOrigin) }
}
