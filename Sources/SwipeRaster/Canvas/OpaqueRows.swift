/// Per device row, one run of pixels [x0, x1) that a fill is about to replace outright: the
/// path covers them fully (coverage 255), the clip lets them through fully, and the paint is
/// opaque there. Whatever is drawn into those pixels just before the fill is overwritten, so
/// it need not be drawn at all (`Canvas.fill(_:paint:transform:fillRule:shadow:cache:)` skips
/// the shadow there). Rows without such a run hold an empty run.
package struct OpaqueRows {
    let y0: Int
    private(set) var x0: [Int32]
    private(set) var x1: [Int32]

    package init(y0: Int, y1: Int) {
        self.y0 = y0
        let count = max(0, y1 - y0)
        x0 = [Int32](repeating: 0, count: count)
        x1 = [Int32](repeating: 0, count: count)
    }

    /// The run of row `y` (empty when there is none).
    @inline(__always)
    package func run(_ y: Int) -> (x0: Int, x1: Int) {
        let i = y - y0
        guard i >= 0, i < x0.count else { return (0, 0) }
        return (Int(x0[i]), Int(x1[i]))
    }

    /// Per row, the union of the two runs when they touch, else the longer one (ties: self's):
    /// every pixel listed is listed by one of them.
    package func union(_ other: OpaqueRows) -> OpaqueRows {
        let top = min(y0, other.y0), bottom = max(y0 + x0.count, other.y0 + other.x0.count)
        var result = OpaqueRows(y0: top, y1: bottom)
        for y in top..<bottom {
            let a = run(y), b = other.run(y)
            if a.x1 <= a.x0 { result.set(y, b.x0, b.x1); continue }
            if b.x1 <= b.x0 { result.set(y, a.x0, a.x1); continue }
            if a.x0 <= b.x1 && b.x0 <= a.x1 {
                result.set(y, min(a.x0, b.x0), max(a.x1, b.x1))
            } else if b.x1 - b.x0 > a.x1 - a.x0 {
                result.set(y, b.x0, b.x1)
            } else {
                result.set(y, a.x0, a.x1)
            }
        }
        return result
    }

    /// Per row, the pixels in both runs (a run again, possibly empty).
    package func intersection(_ other: OpaqueRows) -> OpaqueRows {
        let top = max(y0, other.y0), bottom = min(y0 + x0.count, other.y0 + other.x0.count)
        var result = OpaqueRows(y0: top, y1: bottom)
        if bottom <= top { return result }
        for y in top..<bottom {
            let a = run(y), b = other.run(y)
            let from = max(a.x0, b.x0), to = min(a.x1, b.x1)
            if to > from { result.set(y, from, to) }
        }
        return result
    }

    /// Whether every row of `rect` has all its pixels [x0, x1) in its run.
    func covers(_ rect: IntRect) -> Bool {
        for y in rect.y0..<rect.y1 {
            let r = run(y)
            if r.x0 > rect.x0 || r.x1 < rect.x1 { return false }
        }
        return true
    }

    /// Calls `body` with the parts of [x0, x1) outside run `a` of row `y` and run `b` of row `y`
    /// of another set (either may be nil), left to right.
    @inline(__always)
    package static func forEachVisible(
        _ x0: Int, _ x1: Int, y: Int, _ first: OpaqueRows?, _ second: OpaqueRows?, _ body: (Int, Int) -> Void
    ) {
        var a = first?.run(y) ?? (x0: 0, x1: 0), b = second?.run(y) ?? (x0: 0, x1: 0)
        if b.x0 < a.x0 { swap(&a, &b) }
        var x = x0
        @inline(__always) func pass(_ r: (x0: Int, x1: Int)) {
            guard r.x1 > r.x0 else { return }
            let s = max(r.x0, x), e = min(r.x1, x1)
            guard s < e else { return }
            if s > x { body(x, s) }
            x = e
        }
        pass(a)
        pass(b)
        if x < x1 { body(x, x1) }
    }

    package mutating func set(_ y: Int, _ a: Int, _ b: Int) {
        let i = y - y0
        guard i >= 0, i < x0.count else { return }
        x0[i] = Int32(truncatingIfNeeded: a)
        x1[i] = Int32(truncatingIfNeeded: b)
    }
}

