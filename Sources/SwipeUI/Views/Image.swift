import SwipeJSON
import SwipeRaster

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

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        switch source {
        case .symbol(var name):
            // The layout-relative chevrons (`chevron.backward` is a back button's).
            let rtl = context.environment.layoutDirection == .rightToLeft
            if name == "chevron.backward" { name = rtl ? "chevron.right" : "chevron.left" }
            if name == "chevron.forward" { name = rtl ? "chevron.left" : "chevron.right" }
            let icon = context.images.symbol(
                named: name, typePath: context.typePath(appending: "Image(systemName: \"\(EchoText.clip(name))\")"))
            // A symbol in a tab bar item is the bar's glyph size whatever the font (`TabBar`).
            let font = context.environment.isTabBarItem ? TabBar.iconFont : context.environment.resolvedFont
            let side = Double(font.size) * context.environment.imageScale.sideFactor
            nodes.append(context.node(
                .icon(icon, context.environment.foregroundStyle, pointSize: side, resizable: isResizable,
                      weight: FontWeight(rawValue: font.weight.value) ?? .regular), typeName: "Image"))
        case .named(let name):
            let pattern = try context.images.pattern(named: name, typePath: context.typePath(appending: "Image(\"\(name)\")"))
            nodes.append(context.node(.image(pattern, resizable: isResizable, pixelsPerPoint: pixelsPerPoint), typeName: "Image"))
        case .remote(let url):
            let pattern = try context.images.remotePattern(url: url, typePath: context.typePath(appending: "AsyncImage"))
            nodes.append(context.node(.image(pattern, resizable: isResizable, pixelsPerPoint: pixelsPerPoint), typeName: "Image"))
        case .placeholder:
            nodes.append(context.node(.shape(.rectangle, .color(UIColor.secondarySystemFill.color.rgba), stroke: nil), typeName: "Image"))
        }
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
