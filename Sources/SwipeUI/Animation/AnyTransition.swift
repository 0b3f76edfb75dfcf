import SwipeMotion

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. A transition is the effect a
/// view has when fully removed (offset, scale, opacity); inserting animates from that effect to
/// none, removing from none to it. `.move(edge:)` moves by the view's own size (Apple `AnyTransition`; OpenSwiftUI `MoveTransition.swift`).
public struct AnyTransition {
    /// The removed-state effect for a view of `size` points (width, height).
    let insertion: (SwipeMotion.Vector2) -> TransitionEffect
    let removal: (SwipeMotion.Vector2) -> TransitionEffect
    /// Set by `animation(_:)`: the animation the transition runs with.
    var animation: Animation?

    init(_ effect: @escaping (SwipeMotion.Vector2) -> TransitionEffect) {
        insertion = effect
        removal = effect
    }
    init(insertion: @escaping (SwipeMotion.Vector2) -> TransitionEffect, removal: @escaping (SwipeMotion.Vector2) -> TransitionEffect) {
        self.insertion = insertion
        self.removal = removal
    }

    /// Fades in and out (SwiftUI's default transition).
    public static let opacity = AnyTransition { _ in TransitionEffect(opacity: 0) }
    /// No visible effect; the view is still kept until the animation ends.
    public static let identity = AnyTransition { _ in TransitionEffect() }
    /// Scales from and to zero about the centre.
    public static let scale = AnyTransition.scale(scale: 0)
    /// Inserts from the leading edge and removes to the trailing edge.
    public static let slide = AnyTransition(
        insertion: { s in TransitionEffect(offset: .init(x: -s.x, y: 0)) },
        removal: { s in TransitionEffect(offset: .init(x: s.x, y: 0)) })

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition { _ in TransitionEffect(scale: Double(scale), anchor: anchor) }
    }
    /// Moves by the view's own width or height toward `edge`.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition { s in
            switch edge {
            case .top: return TransitionEffect(offset: .init(x: 0, y: -s.y))
            case .bottom: return TransitionEffect(offset: .init(x: 0, y: s.y))
            case .leading: return TransitionEffect(offset: .init(x: -s.x, y: 0))
            case .trailing: return TransitionEffect(offset: .init(x: s.x, y: 0))
            }
        }
    }
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition { _ in TransitionEffect(offset: offset.vector) }
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// The transition with its own animation (SwiftUI's `AnyTransition.animation(_:)`): the view
    /// enters and leaves with `animation`, whatever animation the change that inserted or
    /// removed it had — also none, so `.transition(.opacity.animation(.easeOut))` fades the
    /// view when a plain state change adds it.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// Both transitions at once: offsets add, scales and opacities multiply.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let a = self, b = other
        var combined = AnyTransition(
            insertion: { s in a.insertion(s).combined(with: b.insertion(s)) },
            removal: { s in a.removal(s).combined(with: b.removal(s)) })
        combined.animation = a.animation ?? b.animation
        return combined
    }
}

/// The effect a transition applies to a view: an offset (points), a scale about `anchor`, and
/// an opacity. The identity effect is no offset, scale 1, opacity 1.
struct TransitionEffect {
    var offset = SwipeMotion.Vector2.zero
    var scale = 1.0
    var anchor = UnitPoint.center
    var opacity = 1.0

    func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(offset: offset + other.offset, scale: scale * other.scale, anchor: anchor, opacity: opacity * other.opacity)
    }
}
