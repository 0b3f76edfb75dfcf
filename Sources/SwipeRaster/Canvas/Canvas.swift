#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws into a pixmap: fills, clips, layers, shadows and text.
///
/// A canvas is used from one thread at a time; several canvases on different pixmaps may draw
/// at once (shared `Font`s, `ShadowCache`s and `ImagePattern`s lock internally). Blending is
/// premultiplied source-over with exactly rounded integer arithmetic (see `Blend`).
public final class Canvas {
    /// The pixels drawn so far (layers not yet ended are not included).
    public private(set) var pixmap: Pixmap

    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }

    struct State {
        var clip: ClipMask?
    }

    struct Layer {
        /// Zero-filled from `calloc` (untouched pages cost nothing) and zeroed again over the
        /// dirty region when composited, so a buffer is reused clean.
        var pixels: UnsafeMutablePointer<UInt32>
        var opacity: UInt32
        var savedStates: Int
        var dirty: IntRect?
        /// Applied to the pixels when the layer ends, before compositing (`LayerEffect`).
        var effect: LayerEffect? = nil
        /// How the layer combines with what is below it (source-over for `.normal`).
        var mode: CompositeMode = .normal
    }

    /// Pixels that drawing still to come replaces outright (see `Occlusion`): fills, shadows,
    /// text and layer composites leave them untouched while this is set.
    public var occlusion: Occlusion?
    /// Recent `opaqueRows` results without a clip (see there).
    var opaqueMemo: [(path: Path, transform: Transform, fillRule: FillRule, rows: OpaqueRows)] = []

    var states: [State] = [State(clip: nil)]
    var layers: [Layer] = []
    private var freeLayerBuffers: [UnsafeMutablePointer<UInt32>] = []
    let rasterizer = Rasterizer()
    var scratchColors: UnsafeMutablePointer<UInt32>
    var scratchCoverage: UnsafeMutablePointer<UInt8>
    var scratchMaskValues: UnsafeMutablePointer<UInt8>

    public init(pixmap: Pixmap) {
        self.pixmap = pixmap
        scratchColors = .allocate(capacity: pixmap.width)
        scratchColors.initialize(repeating: 0, count: pixmap.width)
        scratchCoverage = .allocate(capacity: pixmap.width)
        scratchCoverage.initialize(repeating: 0, count: pixmap.width)
        scratchMaskValues = .allocate(capacity: pixmap.width)
        scratchMaskValues.initialize(repeating: 0, count: pixmap.width)
    }

    /// A canvas on a new transparent pixmap.
    public convenience init(width: Int, height: Int) throws {
        self.init(pixmap: try Pixmap(width: width, height: height))
    }

    deinit {
        // Spare layer buffers are clean: they go to the pool (which frees what it cannot keep).
        // A layer never ended is dirty and is freed (all came from calloc or malloc).
        for buffer in freeLayerBuffers { LayerBufferPool.give(buffer, count: width * height) }
        for layer in layers { free(layer.pixels) }
        scratchColors.deallocate()
        scratchCoverage.deallocate()
        scratchMaskValues.deallocate()
    }

    /// Sets every pixel of the current target (ignoring the clip) to `color`.
    public func clear(_ color: Color) {
        let value = color.premultiplied
        let count = width * height
        withTarget { target in target.update(repeating: value, count: count) }
        markDirty(IntRect(x0: 0, y0: 0, x1: width, y1: height))
    }

    // MARK: - State

    /// Remembers the clip; `restore()` returns to it.
    public func save() {
        states.append(states[states.count - 1])
    }

    /// Returns to the clip of the matching `save()`; extra calls are ignored.
    public func restore() {
        let floor = layers.last.map { $0.savedStates + 1 } ?? 1
        if states.count > floor { states.removeLast() }
    }

    /// Intersects the clip with `path` (anti-aliased: partially covered pixels are partly
    /// clipped). Lasts until the matching `restore()`.
    public func clip(to path: Path, transform: Transform = .identity, fillRule: FillRule = .nonZero) throws {
        try Canvas.check(path, transform)
        let current = states[states.count - 1].clip
        let bounds = current?.bounds ?? IntRect(x0: 0, y0: 0, x1: width, y1: height)
        // The mask only spans the path's device bounding box (control points included), so a
        // photo clipped into a card costs the card's area, not the canvas's.
        var region = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        if let box = path.transformed(by: transform).controlBounds {
            func clamp(_ v: Double) -> Int { Int(min(max(v, -1), Double(Pixmap.maximumDimension + 1))) }
            region = IntRect(
                x0: clamp(box.minX.rounded(.down)), y0: clamp(box.minY.rounded(.down)),
                x1: clamp(box.maxX.rounded(.up)), y1: clamp(box.maxY.rounded(.up))
            ).intersection(bounds)
        }
        if region.isEmpty { region = IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        let mask = ClipMask(region)
        var covered: IntRect?
        if !region.isEmpty {
            // As in `fill`: coverage against the whole canvas, then limited to the region.
            rasterizer.reset(clipX0: 0, clipY0: 0, clipX1: width, clipY1: height)
            rasterizer.add(path, transform: transform)
            rasterizer.sweep(fillRule: fillRule) { y, originX, spans, coverageRow in
                guard y >= region.y0 && y < region.y1 else { return }
                let row = mask.row(y)
                for span in spans {
                    let x0 = max(originX + span.start, region.x0), x1 = min(originX + span.end, region.x1)
                    guard x1 > x0 else { continue }
                    covered = covered.union(IntRect(x0: x0, y0: y, x1: x1, y1: y + 1))
                    if span.alpha >= 0 && current == nil {
                        // One coverage for the whole span: the values the loop below would write.
                        (row + x0).update(repeating: UInt8(span.alpha), count: x1 - x0)
                        continue
                    }
                    for x in x0..<x1 {
                        var value = span.alpha >= 0 ? UInt32(span.alpha) : UInt32(coverageRow[x - originX])
                        if let current { value = Blend.div255(value * UInt32(current.row(y)[x])) }
                        row[x] = UInt8(value)
                    }
                }
            }
        }
        mask.bounds = covered ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        states[states.count - 1].clip = mask
    }

    // MARK: - Layers

    /// Starts a group drawn into a transparent layer and composited with `opacity` (0…1) by
    /// `endLayer()`, so overlapping parts of the group do not show through each other.
    public func beginLayer(opacity: Double) {
        let buffer =
            freeLayerBuffers.popLast() ?? LayerBufferPool.take(count: width * height)
            ?? Canvas.zeroedBuffer(count: width * height)
        layers.append(Layer(pixels: buffer, opacity: UInt32(Color.level(opacity)), savedStates: states.count, dirty: nil))
        save()
    }

    private static func zeroedBuffer(count: Int) -> UnsafeMutablePointer<UInt32> {
        if let raw = calloc(count, MemoryLayout<UInt32>.stride) {
            return raw.bindMemory(to: UInt32.self, capacity: count)
        }
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        buffer.initialize(repeating: 0, count: count)
        return buffer
    }

    /// Composites the innermost layer onto what is below it; ignored without a layer.
    public func endLayer() {
        guard let layer = layers.popLast() else { return }
        states.removeSubrange(max(layer.savedStates, 1)...)
        if states.isEmpty { states = [State(clip: nil)] }
        guard var dirty = layer.dirty else {
            freeLayerBuffers.append(layer.pixels)
            return
        }
        if let effect = layer.effect { dirty = applyEffect(effect, to: layer, dirty: dirty) }
        let opacity = layer.opacity, mode = layer.mode
        let w = width
        let src = layer.pixels
        withTarget { dst in
            // A layer pixel over the same backdrop pixel as its left neighbour (inside a
            // gradient's bands, over a flat background) repeats its result.
            var lastSource: UInt32 = 0, lastIn: UInt32 = 0, lastOut: UInt32 = 0
            let hidden = occlusion?.rows
            for y in dirty.y0..<dirty.y1 {
                let source = src + y * w, target = dst + y * w
                OpaqueRows.forEachVisible(dirty.x0, dirty.x1, y: y, hidden, nil) { from, to in
                    for x in from..<to {
                        let s = source[x]
                        if s == 0 { continue }
                        let d = target[x]
                        if s != lastSource || d != lastIn {
                            lastSource = s
                            lastIn = d
                            let faded = opacity != 255 ? Blend.scale(s, by: opacity) : s
                            lastOut = mode == .normal ? Blend.sourceOver(faded, d) : mode.composite(faded, onto: d)
                        }
                        target[x] = lastOut
                    }
                }
                (source + dirty.x0).update(repeating: 0, count: dirty.x1 - dirty.x0)
            }
        }
        markDirty(dirty)
        freeLayerBuffers.append(layer.pixels)
    }

    /// Keeps a clean (all-zero) layer buffer for the next layer.
    func recycleLayerBuffer(_ buffer: UnsafeMutablePointer<UInt32>) { freeLayerBuffers.append(buffer) }

    // MARK: - Target access

    func withTarget(_ body: (UnsafeMutablePointer<UInt32>) -> Void) {
        if layers.isEmpty {
            pixmap.bytes.withUnsafeMutableBytes { raw in
                body(raw.bindMemory(to: UInt32.self).baseAddress!)
            }
        } else {
            body(layers[layers.count - 1].pixels)
        }
    }

    func markDirty(_ rect: IntRect) {
        guard !layers.isEmpty else { return }
        layers[layers.count - 1].dirty = layers[layers.count - 1].dirty.union(rect)
    }

    static func check(_ path: Path, _ transform: Transform) throws {
        guard transform.isFinite else {
            throw RasterError(.nonFiniteValue, "drawing transform has a non-finite value (\(transform)): use finite numbers")
        }
        guard path.isFinite else {
            throw RasterError(.nonFiniteValue, "path has a non-finite coordinate: use finite numbers")
        }
    }
}
