import SwipeRaster

/// The layout of a lazy stack whose content has a lazy `ForEach` (`LazyRowsSegment`): the
/// rules of `StackLayout`'s lazy stacks (each view offered nil along the axis and the stack's
/// proposal across; the stack at least as long across as proposed), but only the rows that
/// meet the visible span (`LazyWindow`) grown by `prefetchMargin` on each side are built, laid
/// out and placed. Apple, `LazyVStack`: "The stack is 'lazy,' in that the stack view doesn't
/// create items until it needs to render them onscreen."
///
/// A row not built has the length it was last measured at, else the mean of the segment's
/// measured rows (SwiftUI's lazy stacks estimate what they have not built: WWDC26 "Dive into
/// lazy stacks and scrolling with SwiftUI", which gives no figure). Rows are `spacing` apart
/// (nil: 8 points, as `StackLayout`'s default; a row that is a `Spacer` is spaced as any row).
/// When a stack's content is all built (a short list), sizes and positions are summed in the
/// same order as `StackLayout`'s, so its frames are those of the eager rules to the bit.
///
/// Each layout pass records the rows it built (`LazyStackState`): a row whose measured length
/// differs from what the pass assumed for it asks the update for another pass
/// (`LazyLayoutPass.changed`; `ViewGraph.resolveAndLayout`), so that the stack's length and
/// positions use the measured lengths.
struct LazyStackLayout {
    /// How far past the visible span, on each side along the axis, rows are built (points).
    /// Neither Apple nor OpenSwiftUI (which has no lazy stack) publishes the margin SwiftUI
    /// prefetches; UIKit's collection views prefetch ahead without a documented figure either.
    /// SwipeSim's choice: 100 points, about two rows of a list (44 pt each, Apple HIG's
    /// minimum hit target), so the next row is built before it shows. A built row in the margin
    /// is laid out but not yet visible: its `onAppear` runs when it enters the visible span.
    static let prefetchMargin = 100.0
    /// Most rows of one `ForEach` one pass builds (rows of no length, `EmptyView`s, would
    /// otherwise all meet the visible span).
    static let maximumRowsPerPass = 10_000

    let engine: LayoutEngine
    let node: Node
    let axis: Axis
    let spacing: Double?

    private var items: [Node] { node.lazyItems ?? [] }
    private var rowGap: Double { spacing ?? StackLayout.defaultSpacing }
    /// `value` (points) to the nearest multiple of the pixel length.
    private func snapped(_ value: Double) -> Double {
        let pixel = Double(node.environment.pixelLength)
        return (value / pixel).rounded() * pixel
    }
    private var stack: StackLayout { StackLayout(engine: engine, axis: axis, spacing: spacing, children: [], isLazy: true) }

    /// The gap before a view of the content that follows `previous` (nil: nothing before it;
    /// `true`: a Spacer), by `StackLayout`'s rule; a row counts as a view that is no Spacer.
    private func gap(after previous: Bool?, isSpacer: Bool) -> Double {
        guard let previous else { return 0 }
        return spacing ?? (previous || isSpacer ? 0 : StackLayout.defaultSpacing)
    }

    /// Measures a built row's views (offered nil along the axis and `cross` across).
    private func measure(_ row: [Node], cross: Double?) throws -> (length: RowLength, sizes: [Size], gaps: [Double]) {
        var length = RowLength(sizes: 0, gaps: 0, cross: 0)
        var sizes: [Size] = [], gaps: [Double] = []
        for (j, view) in row.enumerated() {
            let g = j == 0 ? 0 : gap(after: StackLayout.isSpacer(row[j - 1]), isSpacer: StackLayout.isSpacer(view))
            let s = try stack.childSize(view, main: nil, cross: cross)
            length.gaps += g
            length.sizes += s[axis]
            length.cross = max(length.cross, s[axis.other])
            sizes.append(s)
            gaps.append(g)
        }
        return (length, sizes, gaps)
    }

    // MARK: Sizing

