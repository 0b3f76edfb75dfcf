import SwipeMotion
import SwipeRaster

/// What a node shows at the current display frame: its animated layout frame, its animated
/// effect value, its transition effect, and the transform from its local space to canvas
/// points that these make together with its ancestors'.
struct PresentedValues {
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var vector = SwipeMotion.Vector2.zero
    var scalar = 0.0
    var transition: TransitionEffect?
    /// Local points → canvas points, effects of this node included. Under a 3D effect
    /// (`projection` set) the same map without the perspective effects: where the view would be flat.
    var transform = Transform.identity
    /// Whether a display frame has presented the node (a node made by an update since the last
    /// display frame has not: it is not on screen yet).
    var isOnScreen = false
    /// Local points → canvas points when a `rotation3DEffect` or `projectionEffect` is at or
    /// above this node; nil otherwise (then `transform` is exact).
    var projection: ProjectiveTransform?
    /// The accumulated opacity of ancestors' `.opacity` and transitions (for the manifest).
    var opacity = 1.0
    /// A `.visualEffect`'s or `.scrollTransition`'s blur radius (points) at this display frame.
    var effectBlur = 0.0
}

/// The animators of one view identity: one per animatable attribute (OpenSwiftUI `AnimatableAttribute.swift`). Layout
/// frames animate as origin and size (points); effects as offset/scale vectors and
/// rotation (degrees, animated in radians × 128) or opacity scalars.
final class NodeAnimators {
    var origin: AnimatedProperty<SwipeMotion.Vector2>
    var size: AnimatedProperty<SwipeMotion.Vector2>
    var vector: AnimatedProperty<SwipeMotion.Vector2>?
    var scalar: AnimatedProperty<Double>?
    var transition: TransitionAnimator?

    /// Fluid springs are evaluated on the display clock (`displayRate` frames per second).
    let displayRate: Int

    init(frame: Rect, effect: EffectTarget?, displayRate: Int) {
        self.displayRate = displayRate
        origin = AnimatedProperty(SwipeMotion.Vector2(x: frame.x, y: frame.y), displayRate: displayRate)
        size = AnimatedProperty(SwipeMotion.Vector2(x: frame.width, y: frame.height), displayRate: displayRate)
        switch effect {
        case .vector(let v)?: vector = AnimatedProperty(v, displayRate: displayRate)
        case .angle(let degrees)?: scalar = AnimatedProperty(degrees, unitScale: AnimatableUnits.degrees, displayRate: displayRate)
        case .scalar(let s)?: scalar = AnimatedProperty(s, displayRate: displayRate)
        case nil: break
        }
    }

    /// Moves every attribute to the node's new targets at `time` with `animation`; a
    /// continuous (gesture) change without animation is velocity tracked. Returns whether an
    /// animation started (a target changed with an animation).
    @discardableResult
    func retarget(frame: Rect, effect: EffectTarget?, animation: Animation?, tracking: Bool, at time: Double) -> Bool {
        var started = false
        func apply<V: AnimatableVector>(_ property: inout AnimatedProperty<V>, _ value: V) {
            if property.target == value { return }
            if animation == nil && tracking { property.track(value, at: time) } else { property.set(value, animation: animation, at: time) }
            if animation != nil { started = true }
        }
        apply(&origin, SwipeMotion.Vector2(x: frame.x, y: frame.y))
        apply(&size, SwipeMotion.Vector2(x: frame.width, y: frame.height))
        switch effect {
        case .vector(let v)?: if vector != nil { apply(&vector!, v) }
        case .angle(let d)?: if scalar != nil { apply(&scalar!, d) }
        case .scalar(let s)?: if scalar != nil { apply(&scalar!, s) }
        case nil: break
        }
        return started
    }

