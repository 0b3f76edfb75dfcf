/// Modifiers whose effect a simulation has nothing to show for, accepted so a deck compiles
/// unchanged, each with its rule:
/// - `.containerShape(_:)` (iOS 15; Apple, "containerShape(_:)": "Sets the container shape to use
///   for any container relative shape within this view"): SwipeUI has no `ContainerRelativeShape`,
///   so nothing reads it.
/// - `.privacySensitive(_:)` (iOS 15; Apple, "privacySensitive(_:)"): marks private data, which is
///   hidden only under `.redacted(reason: .privacy)` or on a locked device's widgets; the view is
///   drawn as it is.
/// - `.equatable()` and `EquatableView` (Apple, "EquatableView": "Prevents the view from updating
///   its child view when its new value is the same as its old value"): skipping an update whose
///   result is the same changes no frame, so SwipeSim always evaluates the content. A body that
///   reads state outside its `==` (which SwiftUI would then not refresh) is refreshed here.
extension View {
    public func containerShape<T: Shape>(_ shape: T) -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}
