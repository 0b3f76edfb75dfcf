/// What deck code may ask of the simulation it runs in, for the Linux modules with Apple's names
/// (`UIKit`'s `UIScreen.main` and `UIImage(named:)`). SPI: the modules import it with
/// `@_spi(AppleModules)`; it is not part of SwipeUI's public API.
@_spi(AppleModules)
public enum RunningSimulation {
    /// The canvas in points (origin zero), as `UIScreen.main.bounds` is the screen in points;
    /// outside a simulation, `SimulationOptions()`'s canvas.
    public static var screenBounds: CGRect {
        guard let canvas = ViewGraph.current?.canvas else {
            return CGRect(origin: .zero, size: SimulationOptions().canvasSize)
        }
        return CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }

    /// Pixels per point of the frames (`SimulationOptions.scale`), as `UIScreen.main.scale`;
    /// outside a simulation, `SimulationOptions()`'s.
    public static var screenScale: CGFloat {
        ViewGraph.current?.baseEnvironment.displayScale ?? CGFloat(SimulationOptions().scale)
    }

    /// The safe area's insets in points (`SimulationOptions.safeArea`), as a window's
    /// `safeAreaInsets`; outside a simulation, `SimulationOptions()`'s.
    public static var safeAreaInsets: EdgeInsets {
        guard let graph = ViewGraph.current else { return SimulationOptions().safeArea }
        let canvas = graph.canvas, safe = graph.safeArea
        return EdgeInsets(
            top: CGFloat(safe.y - canvas.y), leading: CGFloat(safe.x - canvas.x),
            bottom: CGFloat(canvas.y + canvas.height - safe.y - safe.height),
            trailing: CGFloat(canvas.x + canvas.width - safe.x - safe.width))
    }

    /// The size in points of the image `Image(name)` would draw (the simulation's registered
    /// images, else the asset catalogs', else a PNG file: its pixels divided by its scale), or
    /// nil when it has none; `.zero` outside a simulation, where no image can be looked up yet.
    public static func imageSize(named name: String) -> CGSize? {
        guard let store = ViewGraph.current?.images else { return .zero }
        guard let image = try? store.pattern(named: name, typePath: "UIImage(named:)") else { return nil }
        return CGSize(width: Double(image.pattern.pixmap.width) / image.pixelsPerPoint, height: Double(image.pattern.pixmap.height) / image.pixelsPerPoint)
    }
}
