import SwipeMath

/// A gradient whose position t is a function of a point's distance from, or angle about, a
/// centre (local space): SwiftUI's radial, elliptical and angular (conic) gradients. Colours
/// come from the same 1024-entry table as a `LinearGradient`'s (straight sRGB mixes of the
/// stops, nearest entry, end colours held before the first and after the last stop).
public struct CentredGradient: Hashable, Sendable {
    public enum Geometry: Hashable, Sendable {
        /// t = (d − startRadius) / (endRadius − startRadius), d the distance from the centre
        /// (points) with y distances multiplied by `yScale` first (1 for a circle; an ellipse's
        /// x radius over its y radius stretches circles into its shape). Equal radii: t is 0
        /// inside the radius and 1 outside.
        case radial(startRadius: Double, endRadius: Double, yScale: Double)
        /// t = (angle from `startAngle`, clockwise on screen) / (endAngle − startAngle), radians,
        /// 0 pointing along +x. Equal angles sweep a full turn; a sweep over a full turn draws its
        /// last turn; a shorter sweep leaves a gap whose first half shows the last colour and
        /// second half the first (Apple's `AngularGradient` documentation). A negative sweep runs
        /// counterclockwise.
        case angular(startAngle: Double, endAngle: Double)
    }

    public var center: Point
    public var geometry: Geometry
    public var stops: [GradientStop]

    public init(center: Point, geometry: Geometry, stops: [GradientStop]) {
        self.center = center
        self.geometry = geometry
        self.stops = stops
    }

    func validate() throws {
        guard !stops.isEmpty else {
            throw RasterError(.invalidGradient, "gradient has no colour stops: give at least one")
        }
        let numbers: [Double]
        switch geometry {
        case let .radial(r0, r1, yScale): numbers = [r0, r1, yScale]
        case let .angular(a0, a1): numbers = [a0, a1]
        }
        guard center.isFinite, numbers.allSatisfy(\.isFinite), stops.allSatisfy({ $0.location.isFinite }) else {
            throw RasterError(.invalidGradient, "gradient has a non-finite centre, radius, angle or stop location: use finite numbers")
        }
    }

    /// The gradient position of local point (x, y): 0 at the first stop's end, 1 at the last's
    /// (values outside 0…1 take the end colours).
    public func position(x: Double, y: Double) -> Double {
        let dx = x - center.x, dy = y - center.y
        switch geometry {
        case let .radial(r0, r1, yScale):
            let sy = dy * yScale
            let d = (dx * dx + sy * sy).squareRoot()
            if r1 == r0 { return d < r0 ? 0 : 1 }
            return (d - r0) / (r1 - r0)
        case let .angular(a0, a1):
            let turn = 2 * DeterministicMath.pi
            var sweep = a1 - a0
            let clockwise = sweep >= 0
            sweep = abs(sweep)
            if sweep == 0 || sweep > turn { sweep = turn }
            // The start of the last turn when the sweep is longer than one.
            let start = abs(a1 - a0) > turn ? (clockwise ? a1 - turn : a1 + turn) : a0
            let angle = DeterministicMath.atan2(dy, dx)
            var from = clockwise ? angle - start : start - angle
            from -= turn * (from / turn).rounded(.down)
            if from <= sweep { return from / sweep }
            // The gap: the last colour for its first half, then the first.
            return from - sweep < (turn - sweep) / 2 ? 1 : 0
        }
    }
}
