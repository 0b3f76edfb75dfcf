/// The tags the views inside a container (a `TabView`, a `Picker`, a custom container's
/// subviews) set with `.tag(_:)`, and the writes of their `.containerValue(_:_:)`s, by node;
/// looked up, never iterated.
final class TagCollector {
    private var tags: [ObjectIdentifier: AnyHashable] = [:]
    /// Each node's container value writes, nearest the view first (a modifier records after
    /// its content has resolved, so an inner one records before an outer one).
    private var containerValueWrites: [ObjectIdentifier: [(inout ContainerValues) -> Void]] = [:]

    func record(_ tag: AnyHashable, on node: Node) { tags[ObjectIdentifier(node)] = tag }

    func record(containerValue write: @escaping (inout ContainerValues) -> Void, on node: Node) {
        containerValueWrites[ObjectIdentifier(node), default: []].append(write)
    }

    /// The container values of `node`: its tag, and the values written on it and on the views
    /// its modifiers wrap, applied from the outermost to the one nearest the view, which wins
    /// (`View.containerValue(_:_:)`).
    func containerValues(of node: Node) -> ContainerValues {
        var values = ContainerValues(tag: tag(of: node))
        var current: Node? = node
        while let n = current {
            for write in (containerValueWrites[ObjectIdentifier(n)] ?? []).reversed() { write(&values) }
            current = n.kind.passesTraitsOfMainView ? n.child : nil
        }
        return values
    }

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
