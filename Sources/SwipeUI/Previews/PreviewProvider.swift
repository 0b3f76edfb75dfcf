/// The pre-iOS 17 way to declare previews, as SwiftUI's `PreviewProvider` (Apple,
/// "PreviewProvider"): a type whose `previews` are the views to show. Each view at the top of
/// `previews` — the children of a `Group`, of a `ViewBuilder` block, each element of a `ForEach`
/// — is a preview of its own, named by `.previewDisplayName` ("Xcode creates different previews
/// for each view in your preview", same page).
/// `PreviewCatalog` finds conforming types at run time.
///
///     struct CardView_Previews: PreviewProvider {
///         static var previews: some View {
///             Group {
///                 CardView(card: .sample).previewDisplayName("Light")
///                 CardView(card: .sample).previewLayout(.sizeThatFits)
///             }
///         }
///     }
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil lets the tools choose (SwipeSim has one: its canvas).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a `PreviewProvider` asks for (Apple, "PreviewPlatform"). Recorded, not acted on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// Where a preview sits on the canvas (Apple, "PreviewLayout").
public enum PreviewLayout: Equatable, Sendable {
    /// The device's screen: "Center the preview in a container the size of the device on which
    /// the preview is running" (Apple, `PreviewTrait.defaultLayout`, "the same as" this case).
    case device
    /// "Fit the container to the size of the preview when offered the size of the device that
    /// the preview is running on."
    case sizeThatFits
    /// "Center the preview in a fixed size container with the given dimensions" (points).
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device named by its model, e.g. `"iPhone 14"` (Apple, "PreviewDevice").
/// Recorded on the preview; the canvas stays `SimulationOptions.canvasSize`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of the device's interface (Apple, SwiftUI "InterfaceOrientation").
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// "The device is in landscape mode, with the top of the device on the left."
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// "The device is in landscape mode, with the top of the device on the right."
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

    /// Whether the canvas is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension View {
    /// Names this preview on the canvas (Apple, `previewDisplayName(_:)`). Changes no frame.
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewAnnotated(content: self, annotation: PreviewAnnotation(displayName: value))
    }
    /// Sets the preview's container (Apple, `previewLayout(_:)`); changes no frame of a simulation
    /// of this view, only the canvas `PreviewCatalog` renders the preview on.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewAnnotated(content: self, annotation: PreviewAnnotation(layout: value))
    }
    /// Names the device to preview on (Apple, `previewDevice(_:)`). Changes no frame.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewAnnotated(content: self, annotation: PreviewAnnotation(device: value))
    }
    /// Sets the preview's orientation (Apple, `previewInterfaceOrientation(_:)`): a landscape
    /// preview is rendered on the canvas turned on its side.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewAnnotated(content: self, annotation: PreviewAnnotation(orientation: value))
    }
}

/// What the preview modifiers set; nil fields are left to the modifiers around.
struct PreviewAnnotation {
    var displayName: String?
    var layout: PreviewLayout?
    var device: PreviewDevice?
    var orientation: InterfaceOrientation?

    /// `inner`'s settings over these: the modifier nearer the view wins.
    func overridden(by inner: PreviewAnnotation) -> PreviewAnnotation {
        PreviewAnnotation(
            displayName: inner.displayName ?? displayName, layout: inner.layout ?? layout,
            device: inner.device ?? device, orientation: inner.orientation ?? orientation)
    }
}

/// A view carrying preview settings: laid out and drawn as its content alone.
struct PreviewAnnotated<Content: View>: View, PrimitiveView {
    let content: Content
    let annotation: PreviewAnnotation
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        try context.resolveChild(content, component: .index(0), into: &nodes)
    }
}
