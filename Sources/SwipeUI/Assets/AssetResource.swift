import Foundation

/// An image of the app's asset catalog by name, as Apple's `ImageResource` (DeveloperToolsSupport,
/// iOS 17): what Xcode's generated asset symbols are (`Image(.card1)` is
/// `Image(ImageResource(name: "card1", bundle: …))`). SwipeSim's `XcodeAppTarget` plugin
/// generates the same symbols from a target's `.xcassets`; the image is then found by name as
/// `Image("card1")` finds it (`SimulationOptions.assetCatalogs`). The bundle is kept, not used.
public struct ImageResource: Hashable, Sendable {
    public let name: String
    let bundleIdentity: String

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundleIdentity = bundle.bundlePath
    }
}

/// A colour of the app's asset catalog by name, as Apple's `ColorResource`: `Color(.brand)`,
/// `Color.brand` (generated symbols) resolve as `Color("Brand")` does.
public struct ColorResource: Hashable, Sendable {
    public let name: String
    let bundleIdentity: String

    public init(name: String, bundle: Bundle) {
        self.name = name
        bundleIdentity = bundle.bundlePath
    }
}

extension Image {
    /// SwiftUI's `Image(_ resource: ImageResource)`: the catalog image of that name.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    /// SwiftUI's `Color(_ resource: ColorResource)`: the catalog colour of that name.
    public init(_ resource: ColorResource) { self.init(resource.name) }
}

extension UIColor {
    /// UIKit's `UIColor(resource:)`: the catalog colour of that name.
    public convenience init(resource: ColorResource) { self.init(Color(resource.name)) }
}
