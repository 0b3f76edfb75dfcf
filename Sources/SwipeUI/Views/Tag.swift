/// The tags the views inside a container (a `TabView`, a `Picker`) set with `.tag(_:)`, by
/// node; looked up, never iterated.
final class TagCollector {
    private var tags: [ObjectIdentifier: AnyHashable] = [:]

    func record(_ tag: AnyHashable, on node: Node) { tags[ObjectIdentifier(node)] = tag }

    /// The tag on `node` or the view its modifiers wrap, else its `ForEach` element's id.
    func tag(of node: Node) -> AnyHashable? {
        var current: Node? = node
        while let n = current {
            if let tag = tags[ObjectIdentifier(n)] { return tag }
            current = n.kind.passesTraitsOfMainView ? n.child : nil
        }
        for component in node.identity.components.reversed() {
            if case .id(let id, _) = component { return id }
        }
        return nil
    }
}

/// `.tag(_:)`: records the tag for the enclosing container (a `TabView`, a `Picker`); nothing
/// outside one.
struct TagModifier: NodeModifier {
    let tag: AnyHashable
    var label: String { ".tag" }
    var contentComponent: ViewIdentity.Component { .content }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        context.environment.tags?.record(tag, on: child)
        return nil
    }
}

extension View {
    /// The view's tag: which selection value a `TabView` tab or a `Picker` option stands for.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}
