import SwipeMotion
import SwipeRaster

/// Whether a scroll view bounces along an axis whose content fits (SwiftUI's
/// `ScrollBounceBehavior`, iOS 16.4).
/// - `.automatic` and `.always`: it bounces — a drag along the axis rubber-bands and springs
///   back even when nothing scrolls (SwiftUI's `ScrollView` on iOS sets UIKit's
///   `alwaysBounceVertical`/`alwaysBounceHorizontal` along its axes; that is why
///   `.basedOnSize` was added).
/// - `.basedOnSize`: "the scrollable view bounces when its content is large enough to require
///   scrolling" (Apple); when the content fits, the scroll view does not take drags along that
///   axis, and they go to the gestures inside.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let bouncesWhenContentFits: Bool
    public static let automatic = ScrollBounceBehavior(bouncesWhenContentFits: true)
    public static let always = ScrollBounceBehavior(bouncesWhenContentFits: true)
    public static let basedOnSize = ScrollBounceBehavior(bouncesWhenContentFits: false)
}

/// The bounce behaviour in effect for each axis (`.scrollBounceBehavior(_:axes:)`).
struct ScrollBounceBehaviors: Equatable {
    var horizontal = ScrollBounceBehavior.automatic
    var vertical = ScrollBounceBehavior.automatic

    func behavior(_ axis: Axis) -> ScrollBounceBehavior { axis == .horizontal ? horizontal : vertical }
}

extension View {
    /// `.scrollBounceBehavior(.basedOnSize)`: scroll views in this view bounce along `axes` only
    /// when their content is longer than they are.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        environmentChange(".scrollBounceBehavior") {
            if axes.contains(.horizontal) { $0.scrollBounce.horizontal = behavior }
            if axes.contains(.vertical) { $0.scrollBounce.vertical = behavior }
        }
    }

    /// `.defaultScrollAnchor(.bottom)` (iOS 17): scroll views in this view first show their
    /// content with this anchor point of it at the same anchor point of the visible area — a
    /// chat starts at its last message: offset = a·(content − visible length) along each scroll
    /// axis, inside the content's range. Only the first layout is anchored (SwiftUI also keeps
    /// the anchor when the content's size changes; SwipeSim does not).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environmentChange(".defaultScrollAnchor") { $0.defaultScrollAnchor = anchor }
    }
}

extension ScrollState {
    /// Whether a drag along `axis` is the scroll view's: it scrolls that axis, and bounces there
    /// or has content to scroll (`ScrollBounceBehavior`).
    func takesDrags(along axis: Axis) -> Bool {
        scrolls(axis) && (bounce.behavior(axis).bouncesWhenContentFits || maximumOffset(axis) > 0)
    }

    /// The first layout's offset for `.defaultScrollAnchor` (see `defaultScrollAnchor(_:)`).
    func anchorInitialOffset() {
        guard let anchor = defaultAnchor, case .resting = motion else { return }
        let x = scrolls(.horizontal) ? Double(anchor.x) * maximumOffset(.horizontal) : 0
        let y = scrolls(.vertical) ? Double(anchor.y) * maximumOffset(.vertical) : 0
        scroll(to: Vector2(x: x, y: y), animation: nil, at: 0)
    }
}
