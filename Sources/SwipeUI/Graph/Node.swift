import SwipeMotion
import SwipeRaster

/// One element of the resolved tree: what a view's body evaluation produced, in SwipeUI's own
/// vocabulary (a handful of layout, drawing and effect kinds). The tree is rebuilt on every
/// update; the view graph diffs it by identity against the previous one.
final class Node {
    let identity: ViewIdentity
    /// The chain of view types that produced this node, for error messages
    /// (e.g. `MyDeck › ZStack › ForEach[2] › .gesture`).
    let typePath: TypePath
    /// `typePath` as text, joined the first time it is asked for (nodes live for one update
    /// and are read on the simulation's thread only).
    lazy var typePathText = typePath.description
    var kind: NodeKind
    var children: [Node]
    /// The environment the node was resolved in (layout direction, fonts, colours).
    let environment: EnvironmentValues

    /// Layout result, in the parent's coordinate space (points; the target the animators
    /// move toward when layout changes are animated).
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The sizes this node chose in the current layout pass, by proposal (`LayoutEngine.size`).
    var measuredSizes: [(proposal: ProposedSize, size: Size)] = []
    /// A stack's last distribution of its children in the current layout pass, and for which
    /// proposal (`LayoutEngine.distribution`: measuring makes it, placing reads it back).
    var stackDistribution: (proposal: ProposedSize, distribution: StackLayout.Distribution)?
    /// A lazy grid's last distribution, likewise (`LayoutEngine.gridDistribution`).
    var gridDistribution: (proposal: ProposedSize, distribution: GridLayout.Distribution)?
    /// Lines of a text node, from placement.
    var textLines: TextLines?
    /// The animators of this identity (set by the diff; kept here so that evaluating them each
    /// display frame needs no lookup by identity).
    var animators: NodeAnimators?
    /// What the animators present at the current display frame (set by the graph).
    var presented = PresentedValues()
    /// A view that is being removed with a transition: drawn, but no longer laid out or hit.
    var isRemoving = false
    /// For a `.matchedGeometry` node: its group, and its layout origin on the canvas (set by
    /// the graph's matching pass, read when a display frame lays its content out again).
    weak var matchedGroup: MatchedGeometryGroup?
    var matchedLayoutOrigin = Point.zero
    /// For a modifier's node around one of several views it applies to (a `ForEach`'s
    /// elements): the modifier's identity. An `.animation(_:value:)` has one value for the
    /// whole list, kept under this identity (`ViewGraph.animation(at:…)`).
    var listModifierIdentity: ViewIdentity?
    /// For a lazy stack whose content has a lazy `ForEach`: its content as resolved (views,
    /// and one placeholder per lazy `ForEach`), from which each layout pass builds the rows
    /// it places as `children` (`LazyStackLayout`); and what the stack keeps across updates.
    var lazyItems: [Node]?
    var lazyState: LazyStackState?
    /// For the placeholder of a lazy `ForEach` in `lazyItems`: its rows.
    var lazyRows: LazyRowsSegment?
    /// A view of a lazy stack laid out (built ahead, in the prefetch margin) but outside the
    /// visible area: it has not appeared (`onAppear`, `.task` wait until it shows).
    var isOutsideVisibleArea = false

    init(identity: ViewIdentity, typePath: TypePath, kind: NodeKind, children: [Node] = [], environment: EnvironmentValues) {
        self.identity = identity
        self.typePath = typePath
        self.kind = kind
        self.children = children
        self.environment = environment
    }

    /// The single child of a modifier node.
    var child: Node? { children.first }

    /// Visits `self` and every descendant, parents first, in drawing order.
    func forEachNode(_ body: (Node) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachNode(body) }
    }
}

/// The kinds of resolved node. Leaves draw; containers lay out children; modifiers wrap one
/// child (`children[0]`) and, unless stated, take its size.
enum NodeKind {
    // Leaves.
    case shape(ShapeGeometry, ShapeStyleValue, stroke: Stroke?)
    case text(TextContent)
    case icon(SymbolImage, ShapeStyleValue, pointSize: Double, resizable: Bool, weight: FontWeight)
    /// A bitmap, `pixelsPerPoint` image pixels to a point (AsyncImage's `scale`; 1 otherwise);
    /// `template`: drawn as this style through the image's alpha (`.renderingMode(.template)`).
    case image(ImagePattern, resizable: Bool, pixelsPerPoint: Double, template: ShapeStyleValue?)
    case spacer(minLength: Double?)
    case empty

