@_spi(AppleModules) import SwipeUI

/// UIKit's `UIImage`, as decks hand images to SwiftUI: `Image(uiImage: UIImage(named: "card1")!)`.
///
/// `UIImage(named:)` finds the name where `Image("card1")` does — the simulation's registered
/// images (`SimulationOptions.images`), else its asset catalogs, else a PNG file — and is nil
/// when there is none (Apple:
/// "the image object for the specified file, or nil if the method could not find the specified
/// image"). Made outside a simulation it cannot look yet: it is never nil there, its `size` is
/// zero, and a missing image is the same error `Image(_:)` gives when the view is drawn.
/// `UIImage(systemName:)` is an SF Symbol, drawn as `Image(systemName:)`. Pixels are not
/// readable (no `cgImage`, no `pngData()`), nor is image data (`UIImage(data:)` is nil).
public final class UIImage {
    enum Source {
        case named(String)
        case symbol(String)
        case empty
    }
    let source: Source
    /// Size in points: the bitmap's pixels divided by its scale (an asset catalog's `@2x` file
    /// is 2 pixels a point, any other bitmap 1, as `Image(_:)` draws it); zero for a symbol or
    /// an empty image.
    public let size: CGSize
    public var scale: CGFloat { 1 }

    /// An empty image, as `UIImage()` (a deck's `UIImage(named: name) ?? UIImage()`). SwiftUI
    /// draws nothing for it; SwipeSim's `Image(uiImage:)` of it draws the missing-symbol
    /// placeholder and reports it in `Simulation.warnings`, so the missing picture shows.
    public init() {
        source = .empty
        size = .zero
    }

    public init?(named name: String) {
        guard let points = RunningSimulation.imageSize(named: name) else { return nil }
        source = .named(name)
        size = points
    }

    /// UIKit's `UIImage(resource:)` (iOS 17): the asset catalog image an `ImageResource` names
    /// (Xcode's generated `UIImage.card1` calls it). Never nil, as Apple's is not: a name with no
    /// image has a zero size and draws the missing-image placeholder.
    public init(resource: ImageResource) {
        source = .named(resource.name)
        size = RunningSimulation.imageSize(named: resource.name) ?? .zero
    }

    /// As `init?(named:)`: the bundle and traits are accepted and change nothing.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: AnyObject?) {
        self.init(named: name)
    }

    /// `UIImage(data:)`: nil. SwipeSim reads no image data (Apple: nil "if the method could not
    /// initialize the image from the specified data"); in a simulation image data comes from
    /// nowhere anyway (`URLSession` loads nothing): register images by name
    /// (`SimulationOptions.images`) or show remote ones with `AsyncImage`.
    public init?(data: Data) { return nil }
    /// As `init?(data:)`: nil.
    public init?(data: Data, scale: CGFloat) { return nil }

    public init?(systemName name: String) {
        source = .symbol(name)
        size = .zero
    }

    /// Template and original rendering are drawn alike by SwipeSim: returns the image.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public enum RenderingMode: Hashable, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

extension Image {
    /// SwiftUI's `Image(uiImage:)`: the named bitmap or symbol the `UIImage` stands for.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        case .empty: self.init(systemName: "")
        }
    }
}

/// A `UIImage` is an `NSObject` in UIKit, equal only to itself (`NSObject.isEqual(_:)`'s
/// default is identity) and hashed by identity: decks put images in `ForEach` and compare them.
extension UIImage: Hashable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
