import SwipeRaster

/// SwiftUI's layout protocol over resolved nodes: a parent proposes a size, the child chooses
/// its own, the parent places it. `size(of:proposal:)` measures without side effects;
/// `place(_:at:proposal:size:)` records each node's frame (parent space, points).
struct LayoutEngine {
    let text: TextMeasurer
    /// The container's safe area in canvas points.
    let safeArea: Rect
    let canvas: Rect
    /// The visible span of the innermost enclosing scroll view along each axis, for lazy
    /// stacks (`LazyStackLayout`; set while a scroll view places its content).
    var lazyWindows: (horizontal: LazyWindow?, vertical: LazyWindow?) = (nil, nil)
    /// The update's layout pass, which lazy stacks build rows in (nil for a layout at a display
    /// frame, which builds nothing: a lazy stack places the rows it has).
    var lazyPass: LazyLayoutPass?
    /// The display time (seconds) at which lazy stacks read scroll offsets.
    var time: Double { lazyPass?.time ?? 0 }
    /// The size of the nearest container `.containerRelativeFrame` measures against: a scroll
    /// view's (set for its content), else nil — the window's safe area.
    var container: Size? = nil

    /// The nearest container's size (Apple, "containerRelativeFrame": "the size of a container
    /// … subtracting any safe area insets": the window's safe area at the root).
    var containerSize: Size { container ?? Size(width: safeArea.width, height: safeArea.height) }

    // MARK: Sizing

    /// The size `node` chooses for proposal `p`. Stacks ask their children several times for
    /// the same proposals while they distribute space (and again when they place them), so each
    /// node keeps the sizes it chose in this layout pass: measuring is a pure function of the
    /// node's subtree and the proposal, and the tree is rebuilt on every update.
    func size(of node: Node, proposal p: ProposedSize) throws -> Size {
        if let known = node.measuredSizes.first(where: { $0.proposal == p }) { return known.size }
        let size = try measure(node, proposal: p)
        node.measuredSizes.append((p, size))
        return size
    }

