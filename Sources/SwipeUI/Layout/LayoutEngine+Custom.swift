import SwipeRaster

/// A deck's `Layout` on a node, with its cache for the node's update (the tree, and so this
/// box, is rebuilt on every update; `LayoutProtocol.swift` has the rules).
class CustomLayoutBox {
    func sizeThatFits(_ p: ProposedSize, subviews: LayoutSubviews) -> CGSize { fatalError("abstract") }
    func placeSubviews(in bounds: CGRect, _ p: ProposedSize, subviews: LayoutSubviews) { fatalError("abstract") }
}

final class TypedLayoutBox<L: Layout>: CustomLayoutBox {
    let layout: L
    private var cache: L.Cache?

    init(_ layout: L) { self.layout = layout }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = c }
        return body(&c)
    }

    override func sizeThatFits(_ p: ProposedSize, subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: ProposedViewSize(p), subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: CGRect, _ p: ProposedSize, subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: ProposedViewSize(p), subviews: subviews, cache: &$0) }
    }
}

extension LayoutEngine {
    private func subviews(of node: Node, _ pass: LayoutPass) -> LayoutSubviews {
        let items = node.children.filter { !$0.isRemoving }
        let proxies = items.enumerated().map { LayoutSubview(node: $1, pass: pass, index: $0) }
        return LayoutSubviews(proxies[...], layoutDirection: node.environment.layoutDirection)
    }

    /// The size a custom layout answers for `p`; a size that is not finite and ≥ 0 is an error
    /// naming the view (SwiftUI would lay the view out at an undefined size).
    func customLayoutSize(_ node: Node, _ box: CustomLayoutBox, proposal p: ProposedSize) throws -> Size {
        let pass = LayoutPass(engine: self)
        let size = box.sizeThatFits(p, subviews: subviews(of: node, pass))
        if let error = pass.error { throw error }
        let w = Double(size.width), h = Double(size.height)
        guard w.isFinite, h.isFinite, w >= 0, h >= 0 else {
            throw SwipeUIError(
                typePath: node.typePathText,
                message:
                    "sizeThatFits(proposal:subviews:cache:) returned \(w) × \(h) for the proposal \(p.width.map { "\($0)" } ?? "nil") × \(p.height.map { "\($0)" } ?? "nil"); a layout's size must be finite and ≥ 0. Replace a nil or infinite proposal with a size (proposal.replacingUnspecifiedDimensions())."
            )
        }
        return Size(width: w, height: h)
    }

    /// Places a custom layout's subviews where its `placeSubviews` put them (`here` is the
    /// layout's top-leading corner on the canvas: `bounds` is in canvas points).
    func placeCustomLayout(_ node: Node, _ box: CustomLayoutBox, proposal p: ProposedSize, size: Size, global here: Point) throws {
        let pass = LayoutPass(engine: self)
        let subviews = subviews(of: node, pass)
        pass.placements = Array(repeating: nil, count: subviews.count)
        let bounds = CGRect(x: here.x, y: here.y, width: size.width, height: size.height)
        box.placeSubviews(in: bounds, p, subviews: subviews)
        if let error = pass.error { throw error }
        let rtl = node.environment.layoutDirection == .rightToLeft
        for (i, subview) in subviews.enumerated() {
            let proposal: ProposedSize, s: Size, origin: Point
            if let placed = pass.placements[i] {
                proposal = placed.proposal
                s = try self.size(of: subview.node, proposal: proposal)
                origin = Point(
                    x: Double(placed.point.x) - Double(placed.anchor.x) * s.width - here.x,
                    y: Double(placed.point.y) - Double(placed.anchor.y) * s.height - here.y)
            } else {
                // Not placed: centred, at its size for the container's size (OpenSwiftUI
                // `LayoutEngineBox.childGeometries`).
                proposal = ProposedSize(size)
                s = try self.size(of: subview.node, proposal: proposal)
                origin = Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2)
            }
            guard origin.x.isFinite, origin.y.isFinite else {
                throw SwipeUIError(
                    typePath: node.typePathText,
                    message:
                        "placeSubviews(in:proposal:subviews:cache:) placed subview \(i) at a position that is not finite; place subviews at finite points in bounds."
                )
            }
            // Right-to-left: mirrored in the bounds (OpenSwiftUI `PlacementData.setGeometry`).
            let x = rtl ? size.width - (origin.x + s.width) : origin.x
            try place(subview.node, at: Point(x: x, y: origin.y), proposal: proposal, size: s, global: here)
        }
    }
}
