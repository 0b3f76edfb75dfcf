import SwipeRaster
import SwipeMotion

/// What a preset's view tree says for its current state: the target ("model") value of every
/// animatable attribute of every element, before animation. The runtime animates from the
/// values on screen toward these, as SwiftUI does when state changes.
public struct ViewModel {
    public var elements: [ElementModel]

    public init(elements: [ElementModel] = []) {
        self.elements = elements
    }
}

/// One view with identity (a card, a stamp, a bar) and its animatable attributes.
public struct ElementModel {
    /// Stable identity, like a `ForEach` id: an element with the same id is the same view.
    public var id: String
    /// Sibling order in the ZStack: higher draws on top; ties keep model order.
    public var zIndex: Double
    public var attributes: [AttributeModel]
    /// Applied when the element appears inside an animated transaction.
    public var insertion: Transition
    /// Applied when the element disappears inside an animated transaction.
    public var removal: Transition
    /// The animation an `.animation(_:value:)` on the element lends its removal when the
    /// transaction itself has none (the trip deck's cards leave this way).
    public var transitionAnimation: Animation?

    public init(id: String, zIndex: Double = 0, attributes: [AttributeModel],
                insertion: Transition = .opacity, removal: Transition = .opacity, transitionAnimation: Animation? = nil) {
        self.id = id
        self.zIndex = zIndex
        self.attributes = attributes
        self.insertion = insertion
        self.removal = removal
        self.transitionAnimation = transitionAnimation
    }
}

/// One animatable attribute: its target value and how changes to it animate.
public struct AttributeModel {
    public var name: String
    public var value: AttributeValue
    /// Animatable units per unit of `value` for the finish rule (FACTS.md §3): angles in
    /// degrees animate as radians × 128, i.e. 128·π/180 units per degree; lengths, scales and
    /// opacities 1.
    public var animatableScale: Double
    /// SwiftUI's `.animation(_:value:)`: when `watched` changed in a transaction, this
    /// animation replaces the transaction's. `watched == nil` means "any change"
    /// (the deprecated `.animation(_:)`).
    public var implicitAnimation: ImplicitAnimation?

    public init(_ name: String, _ value: AttributeValue, animatableScale: Double = 1,
                implicitAnimation: ImplicitAnimation? = nil) {
        self.name = name
        self.value = value
        self.animatableScale = animatableScale
        self.implicitAnimation = implicitAnimation
    }

    /// Animatable units per degree: radians × 128.
    public static let degreesScale = 128 * 3.141592653589793 / 180
}

public struct ImplicitAnimation {
    public var animation: Animation?
    public var watched: AttributeValue?
    /// SwiftUI lets `.animation(_:value:)` win over an enclosing `withAnimation`. A preset that
    /// reproduces what its author describes rather than that literal rule sets this to false:
    /// the implicit animation then applies only to changes made without one.
    public var overridesExplicit: Bool

    public init(_ animation: Animation?, watching watched: AttributeValue? = nil, overridesExplicit: Bool = true) {
        self.animation = animation
        self.watched = watched
        self.overridesExplicit = overridesExplicit
    }
}

/// A scalar or a 2-vector (CGSize offsets animate component-wise).
public enum AttributeValue: Equatable, Sendable {
    case scalar(Double)
    case vector(Point)

    public var scalar: Double {
        switch self {
        case .scalar(let value): return value
        case .vector(let point): return point.x
        }
    }

    public var vector: Point {
        switch self {
        case .scalar(let value): return Point(value, 0)
        case .vector(let point): return point
        }
    }
}

/// SwiftUI's insertion/removal transitions as changes of an element's attributes: the
/// element animates from (insertion) or to (removal) its values with these applied.
public struct Transition {
    /// Each entry replaces or offsets one attribute at the transition's far end.
    public var changes: [(attribute: String, change: Change)]

    public enum Change {
        /// The attribute takes this value (e.g. opacity 0).
        case set(AttributeValue)
        /// A vector attribute moves by this much (e.g. `.move(edge: .trailing)` by the view's width).
        case offset(Point)
    }

    public init(_ changes: [(attribute: String, change: Change)]) {
        self.changes = changes
    }

    /// No visible change: the element appears or disappears at once.
    public static let identity = Transition([])
    /// SwiftUI's default transition.
    public static let opacity = Transition([("opacity", .set(.scalar(0)))])

    /// `.move(edge:)`: by the view's own size along the edge (FACTS.md §5).
    public static func move(by offset: Point, attribute: String = "offset") -> Transition {
        Transition([(attribute, .offset(offset))])
    }

    /// `.combined(with:)`: both changes.
    public func combined(with other: Transition) -> Transition {
        Transition(changes + other.changes)
    }

    /// The value of `attribute` at the transition's far end, from its normal value.
    func apply(to attribute: String, _ value: AttributeValue) -> AttributeValue {
        var result = value
        for (name, change) in changes where name == attribute {
            switch change {
            case .set(let replacement): result = replacement
            case .offset(let delta): result = .vector(result.vector + delta)
            }
        }
        return result
    }
}
