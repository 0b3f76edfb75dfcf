/// Pixels that drawing still to come will replace outright, so drawing into them before is
/// wasted: set as `Canvas.occlusion`, fills, shadows, text and layer composites skip them.
///
/// Built with `Canvas.occlusion(of:paint:transform:fillRule:)` from a shape that will be filled
/// later with an opaque paint, outside any clip or translucent layer; several combine with
/// `union`. Skipping is exact: a fill with an opaque colour at full coverage writes its colour
/// whatever was below, so what was drawn there before never shows. One run of pixels per row
/// is kept (the union when runs touch, else the longer), which is all a card needs.
public struct Occlusion {
    let rows: OpaqueRows

    /// Pixels hidden by either.
    public func union(_ other: Occlusion) -> Occlusion { Occlusion(rows: rows.union(other.rows)) }

    /// Pixels hidden by both: a fill under a clip replaces outright only the pixels that both
    /// its shape and the clip cover fully (the clip's mask is 255 exactly where its path's
    /// coverage is: 255 · 255 / 255 rounds to 255).
    package func intersection(_ other: Occlusion) -> Occlusion { Occlusion(rows: rows.intersection(other.rows)) }
}

extension Canvas {
    /// The pixels that filling `path` with `paint` — with no clip, straight into the canvas's
    /// pixmap — replaces outright; nil when none (a translucent paint, an image with a translucent
    /// pixel, an empty path).
    /// Throws for non-finite coordinates or an invalid gradient.
    public func occlusion(
        of path: Path, paint: Paint, transform: Transform = .identity, fillRule: FillRule = .nonZero
    ) throws -> Occlusion? {
        try Canvas.check(path, transform)
        guard let shader = try Shader.make(paint, transform: transform),
            let rows = opaqueRows(path, shader: shader, transform: transform, fillRule: fillRule, ignoringClip: true)
        else { return nil }
        return Occlusion(rows: rows)
    }
}
