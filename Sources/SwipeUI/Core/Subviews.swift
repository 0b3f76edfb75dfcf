/// iOS 18's custom containers: a view that takes another view's content apart into its
/// subviews and lays them out itself (Apple, "Creating custom container views";
/// `Group(subviews:transform:)`, `ForEach(subviews:content:)`, `SubviewsCollection`, `Subview`).
///
/// The subviews of a content are what it resolves to, one per top-level view: each view of a
/// `@ViewBuilder` block, each element of a `ForEach`, the views inside a `Group`, the branch an
/// `if` takes. SwipeUI resolves the content once, where the container is, and a `Subview`
/// places that resolved view wherever the transform puts it: modifiers that wrap it (`.frame`,
/// `.padding`, `.offset`, `.scaleEffect`, `.background`, gestures) apply as in SwiftUI; an
/// environment modifier written on the subview inside the transform (`.font`, `.foregroundStyle`)
/// does not reach it — write those on the content or on the container. A subview keeps its
/// identity, so its state and animations follow it.
public struct Subview: View, Identifiable, PrimitiveView {
    /// A subview's identity.
    public struct ID: Hashable {
        let identity: ViewIdentity
    }

    public let id: ID
    let node: Node
    /// What the subview's content set for its container: its `.tag(_:)` and its
    /// `.containerValue(_:_:)`s (`ContainerValues.swift`).
    public let containerValues: ContainerValues
    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes.append(node)
    }
}

/// The subviews of a content, in order: a collection, and a view that shows them all.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    let subviews: [Subview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes += subviews.map(\.node)
    }

    /// The subviews `content` resolves to where `context` is.
    init<Content: View>(_ content: Content, in context: inout ResolveContext) throws {
        let saved = context.environment.tags
        let tags = TagCollector()
        context.environment.tags = tags
        defer { context.environment.tags = saved }
        let nodes = try context.resolveContent(content, component: .index(0), label: nil)
        subviews = nodes.map {
            Subview(id: Subview.ID(identity: $0.identity), node: $0, containerValues: tags.containerValues(of: $0))
        }
    }
}

/// A run of a `SubviewsCollection` (`subviews.prefix(3)`, `subviews[1...]`): a collection, and a
/// view that shows them.
public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    let subviews: ArraySlice<Subview>
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes += subviews.map(\.node)
    }
}

/// `Group(subviews:transform:)`'s content: the base's subviews handed to the transform.
public struct GroupElementsOfContent<Base: View, Result: View>: View, PrimitiveView {
    let base: Base
    let transform: (SubviewsCollection) -> Result
    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let subviews = try SubviewsCollection(base, in: &context)
        try context.resolveChild(transform(subviews), component: .index(1), into: &nodes)
    }
}

extension Group {
    /// The subviews of `view`, laid out by `transform` (iOS 18; Apple, `Group(subviews:transform:)`).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }
}

/// The data of `ForEach(subviews:content:)`: the subviews of a view, known only when it is
/// resolved (an empty collection until then; `ForEach` resolves it itself).
public struct ForEachSubviewCollection: RandomAccessCollection {
    let base: AnyView
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> Subview { fatalError("the subviews of a view exist only when it is resolved") }
}

extension ForEach where Data == ForEachSubviewCollection, ID == Subview.ID {
    /// A view for each subview of `view` (iOS 18; Apple, `ForEach(subviews:content:)`), each
    /// identified by its subview.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
        self.init(ForEachSubviewCollection(base: AnyView(view)), id: \.id, content: content)
    }
}
