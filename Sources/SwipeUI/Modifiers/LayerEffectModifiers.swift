import SwipeRaster

extension View {
    /// A Gaussian blur of the view's layer. σ = `radius` × `ShadowDefaults.sigmaPerRadius`
    /// (1.0) in the view's points, scaled with the view's transform like its shadow: SwiftUI
    /// hands `radius` unchanged to CoreAnimation's `gaussianBlur` filter as its input radius
    /// (OpenSwiftUI `Graphic/GraphicsConversions.swift`, `makeCAFilter`, `.blur`), whose radius→σ
    /// relation Apple does not document; SwipeSim reads it as σ, the relation its `.shadow`
    /// uses (SwipeUI README, "Drawing"), so one constant tunes both. Drawn with the shadow's `Blur` (σ < 2 px a
    /// true Gaussian kernel, otherwise three boxes). `opaque: false` lets the blur fade out past
    /// the view's edges; `opaque: true` (CoreAnimation's `normalizeEdges`) repeats the edge pixels
    /// outward instead and keeps the result inside what the view drew. The radius animates
    /// (points; a negative radius, e.g. a spring's overshoot, draws as 0).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        node(".blur", .blur(radius: Double(radius), opaque: opaque))
    }

    /// Masks the view with `mask`'s alpha: each pixel of the view's layer is multiplied by the
    /// alpha of the mask at that pixel (where the mask draws nothing the view disappears). The mask
    /// is laid out as an overlay is: proposed the view's size and aligned in its frame by
    /// `alignment`. The mask is not drawn itself and is not hit-tested.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }
    @available(*, deprecated, message: "use mask(alignment:_:)")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }

    /// Makes effects above the view (opacity) apply to the view as one layer: without a group,
    /// an `.opacity` above reaches each shape, text and image inside separately and overlapping
    /// children show through each other, as in SwiftUI (`NodePainter`).
    public func compositingGroup() -> some View { node(".compositingGroup", .compositingGroup(.normal)) }

    /// Draws the content as one offscreen image before later effects apply: in SwipeSim the same
    /// as `compositingGroup()` (every frame is already drawn by one rasterizer; `opaque` and
    /// `colorMode` are accepted for source compatibility and change nothing).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        node(".drawingGroup", .compositingGroup(.normal))
    }

    /// Composites the view with what is drawn behind it by `blendMode` (Apple's
    /// `blendMode(_:)`: "Sets the blend mode for compositing this view with overlapping views").
    /// The view is drawn as one layer, as Core Animation composites a layer with a
    /// `compositingFilter`, then combined with the pixels below by the mode's formula
    /// (`CompositeMode`: W3C Compositing and Blending Level 1, Porter–Duff for the
    /// source/destination modes); what it blends with is everything drawn before it in the
    /// enclosing compositing group or layer, or the screen.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        node(".blendMode", .compositingGroup(blendMode.compositeMode))
    }
}

/// SwiftUI's blend modes (Apple's `BlendMode`): Core Graphics' blend modes, drawn by
/// SwipeRaster's `CompositeMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var compositeMode: CompositeMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}

/// The working colour space of `drawingGroup(opaque:colorMode:)` (SwipeSim draws in sRGB-encoded
/// values: `.nonLinear`; the others are accepted for source compatibility).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear
    case linear
    case extendedLinear
}

/// `.mask(alignment:_:)`: the main view and its mask, laid out as `.overlay`.
struct MaskModifier<Mask: View>: NodeModifier {
    let mask: Mask
    let alignment: Alignment
    var label: String { ".mask" }

    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        var maskNodes = try context.resolveContent(mask, component: .index(1), label: label)
        if maskNodes.count != 1 {
            maskNodes = [context.groupNode(.zstack(alignment), typeName: label, children: maskNodes)]
        }
        return context.node(.mask(alignment), typeName: label, children: [child] + maskNodes)
    }
}
