import SwipeRaster
import SwipeMotion

/// Runs a preset the way SwiftUI runs a view: state changes happen in transactions; after each,
/// the preset's view model is compared with what is on screen, and every attribute whose target
/// changed is handed to its animator with the transaction's animation (or the attribute's
/// `.animation(_:value:)` override). Elements that appear or disappear inside an animated
/// transaction run their insertion or removal transition; a removed element stays on screen
/// until its removal animation finishes.
///
/// Time is virtual: every call carries an absolute time in seconds, in non-decreasing order —
/// the display-frame times of `DeckPlayer`, on which handlers, transactions and timers take
/// effect (FACTS.md §4).
public final class DeckRuntime {
    let preset: DeckPreset
    /// Display frames per second: animators evaluate fluid springs on this clock.
    let displayRate: Int
    /// The current virtual time in seconds.
    public private(set) var time = 0.0
    private var elements: [LiveElement] = []
    private var timers: [ScheduledAction] = []
    private var timerSequence = 0
    /// The transaction being applied, while a preset handler runs.
    private var isGestureUpdate = false

    struct LiveElement {
        var id: String
        var zIndex: Double
        /// Position among siblings for equal zIndex; a leaving element keeps its old place.
        var order: Double
        var attributes: [LiveAttribute]
        var isLeaving: Bool
        /// The removal transition the model gave last; used when the element disappears.
        var removal: Transition
        var transitionAnimation: Animation?
    }

    struct LiveAttribute {
        var name: String
        var target: AttributeValue
        var watched: AttributeValue?
        var animator: AttributeAnimator
    }

    struct ScheduledAction {
        var time: Double
        var sequence: Int
        var action: (DeckRuntime) -> Void
    }

    public init(preset: DeckPreset, displayRate: Int = 60) {
        self.preset = preset
        self.displayRate = displayRate
        reconcile(animation: nil)
    }

    // MARK: - Transactions (what preset handlers call)

    /// `withAnimation(animation) { body }`: state changes in `body` animate with `animation`.
    public func withAnimation(_ animation: Animation?, _ body: () -> Void) {
        body()
        reconcile(animation: animation)
    }

