import SwipeRaster

/// The rows of one `ForEach` that is an element of a lazy stack's content (`LazyVStack`,
/// `LazyHStack`): not resolved with the rest of the tree but row by row, when the stack's
/// layout finds a row inside the visible area plus the prefetch margin
/// (`LazyStackLayout`). Apple: "The stack is 'lazy,' in that the stack view doesn't create
/// items until it needs to render them onscreen" (`LazyVStack`). It lives for one layout pass
/// of one update (and the display frames after it, which only read `rows`).
final class LazyRowsSegment {
    /// One element's id, its identity (the `ForEach`'s plus the id) and the nodes its content
    /// made (usually one).
    typealias Row = (id: AnyHashable, identity: ViewIdentity, nodes: [Node])

    let count: Int
    /// Resolves element `offset` at its identity (as the eager `ForEach` would).
    private let build: (Int) throws -> Row
    /// The offset of the element whose id is the given one (a scan of the data), or nil.
    let offsetOfID: (AnyHashable) -> Int?
    /// The id of element `offset` (without building its row).
    let idAt: (Int) -> AnyHashable
    /// Makes the error for an id met twice among the rows built (offset, id).
    private let duplicateError: (Int, AnyHashable) -> SwipeUIError
    /// The rows built so far in this pass, by offset; and the offset of each id built.
    private(set) var rows: [Int: Row] = [:]
    private var offsetsByID: [AnyHashable: Int] = [:]
    /// The rows the last placement built (and placed), for a layout outside an update (a
    /// matched view laid out again at a display frame), which builds nothing.
    var placedRange = 0..<0

    init(
        count: Int, build: @escaping (Int) throws -> Row, offsetOfID: @escaping (AnyHashable) -> Int?, idAt: @escaping (Int) -> AnyHashable,
        duplicateError: @escaping (Int, AnyHashable) -> SwipeUIError
    ) {
        self.count = count
        self.build = build
        self.offsetOfID = offsetOfID
        self.idAt = idAt
        self.duplicateError = duplicateError
    }

    /// Row `offset`, built the first time it is asked for. Two built rows with one id are the
    /// eager `ForEach`'s error ("the id … appears twice").
    func row(_ offset: Int) throws -> Row {
        if let known = rows[offset] { return known }
        let row = try build(offset)
        if let other = offsetsByID[row.id], other != offset { throw duplicateError(max(offset, other), row.id) }
        offsetsByID[row.id] = offset
        rows[offset] = row
        return row
    }
}

/// What a lazy stack keeps across updates, by its identity (as UIKit's collection view keeps
/// its layout attributes): the measured length of every row it has built, and what the last
/// layout found visible, which each display frame compares with what its scroll offset shows
/// now (`ViewGraph.lazyRowsMoved`).
final class LazyStackState {
    /// By segment (its position among the stack's `ForEach`es), the measured rows by offset.
    /// A row once measured keeps its size until it is built again (rows are keyed by offset).
    var measured: [[Int: RowLength]] = []
    /// The geometry and visible rows of the last layout pass (nil before one).
    var visibility: LazyVisibility?
    var visibleAtLayout: [VisibleRows] = []
    /// The first row in view at the last layout, and its leading edge as placed (stack points).
    struct Anchor {
        let segment: Int
        let row: Int
        let position: Double
    }
    var anchor: Anchor?
    /// The identities of the rows built in some update, and of those built in the current one.
    /// The state of a row not built now is kept (`ViewGraph.forgetGoneViews`): SwiftUI's lazy
    /// stacks keep the views they made once shown (Hacking with Swift, "How to lazy load views
    /// using LazyVStack and LazyHStack", as translated at wangchujiang.com/swiftui-example: the
    /// views stay in memory after they are first shown), so a row scrolled far away and back
    /// has its `@State` as it left it.
    private(set) var rowsEverBuilt = Set<ViewIdentity>()
    private(set) var rowsBuilt = Set<ViewIdentity>()
    private var rowsBuiltUpdate = -1

