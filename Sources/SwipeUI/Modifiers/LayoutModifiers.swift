import SwipeMotion

extension View {
    /// A fixed frame: proposes `width`/`height` to the view and takes them; a nil dimension
    /// takes the view's own size in that dimension.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        node(".frame", .fixedFrame(width: width.map(Double.init), height: height.map(Double.init), alignment))
    }

    /// A flexible frame (SwiftUI's rule): a nil proposed dimension becomes the ideal one; the
    /// proposal is clamped to [min, max] for the child; the frame's size is the child's size
    /// clamped toward the proposal: with min, max(min, min(child, proposal)); with max,
    /// min(max, max(child, proposal)).
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let bounds = FlexibleFrame(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init))
        return node(".frame", .flexibleFrame(bounds, alignment))
    }

    /// Insets on `edges` by `length` points (16, SwiftUI's default, when nil).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        node(".padding", .padding(EdgeInsets(edges, Double(length ?? 16))))
    }
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }
    public func padding(_ insets: EdgeInsets) -> some View { node(".padding", .padding(insets)) }

    /// Moves the drawing (not the layout frame) by `offset` points.
    public func offset(_ offset: CGSize) -> some View { node(".offset", .offset(offset.vector)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        node(".offset", .offset(SwipeMotion.Vector2(x: Double(x), y: Double(y))))
    }

    /// Takes all the space offered and places the view's centre at (x, y) in it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { node(".position", .position(x: Double(x), y: Double(y))) }
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Proposes nil (the ideal size) in the fixed dimensions.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        node(".fixedSize", .fixedSize(horizontal: horizontal, vertical: vertical))
    }
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Stacks offer space to higher priorities first.
    public func layoutPriority(_ value: Double) -> some View { node(".layoutPriority", .layoutPriority(value)) }

    /// Fits (or fills) the largest rectangle of `aspectRatio` (width/height; the view's ideal
    /// ratio when nil) in the proposal.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        node(".aspectRatio", .aspectRatio(aspectRatio.map(Double.init), contentMode))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Extends the view into the safe-area insets on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        node(".ignoresSafeArea", .ignoresSafeArea(edges))
    }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }

    /// Draws `background` behind the view, proposed the view's size and aligned in it.
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        modifier(DecorationModifier(secondary: content(), isBackground: true, alignment: alignment))
    }
    // Disfavoured as in SwiftUI, so a gradient (a View and a ShapeStyle) takes the style form.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(secondary: background, isBackground: true, alignment: alignment))
    }
    /// Fills `shape` with `style` behind the view (`.background(.white, in: RoundedRectangle(…))`).
    /// (SwiftUI's `background(_:in:fillStyle:)`; the fill rule is accepted: SwipeSim fills by
    /// nonzero winding.) `.background(in: shape)` fills it with the background style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(_StyledShape(geometry: shape._geometry, shapeStyle: style, stroke: nil))
    }
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
    /// SwiftUI's `background(_:ignoresSafeAreaEdges:)`: a style behind the view reaches past
    /// the safe area on `edges` (all by default) where the view touches it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(_StyledShape(geometry: .rectangle, shapeStyle: style, stroke: nil).ignoresSafeArea(edges: edges))
    }
    /// `.background()`: the background style (`BackgroundStyle`) behind the view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
    /// Draws `overlay` in front of the view, proposed the view's size and aligned in it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        modifier(DecorationModifier(secondary: content(), isBackground: false, alignment: alignment))
    }
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(DecorationModifier(secondary: overlay, isBackground: false, alignment: alignment))
    }
    /// A `width`-point border inside the view's frame, drawn over it: SwiftUI's
    /// `overlay(Rectangle().strokeBorder(content, lineWidth: width))`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// Safe-area kinds; SwipeSim has only the container safe area.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `.background` / `.overlay`: the main view and a secondary one in its frame.
struct DecorationModifier<Secondary: View>: NodeModifier {
    let secondary: Secondary
    let isBackground: Bool
    let alignment: Alignment
    var label: String { isBackground ? ".background" : ".overlay" }

    func wrap(_ child: Node, in context: inout ResolveContext) throws -> Node? {
        var secondaryNodes = try context.resolveContent(secondary, component: .index(1), label: label)
        // Several secondary views share the main view's frame, as in a ZStack. The stack has an
        // identity of its own: at the decoration's, it would share its animators (an empty
        // `if` overlay moved the main view to where the empty stack sits).
        if secondaryNodes.count != 1 {
            secondaryNodes = [context.groupNode(.zstack(alignment), typeName: label, children: secondaryNodes)]
        }
        return context.node(.decorated(isBackground: isBackground, alignment), typeName: label, children: [child] + secondaryNodes)
    }
}
