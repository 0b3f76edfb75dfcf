/// UIKit's `UIApplication.shared`, for what deck code asks of it. SwipeSim has no app around the
/// deck: opening a URL does nothing (and reports false to its completion), no window exists,
/// and the app never changes state, so its notifications are never posted by SwipeSim.
public final class UIApplication {
    public static let shared = UIApplication()
    private init() {}

    /// Nothing is opened; `completion` gets false ("the URL could not be opened").
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    /// No other app is installed.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Always `.active`: a simulation runs in the foreground.
    public var applicationState: State { .active }
    public enum State: Hashable, Sendable { case active, inactive, background }

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
}

/// UIKit's `UIDevice.current`: the iPhone SwipeSim's default canvas is (390 × 844 points),
/// in portrait, running iOS 17.
public final class UIDevice {
    public static let current = UIDevice()
    private init() {}

    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var localizedModel: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "17.0" }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Portrait, as SwipeSim draws.
    public var orientation: UIDeviceOrientation { .portrait }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

public enum UIUserInterfaceIdiom: Hashable, Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }

public enum UIDeviceOrientation: Hashable, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