    /// Notes that update `update` built the row at `identity`.
    func noteBuilt(_ identity: ViewIdentity, inUpdate update: Int) {
        if update != rowsBuiltUpdate {
            rowsBuilt.removeAll(keepingCapacity: true)
            rowsBuiltUpdate = update
        }
        rowsBuilt.insert(identity)
        rowsEverBuilt.insert(identity)
    }

    /// The rows built before whose state waits for them: built once, not in update `update`.
    func parkedRows(inUpdate update: Int) -> Set<ViewIdentity> {
        update == rowsBuiltUpdate ? rowsEverBuilt.subtracting(rowsBuilt) : rowsEverBuilt
    }

    func measured(segment ordinal: Int) -> [Int: RowLength] {
        ordinal < measured.count ? measured[ordinal] : [:]
    }

    func record(_ length: RowLength, segment ordinal: Int, row offset: Int) {
        while measured.count <= ordinal { measured.append([:]) }
        if measured[ordinal][offset] != length { geometries[ordinal] = nil }
        measured[ordinal][offset] = length
    }

    /// The geometry of segment `ordinal` from its measured rows, made again only after a row's
    /// measurement changed (sorting the rows measured is the cost of a long scroll).
    func geometry(segment ordinal: Int, count: Int, gap: Double) -> SegmentGeometry {
        if let known = geometries[ordinal], known.count == count, known.gap == gap { return known }
        let made = SegmentGeometry(count: count, gap: gap, measured: measured(segment: ordinal))
        geometries[ordinal] = made
        return made
    }
    private var geometries: [Int: SegmentGeometry] = [:]

    /// Whether the rows visible at display time `t` differ from the ones the last layout saw.
    func visibleRowsChanged(at t: Double) -> Bool {
        guard let visibility else { return false }
        return visibility.visibleRows(at: t) != visibleAtLayout
    }
}

/// A row's measured extent: its views' lengths along the stack's axis, the gaps between them
/// (a row of several views), and its length across. Points.
struct RowLength: Equatable {
    var sizes: Double
    var gaps: Double
    var cross: Double
    var total: Double { sizes + gaps }
}

/// Which rows of one lazy-stack item are visible: `lower..<upper`, every empty range stored as
/// `0..<0` so that two empty ranges compare equal (`Range` equality compares the bounds: `3..<3`
/// is not `5..<5`, and a check comparing them would never settle).
struct VisibleRows: Equatable {
    let lower: Int
    let upper: Int
    init(_ range: Range<Int>) {
        (lower, upper) = range.isEmpty ? (0, 0) : (range.lowerBound, range.upperBound)
    }
}

/// The positions of one segment's rows along the stack, from its first row's leading edge:
/// measured rows at their lengths, the others at `estimate` (the mean of the measured ones —
/// SwiftUI's lazy stacks estimate the size of what they have not built, WWDC26 "Dive into lazy
/// stacks and scrolling with SwiftUI"), `gap` apart. Points.
struct SegmentGeometry {
    let count: Int
    let gap: Double
    let estimate: Double
    /// The measured offsets in increasing order, and the running sums of (length − estimate)
    /// before each (`deltaBefore[k]`: the first k measured rows).
    private let offsets: [Int]
    private let lengths: [Double]
    private let deltaBefore: [Double]
    /// The largest length across among the measured rows (points).
    let maximumCross: Double

    init(count: Int, gap: Double, measured: [Int: RowLength]) {
        self.count = count
        self.gap = gap
        let sorted = measured.keys.filter { $0 < count }.sorted()
        offsets = sorted
        lengths = sorted.map { measured[$0]!.total }
        maximumCross = sorted.reduce(0) { max($0, measured[$1]!.cross) }
        // Summed in offset order, so the estimate does not depend on the dictionary's order.
        estimate = sorted.isEmpty ? 0 : lengths.reduce(0, +) / Double(sorted.count)
        var running = 0.0
        var before = [0.0]
        before.reserveCapacity(sorted.count + 1)
        for length in lengths {
            running += length - estimate
            before.append(running)
        }
        deltaBefore = before
    }

