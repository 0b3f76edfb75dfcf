import SwipeRaster

extension LayoutEngine {
    /// Places `node` with its top-leading corner at `origin` (parent space) at `size`, chosen for
    /// `proposal`, and places its children in turn. `global` is the parent's origin on the canvas.
    func place(_ node: Node, at origin: Point, proposal p: ProposedSize, size: Size, global: Point) throws {
        node.frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        let here = Point(x: global.x + origin.x, y: global.y + origin.y)
        let rtl = node.environment.layoutDirection == .rightToLeft
        switch node.kind {
        case .text(let content):
            node.textLines = try text.lines(for: content, proposal: p)
        case let .lazyStack(axis, alignment, spacing) where node.lazyItems != nil:
            try LazyStackLayout(engine: self, node: node, axis: axis, spacing: spacing).place(
                proposal: p, size: size, alignment: alignment, rtl: rtl, global: here)
        case let .stack(axis, alignment, spacing), let .lazyStack(axis, alignment, spacing):
            let stack = StackLayout(engine: self, axis: axis, spacing: spacing, children: node.children, isLazy: node.kind.isLazyStack)
            try placeStack(
                stack, alignment: alignment, proposal: p, size: size, rtl: rtl, global: here,
                distribution: distribution(of: node, stack, p))
        case .customLayout(let box):
            try placeCustomLayout(node, box, proposal: p, size: size, global: here)
        case .grid(let spec):
            try placeGrid(node, spec, proposal: p, size: size, rtl: rtl, global: here)
        case .scrollView(let state):
            try placeScrollView(node, state, proposal: p, size: size, global: here)
        case .zstack(let alignment), .preferenceReader(_, let alignment):
            for child in node.children where !child.isRemoving {
                let s = try self.size(of: child, proposal: p)
                try place(child, at: aligned(s, in: size, alignment, rtl: rtl), proposal: p, size: s, global: here)
            }
        case .viewThatFits(let axes):
            guard let index = try fittingChild(of: node, axes: axes, proposal: p) else { return }
            node.children = [node.children[index]]
            try place(node.children[0], at: .zero, proposal: p, size: size, global: here)
        case .geometryReader(let build):
            node.children = try build(CGSize(width: size.width, height: size.height), CGPoint(x: here.x, y: here.y))
            for child in node.children {
                let s = try self.size(of: child, proposal: ProposedSize(size))
                try place(child, at: .zero, proposal: ProposedSize(size), size: s, global: here)
            }
        case let .containerRelativeFrame(axes, length, alignment):
            let (width, height) = containerRelativeLengths(axes, length)
            try placeChild(node, ProposedSize(width: width ?? p.width, height: height ?? p.height), in: size, alignment, rtl, here)
        case let .fixedFrame(width, height, alignment):
            try placeChild(node, ProposedSize(width: width ?? p.width, height: height ?? p.height), in: size, alignment, rtl, here)
        case let .flexibleFrame(bounds, alignment):
            try placeChild(node, flexibleProposal(bounds, p).0, in: size, alignment, rtl, here)
        case .padding(let e):
            guard let child = node.child else { return }
            let inner = ProposedSize(
                width: p.width.map { max(0, $0 - e.leading - e.trailing) }, height: p.height.map { max(0, $0 - e.top - e.bottom) })
            let s = try self.size(of: child, proposal: inner)
            let leading = rtl ? e.trailing : e.leading
            try place(child, at: Point(x: leading, y: e.top), proposal: inner, size: s, global: here)
        case .decorated(_, let alignment), .mask(let alignment):
            guard node.children.count == 2 else { return }
            try place(node.children[0], at: .zero, proposal: p, size: size, global: here)
            if case .preferenceReader(let reader, _) = node.children[1].kind {
                // `.overlayPreferenceValue`: the content is made from what the placed view gives.
                node.children[1].children = try reader.build(here)
            }
            let secondaryProposal = ProposedSize(size)
            let s = try self.size(of: node.children[1], proposal: secondaryProposal)
            try place(node.children[1], at: aligned(s, in: size, alignment, rtl: rtl), proposal: secondaryProposal, size: s, global: here)
        case let .position(x, y):
            guard let child = node.child else { return }
            let s = try self.size(of: child, proposal: p)
            let cx = rtl ? size.width - x : x
            try place(child, at: Point(x: cx - s.width / 2, y: y - s.height / 2), proposal: p, size: s, global: here)
        case let .fixedSize(horizontal, vertical):
            try placeChild(node, ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height), in: size, .center, rtl, here)
        case let .aspectRatio(ratio, mode):
            try placeChild(node, aspectProposal(node, ratio, mode, p), in: size, .center, rtl, here)
        case let .safeAreaInset(edge, alignment, spacing):
            try placeSafeAreaInset(node, edge: edge, alignment: alignment, spacing: spacing, proposal: p, size: size, global: here)
        case .coordinateSpace(let space):
            space.origin = CGPoint(x: here.x, y: here.y)
            space.size = CGSize(width: size.width, height: size.height)
            for child in node.children { try place(child, at: .zero, proposal: p, size: size, global: here) }
        case .ignoresSafeArea(let edges):
            try placeIgnoringSafeArea(node, edges: edges, proposal: p, size: size, global: global)
        default:
            // Leaves have no children; effects and markers place their child in their frame.
            for child in node.children where !child.isRemoving {
                try place(child, at: .zero, proposal: p, size: size, global: here)
            }
        }
    }

    /// Places a stack's children along its axis in a box of `size` (the stack's own, or a
    /// scroll view's content), aligned across it by `alignment` (mirrored right-to-left), as
    /// `distribution` shares `p` out (computed here when not given).
    func placeStack(
        _ stack: StackLayout, alignment: Double, proposal p: ProposedSize, size: Size, rtl: Bool, global here: Point,
        distribution: StackLayout.Distribution? = nil
    ) throws {
        let axis = stack.axis
        let d = try distribution ?? stack.distribute(p)
        let items = stack.laidOut
        let crossFraction = axis == .vertical && rtl ? 1 - alignment : alignment
        var cursor = 0.0
        for (i, item) in items.enumerated() {
            cursor += d.gaps[i]
            let s = d.sizes[i]
            var o = Point.zero
            let crossOffset = crossFraction * (size[axis.other] - s[axis.other])
            if axis == .horizontal {
                o = Point(x: rtl ? size.width - cursor - s.width : cursor, y: crossOffset)
            } else {
                o = Point(x: crossOffset, y: cursor)
            }
            try place(item, at: o, proposal: d.proposals[i], size: s, global: here)
            cursor += s[axis]
        }
    }

    private func placeChild(_ node: Node, _ proposal: ProposedSize, in size: Size, _ alignment: Alignment, _ rtl: Bool, _ here: Point) throws {
        guard let child = node.child else { return }
        let s = try self.size(of: child, proposal: proposal)
        try place(child, at: aligned(s, in: size, alignment, rtl: rtl), proposal: proposal, size: s, global: here)
    }

    /// Top-leading corner of a `child`-sized box aligned in `container` (leading mirrored in
    /// right-to-left layouts).
    func aligned(_ child: Size, in container: Size, _ alignment: Alignment, rtl: Bool) -> Point {
        let h = rtl ? 1 - alignment.horizontal.fraction : alignment.horizontal.fraction
        return Point(x: h * (container.width - child.width), y: alignment.vertical.fraction * (container.height - child.height))
    }

    /// `.ignoresSafeArea`: each chosen edge that lies on the safe area's edge is pushed out to
    /// the canvas edge, and the child is laid out again in the grown frame.
    private func placeIgnoringSafeArea(_ node: Node, edges: Edge.Set, proposal: ProposedSize, size: Size, global: Point) throws {
        var f = Rect(x: global.x + node.frame.x, y: global.y + node.frame.y, width: size.width, height: size.height)
        let near = 0.5
        if edges.contains(.top), abs(f.minY - safeArea.minY) < near { f.height += f.minY - canvas.minY; f.y = canvas.minY }
        if edges.contains(.bottom), abs(f.maxY - safeArea.maxY) < near { f.height = canvas.maxY - f.minY }
        if edges.contains(.leading), abs(f.minX - safeArea.minX) < near { f.width += f.minX - canvas.minX; f.x = canvas.minX }
        if edges.contains(.trailing), abs(f.maxX - safeArea.maxX) < near { f.width = canvas.maxX - f.minX }
        node.frame = Rect(x: f.x - global.x, y: f.y - global.y, width: f.width, height: f.height)
        guard let child = node.child else { return }
        let grown = Size(width: f.width, height: f.height)
        let s = try self.size(of: child, proposal: ProposedSize(grown))
        try place(child, at: aligned(s, in: grown, .center, rtl: false), proposal: ProposedSize(grown), size: s, global: Point(x: f.x, y: f.y))
    }
}
