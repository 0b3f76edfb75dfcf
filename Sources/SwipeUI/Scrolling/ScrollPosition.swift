import SwipeMotion
import SwipeRaster

/// `.scrollPosition(id:anchor:)`'s binding, type-erased, as the scroll view it modifies keeps it.
struct ScrollPositionLink {
    let read: () -> AnyHashable?
    let write: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

extension View {
    /// `.scrollPosition(id: $current, anchor:)` (iOS 17) on a `ScrollView` whose content has a
    /// `.scrollTargetLayout()`: two-way.
    /// - **Reading.** "As the scroll view scrolls, the binding will be updated with the identity
    ///   of the leading-most / top-most view" (Apple, `scrollPosition(id:anchor:)`): at every
    ///   display frame on which the content has scrolled (a drag, a fling, a programmatic
    ///   scroll), the id of the first target that shows at least half a point past the visible
    ///   area's leading (top) edge — with an `anchor`, the first target reaching past that
    ///   anchor point of the visible area — is written when it differs from the last one, in a
    ///   transaction without animation, taking effect at the next display frame (SwiftUI writes
    ///   it after the scroll, not during the update that moved it). Nothing is written before
    ///   the content first scrolls, nor while an animated programmatic scroll runs (the binding
    ///   keeps the id it was set to; a `scrollTo` reports where it ended).
    /// - **Writing.** Setting the binding (also its first value) scrolls the target with that id
    ///   to `anchor` (nil: the leading / top edge, Apple's default for this modifier), animated
    ///   under `withAnimation`, as `ScrollViewProxy.scrollTo` does. An id no target has does nothing.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionLink(
            read: { id.wrappedValue.map(AnyHashable.init) },
            write: { id.wrappedValue = $0?.base as? ID }, anchor: anchor)
        return environmentChange(".scrollPosition") { $0.scrollPosition = link }
    }
}

extension ScrollState {
    /// The scroll view's binding read `value` in an update (transaction `animation`, display time
    /// `t`): a value it did not write itself is a request to scroll there, carried out once the
    /// layout pass has placed the targets (`applyPositionRequest`).
    func notePosition(_ value: AnyHashable?, animation: Animation?, at t: Double) {
        guard value != reportedPositionID else { return }
        reportedPositionID = value
        if let value { positionRequest = (value, animation, t) }
    }

    /// Scrolls to the target a binding asked for (after layout: the targets are placed).
    func applyPositionRequest() {
        guard let request = positionRequest else { return }
        positionRequest = nil
        guard let target = targets.first(where: { $0.id == request.id }) else { return }
        let anchor = position?.anchor ?? (contentAxis == .horizontal ? .leading : .top)
        scroll(to: offset(toShow: target.frame, anchor: anchor, from: offset(at: request.time)), animation: request.animation, at: request.time)
    }

    /// The id `.scrollPosition` reports for the content at `offset` (see `scrollPosition(id:anchor:)`).
    func positionID(at offset: Vector2) -> AnyHashable? {
        let axis = contentAxis
        let a = position?.anchor.map { Double(axis == .horizontal ? $0.x : $0.y) }
        let edge = offset[axis] + (a ?? 0) * viewportSize[axis] + (a == nil ? ScrollPhysics.restingDistance : 0)
        return targets.first { $0.frame.origin(axis) + $0.frame.size(axis) > edge }?.id
    }
}

extension ViewGraph {
    /// Writes each `.scrollPosition` binding whose scroll view, as presented at `time`, shows
    /// another first target than the one last reported (scroll views in tree order).
    func reportScrollPositions(presentedAt time: Double) {
        for state in scrollPositionStates where state.hasScrolled && !state.isScrollingProgrammatically {
            guard let link = state.position, let id = state.positionID(at: state.offset(at: time)),
                id != state.reportedPositionID
            else { continue }
            state.reportedPositionID = id
            perform(in: Transaction()) { link.write(id) }
        }
    }
}
