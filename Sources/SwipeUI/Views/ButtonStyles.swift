/// How a `Button` draws its label. SwipeSim knows SwiftUI's built-in styles and any custom
/// `ButtonStyle`:
/// - `.automatic` / `.borderless` (iOS's default): the label in the tint colour;
/// - `.plain`: the label as it is, in the foreground style (Apple: "a button style that doesn't
///   style or decorate its content while idle");
/// - `.bordered` / `.borderedProminent` (`BorderedButtonLabel`): the label on a rounded
///   rectangle, tinted or filled with the tint;
/// - a custom `ButtonStyle`: its `makeBody(configuration:)`, with `configuration.label` the
///   button's label in the foreground style. `isPressed` is always false: SwipeSim does not
///   model the pressed state (a tap runs the action at once).
public protocol PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle, Sendable { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Sendable { public init() {} }
public struct DefaultButtonStyle: PrimitiveButtonStyle, Sendable { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle, Sendable { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Sendable { public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A custom button style, as SwiftUI's `ButtonStyle`.
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    /// Always false in SwipeSim (see `PrimitiveButtonStyle`).
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// The style in effect for the buttons inside (set by `.buttonStyle`).
enum ButtonStyleChoice {
    case automatic, plain, bordered, borderedProminent
    case custom((ButtonStyleConfiguration) -> AnyView)

    init<S: PrimitiveButtonStyle>(_ style: S) {
        switch style {
        case is PlainButtonStyle: self = .plain
        case is BorderedButtonStyle: self = .bordered
        case is BorderedProminentButtonStyle: self = .borderedProminent
        default: self = .automatic
        }
    }
}

extension View {
    /// The style of the buttons inside: SwiftUI's built-in styles (`PrimitiveButtonStyle`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let choice = ButtonStyleChoice(style)
        return environmentChange(".buttonStyle") { $0.buttonStyle = choice }
    }
    /// The style of the buttons inside: a custom `ButtonStyle`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentChange(".buttonStyle") { $0.buttonStyle = .custom { AnyView(style.makeBody(configuration: $0)) } }
    }
}

/// The label of a `.bordered` or `.borderedProminent` button. `.bordered`: the label in the
/// tint colour on a rounded rectangle of the tint at 15 % opacity when a `.tint` is set, else
/// of `tertiarySystemFill`; `.borderedProminent`: a white label on the tint. Padding and corner
/// radius by `ControlSize` — mini / small: 10 × 5 pt, `.subheadline`, radius 6; regular:
/// 12 × 7 pt, `.body`, radius 8; large / extra large: 20 × 14 pt, `.body`, radius 12. These
/// figures are SwipeSim's readings of iOS 17 screenshots, not Apple's published numbers.
struct BorderedButtonLabel<Content: View>: View {
    let content: Content
    let isProminent: Bool
    @Environment(\.tint) private var tint
    @Environment(\.isTintSet) private var isTintSet
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let (horizontal, vertical, radius, font): (CGFloat, CGFloat, CGFloat, Font) =
            switch controlSize {
            case .mini, .small: (10, 5, 6, .subheadline)
            case .regular: (12, 7, 8, .body)
            case .large, .extraLarge: (20, 14, 12, .body)
            }
        let fill: Color = isProminent ? tint : (isTintSet ? tint.opacity(0.15) : Color(.tertiarySystemFill))
        content
            .font(font)
            .foregroundStyle(isProminent ? Color.white : tint)
            .padding(.horizontal, horizontal)
            .padding(.vertical, vertical)
            .background(RoundedRectangle(cornerRadius: radius).fill(fill))
    }
}