    func size(_ p: ProposedSize) throws -> Size {
        let cross = p[axis.other]
        var sizeSum = 0.0, gapSum = 0.0, crossMax = 0.0
        var previous: Bool?
        var ordinal = 0
        for item in items {
            guard let segment = item.lazyRows else {
                let isSpacer = StackLayout.isSpacer(item)
                gapSum += gap(after: previous, isSpacer: isSpacer)
                let s = try stack.childSize(item, main: nil, cross: cross)
                sizeSum += s[axis]
                crossMax = max(crossMax, s[axis.other])
                previous = isSpacer
                continue
            }
            defer { ordinal += 1 }
            guard segment.count > 0 else { continue }
            gapSum += gap(after: previous, isSpacer: false)
            previous = false
            var measured = node.lazyState?.measured(segment: ordinal) ?? [:]
            if measured.isEmpty, engine.lazyPass != nil, let state = node.lazyState {
                // Nothing measured yet: the first row gives the estimate.
                let length = try measure(segment.row(0).nodes, cross: cross).length
                state.record(length, segment: ordinal, row: 0)
                measured = [0: length]
            }
            if measured.count >= segment.count, (0..<segment.count).allSatisfy({ measured[$0] != nil }) {
                // All measured: summed in order, as `StackLayout` sums an eager stack.
                for offset in 0..<segment.count {
                    let row = measured[offset]!
                    if offset > 0 { gapSum += rowGap }
                    sizeSum += row.sizes
                    gapSum += row.gaps
                    crossMax = max(crossMax, row.cross)
                }
            } else {
                let geometry =
                    node.lazyState?.geometry(segment: ordinal, count: segment.count, gap: rowGap)
                    ?? SegmentGeometry(count: segment.count, gap: rowGap, measured: measured)
                sizeSum += geometry.length
                crossMax = max(crossMax, geometry.maximumCross)
            }
        }
        var size = Size.zero
        size[axis] = sizeSum + gapSum
        size[axis.other] = crossMax
        if let cross, cross.isFinite { size[axis.other] = max(crossMax, cross) }
        return size
    }

    // MARK: Placing

