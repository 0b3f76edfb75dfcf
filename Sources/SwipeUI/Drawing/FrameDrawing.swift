import SwipeRaster

/// What one frame draws, as the rasterizer commands `NodePainter` issued for it (pixels,
/// in order). It is recorded on the simulation's thread from the presented tree and drawn
/// later, on any thread, so a renderer draws frames in parallel while the simulation goes on;
/// and it compares with `==`, so a frame that draws exactly what an earlier one drew (a deck
/// at rest) can reuse that frame's pixels or file bytes.
///
/// Drawing replays the same canvas calls in the same order as drawing at once, so the pixels
/// are the same. Numbers compare as IEEE doubles (a NaN never equals itself, so nothing is
/// wrongly reused); images compare by identity (one `ImagePattern` per image file).
public struct FrameDrawing: Equatable, Sendable {
    /// Canvas size in pixels.
    public let width: Int
    public let height: Int
    let background: SwipeRaster.Color
    var commands: [Command] = []

    /// One canvas call, in pixels (transforms are local points → pixels).
    enum Command: Equatable, Sendable {
        case fill(RasterPath, RecordedPaint, Transform)
        case beginLayer(opacity: Double, effect: LayerEffect?, mode: CompositeMode)
        case endLayer
        case endLayerAsMask
        case save
        case restore
        case clip(RasterPath, Transform, FillRule)
        case shadow(RasterPath, Transform, SwipeRaster.Color, sigma: Double, offset: Point)
        case backdrop(RasterPath, Transform, BackdropFilter)
        /// Under a 3D effect: local points → pixels is projective.
        case fillProjected(RasterPath, RecordedPaint, ProjectiveTransform)
        case clipProjected(RasterPath, ProjectiveTransform, FillRule)
        /// Ends a layer drawn flat by projecting it (flat pixels → pixels).
        case endLayerProjected(ProjectiveTransform)
    }

    init(width: Int, height: Int, background: SwipeRaster.Color) {
        self.width = width
        self.height = height
        self.background = background
    }

    /// Draws the frame onto a new canvas. Blurred shadow masks come from `shadowCache` when
    /// given (a cache shared by threads; the pixels do not depend on it).
    public func draw(shadowCache: ShadowCache? = nil) throws -> Pixmap {
        try draw(shadowCache: shadowCache, skippingHiddenPixels: true)
    }

    /// With `skippingHiddenPixels` false, every pixel of every command is drawn (the reference
    /// the skipping is tested and timed against: the bytes are the same).
    package func draw(shadowCache: ShadowCache? = nil, skippingHiddenPixels: Bool) throws -> Pixmap {
        let canvas = SwipeRaster.Canvas(pixmap: try Pixmap(width: width, height: height, color: background))
        try draw(on: canvas, shadowCache: shadowCache, cleared: true, skippingHiddenPixels: skippingHiddenPixels)
        return canvas.pixmap
    }

    /// Draws the frame onto `canvas` (of the frame's size, any pixels: every pixel is set to the
    /// background first, unless `cleared` says it already is). Pixels that later opaque fills
    /// replace outright are skipped (`FrameOcclusion`), which changes no byte.
    func draw(on canvas: SwipeRaster.Canvas, shadowCache: ShadowCache?, cleared: Bool = false, skippingHiddenPixels: Bool = true) throws {
        if !cleared { canvas.clear(background) }
        let hidden = skippingHiddenPixels ? FrameOcclusion.plan(commands, canvas: canvas) : [Occlusion?](repeating: nil, count: commands.count)
        defer { canvas.occlusion = nil }
        for (index, command) in commands.enumerated() {
            canvas.occlusion = hidden[index]
            switch command {
            case let .fill(path, paint, transform):
                try canvas.fill(path, paint: paint.paint, transform: transform)
            case let .beginLayer(opacity, effect, mode):
                canvas.beginLayer(opacity: opacity, effect: effect, mode: mode)
            case .endLayer:
                canvas.endLayer()
            case .endLayerAsMask:
                canvas.endLayerAsMask()
            case .save:
                canvas.save()
            case .restore:
                canvas.restore()
            case let .clip(path, transform, rule):
                try canvas.clip(to: path, transform: transform, fillRule: rule)
            case let .shadow(path, transform, color, sigma, offset):
                try canvas.drawShadow(path, transform: transform, color: color, sigma: sigma, offset: offset, cache: shadowCache)
            case let .backdrop(path, transform, filter):
                try canvas.fillBackdrop(path, transform: transform, filter: filter)
            case let .fillProjected(path, paint, projection):
                try canvas.fill(path, paint: paint.paint, projection: projection)
            case let .clipProjected(path, projection, rule):
                try canvas.clip(to: path, projection: projection, fillRule: rule)
            case .endLayerProjected(let projection):
                try canvas.endLayer(projection: projection)
            }
        }
    }
}

