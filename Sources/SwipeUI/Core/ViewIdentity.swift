/// Where a view sits in the tree: the path of components from the root. Two views with the
/// same identity on successive updates are the same view (same state, same animators), as in
/// SwiftUI's structural identity plus explicit ids.
///
/// The path is a persistent list (each identity points at its parent's link), made through the
/// graph's `Interner`: appending a component costs at most one allocation instead of a copy of
/// the path, the hash is computed once, when the link is made, and the same path in successive
/// updates is the same link (found among its parent's extensions without hashing). Every update looks each node's state, animators and previous node
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

    /// One component and the path before it. The path is immutable once made; the interner's
    /// bookkeeping (`extensions`, `lastUpdate`, `nextGuess`) is touched by its graph's thread only.
    fileprivate final class Link {
        let parent: Link?
        let component: Component
        let depth: Int
        /// The hash of the whole path to here (the parent's hash combined with the component).
        let pathHash: Int
        /// The links the interner made on top of this one, in the order they were first made.
        var extensions: [Link] = []
        /// The last update (`Interner.update`) that handed this link out.
        var lastUpdate = 0
        /// Where in `extensions` to look first: one past the last link found there (a body
        /// makes its children in the same order on every update).
        var nextGuess = 0

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

    /// The components after `ancestor`, outermost first, when this identity lies below it;
    /// nil otherwise.
    func components(below ancestor: ViewIdentity) -> [Component]? {
        let ancestorDepth = ancestor.last?.depth ?? 0
        var result: [Component] = []
        var link = last
        while let l = link, l.depth > ancestorDepth {
            result.append(l.component)
            link = l.parent
        }
        guard !result.isEmpty, ViewIdentity(last: link) == ancestor else { return nil }
        return result.reversed()
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

extension ViewIdentity {
    /// Hands out one shared link per path, so that an identity made in this update is the same
    /// object as the one made in the previous update and comparing them is one pointer compare
    /// (a dictionary lookup by identity would otherwise walk both paths to the root).
    ///
    /// Each link keeps the links made on top of it (`extensions`), so finding a path's link is
    /// a look among its parent's few extensions, starting where the last one was found — no
    /// hashing (the hash is computed once, when a link is made). Links not handed out in the
    /// current or the previous update are dropped from their parent's list whenever a new link
    /// joins it, so a view that went away does not keep its paths; one that comes back within
    /// an update gets the same link, later a new one (an identity still held elsewhere stays
    /// correct either way: equality compares the paths, pointers are only the fast case).
    final class Interner {
        /// The links of one-component paths (appended to `.root`).
        private let base = Link(parent: nil, component: .content, pathHash: 0)
        /// The number of the current update (`beginUpdate`).
        private var update = 1

        deinit { Interner.detach([base]) }

        /// Empties the extension lists of `links` and everything made on top of them: parents
        /// hold their extensions and extensions their parents, a cycle to break when a link is
        /// dropped (an identity still holding one keeps its path to the root, which is all it reads).
        private static func detach(_ links: [Link]) {
            var pending = links
            while let link = pending.popLast() {
                pending.append(contentsOf: link.extensions)
                link.extensions = []
            }
        }

        func appending(_ component: Component, to identity: ViewIdentity) -> ViewIdentity {
            let parent = identity.last
            let holder = parent ?? base
            let links = holder.extensions
            let count = links.count
            var index = holder.nextGuess < count ? holder.nextGuess : 0
            for _ in 0..<count {
                let link = links[index]
                index += 1
                if link.component == component {
                    link.lastUpdate = update
                    holder.nextGuess = index
                    return ViewIdentity(last: link)
                }
                if index == count { index = 0 }
            }
            let oldest = update - 1
            if holder.extensions.contains(where: { $0.lastUpdate < oldest }) {
                Interner.detach(holder.extensions.filter { $0.lastUpdate < oldest })
                holder.extensions.removeAll { $0.lastUpdate < oldest }
            }
            let link = Link(parent: parent, component: component, pathHash: Link.hash(of: component, after: parent))
            link.lastUpdate = update
            holder.extensions.append(link)
            holder.nextGuess = holder.extensions.count
            return ViewIdentity(last: link)
        }

        /// Starts a new update: links handed out from now on count as used in it.
        func beginUpdate() {
            update += 1
        }
    }
}

extension ViewIdentity {
    /// The number of components from the root.
    var depth: Int { last?.depth ?? 0 }

    /// Whether this identity or one of its ancestors is in `identities`.
    func isInside(anyOf identities: Set<ViewIdentity>) -> Bool {
        var link = last
        while let l = link {
            if identities.contains(ViewIdentity(last: l)) { return true }
            link = l.parent
        }
        return false
    }

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
