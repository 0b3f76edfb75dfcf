/// SwiftUI's `ScrollView`: its content, stacked along the scroll axis as in an implicit
/// `VStack` (`HStack` for `.horizontal` alone), scrolls by touch with UIScrollView's physics
/// (`ScrollRecognizer`, `ScrollPhysics`).
///
/// Layout (Chris Eidhof, SwiftUI Field Guide, "Scroll View"): along its axes it proposes nil
/// (the content takes its ideal length) and takes the proposed length itself; across them it
/// proposes its own proposal and becomes as wide (tall) as its content. The content starts at
/// the top-leading corner (offset 0) and is clipped to the visible area. Safe area (same page:
/// "a scroll view will not clip to the safe area, but draws its content behind any insets …
/// it insets its content"): a scroll view whose edge along a scroll axis lies on the safe
/// area's edge shows its content beyond that edge up to the canvas edge, while offset 0 and the
/// largest offset keep the content's ends inside the safe area — UIKit's automatic content
/// insets. Scrolling evaluates no body: the offset is drawn at every display frame.
///
/// `showsIndicators` (and `.scrollIndicators(_:axes:)`) shows UIScrollView's indicators while the
/// content moves (`ScrollIndicators.swift`). Horizontal scroll views start at the left edge also
/// in right-to-left layouts.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let graph = context.graph
        let state = graph.scrollState(for: context.identity, axes: axes)
        let environment = context.environment
        state.targetBehavior = environment.scrollTargetMode
        state.indicators = showsIndicators ? environment.scrollIndicators : .hidden
        state.bounce = environment.scrollBounce
        state.defaultAnchor = environment.defaultScrollAnchor
        state.position = environment.scrollPosition
        if let link = state.position {
            state.notePosition(link.read(), animation: graph.transaction.disablesAnimations ? nil : graph.transaction.animation, at: graph.now.seconds)
            graph.scrollPositionStates.append(state)
        }
        // What modified this scroll view is not the content's: a scroll view inside has its own.
        context.environment.scrollPosition = nil
        context.environment.isScrollTargetLayout = false
        let children = try context.resolveContent(content, label: "ScrollView", stackAxis: state.contentAxis)
        context.environment = environment
        nodes.append(context.node(.scrollView(state), typeName: "ScrollView", children: children))
    }
}

extension View {
    /// `.scrollDisabled(true)`: scroll views in this view do not scroll by touch (the touch goes
    /// to the gestures inside them).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environmentChange(".scrollDisabled") { if disabled { $0.isScrollEnabled = false } }
    }
}

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
