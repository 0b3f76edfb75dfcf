/// SwiftUI's `.alert(_:isPresented:actions:)` and `.alert(_:isPresented:actions:message:)`:
/// while `isPresented` is true, UIKit's alert (`UIAlertController`, `.alert` style) is shown
/// centred in the safe area over the dimmed screen (the presentation machinery of
/// `SheetPresentation`: it fades in from 1.2 × its size on the presentation curve and fades out).
///
/// The alert, in points (readings of iOS 15–17 screenshots: UIKit publishes none): 270 wide,
/// corners 14, `.regularMaterial` behind; the title 17 semibold and the message 13, centred,
/// 16 from the sides, 19 from the top, 2 apart and 17 above the buttons; buttons 44 tall below
/// hairline separators, side by side when there are two, else stacked; with no button, "OK".
/// Every button dismisses the alert after its action; a `.cancel` one is semibold, a
/// `.destructive` one red.
extension View {
    public func alert<Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        alertView(title: titleKey.text, isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    public func alert<Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        alertView(title: titleKey.text, isPresented: isPresented, actions: actions(), message: message())
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        alertView(title: String(title), isPresented: isPresented, actions: actions(), message: EmptyView?.none)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        alertView(title: String(title), isPresented: isPresented, actions: actions(), message: message())
    }

    private func alertView<Actions: View, Message: View>(
        title: String, isPresented: Binding<Bool>, actions: Actions, message: Message?
    ) -> some View {
        PresentationView(
            content: self, style: .alert, presentedID: { isPresented.wrappedValue ? AnyHashable(0) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil,
            presented: { AlertBox(title: title, actions: actions, message: message) })
    }
}

/// The alert's box: title, message and buttons.
struct AlertBox<Actions: View, Message: View>: View {
    let title: String
    let actions: Actions
    let message: Message?

    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 2) {
                Text(verbatim: title).font(.system(size: 17, weight: .semibold))
                if let message { message.font(.system(size: 13)) }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16).padding(.top, 19).padding(.bottom, 17)
            .frame(maxWidth: .infinity)
            AlertButtons(actions: actions)
        }
        .frame(width: 270)
        .fixedSize(horizontal: false, vertical: true)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }
}

/// The buttons of an alert, each in a 44 pt row below a separator: two side by side, others
/// stacked; none gives "OK".
struct AlertButtons<Actions: View>: View, PrimitiveView {
    let actions: Actions
    var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        var buttons = try context.resolveContent(actions, label: nil)
        if buttons.isEmpty { buttons = try context.resolveContent(Button("OK") {}, component: .type("OK"), label: nil) }
        let rows = buttons.map { ResolvedNodes(nodes: [$0]).frame(maxWidth: .infinity).frame(height: 44) }
        let layout = VStack(spacing: 0) {
            Divider()
            if rows.count == 2 {
                HStack(spacing: 0) {
                    rows[0]
                    Divider()
                    rows[1]
                }
                .frame(height: 44)
            } else {
                ForEach(rows.indices, id: \.self) { index in
                    if index > 0 { Divider() }
                    rows[index]
                }
            }
        }
        nodes += try context.resolveContent(layout, component: .type("layout"), label: nil)
    }
}
