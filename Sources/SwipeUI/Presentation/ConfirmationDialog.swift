/// SwiftUI's `.confirmationDialog(_:isPresented:titleVisibility:actions:)` and
/// `(_:isPresented:titleVisibility:actions:message:)`: on iPhone, UIKit's action sheet
/// (`UIAlertController`, `.actionSheet` style) slides up from the bottom of the screen over the
/// dimmed screen, on the presentation curve of `SheetPresentation`, and slides back down.
///
/// In points (readings of iOS 15–17 screenshots: UIKit publishes none): 8 from the screen's
/// sides and from the safe area's bottom, corners 14, `.regularMaterial` behind; the title
/// (with `titleVisibility: .visible`; `.automatic` hides it, as iOS does) 13 semibold and the
/// message 13, secondary, centred, 16 from the sides; each button 20 pt in a 57 pt row below a
/// hairline. Every button dismisses the dialog after its action. Not modelled: the separate
/// Cancel box iOS adds below the buttons (roles are not read for the layout).
extension View {
    public func confirmationDialog<Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialogView(title: titleVisibility == .visible ? titleKey.text : nil, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    public func confirmationDialog<Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        confirmationDialogView(title: titleVisibility == .visible ? titleKey.text : nil, isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> Actions
    ) -> some View {
        confirmationDialogView(title: titleVisibility == .visible ? String(title) : nil, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    private func confirmationDialogView<Actions: View, Message: View>(
        title: String?, isPresented: Binding<Bool>, actions: Actions, message: Message?
    ) -> some View {
        PresentationView(
            content: self, style: .confirmationDialog, presentedID: { isPresented.wrappedValue ? AnyHashable(0) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
            presented: { DialogBox(title: title, actions: actions, message: message) })
    }
}

/// The action sheet's box, at the bottom of the safe area.
struct DialogBox<Actions: View, Message: View>: View {
    let title: String?
    let actions: Actions
    let message: Message?

    var body: some View {
        VStack(spacing: 0) {
            if title != nil || message != nil {
                VStack(spacing: 2) {
                    if let title { Text(verbatim: title).font(.system(size: 13, weight: .semibold)) }
                    if let message { message.font(.system(size: 13)) }
                }
                .foregroundStyle(Color(uiColor: .secondaryLabel))
                .multilineTextAlignment(.center)
                .padding(.horizontal, 16).padding(.vertical, 14)
                .frame(maxWidth: .infinity)
            }
            DialogButtons(actions: actions)
        }
        .fixedSize(horizontal: false, vertical: true)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
        .clipShape(RoundedRectangle(cornerRadius: 14))
        .padding(.horizontal, 8).padding(.bottom, 8)
        .frame(maxHeight: .infinity, alignment: .bottom)
    }
}

/// The dialog's buttons, stacked in 57 pt rows, each below a hairline.
struct DialogButtons<Actions: View>: View, PrimitiveView {
    let actions: Actions
    var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        context.environment.font = .system(size: 20)
        let buttons = try context.resolveContent(actions, label: nil)
        let layout = VStack(spacing: 0) {
            ForEach(buttons.indices, id: \.self) { index in
                Divider()
                ResolvedNodes(nodes: [buttons[index]]).frame(maxWidth: .infinity).frame(height: 57)
            }
        }
        nodes += try context.resolveContent(layout, component: .type("layout"), label: nil)
    }
}
