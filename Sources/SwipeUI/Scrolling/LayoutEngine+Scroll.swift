import SwipeRaster

extension LayoutEngine {
    /// What a scroll view offers its content: nil along its scroll axes, its own proposal across.
    func scrollContentProposal(_ state: ScrollState, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: state.scrolls(.horizontal) ? nil : p.width, height: state.scrolls(.vertical) ? nil : p.height)
    }

    /// The engine a scroll view's content is laid out with: the scroll view is the content's
    /// container (`.containerRelativeFrame`), as large as proposed (the outer container's
    /// length where the proposal is nil).
    private func contentEngine(_ p: ProposedSize) -> LayoutEngine {
        var inner = self
        let outer = containerSize
        inner.container = Size(width: p.width ?? outer.width, height: p.height ?? outer.height)
        return inner
    }

    private func scrollContent(_ state: ScrollState, _ children: [Node], _ p: ProposedSize) -> StackLayout {
        StackLayout(engine: contentEngine(p), axis: state.contentAxis, spacing: nil, children: children)
    }

    /// A scroll view's size: the proposal along its scroll axes (the content's length when the
    /// proposal is nil there), the content's size across them.
    func scrollViewSize(_ state: ScrollState, children: [Node], proposal p: ProposedSize) throws -> Size {
        let content = try scrollContent(state, children, p).distribute(scrollContentProposal(state, p)).size
        return Size(
            width: state.scrolls(.horizontal) ? p.width ?? content.width : content.width,
            height: state.scrolls(.vertical) ? p.height ?? content.height : content.height)
    }

    /// Places the content at the scroll view's top-leading corner (the offset moves it when the
    /// tree is presented) and records the sizes and visible area the scroll state needs: along a
    /// scroll axis, an edge on the safe area's edge shows content out to the canvas edge.
    func placeScrollView(_ node: Node, _ state: ScrollState, proposal p: ProposedSize, size: Size, global here: Point) throws {
        let q = scrollContentProposal(state, p)
        let content = try scrollContent(state, node.children, p).distribute(q).size
        let near = 0.5
        var outsets = EdgeInsets()
        if state.scrolls(.vertical) {
            if abs(here.y - safeArea.minY) < near { outsets.top = here.y - canvas.minY }
            if abs(here.y + size.height - safeArea.maxY) < near { outsets.bottom = canvas.maxY - (here.y + size.height) }
        }
        if state.scrolls(.horizontal) {
            if abs(here.x - safeArea.minX) < near { outsets.leading = here.x - canvas.minX }
            if abs(here.x + size.width - safeArea.maxX) < near { outsets.trailing = canvas.maxX - (here.x + size.width) }
        }
        state.viewportSize = size
        state.contentSize = content
        state.clipOutsets = outsets
        state.clampRestingOffset()
        if !state.hasBeenLaidOut {
            state.hasBeenLaidOut = true
            state.anchorInitialOffset()
        }
        // Lazy stacks inside build the rows this scroll view shows (`LazyStackLayout`).
        var inner = contentEngine(p)
        let visible = state.visibleRect
        if state.scrolls(.horizontal) {
            inner.lazyWindows.horizontal = LazyWindow(scroll: state, axis: .horizontal, low: here.x + visible.x, high: here.x + visible.x + visible.width)
        }
        if state.scrolls(.vertical) {
            inner.lazyWindows.vertical = LazyWindow(scroll: state, axis: .vertical, low: here.y + visible.y, high: here.y + visible.y + visible.height)
        }
        let stack = StackLayout(engine: inner, axis: state.contentAxis, spacing: nil, children: node.children)
        try inner.placeStack(stack, alignment: 0.5, proposal: q, size: content, rtl: node.environment.layoutDirection == .rightToLeft, global: here)
        state.targets = LayoutEngine.scrollTargets(in: node.children, time: time)
        state.applyPositionRequest()
    }
}
