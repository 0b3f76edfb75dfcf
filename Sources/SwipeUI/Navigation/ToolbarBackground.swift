/// The navigation bar's background and colour scheme (iOS 16; Apple, "toolbarBackground(_:for:)",
/// "toolbarBackground(_:for:)" with a `Visibility`, "toolbarColorScheme(_:for:)"):
/// - `.toolbarBackground(style, for: .navigationBar)` is "the preferred shape style of the
///   background of a bar". On iOS the navigation bar's background is shown only when content
///   scrolls under it, unless `.toolbarBackground(.visible, for: .navigationBar)` asks for it
///   always (Apple: "the visibility of the background … `.automatic` … the system determines",
///   and the bar at its scroll edge has no background). SwipeSim draws the bar as at the scroll
///   edge, so it fills the bar with the style when the visibility is `.visible`, from the top of
///   the screen (the background reaches under the status bar, as UIKit's bar background does)
///   to the bar's bottom (below a large title's band). `.visible` with no style fills it with the
///   bar's default, a regular material. `.hidden` draws none.
/// - `.toolbarColorScheme(.dark, for: .navigationBar)` is the bar's "preferred color scheme": its
///   title and untinted items take that scheme's label colour (white for `.dark`, black for
///   `.light`, UIKit's `label`); tinted buttons keep their tint.
/// As with the title, the page on top decides.
struct NavigationBarAppearance {
    var background: ShapeStyleValue?
    var backgroundVisibility: Visibility?
    var colorScheme: ColorScheme?

    /// What the bar is filled with, nil for nothing.
    var fill: ShapeStyleValue? {
        guard backgroundVisibility == .visible else { return nil }
        return background ?? ShapeStyleValue(Material.regular)
    }

    /// `self`'s settings where set, else `other`'s (the first setting found in a page wins).
    func filling(from other: NavigationBarAppearance) -> NavigationBarAppearance {
        NavigationBarAppearance(
            background: background ?? other.background,
            backgroundVisibility: backgroundVisibility ?? other.backgroundVisibility,
            colorScheme: colorScheme ?? other.colorScheme)
    }
}

extension View {
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barAppearance(NavigationBarAppearance(background: ShapeStyleValue(style)), bars, label: ".toolbarBackground")
    }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(NavigationBarAppearance(backgroundVisibility: visibility), bars, label: ".toolbarBackground")
    }
    /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(NavigationBarAppearance(backgroundVisibility: visibility), bars, label: ".toolbarBackgroundVisibility")
    }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barAppearance(NavigationBarAppearance(colorScheme: colorScheme), bars, label: ".toolbarColorScheme")
    }
    private func barAppearance(_ appearance: NavigationBarAppearance, _ bars: [ToolbarPlacement], label: String) -> some View {
        let applies = bars.contains(where: \.isNavigationBar)
        return node(label, .navigationBar(NavigationBarMarker(appearance: applies ? appearance : NavigationBarAppearance())))
    }
}