    /// How many measured rows come before row `offset`.
    private func measuredBefore(_ offset: Int) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Row `offset`'s length (measured, else the estimate).
    func length(_ offset: Int) -> Double {
        let k = measuredBefore(offset)
        return k < offsets.count && offsets[k] == offset ? lengths[k] : estimate
    }

    /// Row `offset`'s leading edge (`count` gives the end of the last row plus one gap).
    func position(_ offset: Int) -> Double {
        Double(offset) * (estimate + gap) + deltaBefore[measuredBefore(offset)]
    }

    /// The whole segment's length: its rows and the gaps between them.
    var length: Double { count == 0 ? 0 : position(count) - gap }

    /// The rows whose extent meets the open interval `low…high` (segment points).
    func rows(meeting low: Double, _ high: Double) -> Range<Int> {
        guard count > 0, high > low else { return 0..<0 }
        // First row that ends after `low`; then first row from there that starts at or after `high`.
        var a = 0, b = count
        while a < b {
            let mid = (a + b) / 2
            if position(mid) + length(mid) > low { b = mid } else { a = mid + 1 }
        }
        let first = a
        var c = first, d = count
        while c < d {
            let mid = (c + d) / 2
            if position(mid) >= high { d = mid } else { c = mid + 1 }
        }
        return first..<max(first, c)
    }
}

/// The visible span along one axis that a lazy stack builds for: a scroll view's visible area
/// (its layout frame grown by its clip outsets) moved by its content offset, or the canvas
/// outside any scroll view. Canvas points, in layout space (no offsets of scroll views applied).
struct LazyWindow {
    let scroll: ScrollState?
    let axis: Axis
    let low: Double
    let high: Double

    /// The span at display time `t`.
    func span(at t: Double) -> (low: Double, high: Double) {
        let offset = scroll?.offset(at: t)[axis] ?? 0
        return (low + offset, high + offset)
    }
}

/// A lazy stack's items as its last layout placed them, to find which rows a later scroll
/// offset shows without laying anything out.
struct LazyVisibility {
    enum Item {
        /// A view of the stack's content that is not a lazy `ForEach`: its extent (stack points).
        case view(low: Double, high: Double)
        /// A lazy `ForEach`: its first row's leading edge (stack points) and its rows.
        case rows(start: Double, SegmentGeometry)
    }

    let window: LazyWindow
    /// The stack's leading edge on the canvas (layout space), its length, and whether its
    /// leading edge is on the right (a `LazyHStack` right-to-left).
    let origin: Double
    let length: Double
    let mirrored: Bool
    let items: [Item]

    /// The window at `t` in the stack's points, from its leading edge.
    func span(at t: Double) -> (low: Double, high: Double) {
        let (low, high) = window.span(at: t)
        let local = (low - origin, high - origin)
        return mirrored ? (length - local.1, length - local.0) : local
    }

    func visibleRows(at t: Double) -> [VisibleRows] {
        let (low, high) = span(at: t)
        return items.map { item in
            switch item {
            case let .view(a, b):
                return VisibleRows(b > low && a < high ? 0..<1 : 0..<0)
            case let .rows(start, geometry):
                return VisibleRows(geometry.rows(meeting: low - start, high - start))
            }
        }
    }
}

extension Node {
    /// The frame the last layout gives row `offset` of the lazy `ForEach` at `index` among this
    /// lazy stack's `lazyItems`, in the stack's space: its estimated extent along the axis (its
    /// measured length once built), the stack's whole breadth across. Nil: no such row.
    func lazyRowFrame(item index: Int, row offset: Int) -> Rect? {
        guard let items = lazyItems, let visibility = lazyState?.visibility, visibility.items.count == items.count,
            case .lazyStack(let axis, _, _) = kind, case let .rows(start, geometry) = visibility.items[index],
            offset >= 0, offset < geometry.count
        else { return nil }
        let low = start + geometry.position(offset), length = geometry.length(offset)
        if axis == .vertical { return Rect(x: 0, y: low, width: frame.width, height: length) }
        return Rect(x: visibility.mirrored ? frame.width - low - length : low, y: 0, width: length, height: frame.height)
    }
}
