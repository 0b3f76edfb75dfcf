/// The chain of view types that produced a node, for messages and manifests:
/// `MyDeck › ZStack › ForEach[2] › .gesture`.
///
/// Like `ViewIdentity`, a persistent list: every node of every update has one, and only
/// errors and manifests read it, so the text is joined when asked for, not when the node is made.
final class TypePath: CustomStringConvertible, @unchecked Sendable {
    // Sendable: immutable but for `cachedStableText` and `cachedSuffix`, which only the
    // simulation's thread touches.
    /// One step's name; the numbered forms are spelled out only when the path is printed.
    enum Name {
        /// A view type or modifier: `ZStack`, `.gesture`.
        case literal(String)
        /// The element at `offset` of a `ForEach`, whose id is `id`: `ForEach[2]`.
        case forEachElement(offset: Int, id: AnyHashable)
        /// An `.id(_:)` modifier's value: `.id(card-3)`.
        case explicitID(AnyHashable)

        var text: String {
            switch self {
            case .literal(let s): return s
            case .forEachElement(let offset, _): return "ForEach[\(offset)]"
            case .explicitID(let id): return ".id(\(id.base))"
            }
        }

        /// The name as a manifest spells it (`nil`: left out): the same across frames and runs
        /// for the same view, so an element is named by its id (`ForEach[#3]`) when the id is a
        /// string or an integer, not by where it is in the data; a generic type without its
        /// arguments; accessibility modifiers, which draw nothing, left out.
        var stableText: String? {
            switch self {
            case .literal(let s):
                if s.hasPrefix(".accessibility") { return nil }
                return s.firstIndex(of: "<").map { String(s[..<$0]) } ?? s
            case .forEachElement(let offset, let id): return Name.stableText(of: id).map { "ForEach[#\($0)]" } ?? "ForEach[\(offset)]"
            case .explicitID(let id): return Name.stableText(of: id).map { ".id(\($0))" } ?? ".id"
            }
        }

        /// An id's text when it is the same in every run: a string or an integer. Other ids
        /// (an `ObjectIdentifier` — a class's default `Identifiable` id — prints a heap
        /// address; a `UUID()` differs per run) give nil, and the element is named by its
        /// position instead.
        static func stableText(of id: AnyHashable) -> String? {
            switch id.base {
            case let text as String: return text
            case let number as any BinaryInteger: return "\(number)"
            default: return nil
            }
        }
    }

    private let parent: TypePath?
    private let name: Name

    private init(parent: TypePath?, name: Name) {
        self.parent = parent
        self.name = name
    }

    /// The empty path (the graph's root).
    static let empty = TypePath(parent: nil, name: .literal(""))

    func appending(_ name: Name) -> TypePath { TypePath(parent: self, name: name) }
    func appending(_ name: String) -> TypePath { appending(.literal(name)) }

    /// The stable names (`Name.stableText`) of the steps after `ancestor`, joined with "/"
    /// (`SwipeView/VStack/.padding/Text`: plain ASCII, as manifests escape other characters);
    /// all of them when `ancestor` is not on the path.
    func stableText(after ancestor: TypePath?) -> String {
        let full = stableText
        guard let ancestor else { return full }
        // A node's path is asked for the same ancestor's suffix on every frame until the next
        // update rebuilds the tree: the last answer is kept (never on the shared root).
        if let known = cachedSuffix, known.ancestor === ancestor { return known.text }
        var step: TypePath? = self
        while let s = step, s !== ancestor { step = s.parent }
        guard step != nil else { return full }
        let prefix = ancestor.stableText
        if prefix.isEmpty { return full }
        let text = String(full.dropFirst(prefix.count + 1))
        if parent != nil { cachedSuffix = (ancestor, text) }
        return text
    }
    private var cachedSuffix: (ancestor: TypePath, text: String)?

    /// The stable names of the whole path, joined once per path object from the parent's (a
    /// manifest names every effect of every frame): read on the simulation's thread only.
    private var stableText: String {
        // The root (`TypePath.empty`) is shared by every graph: never written to.
        if parent == nil { return "" }
        if let known = cachedStableText { return known }
        let before = parent?.stableText ?? ""
        var text = before
        if parent != nil, let own = name.stableText { text = before.isEmpty ? own : before + "/" + own }
        cachedStableText = text
        return text
    }
    private var cachedStableText: String?

    /// The path one step up (nil at the root).
    var parentPath: TypePath? { parent }

    var description: String { names.joined(separator: " › ") }

    /// The path with only its first `first` and last `last` steps, the others counted
    /// (`Deck › VStack › … 500 views … › Nested › VStack`), for a path too deep to print whole.
    func clippedDescription(keepingFirst first: Int, last: Int) -> String {
        let all = names
        guard all.count > first + last + 1 else { return all.joined(separator: " › ") }
        return (all.prefix(first) + ["… \(all.count - first - last) views …"] + all.suffix(last)).joined(separator: " › ")
    }

    /// The steps' names, root first.
    private var names: [String] {
        var names: [String] = []
        var step: TypePath? = self
        while let s = step, let parent = s.parent {
            names.append(s.name.text)
            step = parent
        }
        return names.reversed()
    }
}
