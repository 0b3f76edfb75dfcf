extension View {
    /// The font of the text and symbols inside.
    public func font(_ font: Font?) -> some View { environmentChange(".font") { $0.font = font } }
    public func bold(_ isActive: Bool = true) -> some View { environmentChange(".bold") { $0.isBold = isActive } }
    /// Text inside in italic (iOS 16's view modifier).
    public func italic(_ isActive: Bool = true) -> some View { environmentChange(".italic") { $0.isItalic = isActive } }
    public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChange(".fontWeight") { $0.fontWeight = weight } }
    /// The font design for text inside (iOS 16.1); SwipeSim draws every design with its one
    /// family, as it does `Font.system(design:)`.
    public func fontDesign(_ design: Font.Design?) -> some View { environmentChange(".fontDesign") { $0.fontDesign = design } }
    public func monospacedDigit() -> some View { environmentChange(".monospacedDigit") { $0.usesMonospacedDigits = true } }
    /// The style of text, symbols and shapes without their own fill.
    /// `.tint` (`TintShapeStyle`) is the tint in effect where the modifier is.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let value = ShapeStyleValue(style)
        let isTint = style is TintShapeStyle
        return environmentChange(".foregroundStyle") {
            $0.foregroundStyle = isTint ? .color($0.tint.rgba) : value
            $0.isForegroundStyleSet = true
        }
    }
    /// The colour of text, symbols and shapes without their own fill; nil removes an outer one.
    public func foregroundColor(_ color: Color?) -> some View {
        environmentChange(".foregroundColor") {
            $0.foregroundStyle = .color((color ?? .primary).rgba)
            $0.isForegroundStyleSet = color != nil
        }
    }
    /// The accent colour of controls inside (SwipeSim: buttons' label colour, a `Toggle`'s
    /// on-colour; nil restores the defaults).
    public func tint(_ color: Color?) -> some View {
        environmentChange(".tint") {
            $0.tint = color ?? .accentColor
            $0.isTintSet = color != nil
        }
    }
    /// A shape style as the tint (iOS 16's `tint(_:)` for any `ShapeStyle`). SwipeSim keeps one
    /// tint colour: a colour tints as `tint(_ color:)` does, a gradient with its first colour.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let color: Color? = tint.map { style in
            switch ShapeStyleValue(style) {
            case .color(let c): return Color(c)
            case .gradient(let stops, _): return stops.first.map { Color($0.color) } ?? .accentColor
            case .material(let material): return material.tint
            }
        }
        return self.tint(color)
    }
    public func lineLimit(_ number: Int?) -> some View { environmentChange(".lineLimit") { $0.lineLimit = number } }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentChange(".multilineTextAlignment") { $0.multilineTextAlignment = alignment }
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentChange(".truncationMode") { $0.truncationMode = mode }
    }
    public func imageScale(_ scale: Image.Scale) -> some View { environmentChange(".imageScale") { $0.imageScale = scale } }
    /// Sets an environment value for the views inside.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentChange(".environment") { $0[keyPath: keyPath] = value }
    }

    // Accessibility: accepted, with no drawing effect. `accessibilityLabel` and
    // `accessibilityIdentifier` also name a `Button` for a script's `tap` step.
    public func accessibilityLabel(_ label: String) -> some View { environmentChange(".accessibilityLabel") { $0.accessibilityName = label } }
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.string) }
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        environmentChange(".accessibilityIdentifier") { $0.accessibilityIdentifier = identifier }
    }
    public func accessibilityHint(_ hint: String) -> some View { environmentChange(".accessibilityHint") { _ in } }
    public func accessibilityValue(_ value: String) -> some View { environmentChange(".accessibilityValue") { _ in } }
    public func accessibilityHidden(_ hidden: Bool) -> some View { environmentChange(".accessibilityHidden") { _ in } }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        environmentChange(".accessibilityElement") { _ in }
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { environmentChange(".accessibilityAddTraits") { _ in } }
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View {
        environmentChange(".accessibilityAction") { _ in }
    }
}

/// Accepted for source compatibility.
public enum AccessibilityChildBehavior: Sendable { case ignore, contain, combine }

/// Accepted for source compatibility.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isImage = AccessibilityTraits(rawValue: 4)
}
