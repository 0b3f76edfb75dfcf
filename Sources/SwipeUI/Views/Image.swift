import SwipeRaster
import SwipeBase

/// An image, as SwiftUI's `Image`: an SF Symbol drawn by SwipeRaster's icons
/// (`Image(systemName:)`), or a bitmap registered with the simulation or read from a PNG file
/// (`Image(_:)`). Not resizable unless `.resizable()`.
///
/// A symbol name SwipeSim does not draw never fails the simulation (SwiftUI draws nothing and
/// logs): it lays out exactly as a known symbol of the same font and scale, draws
/// SwipeRaster's missing-symbol placeholder (a dashed rounded square round a question mark),
/// and is reported once per name in `Simulation.warnings`.
public struct Image: View, PrimitiveView {
    enum Source {
        case symbol(String)
        case named(String)
        /// An image `AsyncImage` loaded from a URL (`SimulationOptions.remoteImages`).
        case remote(String)
        /// `AsyncImage`'s standard placeholder: a grey fill that takes the space offered.
        case placeholder
    }
    let source: Source
    var isResizable = false
    /// Image pixels per point (AsyncImage's `scale`).
    var pixelsPerPoint = 1.0
    /// `.renderingMode(_:)`; nil leaves the default (a bitmap as it is, a symbol tinted).
    var renderingMode: TemplateRenderingMode?

    /// How an image's pixels are used, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The pixels as they are.
        case original
        /// Only the alpha, filled with the foreground style (Apple: "a mode that renders all
        /// non-transparent pixels as the foreground color").
        case template
    }

    /// Symbol sizes relative to the font (SwiftUI's small / medium / large image scales).
    public enum Scale: Hashable, CaseIterable, Sendable {
        case small, medium, large
        /// Symbol side as a multiple of the font size: our documented approximation of SF Symbols'
        /// metrics (a medium symbol is about 1.2 × the point size).
        var sideFactor: Double {
            switch self {
            case .small: return 0.95
            case .medium: return 1.2
            case .large: return 1.55
            }
        }
    }

    public init(systemName: String) { source = .symbol(systemName) }
    /// A bitmap: a name registered in `SimulationOptions.images`, or a PNG file path (relative
    /// paths are resolved against `SimulationOptions.imageDirectory`).
    public init(_ name: String) { source = .named(name) }
    public init(decorative name: String) { source = .named(name) }

    public func resizable() -> Image { var i = self; i.isResizable = true; return i }
    /// `.template` draws a bitmap's non-transparent pixels in the foreground style (its alpha
    /// kept); `.original` draws them as they are. Symbols are drawn in the foreground style in
    /// both modes (SwipeSim's symbols are monochrome).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { var i = self; i.renderingMode = mode; return i }

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        switch source {
        case .symbol(var name):
            // The layout-relative chevrons (`chevron.backward` is a back button's).
            let rtl = context.environment.layoutDirection == .rightToLeft
            if name == "chevron.backward" { name = rtl ? "chevron.right" : "chevron.left" }
            if name == "chevron.forward" { name = rtl ? "chevron.left" : "chevron.right" }
            let variant = context.environment.symbolVariants.applied(to: name)
            if variant != name, SymbolImage(systemName: variant) != .missing { name = variant }
            let icon = context.images.symbol(
                named: name, typePath: context.typePath(appending: "Image(systemName: \"\(EchoText.clip(name))\")"))
            // A symbol in a tab bar item is the bar's glyph size whatever the font (`TabBar`).
            let font = context.environment.isTabBarItem ? TabBar.iconFont : context.environment.resolvedFont
            let side = Double(font.size) * context.environment.imageScale.sideFactor
            nodes.append(
                context.node(
                    .icon(
                        icon, context.environment.foregroundStyle, pointSize: side, resizable: isResizable,
                        weight: FontWeight(rawValue: font.weight.value) ?? .regular), typeName: "Image"))
        case .named(let name):
            guard let image = try context.images.pattern(named: name, typePath: context.typePath(appending: "Image(\"\(EchoText.clip(name))\")")) else {
                try context.resolve(Image.missingImagePlaceholder(name, resizable: isResizable), into: &nodes)
                return
            }
            // An asset catalog's "Render As: Template Image" holds unless `.renderingMode(_:)` says otherwise.
            let template = renderingMode == nil && image.rendersAsTemplate ? context.environment.foregroundStyle : template(context)
            nodes.append(
                context.node(
                    .image(image.pattern, resizable: isResizable, pixelsPerPoint: pixelsPerPoint * image.pixelsPerPoint, template: template),
                    typeName: "Image"))
        case .remote(let url):
            let pattern = try context.images.remotePattern(url: url, typePath: context.typePath(appending: "AsyncImage"))
            nodes.append(context.node(.image(pattern, resizable: isResizable, pixelsPerPoint: pixelsPerPoint, template: template(context)), typeName: "Image"))
        case .placeholder:
            nodes.append(context.node(.shape(.rectangle, .color(UIColor.secondarySystemFill.color.rgba), stroke: nil), typeName: "Image"))
        }
    }
}

extension Image {
    /// The style a template image is drawn in; nil for one drawn as it is.
    fileprivate func template(_ context: ResolveContext) -> ShapeStyleValue? {
        renderingMode == .template ? context.environment.foregroundStyle : nil
    }

    /// What an image name with no bitmap draws (`Image("photo1")` neither registered nor a
    /// file), so a photo deck renders without setup: a `systemGray5` fill with the name in
    /// `.caption` secondary text, centred and clipped to the frame.
    ///
    /// Its layout size is iOS's: a missing asset image has no content, so its intrinsic size is
    /// zero (UIKit logs "No image named … found" and SwiftUI lays out an empty image, 0 × 0);
    /// a resizable image takes the size it is proposed (Apple, `Image.resizable(capInsets:
    /// resizingMode:)`: "sets the mode by which SwiftUI resizes an image to fit its space"),
    /// its intrinsic zero where a dimension is unspecified. So a plain `Image("photo1")` takes no
    /// space and shows nothing, as on iOS, and `.resizable()` fills the frame the layout gives —
    /// where iOS shows an empty frame, SwipeSim shows the labelled placeholder, and lists the
    /// name in `Simulation.warnings`.
    static func missingImagePlaceholder(_ name: String, resizable: Bool) -> some View {
        let maximum: CGFloat = resizable ? .infinity : 0
        return Rectangle().fill(Color(uiColor: .systemGray5))
            .overlay { Text(name).font(.caption).foregroundStyle(.secondary).padding(4) }
            .frame(minWidth: 0, idealWidth: 0, maxWidth: maximum, minHeight: 0, idealHeight: 0, maxHeight: maximum)
            .clipped()
    }
}

/// A flexible space along the axis of the stack that contains it (or both axes outside one).
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes.append(context.node(.spacer(minLength: minLength.map(Double.init)), typeName: "Spacer"))
    }
}
