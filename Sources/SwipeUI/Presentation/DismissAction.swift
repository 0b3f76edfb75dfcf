/// SwiftUI's `DismissAction`, read with `@Environment(\.dismiss) var dismiss` and called as
/// `dismiss()`. What it does depends on where the view is (Apple's `DismissAction` page):
/// inside a sheet or a full-screen cover it dismisses that presentation (its `isPresented`
/// binding becomes false, its `item` nil); inside a page pushed on a `NavigationStack` it pops
/// the page; elsewhere it does nothing. The innermost of these contexts wins, so a pushed page
/// inside a sheet is popped, and the root page of a stack inside a sheet dismisses the sheet.
public struct DismissAction {
    let action: (() -> Void)?

    /// Dismisses the presentation or pops the page the view is in; nothing outside them.
    public func callAsFunction() { action?() }
}

/// SwiftUI's iOS 13 `PresentationMode`, read with
/// `@Environment(\.presentationMode) var presentationMode` (a `Binding<PresentationMode>`):
/// `presentationMode.wrappedValue.isPresented` and `presentationMode.wrappedValue.dismiss()`,
/// which does what `DismissAction` does (Apple deprecated it for `dismiss` and `isPresented`).
public struct PresentationMode {
    /// Whether the view is in a sheet, a full-screen cover or a pushed page.
    public let isPresented: Bool
    let action: (() -> Void)?

    /// Dismisses the presentation or pops the page the view is in.
    public mutating func dismiss() { action?() }
}

/// What `dismiss` does where a view is: set by a presentation for its content and by a
/// `NavigationStack` for each pushed page.
struct PresentationLink {
    let dismiss: () -> Void
    /// An alert's or a dialog's: each button dismisses it after running its action.
    var dismissesAfterAction = false
}

extension EnvironmentValues {
    /// Dismisses the sheet or full-screen cover the view is in, or pops its pushed page
    /// (`DismissAction`).
    public var dismiss: DismissAction { DismissAction(action: presentation?.dismiss) }

    /// Whether the view is in a presentation or a pushed page (Apple's
    /// `EnvironmentValues.isPresented`: "whether the view associated with this environment is
    /// currently presented").
    public var isPresented: Bool { presentation != nil }

    /// The iOS 13 spelling of `dismiss` and `isPresented`; setting it through the binding
    /// changes nothing.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, action: presentation?.dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
