import SwipeRaster

/// Records what a presented tree draws as rasterizer commands (`FrameDrawing`): shapes, text,
/// symbols and images with their transforms; blurs, colour filters, masks and compositing
/// groups as layers; clips; shadows of a view's silhouette (the union of everything it draws, so
/// a card casts one shadow, not one per shape inside it).
///
/// **Opacity is distributed, as in SwiftUI.** `.opacity` and opacity transitions do not draw
/// their content as one layer: the opacity passes down to every shape, text, symbol and image
/// inside, each drawn with its alpha multiplied, so overlapping children show through each other
/// (Apple's `compositingGroup()` documentation: a compositing group makes its ancestors'
/// opacity "take effect before this view is rendered"; without one it applies to each subview).
/// It stops at what SwiftUI renders as one unit — `.compositingGroup()`/`.drawingGroup()`, a
/// blur, a colour effect, a mask, a shadow (a filter of its whole content) — which draws its
/// content as a layer composited with the opacity reached there. An image leaf under an
/// opacity is a layer of its own (the same pixels as the image drawn at that alpha).
struct NodePainter {
    let canvas: DrawingRecorder
    /// Pixels per point.
    let scale: Double

    func draw(_ root: Node) throws {
        try draw(root, opacity: 1)
    }

    private func pixels(_ node: Node) -> Transform { node.presented.transform.concatenating(.scale(scale)) }

    /// The flattening tolerance in local points for a view drawn by `t` (local points → pixels):
    /// the rasterizer's 0.05 px over the pixels per point (√|det|, an area's scale).
    private func tolerance(_ t: Transform) -> Double {
        let pixelsPerPoint = abs(t.determinant).squareRoot()
        return pixelsPerPoint > 1e-6 && pixelsPerPoint.isFinite ? RasterPath.flatteningTolerance / pixelsPerPoint : RasterPath.flatteningTolerance
    }

    /// Local points → pixels under a 3D effect (nil without one: `pixels` is exact).
    private func projectedPixels(_ node: Node) -> ProjectiveTransform? {
        node.presented.projection.map { $0.concatenating(.scale(scale)) }
    }

    /// Whether a view inside `node` (not `node` itself) is composited by a blend mode.
    private static func holdsBlendedView(_ node: Node) -> Bool {
        var found = false
        for child in node.children where !found {
            child.forEachNode { inner in
                if case .compositingGroup(let mode) = inner.kind, mode != .normal { found = true }
            }
        }
        return found
    }

