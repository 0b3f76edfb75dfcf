/// SwiftUI's `PreferenceKey`: a named value that views pass *up* the tree, the reverse of the
/// environment. A view sets it with `.preference(key:value:)`; an ancestor reads what its
/// subtree set with `.onPreferenceChange`, `.overlayPreferenceValue` or
/// `.backgroundPreferenceValue`.
///
/// ```swift
/// struct CardHeightKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// card.background(GeometryReader { Color.clear.preference(key: CardHeightKey.self, value: $0.size.height) })
/// deck.onPreferenceChange(CardHeightKey.self) { tallest = $0 }
/// ```
///
/// How values combine is `PreferenceCombiner` in OpenSwiftUI
/// (`Sources/OpenSwiftUICore/Data/Preference/PreferenceCombiner.swift`): a view that sets no
/// value contributes nothing; one contribution is the value as it is; several are reduced in
/// view-tree order, the first taken as it is and each next one passed to `reduce` — so
/// `defaultValue` is what a reader sees only when nothing in its subtree set the key (Apple,
/// `PreferenceKey.reduce(value:nextValue:)`: "receives its values in view-tree order").
public protocol PreferenceKey {
    associatedtype Value
    /// The value a reader sees when no view inside sets one.
    static var defaultValue: Value { get }
    /// Combines `value` (what the views before gave) with the next view's value.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// An optional value defaults to nil (OpenSwiftUI `PreferenceKey.swift`).
    public static var defaultValue: Value { Value(nilLiteral: ()) }
}

extension View {
    /// Sets `key` to `value` for the ancestors that read it (Apple, `View.preference(key:value:)`).
    /// It replaces whatever the views inside set for the same key (OpenSwiftUI
    /// `_PreferenceWritingModifier` removes the key from its content's inputs).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        node(".preference", .preference(PreferenceWrite(key: K.self) { _, _ in value }))
    }

    /// Changes the value the views inside give `key` (their reduced value, `K.defaultValue`
    /// when they set none) with `callback`; the view then contributes the result (OpenSwiftUI
    /// `PreferenceTransformModifier.swift`, `PreferenceTransform`).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        node(
            ".transformPreference",
            .preference(
                PreferenceWrite(key: K.self) { inner, _ in
                    var value = inner ?? K.defaultValue
                    callback(&value)
                    return value
                }))
    }

    /// Sets `key` to `transform` of an anchor of this view's geometry (`.bounds`, a rect or a
    /// point in the view's own space), which a reader turns into its own coordinates with a
    /// `GeometryProxy` (`proxy[anchor]`) — Apple, `View.anchorPreference(key:value:transform:)`.
    /// Like `.preference`, it replaces what the views inside set for the key.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        node(".anchorPreference", .preference(PreferenceWrite(key: K.self) { _, bounds in transform(value.anchor(in: bounds)) }))
    }

    /// Changes the views' value of `key` with an anchor of this view's geometry (Apple,
    /// `View.transformAnchorPreference(key:value:transform:)`).
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        node(
            ".transformAnchorPreference",
            .preference(
                PreferenceWrite(key: K.self) { inner, bounds in
                    var result = inner ?? K.defaultValue
                    transform(&result, value.anchor(in: bounds))
                    return result
                }))
    }

    /// Runs `action` with the value the views inside give `key`, after the update that laid
    /// them out, when it differs from the last value it was called with — on the first update
    /// too, when a view inside sets the key (OpenSwiftUI `PreferenceActionModifier.swift`,
    /// `PreferenceBinder`: compares with `lastValue`, then `Update.enqueueAction`). A state
    /// change in `action` is applied after the update, and evaluates the views again. The
    /// value still reaches the ancestors.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        node(".onPreferenceChange", .preferenceObserver(PreferenceObserver(key: K.self, action: action)))
    }

    /// Draws `transform(value)` in front of the view, laid out as an `.overlay` is, where
    /// `value` is what the view gives `key` (Apple, `View.overlayPreferenceValue(_:_:)`). The
    /// content is built once the view is laid out, so anchors it reads with a
    /// `GeometryReader`'s proxy are where the view is.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueDecoration<K, V>(transform: transform, isBackground: false, alignment: alignment))
    }

    /// As `overlayPreferenceValue`, drawn behind the view (Apple, `View.backgroundPreferenceValue(_:_:)`).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueDecoration<K, V>(transform: transform, isBackground: true, alignment: alignment))
    }
}

/// `.overlayPreferenceValue` / `.backgroundPreferenceValue`: the view and a secondary view
/// built from its preference value during layout (`LayoutEngine.place`, `.decorated`).
struct PreferenceValueDecoration<K: PreferenceKey, Secondary: View>: NodeModifier {
    let transform: (K.Value) -> Secondary
    let isBackground: Bool
    let alignment: Alignment
    var label: String { isBackground ? ".backgroundPreferenceValue" : ".overlayPreferenceValue" }

    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        let inner = context
        let transform = self.transform, label = self.label
        let reader = PreferenceReader { [unowned child] origin in
            let value = PreferenceReduction.value(K.self, in: child, parentOrigin: origin) ?? K.defaultValue
            var nested = inner
            return try nested.resolveContent(transform(value), component: .index(1), label: label)
        }
        let secondary = context.groupNode(.preferenceReader(reader, alignment), typeName: label, children: [])
        return context.node(.decorated(isBackground: isBackground, alignment), typeName: label, children: [child, secondary])
    }
}
