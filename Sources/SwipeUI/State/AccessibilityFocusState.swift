/// SwiftUI's `@AccessibilityFocusState` (iOS 15): which view an assistive technology — VoiceOver,
/// Switch Control — has focused, read and moved with `.accessibilityFocused(_:)`.
///
/// A simulation runs no assistive technology (`\.accessibilityVoiceOverEnabled` is false), so no
/// view ever holds accessibility focus: the state always reads unfocused — `false`, or nil for an
/// optional value — and a write, such as a deck's `focus = true` to move VoiceOver to the new
/// top card, changes nothing, as on a device where VoiceOver is off. Frames are the same as
/// without it.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable> {
    let unfocused: Value

    /// A Boolean state: whether the view bound with `.accessibilityFocused(_:)` has focus.
    public init() where Value == Bool { unfocused = false }
    /// An optional state: the value of the focused view bound with
    /// `.accessibilityFocused(_:equals:)`, nil when none has focus.
    public init<T: Hashable>() where Value == T? { unfocused = nil }
    /// Focus of the given assistive technologies only.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { unfocused = false }
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { unfocused = nil }

    /// Unfocused: no assistive technology runs in a simulation; a write changes nothing.
    public var wrappedValue: Value {
        get { unfocused }
        nonmutating set {}
    }
    public var projectedValue: Binding { Binding(unfocused: unfocused) }

    /// What `$focus` passes to `.accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let unfocused: Value
        public var wrappedValue: Value {
            get { unfocused }
            nonmutating set {}
        }
        public var projectedValue: Binding { self }
    }
}

/// The assistive technologies an `AccessibilityFocusState` follows.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1)
    public static let switchControl = AccessibilityTechnologies(rawValue: 2)
}

extension View {
    /// Binds the view's accessibility focus to `condition`: accepted; with no assistive
    /// technology running, the view never takes focus (`AccessibilityFocusState`).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        environmentChange(".accessibilityFocused") { _ in }
    }
    /// Binds the view's accessibility focus to `binding` holding `value`: accepted, as above.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        environmentChange(".accessibilityFocused") { _ in }
    }
}
