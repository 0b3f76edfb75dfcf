import SwipeRaster

/// `.safeAreaInset(edge:alignment:spacing:content:)`, as OpenSwiftUI reconstructs SwiftUI's
/// `_InsetViewModifier` (`Sources/OpenSwiftUICore/Layout/Modifier/InsetViewModifier.swift`,
/// `InsetViewLayout`). Along the edge's axis, with spacing s:
/// - the inset view is proposed what is left of the proposal after s and after the main view's
///   minimum (its size when proposed 0 along the axis); across, the proposal;
/// - the main view is proposed the proposal less the inset view's length and s;
/// - the modifier is as long as both and s, as wide as the wider;
/// - placed, the main view sits at the edge opposite `edge` and the inset view at `edge`; across,
///   the inset view's alignment guide lines up with the main view's (centred by default);
///   right-to-left layouts mirror both.
/// The main view's safe area shrinks by the inset view and s: SwipeUI gives the main view's
/// subtree an engine whose safe area ends at the main view's edge, so a view in it that ignores
/// the safe area, or a scroll view reaching that edge, extends under the inset view and out to
/// the canvas edge as in SwiftUI.
extension LayoutEngine {
    private struct InsetLayout {
        let primaryProposal: ProposedSize
        let primarySize: Size
        let secondaryProposal: ProposedSize
        let secondarySize: Size
        let spacing: Double
    }

    private func insetLayout(_ node: Node, edge: Edge, spacing: Double?, proposal p: ProposedSize) throws -> InsetLayout? {
        guard node.children.count == 2 else { return nil }
        let primary = node.children[0], secondary = node.children[1]
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        let s = spacing ?? StackLayout.defaultSpacing
        var q = p
        if let length = p[axis] {
            let withoutSpacing = max(length - s, 0)
            var minimumProposal = p
            minimumProposal[axis] = 0
            let minimum = try size(of: primary, proposal: minimumProposal)[axis]
            q[axis] = max(withoutSpacing - minimum, 0)
        }
        let secondarySize = try size(of: secondary, proposal: q)
        var pp = p
        if let length = p[axis] { pp[axis] = max(length - (secondarySize[axis] + s), 0) }
        let primarySize = try size(of: primary, proposal: pp)
        return InsetLayout(primaryProposal: pp, primarySize: primarySize, secondaryProposal: q, secondarySize: secondarySize, spacing: s)
    }

    func safeAreaInsetSize(_ node: Node, edge: Edge, spacing: Double?, proposal p: ProposedSize) throws -> Size {
        guard let l = try insetLayout(node, edge: edge, spacing: spacing, proposal: p) else { return try childSize(node, p) }
        if edge == .top || edge == .bottom {
            return Size(
                width: max(l.secondarySize.width, l.primarySize.width),
                height: l.secondarySize.height + l.spacing + l.primarySize.height)
        }
        return Size(
            width: l.secondarySize.width + l.spacing + l.primarySize.width,
            height: max(l.secondarySize.height, l.primarySize.height))
    }

    func placeSafeAreaInset(
        _ node: Node, edge: Edge, alignment: Double, spacing: Double?, proposal p: ProposedSize, size: Size,
        global here: Point
    ) throws {
        // Placing uses the proposal along the axis and the chosen size across it
        // (`InsetViewLayout.childGeometry`).
        let vertical = edge == .top || edge == .bottom
        var q = p
        if vertical { q.width = p.width ?? size.width } else { q.height = p.height ?? size.height }
        guard let l = try insetLayout(node, edge: edge, spacing: spacing, proposal: q) else { return }
        let ps = l.primarySize, ss = l.secondarySize
        var primary = Point.zero, secondary = Point.zero
        switch edge {
        case .top: primary = Point(x: (size.width - ps.width) / 2, y: size.height - ps.height); secondary.y = 0
        case .bottom: primary = Point(x: (size.width - ps.width) / 2, y: 0); secondary.y = size.height - ss.height
        case .leading: primary = Point(x: size.width - ps.width, y: (size.height - ps.height) / 2); secondary.x = 0
        case .trailing: primary = Point(x: 0, y: (size.height - ps.height) / 2); secondary.x = size.width - ss.width
        }
        if vertical {
            secondary.x = primary.x + alignment * ps.width - alignment * ss.width
        } else {
            secondary.y = primary.y + alignment * ps.height - alignment * ss.height
        }
        if node.environment.layoutDirection == .rightToLeft {
            primary.x = size.width - primary.x - ps.width
            secondary.x = size.width - secondary.x - ss.width
        }
        // The main view's safe area ends at its edge on the inset side.
        var safe = safeArea
        let main = Rect(x: here.x + primary.x, y: here.y + primary.y, width: ps.width, height: ps.height)
        let physical: Edge =
            node.environment.layoutDirection == .rightToLeft
            ? (edge == .leading ? .trailing : edge == .trailing ? .leading : edge) : edge
        switch physical {
        case .top: let bottom = safe.maxY; safe.y = max(safe.minY, main.minY); safe.height = max(bottom - safe.y, 0)
        case .bottom: safe.height = max(min(safe.maxY, main.maxY) - safe.y, 0)
        case .leading: let right = safe.maxX; safe.x = max(safe.minX, main.minX); safe.width = max(right - safe.x, 0)
        case .trailing: safe.width = max(min(safe.maxX, main.maxX) - safe.x, 0)
        }
        var inner = LayoutEngine(text: text, safeArea: safe, canvas: canvas, container: containerSize)
        // Lazy stacks inside keep building the rows their scroll view shows.
        inner.lazyWindows = lazyWindows
        inner.lazyPass = lazyPass
        try inner.place(node.children[0], at: primary, proposal: l.primaryProposal, size: ps, global: here)
        try place(node.children[1], at: secondary, proposal: l.secondaryProposal, size: ss, global: here)
    }
}
