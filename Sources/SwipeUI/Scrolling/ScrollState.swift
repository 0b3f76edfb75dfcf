import SwipeMotion
import SwipeRaster

/// The content offset of one `ScrollView` identity, kept by the view graph across updates (as
/// UIKit keeps a scroll view's `contentOffset`): at rest, following a finger, or released
/// (decelerating or bouncing back). It is not view state: scrolling evaluates no body and lays
/// nothing out; the offset is read at every display frame when the tree is presented
/// (`offset(at:)`), like an animator's value.
///
/// Offsets and velocities are `SwipeMotion.Vector2`s in points (per second), positive when the
/// content moves up or left; along an axis the view does not scroll they stay 0.
final class ScrollState {
    var axes: Axis.Set
    /// Where a lift settles (`.scrollTargetBehavior`): free, on a page boundary (pages as long as
    /// the scroll view), or on a scroll target's leading edge (`ScrollTargetLayout.swift`).
    var targetBehavior = ScrollTargetMode.free
    /// Fluid springs of programmatic scrolls are evaluated on the display clock (frames per second).
    let displayRate: Int
    /// The children of the content's `.scrollTargetLayout()` container, in layout order, with
    /// their frames in content points (set by each layout pass).
    var targets: [ScrollTargetFrame] = []
    /// `.scrollPosition(id:anchor:)` on the scroll view, if any (`ScrollPosition.swift`).
    var position: ScrollPositionLink?
    /// The id the binding was last seen holding or was last written (nil before either).
    var reportedPositionID: AnyHashable?
    /// A binding value to scroll to once the targets are laid out, with the transaction's
    /// animation and the display time it was set at.
    var positionRequest: (id: AnyHashable, animation: Animation?, time: Double)?
    /// Whether it bounces where the content fits, per axis, and where its first layout puts the
    /// content (`ScrollBounceBehavior.swift`).
    var bounce = ScrollBounceBehaviors()
    var defaultAnchor: UnitPoint?
    /// Whether a layout pass has placed it (the first one applies `defaultAnchor`).
    var hasBeenLaidOut = false
    /// What the indicators show (`ScrollIndicators.swift`), per axis.
    var indicators = ScrollIndicatorVisibilities()
    /// The display time (seconds) at which the content last came to rest after moving: the
    /// indicators fade out from then. Nil while it moves or before it ever moved.
    private(set) var stoppedAt: Double?
    /// Whether the content has moved since it was laid out at rest (indicators show from then).
    private(set) var isMoving = false
    /// The offset and display time (seconds) of the last presentation (what is drawn).
    private(set) var presented = (offset: Vector2.zero, time: 0.0)
    /// Whether the offset ever changed (`.scrollPosition` reports from then on).
    private(set) var hasScrolled = false

    // Set by each layout pass, points.
    /// The scroll view's layout size.
    var viewportSize = Size.zero
    /// The content's size (its children stacked along the scroll axis).
    var contentSize = Size.zero
    /// How far the visible area reaches past the layout frame on each side: a scroll view whose
    /// edge lies on the safe area's edge draws its content under the bars up to the canvas edge
    /// (`LayoutEngine.placeScrollView`).
    var clipOutsets = EdgeInsets()

    enum Motion {
        case resting(Vector2)
        /// `raw` is the offset without the rubber band (the drag's start minus the finger's
        /// travel since recognition).
        case dragging(raw: Vector2)
        /// Released at `time` (display seconds): one `ScrollPhysics.Release` per axis.
        case released(x: ScrollPhysics.Release, y: ScrollPhysics.Release, time: Double)
        /// Moved by `ScrollViewProxy.scrollTo` or a `.scrollPosition` binding under an animation:
        /// the offset is an animated property evaluated from the elapsed time, like any other
        /// animated value.
        case animating(AnimatedProperty<Vector2>)
    }
    private(set) var motion = Motion.resting(.zero)
    /// The raw offset where the current drag began.
    private var dragStart = Vector2.zero

    init(axes: Axis.Set, displayRate: Int = 60) {
        self.axes = axes
        self.displayRate = displayRate
    }

    /// The stacking axis of the content: horizontal for a horizontal-only scroll view.
    var contentAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

    /// The visible area in the scroll view's local points (its layout frame grown by the outsets).
    var visibleRect: Rect {
        Rect(
            x: -clipOutsets.leading, y: -clipOutsets.top,
            width: viewportSize.width + clipOutsets.leading + clipOutsets.trailing,
            height: viewportSize.height + clipOutsets.top + clipOutsets.bottom)
    }

