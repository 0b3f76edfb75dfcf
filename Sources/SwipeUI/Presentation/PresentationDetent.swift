/// SwiftUI's `PresentationDetent`: a height where a sheet rests (Apple's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }
    let kind: Kind

    /// "The system detent for a sheet at full height" (Apple): the sheet's top
    /// `SheetPresentation.largeTopGap` below the safe area's top.
    public static let large = PresentationDetent(kind: .large)
    /// "The system detent for a sheet that's approximately half the height of the screen"
    /// (Apple): SwipeSim takes exactly half the canvas height.
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the large detent's height (UIKit resolves custom detents against
    /// `maximumDetentValue`, the large height).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    /// A height in points, at most the large detent's.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }

    /// The sheet's height, points, on a screen `screenHeight` tall whose large sheet is
    /// `largeHeight` tall; bad values (not finite, negative) give 0.
    func sheetHeight(largeHeight: Double, screenHeight: Double) -> Double {
        let h: Double
        switch kind {
        case .large: h = largeHeight
        case .medium: h = screenHeight / 2
        case .fraction(let f): h = f * largeHeight
        case .height(let points): h = points
        }
        return h.isFinite ? min(max(h, 0), largeHeight) : 0
    }
}

/// What a presented view's modifiers ask of its sheet, collected while it resolves. The first
/// setting met wins (resolution runs from the outermost view in).
final class PresentationOptions {
    var detents: [PresentationDetent]?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility?
    var cornerRadius: Double?
    var interactiveDismissDisabled: Bool?
    var background: ShapeStyleValue?
}

extension View {
    /// The heights the sheet rests at; it opens at the smallest (UIKit's
    /// `selectedDetentIdentifier`: nil shows the smallest detent). Default: `[.large]`.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        PresentationOptionView(content: self, label: ".presentationDetents") { options in
            if options.detents == nil { options.detents = Array(detents) }
        }
    }

    /// The heights the sheet rests at, showing the one `selection` holds.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        PresentationOptionView(content: self, label: ".presentationDetents") { options in
            if options.detents == nil {
                options.detents = Array(detents)
                options.selection = selection
            }
        }
    }

    /// Whether the sheet shows its drag indicator (`SheetPresentation.grabberSize`);
    /// `.automatic` shows it when the sheet has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        PresentationOptionView(content: self, label: ".presentationDragIndicator") { options in
            if options.dragIndicator == nil { options.dragIndicator = visibility }
        }
    }

    /// The sheet's corner radius, points (nil: the system's, `SheetPresentation.cornerRadius`).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        PresentationOptionView(content: self, label: ".presentationCornerRadius") { options in
            if options.cornerRadius == nil, let cornerRadius, cornerRadius.isFinite { options.cornerRadius = max(Double(cornerRadius), 0) }
        }
    }

    /// What fills the sheet behind its content, instead of `systemBackground` (a material
    /// blurs what is behind the sheet: the dimmed presenting view).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        PresentationOptionView(content: self, label: ".presentationBackground") { options in
            if options.background == nil { options.background = ShapeStyleValue(style) }
        }
    }

    /// Whether a downward drag may dismiss the sheet. SwipeSim has no interactive dismissal, so
    /// it is accepted and changes nothing that is drawn.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        PresentationOptionView(content: self, label: ".interactiveDismissDisabled") { options in
            if options.interactiveDismissDisabled == nil { options.interactiveDismissDisabled = isDisabled }
        }
    }
}

/// A presentation modifier: tells the presentation it is in, if any, what it asks for.
struct PresentationOptionView<Content: View>: View, PrimitiveView {
    let content: Content
    let label: String
    let apply: (PresentationOptions) -> Void
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        if let options = context.environment.presentationOptions { apply(options) }
        nodes += try context.resolveContent(content, label: label)
    }
}
