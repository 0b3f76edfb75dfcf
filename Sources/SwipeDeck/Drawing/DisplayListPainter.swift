import SwipeRaster

/// Turns a frame's display list into pixels with SwipeRaster: the only place in SwipeDeck that
/// draws. Geometry in the list is in points; `scale` maps points to pixels.
public struct DisplayListPainter {
    /// SwiftUI's shadow radius → Gaussian σ (undocumented by Apple; SwipeUI README, "Drawing", and
    /// `ShadowDefaults.sigmaPerRadius`): σ = radius × 1.0.
    public static let shadowSigmaPerRadius = ShadowDefaults.sigmaPerRadius

    let resources: DrawingResources
    let scale: Double

    public init(resources: DrawingResources, scale: Double) {
        self.resources = resources
        self.scale = scale
    }

    /// Draws `items` over `background` into a new pixmap of `width` × `height` pixels.
    ///
    /// Before each item the canvas is told which pixels later opaque shapes will replace
    /// outright (`Canvas.occlusion`), so a card buried under the top card is not drawn where
    /// it cannot show. This changes no pixel (see `Occlusion`).
    public func paint(_ items: [DisplayItem], background: Scene.Background, width: Int, height: Int) throws -> Pixmap {
        let canvas: Canvas
        switch background {
        case .color(let color):
            canvas = Canvas(pixmap: try Pixmap(width: width, height: height, color: color))
        case .verticalGradient:
            canvas = try Canvas(width: width, height: height)
        }
        let order = try PaintOrder(items, transform: .scale(scale), canvas: canvas)
        if case .verticalGradient(let colors) = background {
            canvas.occlusion = order.hiddenAfter(-1)
            let bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            try canvas.fill(.rect(bounds), paint: .linearGradient(LinearGradient(
                start: Point(0, 0), end: Point(0, Double(height)), colors: colors)))
        }
        try draw(items, transform: .scale(scale), on: canvas, order: order)
        return canvas.pixmap
    }

    /// Draws `items` over a frame drawn elsewhere (the system chrome over a SwipeUI frame).
    public func paint(_ items: [DisplayItem], over pixmap: Pixmap) throws -> Pixmap {
        let canvas = Canvas(pixmap: pixmap)
        try draw(items, transform: .scale(scale), on: canvas, order: try PaintOrder(items, transform: .scale(scale), canvas: canvas))
        return canvas.pixmap
    }

    private func draw(_ items: [DisplayItem], transform: Transform, on canvas: Canvas, order: PaintOrder) throws {
        for item in items {
            if case .group(let group) = item {
                try draw(group, transform: transform, on: canvas, order: order)
                continue
            }
            canvas.occlusion = order.hiddenAfter(order.next)
            order.next += 1
            switch item {
            case .group:
                break
            case .shape(let shape):
                try draw(shape, transform: transform, on: canvas)
            case .text(let text):
                let font = try resources.font(weight: text.weight, italic: text.italic, size: text.size)
                try canvas.drawText(text.string, font: font, size: text.size, at: text.origin, alignment: text.alignment,
                                    maxWidth: text.maxWidth.map { max(0, $0) }, features: text.features,
                                    fallback: resources.fallbackFont(weight: text.weight),
                                    paint: .solid(text.color), transform: transform)
            case .icon(let icon):
                let symbol = try Icon(named: icon.name)
                try symbol.fill(in: icon.rect, weight: icon.weight, paint: .solid(icon.color), transform: transform, on: canvas)
            case .image(let image):
                try draw(image, transform: transform, on: canvas)
            }
        }
    }

    private func draw(_ group: DisplayGroup, transform: Transform, on canvas: Canvas, order: PaintOrder) throws {
        guard group.opacity > 0 else { return }
        let inner = group.transform.concatenating(transform)
        let layered = group.opacity < 1
        if layered { canvas.beginLayer(opacity: group.opacity) }
        if let clip = group.clip {
            canvas.save()
            try canvas.clip(to: clip.path, transform: inner)
        }
        try draw(group.items, transform: inner, on: canvas, order: order)
        if group.clip != nil { canvas.restore() }
        if layered {
            // The layer is composited after its last item.
            canvas.occlusion = order.hiddenAfter(order.next - 1)
            canvas.endLayer()
        }
    }

