/// UIKit's scenes, as deck code reads them since iOS 15 deprecated `UIApplication.windows`:
/// `UIApplication.shared.connectedScenes.first as? UIWindowScene` and then `.screen.bounds`,
/// `.windows` or `.keyWindow` (Apple, "UIApplication.connectedScenes": "The app's currently
/// connected scenes"; "UIWindowScene": "A scene that manages one or more windows for your app").
/// A simulation is one app with one foreground scene holding its one window (`UIWindow`), on the
/// simulation's screen (`UIScreen.main`). They draw nothing: SwipeSim draws SwiftUI views only.
open class UIScene: UIResponder, Hashable {
    /// UIKit's `UIScene.ActivationState` (Apple: "The current activation state of the scene").
    public enum ActivationState: Int, Hashable, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    override init() {}

    /// Always `.foregroundActive`: a simulation runs in the foreground, as
    /// `UIApplication.shared.applicationState` is always `.active`.
    public var activationState: ActivationState { .foregroundActive }

    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UIKit's `UIWindowScene`: the simulation's scene, with its one window on the simulation's screen.
public final class UIWindowScene: UIScene {
    /// The one scene of the simulation (one object, so a `Set<UIScene>` holds it once).
    static let simulation = UIWindowScene()

    public var screen: UIScreen { .main }
    public var windows: [UIWindow] { [UIWindow()] }
    public var keyWindow: UIWindow? { UIWindow() }
    /// Portrait, as SwipeSim draws (`UIDevice.current.orientation`).
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

/// UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIApplication {
    /// The simulation's one scene, in the foreground (Apple: "The app's currently connected scenes").
    public var connectedScenes: Set<UIScene> { [UIWindowScene.simulation] }
    /// Whether the app may change its icon: SwipeSim's app has no home-screen icon, so no.
    public var supportsAlternateIcons: Bool { false }
    /// The app's alternate icon: none is set (Apple: "nil if the app is displaying its primary icon").
    public var alternateIconName: String? { nil }
    /// Changing the icon is not supported (`supportsAlternateIcons` is false): the icon stays the
    /// primary one and `completionHandler` gets an error saying so, as UIKit reports an app that
    /// cannot change its icon.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(AlternateIconError(name: alternateIconName))
    }

    struct AlternateIconError: Error, CustomStringConvertible {
        let name: String?
        var description: String {
            "SwipeSim's app has no home-screen icon: setAlternateIconName(\(name.map { "\"\($0)\"" } ?? "nil")) changes nothing (supportsAlternateIcons is false)"
        }
    }
}

extension UIWindow {
    /// The window's screen: the simulation's (`UIScreen.main`).
    public var screen: UIScreen { .main }
    /// The window's scene: the simulation's one scene.
    public var windowScene: UIWindowScene? { .simulation }
}
