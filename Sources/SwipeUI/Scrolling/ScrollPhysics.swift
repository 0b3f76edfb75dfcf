import SwipeMath

/// UIScrollView's motion along one axis, as closed forms of the time since the motion began
/// (seconds, never accumulated): deceleration after a fling, the rubber band past an edge
/// while dragging, and the spring that brings an offset past an edge back to it.
///
/// Offsets are content offsets in points (positive: the content moved up or left, as
/// UIScrollView's `contentOffset`); velocities are points per second of that offset.
///
/// Sources (none is Apple's code; UIKit's are private):
/// - Deceleration: `UIScrollView.DecelerationRate.normal` = 0.998, the factor the velocity keeps
///   per millisecond (Apple's `UIScrollView.DecelerationRate`; Ilya Lobanov, "Deceleration
///   mechanics of UIScrollView", 2019). With r = 0.998 and T = 1000·t milliseconds:
///   v(t) = v₀·r^T; integrating the per-millisecond velocity v₀/1000·r^s over s from 0 to T,
///   x(t) = x₀ + v₀/1000 · (r^T − 1)/ln r, which tends to x₀ − v₀/(1000·ln r) ≈ x₀ + 0.4995 s·v₀
///   (the WWDC18 "Designing Fluid Interfaces" projection v₀/1000·r/(1 − r) to within 0.1 %).
/// - Rubber band: b = (1 − 1/(x·c/d + 1))·d with c = 0.55 and d the viewport's length along the
///   axis (the formula attributed to UIScrollView by Grant Paul, 2013, quoted in
///   "Analysis of Apple's rubber band scrolling").
/// - Bounce: a critically damped spring of mass 1 and stiffness 100 (ω = 10 rad/s) from the
///   offset past the edge, with its velocity, to the edge — the spring of Lobanov's
///   ScrollMechanics (`github.com/super-ultra/ScrollMechanics`, `SimpleScrollView.bounce`),
///   matched there to UIScrollView; a fling that reaches an edge while decelerating switches to
///   it at the crossing, with the velocity it had there.
enum ScrollPhysics {
    /// `UIScrollView.DecelerationRate.normal`: the velocity kept per millisecond.
    static let decelerationRate = 0.998
    /// UIScrollView's rubber-band constant.
    static let rubberBandConstant = 0.55
    /// The bounce spring's natural frequency √(k/m) with m = 1, k = 100 (rad/s).
    static let bounceFrequency = 10.0
    /// How far the finger moves (points) before a scroll view recognises its pan. UIKit's pan
    /// hysteresis is private (openradar 13336558 asks to expose it); SwipeSim reads it as 10 pt,
    /// the distance SwiftUI's `DragGesture` waits for (Apple `DragGesture`, `minimumDistance`).
    static let touchSlop = 10.0

    /// When released content counts as at rest (for the indicators' fade): within
    /// `restingDistance` points of where it settles and slower than `restingSpeed` points per
    /// second. UIKit's own thresholds are private; this is SwipeSim's reading (half a point is
    /// below what a 2× or 3× screen shows moving in a frame).
    static let restingDistance = 0.5
    static let restingSpeed = 1.0

    /// ln(decelerationRate), with the project's deterministic logarithm.
    static let logRate = DeterministicMath.log(decelerationRate)