    /// A state change without an animation. Inside a gesture handler its values are
    /// velocity-tracked, so a spring started later begins with the finger's velocity.
    public func update(_ body: () -> Void) {
        body()
        reconcile(animation: nil)
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay)` on the virtual clock.
    public func asyncAfter(_ delay: Double, _ action: @escaping (DeckRuntime) -> Void) {
        timerSequence += 1
        timers.append(ScheduledAction(time: time + max(0, delay), sequence: timerSequence, action: action))
    }

    // MARK: - Driving (what the simulation calls)

    /// A timer's deadline counts as reached within this many seconds of it, so a deadline of
    /// t_m + 0.3 s computed in floating point lands on the display frame 0.3 s later.
    static let timerTolerance = 1e-9

    /// Moves the clock to `newTime` (a display frame), then fires every timer due at or before
    /// it, in deadline order: a timer takes effect at the first display frame at or after its
    /// deadline, and its handler runs at that frame's time.
    func advance(to newTime: Double) {
        time = max(time, newTime)
        while let next = nextTimer(dueBy: time + DeckRuntime.timerTolerance) {
            next.action(self)
        }
    }

    /// Runs a gesture handler at `eventTime`: updates without animation are velocity-tracked.
    func handleGesture(at eventTime: Double, _ handler: (DeckRuntime) -> Void) {
        advance(to: eventTime)
        isGestureUpdate = true
        handler(self)
        isGestureUpdate = false
    }

    /// Runs a non-gesture event handler (a button tap) at `eventTime`.
    func handleEvent(at eventTime: Double, _ handler: (DeckRuntime) -> Void) {
        advance(to: eventTime)
        handler(self)
    }

    private func nextTimer(dueBy limit: Double) -> ScheduledAction? {
        var best: Int?
        for (index, timer) in timers.enumerated() where timer.time <= limit {
            if let current = best {
                let other = timers[current]
                if (timer.time, timer.sequence) < (other.time, other.sequence) { best = index }
            } else {
                best = index
            }
        }
        guard let index = best else { return nil }
        return timers.remove(at: index)
    }

    /// The values on screen at `sampleTime` (after `advance(to:)`), in drawing order.
    func snapshot(at sampleTime: Double) -> [ElementSnapshot] {
        advance(to: sampleTime)
        var result: [ElementSnapshot] = []
        for index in elements.indices {
            var values: [(name: String, value: AttributeValue)] = []
            var animating = false
            for attributeIndex in elements[index].attributes.indices {
                let value = elements[index].attributes[attributeIndex].animator.value(at: sampleTime)
                animating = animating || elements[index].attributes[attributeIndex].animator.isAnimating(at: sampleTime)
                values.append((elements[index].attributes[attributeIndex].name, value))
            }
            let element = elements[index]
            result.append(ElementSnapshot(id: element.id, zIndex: element.zIndex, order: element.order,
                                          values: values, isLeaving: element.isLeaving, isAnimating: animating))
        }
        // A removed element leaves the screen once its removal animation has finished.
        elements.removeAll { element in
            element.isLeaving && !result.contains { $0.id == element.id && $0.isAnimating }
        }
        return result
            .filter { snapshot in !snapshot.isLeaving || snapshot.isAnimating }
            .sorted { ($0.zIndex, $0.order) < ($1.zIndex, $1.order) }
    }

    /// The presented velocity of one attribute at `sampleTime` (value units per second), for
    /// tests and motion reports; nil when the element or attribute does not exist.
    func velocity(ofElement id: String, attribute name: String, at sampleTime: Double) -> AttributeValue? {
        advance(to: sampleTime)
        guard let element = elements.firstIndex(where: { $0.id == id }),
              let attribute = elements[element].attributes.firstIndex(where: { $0.name == name }) else { return nil }
        return elements[element].attributes[attribute].animator.velocity(at: sampleTime)
    }

    /// The stored force of the fluid spring running on one attribute, as of the last
    /// evaluation; nil when none runs (tests and motion reports).
    func fluidSpringForce(ofElement id: String, attribute name: String) -> AttributeValue? {
        guard let element = elements.firstIndex(where: { $0.id == id }),
              let attribute = elements[element].attributes.firstIndex(where: { $0.name == name }) else { return nil }
        return elements[element].attributes[attribute].animator.fluidSpringForce
    }

    // MARK: - Reconciling the view model with the screen

    private func reconcile(animation: Animation?) {
        let model = preset.viewModel()
        var next: [LiveElement] = []
        var remaining = elements
        for (position, element) in model.elements.enumerated() {
            if let index = remaining.firstIndex(where: { $0.id == element.id }) {
                var live = remaining.remove(at: index)
                live.zIndex = element.zIndex
                live.order = Double(position)
                live.isLeaving = false
                live.removal = element.removal
                live.transitionAnimation = element.transitionAnimation
                update(&live, with: element, animation: animation)
                next.append(live)
            } else {
                next.append(insert(element, order: Double(position), animation: animation))
            }
        }
        // Elements no longer in the model: animate their removal, or drop them at once.
        for var gone in remaining {
            if gone.isLeaving {
                next.append(gone)
                continue
            }
            guard let animation = animation ?? gone.transitionAnimation, !gone.removal.changes.isEmpty else { continue }
            let removal = gone.removal
            gone.isLeaving = true
            gone.order -= 0.5
            for index in gone.attributes.indices {
                let target = removal.apply(to: gone.attributes[index].name, gone.attributes[index].target)
                if target != gone.attributes[index].target {
                    gone.attributes[index].animator.set(target, animation: animation, at: time)
                    gone.attributes[index].target = target
                }
            }
            next.append(gone)
        }
        elements = next
    }

    private func update(_ live: inout LiveElement, with element: ElementModel, animation: Animation?) {
        for attribute in element.attributes {
            guard let index = live.attributes.firstIndex(where: { $0.name == attribute.name }) else {
                live.attributes.append(LiveAttribute(
                    name: attribute.name, target: attribute.value, watched: attribute.implicitAnimation?.watched,
                    animator: AttributeAnimator(attribute.value, animatableScale: attribute.animatableScale, displayRate: displayRate)))
                continue
            }
            let changed = live.attributes[index].target != attribute.value
            var effective = animation
            if let implicit = attribute.implicitAnimation {
                let fires = implicit.watched.map { $0 != live.attributes[index].watched } ?? changed
                if fires && (implicit.overridesExplicit || animation == nil) { effective = implicit.animation }
                live.attributes[index].watched = implicit.watched
            }
            guard changed else { continue }
            if let effective {
                live.attributes[index].animator.set(attribute.value, animation: effective, at: time)
            } else if isGestureUpdate {
                live.attributes[index].animator.track(attribute.value, at: time)
            } else {
                live.attributes[index].animator.set(attribute.value, animation: nil, at: time)
            }
            live.attributes[index].target = attribute.value
        }
    }

    private func insert(_ element: ElementModel, order: Double, animation: Animation?) -> LiveElement {
        var attributes: [LiveAttribute] = []
        for attribute in element.attributes {
            let start = animation == nil ? attribute.value : element.insertion.apply(to: attribute.name, attribute.value)
            var animator = AttributeAnimator(start, animatableScale: attribute.animatableScale, displayRate: displayRate)
            if let animation, start != attribute.value {
                animator.set(attribute.value, animation: animation, at: time)
            }
            attributes.append(LiveAttribute(name: attribute.name, target: attribute.value,
                                            watched: attribute.implicitAnimation?.watched, animator: animator))
        }
        return LiveElement(id: element.id, zIndex: element.zIndex, order: order, attributes: attributes, isLeaving: false,
                           removal: element.removal, transitionAnimation: element.transitionAnimation)
    }
}

/// One element's values at one instant.
public struct ElementSnapshot {
    public var id: String
    public var zIndex: Double
    var order: Double
    public var values: [(name: String, value: AttributeValue)]
    /// True while the element plays its removal transition.
    public var isLeaving: Bool
    public var isAnimating: Bool

    public func scalar(_ name: String, default fallback: Double = 0) -> Double {
        values.first { $0.name == name }?.value.scalar ?? fallback
    }

    public func vector(_ name: String) -> Point {
        values.first { $0.name == name }?.value.vector ?? .zero
    }
}
