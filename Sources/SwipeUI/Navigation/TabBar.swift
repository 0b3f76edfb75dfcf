/// The bar a default-style `TabView` draws at its bottom: UIKit's `UITabBar` on an iPhone.
///
/// - Height: 49 points above the bottom safe area — UIKit's default tab bar height on iPhone
///   (Apple's Human Interface Guidelines, "Tab bars", and `UITabBar`'s intrinsic height, 49 pt
///   in portrait); its background reaches down through the safe area to the screen's edge.
/// - Background: UIKit's standard `UITabBarAppearance` is a system chrome material under a
///   shadow line at the top. The tab's content ends at the bar, so nothing but the screen's
///   white is behind it: SwipeSim draws the material as it shows over white, a flat 97 % white
///   (a reading of iOS screenshots; no blur to compute on every frame), under a `Divider`
///   hairline. iOS 15's transparent scroll-edge appearance is not modelled.
/// - Items: equal widths across the bar, each its icon over its title (a `Label` turns
///   vertical there; an `Image` and a `Text` stack), centred in the 49 points; a symbol image
///   in an item is the glyph size whatever the font; the selected item in the tint colour (Apple: "the tab bar uses the app's accent
///   color for the selected item"), the others in the system gray (142, 142, 147). The
///   title's 10 pt medium font and the symbol's 22 pt size (about the HIG's 25 pt target for
///   tab bar glyphs) are readings of iOS screenshots, as is the 2 pt gap between them.
/// - A tap on an item selects its tab (the binding is written with the item's tag, in the
///   tap's transaction, so `withAnimation` plays no part, as in UIKit).
struct TabBar: View {
    let tabs: [ResolvedTab]
    let selectedIndex: Int
    let selected: Binding<AnyHashable?>

    static let height: CGFloat = 49
    static let titleFont = Font.system(size: 10, weight: .medium)
    static let iconFont = Font.system(size: 22)
    static let iconToTitle: CGFloat = 2
    static let background = Color(white: 0.97)

    var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs.indices, id: \.self) { index in
                TabBarItem(item: tabs[index].item, isSelected: index == selectedIndex) {
                    selected.wrappedValue = tabs[index].tag
                }
            }
        }
        .frame(height: TabBar.height)
        .frame(maxWidth: .infinity)
        .background(alignment: .top) {
            VStack(spacing: 0) {
                Divider()
                TabBar.background
            }
            .ignoresSafeArea(edges: .bottom)
        }
    }
}

/// One item of a `TabBar`: the tab's `.tabItem` content, icon over title, as a button.
struct TabBarItem: View {
    let item: AnyView?
    let isSelected: Bool
    let select: () -> Void
    @Environment(\.tint) private var tint

    var body: some View {
        Button(action: select) {
            VStack(spacing: TabBar.iconToTitle) { item }
                .font(TabBar.titleFont)
                .environment(\.isTabBarItem, true)
                .foregroundStyle(isSelected ? tint : Color.gray)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(Rectangle())
        }
    }
}
