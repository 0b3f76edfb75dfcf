/// Sheets and full-screen covers: `.sheet(isPresented:onDismiss:content:)`,
/// `.sheet(item:onDismiss:content:)`, `.fullScreenCover(isPresented:onDismiss:content:)` and
/// `.fullScreenCover(item:onDismiss:content:)`.
///
/// While the binding is true (the item not nil) the content is presented over the whole screen,
/// whatever view the modifier is on — a card inside a deck presents above the deck, as UIKit
/// presents a view controller from the window. How it is drawn and moves is
/// `SheetPresentation`'s; `dismiss` inside it, or setting the binding false (the item nil),
/// dismisses it, and `onDismiss` runs when the dismissal has finished. An item-driven
/// presentation is identified by the item's `id`: a new item is new content (its state starts
/// afresh), sliding in while the old one slides out.
extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentationView(
            content: self, style: .sheet, presentedID: { isPresented.wrappedValue ? AnyHashable(0) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, presented: content)
    }

    /// Presents a sheet for `item` while it is not nil; `content` receives the item.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentationView(
            content: self, style: .sheet, presentedID: { item.wrappedValue.map { AnyHashable($0.id) } },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss, presented: { item.wrappedValue.map(content) })
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        PresentationView(
            content: self, style: .fullScreenCover, presentedID: { isPresented.wrappedValue ? AnyHashable(0) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, presented: content)
    }

    /// Presents `content` for `item` over the whole screen while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentationView(
            content: self, style: .fullScreenCover, presentedID: { item.wrappedValue.map { AnyHashable($0.id) } },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss, presented: { item.wrappedValue.map(content) })
    }
}

/// A sheet or a full-screen cover.
enum PresentationStyle {
    case sheet, fullScreenCover, alert, confirmationDialog

    var label: String {
        switch self {
        case .sheet: ".sheet"
        case .fullScreenCover: ".fullScreenCover"
        case .alert: ".alert"
        case .confirmationDialog: ".confirmationDialog"
        }
    }
}

/// The view with a presentation modifier: resolves the view, then — while presented — the
/// presented content with its own environment, handed to the graph (`ViewGraph+Presentations`),
/// which draws it above everything.
struct PresentationView<Content: View, Presented: View>: View, PrimitiveView {
    let content: Content
    let style: PresentationStyle
    /// The presentation's id while presented (0 for a Boolean binding, the item's id), else nil.
    let presentedID: () -> AnyHashable?
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?
    let presented: () -> Presented?
    var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes += try context.resolveContent(content, label: style.label)
        guard let id = presentedID(), let view = presented() else { return }
        let graph = context.graph
        var inner = context
        inner.identity = graph.identities.appending(.id(id, label: .literal(style.label)), to: context.identity)
        inner.typePath = context.typePath.appending(style.label)
        inner.environment = SheetPresentation.environment(presentedFrom: context.environment, base: graph.baseEnvironment, dismiss: dismiss)
        inner.environment.presentation?.dismissesAfterAction = style == .alert || style == .confirmationDialog
        let options = PresentationOptions()
        inner.environment.presentationOptions = options
        let presentedNodes = try inner.resolveContent(view, label: nil)
        inner.environment.presentationOptions = nil
        let presentation = SheetPresentation(style: style, options: options, canvas: graph.canvas, safeArea: graph.safeArea)
        let key = inner.identity
        inner.identity = graph.identities.appending(.type("chrome"), to: key)
        // Several views are stacked vertically, as a hosting controller stacks a root list of views.
        let content =
            presentedNodes.count == 1
            ? presentedNodes
            : [inner.groupNode(.stack(.vertical, alignment: 0.5, spacing: nil), typeName: "VStack", children: presentedNodes)]
        let chrome = try inner.resolveContent(presentation.chrome(around: ResolvedNodes(nodes: content)), label: nil)
        graph.pendingPresentations.append(
            PresentationRecord(identity: key, typePath: inner.typePath, presentation: presentation, chrome: chrome, onDismiss: onDismiss))
    }
}

/// A presentation found while resolving one update, in tree order.
struct PresentationRecord {
    /// The presentation's identity (its sliding node's).
    let identity: ViewIdentity
    let typePath: TypePath
    let presentation: SheetPresentation
    /// The presented content inside its sheet or cover (`SheetPresentation.chrome`).
    let chrome: [Node]
    let onDismiss: (() -> Void)?
}