    /// Draws `node` with the opacity its ancestors pass down (`opacity`, 0…1).
    private func draw(_ node: Node, opacity inherited: Double) throws {
        var opacity = inherited
        // Opacity is clamped to 0…1, as SwiftUI does when a spring overshoots it.
        if let effect = node.presented.transition { opacity *= min(max(effect.opacity, 0), 1) }
        if case .opacity = node.kind { opacity *= min(max(node.presented.scalar, 0), 1) }
        if case .visualEffect = node.kind { opacity *= node.presented.scalar }
        if opacity <= 0 { return }
        if case .hidden = node.kind { return }
        let t = pixels(node)
        let presentedFrame = node.presented.frame
        if !t.isFinite || !(presentedFrame.x.isFinite && presentedFrame.y.isFinite && presentedFrame.width.isFinite && presentedFrame.height.isFinite) {
            throw SwipeUIError(
                typePath: node.typePathText,
                message:
                    "the view's frame (\(presentedFrame)) or transform is not a finite number, so it cannot be drawn: compute its sizes, offsets and angles from finite values (a division by zero, an animation with a NaN parameter)"
            )
        }
        let pt = projectedPixels(node)
        if let pt, !pt.isFinite {
            throw SwipeUIError(
                typePath: node.typePathText,
                message: "the 3D effect's projection is not a finite matrix (\(pt)): use a finite angle, axis, anchorZ and perspective")
        }
        let effect = try layerEffect(node, transform: t)
        var isMask = false, isUnit = false, mode = CompositeMode.normal
        switch node.kind {
        case .mask: isMask = true
        case .compositingGroup(let blend):
            isUnit = true
            mode = blend
        case .shadow: isUnit = true
        default: break
        }
        // A shadow whose content is not all opaque is cast from the content's pixels (`alphaShadow`).
        var shadowEffect: LayerEffect?
        if case let .shadow(color, radius, x, y) = node.kind, pt == nil, Self.castsShadowFromPixels(node) {
            let origin = t.apply(Point(x: 0, y: 0)), moved = t.apply(Point(x: x, y: y))
            let sigma = max(radius, 0) * ShadowDefaults.sigmaPerRadius * abs(t.determinant).squareRoot()
            shadowEffect = .shadow(color: color, sigma: sigma, offset: Point(x: moved.x - origin.x, y: moved.y - origin.y))
        }
        // A unit draws its content as one layer, which carries the node's effect (filtering the
        // content) and is composited with the opacity (by its blend mode); inside it, opacity
        // starts again at 1. A group holding a blended view is a layer too, so the view blends
        // with the group's content only.
        let usesLayer =
            effect != nil || shadowEffect != nil || isMask || (isUnit && opacity < 1) || mode != .normal
            || (isUnit && Self.holdsBlendedView(node))
        if usesLayer {
            canvas.beginLayer(opacity: opacity, effect: effect ?? shadowEffect, mode: mode)
            opacity = 1
        }
        defer { if usesLayer { canvas.endLayer() } }

        let f = node.presented.frame
        let bounds = Rect(x: 0, y: 0, width: f.width, height: f.height)
        switch node.kind {
        case .mask:
            guard node.children.count == 2 else { break }
            try draw(node.children[0], opacity: 1)
            canvas.beginLayer(opacity: 1)
            try draw(node.children[1], opacity: 1)
            canvas.endLayerAsMask()
            return
        case let .shape(geometry, .material(material), stroke) where stroke == nil:
            // The material's blur scales with the view, as `.blur` does (√|det|: an area's scale).
            // Under an opacity it is a layer of its own, as an image is.
            if opacity < 1 { canvas.beginLayer(opacity: opacity) }
            canvas.fillBackdrop(
                geometry.path(in: bounds), transform: t,
                filter: material.filter(pixelsPerPoint: abs(t.determinant).squareRoot()))
            if opacity < 1 { canvas.endLayer() }
        case let .shape(geometry, style, stroke):
            let presentedGeometry = geometry.presented(node.presented)
            do {
                try presentedGeometry.checkStrokeBudget(in: bounds, stroke: stroke, tolerance: tolerance(t))
            } catch let error as SwipeUIError {
                throw SwipeUIError(typePath: node.typePathText, message: error.message)
            }
            let path = presentedGeometry.path(in: bounds, stroke: stroke, tolerance: tolerance(t))
            guard path.isFinite else {
                throw SwipeUIError(
                    typePath: node.typePathText,
                    message: "the shape's path has a point that is not a finite number, so it cannot be drawn: build the path from finite values")
            }
            canvas.fill(path, paint: style.withOpacity(opacity).paint(in: bounds), transform: t, projection: pt)
        case .text(let content):
            for (path, style) in textFills(node, content) {
                canvas.fill(path, paint: style.withOpacity(opacity).paint(in: bounds), transform: t, projection: pt)
            }
            // Colour emoji keep their own colours; under an opacity they are a layer, as an image is.
            let emoji = textEmoji(node, content)
            if !emoji.isEmpty {
                if opacity < 1 { canvas.beginLayer(opacity: opacity) }
                for (rect, paint) in emoji { canvas.fill(.rect(rect), paint: paint, transform: t, projection: pt) }
                if opacity < 1 { canvas.endLayer() }
            }
        case let .icon(icon, style, _, resizable, weight):
            // A symbol's strokes follow the font weight (`.font(.title2.bold())` draws bold strokes).
            let paint = style.withOpacity(opacity).paint(in: bounds)
            let (base, clip, bar) = icon.parts(in: Self.symbolBox(in: bounds, resizable: resizable), weight: weight)
            if let clip, let bar {
                canvas.save()
                canvas.clip(to: clip, transform: t, projection: pt, fillRule: .evenOdd)
                canvas.fill(base, paint: paint, transform: t, projection: pt)
                canvas.restore()
                canvas.fill(bar, paint: paint, transform: t, projection: pt)
            } else {
                canvas.fill(base, paint: paint, transform: t, projection: pt)
            }
        case let .image(pattern, _, _, template):
            let sx = f.width / Double(pattern.pixmap.width), sy = f.height / Double(pattern.pixmap.height)
            let image = Paint.image(pattern, transform: .scale(x: sx, y: sy))
            if let template {
                // The style, through the image's alpha: a layer of the style masked by the image.
                canvas.beginLayer(opacity: opacity)
                canvas.fill(.rect(bounds), paint: template.paint(in: bounds), transform: t, projection: pt)
                canvas.beginLayer(opacity: 1)
                canvas.fill(.rect(bounds), paint: image, transform: t, projection: pt)
                canvas.endLayerAsMask()
                canvas.endLayer()
            } else {
                if opacity < 1 { canvas.beginLayer(opacity: opacity) }
                canvas.fill(.rect(bounds), paint: image, transform: t, projection: pt)
                if opacity < 1 { canvas.endLayer() }
            }
        case .clip(let geometry):
            canvas.save()
            defer { canvas.restore() }
            canvas.clip(to: geometry.path(in: bounds, tolerance: tolerance(t)), transform: t, projection: pt)
            try drawChildren(node, opacity: opacity)
            return
        case .scrollView(let state):
            canvas.save()
            defer { canvas.restore() }
            canvas.clip(to: .rect(state.visibleRect), transform: t)
            try drawChildren(node, opacity: opacity)
            // The indicators, above the content (`ScrollIndicatorMetrics`).
            for bar in state.indicatorBars(offset: state.presented.offset, at: state.presented.time) {
                let radius = ScrollIndicatorMetrics.thickness / 2
                canvas.fill(
                    .roundedRect(bar.rect, cornerRadius: radius, style: .circular),
                    paint: ShapeStyleValue.color(SwipeRaster.Color(red: UInt8(0), green: 0, blue: 0)).withOpacity(opacity * bar.opacity).paint(in: bar.rect),
                    transform: t, projection: pt)
            }
            return
        case let .shadow(color, radius, x, y) where shadowEffect == nil:
            let silhouette = try self.silhouette(of: node)
            if !silhouette.isEmpty {
                // Under a 3D effect the shadow is drawn flat into a layer that is then
                // projected, as CoreAnimation maps a layer's flat content (`flatToProjected`).
                let projected = pt.flatMap { flatToProjected(t, $0) }
                if projected != nil { canvas.beginLayer(opacity: 1) }
                canvas.drawShadow(
                    silhouette, transform: t, color: color, sigma: radius * ShadowDefaults.sigmaPerRadius,
                    offset: Point(x: x, y: y))
                if let projected { canvas.endLayer(projection: projected) }
            }
        default:
            break
        }
        try drawChildren(node, opacity: opacity)
    }

