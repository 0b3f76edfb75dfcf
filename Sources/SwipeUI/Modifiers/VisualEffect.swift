import SwipeRaster

/// An effect computed from the view's geometry, as SwiftUI's `VisualEffect` (iOS 17):
/// `.visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minY / 2) }`.
/// SwipeSim's effects are the geometric ones, opacity and blur: `offset`, `scaleEffect`,
/// `rotationEffect`, `opacity` and `blur(radius:)`, applied in the order written, like the view
/// modifiers of the same names; they change what is drawn and hit, never the layout (Apple:
/// visual effects "don't affect the layout of the view"). `.scrollTransition` builds its effects
/// with the same chain (`ScrollTransition.swift`).
public protocol VisualEffect {
    /// The effects so far, in the order written.
    var _operations: [VisualEffectOperation] { get }
}

/// The identity effect the closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public var _operations: [VisualEffectOperation] { [] }
}

/// Effects chained on an `EmptyVisualEffect`.
public struct _VisualEffectChain: VisualEffect {
    public let _operations: [VisualEffectOperation]
}

/// One effect of a chain.
public enum VisualEffectOperation {
    case offset(CGSize)
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case opacity(Double)
    /// A Gaussian blur of the content, `radius` in points (as `.blur(radius:)`).
    case blur(Double)
}

extension VisualEffect {
    func appending(_ operation: VisualEffectOperation) -> _VisualEffectChain { _VisualEffectChain(_operations: _operations + [operation]) }
    public func offset(_ offset: CGSize) -> _VisualEffectChain { appending(.offset(offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { appending(.offset(CGSize(width: x, height: y))) }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain { appending(.scale(scale, anchor: anchor)) }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain {
        appending(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        appending(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain { appending(.rotation(angle, anchor: anchor)) }
    public func opacity(_ opacity: Double) -> _VisualEffectChain { appending(.opacity(opacity)) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain { appending(.blur(Double(radius))) }
}

/// The visible region of the scroll view nearest above a view, on the canvas (points; its frame
/// moved by its ancestors' translations), and the axes it scrolls.
struct ScrollViewport {
    let rect: Rect
    let axes: Axis.Set
}

/// A `.visualEffect` (or `.scrollTransition`) as the graph keeps it: the effects for a view of
/// the proxy's geometry inside the nearest scroll view's visible region (nil outside any).
struct VisualEffectMarker {
    let effect: (GeometryProxy, ScrollViewport?) -> [VisualEffectOperation]

    /// The transform (local points, about the view's frame of `size`), opacity and blur radius
    /// (points) of the effects for a view laid out at `origin` on the canvas. The first effect
    /// written is innermost, as with chained modifiers; blur radii add up.
    func resolve(size: CGSize, origin: CGPoint, viewport: ScrollViewport?) -> (transform: Transform, opacity: Double, blur: Double) {
        var transform = Transform.identity
        var opacity = 1.0
        var blur = 0.0
        for operation in effect(GeometryProxy(size: size, globalOrigin: origin), viewport) {
            switch operation {
            case .offset(let o):
                transform = transform.concatenating(.translation(x: o.width, y: o.height))
            case let .scale(s, anchor):
                let a = Point(x: anchor.x * size.width, y: anchor.y * size.height)
                transform = transform.concatenating(
                    Transform.translation(x: -a.x, y: -a.y).concatenating(.scale(x: s.width, y: s.height))
                        .concatenating(.translation(x: a.x, y: a.y)))
            case let .rotation(angle, anchor):
                transform = transform.concatenating(.rotation(degrees: angle.degrees, about: Point(x: anchor.x * size.width, y: anchor.y * size.height)))
            case .opacity(let o):
                opacity *= min(max(o, 0), 1)
            case .blur(let r):
                blur += max(r, 0)
            }
        }
        return (transform, opacity, blur)
    }
}

extension View {
    /// Effects computed from the view's geometry proxy (its laid-out size and canvas frame).
    public func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        node(".visualEffect", .visualEffect(VisualEffectMarker { proxy, _ in effect(EmptyVisualEffect(), proxy)._operations }))
    }
}