    private func draw(_ shape: ShapeItem, transform: Transform, on canvas: Canvas) throws {
        let path = shape.geometry.path
        if let shadow = shape.shadow, shadow.color.alpha > 0 {
            let drop = DropShadow(color: shadow.color, sigma: shadow.radius * Self.shadowSigmaPerRadius,
                                  offset: Point(shadow.x, shadow.y))
            if let fill = shape.fill {
                // One call, so the shadow is not drawn under the opaque part of the fill (same pixels).
                try canvas.fill(path, paint: fill.paint(in: shape.geometry.bounds), transform: transform,
                                shadow: drop, cache: resources.shadowCache)
            } else {
                try canvas.drawShadow(path, transform: transform, color: drop.color, sigma: drop.sigma,
                                      offset: drop.offset, cache: resources.shadowCache)
            }
        } else if let fill = shape.fill {
            try canvas.fill(path, paint: fill.paint(in: shape.geometry.bounds), transform: transform)
        }
        if let stroke = shape.stroke {
            try canvas.fill(shape.geometry.strokeOutline(lineWidth: stroke.width), paint: .solid(stroke.color),
                            transform: transform, fillRule: .nonZero)
        }
    }

    /// Aspect-fill: the photo covers `rect`, centred, clipped to it.
    private func draw(_ image: ImageItem, transform: Transform, on canvas: Canvas) throws {
        let pattern = try resources.image(image.source)
        let imageWidth = Double(pattern.pixmap.width), imageHeight = Double(pattern.pixmap.height)
        let fit = max(image.rect.width / imageWidth, image.rect.height / imageHeight)
        let placement = Transform.scale(fit).concatenating(.translation(
            x: image.rect.midX - imageWidth * fit / 2, y: image.rect.midY - imageHeight * fit / 2))
        try canvas.fill(.rect(image.rect), paint: .image(pattern, transform: placement), transform: transform)
    }
}

extension Fill {
    /// The raster paint, with unit points mapped onto `bounds`.
    func paint(in bounds: Rect) -> Paint {
        switch self {
        case .solid(let color):
            return .solid(color)
        case .linearGradient(let colors, let start, let end):
            func place(_ unit: Point) -> Point { Point(bounds.x + unit.x * bounds.width, bounds.y + unit.y * bounds.height) }
            return .linearGradient(LinearGradient(start: place(start), end: place(end), colors: colors))
        }
    }
}


/// The items of a display list in drawing order (groups opened, invisible groups left out),
/// and for each the pixels that opaque shapes drawn after it replace outright. Only a filled
/// shape outside every clip and translucent group counts — it is drawn straight into the
/// frame at full strength — and only when it is at least 64 pixels across, where skipping
/// pays for finding its covered pixels.
final class PaintOrder {
    /// Index of the next item to draw.
    var next = 0
    /// hidden[i + 1]: what the items after item i hide (index 0: before the first item).
    private var hidden: [Occlusion?] = []

    init(_ items: [DisplayItem], transform: Transform, canvas: Canvas) throws {
        var covers: [Occlusion?] = []
        try collect(items, transform: transform, plain: true, canvas: canvas, into: &covers)
        hidden = [Occlusion?](repeating: nil, count: covers.count + 1)
        var running: Occlusion?
        for i in stride(from: covers.count - 1, through: 0, by: -1) {
            hidden[i + 1] = running
            if let cover = covers[i] { running = running.map { $0.union(cover) } ?? cover }
        }
        hidden[0] = running
    }

    /// What the items after item `index` hide (−1: all items).
    func hiddenAfter(_ index: Int) -> Occlusion? {
        let i = index + 1
        return i >= 0 && i < hidden.count ? hidden[i] : nil
    }

    private func collect(
        _ items: [DisplayItem], transform: Transform, plain: Bool, canvas: Canvas, into covers: inout [Occlusion?]
    ) throws {
        for item in items {
            switch item {
            case .group(let group):
                guard group.opacity > 0 else { continue }
                try collect(group.items, transform: group.transform.concatenating(transform),
                            plain: plain && group.opacity >= 1 && group.clip == nil, canvas: canvas, into: &covers)
            case .shape(let shape):
                var cover: Occlusion?
                let bounds = shape.geometry.bounds
                if plain, let fill = shape.fill,
                   min(bounds.width, bounds.height) * transform.minimumScale >= 64 {
                    cover = try canvas.occlusion(of: shape.geometry.path, paint: fill.paint(in: bounds), transform: transform)
                }
                covers.append(cover)
            case .text, .icon, .image:
                covers.append(nil)
            }
        }
    }
}
