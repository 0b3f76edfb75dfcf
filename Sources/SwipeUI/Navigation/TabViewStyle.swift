/// How a `TabView` shows its tabs (`.tabViewStyle(_:)`): SwiftUI's `DefaultTabViewStyle`
/// (`.automatic`: the tab bar) and `PageTabViewStyle` (`.page`, `.page(indexDisplayMode:)`:
/// pages turned by a horizontal swipe, with the page indicator's dots).
public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle, Sendable { public init() {} }

public struct PageTabViewStyle: TabViewStyle, Sendable {
    /// Whether the page indicator shows (Apple: `.automatic` shows it when there is more than
    /// one page; `.always` also for one page; `.never` hides it).
    public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// The page indicator's style (`.indexViewStyle(_:)`): SwiftUI's `PageIndexViewStyle`, whose
/// `backgroundDisplayMode` puts a translucent capsule behind the dots (`.always`) or not
/// (`.automatic`, `.never`; `.interactive` shows it only while touched, so not at rest).
public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle, Sendable {
    public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The tab view style in effect.
enum TabViewStyleChoice: Hashable, Sendable {
    case automatic
    case page(PageTabViewStyle.IndexDisplayMode)
}

extension View {
    /// The style of the `TabView`s inside; a style of another type is the default one.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let choice = (style as? PageTabViewStyle).map { TabViewStyleChoice.page($0.indexDisplayMode) } ?? .automatic
        return environmentChange(".tabViewStyle") { $0.tabViewStyle = choice }
    }
    /// The style of the page indicators inside.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let mode = (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic
        return environmentChange(".indexViewStyle") { $0.pageIndexBackground = mode }
    }
}
