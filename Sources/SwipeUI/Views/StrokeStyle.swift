import SwipeRaster

#if !canImport(CoreGraphics)
    /// How a stroked line ends, as CoreGraphics' `CGLineCap` (on Apple platforms that type itself).
    public enum CGLineCap: Int32, Hashable, Sendable {
        /// Ends exactly at the endpoint.
        case butt
        /// A half-disc of radius lineWidth/2 around the endpoint.
        case round
        /// Extends lineWidth/2 past the endpoint.
        case square
    }

    /// How stroked segments meet, as CoreGraphics' `CGLineJoin` (on Apple platforms that type itself).
    public enum CGLineJoin: Int32, Hashable, Sendable {
        /// The outer edges extended to a point, bevelled past the miter limit.
        case miter
        /// A disc sector of radius lineWidth/2.
        case round
        /// The triangle between the outer corners.
        case bevel
    }
#endif

/// How a shape is stroked, as SwiftUI's `StrokeStyle` (lengths in points). The defaults are
/// SwiftUI's: width 1, butt caps, miter joins, miter limit 10, no dash.
public struct StrokeStyle: Hashable, Sendable {
    /// The full width, centred on the outline.
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    /// The longest miter as a multiple of the line width (1 / sin(φ/2) for an angle φ between
    /// segments); sharper corners are bevelled.
    public var miterLimit: CGFloat
    /// On, off, on, … lengths along the outline (points); empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the outline starts (points).
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The rasterizer's stroke.
    var raster: Stroke {
        let cap: LineCap
        switch lineCap {
        case .round: cap = .round
        case .square: cap = .square
        default: cap = .butt
        }
        let join: LineJoin
        switch lineJoin {
        case .round: join = .round
        case .bevel: join = .bevel
        default: join = .miter
        }
        return Stroke(
            lineWidth: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit),
            dash: dash.map(Double.init), dashPhase: Double(dashPhase))
    }
}
