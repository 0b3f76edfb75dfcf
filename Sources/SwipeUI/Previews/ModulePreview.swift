/// One preview of a module, as `PreviewCatalog` lists it: what to call it, where it was
/// written, the canvas it asks for, and the view.
public struct ModulePreview {
    /// The name given to `#Preview("Name")` or `.previewDisplayName("Name")`, else nil.
    public let name: String?
    /// A stable name for files and goldens, unique within one listing: for a `#Preview`,
    /// `File-Name` (`File-line12` when unnamed: the line of its `#`); for a provider's preview,
    /// `TypeName-DisplayName`, `TypeName-2` (its place among the provider's previews, from 0)
    /// when unnamed and the provider has several, or `TypeName` alone. Characters other than
    /// ASCII letters, digits, `-`, `_` and `.` become `_`; a repeat gets `-2`, `-3`, … .
    public let identifier: String
    /// `Module/File.swift:12` of a `#Preview`, the provider's type name for a provider's
    /// (`Module.Outer.Type_Previews`; a private type's is without its run-dependent context).
    public let source: String
    /// The container the preview asks for (`.device` unless a layout trait or
    /// `.previewLayout` says otherwise; the last one written wins).
    public let layout: PreviewLayout
    /// The device's orientation (`.portrait` unless a trait or `.previewInterfaceOrientation`
    /// says otherwise).
    public let orientation: InterfaceOrientation
    /// The device named by `.previewDevice`, recorded only.
    public let device: PreviewDevice?
    private let build: @MainActor () -> AnyView

    init(
        name: String?, identifier: String, source: String, traits: [PreviewTrait<Preview.ViewTraits>.Setting],
        device: PreviewDevice?, build: @escaping @MainActor () -> AnyView
    ) {
        self.name = name
        self.identifier = identifier
        self.source = source
        var layout = PreviewLayout.device
        var orientation = InterfaceOrientation.portrait
        for trait in traits {
            switch trait {
            case .layout(let value): layout = value
            case .orientation(let value): orientation = value
            }
        }
        self.layout = layout
        self.orientation = orientation
        self.device = device
        self.build = build
    }

    /// The preview's view (the body of its `#Preview`, or its part of the provider's `previews`).
    public func makeView() -> AnyView { callPreviewBody(build) }

    /// A simulation of the preview on the canvas it asks for (`canvasOptions(basedOn:)`).
    public func simulation(script: [TouchStep] = [], options: SimulationOptions = SimulationOptions()) throws -> Simulation {
        let view = makeView()
        return try Simulation(view, script: script, options: try PreviewCanvas.options(for: view, layout: layout, orientation: orientation, basedOn: options))
    }

    /// `options` with the canvas and safe area of this preview's layout and orientation
    /// (`PreviewCanvas`); a `.sizeThatFits` preview is measured for it.
    public func canvasOptions(basedOn options: SimulationOptions = SimulationOptions()) throws -> SimulationOptions {
        try PreviewCanvas.options(for: makeView(), layout: layout, orientation: orientation, basedOn: options)
    }
}
