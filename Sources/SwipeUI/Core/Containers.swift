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

    /// Most elements one `ForEach` shows (10 000: ten times the cards a scene may hold; a
    /// deck shows a few, a feed a few hundred). SwipeSim builds every row, even in a lazy
    /// stack, so 100 000 rows would take minutes a frame.
    static var maximumElements: Int { 10_000 }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let count = data.count
        guard count <= Self.maximumElements else {
            throw context.error("ForEach", "the data has \(count) elements; the limit is \(Self.maximumElements) per ForEach (SwipeSim builds every row, lazy stacks included): show a page of the data (data.prefix(100)), or fewer rows")
        }
        var seen = Set<AnyHashable>()
        for (offset, element) in data.enumerated() {
            let key = AnyHashable(id(element))
            guard seen.insert(key).inserted else {
                throw context.error(
                    "ForEach[\(offset)]", "the id \(key.base) appears twice in the data; give every element its own id (the ids must be unique)")
            }
            try context.resolveChild(content(element), component: .id(key, label: .forEachElement(offset: offset, id: key)), into: &nodes)
        }
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
