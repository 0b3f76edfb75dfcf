/// SwiftUI's `ViewThatFits`: shows the first of its views whose ideal size fits the space
/// offered along `axes`, else the last one. Apple: it "evaluates its child views in the order
/// you provide them … [and] selects the first child whose ideal size on the constrained axes
/// fits within the proposed size". A card's footer that shows "Kyoto, Japan · 12 km away" where
/// it fits and "Kyoto" where it does not:
///
///     ViewThatFits(in: .horizontal) { Text("\(city), \(country) · \(distance)"); Text(city) }
///
/// Each view is asked for its ideal size along `axes` (proposed nil there, the offered length
/// across); the chosen one is then proposed the whole offer, and the view is as large as it.
/// The views not chosen are not drawn, hit or kept: switching from one to another is a removal
/// and an insertion, with their transitions when the change animates.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let children = try context.resolveContent(content, label: "ViewThatFits", stackAxis: nil)
        nodes.append(context.node(.viewThatFits(axes), typeName: "ViewThatFits", children: children))
    }
}

extension LayoutEngine {
    /// The index of the child of a `ViewThatFits` shown for proposal `p` (see `ViewThatFits`).
    func fittingChild(of node: Node, axes: Axis.Set, proposal p: ProposedSize) throws -> Int? {
        guard !node.children.isEmpty else { return nil }
        let idealProposal = ProposedSize(
            width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height)
        for (index, child) in node.children.enumerated() where !child.isRemoving {
            let ideal = try size(of: child, proposal: idealProposal)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (p.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (p.height ?? .infinity)
            if fitsWidth && fitsHeight { return index }
        }
        return node.children.lastIndex { !$0.isRemoving }
    }
}
