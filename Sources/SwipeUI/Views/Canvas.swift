import Foundation

/// "A view type that supports immediate mode drawing" (Apple, `Canvas`): its renderer gets a
/// `GraphicsContext` and the canvas's size, and draws.
///
///     Canvas { context, size in
///         context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     }
///
/// Like a shape, a canvas takes the space offered to it (10 × 10 points where none is). The
/// renderer runs when the canvas is laid out, with its laid-out size; what it records is drawn
/// with SwipeUI's own views (`CanvasContent`), so a canvas is rasterized, hit and recorded in a
/// frame's motion as views are: touches land anywhere in its rectangle. `opaque`, `colorMode`
/// and `rendersAsynchronously` are accepted and change nothing. The symbols of
/// `Canvas(renderer:symbols:)` are the views of its `symbols` block tagged with `.tag(_:)`,
/// found by `resolveSymbol(id:)`.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: AnyView?

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = AnyView(symbols())
    }

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let render = renderer, symbols = symbols, outer = context
        var inner = context
        inner.typePath = inner.typePath.appending("Canvas")
        inner.environment.stackAxis = nil
        let build: (CGSize, CGPoint) throws -> [Node] = { size, _ in
            var nested = inner
            let resolver = CanvasResolver(context: nested, size: size, symbols: symbols)
            var graphics = GraphicsContext(resolver: resolver)
            render(&graphics, size)
            let calls = CanvasOperation.count(graphics.recording.operations)
            guard calls <= CanvasOperation.maximumCalls else {
                throw outer.error(
                    "Canvas",
                    "the renderer made \(calls) drawing calls; the limit is \(CanvasOperation.maximumCalls) per canvas: draw fewer shapes, or several canvases"
                )
            }
            let content = CanvasContent(operations: graphics.recording.operations, size: size, environment: inner.environment, symbols: symbols)
            return try nested.resolveContent(content.contentShape(Rectangle()), label: nil)
        }
        nodes.append(context.node(.geometryReader(build), typeName: "Canvas"))
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.symbols = nil
    }
}

/// How a drawing call placed what it drew, in the user space of its context.
enum CanvasPlacement {
    /// At its ideal `size`, its `anchor` point at `point`.
    case at(CGPoint, anchor: UnitPoint, size: CGSize)
    /// Offered the rectangle's size, at its top-left.
    case inRect(CGRect)
}

/// A clip of a context, in canvas space.
enum CanvasClip {
    case path(Path, inverse: Bool)
    case layer([CanvasOperation], opacity: Double, inverse: Bool)
}

/// What a context applied to one drawing call when it was made.
struct CanvasDrawState {
    var transform: CGAffineTransform
    var opacity: Double
    var blendMode: GraphicsContext.BlendMode
    var clips: [CanvasClip]
    var filters: [GraphicsContext.Filter.Kind]
}

/// One drawing call of a canvas.
enum CanvasOperation {
    case shape(Path, GraphicsContext.Shading, stroke: StrokeStyle?, CanvasDrawState)
    case text(Text, GraphicsContext.Shading, CanvasPlacement, CanvasDrawState)
    case image(Image, GraphicsContext.Shading?, CanvasPlacement, CanvasDrawState)
    case symbol(AnyHashable, CanvasPlacement, CanvasDrawState)
    case layer([CanvasOperation], CanvasDrawState)

    /// Most drawing calls one render of a canvas may make, layers' and layer clips' included:
    /// 10 000, ten times a busy particle effect's; each becomes a few views.
    static let maximumCalls = 10_000

    /// The calls in `operations`, counting those inside layers and layer clips.
    static func count(_ operations: [CanvasOperation]) -> Int {
        operations.reduce(0) { total, operation in
            var inner = 0
            let state: CanvasDrawState
            switch operation {
            case .shape(_, _, _, let s), .text(_, _, _, let s), .image(_, _, _, let s), .symbol(_, _, let s): state = s
            case let .layer(operations, s):
                inner = count(operations)
                state = s
            }
            for case .layer(let clip, _, _) in state.clips { inner += count(clip) }
            return total + 1 + inner
        }
    }
}

/// Resolves and measures what a renderer draws, in the canvas's place in the view graph.
final class CanvasResolver {
    private var context: ResolveContext
    /// The canvas's size, points.
    let size: CGSize
    let symbols: AnyView?
    var environment: EnvironmentValues { context.environment }

    init(context: ResolveContext, size: CGSize, symbols: AnyView?) {
        self.context = context
        self.size = size
        self.symbols = symbols
    }

    /// Names something accepted and not drawn, once per simulation.
    func warn(_ what: String, _ note: String) {
        context.graph.warnings.note(key: "canvas \(what)", "\(context.typePath.description): \(what) \(note)")
    }

    /// The nodes of `view`, resolved under the canvas for measuring only.
    private func nodes<V: View>(of view: V) -> [Node] {
        var scratch = context
        scratch.identity = context.graph.identities.appending(.type("CanvasMeasure"), to: context.identity)
        return (try? scratch.resolveContent(view, label: nil)) ?? []
    }

    /// `view`'s size when offered `proposal` (its ideal size by default), as layout measures it.
    func size<V: View>(of view: V, proposal: ProposedSize = ProposedSize(width: nil, height: nil)) -> CGSize {
        guard let node = nodes(of: view).first else { return .zero }
        let graph = context.graph
        let engine = LayoutEngine(text: graph.text, safeArea: graph.safeArea, canvas: graph.canvas)
        guard let size = try? engine.size(of: node, proposal: proposal) else { return .zero }
        return CGSize(width: size.width, height: size.height)
    }

    /// A text's size and first and last baselines (points from its top) when offered `size`.
    func textLayout(of text: Text, in size: CGSize) -> (size: CGSize, first: CGFloat, last: CGFloat)? {
        guard let node = nodes(of: text).first, case .text(let content) = node.kind else { return nil }
        let proposal = ProposedSize(width: size.width.isFinite ? Double(size.width) : nil, height: size.height.isFinite ? Double(size.height) : nil)
        guard let lines = try? context.graph.text.lines(for: content, proposal: proposal) else { return nil }
        let first: Double = lines.lines.first?.baseline ?? 0, last: Double = lines.lines.last?.baseline ?? 0
        return (CGSize(width: lines.size.width, height: lines.size.height), CGFloat(first), CGFloat(last))
    }

    /// The symbol tagged `id`, measured at its ideal size.
    func symbol(id: AnyHashable) -> GraphicsContext.ResolvedSymbol? {
        guard let symbols else { return nil }
        let view = CanvasSymbol(symbols: symbols, id: id)
        guard !nodes(of: view).isEmpty else { return nil }
        return GraphicsContext.ResolvedSymbol(id: id, size: size(of: view))
    }
}

/// The symbol view of a canvas tagged `id` (Apple, `Canvas(renderer:symbols:)`: "the symbols
/// … each with a tag"): the subview of the symbols whose tag it is, nothing when none is.
struct CanvasSymbol: View, PrimitiveView {
    let symbols: AnyView
    let id: AnyHashable
    var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let subviews = try SubviewsCollection(symbols, in: &context)
        if let symbol = subviews.first(where: { $0.containerValues.tag == id }) { nodes.append(symbol.node) }
    }
}
