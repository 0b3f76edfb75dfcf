import SwipeMotion
import SwipeRaster

extension View {
    /// Turns the drawing by `angle` (clockwise for positive angles) about `anchor` of the layout
    /// frame it wraps (Apple `rotationEffect(_:anchor:)`; OpenSwiftUI `RotationEffect.swift`).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        node(".rotationEffect", .rotation(degrees: angle.degrees, anchor: anchor))
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        node(".scaleEffect", .scale(SwipeMotion.Vector2(x: Double(scale), y: Double(scale)), anchor: anchor))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        node(".scaleEffect", .scale(scale.vector, anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        node(".scaleEffect", .scale(SwipeMotion.Vector2(x: Double(x), y: Double(y)), anchor: anchor))
    }
    /// Multiplies the alpha of everything the view draws by `opacity` (0…1): each shape, text and
    /// image inside separately, up to a compositing group, blur, mask or shadow, which is drawn as
    /// one layer at that opacity (as in SwiftUI; see `compositingGroup()`).
    public func opacity(_ opacity: Double) -> some View { node(".opacity", .opacity(opacity)) }
    /// Clips the drawing to `shape` in the layout frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        node(".clipShape", .clip(shape._geometry))
    }
    /// Clips to the layout frame.
    public func clipped(antialiased: Bool = false) -> some View { node(".clipped", .clip(.rectangle)) }
    /// Clips to a rounded rectangle of `radius` (continuous corners, as `.clipShape(RoundedRectangle)`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        node(".cornerRadius", .clip(RoundedRectangle(cornerRadius: radius)._geometry))
    }
    /// A Gaussian shadow of the view's silhouette, σ = radius × `ShadowDefaults.sigmaPerRadius`
    /// (SwipeUI README, "Drawing"), offset by (x, y) points; default colour black at 33 %.
    public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        node(".shadow", .shadow(color.rgba, radius: Double(radius), x: Double(x), y: Double(y)))
    }
    /// Keeps the view's place in the layout but draws nothing of it, and no touch lands on it.
    public func hidden() -> some View { node(".hidden", .hidden) }
    /// Orders siblings in a stack: higher on top; ties keep declaration order.
    public func zIndex(_ value: Double) -> some View { node(".zIndex", .zIndex(value)) }
    /// How the view enters and leaves when inserted or removed in an animated transaction.
    public func transition(_ transition: AnyTransition) -> some View { modifier(TransitionModifier(transition: transition)) }
    /// Hit-tests the view with `shape` in its layout frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        node(".contentShape", .contentShape(shape._geometry))
    }
    /// Gives the view an explicit identity: a new `id` is a new view (fresh state, transitions).
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IdentityModifier(id: AnyHashable(id))) }
}

/// Fill rules, accepted for source compatibility (SwipeSim clips with nonzero winding).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// `.id(_:)`: the content's identity gains the id.
struct IdentityModifier: NodeModifier {
    let id: AnyHashable
    var label: String { ".id" }
    var contentComponent: ViewIdentity.Component { .id(id, label: .explicitID(id)) }
}

/// `.transition(_:)`: marks the view's transition (with its own animation, if it has one, which
/// `startTransitions` prefers to the transaction's).
struct TransitionModifier: NodeModifier {
    let transition: AnyTransition
    var label: String { ".transition" }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        context.node(.transition(transition), typeName: label, children: [child])
    }
}
