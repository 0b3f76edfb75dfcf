/// The bar of a `NavigationStack`: UIKit's `UINavigationBar` at rest in light mode, iPhone
/// portrait (iOS 15+: at the scroll edge it has no background and no hairline, so nothing is
/// drawn but its content), showing the top page's:
/// - title: `.large` (the default, also `.automatic`) under the 44 pt bar in a 52 pt band,
///   34 pt bold (`largeTitle`, emphasised) on one line, 16 pt from the leading edge (the layout
///   margin of 375–393 pt wide iPhones) and 8 pt above the band's bottom; `.inline` in 17 pt
///   semibold (`headline`) centred in the 44 pt bar. The 44 and 52 pt heights are UIKit's (a
///   large-title bar is 96 pt); the title's insets are readings of iOS screenshots.
/// - back button (pushed pages, unless `.navigationBarBackButtonHidden()`): `chevron.backward`
///   (17 pt semibold, large scale; mirrored right-to-left) 8 pt from the leading edge, then
///   6 pt further the previous page's title in 17 pt, both tinted. The title is shown when the
///   whole button fits in the space left of the inline title (half the bar minus half the
///   title, less 8 pt of margin and 8 pt of gap; half the bar with a large title), else "Back"
///   when that fits, else the chevron alone — SwipeSim's statement of UIKit's rule (UIKit
///   shortens to "Back", then to the chevron, as space runs out; its measure is private).
/// - toolbar items (`Toolbar.swift`): leading ones after the back button (16 pt from the edge
///   without one), trailing ones 16 pt from the trailing edge, 8 pt apart (readings of iOS
///   screenshots: UIKit's bar button spacing is private), vertically centred in the 44 pt bar;
///   a `.principal` item replaces the inline title.
struct NavigationBar: View {
    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode
    /// The back button's label: nil for none, `.some(nil)` for the chevron alone.
    let backLabel: String??
    let toolbarItems: [ToolbarItemValue]
    /// Its background and colour scheme (`ToolbarBackground.swift`).
    var appearance = NavigationBarAppearance()
    let pop: () -> Void

    static let barHeight: CGFloat = 44
    static let largeTitleBandHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let backButtonMargin: CGFloat = 8
    static let itemSpacing: CGFloat = 8
    static let chevronSpacing: CGFloat = 6
    static let chevronPointSize: CGFloat = 17

    var body: some View {
        content.background {
            if let fill = appearance.fill { _StyledShape(geometry: .rectangle, style: fill, stroke: nil).ignoresSafeArea(edges: .top) }
        }
    }

    /// The title's colour: UIKit's `label` in the bar's colour scheme, if one is asked for.
    private var titleColor: Color? {
        appearance.colorScheme.map { $0 == .dark ? Color.white : Color.black }
    }

    @ViewBuilder private var content: some View {
        if let title, displayMode != .inline {
            VStack(spacing: 0) {
                row(title: nil)
                Text(verbatim: title).font(.system(size: 34, weight: .bold)).lineLimit(1).barTitleColor(titleColor)
                    .padding(.horizontal, 16).padding(.bottom, 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                    .frame(height: NavigationBar.largeTitleBandHeight)
            }
        } else {
            row(title: title ?? "")
        }
    }

    /// The 44 pt bar: back button and leading items, trailing items, and the centred title.
    private func row(title: String?) -> some View {
        let leading = toolbarItems.filter { $0.placement.side == .leading }
        let trailing = toolbarItems.filter { $0.placement.side == .trailing }
        let principal = toolbarItems.first { $0.placement.side == .principal }
        return ZStack {
            HStack(spacing: 0) {
                if let backLabel {
                    BackButton(label: backLabel, pop: pop).padding(.leading, NavigationBar.backButtonMargin)
                }
                HStack(spacing: NavigationBar.itemSpacing) { ForEach(leading.indices, id: \.self) { leading[$0].content } }
                    .padding(.leading, leading.isEmpty ? 0 : backLabel == nil ? NavigationBar.margin : NavigationBar.itemSpacing)
                Spacer(minLength: 0)
                HStack(spacing: NavigationBar.itemSpacing) { ForEach(trailing.indices, id: \.self) { trailing[$0].content } }
                    .padding(.trailing, trailing.isEmpty ? 0 : NavigationBar.margin)
            }
            .font(.body).imageScale(.large)
            if let principal {
                principal.content
            } else if let title {
                Text(verbatim: title).font(.headline).lineLimit(1).barTitleColor(titleColor).frame(maxWidth: .infinity)
            }
        }
        .frame(height: NavigationBar.barHeight)
    }

    /// Which back label fits (see the type's comment), widths in points.
    static func backLabel(previousTitle: String?, inlineTitleWidth: Double, barWidth: Double, width: (String) -> Double) -> String?? {
        let room = (barWidth - inlineTitleWidth) / 2 - Double(backButtonMargin) - 8
        let chevron = Double(chevronPointSize) * Image.Scale.large.sideFactor
        for candidate in [previousTitle, "Back"].compactMap({ $0 }) where chevron + Double(chevronSpacing) + width(candidate) <= room {
            return .some(candidate)
        }
        return .some(nil)
    }
}

/// The back button: the chevron and, when it fits, a title; a tap pops the top page.
struct BackButton: View {
    let label: String?
    let pop: () -> Void
    var body: some View {
        Button(action: pop) {
            HStack(spacing: NavigationBar.chevronSpacing) {
                Image(systemName: "chevron.backward").font(.system(size: NavigationBar.chevronPointSize, weight: .semibold)).imageScale(.large)
                if let label { Text(verbatim: label).font(.body) }
            }
        }
        .accessibilityLabel(label ?? "Back")
    }
}

/// What `.navigationTitle`, `.navigationBarTitleDisplayMode`, `.toolbar` and
/// `.navigationBarBackButtonHidden` leave for the enclosing stack's bar.
struct NavigationBarMarker {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden: Bool?
    /// Whether the page hides the bar (`.toolbar(.hidden, for: .navigationBar)`).
    var barHidden: Bool?
    var toolbarItems: [ToolbarItemValue] = []
    var appearance = NavigationBarAppearance()
}

/// SwiftUI's namespace of `TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// The title the enclosing `NavigationStack` shows in its bar (and its next page's back button).
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        node(".navigationTitle", .navigationBar(NavigationBarMarker(title: titleKey.text)))
    }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        node(".navigationTitle", .navigationBar(NavigationBarMarker(title: String(title))))
    }
    public func navigationTitle(_ title: Text) -> some View {
        node(".navigationTitle", .navigationBar(NavigationBarMarker(title: title.string)))
    }
    /// `.large` (34 pt bold title under the bar) or `.inline` (17 pt semibold, in the bar).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        node(".navigationBarTitleDisplayMode", .navigationBar(NavigationBarMarker(displayMode: mode)))
    }
    /// Hides the back button of the page this view is on (`true` by default, as in SwiftUI).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        node(".navigationBarBackButtonHidden", .navigationBar(NavigationBarMarker(backButtonHidden: hidesBackButton)))
    }
}

