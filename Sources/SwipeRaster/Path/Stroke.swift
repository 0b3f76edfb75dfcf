/// How a line ends (CoreGraphics `CGLineCap`).
public enum LineCap: Hashable, Sendable {
    /// Ends exactly at the endpoint.
    case butt
    /// A half-disc of radius w/2 around the endpoint.
    case round
    /// Extends w/2 past the endpoint, square.
    case square
}

/// How two segments meet (CoreGraphics `CGLineJoin`).
public enum LineJoin: Hashable, Sendable {
    /// The outer edges extended until they meet, unless that point is further than
    /// `miterLimit`·w/2 from the vertex (then a bevel).
    case miter
    /// A disc sector of radius w/2 around the vertex.
    case round
    /// The triangle between the two outer corners.
    case bevel
}

/// A stroke's geometry (CoreGraphics' line state, SwiftUI's `StrokeStyle`), in the path's units.
public struct Stroke: Hashable, Sendable {
    /// The full width, centred on the path.
    public var lineWidth: Double
    public var cap: LineCap
    public var join: LineJoin
    /// The longest miter, as a multiple of the line width over the vertex' half-angle: a miter
    /// is drawn when 1 / sin(φ/2) ≤ miterLimit, φ the angle between the segments (CoreGraphics'
    /// rule; 10 by default, so corners sharper than about 11.5° are bevelled).
    public var miterLimit: Double
    /// Alternating lengths on, off, on, … along the path; empty for a solid line. A list of odd
    /// length is repeated once (so `[5]` is 5 on, 5 off), as SVG and CoreGraphics do.
    public var dash: [Double]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: Double

    public init(
        lineWidth: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// Butt caps, miter joins, no dash: what a closed convex outline stroked by growing and
    /// shrinking it (`Shape.strokeOutline`) draws.
    public var isPlain: Bool { cap == .butt && join == .miter && dash.isEmpty }

    /// The dash pattern to walk (odd lists doubled); nil for a solid line, or when the pattern
    /// cannot be walked (a negative or non-finite length, or all lengths zero), which
    /// CoreGraphics also draws solid.
    package var dashPattern: [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0 else { return nil }
        return dash.count % 2 == 0 ? dash : dash + dash
    }
}

extension Path {
    /// The rasterizer's flattening tolerance in pixels (0.05: the most a chord strays from its
    /// curve); strokers and trims working in local units divide it by the pixels per unit.
    public static let flatteningTolerance = Rasterizer.tolerance
}
