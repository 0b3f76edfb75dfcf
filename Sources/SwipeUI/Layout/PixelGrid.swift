import SwipeRaster

/// SwiftUI's pixel grid: every view's layout frame is rounded to device pixels, the multiples
/// of the environment's `pixelLength` (1 / `displayScale` points: ½ pt at 2×, ⅓ pt at 3×).
///
/// The rule, from OpenSwiftUI (`Sources/OpenSwiftUICore/Util/Extension/Round+Extension.swift`,
/// `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`, applied to every view's frame by
/// `Layout/View/ViewFrame.swift` `ViewFrame.round(toMultipleOf:)` and by
/// `Animation/Animatable/AnimatableAttribute.swift` `AnimatableFrameAttribute.updateValue`
/// before the frame is animated), for a pixel length m:
///
///     x₀ ← ⌊(minX + m/2) / m⌋·m,  x₁ ← ⌊(maxX + m/2) / m⌋·m   (the same for y)
///     width ← x₁ − x₀ rounded to the nearest multiple of m (height likewise)
///
/// Each edge goes to the nearest pixel boundary, an exact half going up (right, down), so two
/// views that share an edge still share it and a view's size may change by a pixel. The edges
/// are rounded in the coordinate space of the nearest geometry effect: SwiftUI's
/// `GeometryEffect._makeView` (`Render/GeometryEffect/GeometryEffect.swift`) gives the content
/// of an `offset`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `projectionEffect` or
/// `transformEffect` the position zero and a size rounded by `RoundedSize`, and applies the
/// effect itself unrounded — so a card's offset, scale and rotation stay fractional while the
/// views inside it sit on whole pixels of the card.
///
/// Text sizes are rounded up to whole pixels before placement (OpenSwiftUI
/// `View/Text/Text/Text+StringDrawingContext.swift`, `MetricsCache.metrics`:
/// `result.size.round(.up, toMultipleOf: pixelLength)`), so a 50.1 pt block is 50.5 pt at 2×.
enum PixelGrid {
    /// `value` rounded down to a multiple of `m` points (OpenSwiftUI `FloatingPoint.round(_:toMultipleOf:)`).
    static func roundedDown(_ value: Double, toMultipleOf m: Double) -> Double {
        m == 1 ? value.rounded(.down) : (value / m).rounded(.down) * m
    }

    /// `value` rounded up to a multiple of `m` points.
    static func roundedUp(_ value: Double, toMultipleOf m: Double) -> Double {
        m == 1 ? value.rounded(.up) : (value / m).rounded(.up) * m
    }

    /// `value` to the nearest multiple of `m`, halves away from zero.
    static func roundedToNearest(_ value: Double, toMultipleOf m: Double) -> Double {
        m == 1 ? value.rounded(.toNearestOrAwayFromZero) : (value / m).rounded(.toNearestOrAwayFromZero) * m
    }

    /// `value` to the nearest multiple of `m`, an exact half up (OpenSwiftUI `roundToNearestOrUp`).
    static func roundedToNearestOrUp(_ value: Double, toMultipleOf m: Double) -> Double {
        roundedDown(value + m / 2, toMultipleOf: m)
    }

    /// `rect` with its edges on multiples of `m` by SwiftUI's rule (the type's documentation).
    static func rounded(_ rect: Rect, toMultipleOf m: Double) -> Rect {
        guard m > 0, m.isFinite else { return rect }
        let x0 = min(rect.x, rect.x + rect.width), y0 = min(rect.y, rect.y + rect.height)
        let x1 = max(rect.x, rect.x + rect.width), y1 = max(rect.y, rect.y + rect.height)
        let left = roundedToNearestOrUp(x0, toMultipleOf: m), top = roundedToNearestOrUp(y0, toMultipleOf: m)
        let right = roundedToNearestOrUp(x1, toMultipleOf: m), bottom = roundedToNearestOrUp(y1, toMultipleOf: m)
        return Rect(
            x: left, y: top, width: roundedToNearest(right - left, toMultipleOf: m),
            height: roundedToNearest(bottom - top, toMultipleOf: m))
    }

    /// A text size rounded up to whole pixels of `m` points.
    static func roundedUp(_ size: Size, toMultipleOf m: Double) -> Size {
        guard m > 0, m.isFinite else { return size }
        return Size(width: roundedUp(size.width, toMultipleOf: m), height: roundedUp(size.height, toMultipleOf: m))
    }

    /// Rounds the frames of `node` and everything under it, laid out unrounded by
    /// `LayoutEngine.place` (frames in parent space, points). `parentOrigin` is the parent's
    /// unrounded origin and `parentRounded` its rounded origin, both in the current rounding
    /// space (the canvas, or the nearest geometry effect's content).
    static func round(_ node: Node, parentOrigin: Point = .zero, parentRounded: Point = .zero) {
        let m = Double(node.environment.pixelLength)
        let origin = Point(x: parentOrigin.x + node.frame.x, y: parentOrigin.y + node.frame.y)
        let r = rounded(Rect(x: origin.x, y: origin.y, width: node.frame.width, height: node.frame.height), toMultipleOf: m)
        node.frame = Rect(x: r.x - parentRounded.x, y: r.y - parentRounded.y, width: r.width, height: r.height)
        // Under a geometry effect the content's space starts at the effect's rounded origin.
        let resets = node.kind.isGeometryEffect
        for child in node.children where !child.isRemoving {
            if resets {
                round(child)
            } else {
                round(child, parentOrigin: origin, parentRounded: Point(x: r.x, y: r.y))
            }
        }
    }
}

extension NodeKind {
    /// SwiftUI's `GeometryEffect`s among the node kinds: `offset`, `scaleEffect`,
    /// `rotationEffect`, `rotation3DEffect`, `projectionEffect`, `transformEffect`.
    var isGeometryEffect: Bool {
        switch self {
        case .offset, .rotation, .scale, .rotation3D, .projection, .affine: return true
        default: return false
        }
    }
}
