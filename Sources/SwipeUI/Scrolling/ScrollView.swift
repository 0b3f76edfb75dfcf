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
/// `showsIndicators` is accepted; SwipeSim draws no scroll indicators. Horizontal scroll views
/// start at the left edge also in right-to-left layouts.
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
        let state = context.graph.scrollState(for: context.identity, axes: axes)
        state.isPaging = context.environment.scrollsByPage
        let children = try context.resolveContent(content, label: "ScrollView", stackAxis: state.contentAxis)
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

/// How a scroll view chooses where a scroll ends (SwiftUI's `ScrollTargetBehavior`). SwipeSim
/// has `.paging` only; a custom behaviour (`updateTarget(_:context:)`) is not supported.
public protocol ScrollTargetBehavior {}

/// `.paging`: a scroll ends on a boundary of pages as long as the scroll view, at most one page
/// from where the drag began, reached with UIScrollView's bounce spring (`ScrollPhysics.pageTarget`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension View {
    /// `.scrollTargetBehavior(.paging)`: scroll views in this view settle on page boundaries.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let paging = behavior is PagingScrollTargetBehavior
        return environmentChange(".scrollTargetBehavior") { $0.scrollsByPage = paging }
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
