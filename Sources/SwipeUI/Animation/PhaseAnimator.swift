/// iOS 17's phase animations (Apple, "PhaseAnimator" and "phaseAnimator(_:trigger:content:animation:)"):
/// the content is built for one phase at a time, and each change of phase is animated with
/// `animation(newPhase)` (`.default` unless given).
/// - Without a trigger, "the phase animator … cycles through the phases continuously": on
///   appearing it moves to the second phase, and each time a move's animation logically
///   completes, to the next (after the last, the first).
/// - With a trigger, it rests at the first phase; "when the trigger value changes, the animator
///   runs through each phase in turn, animating from the current phase to the next, and finally
///   returns to the first phase".
/// A move waits for its animation to complete logically, as `withAnimation(_:completionCriteria:_:completion:)`
/// reports it (`AnimationCompletion.swift`), so a phase with no animation still moves at most
/// once per display frame.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatableBox?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0

    /// Cycles through `phases` continuously.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = AnyEquatableBox(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        Group {
            if phases.isEmpty {
                EmptyView()
            } else {
                content(phases[min(index, phases.count - 1)])
            }
        }
        .onAppear { if trigger == nil { move(to: 1, continuing: true) } }
        .onChange(of: trigger ?? AnyEquatableBox(0)) { move(to: 1, continuing: false) }
    }

    /// Animates to phase `next` (modulo the count); then, cycling or until back at the first
    /// phase, to the one after.
    private func move(to next: Int, continuing: Bool) {
        guard phases.count > 1 else { return }
        let target = next % phases.count
        withAnimation(animation(phases[target]), completionCriteria: .logicallyComplete) {
            index = target
        } completion: {
            if continuing || target != 0 { move(to: target + 1, continuing: continuing) }
        }
    }
}

/// A trigger of any `Equatable` type, compared as SwiftUI compares it.
struct AnyEquatableBox: Equatable {
    let value: Any
    let equals: (Any) -> Bool
    init<T: Equatable>(_ value: T) {
        self.value = value
        self.equals = { ($0 as? T) == value }
    }
    static func == (a: AnyEquatableBox, b: AnyEquatableBox) -> Bool { a.equals(b.value) }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier was applied to, handed to its
/// content closure (SwiftUI's `PlaceholderContentView`).
public struct PlaceholderContentView<Value>: View {
    let content: AnyView
    public var body: some View { content }
}

extension View {
    /// The view built by `content` for each phase in turn, cycling continuously.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// The view built by `content` for each phase in turn, once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}