    /// The largest offset along `axis` (0 when the content fits).
    func maximumOffset(_ axis: Axis) -> Double { max(0, contentSize[axis] - viewportSize[axis]) }

    /// The rubber band's dimension along `axis`: the visible length.
    private func dimension(_ axis: Axis) -> Double { visibleRect.size(axis) }

    func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    /// Whether an animated `scrollTo` or `.scrollPosition` change is moving the content.
    var isScrollingProgrammatically: Bool {
        if case .animating = motion { return true }
        return false
    }

    /// Whether a finger drags the content or let it go moving (not a program's scroll).
    var isMovedByFinger: Bool {
        switch motion {
        case .dragging, .released: return true
        case .resting, .animating: return false
        }
    }

    /// The offset drawn at display time `t` (seconds).
    func offset(at t: Double) -> Vector2 {
        switch motion {
        case .resting(let offset):
            return offset
        case .dragging(let raw):
            return Vector2(x: banded(raw.x, .horizontal), y: banded(raw.y, .vertical))
        case let .released(x, y, time):
            return Vector2(
                x: scrolls(.horizontal) ? x.offset(after: t - time) : 0,
                y: scrolls(.vertical) ? y.offset(after: t - time) : 0)
        case .animating(var property):
            let value = property.value(at: t)
            motion = property.runningAnimationCount == 0 ? .resting(property.target) : .animating(property)
            return value
        }
    }

    /// The offset drawn at display frame `t` (seconds), once per display frame: notes when moving
    /// content comes to rest (a release within half a point of where it settles and slower than
    /// `ScrollPhysics.restingSpeed`; an animated scroll at its end), for the indicators' fade.
    func presentedOffset(at t: Double) -> Vector2 {
        let offset = offset(at: t)
        presented = (offset, t)
        guard isMoving else { return offset }
        switch motion {
        case .dragging, .animating: break
        case .resting: comeToRest(at: t)
        case let .released(x, y, time):
            let settled = [(Axis.horizontal, x), (.vertical, y)].allSatisfy { axis, release in
                !scrolls(axis) || release.hasSettled(after: t - time)
            }
            if settled { comeToRest(at: t) }
        }
        return offset
    }

    private func comeToRest(at t: Double) {
        isMoving = false
        stoppedAt = t
    }

    /// The content starts moving (a drag, a fling, a programmatic scroll).
    private func startMoving() {
        hasScrolled = true
        isMoving = true
        stoppedAt = nil
    }

    /// Moves the content to `target` (clamped to the content's range) at display time `t`: with
    /// `animation` as an animated property from the offset drawn now (a running programmatic
    /// scroll is retargeted: springs merge, curves combine, as for any animated value); without
    /// one it jumps. A finger dragging the content keeps it (the request is ignored).
    @discardableResult
    func scroll(to target: Vector2, animation: Animation?, at t: Double) -> Vector2 {
        if case .dragging = motion { return offset(at: t) }
        let clamped = Vector2(
            x: scrolls(.horizontal) ? min(max(target.x, 0), maximumOffset(.horizontal)) : 0,
            y: scrolls(.vertical) ? min(max(target.y, 0), maximumOffset(.vertical)) : 0)
        let current = offset(at: t)
        guard let animation else {
            motion = .resting(clamped)
            if clamped != current { hasScrolled = true }
            return clamped
        }
        var property: AnimatedProperty<Vector2>
        if case .animating(let running) = motion {
            property = running
        } else {
            property = AnimatedProperty(current, displayRate: displayRate)
        }
        property.set(clamped, animation: animation, at: t)
        if property.runningAnimationCount == 0 {
            motion = .resting(property.target)
        } else {
            motion = .animating(property)
            startMoving()
        }
        return clamped
    }

    private func banded(_ raw: Double, _ axis: Axis) -> Double {
        guard scrolls(axis) else { return 0 }
        return ScrollPhysics.banded(raw, lower: 0, upper: maximumOffset(axis), dimension: dimension(axis))
    }

    /// A finger went down at `t`: a moving offset stops where it is (UIScrollView catches it).
    func stop(at t: Double) {
        switch motion {
        case .released, .animating:
            motion = .resting(offset(at: t))
            if isMoving { comeToRest(at: t) }
        default:
            break
        }
    }

