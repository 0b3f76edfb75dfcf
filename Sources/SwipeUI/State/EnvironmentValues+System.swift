/// The environment values that describe the device and the user's settings, as a simulation
/// has them: an iPhone app in the foreground, with the system's default settings. Decks read
/// them (`@Environment(\.scenePhase)`, `@Environment(\.horizontalSizeClass)`, the accessibility
/// settings) and may set them for a subtree with `.environment(_:_:)`, as in SwiftUI.
struct SystemSettings {
    var scenePhase = ScenePhase.active
    var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    var verticalSizeClass: UserInterfaceSizeClass? = .regular
    var colorSchemeContrast = ColorSchemeContrast.standard
    var legibilityWeight: LegibilityWeight? = .regular
    var accessibilityVoiceOverEnabled = false
    var accessibilityDifferentiateWithoutColor = false
    var accessibilityReduceTransparency = false
    var accessibilityInvertColors = false
    var accessibilityShowButtonShapes = false
    var accessibilitySwitchControlEnabled = false
    var accessibilityEnabled = false
    var editMode: Binding<EditMode>?
}

/// An app scene's operational state (Apple, `ScenePhase`). A simulated app is in the
/// foreground and interactive: `.active`, and it stays so for the whole run.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

/// A size class (Apple, `UserInterfaceSizeClass`): an iPhone in portrait has a compact width and
/// a regular height; in landscape a compact height (and, except on the largest iPhones, a
/// compact width) — Apple Human Interface Guidelines, "Layout", the device size classes table.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// The Increase Contrast setting (Apple, `ColorSchemeContrast`); `.standard` by default.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard
    case increased
}

/// The Bold Text setting (Apple, `LegibilityWeight`); `.regular` by default.
public enum LegibilityWeight: Hashable, Sendable {
    case regular
    case bold
}

/// Whether a list is being edited (Apple, `EditMode`); a list in a simulation is not, unless a
/// deck sets `\.editMode`.
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    /// True for `.active` and `.transient` (Apple: "Indicates whether a view is being edited").
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// `.active`: a simulated app is in the foreground for the whole run.
    public var scenePhase: ScenePhase {
        get { system.scenePhase }
        set { system.scenePhase = newValue }
    }
    /// `.compact`, as on an iPhone (the simulation's canvas is an iPhone screen).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { system.horizontalSizeClass }
        set { system.horizontalSizeClass = newValue }
    }
    /// `.regular` on a portrait canvas, `.compact` on a landscape one.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { system.verticalSizeClass }
        set { system.verticalSizeClass = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { system.colorSchemeContrast }
        set { system.colorSchemeContrast = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { system.legibilityWeight }
        set { system.legibilityWeight = newValue }
    }
    /// False: no VoiceOver in a simulation.
    public var accessibilityVoiceOverEnabled: Bool {
        get { system.accessibilityVoiceOverEnabled }
        set { system.accessibilityVoiceOverEnabled = newValue }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { system.accessibilityDifferentiateWithoutColor }
        set { system.accessibilityDifferentiateWithoutColor = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { system.accessibilityReduceTransparency }
        set { system.accessibilityReduceTransparency = newValue }
    }
    public var accessibilityInvertColors: Bool {
        get { system.accessibilityInvertColors }
        set { system.accessibilityInvertColors = newValue }
    }
    public var accessibilityShowButtonShapes: Bool {
        get { system.accessibilityShowButtonShapes }
        set { system.accessibilityShowButtonShapes = newValue }
    }
    public var accessibilitySwitchControlEnabled: Bool {
        get { system.accessibilitySwitchControlEnabled }
        set { system.accessibilitySwitchControlEnabled = newValue }
    }
    /// Whether any assistive technology is on: false in a simulation.
    public var accessibilityEnabled: Bool {
        get { system.accessibilityEnabled }
        set { system.accessibilityEnabled = newValue }
    }
    /// Nil unless a deck sets it (Apple: a binding to the edit mode, nil outside an editable list).
    public var editMode: Binding<EditMode>? {
        get { system.editMode }
        set { system.editMode = newValue }
    }
}
