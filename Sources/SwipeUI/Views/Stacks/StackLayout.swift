/// SwiftUI's stack algorithm along one axis.
///
/// The space left after spacing is offered to the children in order of layout priority
/// (highest first; a `Spacer`'s is −∞, `priority(_:)`), and within one priority from the least
/// flexible to the most flexible (flexibility = size when offered infinity − size when offered 0). Each child is offered
/// an equal share of what is left (remaining ÷ children left) and keeps what it takes; space
/// for the minimum sizes of lower priorities is held back. The cross axis gets the stack's
/// own proposal. Spacing nil is the default: 8 points between views, 0 next to a `Spacer`
/// (a Spacer's own minimum length defaults to 8 instead).
///
/// Lazy stacks (`LazyVStack`/`LazyHStack`, `isLazy`) share nothing out: every child is offered
/// nil along the axis (its ideal length) and the cross proposal across it, and the stack is at
/// least as long across as proposed. The first rule is objc.io's reading of SwiftUI ("they
/// don't try to distribute the available size among their subviews … they just propose
/// `proposedWidth × nil`", Thinking in SwiftUI, as quoted in
/// `SwiftUIChronicles/LazyHStackVStack.swift`); the second is the widely reported behaviour of a
/// `LazyVStack` filling a `ScrollView`'s width where a `VStack` hugs its widest child. OpenSwiftUI
/// has no lazy stack to check either against.
struct StackLayout {
    let engine: LayoutEngine
    let axis: Axis
    let spacing: Double?
    let children: [Node]
    var isLazy = false

    static let defaultSpacing = 8.0
    static let defaultSpacerMinimum = 8.0

    struct Distribution {
        var size: Size
        var proposals: [ProposedSize]
        var sizes: [Size]
        /// Main-axis gap before each child (0 for the first).
        var gaps: [Double]
    }

    var laidOut: [Node] { children.filter { !$0.isRemoving } }

    func distribute(_ p: ProposedSize) throws -> Distribution {
        let items = laidOut
        var gaps = [Double](repeating: 0, count: items.count)
        for i in items.indices.dropFirst() {
            gaps[i] = spacing ?? (StackLayout.isSpacer(items[i - 1]) || StackLayout.isSpacer(items[i]) ? 0 : StackLayout.defaultSpacing)
        }
        let totalGaps = gaps.reduce(0, +)
        var proposals = [ProposedSize](repeating: .unspecified, count: items.count)
        var sizes = [Size](repeating: .zero, count: items.count)
        let cross = p[axis.other]

        if let main = p[axis], !isLazy {
            var flexibility = [Double](repeating: 0, count: items.count)
            var minimum = [Double](repeating: 0, count: items.count)
            for (i, item) in items.enumerated() {
                let lo = try childSize(item, main: 0, cross: cross)[axis]
                let hi = try childSize(item, main: .infinity, cross: cross)[axis]
                minimum[i] = lo
                flexibility[i] = hi - lo
            }
            let priorities = items.map(StackLayout.priority)
            // Highest priority first; within it the least flexible first; ties keep order.
            let order = items.indices.sorted { a, b in
                if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
                if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
                return a < b
            }
            var remaining = max(0, main - totalGaps)
            var position = 0
            while position < order.count {
                let priority = priorities[order[position]]
                let group = order[position...].prefix { priorities[$0] == priority }
                let heldBack = order[(position + group.count)...].reduce(0) { $0 + minimum[$1] }
                var budget = max(0, remaining - heldBack)
                var left = group.count
                for index in group {
                    // A child that took more than it was offered leaves nothing, never less (SwiftUI
                    // proposes no negative sizes).
                    let offer = max(0, budget) / Double(left)
                    var proposal = ProposedSize(width: nil, height: nil)
                    proposal[axis] = offer
                    proposal[axis.other] = cross
                    let s = try childSize(items[index], main: offer, cross: cross)
                    proposals[index] = proposal
                    sizes[index] = s
                    budget -= s[axis]
                    remaining -= s[axis]
                    left -= 1
                }
                position += group.count
            }
        } else {
            for (i, item) in items.enumerated() {
                var proposal = ProposedSize(width: nil, height: nil)
                proposal[axis.other] = cross
                proposals[i] = proposal
                sizes[i] = try childSize(item, main: nil, cross: cross)
            }
        }
        var size = Size.zero
        size[axis] = sizes.reduce(0) { $0 + $1[axis] } + totalGaps
        size[axis.other] = sizes.reduce(0) { max($0, $1[axis.other]) }
        if isLazy, let cross, cross.isFinite { size[axis.other] = max(size[axis.other], cross) }
        return Distribution(size: size, proposals: proposals, sizes: sizes, gaps: gaps)
    }

    /// A child's size for a main-axis offer; a direct Spacer child stretches along the axis only.
    func childSize(_ item: Node, main: Double?, cross: Double?) throws -> Size {
        if case .spacer(let minLength) = item.kind {
            var s = Size.zero
            let m = minLength ?? StackLayout.defaultSpacerMinimum
            s[axis] = max(main ?? m, m)
            return s
        }
        var proposal = ProposedSize(width: nil, height: nil)
        proposal[axis] = main
        proposal[axis.other] = cross
        return try engine.size(of: item, proposal: proposal)
    }

    static func isSpacer(_ node: Node) -> Bool {
        if case .spacer = node.kind { return true }
        return false
    }

    /// The `.layoutPriority` at the top of a child's modifier chain (0 without one); a `Spacer`
    /// reached through modifiers that lay out as their child has priority −∞.
    ///
    /// A spacer's layout computer reports `layoutPriority() == -.infinity` (OpenSwiftUI
    /// `Layout/Separator/Spacer.swift`, `SpacerLayoutComputer.Engine`), so a stack sizes every
    /// other child first, holding back only the spacer's minimum length (8 points by default),
    /// and the spacer takes what is left (`StackLayout.swift`,
    /// `sizeChildrenGenerallyWithConcreteMajorProposal`). In a 358-point
    /// `HStack { Text(…); Spacer(); Text(…) }` both texts get their ideal widths when they fit in
    /// 350 points. A layout modifier around the spacer (`.frame`, `.padding`) reports the
    /// default priority 0 (`UnaryLayout.layoutPriority(child:)` in `LayoutView.swift`);
    /// `.layoutPriority(_:)` sets its own.
    static func priority(_ node: Node) -> Double {
        var current: Node? = node
        while let n = current {
            if case .layoutPriority(let value) = n.kind { return value }
            if case .spacer = n.kind { return -.infinity }
            guard n.kind.isPassThroughLayout else { return 0 }
            current = n.child
        }
        return 0
    }
}
