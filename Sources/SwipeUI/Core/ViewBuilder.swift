/// SwiftUI's result builder for view content: blocks, `if`/`else`, `if let`, `switch`, and
/// availability checks.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    )
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    )
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row (what a `@ViewBuilder` block of more than one view makes).
/// Each child's identity is its position in the block.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { primitiveBody }
    static var passesLazyRows: Bool { true }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        // A tuple of views is walked with Mirror: its elements are the block's views in order.
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            try context.resolveChild(view, component: .index(index), into: &nodes)
        }
    }
}

/// The content of an `if`/`else` or `switch`: the branch taken is part of the identity, so
/// switching branches replaces the view (and its state) as in SwiftUI.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { primitiveBody }
    static var passesLazyRows: Bool { true }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        switch storage {
        case .trueContent(let view): try context.resolveChild(view, component: .branch(0), into: &nodes)
        case .falseContent(let view): try context.resolveChild(view, component: .branch(1), into: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    static var passesLazyRows: Bool { true }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        if let view = self { try context.resolveChild(view, component: .branch(0), into: &nodes) }
    }
}
