import SwipeRaster

/// Where a view is in its scroll transition (iOS 17; Apple, "ScrollTransitionPhase"): about to
/// enter at the top (vertical) or leading (horizontal) edge, in the visible area, or about to
/// enter at the bottom or trailing edge. `value` is −1, 0 and 1 (Apple, "value": "-1.0 when in
/// the topLeading phase, zero when in the identity phase, and 1.0 when in the bottomTrailing phase").
@frozen public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading
    case identity
    case bottomTrailing

    public var isIdentity: Bool { self == .identity }

    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition is applied as its view moves through the visible region (Apple,
/// "ScrollTransitionConfiguration"):
/// - `.interactive` / `.interactive(timingCurve:)` "interactively interpolates the transition's
///   effect as the view is scrolled into the visible region": the effects are evaluated in the
///   edge phase and in `.identity`, and interpolated (offsets, scales, angles, opacity, blur
///   radius, each linearly) by the timing curve (default `.easeInOut`) at the view's progress,
///   0 when it is just hidden and 1 where it meets the threshold (Apple, "interactive(timingCurve:)").
///   The progress is a function of position; Apple applies the curve "in reverse" as a view
///   leaves, which for the default, point-symmetric `.easeInOut` is the same value.
/// - `.animated` / `.animated(_:)` "discretely animates the transition when the view becomes
///   visible": the phase changes when the threshold is crossed. SwipeSim switches the phase
///   without animating it and notes so once in `Simulation.warnings`.
/// - `.identity` "does not change the appearance of the view".
///
/// The threshold (`threshold(_:)`) says how far in a view must be to count as visible. Apple does
/// not document the default; SwipeSim takes `.visible`, the whole view inside the region.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case identity
        case interactive(UnitCurve)
        case animated
    }

    let mode: Mode
    let threshold: Threshold

    public static let identity = ScrollTransitionConfiguration(mode: .identity, threshold: .visible)
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut), threshold: .visible)
    public static let animated = ScrollTransitionConfiguration(mode: .animated, threshold: .visible)

    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve), threshold: .visible)
    }

    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: mode, threshold: threshold)
    }

    /// Accepted; the phase change is not animated (see above).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// A point of a view's way in from hidden to visible (Apple, "ScrollTransitionConfiguration.Threshold"),
    /// kept as the distance (points) the view must have come in from its "just hidden" position,
    /// for a view `length` long in a region `regionLength` long, both along the transition's axis.
    public struct Threshold: Sendable {
        let distance: @Sendable (_ length: Double, _ regionLength: Double) -> Double

        /// Wholly inside the region: `visible(1)`.
        public static let visible = Threshold.visible(1)
        /// Only just hidden: `visible(0)`.
        public static let hidden = Threshold.visible(0)
        /// Centred in the region: its centre on the region's centre, (length + regionLength) / 2 in.
        public static var centered: Threshold { Threshold { length, region in (length + region) / 2 } }

        /// "Visible by the given amount, where zero is fully hidden, and one is fully visible";
        /// "values less than zero or greater than one are clamped" (Apple, "visible(_:)"). A
        /// view longer than the region cannot be wholly inside it: the threshold is then no
        /// deeper than centred.
        public static func visible(_ amount: Double) -> Threshold {
            let amount = min(max(amount.isFinite ? amount : 1, 0), 1)
            return Threshold { length, region in min(amount * length, (length + region) / 2) }
        }

        /// "Met when the target view is closer to the center of the container by `distance`"
        /// (negative: farther from it).
        public func inset(by distance: Double) -> Threshold {
            let base = self.distance
            return Threshold { length, region in base(length, region) + distance }
        }

        /// This threshold combined with `other`: zero is this one, one is `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let a = distance, b = other.distance
            return Threshold { length, region in
                let from = a(length, region)
                return from + (b(length, region) - from) * amount
            }
        }
    }
}

/// A view's place in a scroll view's visible region along one axis, and the effects it gets.
struct ScrollTransitionState {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: (ScrollTransitionPhase) -> [VisualEffectOperation]

