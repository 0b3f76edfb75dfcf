/// Where a view sits in the tree: the path of components from the root. Two views with the
/// same identity on successive updates are the same view (same state, same animators), as in
/// SwiftUI's structural identity plus explicit ids.
struct ViewIdentity: Hashable, CustomStringConvertible {
    enum Component: Hashable {
        /// Position in a `@ViewBuilder` block.
        case index(Int)
        /// Branch of an `if`/`else` or `switch`.
        case branch(Int)
        /// A `ForEach` element's id or an `.id(_:)` value; `label` is for messages only.
        case id(AnyHashable, label: String)
        /// The body of a view type, or an `AnyView`'s wrapped type.
        case type(String)
        /// The content a modifier wraps.
        case content

        static func == (a: Component, b: Component) -> Bool {
            switch (a, b) {
            case let (.index(x), .index(y)), let (.branch(x), .branch(y)): return x == y
            case let (.id(x, _), .id(y, _)): return x == y
            case let (.type(x), .type(y)): return x == y
            case (.content, .content): return true
            default: return false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .index(let i): hasher.combine(0); hasher.combine(i)
            case .branch(let i): hasher.combine(1); hasher.combine(i)
            case .id(let key, _): hasher.combine(2); hasher.combine(key)
            case .type(let name): hasher.combine(3); hasher.combine(name)
            case .content: hasher.combine(4)
            }
        }
    }

    private(set) var components: [Component] = []

    static let root = ViewIdentity()

    func appending(_ component: Component) -> ViewIdentity {
        var copy = self
        copy.components.append(component)
        return copy
    }

    /// Whether `self` lies inside (or is) `ancestor`.
    func isInside(_ ancestor: ViewIdentity) -> Bool {
        components.count >= ancestor.components.count
            && Array(components.prefix(ancestor.components.count)) == ancestor.components
    }

    var description: String {
        components.map { component -> String in
            switch component {
            case .index(let i): return "\(i)"
            case .branch(let i): return "if\(i)"
            case .id(let key, _): return "#\(key.base)"
            case .type(let name): return name
            case .content: return "c"
            }
        }.joined(separator: "/")
    }
}
