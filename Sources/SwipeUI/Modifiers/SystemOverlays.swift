/// The status bar and the home indicator belong to the system, not to the view: SwiftUI's
/// `statusBarHidden(_:)` (Apple: "Sets the visibility of the status bar") and
/// `persistentSystemOverlays(_:)` (iOS 16: "the preferred visibility of the non-transient system
/// views overlaying the app", the home indicator) ask the system to hide them.
///
/// SwipeSim draws neither over a view's `Simulation` (a scene draws them from its own `chrome`
/// setting), and hiding them does not move the safe area on the notched iPhones SwipeSim's canvases
/// model (the top inset is the sensor housing's, status bar or not; the bottom one stays for the
/// home indicator's gesture area), so these are accepted for the deck to compile and change no
/// frame.
extension View {
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    @available(*, deprecated, renamed: "statusBarHidden(_:)")
    public func statusBar(hidden: Bool) -> some View { self }

    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