extension FrameDrawing {
    /// The same drawing moved by (dx, dy) pixels: every fill, clip and shadow translated after
    /// its own transform (a stand-in for a layout that moved a little, e.g. to check how much
    /// shift a golden test's tolerances let through).
    public func translated(x dx: Double, y dy: Double) -> FrameDrawing {
        let move = Transform.translation(x: dx, y: dy)
        var moved = self
        moved.commands = commands.map { command in
            switch command {
            case let .fill(path, paint, t): return .fill(path, paint, t.concatenating(move))
            case let .clip(path, t, rule): return .clip(path, t.concatenating(move), rule)
            case let .shadow(path, t, color, sigma, offset): return .shadow(path, t.concatenating(move), color, sigma: sigma, offset: offset)
            case let .backdrop(path, t, filter): return .backdrop(path, t.concatenating(move), filter)
            case let .fillProjected(path, paint, p): return .fillProjected(path, paint, p.concatenating(move))
            case let .clipProjected(path, p, rule): return .clipProjected(path, p.concatenating(move), rule)
            case .endLayerProjected(let p):
                // The layer was drawn already moved: undo the move, project, move again.
                return .endLayerProjected(ProjectiveTransform(.translation(x: -dx, y: -dy)).concatenating(p).concatenating(move))
            case .beginLayer, .endLayer, .endLayerAsMask, .save, .restore: return command
            }
        }
        return moved
    }
}

/// A `Paint` that compares: colours and gradients by value, images by identity.
struct RecordedPaint: Equatable, @unchecked Sendable {
    let paint: Paint

    static func == (a: RecordedPaint, b: RecordedPaint) -> Bool {
        switch (a.paint, b.paint) {
        case let (.solid(x), .solid(y)): return x == y
        case let (.linearGradient(x), .linearGradient(y)): return x == y
        case let (.centredGradient(x), .centredGradient(y)): return x == y
        case let (.image(x, s), .image(y, t)): return x === y && s == t
        default: return false
        }
    }
}

/// Records canvas calls into a `FrameDrawing`, with the names `NodePainter` calls on a canvas.
final class DrawingRecorder {
    private(set) var drawing: FrameDrawing

    init(width: Int, height: Int, background: SwipeRaster.Color) {
        drawing = FrameDrawing(width: width, height: height, background: background)
    }

    /// A fill with its affine map, or under a 3D effect its `projection` (local → pixels).
    func fill(_ path: RasterPath, paint: Paint, transform: Transform, projection: ProjectiveTransform? = nil) {
        if let projection {
            drawing.commands.append(.fillProjected(path, RecordedPaint(paint: paint), projection))
        } else {
            drawing.commands.append(.fill(path, RecordedPaint(paint: paint), transform))
        }
    }
    func beginLayer(opacity: Double, effect: LayerEffect? = nil, mode: CompositeMode = .normal) {
        drawing.commands.append(.beginLayer(opacity: opacity, effect: effect, mode: mode))
    }
    func endLayer() { drawing.commands.append(.endLayer) }
    func endLayerAsMask() { drawing.commands.append(.endLayerAsMask) }
    func save() { drawing.commands.append(.save) }
    func restore() { drawing.commands.append(.restore) }
    func clip(to path: RasterPath, transform: Transform, projection: ProjectiveTransform? = nil, fillRule: FillRule = .nonZero) {
        if let projection {
            drawing.commands.append(.clipProjected(path, projection, fillRule))
        } else {
            drawing.commands.append(.clip(path, transform, fillRule))
        }
    }
    func endLayer(projection: ProjectiveTransform) { drawing.commands.append(.endLayerProjected(projection)) }
    func drawShadow(_ path: RasterPath, transform: Transform, color: SwipeRaster.Color, sigma: Double, offset: Point) {
        drawing.commands.append(.shadow(path, transform, color, sigma: sigma, offset: offset))
    }
    func fillBackdrop(_ path: RasterPath, transform: Transform, filter: BackdropFilter) {
        drawing.commands.append(.backdrop(path, transform, filter))
    }
}
