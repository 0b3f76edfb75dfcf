/// SwiftUI's `BackgroundStyle` (iOS 15; Apple, "BackgroundStyle": "the background style in the
/// current context"), written `.background` where a style goes (`.fill(.background)`,
/// `.background(.background, in: Capsule())`, `.background(in: RoundedRectangle(…))`), and
/// `.backgroundStyle(_:)` (iOS 16; Apple, "backgroundStyle(_:)": "Sets the specified style to
/// render backgrounds within the view"). Without a `.backgroundStyle` it is the system
/// background (UIKit's `systemBackground`, white in light mode); with one, that style — resolved
/// where the shape is drawn, from the environment, as SwiftUI does (`_StyledShape`).
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension View {
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        // A `.backgroundStyle(.background)` keeps the outer one.
        let value: ShapeStyleValue? = style is BackgroundStyle ? nil : ShapeStyleValue(style)
        return environmentChange(".backgroundStyle") { if let value { $0.backgroundStyle = value } }
    }
}
