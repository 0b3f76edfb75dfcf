/// SwiftUI's `NavigationStack` showing its root view: a navigation bar at the top of the safe
/// area with the title the content sets with `.navigationTitle(_:)`, and the content in the
/// space below it (proposed all of it, centred, as in a `VStack` of the bar and a flexible frame).
///
/// The bar is UIKit's `UINavigationBar` at rest in light mode, iPhone portrait (iOS 15+: at
/// the scroll edge it has no background and no hairline, so nothing is drawn but the title):
/// - `.large` (the default, also `.automatic`): a 44 pt bar, then a 52 pt band with the title
///   in 34 pt bold (`largeTitle`, emphasised) on one line, 16 pt from the leading edge (the
///   layout margin of 375–393 pt wide iPhones) and 8 pt above the band's bottom;
/// - `.inline` (`.navigationBarTitleDisplayMode(.inline)`): the title in 17 pt semibold
///   (`headline`) centred in the 44 pt bar.
/// A stack whose content sets no title shows the empty 44 pt bar. The 44 and 52 pt heights are
/// UIKit's (a large-title bar is 96 pt); the title's insets are readings of iOS screenshots.
///
/// Not provided (a compile error, not a fake): pushing — `NavigationLink`, `path:`,
/// `navigationDestination` — and `.toolbar`.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let layout = VStack(spacing: 0) {
            NavigationBarSlot()
            root.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        var resolved: [Node] = []
        let savedPath = context.typePath
        context.typePath = context.typePath.appending("NavigationStack")
        defer { context.typePath = savedPath }
        try context.resolveChild(layout, component: .content, into: &resolved)
        guard let stack = resolved.first, let slot = stack.children.first else {
            nodes.append(contentsOf: resolved)
            return
        }
        // The first title and display mode set inside (a nested stack has consumed its own).
        var title: String?
        var mode: NavigationBarItem.TitleDisplayMode?
        for content in stack.children.dropFirst() {
            content.forEachNode { node in
                guard case .navigationTitle(let marker) = node.kind else { return }
                title = title ?? marker.title
                mode = mode ?? marker.displayMode
                node.kind = .navigationTitle(NavigationTitleMarker())
            }
        }
        var barContext = context
        barContext.identity = slot.identity
        slot.children = try barContext.resolveContent(NavigationBar(title: title, displayMode: mode ?? .automatic), label: nil)
        nodes.append(contentsOf: resolved)
    }
}

/// `NavigationView` (deprecated in iOS 16) shows its content as `NavigationStack` does on iPhone.
public typealias NavigationView = NavigationStack

/// Where the bar goes: filled once the content's title is known.
struct NavigationBarSlot: View, PrimitiveView {
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes.append(context.node(.zstack(.center), typeName: "NavigationBar"))
    }
}

/// The bar's content (see `NavigationStack`).
struct NavigationBar: View {
    let title: String?
    let displayMode: NavigationBarItem.TitleDisplayMode

    static let barHeight: CGFloat = 44
    static let largeTitleBandHeight: CGFloat = 52

    var body: some View {
        if let title, displayMode != .inline {
            VStack(spacing: 0) {
                Color.clear.frame(height: NavigationBar.barHeight)
                Text(verbatim: title).font(.system(size: 34, weight: .bold)).lineLimit(1)
                    .padding(.horizontal, 16).padding(.bottom, 8)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
                    .frame(height: NavigationBar.largeTitleBandHeight)
            }
        } else {
            Text(verbatim: title ?? "").font(.headline).lineLimit(1)
                .frame(maxWidth: .infinity)
                .frame(height: NavigationBar.barHeight)
        }
    }
}

/// What `.navigationTitle` and `.navigationBarTitleDisplayMode` leave for the enclosing stack.
struct NavigationTitleMarker {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
}

/// SwiftUI's namespace of `TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// The title the enclosing `NavigationStack` shows in its bar.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        node(".navigationTitle", .navigationTitle(NavigationTitleMarker(title: titleKey.text)))
    }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        node(".navigationTitle", .navigationTitle(NavigationTitleMarker(title: String(title))))
    }
    public func navigationTitle(_ title: Text) -> some View {
        node(".navigationTitle", .navigationTitle(NavigationTitleMarker(title: title.string)))
    }
    /// `.large` (34 pt bold title under the bar) or `.inline` (17 pt semibold, in the bar).
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        node(".navigationBarTitleDisplayMode", .navigationTitle(NavigationTitleMarker(displayMode: mode)))
    }
}
