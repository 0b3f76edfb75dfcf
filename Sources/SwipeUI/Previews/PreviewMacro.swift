/// Declares a preview of a view, as SwiftUI's `#Preview` (iOS 17; Apple, "Preview(_:body:)"
/// and "Preview(_:traits:_:body:)", DeveloperToolsSupport). At file scope, in any module that
/// depends on SwipeUI, it compiles to a type conforming to `PreviewRegistry`, which
/// `PreviewCatalog` finds at run time; nothing has to list it.
///
///     #Preview { CardView(card: .sample) }
///     #Preview("Stack", traits: .sizeThatFitsLayout) { DeckView() }
///
/// The expansion (SwipeUI's own compiler plugin, `SwipeUIPreviewMacro`) is a type with a unique
/// macro name holding `fileID`, `line` and `column` of the `#` and `makePreview()`, which
/// returns `SwipeUI.Preview(name, traits…) { body }` with the arguments as written.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwipeUIPreviewMacro", type: "PreviewMacro")

/// `#Preview` with traits: a layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.defaultLayout`) and an orientation (`.portrait`, `.landscapeLeft`, …).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwipeUIPreviewMacro", type: "PreviewMacro")

/// Tags a dynamic property declared inside a `#Preview`'s closure (iOS 18; Apple,
/// `Previewable()`): "The #Preview macro will generate an embedded SwiftUI view; tagged
/// declarations become properties on the view, and all remaining statements form the view's
/// body."
///
///     #Preview {
///         @Previewable @State var isLiked = false
///         CardView(isLiked: $isLiked)
///     }
///
/// `#Preview`'s expansion does that (`SwipeUIPreviewMacro/PreviewableExpansion.swift`), so the
/// state is the wrapper view's, in the view graph, and a binding to it redraws the preview. The
/// tag itself expands to nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwipeUIPreviewMacro", type: "PreviewableMacro")