    // Containers.
    case stack(Axis, alignment: Double, spacing: Double?)
    /// `LazyVStack`/`LazyHStack` (`StackLayout`'s lazy rules).
    case lazyStack(Axis, alignment: Double, spacing: Double?)
    /// `LazyVGrid`/`LazyHGrid` (`GridLayout`).
    case grid(GridSpec)
    /// `ScrollView`: children stacked along `contentAxis`, drawn moved by the state's offset
    /// and clipped to its visible area.
    case scrollView(ScrollState)
    case zstack(Alignment)
    /// `ViewThatFits`: the first child whose ideal size fits along the axes (`LayoutEngine.fittingChild`);
    /// placing it drops the others.
    case viewThatFits(Axis.Set)
    /// GeometryReader: its content is resolved during layout, once the size and canvas origin are known.
    case geometryReader((CGSize, CGPoint) throws -> [Node])
    /// A deck's `Layout` (`LayoutProtocol.swift`): sized and placed by its own code.
    case customLayout(CustomLayoutBox)

    // Layout modifiers.
    case fixedFrame(width: Double?, height: Double?, Alignment)
    /// `.containerRelativeFrame`: a fixed frame on `axes` whose lengths come from the nearest
    /// container's (`LayoutEngine.containerSize`) through `length`.
    case containerRelativeFrame(Axis.Set, length: (Double, Axis) -> Double, Alignment)
    case flexibleFrame(FlexibleFrame, Alignment)
    case padding(EdgeInsets)
    /// children[0] is the main view, children[1] the secondary drawn behind (background) or
    /// in front (overlay), proposed the main view's size and aligned in it.
    case decorated(isBackground: Bool, Alignment)
    case position(x: Double, y: Double)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case aspectRatio(Double?, ContentMode)
    case ignoresSafeArea(Edge.Set)
    /// `.safeAreaInset`: children[0] is the main view, inset from `edge` by children[1] (the
    /// inset view) and `spacing` (`LayoutEngine+SafeAreaInset.swift`); `alignment` is the
    /// guide's fraction across the edge.
    case safeAreaInset(Edge, alignment: Double, spacing: Double?)

    // Effects (drawing only; the layout frame is the child's).
    case offset(SwipeMotion.Vector2)
    case rotation(degrees: Double, anchor: UnitPoint)
    case scale(SwipeMotion.Vector2, anchor: UnitPoint)
    /// `.rotation3DEffect` (`ProjectionEffects.swift`): the angle animates, the rest is fixed.
    case rotation3D(degrees: Double, Rotation3D)
    /// `.projectionEffect`: local points → the wrapped frame's points, perspective included.
    case projection(ProjectiveTransform)
    /// `.transformEffect`: local points → the wrapped frame's points, affine (drawn flat).
    case affine(Transform)
    case opacity(Double)
    /// `.visualEffect`: a transform and opacity computed from the view's frame on the canvas
    /// at each display frame (`VisualEffect.swift`).
    case visualEffect(VisualEffectMarker)
    case clip(ShapeGeometry)
    case shadow(SwipeRaster.Color, radius: Double, x: Double, y: Double)
    case zIndex(Double)
    /// Layer effects (`LayerEffectModifiers.swift`, `ColorEffects.swift`): the content drawn as
    /// one layer, then filtered. `amount`/`radius` animate.
    case blur(radius: Double, opaque: Bool)
    case colorEffect(ColorEffect, amount: Double)
    /// children[0] is the view, children[1] its mask (laid out as an overlay, not drawn).
    case mask(Alignment)
    /// The content drawn as one layer and composited by `mode` (`.normal` for
    /// `.compositingGroup()`/`.drawingGroup()`; `.blendMode(_:)` sets another).
    case compositingGroup(CompositeMode)