    /// The rubber band: how far content pulled `distance` points past an edge is drawn past
    /// it, for a viewport `dimension` points long.
    static func rubberBand(_ distance: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (distance * rubberBandConstant / dimension + 1)) * dimension
    }

    /// The distance past the edge that `rubberBand` draws `banded` points past it (its inverse:
    /// x = d/c · (1/(1 − b/d) − 1)), for catching content that is past an edge.
    static func unbanded(_ banded: Double, dimension: Double) -> Double {
        guard dimension > 0, banded < dimension else { return banded }
        return dimension / rubberBandConstant * (1 / (1 - banded / dimension) - 1)
    }

    /// A dragged (raw) offset as drawn: inside `lower…upper` unchanged, past an edge banded.
    static func banded(_ raw: Double, lower: Double, upper: Double, dimension: Double) -> Double {
        if raw < lower { return lower - rubberBand(lower - raw, dimension: dimension) }
        if raw > upper { return upper + rubberBand(raw - upper, dimension: dimension) }
        return raw
    }

    /// `banded`'s inverse: the raw offset a drag continues from when it catches content drawn at
    /// `offset`.
    static func raw(_ offset: Double, lower: Double, upper: Double, dimension: Double) -> Double {
        if offset < lower { return lower - unbanded(lower - offset, dimension: dimension) }
        if offset > upper { return upper + unbanded(offset - upper, dimension: dimension) }
        return offset
    }

    /// The motion after the finger lifts at offset `start` with offset velocity `velocity`.
    struct Release: Equatable {
        var start: Double
        var velocity: Double
        var lower: Double
        var upper: Double
        /// With `.scrollTargetBehavior(.paging)`: the page offset the bounce spring carries the
        /// content to instead of decelerating (`pageTarget`).
        var target: Double? = nil

        /// The offset `elapsed` seconds after the lift.
        func offset(after elapsed: Double) -> Double {
            let t = max(0, elapsed)
            if let target { return ScrollPhysics.bounce(from: start - target, velocity: velocity, after: t) + target }
            if start < lower { return ScrollPhysics.bounce(from: start - lower, velocity: velocity, after: t) + lower }
            if start > upper { return ScrollPhysics.bounce(from: start - upper, velocity: velocity, after: t) + upper }
            if let (crossing, edge) = edgeCrossing(), t > crossing {
                let speed = velocity * DeterministicMath.pow(decelerationRate, 1000 * crossing)
                return edge + ScrollPhysics.bounce(from: 0, velocity: speed, after: t - crossing)
            }
            return ScrollPhysics.decelerated(from: start, velocity: velocity, after: t)
        }

        /// The offset's velocity (points per second) `elapsed` seconds after the lift: the
        /// derivative of `offset(after:)` — v₀·r^T decelerating; (v₀ − ω(v₀ + ω·x₀)·t)·e^(−ω·t)
        /// on the bounce spring.
        func velocity(after elapsed: Double) -> Double {
            let t = max(0, elapsed)
            if let target { return ScrollPhysics.bounceVelocity(from: start - target, velocity: velocity, after: t) }
            if start < lower { return ScrollPhysics.bounceVelocity(from: start - lower, velocity: velocity, after: t) }
            if start > upper { return ScrollPhysics.bounceVelocity(from: start - upper, velocity: velocity, after: t) }
            if let (crossing, _) = edgeCrossing(), t > crossing {
                let speed = velocity * DeterministicMath.pow(decelerationRate, 1000 * crossing)
                return ScrollPhysics.bounceVelocity(from: 0, velocity: speed, after: t - crossing)
            }
            return velocity * DeterministicMath.pow(decelerationRate, 1000 * t)
        }

        /// Where the motion ends: the page or target, the edge it bounces back to, else the
        /// deceleration's limit x₀ − v₀/(1000·ln r).
        var restingOffset: Double {
            if let target { return target }
            if start < lower { return lower }
            if start > upper { return upper }
            if let (_, edge) = edgeCrossing() { return edge }
            return start - velocity / (1000 * logRate)
        }

        /// Whether the content is at rest `elapsed` seconds after the lift (`restingDistance`,
        /// `restingSpeed`).
        func hasSettled(after elapsed: Double) -> Bool {
            abs(offset(after: elapsed) - restingOffset) <= restingDistance && abs(velocity(after: elapsed)) <= restingSpeed
        }

        /// When (seconds after the lift) and at which edge a deceleration from inside the
        /// bounds reaches an edge, if its limit lies past one: from x(t) = edge,
        /// r^T = 1 + (edge − x₀)·1000·ln r / v₀.
        func edgeCrossing() -> (seconds: Double, edge: Double)? {
            guard velocity != 0 else { return nil }
            let limit = start - velocity / (1000 * logRate)
            let edge: Double
            if limit > upper { edge = upper } else if limit < lower { edge = lower } else { return nil }
            let fraction = 1 + (edge - start) * 1000 * logRate / velocity
            guard fraction > 0, fraction <= 1 else { return nil }
            return (DeterministicMath.log(fraction) / logRate / 1000, edge)
        }
    }

    /// Where a paging scroll view settles after a lift at `start` moving at `velocity`, pages
    /// `page` points long, the drag having begun at `dragStart`: the page boundary nearest the
    /// deceleration's natural end x₀ − v₀/(1000·ln r) (SwiftUI's target, Apple's
    /// `ScrollTargetBehavior.updateTarget`), at most one page from the page the drag began on
    /// (UIScrollView's paging turns one page per swipe), inside `0…upper`.
    static func pageTarget(start: Double, velocity: Double, dragStart: Double, page: Double, upper: Double) -> Double {
        guard page > 0 else { return min(max(start, 0), upper) }
        let natural = start - velocity / (1000 * logRate)
        let from = (dragStart / page).rounded()
        let index = min(max((natural / page).rounded(), from - 1), from + 1)
        return min(max(index * page, 0), upper)
    }

    /// Where a `.viewAligned` scroll view settles: the target leading edge (`edges`, content
    /// points, already inside the content's range, in layout order) nearest the deceleration's
    /// natural end x₀ − v₀/(1000·ln r) (Apple's `ScrollTargetBehavior.updateTarget`: the system
    /// proposes "where it would naturally scroll to using its deceleration rate"). With
    /// `limitsToOne`, at most one target from the one nearest where the drag began (Apple's
    /// `ViewAlignedScrollTargetBehavior.LimitBehavior.always`: the scroll "is limited" to a
    /// single view per swipe, SwipeSim's reading of how far). Ties go to the earlier target.
    static func alignedTarget(start: Double, velocity: Double, dragStart: Double, edges: [Double], limitsToOne: Bool) -> Double {
        guard !edges.isEmpty else { return start }
        func nearest(to x: Double, in range: ClosedRange<Int>) -> Int {
            var best = range.lowerBound
            for i in range where abs(edges[i] - x) < abs(edges[best] - x) { best = i }
            return best
        }
        let all = 0...(edges.count - 1)
        let natural = start - velocity / (1000 * logRate)
        guard limitsToOne else { return edges[nearest(to: natural, in: all)] }
        let from = nearest(to: dragStart, in: all)
        return edges[nearest(to: natural, in: max(from - 1, 0)...min(from + 1, edges.count - 1))]
    }

    /// x₀ + v₀/1000 · (r^T − 1)/ln r with T = 1000·t milliseconds (see the type's comment).
    static func decelerated(from start: Double, velocity: Double, after t: Double) -> Double {
        start + velocity / 1000 * (DeterministicMath.pow(decelerationRate, 1000 * t) - 1) / logRate
    }

    /// The critically damped bounce spring's displacement from the edge t seconds after it
    /// starts at `displacement` with `velocity`: (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t).
    static func bounce(from displacement: Double, velocity: Double, after t: Double) -> Double {
        let omega = bounceFrequency
        return (displacement + (velocity + omega * displacement) * t) * DeterministicMath.exp(-omega * t)
    }

    /// The bounce spring's velocity t seconds after it starts: (v₀ − ω·(v₀ + ω·x₀)·t)·e^(−ω·t).
    static func bounceVelocity(from displacement: Double, velocity: Double, after t: Double) -> Double {
        let omega = bounceFrequency
        return (velocity - omega * (velocity + omega * displacement) * t) * DeterministicMath.exp(-omega * t)
    }
}
