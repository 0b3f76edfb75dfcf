import Foundation

/// What a canvas's renderer recorded, as SwipeUI views drawn in call order, each the canvas's
/// size with its top-left at the canvas's (so user space is each view's own space):
///
/// - a path: `Path.fill`/`.stroke` with the shading resolved to a style in canvas space;
/// - a text or an image: the view at its ideal size moved so its anchor is at the point, or
///   offered the rectangle at its corner;
/// - a symbol: the tagged view of the canvas's symbols, placed as an image is;
/// - a layer: its own drawings as one compositing group;
///
/// then, as the context stood at the call: `.transformEffect` (the transform, about the
/// canvas's top-left), each filter, `.opacity`, `.blendMode`, and each clip — `.clipShape` of
/// the path in canvas space, an inverse clip or a layer clip as a `.mask`.
struct CanvasContent: View {
    let operations: [CanvasOperation]
    let size: CGSize
    let environment: EnvironmentValues
    let symbols: AnyView?

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(operations.indices, id: \.self) { index in
                view(of: operations[index])
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    private func view(of operation: CanvasOperation) -> AnyView {
        switch operation {
        case let .shape(path, shading, stroke, state):
            guard let value = shading.value(pathBounds: path.boundingRect, size: size, environment: environment) else { return AnyView(EmptyView()) }
            let style = ResolvedShapeStyle(value: value)
            let shape = stroke.map { AnyView(path.stroke(style, style: $0)) } ?? AnyView(path.fill(style))
            return decorated(shape, state)
        case let .text(text, shading, placement, state):
            let bounds = CGRect(origin: .zero, size: size)
            let styled =
                shading.value(pathBounds: bounds, size: size, environment: environment).map { text.foregroundStyle(ResolvedShapeStyle(value: $0)) } ?? text
            return decorated(placed(AnyView(styled), placement), state)
        case let .image(image, shading, placement, state):
            var drawn = AnyView(image)
            if case .inRect = placement { drawn = AnyView(image.resizable()) }
            if let value = shading?.value(pathBounds: CGRect(origin: .zero, size: size), size: size, environment: environment) {
                drawn = AnyView(drawn.foregroundStyle(ResolvedShapeStyle(value: value)))
            }
            return decorated(placed(drawn, placement), state)
        case let .symbol(id, placement, state):
            guard let symbols else { return AnyView(EmptyView()) }
            return decorated(placed(AnyView(CanvasSymbol(symbols: symbols, id: id)), placement), state)
        case let .layer(operations, state):
            let layer = CanvasContent(operations: operations, size: size, environment: environment, symbols: symbols)
            return decorated(AnyView(layer.compositingGroup()), state)
        }
    }

    /// `content` placed in user space, at the top-left of a canvas-sized frame.
    private func placed(_ content: AnyView, _ placement: CanvasPlacement) -> AnyView {
        switch placement {
        case let .at(point, anchor, measured):
            return AnyView(content.fixedSize().offset(x: point.x - anchor.x * measured.width, y: point.y - anchor.y * measured.height))
        case .inRect(let rect):
            return AnyView(content.frame(width: rect.width, height: rect.height, alignment: .topLeading).offset(x: rect.minX, y: rect.minY))
        }
    }

    /// `content` (in user space) drawn as the context stood: transformed, filtered, faded,
    /// blended and clipped.
    private func decorated(_ content: AnyView, _ state: CanvasDrawState) -> AnyView {
        var view = AnyView(content.frame(width: size.width, height: size.height, alignment: .topLeading).transformEffect(state.transform))
        for filter in state.filters { view = Self.filtered(view, filter) }
        if state.opacity < 1 { view = AnyView(view.opacity(state.opacity)) }
        if state.blendMode != .normal { view = AnyView(view.blendMode(state.blendMode.viewBlendMode)) }
        for clip in state.clips { view = clipped(view, clip) }
        return view
    }

    private static func filtered(_ view: AnyView, _ filter: GraphicsContext.Filter.Kind) -> AnyView {
        switch filter {
        case .blur(let radius): return AnyView(view.blur(radius: radius))
        case let .shadow(color, radius, x, y): return AnyView(view.shadow(color: color, radius: radius, x: x, y: y))
        case .brightness(let amount): return AnyView(view.brightness(amount))
        case .contrast(let amount): return AnyView(view.contrast(amount))
        case .saturation(let amount): return AnyView(view.saturation(amount))
        case .grayscale(let amount): return AnyView(view.grayscale(amount))
        case .hueRotation(let angle): return AnyView(view.hueRotation(angle))
        case .colorMultiply(let color): return AnyView(view.colorMultiply(color))
        case .colorInvert: return AnyView(view.colorInvert())
        case .unsupported: return view
        }
    }

    private func clipped(_ view: AnyView, _ clip: CanvasClip) -> AnyView {
        switch clip {
        case .path(let path, false):
            return AnyView(view.clipShape(path))
        case .path(let path, true):
            return AnyView(view.mask(Self.inverse(path.fill(Color.black))))
        case let .layer(operations, opacity, inverse):
            let layer = CanvasContent(operations: operations, size: size, environment: environment, symbols: symbols).opacity(opacity)
            return inverse ? AnyView(view.mask(Self.inverse(layer))) : AnyView(view.mask(layer))
        }
    }

    /// A mask that keeps what `shape` does not cover: black everywhere, `shape` cut out.
    private static func inverse<V: View>(_ shape: V) -> some View {
        ZStack {
            Rectangle().fill(Color.black)
            shape.blendMode(.destinationOut)
        }
        .compositingGroup()
    }
}
