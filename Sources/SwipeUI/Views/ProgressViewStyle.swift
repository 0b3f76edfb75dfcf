/// How a `ProgressView` draws (Apple, `ProgressViewStyle`): a built-in style or the deck's own,
/// set for the progress views inside with `.progressViewStyle(_:)`.
///
/// - `.automatic` (`DefaultProgressViewStyle`): a bar for a determinate value, a spinner for an
///   indeterminate one (`ProgressView.swift`).
/// - `.circular` (`CircularProgressViewStyle`): on iOS an activity indicator, with or without a
///   value (Apple, `CircularProgressViewStyle`: the circular gauge appears on watchOS and in
///   widgets; elsewhere the style shows the spinning indicator).
/// - `.linear` (`LinearProgressViewStyle`): the bar; an indeterminate view keeps the spinner.
/// - A custom style's `makeBody(configuration:)`, with the progress view's fraction and labels;
///   inside it `ProgressView(configuration)` draws the default style.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` draws from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The progress view's current-value label, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The fraction done, 0…1; nil when indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// iOS 14's tinted form (deprecated by Apple in favour of `.tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(.circular).tint(tint)
    }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(.linear).tint(tint)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// The style in effect for the progress views inside (set by `.progressViewStyle`).
enum ProgressViewStyleChoice {
    case automatic, circular, linear
    case custom((ProgressViewStyleConfiguration) -> AnyView)
}

extension View {
    /// The style of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let choice: ProgressViewStyleChoice
        switch style {
        case is DefaultProgressViewStyle: choice = .automatic
        case let circular as CircularProgressViewStyle: choice = circular.tint == nil ? .circular : .custom { AnyView(circular.makeBody(configuration: $0)) }
        case let linear as LinearProgressViewStyle: choice = linear.tint == nil ? .linear : .custom { AnyView(linear.makeBody(configuration: $0)) }
        default: choice = .custom { AnyView(style.makeBody(configuration: $0)) }
        }
        return environmentChange(".progressViewStyle") { $0.progressViewStyle = choice }
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view drawn from a style's configuration (in a custom style's body).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label ?? Label(content: AnyView(EmptyView()))
        currentValueLabel = configuration.currentValueLabel ?? CurrentValueLabel(content: AnyView(EmptyView()))
        isFromConfiguration = true
    }
}
