/// One preview declared with `#Preview`, as DeveloperToolsSupport's `Preview`: a name, its
/// traits and a body that makes the view. `#Preview` builds one; `PreviewCatalog` lists them.
public struct Preview {
    /// The name given to `#Preview("Name")`, nil when none was given.
    public let name: String?
    /// The traits in the order written.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    let body: @MainActor () -> any View

    /// What a trait of a view preview may set (Apple, `Preview.ViewTraits`).
    public enum ViewTraits {}

    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = []
        self.body = body
    }

    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = [traits] + additionalTraits
        self.body = body
    }
}

/// A setting of a preview's canvas (Apple, `PreviewTrait`): its layout or the device's
/// orientation. A later trait of the same kind overrides an earlier one.
public struct PreviewTrait<T> {
    enum Setting: Equatable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }
    let setting: Setting
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// "Fit the container to the size of the preview when offered the size of the device that
    /// the preview is running on" (Apple, `sizeThatFitsLayout`).
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(setting: .layout(.sizeThatFits)) }
    /// "Center the preview in a fixed size container with the given dimensions" (points).
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(setting: .layout(.fixed(width: width, height: height)))
    }
    /// The device's screen, the default.
    public static var defaultLayout: PreviewTrait { PreviewTrait(setting: .layout(.device)) }
    public static var portrait: PreviewTrait { PreviewTrait(setting: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(setting: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeRight)) }
}

/// What a `#Preview` expands to: a type per preview that says where it was written and makes
/// it (the shape of DeveloperToolsSupport's `PreviewRegistry`). Not written by hand.
public protocol PreviewRegistry {
    /// `Module/File.swift` of the `#Preview`.
    static var fileID: String { get }
    /// Line of the `#` (1-based).
    static var line: Int { get }
    /// Column of the `#` in UTF-8 bytes (1-based).
    static var column: Int { get }
    static func makePreview() -> Preview
}
