import SwipeRaster

/// How a scroll view chooses where a scroll ends (SwiftUI's `ScrollTargetBehavior`). SwipeSim
/// has `.paging` and `.viewAligned`; a custom behaviour (`updateTarget(_:context:)`) is not
/// supported (a type of your own conforming to it scrolls freely).
public protocol ScrollTargetBehavior {}

/// `.paging`: a scroll ends on a boundary of pages as long as the scroll view, at most one page
/// from where the drag began, reached with UIScrollView's bounce spring (`ScrollPhysics.pageTarget`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// `.viewAligned`: a scroll ends with the leading (top) edge of one of the scroll targets — the
/// children of the content's `.scrollTargetLayout()` container — at the scroll view's leading
/// (top) edge: the one nearest where the deceleration would naturally end, reached with the
/// bounce spring, as `.paging` reaches a page (`ScrollPhysics.alignedTarget`). Without a target
/// layout the scroll view scrolls freely.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one swipe may go (Apple's `ViewAlignedScrollTargetBehavior.LimitBehavior`).
    public struct LimitBehavior: Hashable, Sendable {
        let limit: ScrollTargetLimit
        /// Apple: limited "in a compact horizontal size class when scrollable in the horizontal
        /// axis, when in a compact vertical size class when scrollable in the vertical axis".
        /// SwipeSim simulates an iPhone in portrait (compact width, regular height): a
        /// horizontal carousel is limited, a vertical list is not.
        public static let automatic = LimitBehavior(limit: .automatic)
        /// At most one target from the one nearest where the drag began (Apple: "always limit
        /// the amount of views that can be scrolled"; how many is SwipeSim's reading: one).
        public static let always = LimitBehavior(limit: .always)
        /// iOS 18's one-view limit: as `.always`.
        public static let alwaysByOne = LimitBehavior(limit: .always)
        /// The target nearest the natural end, however far.
        public static let never = LimitBehavior(limit: .never)
    }

    public var limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Where a scroll view's lift settles (`ScrollState.targetBehavior`).
enum ScrollTargetMode: Equatable {
    case free
    case paging
    case viewAligned(ScrollTargetLimit)
}

/// `ViewAlignedScrollTargetBehavior.LimitBehavior`'s cases.
enum ScrollTargetLimit: Hashable, Sendable {
    case automatic, always, never

    /// Whether a swipe along `axis` turns at most one target (see `LimitBehavior.automatic`).
    func limitsToOne(along axis: Axis) -> Bool {
        switch self {
        case .automatic: return axis == .horizontal
        case .always: return true
        case .never: return false
        }
    }
}

/// One scroll target: a child of the `.scrollTargetLayout()` container, its innermost `ForEach`
/// id or `.id(_:)` value, and its layout frame in the scroll content's points.
struct ScrollTargetFrame {
    var id: AnyHashable?
    var frame: Rect
}

extension View {
    /// `.scrollTargetBehavior(.paging)` or `.viewAligned`: scroll views in this view settle on
    /// page boundaries or on their scroll targets.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let mode: ScrollTargetMode
        if behavior is PagingScrollTargetBehavior {
            mode = .paging
        } else if let aligned = behavior as? ViewAlignedScrollTargetBehavior {
            mode = .viewAligned(aligned.limitBehavior.limit)
        } else {
            mode = .free
        }
        return environmentChange(".scrollTargetBehavior") { $0.scrollTargetMode = mode }
    }

    /// `.scrollTargetLayout()`: this layout container's children (a `LazyHStack`'s cards, a
    /// `VStack`'s rows) are the scroll targets of the scroll view around it — where
    /// `.viewAligned` settles and which ids `.scrollPosition(id:)` reports.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        environmentChange(".scrollTargetLayout") { $0.isScrollTargetLayout = isEnabled }
    }
}

extension LayoutEngine {
    /// The scroll targets among a scroll view's placed content (`children`, frames relative to
    /// the content's origin): the children of the outermost stack resolved under
    /// `.scrollTargetLayout()`, in layout order, their frames moved into content points.
    /// A lazy stack's rows not built are targets at their estimated frames, within
    /// `LazyStackLayout.targetReach` of what is in view at display time `time`.
    static func scrollTargets(in children: [Node], time: Double) -> [ScrollTargetFrame] {
        var targets: [ScrollTargetFrame] = []
        func visit(_ node: Node, origin: Point) {
            if node.isRemoving { return }
            let here = Point(x: origin.x + node.frame.x, y: origin.y + node.frame.y)
            switch node.kind {
            case .lazyStack where node.lazyItems != nil && node.environment.isScrollTargetLayout:
                for (frame, id) in LazyStackLayout.targets(of: node, at: time) {
                    targets.append(ScrollTargetFrame(id: id, frame: Rect(x: here.x + frame.x, y: here.y + frame.y, width: frame.width, height: frame.height)))
                }
                return
            case .stack, .lazyStack, .grid:
                guard node.environment.isScrollTargetLayout else { break }
                for child in node.children where !child.isRemoving {
                    targets.append(
                        ScrollTargetFrame(
                            id: child.identity.innermostExplicitID(below: node.identity.depth),
                            frame: Rect(x: here.x + child.frame.x, y: here.y + child.frame.y, width: child.frame.width, height: child.frame.height)))
                }
                return
            case .scrollView:
                return
            default:
                break
            }
            for child in node.children { visit(child, origin: here) }
        }
        for child in children { visit(child, origin: Point(x: 0, y: 0)) }
        return targets
    }
}
