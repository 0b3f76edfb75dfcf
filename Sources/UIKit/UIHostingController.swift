@_spi(AppleModules) import SwipeUI

/// SwiftUI's `UIHostingController` (Apple, "UIHostingController": "A UIKit view controller that
/// manages a SwiftUI view hierarchy"), as deck files touch it: made with `rootView`, the view
/// read back or replaced, its `view` given a background colour or a frame. SwipeSim draws SwiftUI
/// views only and has no view controllers to present it from, so it holds the view and draws
/// nothing: simulate `rootView` itself (`Simulation(controller.rootView)`).
open class UIHostingController<Content: View> {
    public var rootView: Content
    /// A plain view standing for the controller's: sized as the screen, drawing nothing.
    public var view: UIView! = UIView(frame: UIScreen.main.bounds)

    public init(rootView: Content) {
        self.rootView = rootView
    }

    /// The root view's ideal size for `size`: not measured outside a simulation; returns `size`.
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// UIKit's `UIView` as far as a hosting controller's `view` is used: a frame, bounds and a
/// background colour, drawn by nothing (SwipeSim draws SwiftUI views only).
open class UIView {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1

    public init(frame: CGRect) { self.frame = frame }
}
