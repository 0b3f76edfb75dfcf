/// What a `NavigationStack` resolves to: a `VStack` of the bar and the pages, each page filling
/// the space below the bar.
///
/// Pages are the root, then one per path element (made by the destination registered for its
/// type, resolved in order so a page may register the destinations of the pages above it),
/// then the view pages. Each page is identified by its depth and its value (or view page id),
/// so changing an element replaces its page and everything below the change keeps its state.
/// Every page stays in the tree (its state lives), the top one drawn over the others: pushed
/// pages have UIKit's opaque `systemBackground` (a hosting controller's view), covered pages
/// are moved by `NavigationStack.parallax` of their width toward the leading edge and take no
/// touches, and while a page is pushed the pages are clipped to their area.
struct NavigationStackContent<Root: View>: View, PrimitiveView {
    let root: Root
    let path: NavigationPathAccess
    let viewPages: Binding<NavigationViewPages>
    /// The running edge swipe's progress (`NavigationEdgeSwipe`), nil when none.
    let edgeSwipe: Binding<Double?>
    /// The stack's own edit mode, for the pages and the bar when no ancestor set `\.editMode`
    /// (on iOS the navigation's hosting controller provides one: an `EditButton` in the bar
    /// edits the list below).
    let editMode: Binding<EditMode>
    var body: Never { primitiveBody }

    private struct Page {
        var key: AnyHashable
        var view: any View
    }

    private struct PageKey: Hashable {
        var depth: Int
        var value: AnyHashable
    }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        let savedPath = context.typePath
        context.typePath = context.typePath.appending("NavigationStack")
        defer { context.typePath = savedPath }
        let navigation = NavigationContext(path: path, viewPages: viewPages, warnings: context.graph.warnings, typePath: context.typePath.description)
        let layout = VStack(spacing: 0) {
            NavigationBarSlot()
            NavigationPagesSlot().frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        var resolved: [Node] = []
        try context.resolveChild(layout, component: .content, into: &resolved)
        guard let stack = resolved.first, stack.children.count == 2, let slot = stack.children.first,
            let marker = Self.pagesMarker(in: stack.children[1])
        else {
            nodes.append(contentsOf: resolved)
            return
        }

        var pageContext = context
        pageContext.environment.navigation = navigation
        if pageContext.environment.editMode == nil { pageContext.environment.editMode = editMode }
        let container = context.graph.identities.appending(.content, to: marker.identity)
        var pageNodes: [Node] = []
        var bars: [NavigationBarMarker] = []
        let elements = path.elements()
        let pushedViews = viewPages.wrappedValue.pages
        let depth = elements.count + pushedViews.count
        var keys: [AnyHashable] = []
        for index in 0...depth {
            let page: Page
            if index == 0 {
                page = Page(key: PageKey(depth: 0, value: "root"), view: root.frame(maxWidth: .infinity, maxHeight: .infinity))
            } else if index <= elements.count {
                let value = elements[index - 1]
                page = Page(key: PageKey(depth: index, value: value), view: pushedPage(for: value, navigation: navigation, context: context))
            } else {
                let viewPage = pushedViews[index - elements.count - 1]
                page = Page(key: PageKey(depth: index, value: "view \(viewPage.id)"), view: Self.pushed(viewPage.view))
            }
            keys.append(page.key)
            let node = try resolvePage(
                page, position: index == depth ? 0 : index == depth - 1 ? 1 : 2, pop: index == 0 ? nil : { navigation.pop() },
                in: &pageContext, container: container)
            bars.append(Self.takeBarMarker(from: node))
            pageNodes.append(node)
        }
        let pages = Node(identity: container, typePath: marker.typePath, kind: .zstack(.center), children: pageNodes, environment: marker.environment)
        if depth > 0 {
            let clipIdentity = context.graph.identities.appending(.type("clip"), to: marker.identity)
            let clip = Node(identity: clipIdentity, typePath: marker.typePath, kind: .clip(.rectangle), children: [pages], environment: marker.environment)
            marker.children = [clip]
            if bars[depth].backButtonHidden != true {
                // The edge swipe's strip, over the pages (children[1] of an overlay).
                var swipeContext = pageContext
                swipeContext.identity = context.graph.identities.appending(.type("edgeSwipe"), to: marker.identity)
                let swipe = NavigationEdgeSwipe(
                    progress: edgeSwipe, pageWidth: Double(context.graph.safeArea.width),
                    rightToLeft: context.environment.layoutDirection == .rightToLeft, pop: { navigation.pop() })
                let strip = try swipeContext.resolveContent(swipe, label: nil)
                let overlayIdentity = context.graph.identities.appending(.type("overlay"), to: marker.identity)
                marker.children = [
                    Node(
                        identity: overlayIdentity, typePath: marker.typePath, kind: .decorated(isBackground: false, .center), children: [clip] + strip,
                        environment: marker.environment)
                ]
            }
        } else {
            marker.children = [pages]
        }
        marker.kind = .navigationPages(NavigationPagesMarker(push: NavigationPush.animation, pageKeys: AnyEquatable(keys)))

        let top = bars[depth]
        let mode = top.displayMode ?? .automatic
        var backLabel: String??
        if depth > 0 && top.backButtonHidden != true {
            let inlineTitle = mode == .inline || top.title == nil ? top.title ?? "" : ""
            var measuring = pageContext
            backLabel = NavigationBar.backLabel(
                previousTitle: bars[depth - 1].title, inlineTitleWidth: try Self.width(of: inlineTitle, font: .headline, in: &measuring),
                barWidth: Double(context.graph.safeArea.width), width: { (try? Self.width(of: $0, font: .body, in: &measuring)) ?? .infinity })
        }
        let bar = NavigationBar(
            title: top.title, displayMode: mode, backLabel: backLabel, toolbarItems: top.toolbarItems, appearance: top.appearance,
            pop: { navigation.pop() })
        var barContext = pageContext
        barContext.identity = slot.identity
        // A hidden bar takes no space: the pages start at the top of the safe area.
        slot.children = top.barHidden == true ? [] : try barContext.resolveContent(bar, label: nil)
        nodes.append(contentsOf: resolved)
    }