    /// Places the views of the content and the rows that meet the visible span plus the margin
    /// in a box of `size`, and makes them the node's children; notes which are visible
    /// (`Node.isOutsideVisibleArea`) and what the state needs to tell when that changes.
    func place(proposal p: ProposedSize, size: Size, alignment: Double, rtl: Bool, global here: Point) throws {
        let cross = p[axis.other]
        var proposal = ProposedSize(width: nil, height: nil)
        proposal[axis.other] = cross
        let mirrored = axis == .horizontal && rtl
        let window = engine.lazyWindow(along: axis)
        let origin = axis == .horizontal ? here.x : here.y
        func currentSpan() -> (low: Double, high: Double) {
            LazyVisibility(window: window, origin: origin, length: size[axis], mirrored: mirrored, items: []).span(at: engine.time)
        }
        var span = currentSpan()
        let keepsAnchor = engine.lazyPass != nil && !mirrored && window.scroll != nil
        var anchor: LazyStackState.Anchor?
        let crossFraction = axis == .vertical && rtl ? 1 - alignment : alignment

        func put(_ view: Node, _ s: Size, at cursor: Double) throws {
            let crossOffset = crossFraction * (size[axis.other] - s[axis.other])
            let o = axis == .horizontal ? Point(x: mirrored ? size.width - cursor - s.width : cursor, y: crossOffset) : Point(x: crossOffset, y: cursor)
            try engine.place(view, at: o, proposal: proposal, size: s, global: here)
        }

        var placed: [(node: Node, item: Int, row: Int?)] = []
        var visibilityItems: [LazyVisibility.Item] = []
        var cursor = 0.0
        var previous: Bool?
        var ordinal = 0
        for (index, item) in items.enumerated() {
            guard let segment = item.lazyRows else {
                let isSpacer = StackLayout.isSpacer(item)
                cursor += gap(after: previous, isSpacer: isSpacer)
                let s = try stack.childSize(item, main: nil, cross: cross)
                try put(item, s, at: cursor)
                visibilityItems.append(.view(low: cursor, high: cursor + s[axis]))
                placed.append((item, index, nil))
                cursor += s[axis]
                previous = isSpacer
                continue
            }
            defer { ordinal += 1 }
            let measured = node.lazyState?.measured(segment: ordinal) ?? [:]
            guard segment.count > 0 else {
                visibilityItems.append(.rows(start: cursor, SegmentGeometry(count: 0, gap: rowGap, measured: [:])))
                continue
            }
            cursor += gap(after: previous, isSpacer: false)
            previous = false
            let start = cursor
            let geometry =
                node.lazyState?.geometry(segment: ordinal, count: segment.count, gap: rowGap)
                ?? SegmentGeometry(count: segment.count, gap: rowGap, measured: measured)
            // The first row in view at the last layout stays where it was on screen when the
            // lengths assumed before it change (rows measured, a new estimate): the offset moves
            // by as much, as a collection view keeps its visible items in place while the items
            // above them are sized.
            let kept = keepsAnchor ? node.lazyState?.anchor.flatMap { $0.segment == ordinal && $0.row < segment.count ? $0 : nil } : nil
            // The kept row goes where the estimates put it, to the nearest pixel: the offset
            // moves by whole pixels, so the row's fraction of a pixel, and so its rounding to
            // the pixel grid (`PixelGrid`), stays the same and nothing in view moves.
            var keptPlacement: Double?
            if let kept, let scroll = window.scroll {
                let shift = snapped(start + geometry.position(kept.row) - kept.position)
                if shift != 0 {
                    scroll.keepContentInPlace(shiftedBy: shift, along: axis)
                    span = currentSpan()
                }
                keptPlacement = kept.position + shift
            }
            var range =
                engine.lazyPass == nil
                ? segment.placedRange
                : geometry.rows(meeting: span.low - Self.prefetchMargin - start, span.high + Self.prefetchMargin - start)
            // Rows of no length would all meet the span: build a screenful's worth at most.
            range = range.lowerBound..<min(range.upperBound, range.lowerBound + Self.maximumRowsPerPass)
            var built: [(offset: Int, nodes: [Node], length: RowLength, sizes: [Size], gaps: [Double])] = []
            for offset in range {
                let row = try segment.row(offset)
                if let pass = engine.lazyPass { node.lazyState?.noteBuilt(row.identity, inUpdate: pass.update) }
                let (length, sizes, gaps) = try measure(row.nodes, cross: cross)
                built.append((offset, row.nodes, length, sizes, gaps))
            }
            // Where the first row built goes: at the segment's start when it is row 0 (summed
            // as an eager stack sums); else so that the kept row is where the estimates put it,
            // the rows before it at their measured lengths; else where the estimates put it.
            var rowCursor = start + geometry.position(range.lowerBound)
            if range.lowerBound == 0 {
                rowCursor = start
            } else if let kept, let keptPlacement, range.contains(kept.row) {
                rowCursor = keptPlacement
                for entry in built where entry.offset < kept.row { rowCursor -= entry.length.total + rowGap }
            }
            for entry in built {
                if entry.offset > range.lowerBound { rowCursor += rowGap }
                let rowStart = rowCursor
                for (j, view) in entry.nodes.enumerated() {
                    rowCursor += entry.gaps[j]
                    try put(view, entry.sizes[j], at: rowCursor)
                    placed.append((view, index, entry.offset))
                    rowCursor += entry.sizes[j][axis]
                }
                if anchor == nil, rowCursor > span.low, rowStart < span.high {
                    anchor = LazyStackState.Anchor(segment: ordinal, row: entry.offset, position: rowStart)
                }
                if let pass = engine.lazyPass, let state = node.lazyState {
                    // Another pass when the stack's length or width assumed a different row.
                    let length = entry.length
                    let crossUnproposed = !(cross?.isFinite ?? false)
                    if length.total != geometry.length(entry.offset) || length.cross > size[axis.other]
                        || (crossUnproposed && measured[entry.offset]?.cross != length.cross)
                    {
                        pass.changed = true
                    }
                    state.record(length, segment: ordinal, row: entry.offset)
                }
            }
            if engine.lazyPass != nil { segment.placedRange = range }
            cursor = range == 0..<segment.count ? rowCursor : start + geometry.length
            let after = node.lazyState?.geometry(segment: ordinal, count: segment.count, gap: rowGap) ?? geometry
            if let pass = engine.lazyPass, let first = anchor, first.segment == ordinal, keepsAnchor,
                snapped(start + after.position(first.row) - first.position) != 0
            {
                // The rows in view were placed off their estimated positions: another pass moves
                // the offset so that the estimates put them where they were placed.
                pass.changed = true
            }
            visibilityItems.append(.rows(start: start, after))
        }
        let visibility = LazyVisibility(window: window, origin: origin, length: size[axis], mirrored: mirrored, items: visibilityItems)
        node.children = placed.map(\.node)
        if let pass = engine.lazyPass, let state = node.lazyState {
            let visible = visibility.visibleRows(at: engine.time)
            for entry in placed {
                let rows = visible[entry.item]
                let shown = entry.row.map { $0 >= rows.lower && $0 < rows.upper } ?? (rows.upper > 0)
                entry.node.isOutsideVisibleArea = !shown
            }
            state.visibility = visibility
            state.visibleAtLayout = visible
            state.anchor = anchor
            pass.states.append(state)
        }
    }
}

