/// SwiftUI's `EnvironmentKey`: a key for a value of your own in `EnvironmentValues`, with the
/// value views see when no ancestor has set one.
///
/// ```swift
/// private struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.light }
/// extension EnvironmentValues {
///     var theme: Theme {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///     }
/// }
/// // .environment(\.theme, .dark) on an ancestor; @Environment(\.theme) var theme in a view
/// ```
/// As Apple's `EnvironmentKey` page describes: reading a key no ancestor set gives its
/// `defaultValue`; `.environment(\.theme, x)` sets it for the views inside, and the innermost
/// setting wins.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value a view reads when no ancestor has set the key.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value of a custom key: the innermost ancestor's setting, else `K.defaultValue`
    /// (Apple's `EnvironmentValues.subscript(_:)`).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// The values of custom `EnvironmentKey`s set in an environment, by key type. Looked up by key
/// only, never iterated (the order of a dictionary is not deterministic).
struct CustomEnvironmentValues {
    private var byKey: [ObjectIdentifier: Any] = [:]

    subscript(key: ObjectIdentifier) -> Any? {
        get { byKey[key] }
        set { byKey[key] = newValue }
    }
}

/// Declares an environment value in an extension of `EnvironmentValues`, as SwiftUI's `@Entry`
/// (iOS 18 SDK, back-deployed; Apple, `Entry()`): `@Entry var cardTint: Color = .red` is read
/// with `@Environment(\.cardTint)` and set with `.environment(\.cardTint, .blue)`. The
/// expansion (SwipeUI's own compiler plugin, `SwipeUIPreviewMacro/EntryMacro.swift`) is a key
/// type `__Key_cardTint` whose default is the initial value, and accessors through it.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwipeUIPreviewMacro", type: "EntryMacro")