    /// The filter a blur or colour-effect node puts on its layer at its presented value; nil
    /// when it changes nothing (radius ≤ 0, the identity matrix), so an unused effect costs no layer.
    /// A value that is not a finite number is an error naming the view.
    private func layerEffect(_ node: Node, transform t: Transform) throws -> LayerEffect? {
        switch node.kind {
        case .visualEffect:
            // A visual effect's blur, as `.blur(radius:)` draws it (transparent edges).
            let radius = node.presented.effectBlur
            let sigma = max(radius, 0) * ShadowDefaults.sigmaPerRadius * abs(t.determinant).squareRoot()
            return sigma > 0 && sigma.isFinite ? .blur(sigma: sigma, opaque: false) : nil
        case .blur, .colorEffect:
            guard node.presented.scalar.isFinite else {
                throw SwipeUIError(typePath: node.typePathText, message: "the effect's value is \(node.presented.scalar): use a finite number")
            }
        default:
            return nil
        }
        switch node.kind {
        case .blur(_, let opaque):
            // Points → device pixels by the view's transform (√|det|: the scale of an area).
            let sigma = max(node.presented.scalar, 0) * ShadowDefaults.sigmaPerRadius * abs(t.determinant).squareRoot()
            return sigma > 0 && sigma.isFinite ? .blur(sigma: sigma, opaque: opaque) : nil
        case let .colorEffect(effect, amount):
            let animates = EffectTarget(node.kind) != nil
            let matrix = effect.matrix(amount: animates ? node.presented.scalar : amount)
            return matrix == ColorMatrix() ? nil : .colorMatrix(matrix)
        default:
            return nil
        }
    }

