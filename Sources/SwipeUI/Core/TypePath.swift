/// The chain of view types that produced a node, for messages and manifests:
/// `MyDeck › ZStack › ForEach[2] › .gesture`.
///
/// Like `ViewIdentity`, a persistent list: every node of every update has one, and only
/// errors and manifests read it, so the text is joined when asked for, not when the node is made.
final class TypePath: CustomStringConvertible, @unchecked Sendable {
    /// One step's name; the numbered forms are spelled out only when the path is printed.
    enum Name {
        /// A view type or modifier: `ZStack`, `.gesture`.
        case literal(String)
        /// The element at `offset` of a `ForEach`: `ForEach[2]`.
        case forEachElement(offset: Int)
        /// An `.id(_:)` modifier's value: `.id(card-3)`.
        case explicitID(AnyHashable)

        var text: String {
            switch self {
            case .literal(let s): return s
            case .forEachElement(let offset): return "ForEach[\(offset)]"
            case .explicitID(let id): return ".id(\(id.base))"
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

    var description: String {
        var names: [String] = []
        var step: TypePath? = self
        while let s = step, let parent = s.parent {
            names.append(s.name.text)
            step = parent
        }
        return names.reversed().joined(separator: " › ")
    }
}
