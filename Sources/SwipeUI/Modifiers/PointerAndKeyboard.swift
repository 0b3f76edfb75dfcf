/// Pointer, keyboard and drag-and-drop modifiers, which a touch simulation has no events for
/// (SwipeSim's script is taps, drags and waits on a touch screen). Each compiles as in SwiftUI
/// and draws its content unchanged; where an action would run on a device with a pointer,
/// keyboard or drag session, it never runs here, and `Simulation.warnings` says so once per
/// modifier (naming the first view that uses it: a list of a hundred rows gives one note):
/// - `.onHover(perform:)` (Apple: "Adds an action to perform when the user moves the pointer
///   over or away from the view's frame") and `.hoverEffect(_:)` / `.hoverEffectDisabled(_:)`
///   (the pointer's highlight or lift on iPad).
/// - `.onKeyPress(…)` (iOS 17; Apple, "onKeyPress(_:action:)": "Performs an action if the user
///   presses a key on a hardware keyboard while the view has focus").
/// - `.draggable(_:)` / `.draggable(_:preview:)` and `.dropDestination(for:action:isTargeted:)`
///   (iOS 16; Apple: drag and drop of `Transferable` items), `.springLoadingBehavior(_:)`.
extension View {
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(SkippedBehavior(label: ".onHover", note: "there is no pointer in a touch simulation: the hover action never runs"))
    }
    /// Drawn only under a pointer: nothing to note.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { keyPressNote() }
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { keyPressNote() }
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { keyPressNote() }
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressNote()
    }
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        keyPressNote()
    }
    private func keyPressNote() -> some View {
        modifier(SkippedBehavior(label: ".onKeyPress", note: "there is no hardware keyboard in a touch simulation: the key press action never runs"))
    }

    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { dragNote(".draggable") }
    public func draggable<T: Transferable, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View {
        dragNote(".draggable")
    }
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        dragNote(".dropDestination")
    }
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { self }
    private func dragNote(_ label: String) -> some View {
        modifier(
            SkippedBehavior(
                label: label,
                note: "drag and drop is not simulated (a drag in the script moves views and scrolls, it starts no drag session): nothing is dragged or dropped")
        )
    }
}

/// Resolves its content unchanged and notes once per simulation, by its label, what is skipped.
struct SkippedBehavior: NodeModifier {
    let label: String
    let note: String
    /// False when this use skips nothing (no note).
    var applies = true

    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        guard applies else { return nil }
        let path = context.typePath.appending(label).clippedDescription(keepingFirst: 4, last: 6)
        context.graph.warnings.note(key: "skipped \(label)", "\(path): \(note) (noted once, for the first view)")
        return nil
    }
}

/// The pointer's effect on iPad (Apple, "HoverEffect").
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// Whether a drop target opens when a drag hovers on it (Apple, "SpringLoadingBehavior").
public struct SpringLoadingBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// A key (Apple, "KeyEquivalent"): a character, or one of the named keys (the arrows and
/// other function keys as the private-use characters AppKit gives them, `NSUpArrowFunctionKey`
/// 0xF700 and on; only their identity matters here).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
}

/// A key press (Apple, "KeyPress"): which key, its characters and phase, and what the action did.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let phase: Phases

    public enum Result: Sendable { case handled, ignored }

    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}

/// Something that can be dragged and dropped (Core Transferable's `Transferable`): SwipeSim
/// simulates no drag sessions, so the protocol asks for nothing; strings, URLs and data conform.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