extension Canvas {
    /// The pixels that `fill(path, shader:, transform:, fillRule:)` would replace outright
    /// under the current clip: nil unless the shader is opaque everywhere. Uses the same
    /// rasterization and clip folding as `fill`, so a pixel is listed only if the fill writes
    /// exactly the paint's colour there whatever was below.
    /// With `ignoringClip`, as if there were no clip. Results without a clip are remembered
    /// for the last few paths, so asking again for the same shape does not rasterize it again.
    package func opaqueRows(
        _ path: Path, shader: Shader, transform: Transform, fillRule: FillRule, ignoringClip: Bool = false
    ) -> OpaqueRows? {
        switch shader {
        case .solid(let color): guard color >> 24 == 255 else { return nil }
        case .gradient(let g): guard g.isOpaque else { return nil }
        case .image(let s): guard s.isOpaque else { return nil }
        case .mask, .projected: return nil
        }
        let clip = ignoringClip ? nil : states[states.count - 1].clip
        if clip == nil,
            let hit = opaqueMemo.first(where: {
                $0.transform == transform && $0.fillRule == fillRule && $0.path == path
            })
        {
            return hit.rows
        }
        let rows = rasterizeOpaqueRows(path, transform: transform, fillRule: fillRule, clip: clip)
        if clip == nil {
            if opaqueMemo.count >= 8 { opaqueMemo.removeFirst() }
            opaqueMemo.append((path, transform, fillRule, rows))
        }
        return rows
    }

    private func rasterizeOpaqueRows(_ path: Path, transform: Transform, fillRule: FillRule, clip: ClipMask?) -> OpaqueRows {
        let limit = clip?.bounds ?? IntRect(x0: 0, y0: 0, x1: width, y1: height)
        if limit.isEmpty { return OpaqueRows(y0: 0, y1: 0) }
        rasterizer.reset(clipX0: 0, clipY0: 0, clipX1: width, clipY1: height)
        rasterizer.add(path, transform: transform)
        var rows = OpaqueRows(y0: limit.y0, y1: limit.y1)
        if rasterizer.isEmpty { return rows }
        guard let clip else {
            // Without a clip a pixel is replaced exactly where its coverage is 255.
            rasterizer.sweepFullRuns(fillRule: fillRule) { y, x0, x1 in
                let a = max(x0, limit.x0), b = min(x1, limit.x1)
                if b > a && y >= limit.y0 && y < limit.y1 { rows.set(y, a, b) }
            }
            return rows
        }
        rasterizer.sweep(fillRule: fillRule) { y, originX, spans, coverageRow in
            guard y >= limit.y0 && y < limit.y1 else { return }
            let clipRow = clip.row(y)
            // The longest run of pixels both fully covered and fully let through by the clip.
            var best = (0, 0), start = -1, previousEnd = Int.min
            @inline(__always) func close(_ x: Int) {
                if start >= 0 && x - start > best.1 - best.0 { best = (start, x) }
                start = -1
            }
            for span in spans {
                let x0 = max(originX + span.start, limit.x0), x1 = min(originX + span.end, limit.x1)
                guard x1 > x0 else { continue }
                if x0 != previousEnd { close(previousEnd) }
                previousEnd = x1
                for x in x0..<x1 {
                    let c = span.alpha >= 0 ? UInt8(truncatingIfNeeded: span.alpha) : coverageRow[x - originX]
                    if c == 255 && clipRow[x] == 255 {
                        if start < 0 { start = x }
                    } else if start >= 0 {
                        close(x)
                    }
                }
            }
            close(previousEnd)
            if best.1 > best.0 { rows.set(y, best.0, best.1) }
        }
        return rows
    }
}