    /// Evaluates every attribute at `time` (once per display frame) into `presented`. An
    /// attribute with no animation running shows its target (what `value(at:)` returns then;
    /// the display clock only moves forward, so skipping the call changes nothing later), and
    /// most attributes of most views are at rest.
    func present(into presented: inout PresentedValues, at time: Double) {
        func value<V: AnimatableVector>(_ property: inout AnimatedProperty<V>) -> V {
            property.runningAnimationCount == 0 ? property.target : property.value(at: time)
        }
        // One access per optional attribute (each access to a class's property is checked).
        func value<V: AnimatableVector>(_ property: inout AnimatedProperty<V>?) -> V? {
            guard property != nil else { return nil }
            return value(&property!)
        }
        let o = value(&origin), s = value(&size)
        presented.frame = Rect(x: o.x, y: o.y, width: s.x, height: s.y)
        if let v = value(&vector) { presented.vector = v }
        if let v = value(&scalar) { presented.scalar = v }
        presented.transition = transition?.present(at: time)
    }

    /// Moves the layout frame's target to `frame` without animation (running animations go on
    /// on top of it): a frame laid out between updates, by a matched-geometry group.
    func jump(to frame: Rect, at time: Double) {
        origin.set(SwipeMotion.Vector2(x: frame.x, y: frame.y), animation: nil, at: time)
        size.set(SwipeMotion.Vector2(x: frame.width, y: frame.height), animation: nil, at: time)
    }

    func isAnimating(at time: Double) -> Bool {
        origin.isAnimating(at: time) || size.isAnimating(at: time) || (vector?.isAnimating(at: time) ?? false)
            || (scalar?.isAnimating(at: time) ?? false) || (transition?.isAnimating(at: time) ?? false)
    }
}

/// The animatable value of an effect node.
enum EffectTarget {
    case vector(SwipeMotion.Vector2)
    case angle(degrees: Double)
    case scalar(Double)

    /// The value of an offset or scale (zero for others).
    var vector: SwipeMotion.Vector2 {
        if case .vector(let v) = self { return v }
        return .zero
    }

    /// The degrees of a rotation, or the scalar (zero for vectors).
    var scalar: Double {
        switch self {
        case .angle(let degrees): return degrees
        case .scalar(let s): return s
        case .vector: return 0
        }
    }

    init?(_ kind: NodeKind) {
        switch kind {
        case .offset(let v): self = .vector(v)
        case .scale(let v, _): self = .vector(v)
        case .rotation(let d, _): self = .angle(degrees: d)
        case .rotation3D(let d, _): self = .angle(degrees: d)
        case .opacity(let o): self = .scalar(o)
        case .navigationSlide(let fraction): self = .scalar(fraction)
        case .blur(let radius, _): self = .scalar(radius)
        case .shape(let geometry, _, _) where geometry.hasTrim:
            self = .vector(SwipeMotion.Vector2(x: geometry.trimFrom, y: geometry.trimTo))
        case let .colorEffect(effect, amount):
            switch effect {
            case .hueRotation: self = .angle(degrees: amount)
            case .colorMultiply, .colorInvert: return nil
            default: self = .scalar(amount)
            }
        default: return nil
        }
    }
}

/// A transition running on a view: its offset, scale and opacity animate between the identity
/// effect and the transition's inserted/removed effect.
final class TransitionAnimator {
    var offset: AnimatedProperty<SwipeMotion.Vector2>
    var scale: AnimatedProperty<Double>
    var opacity: AnimatedProperty<Double>
    let anchor: UnitPoint

    /// Starts at `from` and animates to `to` with `animation` at `time`.
    init(from: TransitionEffect, to: TransitionEffect, animation: Animation, at time: Double, displayRate: Int) {
        offset = AnimatedProperty(from.offset, displayRate: displayRate)
        scale = AnimatedProperty(from.scale, displayRate: displayRate)
        opacity = AnimatedProperty(from.opacity, displayRate: displayRate)
        anchor = from.scale != 1 ? from.anchor : to.anchor
        offset.set(to.offset, animation: animation, at: time)
        scale.set(to.scale, animation: animation, at: time)
        opacity.set(to.opacity, animation: animation, at: time)
    }

    func present(at time: Double) -> TransitionEffect {
        TransitionEffect(offset: offset.value(at: time), scale: scale.value(at: time), anchor: anchor, opacity: opacity.value(at: time))
    }

    func isAnimating(at time: Double) -> Bool {
        offset.isAnimating(at: time) || scale.isAnimating(at: time) || opacity.isAnimating(at: time)
    }
}
