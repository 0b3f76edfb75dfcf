import SwipeMotion
import SwipeRaster

/// One matched-geometry group across updates (SwiftUI's `SharedFrame`): its views, newest
/// first, which of them was the source at the last update, and the shared frame — the
/// source's frame, with the animation of a change of source running on top of it.
final class MatchedGeometryGroup {
    let key: MatchedGeometryKey
    /// The group's views at the last update, the most recently inserted first; the current
    /// view (the source, or with no live source the first) is moved to the front.
    var members: [MatchedGeometryMember] = []
    /// The view the shared frame followed at the last update.
    var currentIdentity: ViewIdentity?
    /// The shared frame (canvas points); nil while the group has no source.
    var shared: AnimatedProperty<MatchedFrame>?
    /// Whether the shared frame was animating at the last display frame.
    var wasAnimating = false
    /// The shared frame at the display frame being presented, when every view of the group is
    /// laid out at it (it animates, or stopped since the last display frame); else nil.
    var displayFrame: MatchedFrame?

    init(key: MatchedGeometryKey) { self.key = key }
}

/// One view of a group at one update: its effect node and where that node is.
struct MatchedGeometryMember {
    let identity: ViewIdentity
    /// The `.matchedGeometryEffect` node (its child is what the effect lays out).
    let node: Node
    let effect: MatchedGeometry
    /// Being removed: a view transitioning out, or (`isPendingRemoval`) one this update removes.
    var isRemoving: Bool
    /// Gone from this update's tree: its frame is the last update's, and it is laid out again
    /// only once it is a view transitioning out (from the next display frame).
    var isPendingRemoval = false
    /// The effect node's local points → canvas points, from layout and effect targets.
    let toCanvas: Transform
    /// The effect node's layout origin on the canvas (`LayoutEngine.place`'s `global` for its child).
    let layoutOrigin: Point
    /// The view's own frame: its anchor point on the canvas and its size.
    let ownFrame: MatchedFrame
    /// The animation in effect at the view (the transaction's, or an `.animation` modifier's).
    let animation: Animation?
}

/// A view's frame as a matched-geometry group shares it: the effect's anchor point in canvas
/// points and the size in local points (OpenSwiftUI's `ViewFrame` with its origin at the
/// anchor). It animates as one vector of four components, so one finish rule covers position
/// and size, as SwiftUI's `AnimatablePair` of pairs does.
struct MatchedFrame: AnimatableVector {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    static let zero = MatchedFrame(x: 0, y: 0, width: 0, height: 0)
    static func + (a: MatchedFrame, b: MatchedFrame) -> MatchedFrame {
        MatchedFrame(x: a.x + b.x, y: a.y + b.y, width: a.width + b.width, height: a.height + b.height)
    }
    static func - (a: MatchedFrame, b: MatchedFrame) -> MatchedFrame {
        MatchedFrame(x: a.x - b.x, y: a.y - b.y, width: a.width - b.width, height: a.height - b.height)
    }
    func scaled(by factor: Double) -> MatchedFrame {
        MatchedFrame(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }
    var magnitudeSquared: Double { x * x + y * y + width * width + height * height }

    var anchor: Point { Point(x: x, y: y) }
}