    // Markers the graph reads (layout and drawing pass through them).
    case transition(AnyTransition)
    case animation(Animation?, value: AnyEquatable?)
    case gesture(GestureAttachment)
    case contentShape(ShapeGeometry)
    /// `.allowsHitTesting(false)`: no touch lands on the subtree; it passes to what is behind.
    case allowsHitTesting(Bool)
    case events(ViewEvents)
    /// `.navigationTitle`, `.navigationBarTitleDisplayMode`, `.toolbar`,
    /// `.navigationBarBackButtonHidden`: read by the enclosing `NavigationStack` for its bar.
    case navigationBar(NavigationBarMarker)
    /// A `NavigationStack`'s pages (`ViewGraph+Navigation.swift`): the pages' slides and their
    /// insertion and removal move with `push.animation` when the page keys change.
    case navigationPages(NavigationPagesMarker)
    /// Sheets and full-screen covers above the root's content (`ViewGraph+Presentations.swift`):
    /// they slide, and the presenting view recedes, on UIKit's transition curve when they change.
    case presentations(PresentationsMarker)
    /// A page's horizontal offset as a fraction of its own width (the parallax of a covered page).
    case navigationSlide(fraction: Double)
    /// `.matchedGeometryEffect`: lays out as its child; the graph then lays the child out again
    /// at its group's shared frame (`ViewGraph+MatchedGeometry`).
    case matchedGeometry(MatchedGeometry)
    /// `.transaction`: changes the animation in effect inside (`ViewGraph.animation(at:)`).
    case transaction(TransactionChange)
    /// `.hidden()`: laid out, neither drawn nor hit.
    case hidden
    /// `.preference`, `.transformPreference`, `.anchorPreference` (`Preferences/`): the view's
    /// value for a preference key.
    case preference(PreferenceWrite)
    /// `.onPreferenceChange`: called after an update with its content's value
    /// (`ViewGraph.preferenceChangeActions`).
    case preferenceObserver(PreferenceObserver)
    /// The secondary view of `.overlayPreferenceValue` / `.backgroundPreferenceValue`: its
    /// children are built when the main view has been placed, then laid out as a ZStack's.
    case preferenceReader(PreferenceReader, Alignment)
    /// `.layoutValue(key:value:)`: a value for the enclosing `Layout`'s `subview[key]`.
    case layoutValue(ObjectIdentifier, Any)
    /// `.coordinateSpace(name:)`: records where the view is placed, for the `GeometryReader`s
    /// inside that measure in its space.
    case coordinateSpace(NamedSpaceOrigin)

    /// Kinds that lay out exactly as their single child.
    var isPassThroughLayout: Bool {
        switch self {
        case .offset, .rotation, .scale, .rotation3D, .projection, .affine, .opacity, .visualEffect, .clip, .shadow, .zIndex, .transition, .animation, .gesture,
            .contentShape, .allowsHitTesting, .events, .navigationBar, .navigationPages, .presentations, .navigationSlide, .layoutPriority, .blur, .colorEffect,
            .compositingGroup, .matchedGeometry, .transaction, .hidden, .preference, .preferenceObserver, .layoutValue, .coordinateSpace:
            return true
        default:
            return false
        }
    }

    var isLazyStack: Bool {
        if case .lazyStack = self { return true }
        return false
    }

    /// Kinds through which a view's `zIndex` trait reaches its parent: every modifier that
    /// wraps one view. `zIndex(_:)` is `_trait(ZIndexTraitKey.self, value)` (OpenSwiftUI
    /// `Layout/Stack/ZIndex.swift`), a trait of the view-list element, and a modifier applied
    /// to a view keeps its element's traits (as a `.tag` still reaches a `Picker` through
    /// `.padding()`): the enclosing container reads it through layout modifiers (`.padding`,
    /// `.frame`, `.position`, `.fixedSize`, `.aspectRatio`, `.ignoresSafeArea`), effects, and
    /// `.overlay`/`.background`/`.mask` (children[0] is the main view). So
    /// `.zIndex(1).padding(8)` orders the view among its ZStack siblings for drawing and for
    /// hit testing alike (both walk `ViewGraph.drawingOrder`). Containers (stacks) stop it.
    var passesTraitsOfMainView: Bool {
        switch self {
        case .decorated, .mask, .fixedFrame, .containerRelativeFrame, .flexibleFrame, .padding, .position, .fixedSize, .aspectRatio, .ignoresSafeArea,
            .safeAreaInset:
            return true
        default:
            return isPassThroughLayout
        }
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`'s bounds, points.
struct FlexibleFrame {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: Double?
}

/// A value compared for `.animation(_:value:)` and `.onChange(of:)`.
struct AnyEquatable {
    let value: Any
    let isEqual: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        self.isEqual = { ($0 as? T) == value }
    }
    func equals(_ other: AnyEquatable?) -> Bool { other.map { isEqual($0.value) } ?? false }
}

/// Lifecycle callbacks of one view (`onAppear`, `onChange(of:)`, `onDisappear`, `.task`).
struct ViewEvents {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    var onChange: (value: AnyEquatable, action: (Any, Any) -> Void, initial: Bool)?
    var onGeometryChange: ((CGRect) -> Void)?
    var task: TaskEvent?
}
