/// Popovers and inspectors on an iPhone, where the horizontal size class is compact:
/// - `.popover(isPresented:attachmentAnchor:arrowEdge:content:)` and `.popover(item:…)` (Apple,
///   "popover(isPresented:attachmentAnchor:arrowEdge:content:)": "In compact size classes the
///   popover is presented as a sheet") present their content as `.sheet` does: the same
///   slide, detents, and `dismiss` resetting the binding. The anchor and arrow edge place a
///   popover in a regular size class only; they are accepted.
/// - `.inspector(isPresented:content:)` (iOS 17; Apple, "inspector(isPresented:content:)": "In
///   a compact horizontal size class the inspector is presented as a sheet") likewise; its
///   column widths (`inspectorColumnWidth`) apply to the regular-width column and are accepted.
/// - `.presentationCompactAdaptation(_:)` (iOS 16.4) asks for another adaptation in compact
///   width (`.popover` keeps a popover bubble on iPhone): SwipeSim draws the sheet still and
///   notes it once in `Simulation.warnings`, unless the adaptation is `.automatic` or `.sheet`.
extension View {
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    public func inspector<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View {
        let content = content()
        return sheet(isPresented: isPresented) { content }
    }

    /// Accepted: the width of a regular-width inspector column.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// Accepted: the width of a regular-width inspector column.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(
            UnanimatedEffect(
                label: ".presentationCompactAdaptation", isEffect: adaptation != .automatic && adaptation != .sheet,
                note: "the presentation is drawn as a sheet on iPhone; the compact adaptation \(adaptation) is not drawn"))
    }

    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal)
    }
}

/// Where a popover points in a regular size class (Apple, "PopoverAttachmentAnchor").
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// How a presentation adapts to a compact size class (Apple, "PresentationAdaptation").
public enum PresentationAdaptation: Hashable, Sendable, CustomStringConvertible {
    case automatic, none, popover, sheet, fullScreenCover

    public var description: String {
        switch self {
        case .automatic: return ".automatic"
        case .none: return ".none"
        case .popover: return ".popover"
        case .sheet: return ".sheet"
        case .fullScreenCover: return ".fullScreenCover"
        }
    }
}