    /// Where a pixel drawn flat (by the affine `flat`) goes under the node's projection `projected`:
    /// flat⁻¹ then projected (both local points → pixels); nil when `flat` has no inverse.
    private func flatToProjected(_ flat: Transform, _ projected: ProjectiveTransform) -> ProjectiveTransform? {
        (try? flat.inverted()).map { ProjectiveTransform($0).concatenating(projected) }
    }

    /// Whether `node`'s shadow must be cast from its content's pixels rather than from its
    /// silhouette. SwiftUI's shadow is a filter of the rendered content (OpenSwiftUI
    /// `ShadowEffect`), so its shape is the content's alpha. The silhouette (the union of the
    /// content's shapes, glyphs and image rectangles, whose blurred mask is cached across frames)
    /// is that shape wherever what the content draws lies inside its own outlines; the content's
    /// pixels are needed where it draws outside them or with holes: an inner shadow (the outer
    /// shadow includes it), a blur or a mask, an image with transparent pixels, colour emoji.
    /// A translucent fill keeps the silhouette: its shadow is cast at the fill's full coverage,
    /// not at its alpha (a shadow under 85 % opacity is about 15 % darker than iOS's) — the
    /// price of not blurring every translucent card's pixels on every frame.
    static func castsShadowFromPixels(_ node: Node) -> Bool {
        var needed = false
        // A subtree that draws nothing (opacity 0, hidden, fully faded out) adds no pixels.
        func visit(_ inner: Node) {
            if needed { return }
            if case .hidden = inner.kind { return }
            if let effect = inner.presented.transition, effect.opacity <= 0 { return }
            switch inner.kind {
            case .text:
                // Colour emoji are images with alpha, outside the text's silhouette.
                if inner.textLines?.lines.contains(where: { !$0.layout.emoji.isEmpty }) ?? false { needed = true }
            case let .image(pattern, _, _, template): if !pattern.isOpaque || template != nil { needed = true }
            case .opacity, .visualEffect: if inner.presented.scalar <= 0 { return }
            case .shadow, .blur, .mask: needed = true
            default: break
            }
            for child in inner.children { visit(child) }
        }
        for child in node.children { visit(child) }
        return needed
    }

    /// The square a symbol's design box fills in its frame. A symbol sized by its font is drawn
    /// with its circle (92 of the box's 100 units) as wide as the font's point size times the
    /// image scale (`SymbolMetrics.boxPerPoint`), centred in its frame, which is
    /// `Image.Scale.sideFactor` (1.2 at medium) times the point size: the frame keeps the room
    /// iOS gives a symbol beside text, the ink is the size iOS draws. A resizable symbol fills
    /// its frame.
    static func symbolBox(in bounds: Rect, resizable: Bool) -> Rect {
        guard !resizable else { return bounds }
        let side = min(bounds.width, bounds.height) * SymbolMetrics.boxPerPoint / Image.Scale.medium.sideFactor
        return Rect(x: bounds.x + (bounds.width - side) / 2, y: bounds.y + (bounds.height - side) / 2, width: side, height: side)
    }

    private func drawChildren(_ node: Node, opacity: Double) throws {
        for child in ViewGraph.drawingOrder(of: node) { try draw(child, opacity: opacity) }
    }

    /// Where a text's line of `width` points starts in the text's frame: aligned by
    /// `multilineTextAlignment`, mirrored right-to-left.
    static func lineOrigin(_ node: Node, _ content: TextContent) -> (Double) -> Double {
        let frameWidth = node.presented.frame.width
        var alignment = content.alignment
        if node.environment.layoutDirection == .rightToLeft {
            alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
        }
        return { width in
            switch alignment {
            case .leading: return 0
            case .center: return (frameWidth - width) / 2
            case .trailing: return frameWidth - width
            }
        }
    }

