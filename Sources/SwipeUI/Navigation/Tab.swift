/// iOS 18's `Tab`: one tab of a `TabView`, written as a value instead of `.tabItem`/`.tag`
/// modifiers (Apple, `Tab`: "The content for a tab and the tab's associated tab item in a tab
/// view"). `Tab("Home", systemImage: "house", value: 0) { HomeView() }` is the same tab as
/// `HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)`: its label is the bar
/// item and its value the selection it stands for; a tab without a value is chosen by its
/// position, as an untagged tab is (`TabView.swift`).
public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View {
    let value: Value?
    let content: Content
    let label: TabLabel

    public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
    }
}

/// A tab's role (iOS 18): `.search` marks the search tab, which SwipeSim draws as any tab.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

extension Tab where TabLabel == Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content(), label: Label(titleKey, systemImage: systemImage))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content(), label: Label(title, systemImage: systemImage))
    }
}

extension Tab where Value == Int, TabLabel == Label<Text, Image> {
    /// A tab without a value: chosen by its position.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: Label(titleKey, systemImage: systemImage))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: Label(title, systemImage: systemImage))
    }
}

extension Tab {
    /// A tab with its own label view.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Value == Int {
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.init(value: nil, content: content(), label: label())
    }
}

extension Tab where Value == Int, TabLabel == EmptyView {
    /// A tab without a label or a value: an empty bar item, chosen by its position.
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: EmptyView())
    }
}