/// The bars `.toolbar(_:for:)` shows or hides (Apple's `ToolbarPlacement`). SwipeSim's
/// navigation stack draws the navigation bar; `.automatic` is that bar, as on iPhone.
public struct ToolbarPlacement: Hashable, Sendable {
    let isNavigationBar: Bool
    public static let navigationBar = ToolbarPlacement(isNavigationBar: true)
    public static let automatic = ToolbarPlacement(isNavigationBar: true)
}

/// Showing and hiding the enclosing `NavigationStack`'s bar. Hidden, the bar takes no space: the
/// page starts at the top of the safe area (Apple, "toolbar(_:for:)": "the visibility of the
/// navigation bar"; "navigationBarHidden(_:)", iOS 13, deprecated for `toolbar(.hidden, for:
/// .navigationBar)`; "toolbarVisibility(_:for:)", iOS 18's name for the same). `.automatic` and
/// `.visible` show it. As with the title, the page on top decides.
extension View {
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars, label: ".toolbar")
    }
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barVisibility(visibility, bars, label: ".toolbarVisibility")
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        node(".navigationBarHidden", .navigationBar(NavigationBarMarker(barHidden: hidden)))
    }
    private func barVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement], label: String) -> some View {
        let hidden: Bool? = bars.contains(where: \.isNavigationBar) ? visibility == .hidden : nil
        return node(label, .navigationBar(NavigationBarMarker(barHidden: hidden)))
    }
}

/// iOS 13's navigation-bar modifiers, deprecated since iOS 14 and still in decks of that time
/// (Apple, "navigationBarTitle(_:displayMode:)": "Use navigationTitle(_:) with
/// navigationBarTitleDisplayMode(_:)"; "navigationBarItems(leading:trailing:)": "Use toolbar(content:)
/// with navigationBarLeading or navigationBarTrailing placement"): each is the newer form.
extension View {
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        node(".navigationBarTitle", .navigationBar(NavigationBarMarker(title: titleKey.text)))
    }
    @_disfavoredOverload public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        node(".navigationBarTitle", .navigationBar(NavigationBarMarker(title: String(title))))
    }
    public func navigationBarTitle(_ title: Text) -> some View {
        node(".navigationBarTitle", .navigationBar(NavigationBarMarker(title: title.string)))
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        node(".navigationBarTitle", .navigationBar(NavigationBarMarker(title: titleKey.text, displayMode: displayMode)))
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        node(".navigationBarTitle", .navigationBar(NavigationBarMarker(title: String(title), displayMode: displayMode)))
    }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        node(".navigationBarTitle", .navigationBar(NavigationBarMarker(title: title.string, displayMode: displayMode)))
    }

    /// `leading` and `trailing` as the bar's `.navigationBarLeading` and `.navigationBarTrailing` items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationBarItems([
            ToolbarItemValue(placement: .navigationBarLeading, content: AnyView(leading)),
            ToolbarItemValue(placement: .navigationBarTrailing, content: AnyView(trailing)),
        ])
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarItems([ToolbarItemValue(placement: .navigationBarLeading, content: AnyView(leading))])
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarItems([ToolbarItemValue(placement: .navigationBarTrailing, content: AnyView(trailing))])
    }
    private func navigationBarItems(_ items: [ToolbarItemValue]) -> some View {
        modifier(ToolbarModifier(items: items, typeName: nil))
    }
}

extension View {
    /// The bar title's colour when `.toolbarColorScheme` asks for one; else unchanged.
    fileprivate func barTitleColor(_ color: Color?) -> some View {
        environmentChange(".toolbarColorScheme") { environment in
            guard let color else { return }
            environment.foregroundStyle = .color(color.rgba)
            environment.isForegroundStyleSet = true
        }
    }
}