    /// What a text draws, in order, placed in its frame (points): line by line, each run's
    /// glyphs in its own style, then the line's underlines and strikethroughs (in their colour,
    /// else their run's). Baselines are `TextLine.baseline`; lines aligned by
    /// `multilineTextAlignment` (mirrored right-to-left).
    func textFills(_ node: Node, _ content: TextContent) -> [(RasterPath, ShapeStyleValue)] {
        guard let lines = node.textLines else { return [] }
        let lineX = Self.lineOrigin(node, content)
        var fills: [(RasterPath, ShapeStyleValue)] = []
        for line in lines.lines {
            let x = lineX(line.layout.width)
            let place = Transform.translation(x: x, y: line.baseline)
            for (k, path) in line.layout.spanPaths.enumerated() {
                fills.append((path.transformed(by: place), content.runs[line.runs[k]].style))
            }
            for decoration in line.decorations {
                let style = decoration.line.color.map { ShapeStyleValue.color($0.rgba) } ?? content.runs[decoration.run].style
                fills.append((decoration.path(offsetBy: x, line.baseline), style))
            }
        }
        return fills
    }

    /// The colour emoji a text draws (`TextLayout.emoji`), each image's rectangle in the text's
    /// frame (points) and the image as a paint filling it, placed as `textFills` places lines.
    func textEmoji(_ node: Node, _ content: TextContent) -> [(Rect, Paint)] {
        guard let lines = node.textLines, lines.lines.contains(where: { !$0.layout.emoji.isEmpty }) else { return [] }
        let lineX = Self.lineOrigin(node, content)
        var images: [(Rect, Paint)] = []
        for line in lines.lines {
            let x = lineX(line.layout.width)
            for glyph in line.layout.emoji {
                images.append((glyph.imageRect(offsetBy: x, line.baseline), glyph.paint(offsetBy: x, line.baseline)))
            }
        }
        return images
    }

    /// Everything `node`'s subtree draws, as one path in `node`'s local points. Invisible views
    /// (opacity 0) add nothing; a clipped view adds its clip shape.
    private func silhouette(of node: Node) throws -> RasterPath {
        var result = RasterPath()
        guard let toLocal = try? node.presented.transform.inverted() else { return result }
        func visit(_ leaf: Node) throws {
            if leaf.isRemoving || leaf.presented.opacity <= 0 { return }
            let f = leaf.presented.frame
            let bounds = Rect(x: 0, y: 0, width: f.width, height: f.height)
            let m = leaf.presented.transform.concatenating(toLocal)
            switch leaf.kind {
            case let .shape(geometry, style, stroke):
                if case .color(let c) = style, c.alpha == 0 { return }
                let presentedGeometry = geometry.presented(leaf.presented)
                let tolerance = RasterPath.flatteningTolerance / scale
                do {
                    try presentedGeometry.checkStrokeBudget(in: bounds, stroke: stroke, tolerance: tolerance)
                } catch let error as SwipeUIError {
                    throw SwipeUIError(typePath: leaf.typePathText, message: error.message)
                }
                result.append(presentedGeometry.path(in: bounds, stroke: stroke, tolerance: tolerance), transform: m)
            case .text(let content):
                for (path, _) in textFills(leaf, content) { result.append(path, transform: m) }
            case let .icon(icon, _, _, resizable, weight):
                result.append(icon.path(in: Self.symbolBox(in: bounds, resizable: resizable), weight: weight), transform: m)
            case .image:
                result.append(.rect(bounds), transform: m)
            case .clip(let geometry):
                result.append(geometry.path(in: bounds), transform: m)
                return
            case .scrollView(let state):
                result.append(.rect(state.visibleRect), transform: m)
                return
            case .mask:
                // The mask is not drawn: the silhouette is the masked view's.
                if let content = leaf.child { try visit(content) }
                return
            default:
                break
            }
            for child in leaf.children { try visit(child) }
        }
        try visit(node)
        return result
    }
}
