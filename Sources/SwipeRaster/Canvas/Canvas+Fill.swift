extension Canvas {
    /// Fills `path` (local space) mapped by `transform` (local → pixels) with `paint`.
    /// Throws for non-finite coordinates or an invalid gradient.
    public func fill(
        _ path: Path, paint: Paint, transform: Transform = .identity, fillRule: FillRule = .nonZero
    ) throws {
        try Canvas.check(path, transform)
        guard let shader = try Shader.make(paint, transform: transform) else { return }
        fill(path, shader: shader, transform: transform, fillRule: fillRule)
    }

    /// Fills `path` with one colour.
    public func fill(_ path: Path, color: Color, transform: Transform = .identity, fillRule: FillRule = .nonZero) throws {
        try fill(path, paint: .solid(color), transform: transform, fillRule: fillRule)
    }

    /// Fills with a prepared shader. Pixels in `skip`'s row runs and in `occlusion` are left
    /// untouched (they are about to be overwritten); the dirty region still counts them.
    func fill(_ path: Path, shader: Shader, transform: Transform, fillRule: FillRule, skip: OpaqueRows? = nil) {
        if case .solid(let c) = shader, c == 0 { return }
        let clip = states[states.count - 1].clip
        // Coverage is always computed against the whole canvas, so it never depends on the
        // clip (lines are split at the canvas edges only); the clip then limits which rows and
        // columns are blended.
        let limit = clip?.bounds ?? IntRect(x0: 0, y0: 0, x1: width, y1: height)
        if limit.isEmpty { return }
        if let hidden = occlusion?.rows {
            // Entirely under shapes still to come (a buried card's text): no pixel would be
            // written, so the path is not even rasterized. The dirty region counts its box.
            guard let box = path.pixelBounds(transform: transform, within: limit) else { return }
            if hidden.covers(box) {
                markDirty(box)
                return
            }
        }
        rasterizer.reset(clipX0: 0, clipY0: 0, clipX1: width, clipY1: height)
        rasterizer.add(path, transform: transform)
        if rasterizer.isEmpty { return }
        var dirty: IntRect?
        let w = width
        let colors = scratchColors, coverage = scratchCoverage, maskValues = scratchMaskValues
        let hidden = occlusion?.rows
        withTarget { target in
            rasterizer.sweep(fillRule: fillRule) { y, originX, spans, coverageRow in
                guard y >= limit.y0 && y < limit.y1 else { return }
                let row = target + y * w
                let clipRow = clip?.row(y)
                var rowX0 = Int.max, rowX1 = Int.min
                for span in spans {
                    let x0 = max(originX + span.start, limit.x0), x1 = min(originX + span.end, limit.x1)
                    guard x1 > x0 else { continue }
                    rowX0 = min(rowX0, x0)
                    rowX1 = max(rowX1, x1)
                    // The pixels [from, to) of the span. Under a clip, the clip is folded into
                    // per-pixel coverage for those pixels only (hidden ones cost nothing).
                    func part(_ from: Int, _ to: Int) {
                        let constant: Int32
                        let cov: UnsafePointer<UInt8>
                        if let clipRow {
                            for i in 0..<(to - from) {
                                let c = span.alpha >= 0 ? UInt32(span.alpha) : UInt32(coverageRow[from - originX + i])
                                coverage[i] = UInt8(Blend.div255(c * UInt32(clipRow[from + i])))
                            }
                            (constant, cov) = (-1, UnsafePointer(coverage))
                        } else {
                            (constant, cov) = (span.alpha, UnsafePointer(coverageRow + (from - originX)))
                        }
                        Canvas.blend(
                            shader, row: row + from, x: from, y: y, count: to - from, constant: constant,
                            coverage: cov, colors: colors, maskValues: maskValues)
                    }
                    OpaqueRows.forEachVisible(x0, x1, y: y, skip, hidden, part)
                }
                if rowX1 > rowX0 { dirty = dirty.union(IntRect(x0: rowX0, y0: y, x1: rowX1, y1: y + 1)) }
            }
        }
        if let dirty { markDirty(dirty) }
    }

    /// Blends one span. `constant` ≥ 0 is the span's coverage; −1 means per pixel in `coverage`.
    @inline(__always)
    static func blend(
        _ shader: Shader, row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, constant: Int32,
        coverage: UnsafePointer<UInt8>, colors: UnsafeMutablePointer<UInt32>, maskValues: UnsafeMutablePointer<UInt8>
    ) {
        switch shader {
        case .solid(let color):
            blendSolid(color, row: row, count: count, constant: constant, coverage: coverage)
        case .gradient(let g):
            let position = g.rowPosition(y)
            if let color = g.uniformColor(rowPosition: position) {
                // The gradient runs along y only: one colour for the whole row.
                blendSolid(color, row: row, count: count, constant: constant, coverage: coverage)
                return
            }
            if constant == 255 && g.isOpaque {
                // Opaque and fully covered: the colours are the result.
                g.shade(x: x, rowPosition: position, count: count, into: row)
                return
            }
            g.shade(x: x, rowPosition: position, count: count, into: colors)
            blendColors(colors, row: row, count: count, constant: constant, coverage: coverage)
        case .image(let s):
            s.shade(x: x, y: y, count: count, into: colors)
            blendColors(colors, row: row, count: count, constant: constant, coverage: coverage)
        case .projected(let s):
            s.shade(x: x, y: y, count: count, into: colors)
            blendColors(colors, row: row, count: count, constant: constant, coverage: coverage)
        case .mask(let s):
            // The blurred shape's interior is full: blend it as a solid colour, sample the rest.
            let solid = s.solidRange(x: x, y: y, count: count)
            if !solid.isEmpty {
                blendSolid(
                    s.color, row: row + solid.lowerBound, count: solid.count, constant: constant,
                    coverage: coverage + solid.lowerBound)
            }
            @inline(__always) func sampled(_ start: Int, _ end: Int) {
                guard end > start else { return }
                if constant == 255 {
                    s.shadeOver(x: x + start, y: y, count: end - start, row: row + start, scratch: maskValues)
                } else {
                    s.shade(x: x + start, y: y, count: end - start, into: colors, scratch: maskValues)
                    blendColors(
                        colors, row: row + start, count: end - start, constant: constant, coverage: coverage + start)
                }
            }
            if solid.isEmpty {
                sampled(0, count)
            } else {
                sampled(0, solid.lowerBound)
                sampled(solid.upperBound, count)
            }
        }
    }

    @inline(__always)
    static func blendSolid(
        _ color: UInt32, row: UnsafeMutablePointer<UInt32>, count: Int, constant: Int32, coverage: UnsafePointer<UInt8>
    ) {
        let opaque = color >> 24 == 255
        if constant >= 0 {
            if constant == 255 && opaque {
                row.update(repeating: color, count: count)
                return
            }
            let source = constant == 255 ? color : Blend.scale(color, by: UInt32(constant))
            if source == 0 { return }
            // A translucent colour over a uniform backdrop (a tinted background, a shadow's
            // inside) meets the same destination pixel again and again: reuse the last result.
            var lastIn = row[0], lastOut = Blend.sourceOver(source, lastIn)
            var i = 0
            let raw = UnsafeMutableRawPointer(row)
            while i + 8 <= count {
                // Eight pixels equal to the last destination take its result at once, compared
                // and stored as pairs (two pixels a 64-bit word).
                let pairIn = UInt64(lastIn) | UInt64(lastIn) << 32
                let p = raw + i * 4
                if p.loadUnaligned(as: UInt64.self) == pairIn && p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == pairIn
                    && p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) == pairIn
                    && p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == pairIn
                {
                    let pairOut = UInt64(lastOut) | UInt64(lastOut) << 32
                    for k in 0..<4 { p.storeBytes(of: pairOut, toByteOffset: k * 8, as: UInt64.self) }
                    i += 8
                    continue
                }
                for k in i..<(i + 8) {
                    let value = row[k]
                    if value != lastIn {
                        lastIn = value
                        lastOut = Blend.sourceOver(source, value)
                    }
                    row[k] = lastOut
                }
                i += 8
            }
            while i < count {
                let value = row[i]
                if value != lastIn {
                    lastIn = value
                    lastOut = Blend.sourceOver(source, value)
                }
                row[i] = lastOut
                i += 1
            }
            return
        }
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            if c == 255 {
                row[i] = opaque ? color : Blend.sourceOver(color, row[i])
            } else {
                row[i] = Blend.sourceOver(Blend.scale(color, by: c), row[i])
            }
        }
    }

    @inline(__always)
    static func blendColors(
        _ colors: UnsafeMutablePointer<UInt32>, row: UnsafeMutablePointer<UInt32>, count: Int, constant: Int32,
        coverage: UnsafePointer<UInt8>
    ) {
        if constant >= 0 {
            if constant == 255 {
                for i in 0..<count {
                    let s = colors[i]
                    row[i] = s >> 24 == 255 ? s : Blend.sourceOver(s, row[i])
                }
            } else {
                let c = UInt32(constant)
                for i in 0..<count { row[i] = Blend.sourceOver(Blend.scale(colors[i], by: c), row[i]) }
            }
            return
        }
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            let s = colors[i]
            if c == 255 {
                row[i] = s >> 24 == 255 ? s : Blend.sourceOver(s, row[i])
            } else {
                row[i] = Blend.sourceOver(Blend.scale(s, by: c), row[i])
            }
        }
    }
}
