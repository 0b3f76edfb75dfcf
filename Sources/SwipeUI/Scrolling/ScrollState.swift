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
    /// `.scrollTargetBehavior(.paging)`: a lift settles on a page boundary (pages as long as
    /// the scroll view).
    var isPaging = false

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
    }
    private(set) var motion = Motion.resting(.zero)
    /// The raw offset where the current drag began.
    private var dragStart = Vector2.zero

    init(axes: Axis.Set) { self.axes = axes }

    /// The stacking axis of the content: horizontal for a horizontal-only scroll view.
    var contentAxis: Axis { axes == .horizontal ? .horizontal : .vertical }

    /// The visible area in the scroll view's local points (its layout frame grown by the outsets).
    var visibleRect: Rect {
        Rect(x: -clipOutsets.leading, y: -clipOutsets.top,
             width: viewportSize.width + clipOutsets.leading + clipOutsets.trailing,
             height: viewportSize.height + clipOutsets.top + clipOutsets.bottom)
    }

    /// The largest offset along `axis` (0 when the content fits).
    func maximumOffset(_ axis: Axis) -> Double { max(0, contentSize[axis] - viewportSize[axis]) }

    /// The rubber band's dimension along `axis`: the visible length.
    private func dimension(_ axis: Axis) -> Double { visibleRect.size(axis) }

    func scrolls(_ axis: Axis) -> Bool { axes.contains(axis == .horizontal ? .horizontal : .vertical) }

    /// The offset drawn at display time `t` (seconds).
    func offset(at t: Double) -> Vector2 {
        switch motion {
        case .resting(let offset):
            return offset
        case .dragging(let raw):
            return Vector2(x: banded(raw.x, .horizontal), y: banded(raw.y, .vertical))
        case let .released(x, y, time):
            return Vector2(x: scrolls(.horizontal) ? x.offset(after: t - time) : 0,
                           y: scrolls(.vertical) ? y.offset(after: t - time) : 0)
        }
    }

    private func banded(_ raw: Double, _ axis: Axis) -> Double {
        guard scrolls(axis) else { return 0 }
        return ScrollPhysics.banded(raw, lower: 0, upper: maximumOffset(axis), dimension: dimension(axis))
    }

    /// A finger went down at `t`: a moving offset stops where it is (UIScrollView catches it).
    func stop(at t: Double) {
        if case .released = motion { motion = .resting(offset(at: t)) }
    }

    /// The pan was recognised at `t`: the drag continues from the drawn offset (unbanded, so
    /// content caught past an edge stays where it is).
    func beginDrag(at t: Double) {
        let drawn = offset(at: t)
        dragStart = Vector2(
            x: ScrollPhysics.raw(drawn.x, lower: 0, upper: maximumOffset(.horizontal), dimension: dimension(.horizontal)),
            y: ScrollPhysics.raw(drawn.y, lower: 0, upper: maximumOffset(.vertical), dimension: dimension(.vertical)))
        motion = .dragging(raw: dragStart)
    }

    /// The finger is `translation` points from where the pan began: the content follows it 1:1
    /// (the offset moves opposite to the finger) along the axes the view scrolls.
    func drag(translation: Vector2) {
        motion = .dragging(raw: Vector2(x: scrolls(.horizontal) ? dragStart.x - translation.x : 0,
                                        y: scrolls(.vertical) ? dragStart.y - translation.y : 0))
    }

    /// The finger lifted at `t` moving at `fingerVelocity` (points per second): the content
    /// decelerates, or springs back from past an edge (`ScrollPhysics.Release`).
    func release(fingerVelocity: Vector2, at t: Double) {
        let start = offset(at: t)
        func along(_ axis: Axis, _ position: Double, _ speed: Double) -> ScrollPhysics.Release {
            let velocity = scrolls(axis) ? -speed : 0
            var release = ScrollPhysics.Release(start: position, velocity: velocity, lower: 0, upper: maximumOffset(axis))
            if isPaging, scrolls(axis) {
                release.target = ScrollPhysics.pageTarget(start: position, velocity: velocity, dragStart: dragStart[axis],
                                                          page: viewportSize[axis], upper: maximumOffset(axis))
            }
            return release
        }
        motion = .released(x: along(.horizontal, start.x, fingerVelocity.x), y: along(.vertical, start.y, fingerVelocity.y), time: t)
    }

    /// A touch that never dragged ended at `t`: content stopped past an edge springs back (and
    /// paged content stopped between pages goes to the nearest).
    func settle(at t: Double) {
        guard case .resting(let offset) = motion else { return }
        let outside = offset.x < 0 || offset.x > maximumOffset(.horizontal) || offset.y < 0 || offset.y > maximumOffset(.vertical)
        guard outside || isPaging else { return }
        dragStart = offset
        release(fingerVelocity: .zero, at: t)
    }

    /// Keeps a resting offset inside the bounds after the content or viewport changed size.
    func clampRestingOffset() {
        guard case .resting(let offset) = motion else { return }
        motion = .resting(Vector2(x: min(max(offset.x, 0), maximumOffset(.horizontal)),
                                  y: min(max(offset.y, 0), maximumOffset(.vertical))))
    }
}

extension Vector2 {
    subscript(axis: Axis) -> Double { axis == .horizontal ? x : y }
}

extension Rect {
    func size(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    /// Whether `p` lies inside (edges included).
    func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
}
