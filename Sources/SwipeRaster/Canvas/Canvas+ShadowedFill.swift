/// A Gaussian drop shadow as `Canvas.drawShadow` draws it: `color`, blur σ and `offset` in the
/// shape's local units.
public struct DropShadow: Hashable, Sendable {
    public var color: Color
    public var sigma: Double
    public var offset: Point

    public init(color: Color = ShadowDefaults.color, sigma: Double, offset: Point = .zero) {
        self.color = color
        self.sigma = sigma
        self.offset = offset
    }
}

extension Canvas {
    /// Draws `shadow` under `path`, then fills `path` with `paint`: byte for byte what
    /// `drawShadow` followed by `fill` draws, but faster. Where the fill is about to replace a
    /// pixel outright — full path coverage, full clip, opaque paint — the shadow is not drawn
    /// there at all, since source-over of an opaque colour at full coverage ignores what is
    /// below. For an opaque card that is the whole interior of its shadow.
    ///
    /// Throws for non-finite coordinates, an invalid gradient or shadow (σ < 0, non-finite);
    /// nothing is drawn when it throws.
    public func fill(
        _ path: Path, paint: Paint, transform: Transform = .identity, fillRule: FillRule = .nonZero,
        shadow: DropShadow, cache: ShadowCache? = nil
    ) throws {
        try Canvas.check(path, transform)
        guard shadow.sigma.isFinite, shadow.sigma >= 0 else {
            throw RasterError(.nonFiniteValue, "shadow sigma \(shadow.sigma) is invalid: use a finite value ≥ 0")
        }
        guard shadow.offset.isFinite else {
            throw RasterError(.nonFiniteValue, "shadow offset (\(shadow.offset.x), \(shadow.offset.y)) is not finite")
        }
        let shader = try Shader.make(paint, transform: transform)
        if shadow.color.alpha > 0 {
            let skip = shader.flatMap { opaqueRows(path, shader: $0, transform: transform, fillRule: fillRule) }
            try drawShadow(
                path, transform: transform, color: shadow.color, sigma: shadow.sigma, offset: shadow.offset,
                cache: cache, skip: skip)
        }
        if let shader { fill(path, shader: shader, transform: transform, fillRule: fillRule) }
    }
}
