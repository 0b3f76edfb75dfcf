/// Drawing under perspective (`ProjectiveTransform`). An affine map takes the ordinary route
/// unchanged (same pixels, same speed); a projective one is drawn as the polygons
/// `Path.projectedPolygons` makes (flattened in local space, clipped to the near plane, then
/// projected), with gradients and images sampled per pixel through the inverse map
/// (`ProjectiveShader`). What cannot be projected shape by shape — a blurred shadow — is drawn
/// flat into a layer, and the layer is projected as an image (`endLayer(projection:)`), as
/// CoreAnimation renders a layer's content flat and then maps it by the layer's 3D transform.
extension Canvas {
    /// Fills `path` (local space) mapped by `projection` (local → pixels) with `paint`.
    /// Nothing is drawn of the parts behind the eye (w < `ProjectiveTransform.nearW`).
    public func fill(_ path: Path, paint: Paint, projection: ProjectiveTransform, fillRule: FillRule = .nonZero) throws {
        if let affine = projection.affine { return try fill(path, paint: paint, transform: affine, fillRule: fillRule) }
        try Canvas.check(path, projection)
        guard let shader = try ProjectiveShader.make(paint, projection: projection) else { return }
        let polygons = path.projectedPolygons(projection)
        if polygons.isEmpty { return }
        fill(polygons, shader: shader, transform: .identity, fillRule: fillRule)
    }

    /// Intersects the clip with `path` mapped by `projection` (see `clip(to:transform:fillRule:)`).
    public func clip(to path: Path, projection: ProjectiveTransform, fillRule: FillRule = .nonZero) throws {
        if let affine = projection.affine { return try clip(to: path, transform: affine, fillRule: fillRule) }
        try Canvas.check(path, projection)
        // A path wholly behind the eye clips everything away (an empty polygon covers nothing).
        try clip(to: path.projectedPolygons(projection), transform: .identity, fillRule: fillRule)
    }

    /// Ends the innermost layer by projecting it: its pixels (device space, drawn flat) are an
    /// image mapped by `projection` (flat pixels → pixels) and sampled bilinearly through the
    /// inverse, after the layer's effect, at the layer's opacity, onto what is below it.
    public func endLayer(projection: ProjectiveTransform) throws {
        if projection.affine == .identity { return endLayer() }
        try Canvas.check(Path(), projection)
        guard layers.count >= 1, let layer = layers.popLast() else { return }
        states.removeSubrange(max(layer.savedStates, 1)...)
        if states.isEmpty { states = [State(clip: nil)] }
        guard var dirty = layer.dirty else {
            recycleLayerBuffer(layer.pixels)
            return
        }
        if let effect = layer.effect { dirty = applyEffect(effect, to: layer, dirty: dirty) }
        // Copy the drawn rectangle out (scaled by the opacity) and give the buffer back clean.
        let w = width, dw = dirty.x1 - dirty.x0, dh = dirty.y1 - dirty.y0
        var bytes = [UInt8](repeating: 0, count: dw * dh * 4)
        bytes.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: UInt32.self).baseAddress!
            for y in 0..<dh {
                let source = layer.pixels + (dirty.y0 + y) * w + dirty.x0
                for x in 0..<dw {
                    let s = source[x]
                    out[y * dw + x] = layer.opacity == 255 ? s : Blend.scale(s, by: layer.opacity)
                }
                source.update(repeating: 0, count: dw)
            }
        }
        recycleLayerBuffer(layer.pixels)
        let image = ImagePattern(try Pixmap(width: dw, height: dh, premultipliedBytes: bytes))
        let placed = Transform.translation(x: Double(dirty.x0), y: Double(dirty.y0))
        let rect = Path.rect(Rect(x: Double(dirty.x0), y: Double(dirty.y0), width: Double(dw), height: Double(dh)))
        try fill(rect, paint: .image(image, transform: placed), projection: projection)
    }

    static func check(_ path: Path, _ projection: ProjectiveTransform) throws {
        guard projection.isFinite else {
            throw RasterError(.nonFiniteValue, "drawing projection has a non-finite value (\(projection)): use finite numbers")
        }
        guard path.isFinite else {
            throw RasterError(.nonFiniteValue, "path has a non-finite coordinate: use finite numbers")
        }
    }
}
