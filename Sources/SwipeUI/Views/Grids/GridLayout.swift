import SwipeRaster

/// A lazy grid's items, checked: the resolved form of `LazyVGrid`'s columns or `LazyHGrid`'s rows.
struct GridSpec {
    /// `.vertical` for `LazyVGrid` (items are columns, cells flow in rows), `.horizontal` for
    /// `LazyHGrid` (items are rows, cells flow in columns).
    let axis: Axis
    let items: [GridItem]
    /// Where a cell sits in its slot when its item gives no alignment.
    let cellAlignment: Alignment
    /// Between rows (`LazyVGrid`) or columns (`LazyHGrid`); nil is the default.
    let spacing: Double?

    /// The most tracks (columns of a `LazyVGrid`) a grid lays out; an adaptive item with a tiny
    /// minimum in a wide grid asks for more than anyone can see.
    static let maximumTracks = 10_000

    init(axis: Axis, items: [GridItem], cellAlignment: Alignment, spacing: Double?, typePath: String) throws {
        func fail(_ message: String) -> SwipeUIError { SwipeUIError(typePath: typePath, message: message) }
        let noun = axis == .vertical ? "columns" : "rows"
        guard !items.isEmpty else { throw fail("a lazy grid needs at least one GridItem in \(noun)") }
        for (i, item) in items.enumerated() {
            let place = "\(noun)[\(i)]"
            if let s = item.spacing, !(s.isFinite && s >= 0) { throw fail("\(place): spacing \(s) is invalid: use a finite length ≥ 0") }
            switch item.size {
            case .fixed(let length):
                guard length.isFinite, length >= 0 else { throw fail("\(place): .fixed(\(length)) is invalid: use a finite length ≥ 0") }
            case let .flexible(minimum, maximum):
                guard minimum.isFinite, minimum >= 0, !maximum.isNaN else {
                    throw fail("\(place): .flexible(minimum: \(minimum), maximum: \(maximum)) is invalid: use a finite minimum ≥ 0")
                }
            case let .adaptive(minimum, maximum):
                guard minimum.isFinite, minimum > 0, !maximum.isNaN else {
                    throw fail("\(place): .adaptive(minimum: \(minimum), maximum: \(maximum)) is invalid: use a finite minimum > 0")
                }
            }
        }
        if let spacing, !(spacing.isFinite && spacing >= 0) { throw fail("spacing \(spacing) is invalid: use a finite length ≥ 0") }
        self.axis = axis
        self.items = items
        self.cellAlignment = cellAlignment
        self.spacing = spacing
    }
}

/// How a lazy grid shares its length across its items, and lays its cells out.
///
/// Units are points. The rule, as objc.io measured it ("SwiftUI's Grid Views", 2020: "the grid
/// subtracts the fixed column widths and the spacing between columns … from the proposed
/// width … this width is then distributed to the remaining columns") and as
/// swiftuifieldguide.com/layout/lazyvgrid describes it ("the widths of the grid columns are
/// computed without consulting the subviews"):
/// 1. remaining = proposed length − the spacings between items (each item's `spacing`, default
///    8, to the next; none after the last) − the fixed items' lengths;
/// 2. the other items, in their order (not sorted by flexibility, unlike a stack), each take
///    remaining ÷ (items left): a flexible item clamps it to its minimum…maximum; an adaptive
///    item fits n = max(1, ⌊(share + s) ÷ (minimum + s)⌋) tracks of (share − (n − 1)·s) ÷ n,
///    each at most `maximum` (s: the item's spacing) — objc.io: "it divides the column width by
///    the minimum width, taking spacing into account";
/// 3. this is done twice: the first pass's total is the grid's length (its frame), and the
///    tracks are the second pass's, computed from that total. The worked example published at
///    mo4tech.com ("Predict LazyVGrid layout", flexible minimums 100 and 180 in 300 points:
///    146 + 8 + 180 = 334, then (334 − 8) ÷ 2 = 163, "so the final render effect is 163 + 8 + 180")
///    shows the two passes. Tracks longer in total than the frame overflow it on both sides
///    equally (SwipeSim's reading).
/// With no proposed length (a `LazyVGrid` in a horizontal scroll view), each flexible or
/// adaptive item is its minimum (SwipeSim's reading). Across the tracks, each cell is offered
/// (track length × nil) and a row is as long as its longest cell (`spacing` between rows,
/// default 8); a cell is aligned in its slot by its item's alignment, else the grid's.
struct GridLayout {
    let engine: LayoutEngine
    let spec: GridSpec
    let children: [Node]

    struct Track {
        var length: Double
        var alignment: Alignment?
        /// Space after this track (0 after the last).
        var gapAfter: Double
    }

    struct Distribution {
        var size: Size
        var tracks: [Track]
        /// Offset of the first track from the grid's start, along the track axis.
        var trackStart: Double
        /// Each line's (row's, for a `LazyVGrid`) length across the tracks.
        var lineLengths: [Double]
        var lineGap: Double
    }

    static let defaultSpacing = 8.0

    /// The axis the tracks share: width for a `LazyVGrid`.
    var trackAxis: Axis { spec.axis == .vertical ? .horizontal : .vertical }

    var laidOut: [Node] { children.filter { !$0.isRemoving } }

