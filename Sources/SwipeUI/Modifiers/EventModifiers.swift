extension View {
    /// Attaches `gesture`: a scripted touch that goes down on the view drives it. Of the
    /// gestures under the finger, the innermost view's recognises first, and the first to
    /// recognise cancels the others (SwiftUI gives a child's gesture precedence).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, label: ".gesture", priority: .normal))
    }
    /// Attaches `gesture`, taking touches only while `isEnabled` (iOS 18, Apple
    /// `gesture(_:isEnabled:)`); a disabled gesture leaves the touch to the others.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, label: ".gesture", priority: .normal, isEnabled: isEnabled))
    }
    /// Attaches `gesture` ahead of the gestures of the views inside: it gets each touch event
    /// before them, so when it recognises they are cancelled (SwiftUI: "a gesture with higher
    /// precedence than gestures defined by the view"). `mask` is accepted; every gesture runs.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, label: ".highPriorityGesture", priority: .high))
    }
    /// Attaches `gesture` to run alongside the others: its recognising cancels no other gesture,
    /// and another's recognising does not cancel it (SwiftUI: "processes simultaneously with
    /// gestures defined by the view").
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, label: ".simultaneousGesture", priority: .simultaneous))
    }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration).onEnded { _ in action() })
    }
    /// With `false`, no touch lands on the view or anything inside it: it goes to the views
    /// behind, as if the view were not there (it is still drawn).
    public func allowsHitTesting(_ enabled: Bool) -> some View { node(".allowsHitTesting", .allowsHitTesting(enabled)) }
    /// With `true`, the gestures and buttons inside do not respond (the touch still stops at the
    /// view); `EnvironmentValues.isEnabled` is false inside.
    public func disabled(_ disabled: Bool) -> some View {
        environmentChange(".disabled") { if disabled { $0.isEnabled = false } }
    }

    /// Animates changes inside the view with `animation` whenever `value` changed in the update
    /// (overriding the transaction's animation there), and only then.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        node(".animation", .animation(animation, value: AnyEquatable(value)))
    }
    /// Animates every change inside the view with `animation` (deprecated in SwiftUI, still used
    /// by older decks such as seed 001).
    public func animation(_ animation: Animation?) -> some View { node(".animation", .animation(animation, value: nil)) }

    /// Runs `action` on the display frame the view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        node(".onAppear", .events(ViewEvents(onAppear: action)))
    }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        node(".onDisappear", .events(ViewEvents(onDisappear: action)))
    }
    /// Runs `action(old, new)` after an update in which `value` changed.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        let events = ViewEvents(
            onChange: (
                AnyEquatable(value),
                { old, new in
                    if let old = old as? V, let new = new as? V { action(old, new) }
                }, initial
            ))
        return node(".onChange", .events(events))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }
    /// iOS 16's form: `action(new)`.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        onChange(of: value, initial: false) { (_: V, new: V) in action(new) }
    }
    /// Runs `action` with the view's frame (points, canvas space) after each update in which it
    /// changed, and on the first.
    public func onGeometryChange(action: @escaping (CGRect) -> Void) -> some View {
        node(".onGeometryChange", .events(ViewEvents(onGeometryChange: action)))
    }
}

/// Which gestures a `.gesture` enables; accepted for source compatibility.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture as the graph keeps it: a factory of recognizers, plus, for a Button, the names a
/// script's `tap` finds it by.
struct GestureAttachment {
    let makeRecognizer: () -> AnyRecognizer?
    var buttonNames: [String] = []
    let gestureType: String
    /// False under `.disabled(true)`: the view is still hit (the touch stops there) but the
    /// gesture does not run, and a disabled Button ignores taps.
    var isEnabled = true
    var priority = GesturePriority.normal
}

/// How an attached gesture competes with the others under the finger.
enum GesturePriority {
    /// Innermost first; the first to recognise cancels the rest.
    case normal
    /// Before every normal gesture (`highPriorityGesture`; innermost first among themselves).
    case high
    /// Neither cancels nor is cancelled (`simultaneousGesture`).
    case simultaneous
}

struct GestureModifier<G: Gesture>: NodeModifier {
    let gesture: G
    let label: String
    let priority: GesturePriority
    /// False: the gesture takes no touches (`gesture(_:isEnabled:)`), as under `.disabled(true)`.
    var isEnabled = true
    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        let gesture = self.gesture
        let attachment = GestureAttachment(
            makeRecognizer: { recognizer(for: gesture) }, gestureType: context.graph.typeName(of: G.self),
            isEnabled: isEnabled && context.environment.isEnabled, priority: priority)
        guard recognizer(for: gesture) != nil else {
            throw context.error(
                label,
                "SwipeSim cannot run a gesture of type \(G.self); use DragGesture, LongPressGesture, TapGesture and their .onChanged/.onEnded/.updating/.sequenced(before:) forms"
            )
        }
        return context.node(.gesture(attachment), typeName: label, children: [child])
    }
}
