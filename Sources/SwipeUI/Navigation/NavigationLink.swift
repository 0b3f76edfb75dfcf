/// SwiftUI's `NavigationLink`: a button (its label tinted, as a link outside a `List` is drawn)
/// that pushes a page on the enclosing `NavigationStack` when tapped — a value, shown by the
/// `.navigationDestination(for:)` registered for its type, or a destination view. A script's
/// `tap`/`tapButton` finds it as it finds a `Button`. Outside a stack it does nothing when
/// tapped, as in SwiftUI.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    enum Target {
        case value(AnyHashable?)
        case view(Destination)
    }
    let label: Label
    let target: Target
    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let navigation = context.environment.navigation
        let target = self.target
        let select = context.environment.listSelection
        let column = context.environment.splitNextColumn
        let button = Button(
            action: {
                switch target {
                case .value(let value?):
                    select?(value)
                    // In a collapsed split view a value with no destination shows the next column.
                    if let column, let navigation, navigation.destination(for: value) == nil {
                        navigation.push(view: SplitViewColumnPage(index: column))
                    } else {
                        navigation?.push(value)
                    }
                case .value(nil): break
                case .view(let destination): navigation?.push(view: destination)
                }
            }, label: { label })
        try context.resolveChild(button, component: .content, into: &nodes)
    }
}

extension NavigationLink where Destination == Never {
    /// Pushes `value` (nil: the link does nothing).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A text link titled by a literal or interpolation that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    /// A text link titled by a string value, verbatim.
    @_disfavoredOverload public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(verbatim: String(title)) }
    }
}

extension NavigationLink {
    /// Pushes `destination` (the view as it was when the link was tapped).
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }
    /// iOS 13's spelling: the destination first, as a value.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(verbatim: String(title)) })
    }
}

extension View {
    /// The page the enclosing `NavigationStack` shows for a pushed value of type `data`. Declare
    /// it inside the stack (on the root, or on a page for the pages above it); the first
    /// declaration for a type is used.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(register: { $0?.register(data, destination) }))
    }
}

/// Registers a destination with the stack the view is in, when the view is resolved.
struct NavigationDestinationModifier: NodeModifier {
    let register: (NavigationContext?) -> Void
    var label: String { ".navigationDestination" }
    var environmentChange: ((inout EnvironmentValues) -> Void)? { { [register] in register($0.navigation) } }
}
