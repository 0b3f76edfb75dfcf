import SwipeMotion

/// SwiftUI's `NavigationStack`: a navigation bar at the top of the safe area and, below it, the
/// root view with the pages pushed on it, the top one shown (`NavigationStackContent`).
///
/// Pages are pushed by a `NavigationLink` (a value, found by `.navigationDestination(for:)`,
/// or a destination view), or by changing the `path` binding; a tap on the bar's back button
/// pops one. A push slides the new page in from the trailing edge while the page below moves
/// 30 % of its width the other way; a pop reverses it (`NavigationPush`). The bar
/// (`NavigationBar`) shows the top page's title, its back button and its toolbar items; a drag
/// from the leading edge pops interactively (`NavigationEdgeSwipe`).
/// A popped page's state is dropped, as in SwiftUI: pushed again, it starts afresh.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: NavigationPathAccess?
    @State private var ownPath = NavigationPath()
    @State private var viewPages = NavigationViewPages()
    @State private var edgeSwipe: Double?
    /// The edit mode the stack's pages and bar see when no ancestor set one (`EditButton`).
    @State private var editMode = EditMode.inactive

    public var body: some View {
        NavigationStackContent(
            root: root, path: path ?? NavigationPathAccess($ownPath), viewPages: $viewPages, edgeSwipe: $edgeSwipe, editMode: $editMode)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack whose path is its own state (pushed by `NavigationLink`s).
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }
    /// A stack showing one page per element of `path` above the root.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing one page per element of a typed `path` (`Binding<[Card.ID]>`).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(path)
    }
}

/// UINavigationController's push and pop.
enum NavigationPush {
    /// The curve: UIKit's default spring (`UISpringTimingParameters.init()`, damping ratio 4.56 on
    /// Apple's page — mass 3, stiffness 1000, damping 500, over-damped) run so that it settles
    /// (within 0.001 of its end) in `duration`. UIKit's transition is private; time-scaling its
    /// default spring to the measured length is SwipeSim's reading.
    static let animation: Animation = {
        let spring = Spring(mass: 3, stiffness: 1000, damping: 500, allowOverDamping: true)
        return Animation.interpolatingSpring(mass: 3, stiffness: 1000, damping: 500).speed(spring.settlingDuration / duration)
    }()
    /// A page pushed under the top one in the same change: hidden during the slide, shown when
    /// it ends (a step from opacity 0 to 1 just after `duration`).
    static let revealUnder = Animation.linear(duration: 0.001).delay(duration)
    /// Seconds a push or pop takes: 0.5, measured as 31 display frames at 60 Hz
    /// (wangrui460/WRNavigationBar issue 10).
    static let duration = 0.5
    /// How far the covered page moves, as a fraction of its width: 0.3, the parallax of
    /// UIKit's `_UINavigationParallaxTransition` as UIKit reimplementations read it.
    static let parallax = 0.3
}

/// `NavigationView` (deprecated in iOS 16) shows its content as `NavigationStack` does on iPhone.
public typealias NavigationView<Content: View> = NavigationStack<NavigationPath, Content>

/// The pages pushed by `NavigationLink(destination:label:)` (views, not values): kept above the
/// path's pages, popped first. Each has an id of its own, so a page pushed again is new.
struct NavigationViewPages: Equatable {
    struct Page {
        var id: Int
        var view: any View
    }
    var pages: [Page] = []
    var nextID = 0
    static func == (a: NavigationViewPages, b: NavigationViewPages) -> Bool {
        a.nextID == b.nextID && a.pages.map(\.id) == b.pages.map(\.id)
    }
}

/// What the views inside a stack reach through the environment: the destinations registered
/// so far and the actions that push and pop. Made anew at each update.
final class NavigationContext {
    let path: NavigationPathAccess
    let viewPages: Binding<NavigationViewPages>
    let warnings: SimulationWarnings
    let typePath: String
    private var destinations: [(type: ObjectIdentifier, make: (AnyHashable) -> (any View)?)] = []

    init(path: NavigationPathAccess, viewPages: Binding<NavigationViewPages>, warnings: SimulationWarnings, typePath: String) {
        self.path = path
        self.viewPages = viewPages
        self.warnings = warnings
        self.typePath = typePath
    }

    /// `.navigationDestination(for:destination:)`: the first registration of a type is used.
    func register<D: Hashable, V: View>(_ type: D.Type, _ destination: @escaping (D) -> V) {
        let key = ObjectIdentifier(type)
        guard !destinations.contains(where: { $0.type == key }) else { return }
        destinations.append((key, { value in (value.base as? D).map { destination($0) } }))
    }

    func destination(for value: AnyHashable) -> (any View)? {
        let key = ObjectIdentifier(Swift.type(of: value.base))
        return destinations.first { $0.type == key }?.make(value)
    }

    /// A `NavigationLink(value:)` tapped: appends the value to the path.
    func push(_ value: AnyHashable) {
        if path.append(value) { return }
        warnings.note(
            key: "navigation-type-\(Swift.type(of: value.base))",
            "\(typePath): a NavigationLink pushed a value of type \(Swift.type(of: value.base)), which the stack's typed path cannot hold; nothing was pushed (SwiftUI does the same). Use a NavigationPath, or a path of that type."
        )
    }

    func push(view: any View) {
        var pages = viewPages.wrappedValue
        pages.pages.append(.init(id: pages.nextID, view: view))
        pages.nextID += 1
        viewPages.wrappedValue = pages
    }

    /// The back button: pops the top page.
    func pop() {
        if !viewPages.wrappedValue.pages.isEmpty {
            viewPages.wrappedValue.pages.removeLast()
        } else {
            let count = path.elements().count
            if count > 0 { path.truncate(count - 1) }
        }
    }
}

/// Where the pages go: filled by `NavigationStackContent` once the root is resolved.
struct NavigationPagesSlot: View, PrimitiveView {
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes.append(context.node(.navigationPages(NavigationPagesMarker(push: Animation.default, pageKeys: AnyEquatable(0))), typeName: "NavigationPages"))
    }
}

/// Where the bar goes: filled once the top page's title and items are known.
struct NavigationBarSlot: View, PrimitiveView {
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes.append(context.node(.zstack(.center), typeName: "NavigationBar"))
    }
}
