import SwipeMotion

/// A scroll view's pan, as UIScrollView's: it waits until the finger has moved
/// `ScrollPhysics.touchSlop` points from touch-down, then decides by the direction of that
/// movement. If its dominant axis (|dy| ≥ |dx| is vertical) is one the scroll view scrolls, the
/// pan claims the touch (every gesture inside is cancelled) and the content follows the finger
/// 1:1 from there; otherwise it fails and the touch goes on to the gestures inside. That is how
/// UIKit lets orthogonal scroll views nest (a horizontal pager of vertical lists) and how a
/// card's horizontal `DragGesture` works inside a vertical `ScrollView`: a mostly-vertical drag
/// scrolls, a mostly-horizontal one drags the card. Until it decides, the gestures inside
/// see the samples only for their velocity (`AnyRecognizer.isWaitingForScrollView`).
///
/// The content does not jump by the slop: the finger's travel is counted from the point
/// `touchSlop` points from touch-down along the recognising movement, so a straight drag of
/// d points along the axis scrolls d − 10. Velocity at the lift is the same estimate a
/// `DragGesture` reports (SwipeMotion's `DragTracker`: every sample of the last 0.1 s).
final class ScrollRecognizer: AnyRecognizer {
    let state: ScrollState
    private var tracker = DragTracker(minimumDistance: ScrollPhysics.touchSlop)
    /// Where (scroll view points) the finger is when the content is at the drag's start offset.
    private var anchor: Vector2?

    init(state: ScrollState) { self.state = state }

    /// Whether the scroll view has not yet decided between claiming and failing.
    var isUndecided: Bool { phase == .possible }

    override func down(_ touch: TouchPoint, frameTime: Double) {
        tracker.record(time: touch.time, x: touch.location.x, y: touch.location.y)
        state.stop(at: frameTime)
    }

    override func move(_ touches: [TouchPoint], frameTime: Double) {
        guard phase == .possible || phase == .active else { return }
        var latest: DragValue?
        for touch in touches {
            if let value = tracker.update(time: touch.time, x: touch.location.x, y: touch.location.y) { latest = value }
        }
        guard let latest else { return }
        if phase == .possible, !recognise(latest, at: frameTime) { return }
        follow(latest)
    }

    override func record(_ touches: [TouchPoint]) {
        guard phase == .possible || phase == .active else { return }
        for touch in touches { tracker.record(time: touch.time, x: touch.location.x, y: touch.location.y) }
    }

    /// A lift past the slop within one display frame still decides (and may scroll and fling).
    override func up(_ touch: TouchPoint, frameTime: Double) {
        guard phase == .possible || phase == .active else { return }
        tracker.record(time: touch.time, x: touch.location.x, y: touch.location.y)
        let value = tracker.deliver()
        if phase == .possible, let value { _ = recognise(value, at: frameTime) }
        if phase == .active, let value {
            follow(value)
            state.release(fingerVelocity: value.velocity, at: frameTime)
            phase = .ended
        } else {
            if phase == .possible { phase = .failed }
            state.settle(at: frameTime)
        }
        _ = tracker.end()
    }

    override func cancel() {
        if phase == .possible, let graph = ViewGraph.current { state.settle(at: graph.now.seconds) }
        super.cancel()
    }

    /// Claims the touch if the movement's dominant axis is one the view scrolls; else fails.
    private func recognise(_ value: DragValue, at frameTime: Double) -> Bool {
        let d = value.translation
        let dominant: Axis = abs(d.y) >= abs(d.x) ? .vertical : .horizontal
        guard state.takesDrags(along: dominant) else {
            phase = .failed
            state.settle(at: frameTime)
            return false
        }
        phase = .active
        claimsTouch = true
        let length = d.magnitudeSquared.squareRoot()
        anchor = value.startLocation + d.scaled(by: ScrollPhysics.touchSlop / length)
        state.beginDrag(at: frameTime)
        return true
    }

    private func follow(_ value: DragValue) {
        guard let anchor else { return }
        state.drag(translation: value.location - anchor)
    }
}