    private func measure(_ node: Node, proposal p: ProposedSize) throws -> Size {
        switch node.kind {
        case .shape, .geometryReader:
            return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .text(let content):
            // Text is as large as its lines rounded up to whole pixels (`PixelGrid`).
            return PixelGrid.roundedUp(try text.lines(for: content, proposal: p).size, toMultipleOf: Double(node.environment.pixelLength))
        case let .icon(_, _, side, resizable, _):
            return resizable ? Size(width: p.width ?? side, height: p.height ?? side) : Size(width: side, height: side)
        case let .image(pattern, resizable, pixelsPerPoint, _):
            let natural = Size(width: Double(pattern.pixmap.width) / pixelsPerPoint, height: Double(pattern.pixmap.height) / pixelsPerPoint)
            return resizable ? Size(width: p.width ?? natural.width, height: p.height ?? natural.height) : natural
        case .spacer(let minLength):
            let m = minLength ?? 0
            return Size(width: max(p.width ?? m, m), height: max(p.height ?? m, m))
        case .empty:
            return .zero
        case let .lazyStack(axis, _, spacing) where node.lazyItems != nil:
            return try LazyStackLayout(engine: self, node: node, axis: axis, spacing: spacing).size(p)
        case let .stack(axis, _, spacing), let .lazyStack(axis, _, spacing):
            let stack = StackLayout(engine: self, axis: axis, spacing: spacing, children: node.children, isLazy: node.kind.isLazyStack)
            return try distribution(of: node, stack, p).size
        case .customLayout(let box):
            return try customLayoutSize(node, box, proposal: p)
        case .grid(let spec):
            return try gridDistribution(of: node, GridLayout(engine: self, spec: spec, children: node.children), p).size
        case .scrollView(let state):
            return try scrollViewSize(state, children: node.children, proposal: p)
        case .zstack, .preferenceReader:
            var result = Size.zero
            for child in node.children where !child.isRemoving {
                let s = try size(of: child, proposal: p)
                result = Size(width: max(result.width, s.width), height: max(result.height, s.height))
            }
            return result
        case .viewThatFits(let axes):
            guard let index = try fittingChild(of: node, axes: axes, proposal: p) else { return .zero }
            return try size(of: node.children[index], proposal: p)
        case let .containerRelativeFrame(axes, length, _):
            let (width, height) = containerRelativeLengths(axes, length)
            if let width, let height { return Size(width: width, height: height) }
            let s = try childSize(node, ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return Size(width: width ?? s.width, height: height ?? s.height)
        case let .fixedFrame(width, height, _):
            if let width, let height { return Size(width: width, height: height) }
            let s = try childSize(node, ProposedSize(width: width ?? p.width, height: height ?? p.height))
            return Size(width: width ?? s.width, height: height ?? s.height)
        case let .flexibleFrame(bounds, _):
            let (childProposal, adjusted) = flexibleProposal(bounds, p)
            let s = try childSize(node, childProposal)
            return Size(
                width: LayoutEngine.flexible(s.width, adjusted.width, bounds.minWidth, bounds.maxWidth),
                height: LayoutEngine.flexible(s.height, adjusted.height, bounds.minHeight, bounds.maxHeight))
        case .padding(let e):
            let inner = ProposedSize(
                width: p.width.map { max(0, $0 - e.leading - e.trailing) }, height: p.height.map { max(0, $0 - e.top - e.bottom) })
            let s = try childSize(node, inner)
            return Size(width: s.width + e.leading + e.trailing, height: s.height + e.top + e.bottom)
        case .decorated, .mask:
            return try childSize(node, p)
        case .position:
            let s = try childSize(node, p)
            return Size(width: p.width ?? s.width, height: p.height ?? s.height)
        case let .fixedSize(horizontal, vertical):
            return try childSize(node, ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        case let .aspectRatio(ratio, mode):
            return try childSize(node, aspectProposal(node, ratio, mode, p))
        case .ignoresSafeArea:
            return try childSize(node, p)
        case let .safeAreaInset(edge, _, spacing):
            return try safeAreaInsetSize(node, edge: edge, spacing: spacing, proposal: p)
        default:
            // Effects and markers lay out as their child.
            return try childSize(node, p)
        }
    }

    /// How `stack` (the stack `node`'s) shares proposal `p` out among its children. A pure
    /// function of the children and `p` within a layout pass, so the last one is kept on the
    /// node: placing the stack asks again for the proposal it was last measured with.
    func distribution(of node: Node, _ stack: StackLayout, _ p: ProposedSize) throws -> StackLayout.Distribution {
        if let known = node.stackDistribution, known.proposal == p { return known.distribution }
        let distribution = try stack.distribute(p)
        node.stackDistribution = (p, distribution)
        return distribution
    }

    /// `.containerRelativeFrame`'s width and height (nil on an axis it does not set).
    func containerRelativeLengths(_ axes: Axis.Set, _ length: (Double, Axis) -> Double) -> (Double?, Double?) {
        let c = containerSize
        // A length that is not finite (the deck's closure) is taken as 0, as a negative one is.
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        return (
            axes.contains(.horizontal) ? clean(length(c.width, .horizontal)) : nil,
            axes.contains(.vertical) ? clean(length(c.height, .vertical)) : nil
        )
    }

    func childSize(_ node: Node, _ p: ProposedSize) throws -> Size {
        guard let child = node.child else { return .zero }
        return try size(of: child, proposal: p)
    }

    /// The flexible frame's proposal to its child, and the proposal with ideal sizes filled in.
    func flexibleProposal(_ b: FlexibleFrame, _ p: ProposedSize) -> (ProposedSize, ProposedSize) {
        var adjusted = p
        if adjusted.width == nil { adjusted.width = b.idealWidth }
        if adjusted.height == nil { adjusted.height = b.idealHeight }
        func clamp(_ v: Double?, _ lo: Double?, _ hi: Double?) -> Double? {
            guard var v else { return nil }
            if let lo { v = max(v, lo) }
            if let hi { v = min(v, hi) }
            return v
        }
        let child = ProposedSize(
            width: clamp(adjusted.width, b.minWidth, b.maxWidth), height: clamp(adjusted.height, b.minHeight, b.maxHeight))
        return (child, adjusted)
    }

    /// One dimension of a flexible frame: min pulls the child's size up toward the proposal,
    /// max pulls it down toward the proposal.
    static func flexible(_ child: Double, _ proposal: Double?, _ minimum: Double?, _ maximum: Double?) -> Double {
        var result = child
        let p = proposal ?? child
        if let minimum { result = max(minimum, min(result, p)) }
        if let maximum { result = min(maximum, max(result, p)) }
        return result
    }

    /// `.aspectRatio`: the largest (fit) or smallest covering (fill) rectangle of the ratio.
    func aspectProposal(_ node: Node, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize) throws -> ProposedSize {
        var r = ratio
        if r == nil {
            let ideal = try childSize(node, .unspecified)
            r = ideal.height > 0 ? ideal.width / ideal.height : 1
        }
        let k = r ?? 1
        switch (p.width, p.height) {
        case let (w?, h?):
            let byWidth = Size(width: w, height: w / k), byHeight = Size(width: h * k, height: h)
            let fitsByWidth = byWidth.height <= h
            let pick = (mode == .fit) == fitsByWidth ? byWidth : byHeight
            return ProposedSize(pick)
        case let (w?, nil): return ProposedSize(width: w, height: w / k)
        case let (nil, h?): return ProposedSize(width: h * k, height: h)
        case (nil, nil):
            let ideal = try childSize(node, .unspecified)
            return ProposedSize(width: ideal.width, height: ideal.width / k)
        }
    }
}
