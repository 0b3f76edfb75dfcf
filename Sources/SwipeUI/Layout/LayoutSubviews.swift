/// The subviews a `Layout` arranges (SwiftUI's `LayoutSubviews`): one proxy per view of its
/// content, `ForEach` elements included, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let storage: ArraySlice<LayoutSubview>
    /// The layout direction of the container (placements are mirrored right-to-left).
    public var layoutDirection: LayoutDirection

    init(_ storage: ArraySlice<LayoutSubview>, layoutDirection: LayoutDirection) {
        self.storage = storage
        self.layoutDirection = layoutDirection
    }

    public var startIndex: Int { storage.startIndex }
    public var endIndex: Int { storage.endIndex }
    public subscript(index: Int) -> LayoutSubview { storage[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage[bounds], layoutDirection: layoutDirection) }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.storage.elementsEqual(b.storage) }
}

/// One subview of a `Layout` (SwiftUI's `LayoutSubview`): ask its size for a proposal, read its
/// priority, spacing and layout values, and place it (only from `placeSubviews`).
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let node: Node
    let pass: LayoutPass
    let index: Int

    /// The size the subview chooses for `proposal`, points.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = pass.size(of: node, proposal.proposedSize)
        return CGSize(width: size.width, height: size.height)
    }

    /// The subview's size for `proposal` and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The `.layoutPriority` of the subview (through its modifiers; a `Spacer`'s is −∞, as its
    /// layout computer reports: OpenSwiftUI `Spacer.swift`).
    public var priority: Double { StackLayout.priority(node) }

    /// The subview's spacing preference: zero for a `Spacer`, else SwipeUI's default.
    public var spacing: ViewSpacing { ViewSpacing(isZero: StackLayout.isSpacer(node)) }

    /// The value the subview gave for `key` with `.layoutValue(key:value:)`, else its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        var current: Node? = node
        let wanted = ObjectIdentifier(key)
        while let n = current {
            if case .layoutValue(let id, let value) = n.kind, id == wanted, let typed = value as? K.Value { return typed }
            guard n.kind.passesTraitsOfMainView else { break }
            current = n.child
        }
        return K.defaultValue
    }

    /// Puts the subview's `anchor` at `position` (the container's `bounds` space) at the size it
    /// chooses for `proposal`. The last call for a subview wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        pass.place(index, at: position, anchor: anchor, proposal: proposal.proposedSize)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// One layout pass of a custom layout node: measures subviews with the layout engine, keeps
/// the first error the engine throws inside the deck's (non-throwing) layout code to rethrow it
/// afterwards, and records placements.
final class LayoutPass {
    let engine: LayoutEngine
    var error: Error?
    var placements: [(point: CGPoint, anchor: UnitPoint, proposal: ProposedSize)?] = []

    init(engine: LayoutEngine) { self.engine = engine }

    func size(of node: Node, _ proposal: ProposedSize) -> Size {
        guard error == nil else { return .zero }
        do {
            return try engine.size(of: node, proposal: proposal)
        } catch {
            self.error = error
            return .zero
        }
    }

    func place(_ index: Int, at point: CGPoint, anchor: UnitPoint, proposal: ProposedSize) {
        guard placements.indices.contains(index) else { return }
        placements[index] = (point, anchor, proposal)
    }
}
