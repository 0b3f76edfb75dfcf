/// Where a view sits in the tree: the path of components from the root. Two views with the
/// same identity on successive updates are the same view (same state, same animators), as in
/// SwiftUI's structural identity plus explicit ids.
///
/// The path is a persistent list (each identity points at its parent's link), made through the
/// graph's `Interner`: appending a component costs at most one allocation instead of a copy of
/// the path, the hash is computed once, when the link is made, and the same path in successive
/// updates is the same link. Every update looks each node's state, animators and previous node
/// up by identity; hashing, copying and comparing whole paths was most of SwipeUI's time.
struct ViewIdentity: Hashable, CustomStringConvertible, @unchecked Sendable {
    enum Component: Hashable {
        /// Position in a `@ViewBuilder` block.
        case index(Int)
        /// Branch of an `if`/`else` or `switch`.
        case branch(Int)
        /// A `ForEach` element's id or an `.id(_:)` value; `label` is for messages only.
        case id(AnyHashable, label: TypePath.Name)
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

    /// One component and the path before it. Immutable once made.
    fileprivate final class Link {
        let parent: Link?
        let component: Component
        let depth: Int
        /// The hash of the whole path to here (the parent's hash combined with the component).
        let pathHash: Int

        init(parent: Link?, component: Component, pathHash: Int) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
            self.pathHash = pathHash
        }

        static func hash(of component: Component, after parent: Link?) -> Int {
            var hasher = Hasher()
            hasher.combine(parent?.pathHash ?? 0)
            hasher.combine(component)
            return hasher.finalize()
        }
    }

    fileprivate let last: Link?

    fileprivate init(last: Link?) { self.last = last }

    static let root = ViewIdentity(last: nil)

    /// The components from the root, outermost first.
    var components: [Component] {
        var result: [Component] = []
        var link = last
        while let l = link {
            result.append(l.component)
            link = l.parent
        }
        return result.reversed()
    }

    static func == (a: ViewIdentity, b: ViewIdentity) -> Bool {
        var x = a.last, y = b.last
        while let l = x, let r = y {
            if l === r { return true }
            guard l.pathHash == r.pathHash, l.depth == r.depth, l.component == r.component else { return false }
            x = l.parent
            y = r.parent
        }
        return x == nil && y == nil
    }

    func hash(into hasher: inout Hasher) { hasher.combine(last?.pathHash ?? 0) }

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

extension ViewIdentity {
    /// Hands out one shared link per path, so that an identity made in this update is the same
    /// object as the one made in the previous update and comparing them is one pointer compare
    /// (a dictionary lookup by identity would otherwise walk both paths to the root). It keeps
    /// the links of the current and the previous update only: a path unused for a whole update
    /// is forgotten (an identity still held elsewhere stays correct, it just compares slowly).
    final class Interner {
        private var current: [Int: [Link]] = [:]
        private var previous: [Int: [Link]] = [:]

        func appending(_ component: Component, to identity: ViewIdentity) -> ViewIdentity {
            let parent = identity.last
            let hash = Link.hash(of: component, after: parent)
            if let link = Interner.find(component, parent, in: current[hash]) { return ViewIdentity(last: link) }
            let link = Interner.find(component, parent, in: previous[hash])
                ?? Link(parent: parent, component: component, pathHash: hash)
            current[hash, default: []].append(link)
            return ViewIdentity(last: link)
        }

        /// Starts a new update: the links made or reused since the last call become the ones kept.
        func beginUpdate() {
            previous = current
            current = [:]
        }

        private static func find(_ component: Component, _ parent: Link?, in bucket: [Link]?) -> Link? {
            bucket?.first { $0.parent === parent && $0.component == component }
        }
    }
}

extension ViewIdentity {
    /// The number of components from the root.
    var depth: Int { last?.depth ?? 0 }

    /// Whether `ancestor` is this identity or a path this one continues.
    func isInside(_ ancestor: ViewIdentity) -> Bool {
        var link = last
        while let l = link, l.depth > ancestor.depth { link = l.parent }
        return ViewIdentity(last: link) == ancestor
    }

    /// The innermost `ForEach` id or `.id(_:)` value among the components after the first
    /// `depth` ones (a scroll target's id, counted below its layout container).
    func innermostExplicitID(below depth: Int) -> AnyHashable? {
        var link = last
        while let l = link, l.depth > depth {
            if case .id(let key, _) = l.component { return key }
            link = l.parent
        }
        return nil
    }

    /// Whether `key` is a `ForEach` id or `.id(_:)` value among the components after the first `depth`.
    func containsExplicitID(_ key: AnyHashable, below depth: Int) -> Bool {
        var link = last
        while let l = link, l.depth > depth {
            if case .id(let k, _) = l.component, k == key { return true }
            link = l.parent
        }
        return false
    }
}
