@_spi(AppleModules) import SwipeUI

/// UIKit's `UIEdgeInsets`: insets in points from each edge.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// UIKit's `UIWindow`, as deck code reads it: the one window of the simulation, the size of the
/// screen (`UIScreen.main.bounds`), with the simulation's safe area as its `safeAreaInsets`
/// (Apple: "The insets that you use to determine the safe area for this view"). Decks read
/// `UIApplication.shared.windows.first?.safeAreaInsets.top` to lay out under the status bar.
/// It draws nothing and holds no views: SwipeSim draws SwiftUI views only.
public final class UIWindow {
    init() {}
    public var bounds: CGRect { UIScreen.main.bounds }
    public var frame: CGRect { bounds }
    public var safeAreaInsets: UIEdgeInsets {
        let insets = RunningSimulation.safeAreaInsets
        // A layout's leading and trailing are left and right: SwipeSim's insets are symmetric
        // in practice, and UIKit's are physical edges.
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
    public var isKeyWindow: Bool { true }
    /// There is no keyboard to dismiss: nothing is first responder.
    @discardableResult public func endEditing(_ force: Bool) -> Bool { true }
}

extension UIApplication {
    /// The simulation's one window (deprecated on iOS 15 in favour of scenes; decks still read it).
    public var windows: [UIWindow] { [UIWindow()] }
    /// The simulation's one window.
    public var keyWindow: UIWindow? { UIWindow() }
}
