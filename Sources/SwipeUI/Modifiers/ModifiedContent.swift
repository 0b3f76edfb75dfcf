/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        // The modifier's kind is a fact of its type (`ViewTypeFacts`); the modifier is read in place.
        switch context.graph.typeFacts.modifierKind(of: Modifier.self) {
        case .builtIn(let type): try type.resolve(opened: modifier, content: content, in: &context, into: &nodes)
        case .custom(let type): try type.resolve(opened: modifier, content: content, in: &context, into: &nodes)
        case .unknown: break
        }
    }
}

extension NodeModifier {
    /// Resolves `content` under `modifier`, a value of this type passed generically.
    static func resolve<M, Content: View>(opened modifier: M, content: Content, in context: inout ResolveContext, into nodes: inout [Node]) throws {
        try withValue(modifier, as: Self.self) { try $0.pointee.resolve(content, in: &context, into: &nodes) }
    }

    private func resolve<Content: View>(_ content: Content, in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let children: [Node]
        if let change = environmentChange {
            // The content resolves in the changed environment; the nodes wrapping it in the old one.
            let savedEnvironment = context.environment
            change(&context.environment)
            defer { context.environment = savedEnvironment }
            children = try context.resolveContent(content, component: contentComponent, label: label)
        } else {
            children = try context.resolveContent(content, component: contentComponent, label: label)
        }
        // A modifier applies to each view of a list (a Group, a ForEach), as in SwiftUI, and its
        // node for each view keeps that view's identity (`eachIdentity`).
        let contentIdentity = children.count > 1 ? context.graph.identities.appending(contentComponent, to: context.identity) : context.identity
        for (index, child) in children.enumerated() {
            var nodeContext = context
            if children.count > 1 { nodeContext.identity = eachIdentity(of: child, at: index, below: contentIdentity, in: context) }
            if let node = try wrap(child, in: &nodeContext) {
                if children.count > 1 { node.listModifierIdentity = context.identity }
                nodes.append(node)
            } else {
                nodes.append(child)
            }
        }
    }
}

extension NodeModifier {
    /// The identity of the modifier's node around `child`, one of several views of a list:
    /// the modifier's identity, a marker (its label, which no view type's name is), then
    /// the child's path below the content (`contentIdentity`) — so the node follows the view
    /// it wraps (a `ForEach` element's id) and not its position. SwiftUI applies a modifier to
    /// each element of a view list, and the element keeps its identity (`.animation(_:value:)`
    /// on a `ForEach` animates each row as itself: removing the first row fades that row out).
    /// A child found elsewhere (never, as views resolve) falls back to its position.
    func eachIdentity(of child: Node, at index: Int, below contentIdentity: ViewIdentity, in context: ResolveContext) -> ViewIdentity {
        let identities = context.graph.identities
        guard let path = child.identity.components(below: contentIdentity) else {
            return identities.appending(.index(index), to: context.identity)
        }
        var identity = identities.appending(.type(label), to: context.identity)
        for component in path { identity = identities.appending(component, to: identity) }
        return identity
    }
}

extension ViewModifier {
    /// Resolves the body of `modifier`, a value of this type passed generically, around `content`.
    static func resolve<M, Content: View>(opened modifier: M, content: Content, in context: inout ResolveContext, into nodes: inout [Node]) throws {
        try withValue(modifier, as: Self.self) { try $0.pointee.resolveBody(around: content, in: &context, into: &nodes) }
    }

    private func resolveBody<Content: View>(around content: Content, in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let name = context.graph.typeName(of: Self.self)
        try context.installDynamicProperties(of: self, named: name)
        let body = context.graph.evaluateBody(of: self, content: _ViewModifier_Content(view: content), at: context.typePath.appending(name))
        let saved = context.typePath
        context.typePath = context.typePath.appending(name)
        defer { context.typePath = saved }
        try context.resolveChild(body, component: .type(name), into: &nodes)
    }
}

/// A modifier SwipeUI implements itself: it may change the environment its content resolves
/// in, and may wrap each resolved child in a node.
protocol NodeModifier {
    /// The name shown in type paths, e.g. `.gesture`.
    var label: String { get }
    /// The identity component of the content (`.content`, or an `.id`).
    var contentComponent: ViewIdentity.Component { get }
    /// How the modifier changes the environment its content resolves in; nil (most modifiers)
    /// when it does not, so the environment is neither saved nor restored around them.
    var environmentChange: ((inout EnvironmentValues) -> Void)? { get }
    /// The node wrapping `child`, or nil when the modifier only changed the environment.
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node?
}

extension NodeModifier {
    var contentComponent: ViewIdentity.Component { .content }
    var environmentChange: ((inout EnvironmentValues) -> Void)? { nil }
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? { nil }
}

/// A modifier that only wraps its child in one node kind.
struct KindModifier: NodeModifier {
    let label: String
    let kind: NodeKind
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        context.node(context.withValidGeometry(kind, label: label), typeName: label, children: [child])
    }
}

/// A modifier that only changes the environment.
struct EnvironmentModifier: NodeModifier {
    let label: String
    let change: (inout EnvironmentValues) -> Void
    var environmentChange: ((inout EnvironmentValues) -> Void)? { change }
}

/// A modifier the user writes, as SwiftUI's `ViewModifier`: isolated to the main actor as
/// `View` is (`@MainActor @preconcurrency protocol ViewModifier` since the iOS 18 SDK,
/// developer.apple.com/documentation/swiftui/viewmodifier).
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a custom `ViewModifier` wraps.
public struct _ViewModifier_Content: View, PrimitiveView {
    let view: any View
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        try context.resolveChild(view, component: .content, into: &nodes)
    }
}

extension View {
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }

    func node(_ label: String, _ kind: NodeKind) -> ModifiedContent<Self, KindModifier> {
        modifier(KindModifier(label: label, kind: kind))
    }

    func environmentChange(
        _ label: String, _ change: @escaping (inout EnvironmentValues) -> Void
    )
        -> ModifiedContent<Self, EnvironmentModifier>
    {
        modifier(EnvironmentModifier(label: label, change: change))
    }
}
