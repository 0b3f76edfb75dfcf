/// No view at all.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {}
}

/// Groups views without changing their layout: modifiers on a group apply to each child.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody }
    static var passesLazyRows: Bool { true }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        try context.resolveChild(content, component: .index(0), into: &nodes)
    }
}

/// A type-erased view. Its identity includes the wrapped view's type, so wrapping a different
/// type replaces the view, as in SwiftUI.
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    public var body: Never { primitiveBody }
    static var passesLazyRows: Bool { true }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        try context.resolveChild(view, component: .type(context.graph.typeName(of: type(of: view))), into: &nodes)
    }
}

/// Views for each element of a collection, each identified by its element's id, so state and
/// animations follow an element when the collection is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    let id: (Data.Element) -> ID
    public let content: (Data.Element) -> Content
    public var body: Never { primitiveBody }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    static var passesLazyRows: Bool { true }

    /// Most elements a `ForEach` that is built whole shows (10 000: ten times the cards a scene
    /// may hold; a deck shows a few, a feed a few hundred). Every row of such a `ForEach` is
    /// built on every update: in a `VStack`, `List`, lazy grid, or under a modifier applied to
    /// the `ForEach` itself (`.padding()` on the `ForEach`).
    static var maximumElements: Int { 10_000 }
    /// Most elements a `ForEach` in a lazy stack shows (10 000 000): only the rows in view are
    /// built (`LazyStackLayout`), so the data's size costs nothing but a scan when
    /// `ScrollViewProxy.scrollTo` looks for an id not built yet.
    static var maximumLazyElements: Int { 10_000_000 }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        if let source = data as? ForEachSubviewCollection {
            // `ForEach(subviews:)`: the subviews exist once the view is resolved (`Subviews.swift`).
            let subviews = try SubviewsCollection(source.base, in: &context)
            for (offset, subview) in subviews.enumerated() {
                let key = AnyHashable(subview.id)
                guard let element = subview as? Data.Element else { continue }
                try context.resolveChild(content(element), component: .id(key, label: .forEachElement(offset: offset, id: key)), into: &nodes)
            }
            return
        }
        let count = data.count
        if context.lazyRowsAllowed {
            guard count <= Self.maximumLazyElements else {
                throw context.error(
                    "ForEach",
                    "the data has \(count) elements; the limit is \(Self.maximumLazyElements) per ForEach in a lazy stack (SwipeSim builds only the rows in view, but the data must stay scannable): show a page of the data (data.prefix(1000)), or fewer rows"
                )
            }
            nodes.append(lazyPlaceholder(count: count, in: context))
            return
        }
        guard count <= Self.maximumElements else {
            throw context.error(
                "ForEach",
                "the data has \(count) elements; the limit is \(Self.maximumElements) per ForEach that is built whole (every row is built on every update: in a VStack, a List, a lazy grid, or under a modifier applied to the ForEach): put the ForEach directly in a LazyVStack or LazyHStack inside a ScrollView, which builds only the rows in view, or show a page of the data (data.prefix(100))"
            )
        }
        var seen = Set<AnyHashable>()
        for (offset, element) in data.enumerated() {
            let key = AnyHashable(id(element))
            guard seen.insert(key).inserted else { throw duplicateID(key, at: offset, in: context) }
            try context.resolveChild(content(element), component: .id(key, label: .forEachElement(offset: offset, id: key)), into: &nodes)
        }
    }

    private func duplicateID(_ key: AnyHashable, at offset: Int, in context: ResolveContext) -> SwipeUIError {
        context.error("ForEach[\(offset)]", "the id \(key.base) appears twice in the data; give every element its own id (the ids must be unique)")
    }

    /// The placeholder of this `ForEach` in a lazy stack's content: a node holding its rows,
    /// each resolved at its identity — the one the eager `ForEach` gives it — when the stack's
    /// layout builds it. Ids are checked for repeats among the rows built (the whole data is
    /// never scanned to build a frame).
    private func lazyPlaceholder(count: Int, in context: ResolveContext) -> Node {
        var inner = context
        inner.lazyRowsAllowed = false
        let data = self.data, id = self.id, content = self.content
        let segment = LazyRowsSegment(
            count: count,
            build: { offset in
                var nested = inner
                let element = data[data.index(data.startIndex, offsetBy: offset)]
                let key = AnyHashable(id(element))
                var rowNodes: [Node] = []
                let component = ViewIdentity.Component.id(key, label: .forEachElement(offset: offset, id: key))
                try nested.resolveChild(content(element), component: component, into: &rowNodes)
                return (key, nested.graph.identities.appending(component, to: nested.identity), rowNodes)
            },
            offsetOfID: { target in
                var offset = 0
                for element in data {
                    if AnyHashable(id(element)) == target { return offset }
                    offset += 1
                }
                return nil
            },
            idAt: { offset in AnyHashable(id(data[data.index(data.startIndex, offsetBy: offset)])) },
            duplicateError: { [self] offset, key in duplicateID(key, at: offset, in: inner) })
        let placeholder = context.node(.empty, typeName: "ForEach")
        placeholder.lazyRows = segment
        return placeholder
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
