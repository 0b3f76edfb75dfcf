@_spi(AppleModules) import SwipeUI

/// UIKit's `UIScreen`: `UIScreen.main` is the screen the simulation draws — `bounds` is the
/// canvas in points with origin zero (Apple: "The bounding rectangle of the screen, measured in
/// points"; SwipeSim draws portrait, with no rotation), `scale` the frames' pixels per point
/// (`SimulationOptions.scale`). Read outside a simulation (a root view made before the
/// `Simulation`), they are `SimulationOptions()`'s: 390 × 844 points at scale 1.
public final class UIScreen {
    /// The screen of the running simulation, read when asked (a deck's `static let width =
    /// UIScreen.main.bounds.width` keeps the first value it reads, as on iOS).
    public static var main: UIScreen { UIScreen() }

    private init() {}

    public var bounds: CGRect { RunningSimulation.screenBounds }
    public var scale: CGFloat { RunningSimulation.screenScale }
    /// The same as `scale`: SwipeSim's frames have no downsampling.
    public var nativeScale: CGFloat { scale }
    /// `bounds` in pixels.
    public var nativeBounds: CGRect {
        let b = bounds, s = scale
        return CGRect(x: 0, y: 0, width: b.width * s, height: b.height * s)
    }
}
