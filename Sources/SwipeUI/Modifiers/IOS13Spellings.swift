/// SwiftUI's iOS 13 spellings that later releases renamed, still in the SDK and in deck code:
/// each does what its new name does.
extension View {
    /// The accent colour of the views inside (SwiftUI `accentColor(_:)`, deprecated: "Use the
    /// asset catalog's accent color or View.tint(_:) instead"): the tint, as `.tint(_:)` sets
    /// it — a button's label, a toggle's on-colour, the selected tab item. nil restores the
    /// default.
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }

    /// `accessibility(identifier:)`, renamed `accessibilityIdentifier(_:)`: marks the view for
    /// `Frame.identifiedViews` and names a button for a script's `tapButton`, as the new name does.
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    /// `accessibility(label:)`, renamed `accessibilityLabel(_:)`: names a button for `tapButton`.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// `accessibility(hint:)`, renamed `accessibilityHint(_:)`: accepted, no drawing effect.
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint.string) }
    /// `accessibility(value:)`, renamed `accessibilityValue(_:)`: accepted, no drawing effect.
    public func accessibility(value: Text) -> some View { accessibilityValue(value.string) }
    /// `accessibility(hidden:)`, renamed `accessibilityHidden(_:)`: accepted, no drawing effect.
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    /// `accessibility(addTraits:)`, renamed `accessibilityAddTraits(_:)`: accepted, no drawing effect.
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
}
