/// A piece of user interface, as SwiftUI's `View`: a value whose `body` describes its content.
///
/// Views are cheap values re-created on every update. State lives outside them, in the view
/// graph, keyed by the view's identity (its place in the tree, plus `ForEach` and `.id` ids).
///
/// Isolated to the main actor, as SwiftUI's is since the iOS 18 SDK (`@MainActor @preconcurrency
/// protocol View`, developer.apple.com/documentation/swiftui/view): a deck's view structs are
/// main-actor types, so their `body`, their stored properties' initial values
/// (`@StateObject private var model = DeckViewModel()` with a `@MainActor` view model) and the
/// closures written in them are main-actor code. `@preconcurrency` keeps Swift 5 language mode
/// code that uses views from elsewhere compiling as before (SE-0337). A `Simulation` therefore
/// runs on the main actor (`Simulation` says what it does elsewhere).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view SwipeUI understands directly (shapes, text, stacks, modifiers): it turns itself into
/// nodes of the resolved tree instead of having a `body`.
protocol PrimitiveView {
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws
    /// Whether the view is a list of views that passes a lazy stack's laziness on to a
    /// `ForEach` inside (`ResolveContext.lazyRowsAllowed`): false but for view lists.
    static var passesLazyRows: Bool { get }
}

extension PrimitiveView {
    static var passesLazyRows: Bool { false }

    /// Primitive views have no body; SwipeUI never asks for one.
    var primitiveBody: Never { fatalError("\(Self.self) is a primitive view and has no body") }

    /// Resolves `view`, a value of this type passed generically (`V` is `Self`, as
    /// `ViewTypeFacts.primitiveType(of:)` found), read in place instead of copied.
    static func resolve<V: View>(opened view: V, in context: inout ResolveContext, into nodes: inout [Node]) throws {
        try withValue(view, as: Self.self) { try $0.pointee.resolve(in: &context, into: &nodes) }
    }
}
