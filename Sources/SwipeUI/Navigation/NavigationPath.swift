/// SwiftUI's type-erased list of the values a `NavigationStack` has pushed, root first excluded:
/// `NavigationStack(path: $path)` shows one page per element, each made by the
/// `.navigationDestination(for:)` registered for the element's type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    /// Number of pages pushed above the root.
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a page for `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` pages (1 by default). Removing more than `count` stops the program in SwiftUI;
    /// SwipeUI does the same (a precondition), as the standard library's `removeLast(_:)` does.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// Reads and changes the path a stack shows, whichever binding it was given (a
/// `NavigationPath`, a typed collection, or the stack's own state).
struct NavigationPathAccess {
    /// The path's elements, root excluded.
    let elements: () -> [AnyHashable]
    /// Appends `value`; false when the path's element type cannot hold it.
    let append: (AnyHashable) -> Bool
    /// Keeps the first `count` elements.
    let truncate: (Int) -> Void

    init(_ path: Binding<NavigationPath>) {
        elements = { path.wrappedValue.elements }
        append = {
            path.wrappedValue.elements.append($0); return true
        }
        truncate = { count in path.wrappedValue.elements.removeLast(path.wrappedValue.elements.count - count) }
    }

    init<Data: RangeReplaceableCollection & BidirectionalCollection>(_ path: Binding<Data>) where Data.Element: Hashable {
        elements = { path.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            guard let element = value.base as? Data.Element else { return false }
            path.wrappedValue.append(element)
            return true
        }
        truncate = { count in path.wrappedValue.removeLast(path.wrappedValue.count - count) }
    }
}
