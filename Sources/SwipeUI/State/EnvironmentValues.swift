import SwipeRaster

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
/// Read them with `@Environment(\.name)`; set them with `.environment(\.name, value)` or the
/// modifiers that imply them (`.font`, `.foregroundStyle`, `.lineLimit`, …).
public struct EnvironmentValues {
    /// The Reduce Motion accessibility setting (the simulation's option).
    public var accessibilityReduceMotion = false
    /// Reading direction; right-to-left mirrors horizontal layout (the simulation's option).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The font of text and symbol images; nil means `.body`.
    public var font: Font?
    /// Maximum number of lines of text; nil is unlimited.
    public var lineLimit: Int?
    /// Alignment of the lines of wrapped text.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Whether Dynamic Type sizes are the default (SwipeSim draws the default content size).
    public var isEnabled = true
    /// Symbol image scale.
    public var imageScale: Image.Scale = .medium

    var tint: Color = .accentColor
    /// The accessibility label in effect (one of the names a script's `tap` finds a Button by).
    var accessibilityName: String?
    /// The `accessibilityIdentifier` in effect: the outermost view under it is reported in
    /// `Frame.identifiedViews`, as a UI test finds a view by identifier.
    var accessibilityIdentifier: String?
    var foregroundStyle: ShapeStyleValue = .color(Color.primary.rgba)
    var fontWeight: Font.Weight?
    var isBold = false
    var usesMonospacedDigits = false
    var truncationMode: Text.TruncationMode = .tail
    /// Objects set with `.environmentObject(_:)` and `.environment(_ object:)`, by type.
    var objects = EnvironmentObjects()

    public init() {}

    /// The font in effect for text, with `.bold()` / `.fontWeight` applied.
    var resolvedFont: Font {
        var font = self.font ?? .body
        if let fontWeight { font = font.weight(fontWeight) }
        if isBold { font = font.bold() }
        if usesMonospacedDigits { font = font.monospacedDigit() }
        return font
    }
}

/// Horizontal alignment of the lines of multiline text.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// The objects in an environment, one per type and kind (an `ObservableObject` set with
/// `.environmentObject(_:)` is not an `@Observable` set with `.environment(_:)`, as in SwiftUI).
/// Looked up by key only, never iterated.
struct EnvironmentObjects {
    enum Key: Hashable {
        case observableObject(ObjectIdentifier)
        case observable(ObjectIdentifier)

        static func observableObject(_ type: Any.Type) -> Key { .observableObject(ObjectIdentifier(type)) }
        static func observable(_ type: Any.Type) -> Key { .observable(ObjectIdentifier(type)) }
    }

    private var byKey: [Key: AnyObject] = [:]

    subscript(key: Key) -> AnyObject? {
        get { byKey[key] }
        set { byKey[key] = newValue }
    }
}
