/// The view a `Layout` makes of its content (`MyLayout { … }`): its views are the layout's
/// subviews, laid out by `LayoutEngine.customLayoutSize` / `placeCustomLayout`.
public struct _LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let name = layout is AnyLayout ? "AnyLayout" : context.graph.typeName(of: L.self)
        let axis = (layout as? any OrientedLayout)?.orientation ?? L.layoutProperties.stackOrientation
        let children = try context.resolveContent(content, label: name, stackAxis: axis)
        nodes.append(context.node(.customLayout(TypedLayoutBox(layout)), typeName: name, children: children))
    }
}

/// A layout whose stack orientation depends on the value (an `AnyLayout`'s is its layout's).
protocol OrientedLayout { var orientation: Axis? { get } }

/// `HStack`'s layout as a `Layout` value (SwiftUI's `HStackLayout`), for `AnyLayout` and for
/// layouts built from it: the same algorithm as `HStack` (`StackLayout`).
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { StackLayoutValue.properties(.horizontal) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackLayoutValue(axis: .horizontal, alignment: alignment.fraction, spacing: spacing).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackLayoutValue(axis: .horizontal, alignment: alignment.fraction, spacing: spacing).place(in: bounds, proposal, subviews)
    }
}

/// `VStack`'s layout as a `Layout` value (SwiftUI's `VStackLayout`).
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { StackLayoutValue.properties(.vertical) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackLayoutValue(axis: .vertical, alignment: alignment.fraction, spacing: spacing).size(proposal, subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackLayoutValue(axis: .vertical, alignment: alignment.fraction, spacing: spacing).place(in: bounds, proposal, subviews)
    }
}

/// `ZStack`'s layout as a `Layout` value (SwiftUI's `ZStackLayout`): each subview proposed the
/// whole proposal, the size their union, each aligned in it.
public struct ZStackLayout: Layout {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let s = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let h = CGFloat(alignment.horizontal.fraction), v = CGFloat(alignment.vertical.fraction)
        for subview in subviews {
            subview.place(
                at: CGPoint(x: bounds.minX + h * bounds.width, y: bounds.minY + v * bounds.height),
                anchor: UnitPoint(x: h, y: v), proposal: proposal)
        }
    }
}

/// A type-erased layout (SwiftUI's `AnyLayout`): `let layout = wide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout())`, then `layout { … }`. The container keeps its identity (and its
/// subviews theirs) when the layout changes, so the change animates (Apple, "AnyLayout").
public struct AnyLayout: Layout, OrientedLayout {
    let storage: any Layout
    public init<L: Layout>(_ layout: L) { storage = (layout as? AnyLayout)?.storage ?? layout }

    /// The wrapped layout's cache, made by it.
    public struct Cache { var value: Any? }
    var orientation: Axis? { type(of: storage).layoutProperties.stackOrientation }

    public func makeCache(subviews: Subviews) -> Cache { Cache(value: nil) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func open<L: Layout>(_ layout: L) -> CGSize {
            var c = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = c }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
        }
        return open(storage)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func open<L: Layout>(_ layout: L) {
            var c = (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
            defer { cache.value = c }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
        open(storage)
    }
}

/// A stack's algorithm over a layout's subviews (`StackLayout`, the one `HStack`/`VStack`
/// use), placing left to right (the container mirrors right-to-left layouts).
struct StackLayoutValue {
    let axis: Axis
    let alignment: Double
    let spacing: CGFloat?

    static func properties(_ axis: Axis) -> LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = axis
        return p
    }

    private func distribute(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> StackLayout.Distribution? {
        guard let pass = subviews.first?.pass else { return nil }
        let stack = StackLayout(engine: pass.engine, axis: axis, spacing: spacing.map(Double.init), children: subviews.map(\.node))
        do {
            return try stack.distribute(proposal.proposedSize)
        } catch {
            if pass.error == nil { pass.error = error }
            return nil
        }
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard let d = distribute(proposal, subviews) else { return .zero }
        return CGSize(width: d.size.width, height: d.size.height)
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        guard let d = distribute(proposal, subviews) else { return }
        let box = Size(width: Double(bounds.width), height: Double(bounds.height))
        var cursor = 0.0
        for (i, subview) in subviews.enumerated() {
            cursor += d.gaps[i]
            let s = d.sizes[i]
            let cross = alignment * (box[axis.other] - s[axis.other])
            let x = axis == .horizontal ? cursor : cross, y = axis == .horizontal ? cross : cursor
            subview.place(at: CGPoint(x: Double(bounds.minX) + x, y: Double(bounds.minY) + y), proposal: ProposedViewSize(d.proposals[i]))
            cursor += s[axis]
        }
    }
}
