/// What a view or modifier type resolves as — a primitive view, a built-in or a custom modifier —
/// found by one dynamic cast per type and then looked up by the type's `ObjectIdentifier`.
///
/// Body evaluation asks this of every view and modifier in the tree on every update. A
/// conformance cast (`view as? PrimitiveView`) on the Swift runtime costs about 2 700
/// instructions for SwipeUI's nested generic types (callgrind, card-stack), a dictionary lookup
/// by type about a tenth of that; and because the answer is a fact of the type, caching it
/// changes nothing that is computed. The value itself is then handed over in place
/// (`PrimitiveView.resolve(opened:in:into:)`), never copied into an existential: boxing a view
/// copied its whole content, so a chain of n modifiers copied O(n²) values per update.
final class ViewTypeFacts {
    /// A modifier type's kind: SwipeUI's own (`NodeModifier`), a user's `ViewModifier`, or
    /// neither (ignored, as before).
    enum ModifierKind {
        case builtIn(any NodeModifier.Type)
        case custom(any ViewModifier.Type)
        case unknown
    }

    private var primitives: [ObjectIdentifier: (any PrimitiveView.Type)?] = [:]
    private var modifiers: [ObjectIdentifier: ModifierKind] = [:]

    /// `V` as a primitive view type, or nil when it has a `body`.
    func primitiveType<V: View>(of type: V.Type) -> (any PrimitiveView.Type)? {
        let key = ObjectIdentifier(type)
        if let known = primitives[key] { return known }
        let found = type as? any PrimitiveView.Type
        primitives[key] = .some(found)
        return found
    }

    /// Whether `M` is a built-in modifier, a custom `ViewModifier` or neither.
    func modifierKind<M>(of type: M.Type) -> ModifierKind {
        let key = ObjectIdentifier(type)
        if let known = modifiers[key] { return known }
        let kind: ModifierKind
        if let builtIn = type as? any NodeModifier.Type {
            kind = .builtIn(builtIn)
        } else if let custom = type as? any ViewModifier.Type {
            kind = .custom(custom)
        } else {
            kind = .unknown
        }
        modifiers[key] = kind
        return kind
    }
}

/// Calls `body` with a pointer to `value` (of type `T`) as a value of `Target`, which the caller
/// found to be the same type (`ViewTypeFacts`), so that `body` reads it in place
/// (`$0.pointee.method()`): no copy is made.
func withValue<T, Target, Result>(_ value: T, as target: Target.Type, _ body: (UnsafePointer<Target>) throws -> Result) rethrows -> Result {
    assert(T.self == Target.self, "\(T.self) read as \(Target.self)")
    return try withUnsafePointer(to: value) { pointer in
        try body(UnsafeRawPointer(pointer).assumingMemoryBound(to: Target.self))
    }
}
