/// The size class of controls, as SwiftUI's `ControlSize`.
///
/// Where SwipeSim draws a control whose iOS size depends on it, it follows UIKit's sizes:
/// `ProgressView()`'s spinner is UIKit's medium activity indicator (20 pt) for every size but
/// `.large`, which is `UIActivityIndicatorView.Style.large` (37 pt, the spinner scaled
/// 37 / 20); the bordered button styles pad their labels by size (`ButtonStyles.swift`). A
/// `Toggle`'s switch has one size on iOS (UISwitch's fixed 51 × 31 pt), so it ignores it.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// Sets the size of the controls inside.
    public func controlSize(_ size: ControlSize) -> some View { environmentChange(".controlSize") { $0.controlSize = size } }
}