    /// The side a view at `start`…`start + length` (points along the axis, from the region's
    /// start) is on, and how far in it is, 0 (just hidden) … 1 (at or past the threshold). A
    /// view whose centre is before the region's centre is on the top/leading side.
    static func progress(
        start: Double, length: Double, regionLength: Double, topLeading: ScrollTransitionConfiguration,
        bottomTrailing: ScrollTransitionConfiguration
    ) -> (phase: ScrollTransitionPhase, progress: Double, configuration: ScrollTransitionConfiguration) {
        let isTopLeading = start + length / 2 < regionLength / 2
        let configuration = isTopLeading ? topLeading : bottomTrailing
        // How far it has come in from just hidden: past the top, its bottom edge's depth; past
        // the bottom, its top edge's height above the region's end.
        let travelled = isTopLeading ? start + length : regionLength - start
        let needed = configuration.threshold.distance(length, regionLength)
        let progress = needed > 0 ? min(max(travelled / needed, 0), 1) : (travelled >= needed ? 1 : 0)
        return (isTopLeading ? .topLeading : .bottomTrailing, progress, configuration)
    }

    /// The effects for a view of `size` at `origin` on the canvas in `viewport`: identity
    /// outside any scroll view.
    func operations(size: CGSize, origin: CGPoint, viewport: ScrollViewport?, warn: (String) -> Void) -> [VisualEffectOperation] {
        let identity = transition(.identity)
        guard let viewport else { return identity }
        let vertical = axis.map { $0 == .vertical } ?? viewport.axes.contains(.vertical)
        let place = ScrollTransitionState.progress(
            start: vertical ? origin.y - viewport.rect.y : origin.x - viewport.rect.x,
            length: vertical ? size.height : size.width,
            regionLength: vertical ? viewport.rect.height : viewport.rect.width,
            topLeading: topLeading, bottomTrailing: bottomTrailing)
        if place.progress >= 1 { return identity }
        switch place.configuration.mode {
        case .identity:
            return identity
        case .animated:
            warn("the animated scroll transition changes phase without animating")
            return transition(place.phase)
        case .interactive(let curve):
            return ScrollTransitionState.interpolate(from: transition(place.phase), to: identity, amount: curve.value(at: place.progress))
        }
    }

    /// Effects `a` (amount 0) to `b` (amount 1), each value linearly. Chains of different
    /// effects cannot be matched up: the nearer one is used whole.
    static func interpolate(from a: [VisualEffectOperation], to b: [VisualEffectOperation], amount t: Double) -> [VisualEffectOperation] {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func mix(_ x: CGSize, _ y: CGSize) -> CGSize { CGSize(width: mix(x.width, y.width), height: mix(x.height, y.height)) }
        var result: [VisualEffectOperation] = []
        guard a.count == b.count else { return t < 0.5 ? a : b }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case let (.offset(p), .offset(q)): result.append(.offset(mix(p, q)))
            case let (.scale(p, anchor), .scale(q, _)): result.append(.scale(mix(p, q), anchor: anchor))
            case let (.rotation(p, anchor), .rotation(q, _)): result.append(.rotation(.degrees(mix(p.degrees, q.degrees)), anchor: anchor))
            case let (.opacity(p), .opacity(q)): result.append(.opacity(mix(p, q)))
            case let (.blur(p), .blur(q)): result.append(.blur(mix(p, q)))
            default: return t < 0.5 ? a : b
            }
        }
        return result
    }
}

extension View {
    /// Effects from where the view is in the visible region of the scroll view containing it
    /// (iOS 17; Apple, "scrollTransition(_:axis:transition:)"): `transition` gets the phase and
    /// returns effects (`content.opacity(phase.isIdentity ? 1 : 0.3)`), applied as
    /// `.visualEffect`'s are — drawing only, the layout is unchanged. `axis` nil: the scroll
    /// view's (vertical when it scrolls both ways).
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// As `scrollTransition(_:axis:transition:)`, with one configuration for views entering at
    /// the top/leading edge and one for the bottom/trailing edge.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        modifier(
            ScrollTransitionModifier(
                state: ScrollTransitionState(
                    topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
                    transition: { transition(EmptyVisualEffect(), $0)._operations })))
    }
}

/// Puts the transition on a `.visualEffect` node, with a way to note once what is not animated.
struct ScrollTransitionModifier: NodeModifier {
    let state: ScrollTransitionState
    var label: String { ".scrollTransition" }

    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        let path = context.typePath.appending(".scrollTransition").clippedDescription(keepingFirst: 4, last: 6)
        let warnings = context.graph.warnings
        let state = self.state
        let marker = VisualEffectMarker { proxy, viewport in
            state.operations(size: proxy.size, origin: proxy.globalOrigin, viewport: viewport) { note in
                warnings.note(key: "scrollTransition-animated", "\(path): \(note) (noted once, for the first view)")
            }
        }
        return context.node(.visualEffect(marker), typeName: ".scrollTransition", children: [child])
    }
}
