/// The state of one body-evaluation pass as it walks down the view tree: the identity and type
/// path of the view being resolved and the environment it inherits.
struct ResolveContext {
    unowned let graph: ViewGraph
    var identity: ViewIdentity
    /// `MyDeck › ZStack › ForEach[2] › .gesture`.
    var typePath: TypePath
    var environment: EnvironmentValues
    let images: ImageStore
    /// Views nested above the one being resolved (`ResolveDepth.maximumDepth` at most).
    var depth = 0
    /// The lowest stack address resolving may reach (`ResolveDepth.stackFloor()`; nil: unknown).
    var stackFloor: UInt? = nil
    /// Whether a `ForEach` met now is an element of a lazy stack's content (reached from it
    /// through view lists only: blocks, `Group`, `if`/`else`, optionals, `AnyView`), so that it
    /// makes its rows lazily (`LazyRowsSegment`). Any other view on the way turns it off.
    var lazyRowsAllowed = false

    func typePath(appending name: String) -> String { typePath.appending(name).description }

    func error(_ name: String, _ message: String) -> SwipeUIError {
        SwipeUIError(typePath: typePath(appending: name), message: message)
    }

    /// A node for the view being resolved, at the current identity.
    func node(_ kind: NodeKind, typeName: String, children: [Node] = []) -> Node {
        Node(identity: identity, typePath: typePath.appending(typeName), kind: kind, children: children, environment: environment)
    }

    /// A node of `kind` grouping `children` inside the node being built, where several views
    /// were given for one (an overlay's or a mask's content, a button's label), at an identity
    /// of its own below the current one: the node being built has the current identity, and
    /// two nodes sharing one would share their animators and state (an empty overlay's group
    /// would move the view it decorates to its own zero-size frame).
    func groupNode(_ kind: NodeKind, typeName: String, children: [Node]) -> Node {
        Node(
            identity: graph.identities.appending(.type(typeName), to: identity), typePath: typePath.appending(typeName),
            kind: kind, children: children, environment: environment)
    }

    /// Resolves `view` one level down: its identity gains `component`. (Views are passed
    /// generically down the tree, an `any View` opened where one is met: boxing a view in an
    /// existential copies its whole content.)
    mutating func resolveChild<V: View>(_ view: V, component: ViewIdentity.Component, into nodes: inout [Node]) throws {
        let saved = (identity, typePath)
        identity = graph.identities.appending(component, to: identity)
        if case .id(_, let label) = component { typePath = typePath.appending(label) }
        defer { (identity, typePath) = saved }
        try resolve(view, into: &nodes)
    }

    /// Resolves `view` at the current identity: a primitive view makes nodes; any other view has
    /// its dynamic properties (`@State`, `@Environment`, …) installed and its `body` resolved.
    mutating func resolve<V: View>(_ view: V, into nodes: inout [Node]) throws {
        depth += 1
        defer { depth -= 1 }
        try checkDepth(V.self)
        let lazyRows = lazyRowsAllowed
        defer { lazyRowsAllowed = lazyRows }
        if let primitive = graph.typeFacts.primitiveType(of: V.self) {
            if lazyRows, !primitive.passesLazyRows { lazyRowsAllowed = false }
            try primitive.resolve(opened: view, in: &self, into: &nodes)
            return
        }
        lazyRowsAllowed = false
        let name = graph.typeName(of: V.self)
        try installDynamicProperties(of: view, named: name)
        let saved = (identity, typePath)
        identity = graph.identities.appending(.type(name), to: identity)
        typePath = typePath.appending(name)
        defer { (identity, typePath) = saved }
        let body =
            graph.staticBodyApplies(to: view)
            ? graph.staticBody(of: view, at: identity, path: typePath) : graph.evaluateBody(of: view, at: typePath)
        try resolve(body, into: &nodes)
    }

    /// Throws when the view about to be resolved (of type `type`) nests deeper than
    /// `ResolveDepth` allows, naming its path.
    private func checkDepth<V: View>(_ type: V.Type) throws {
        if depth > ResolveDepth.maximumDepth {
            throw ResolveDepth.error(
                at: typePath.appending(graph.typeName(of: type)), depth: depth,
                reason: "more than the \(ResolveDepth.maximumDepth) SwipeSim allows")
        }
        if let stackFloor, ResolveDepth.currentStackAddress() < stackFloor {
            throw ResolveDepth.error(
                at: typePath.appending(graph.typeName(of: type)), depth: depth,
                reason: "more than this thread's stack holds")
        }
    }

    /// Installs the dynamic properties of `view` (a view or custom modifier named `name`); an
    /// environment object it needs that no ancestor set is an error naming the view's type path.
    func installDynamicProperties<T>(of view: T, named name: String) throws {
        do {
            try graph.installDynamicProperties(of: view, identity: identity, environment: environment)
        } catch let missing as MissingEnvironmentObject {
            throw SwipeUIError(typePath: typePath(appending: name), message: missing.message)
        }
    }

    /// Resolves `content` as the single child of a node being built (a modifier or container),
    /// returning the nodes it made.
    mutating func resolveContent<V: View>(_ content: V, component: ViewIdentity.Component = .content, label: String?) throws -> [Node] {
        let saved = typePath
        var isExplicitID = false
        if case .id = component { isExplicitID = true }
        if let label, !isExplicitID { typePath = typePath.appending(label) }
        defer { typePath = saved }
        var nodes: [Node] = []
        try resolveChild(content, component: component, into: &nodes)
        return nodes
    }
}

/// A view tree SwipeUI cannot lay out, draw or drive, named by the view's type path.
public struct SwipeUIError: Error, CustomStringConvertible, Equatable {
    /// Where: e.g. `MyDeck › ZStack › ForEach[2] › .gesture`.
    public var typePath: String
    /// What is wrong and how to fix it.
    public var message: String
    public var description: String { typePath.isEmpty ? message : "\(typePath): \(message)" }

    public init(typePath: String, message: String) {
        self.typePath = typePath
        self.message = message
    }
}
