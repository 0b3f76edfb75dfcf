import SwipeMotion
import SwipeRaster

/// Whether a scroll view shows its scroll indicators (SwiftUI's `ScrollIndicatorVisibility`).
/// On iOS, `.automatic` and `.visible` show them while the content moves and fade them out
/// after it stops (a touch screen has no always-visible indicators); `.hidden` and `.never`
/// draw none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let shows: Bool
    public static let automatic = ScrollIndicatorVisibility(shows: true)
    public static let visible = ScrollIndicatorVisibility(shows: true)
    public static let hidden = ScrollIndicatorVisibility(shows: false)
    public static let never = ScrollIndicatorVisibility(shows: false)
}

/// The indicator visibility in effect for each axis (`.scrollIndicators(_:axes:)`).
struct ScrollIndicatorVisibilities: Equatable {
    var horizontal = ScrollIndicatorVisibility.automatic
    var vertical = ScrollIndicatorVisibility.automatic

    static let hidden = ScrollIndicatorVisibilities(horizontal: .hidden, vertical: .hidden)

    func shows(_ axis: Axis) -> Bool { axis == .horizontal ? horizontal.shows : vertical.shows }
}

extension View {
    /// `.scrollIndicators(.hidden)` (iOS 16): the indicators of the scroll views in this view,
    /// along `axes`. `ScrollView(showsIndicators: false)` hides them whatever this says.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environmentChange(".scrollIndicators") {
            if axes.contains(.horizontal) { $0.scrollIndicators.horizontal = visibility }
            if axes.contains(.vertical) { $0.scrollIndicators.vertical = visibility }
        }
    }
}

/// UIScrollView's scroll indicators, as a rounded bar per scrolling axis whose content is longer
/// than the scroll view. UIKit's are private views; the metrics are those of Jared Sinclair's
/// JTSScrollIndicator ("looks and behaves identically to the native iOS scroll indicator",
/// `JTSScrollIndicator.m`), whose 2.5 pt thickness matches the indicator image views measured
/// in ASJColoredScrollIndicators' README ("width or height 2.5 pts"):
/// - thickness 2.5 pt, fully rounded, 2.5 pt in from the scroll view's trailing (bottom) edge;
///   its track runs along the layout frame (the safe area's part, as UIKit's automatic
///   indicator insets) 2.5 pt in from each end;
/// - length = track × visible length / content length, at least 37 pt; pulled past an edge
///   (the rubber band) it shrinks by the distance past the edge, to no less than 8 pt, pinned
///   to that end of the track;
/// - position: the offset's fraction of its range along the rest of the track;
/// - colour black at 35 % opacity (SwipeSim's reading of the default dark indicator on a
///   light background; UIKit does not publish it);
/// - shown from when the content starts moving (a recognised drag, a fling, an animated
///   scroll) until it comes to rest, then faded out over 0.33 s with UIView's default
///   ease-in-out curve, starting at once (JTSScrollIndicator's `hide:`).
enum ScrollIndicatorMetrics {
    static let thickness = 2.5
    static let edgeInset = 2.5
    static let endInset = 2.5
    static let minimumLength = 37.0
    static let minimumCompressedLength = 8.0
    static let opacity = 0.35
    static let fadeDuration = 0.33
}

/// One indicator bar to draw: its rectangle in the scroll view's local points and its opacity.
struct ScrollIndicatorBar: Equatable {
    var rect: Rect
    var opacity: Double
}

extension ScrollState {
    /// The indicators' opacity (0…1 of `ScrollIndicatorMetrics.opacity`) at display time `t`.
    func indicatorFade(at t: Double) -> Double {
        if isMoving { return 1 }
        guard let stoppedAt else { return 0 }
        let progress = (t - stoppedAt) / ScrollIndicatorMetrics.fadeDuration
        return progress >= 1 ? 0 : 1 - UnitCurve.easeInOut.value(at: max(progress, 0))
    }

    /// The bars to draw at display time `t` for the content at `offset` (see
    /// `ScrollIndicatorMetrics`); none when hidden, faded out or the content fits.
    func indicatorBars(offset: Vector2, at t: Double) -> [ScrollIndicatorBar] {
        let fade = indicatorFade(at: t)
        guard fade > 0 else { return [] }
        var bars: [ScrollIndicatorBar] = []
        for axis in [Axis.vertical, .horizontal] where scrolls(axis) && indicators.shows(axis) {
            let visible = viewportSize[axis], content = contentSize[axis]
            guard content > visible else { continue }
            let m = ScrollIndicatorMetrics.self
            let track = visible - 2 * m.endInset
            var length = min(max(track * visible / content, m.minimumLength), track)
            let range = maximumOffset(axis), x = offset[axis]
            let start: Double
            if x < 0 {
                length = max(length + x, m.minimumCompressedLength)
                start = m.endInset
            } else if x > range {
                length = max(length - (x - range), m.minimumCompressedLength)
                start = m.endInset + track - length
            } else {
                start = m.endInset + (range > 0 ? x / range : 0) * (track - length)
            }
            let across = (axis == .vertical ? viewportSize.width : viewportSize.height) - m.edgeInset - m.thickness
            let rect =
                axis == .vertical
                ? Rect(x: across, y: start, width: m.thickness, height: length)
                : Rect(x: start, y: across, width: length, height: m.thickness)
            bars.append(ScrollIndicatorBar(rect: rect, opacity: m.opacity * fade))
        }
        return bars
    }
}
