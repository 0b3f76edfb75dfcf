/// `NavigationView`'s styles (deprecated with `NavigationView` in iOS 16). On an iPhone in
/// portrait every style shows one column, a stack of pages with the top one shown, as
/// `NavigationStack` does (Apple, `StackNavigationViewStyle`: "a view stack that only shows a
/// single top view at a time"; `DoubleColumnNavigationViewStyle` and `ColumnNavigationViewStyle`
/// collapse to it in a compact width), and a simulation's canvas is an iPhone screen. So
/// `.navigationViewStyle(_:)` is accepted and changes nothing: `NavigationView` is a
/// `NavigationStack` here.
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}
public struct ColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style of the `NavigationView`s inside: accepted, the same pixels for every style
    /// on an iPhone (`NavigationViewStyle`).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environmentChange(".navigationViewStyle") { _ in }
    }
}