    /// A pushed page: its content centred in the page, on the page's opaque background.
    private static func pushed(_ view: any View) -> any View {
        AnyViewBox(view: view).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color(uiColor: .systemBackground))
    }

    /// The width of `text` on one line in `font`, points (the bar's width is the safe area's).
    private static func width(of text: String, font: Font, in context: inout ResolveContext) throws -> Double {
        guard !text.isEmpty else { return 0 }
        var nodes: [Node] = []
        try context.resolve(Text(verbatim: text).font(font).lineLimit(1), into: &nodes)
        var width = 0.0
        for node in nodes {
            try node.forEachNode { n in
                if case .text(let content) = n.kind { width = try context.graph.text.lines(for: content, proposal: .unspecified).size.width }
            }
        }
        return width
    }

    private func pushedPage(for value: AnyHashable, navigation: NavigationContext, context: ResolveContext) -> any View {
        if let destination = navigation.destination(for: value) { return Self.pushed(destination) }
        context.graph.warnings.note(
            key: "navigation-destination-\(Swift.type(of: value.base))",
            "\(context.typePath.description): the path holds a value of type \(Swift.type(of: value.base)) but no .navigationDestination(for: \(Swift.type(of: value.base)).self) is declared in the stack; SwipeSim pushes an empty page (SwiftUI shows a warning symbol there). Add the destination to the root view."
        )
        return Self.pushed(EmptyView())
    }

    /// The page's nodes: its transition (in from the trailing edge), whether it takes touches,
    /// its slide, then its content. `position` 0 is the top page, 1 the one under it. A pushed
    /// page's `dismiss` pops it (`pop`; Apple's `DismissAction`: in a navigation stack it pops
    /// the view from the stack), and its `isPresented` is true.
    private func resolvePage(
        _ page: Page, position: Int, pop: (() -> Void)?, in context: inout ResolveContext, container: ViewIdentity
    ) throws -> Node {
        let isTop = position == 0
        let identities = context.graph.identities
        let pageIdentity = identities.appending(.id(page.key, label: .literal("Page")), to: container)
        let hitIdentity = identities.appending(.content, to: pageIdentity)
        let slideIdentity = identities.appending(.content, to: hitIdentity)
        let rtl = context.environment.layoutDirection == .rightToLeft
        let saved = (context.identity, context.environment)
        context.identity = slideIdentity
        if let pop { context.environment.presentation = PresentationLink(dismiss: pop) }
        defer { (context.identity, context.environment) = saved }
        let content = try context.resolveContent(page.view, label: nil)
        // Covered pages wait a parallax toward the leading edge; an edge swipe moves the top
        // page by its progress and brings the one under it back in proportion.
        let swipe = edgeSwipe.wrappedValue ?? 0
        let fraction = (rtl ? -1 : 1) * (isTop ? swipe : -NavigationPush.parallax * (position == 1 ? 1 - swipe : 1))
        let path = context.typePath.appending("Page")
        let environment = context.environment
        let slide = Node(identity: slideIdentity, typePath: path, kind: .navigationSlide(fraction: fraction), children: content, environment: environment)
        let hit = Node(identity: hitIdentity, typePath: path, kind: .allowsHitTesting(isTop), children: [slide], environment: environment)
        let fromTrailing = AnyTransition { size in TransitionEffect(offset: .init(x: rtl ? -size.x : size.x, y: 0)) }
        return Node(identity: pageIdentity, typePath: path, kind: .transition(fromTrailing), children: [hit], environment: environment)
    }

    /// The node holding the pages, under the `.frame` that makes them fill the stack.
    private static func pagesMarker(in node: Node) -> Node? {
        var current: Node? = node
        while let n = current {
            if case .navigationPages = n.kind { return n }
            current = n.child
        }
        return nil
    }

    /// The first title, display mode, toolbar and back-button setting inside a page (a nested
    /// stack has consumed its own), each taken so no outer stack reads it again.
    private static func takeBarMarker(from page: Node) -> NavigationBarMarker {
        var bar = NavigationBarMarker()
        page.forEachNode { node in
            guard case .navigationBar(let marker) = node.kind else { return }
            bar.title = bar.title ?? marker.title
            bar.displayMode = bar.displayMode ?? marker.displayMode
            bar.backButtonHidden = bar.backButtonHidden ?? marker.backButtonHidden
            bar.barHidden = bar.barHidden ?? marker.barHidden
            bar.toolbarItems += marker.toolbarItems
            bar.appearance = bar.appearance.filling(from: marker.appearance)
            node.kind = .navigationBar(NavigationBarMarker())
        }
        return bar
    }
}

/// A view held as `any View`, resolved as itself (an `AnyView` needs a concrete type).
private struct AnyViewBox: View, PrimitiveView {
    let view: any View
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        try context.resolve(view, into: &nodes)
    }
}