    /// The pan was recognised at `t`: the drag continues from the drawn offset (unbanded, so
    /// content caught past an edge stays where it is).
    func beginDrag(at t: Double) {
        let drawn = offset(at: t)
        dragStart = Vector2(
            x: ScrollPhysics.raw(drawn.x, lower: 0, upper: maximumOffset(.horizontal), dimension: dimension(.horizontal)),
            y: ScrollPhysics.raw(drawn.y, lower: 0, upper: maximumOffset(.vertical), dimension: dimension(.vertical)))
        motion = .dragging(raw: dragStart)
        startMoving()
    }

    /// The finger is `translation` points from where the pan began: the content follows it 1:1
    /// (the offset moves opposite to the finger) along the axes the view scrolls.
    func drag(translation: Vector2) {
        motion = .dragging(
            raw: Vector2(
                x: scrolls(.horizontal) ? dragStart.x - translation.x : 0,
                y: scrolls(.vertical) ? dragStart.y - translation.y : 0))
    }

    /// The finger lifted at `t` moving at `fingerVelocity` (points per second): the content
    /// decelerates, or springs back from past an edge (`ScrollPhysics.Release`).
    func release(fingerVelocity: Vector2, at t: Double) {
        let start = offset(at: t)
        func along(_ axis: Axis, _ position: Double, _ speed: Double) -> ScrollPhysics.Release {
            let velocity = scrolls(axis) ? -speed : 0
            var release = ScrollPhysics.Release(start: position, velocity: velocity, lower: 0, upper: maximumOffset(axis))
            guard scrolls(axis) else { return release }
            switch targetBehavior {
            case .free:
                break
            case .paging:
                release.target = ScrollPhysics.pageTarget(
                    start: position, velocity: velocity, dragStart: dragStart[axis],
                    page: viewportSize[axis], upper: maximumOffset(axis))
            case .viewAligned(let limit):
                let edges = targets.map { min(max($0.frame.origin(axis), 0), maximumOffset(axis)) }
                release.target = ScrollPhysics.alignedTarget(
                    start: position, velocity: velocity, dragStart: dragStart[axis],
                    edges: edges, limitsToOne: limit.limitsToOne(along: axis))
            }
            return release
        }
        motion = .released(x: along(.horizontal, start.x, fingerVelocity.x), y: along(.vertical, start.y, fingerVelocity.y), time: t)
        startMoving()
    }

    /// A touch that never dragged ended at `t`: content stopped past an edge springs back (and
    /// paged content stopped between pages goes to the nearest).
    func settle(at t: Double) {
        guard case .resting(let offset) = motion else { return }
        let outside = offset.x < 0 || offset.x > maximumOffset(.horizontal) || offset.y < 0 || offset.y > maximumOffset(.vertical)
        guard outside || targetBehavior != .free else { return }
        dragStart = offset
        let (wasMoving, wasStoppedAt) = (isMoving, stoppedAt)
        release(fingerVelocity: .zero, at: t)
        // Content already on its page or target stays at rest (a tap shows no indicator).
        if !outside, case let .released(x, y, _) = motion,
            [(Axis.horizontal, x), (.vertical, y)].allSatisfy({ axis, release in !scrolls(axis) || release.target == release.start })
        {
            motion = .resting(offset)
            (isMoving, stoppedAt) = (wasMoving, wasStoppedAt)
        }
    }

    /// Content before what is in view grew by `delta` points along `axis` (a lazy stack measured
    /// rows it had estimated): a resting or dragged offset moves by as much, so the content in
    /// view stays still (moving content, released or animated, is left as it is).
    func keepContentInPlace(shiftedBy delta: Double, along axis: Axis) {
        let d = axis == .horizontal ? Vector2(x: delta, y: 0) : Vector2(x: 0, y: delta)
        switch motion {
        case .resting(let offset):
            motion = .resting(offset + d)
        case .dragging(let raw):
            dragStart = dragStart + d
            motion = .dragging(raw: raw + d)
        case .released, .animating:
            break
        }
    }

    /// Keeps a resting offset inside the bounds after the content or viewport changed size.
    func clampRestingOffset() {
        guard case .resting(let offset) = motion else { return }
        motion = .resting(
            Vector2(
                x: min(max(offset.x, 0), maximumOffset(.horizontal)),
                y: min(max(offset.y, 0), maximumOffset(.vertical))))
    }
}

extension Vector2 {
    subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }
}

extension Rect {
    func size(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func origin(_ axis: Axis) -> Double { axis == .horizontal ? x : y }
    /// Whether `p` lies inside (edges included).
    func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
}