/// One layout pass of an update, for its lazy stacks: the display time their scroll offsets
/// are read at, whether a built row was measured at another length than the pass assumed
/// (another pass is then needed), and the stacks laid out.
final class LazyLayoutPass {
    let time: Double
    /// The update the pass belongs to (`ViewGraph.updateCount`).
    let update: Int
    var changed = false
    var states: [LazyStackState] = []
    init(time: Double, update: Int) {
        self.time = time
        self.update = update
    }

    /// Most layout passes one update makes for its lazy stacks: the first (estimates), the
    /// one with the built rows measured, and two more where those moved other rows into view.
    static let maximumPasses = 4
}

extension LayoutEngine {
    /// The span along `axis` a lazy stack builds for: the innermost enclosing scroll view that
    /// scrolls along it, else the canvas.
    func lazyWindow(along axis: Axis) -> LazyWindow {
        (axis == .horizontal ? lazyWindows.horizontal : lazyWindows.vertical)
            ?? LazyWindow(scroll: nil, axis: axis, low: canvas.origin(axis), high: canvas.origin(axis) + canvas.size(axis))
    }
}

extension LazyStackLayout {
    /// How far past what is in view, on each side, the rows of a lazy stack under
    /// `.scrollTargetLayout()` are scroll targets (points): ten screens of a phone, beyond the
    /// natural end of a fling at 10 000 pt/s (about 5 000 pt at UIScrollView's normal rate).
    static let targetReach = 10_000.0

    /// The scroll targets of the lazy stack `node` as its last layout placed it, in layout
    /// order with their ids: its views and built rows at their frames, the rows not built
    /// within `targetReach` of the visible span at their estimated frames (stack points).
    static func targets(of node: Node, at time: Double) -> [(frame: Rect, id: AnyHashable?)] {
        guard let items = node.lazyItems, let visibility = node.lazyState?.visibility, visibility.items.count == items.count else { return [] }
        let span = visibility.span(at: time)
        var placedByRow: [ObjectIdentifier: [Node]] = [:]
        for child in node.children where !child.isRemoving {
            placedByRow[ObjectIdentifier(child), default: []].append(child)
        }
        var result: [(frame: Rect, id: AnyHashable?)] = []
        for (index, item) in items.enumerated() {
            guard let segment = item.lazyRows else {
                if placedByRow[ObjectIdentifier(item)] != nil {
                    result.append((item.frame, item.identity.innermostExplicitID(below: node.identity.depth)))
                }
                continue
            }
            guard case let .rows(start, geometry) = visibility.items[index] else { continue }
            var range = geometry.rows(meeting: span.low - targetReach - start, span.high + targetReach - start)
            range = range.lowerBound..<min(range.upperBound, range.lowerBound + maximumRowsPerPass)
            for offset in range {
                if segment.placedRange.contains(offset), let row = segment.rows[offset] {
                    for view in row.nodes where placedByRow[ObjectIdentifier(view)] != nil {
                        result.append((view.frame, view.identity.innermostExplicitID(below: node.identity.depth)))
                    }
                } else if let frame = node.lazyRowFrame(item: index, row: offset) {
                    result.append((frame, segment.idAt(offset)))
                }
            }
        }
        return result
    }
}