    /// The tracks for `proposed` (nil: none proposed), one pass of the rule.
    func tracks(for proposed: Double?) -> [Track] {
        let items = spec.items
        let gaps = items.indices.map { $0 == items.count - 1 ? 0 : Double(items[$0].spacing ?? CGFloat(GridLayout.defaultSpacing)) }
        var remaining = (proposed ?? 0) - gaps.reduce(0, +)
        var left = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= Double(length) } else { left += 1 }
        }
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            let alignment = item.alignment
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: Double(length), alignment: alignment, gapAfter: gaps[i]))
            case let .flexible(minimum, maximum):
                let share = proposed == nil ? Double(minimum) : max(0, remaining) / Double(left)
                let length = max(Double(minimum), min(share, Double(maximum)))
                remaining -= length
                left -= 1
                tracks.append(Track(length: length, alignment: alignment, gapAfter: gaps[i]))
            case let .adaptive(minimum, maximum):
                let s = Double(item.spacing ?? CGFloat(GridLayout.defaultSpacing))
                let share = proposed == nil ? Double(minimum) : max(0, remaining) / Double(left)
                let fitting = ((share + s) / (Double(minimum) + s)).rounded(.down)
                let count = Int(max(1, min(fitting, Double(GridSpec.maximumTracks - tracks.count))))
                let length = min(Double(maximum), (share - Double(count - 1) * s) / Double(count))
                remaining -= share
                left -= 1
                for k in 0..<count {
                    tracks.append(Track(length: max(0, length), alignment: alignment, gapAfter: k == count - 1 ? gaps[i] : s))
                }
            }
            if tracks.count >= GridSpec.maximumTracks { break }
        }
        return tracks
    }

    static func total(_ tracks: [Track]) -> Double {
        tracks.reduce(0) { $0 + $1.length + $1.gapAfter }
    }

    func distribute(_ p: ProposedSize) throws -> Distribution {
        let proposed = p[trackAxis].flatMap { $0.isFinite ? $0 : nil }
        let frameLength = GridLayout.total(tracks(for: proposed))
        let tracks = self.tracks(for: proposed == nil ? nil : frameLength)
        let items = laidOut
        let perLine = tracks.count
        var lineLengths: [Double] = []
        var start = 0
        while start < items.count {
            var longest = 0.0
            for (k, item) in items[start..<min(start + perLine, items.count)].enumerated() {
                longest = max(longest, try cellSize(item, track: tracks[k].length)[spec.axis])
            }
            lineLengths.append(longest)
            start += perLine
        }
        let lineGap = spec.spacing ?? GridLayout.defaultSpacing
        var size = Size.zero
        size[trackAxis] = frameLength
        size[spec.axis] = lineLengths.reduce(0, +) + lineGap * Double(max(0, lineLengths.count - 1))
        return Distribution(
            size: size, tracks: tracks, trackStart: (frameLength - GridLayout.total(tracks)) / 2,
            lineLengths: lineLengths, lineGap: lineGap)
    }

    func cellProposal(track: Double) -> ProposedSize {
        var proposal = ProposedSize.unspecified
        proposal[trackAxis] = track
        return proposal
    }

    func cellSize(_ item: Node, track: Double) throws -> Size {
        try engine.size(of: item, proposal: cellProposal(track: track))
    }
}

extension LayoutEngine {
    /// Places a grid's cells (`GridLayout`) in a box of `size`, leading mirrored right-to-left.
    func placeGrid(_ node: Node, _ spec: GridSpec, proposal p: ProposedSize, size: Size, rtl: Bool, global here: Point) throws {
        let grid = GridLayout(engine: self, spec: spec, children: node.children)
        let d = try gridDistribution(of: node, grid, p)
        let items = grid.laidOut
        let trackAxis = grid.trackAxis
        var trackOffsets: [Double] = []
        var cursor = d.trackStart
        for track in d.tracks {
            trackOffsets.append(cursor)
            cursor += track.length + track.gapAfter
        }
        var lineOffset = 0.0
        for (line, lineLength) in d.lineLengths.enumerated() {
            for k in d.tracks.indices {
                let index = line * d.tracks.count + k
                guard index < items.count else { break }
                let track = d.tracks[k]
                let s = try grid.cellSize(items[index], track: track.length)
                var slot = Size.zero
                slot[trackAxis] = track.length
                slot[spec.axis] = lineLength
                let inSlot = aligned(s, in: slot, track.alignment ?? spec.cellAlignment, rtl: rtl)
                var origin = Point.zero
                if spec.axis == .vertical {
                    let x = rtl ? size.width - trackOffsets[k] - track.length : trackOffsets[k]
                    origin = Point(x: x + inSlot.x, y: lineOffset + inSlot.y)
                } else {
                    let x = rtl ? size.width - lineOffset - lineLength : lineOffset
                    origin = Point(x: x + inSlot.x, y: trackOffsets[k] + inSlot.y)
                }
                try place(items[index], at: origin, proposal: grid.cellProposal(track: track.length), size: s, global: here)
            }
            lineOffset += lineLength + d.lineGap
        }
    }

    /// A grid's distribution for `p`, kept on the node for the layout pass (measuring makes it,
    /// placing reads it back).
    func gridDistribution(of node: Node, _ grid: GridLayout, _ p: ProposedSize) throws -> GridLayout.Distribution {
        if let known = node.gridDistribution, known.proposal == p { return known.distribution }
        let distribution = try grid.distribute(p)
        node.gridDistribution = (p, distribution)
        return distribution
    }
}
