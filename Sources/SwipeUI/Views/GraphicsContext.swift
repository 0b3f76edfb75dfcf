import Foundation
import SwipeRaster

/// "An immediate mode drawing destination" (Apple, `GraphicsContext`), handed to a `Canvas`'s
/// renderer: paths filled or stroked with a shading, text, images and the canvas's symbols,
/// each drawn through the context's current transform, opacity, blend mode, clips and filters.
///
/// A context is a value: changing a copy's transform, opacity or clip changes what that copy
/// draws, not the original; all copies draw into the same canvas, in the order of the calls.
/// User space is the canvas's own, in points, origin at its top-left, until the transform
/// changes it; `translateBy`, `scaleBy`, `rotate(by:)` and `concatenate` apply their change
/// before the current transform, as Core Graphics' CTM functions do (so the latest call acts
/// first on what is drawn). What each call records is drawn with SwipeUI's own views
/// (`CanvasContent`), so it is rasterized as those views are.
public struct GraphicsContext {
    /// The operations drawn so far, shared by the copies of a context.
    final class Recording {
        var operations: [CanvasOperation] = []
    }

    let recording: Recording
    let resolver: CanvasResolver
    /// The clips in effect, in canvas space.
    var clips: [CanvasClip] = []
    /// The filters in effect, first added first.
    var filters: [Filter.Kind] = []

    /// Multiplies the alpha of what is drawn from now on (0…1).
    public var opacity: Double = 1
    /// How what is drawn from now on is composited (`BlendMode`).
    public var blendMode: BlendMode = .normal
    /// User space to canvas space.
    public var transform: CGAffineTransform = .identity
    /// The canvas's environment.
    public var environment: EnvironmentValues { resolver.environment }

    init(resolver: CanvasResolver, recording: Recording = Recording()) {
        self.resolver = resolver
        self.recording = recording
    }

    var state: CanvasDrawState { CanvasDrawState(transform: transform, opacity: opacity, blendMode: blendMode, clips: clips, filters: filters) }

    // MARK: Transform

    /// Moves later drawing by (x, y) points of user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales later drawing by (x, y) about the user-space origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Rotates later drawing by `angle` about the user-space origin (clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` to later drawing before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clips and filters

    /// Clips later drawing to `path` (user space, mapped by the current transform), or with
    /// `.inverse` to what is outside it. The fill rule is nonzero (`style.isEOFilled` is not
    /// applied).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(.path(Path(raster: path.raster.transformed(by: transform.raster)), inverse: options.contains(.inverse)))
    }

    /// Clips later drawing to the alpha of what `content` draws (at `opacity`), or with
    /// `.inverse` to its complement.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(resolver: resolver)
        layer.transform = transform
        try content(&layer)
        clips.append(.layer(layer.recording.operations, opacity: opacity, inverse: options.contains(.inverse)))
    }

    /// The bounding rectangle, in user space, of what the clips leave of the canvas.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: resolver.size)
        for case .path(let path, false) in clips { rect = rect.intersection(path.boundingRect) }
        guard !rect.isNull, let inverse = try? transform.raster.inverted() else { return .zero }
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map {
            inverse.apply(Point(x: Double($0.0), y: Double($0.1)))
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Applies `filter` to each later drawing (`Filter` lists which are drawn).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if case .unsupported(let name) = filter.kind {
            resolver.warn("GraphicsContext.Filter.\(name)", "is accepted and not applied: the drawing is not filtered")
        }
        filters.append(filter.kind)
    }

    // MARK: Drawing

    /// Draws what `content` draws into a new layer, then the layer through this context's
    /// opacity, blend mode, filters and clips. The layer's context starts with this transform,
    /// opacity 1, the normal blend mode and no clips or filters.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(resolver: resolver)
        layer.transform = transform
        try content(&layer)
        recording.operations.append(.layer(layer.recording.operations, state))
    }

    /// Fills `path` (user space) with `shading`; the fill rule is nonzero.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recording.operations.append(.shape(path, shading, stroke: nil, state))
    }

    /// Strokes `path` with `shading` in `style` (widths in user space).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recording.operations.append(.shape(path, shading, stroke: style, state))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// `text` in the canvas's environment, to measure or draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, resolver: resolver) }

    /// Draws `text` at its ideal size with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        recording.operations.append(.text(text.text, text.shading, .at(point, anchor: anchor, size: size), state))
    }

    /// Draws `text` laid out in `rect` from its top-left, wrapped to its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recording.operations.append(.text(text.text, text.shading, .inRect(rect), state))
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// `image` in the canvas's environment, to measure or draw.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, resolver: resolver) }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recording.operations.append(.image(image.image, image.shading, .inRect(rect), state))
    }

    /// Draws `image` at its natural size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.operations.append(.image(image.image, image.shading, .at(point, anchor: anchor, size: image.size), state))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    /// The canvas's symbol tagged `id` (`Canvas(renderer:symbols:)`), nil when there is none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { resolver.symbol(id: AnyHashable(id)) }

    /// Draws `symbol` proposed `rect`'s size, at its top-left.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        recording.operations.append(.symbol(symbol.id, .inRect(rect), state))
    }

    /// Draws `symbol` at its ideal size with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        recording.operations.append(.symbol(symbol.id, .at(point, anchor: anchor, size: symbol.size), state))
    }
}

extension GraphicsContext {
    /// A text resolved for a context (Apple, `GraphicsContext.ResolvedText`): it measures as the
    /// text view lays out, and `shading` fills the parts without a colour of their own.
    public struct ResolvedText {
        let text: Text
        let resolver: CanvasResolver
        public var shading: Shading = .foreground

        /// The size the text takes when offered `size` (points; wrapped to its width).
        public func measure(in size: CGSize) -> CGSize { resolver.textLayout(of: text, in: size)?.size ?? .zero }
        /// The first line's baseline from the top, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { resolver.textLayout(of: text, in: size)?.first ?? 0 }
        /// The last line's baseline from the top, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { resolver.textLayout(of: text, in: size)?.last ?? 0 }
    }

    /// An image resolved for a context (Apple, `GraphicsContext.ResolvedImage`): its natural
    /// size, and the shading a template image is drawn in.
    public struct ResolvedImage {
        let image: Image
        public let size: CGSize
        public let baseline: CGFloat
        public var shading: Shading?

        init(image: Image, resolver: CanvasResolver) {
            self.image = image
            size = resolver.size(of: image)
            baseline = size.height
        }
    }

    /// A symbol view of a canvas, resolved by its tag (Apple, `GraphicsContext.ResolvedSymbol`).
    public struct ResolvedSymbol {
        let id: AnyHashable
        /// Its ideal size, points.
        public let size: CGSize
    }
}

extension CGAffineTransform {
    /// The same map as a rasterizer transform.
    var raster: Transform { Transform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty)) }
}
