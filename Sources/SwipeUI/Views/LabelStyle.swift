/// What a `Label` shows, as SwiftUI's built-in label styles: `.titleAndIcon` (and `.automatic`,
/// which on iOS outside lists and toolbars shows both) the icon then the title; `.iconOnly`
/// the icon; `.titleOnly` the title (Apple's `LabelStyle` documentation).
public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle, Sendable { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle, Sendable { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle, Sendable { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle, Sendable { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }

/// The label style in effect (set by `.labelStyle`).
enum LabelStyleChoice: Hashable, Sendable {
    case automatic, titleAndIcon, iconOnly, titleOnly
}

extension View {
    /// What the `Label`s inside show.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let choice: LabelStyleChoice =
            switch style {
            case is TitleAndIconLabelStyle: .titleAndIcon
            case is IconOnlyLabelStyle: .iconOnly
            case is TitleOnlyLabelStyle: .titleOnly
            default: .automatic
            }
        return environmentChange(".labelStyle") { $0.labelStyle = choice }
    }
}
