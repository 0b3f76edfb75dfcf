/// Cutting flattened paths by length: dash patterns and trimming (`Path.trimmed`). Lengths are
/// Euclidean lengths of the chords, in the path's units; a closed polyline includes its closing
/// segment.
extension Path {
    /// The "on" stretches of `line` under the dash `pattern` (on, off, on, …, even count, sum
    /// > 0) started `phase` into it, as open polylines; a dash of zero length is one point.
    /// Each subpath starts the pattern afresh, as CoreGraphics does.
    /// The most pieces one subpath is cut into (see `dashes`).
    static let maximumDashes = 100_000

    package static func dashes(of line: Polyline, pattern: [Double], phase: Double) -> [Polyline] {
        var points = line.points
        if line.isClosed, let first = points.first { points.append(first) }
        guard points.count >= 2 else { return [] }
        let total = pattern.reduce(0, +)
        // A pattern so fine that it would cut the line into more than `maximumDashes` pieces is
        // drawn solid, so a tiny dash cannot exhaust memory.
        let length = zip(points, points.dropFirst()).reduce(0.0) { sum, pair in
            sum + ((pair.1.x - pair.0.x) * (pair.1.x - pair.0.x) + (pair.1.y - pair.0.y) * (pair.1.y - pair.0.y)).squareRoot()
        }
        guard length / total * Double(pattern.count) <= Double(maximumDashes) else { return [line] }
        var offset = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if offset < 0 { offset += total }
        // Where in the pattern the subpath starts.
        var index = 0
        while offset >= pattern[index] {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        var remaining = pattern[index] - offset
        var result: [Polyline] = []
        var current: [Point] = index % 2 == 0 ? [points[0]] : []
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            var travelled = 0.0
            while length - travelled > remaining {
                travelled += remaining
                let t = travelled / length
                let p = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                if index % 2 == 0 {
                    current.append(p)
                    result.append(Polyline(points: current, isClosed: false))
                    current = []
                } else {
                    current = [p]
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length - travelled
            if index % 2 == 0 { current.append(b) }
        }
        if index % 2 == 0, !current.isEmpty { result.append(Polyline(points: current, isClosed: false)) }
        return result
    }

    /// The part of the path from fraction `from` to fraction `to` of its total length (both
    /// clamped to 0…1), as SwiftUI's `Shape.trim(from:to:)`: subpaths are taken in order, a
    /// closed one including its closing segment, curves flattened to `tolerance`. The pieces are
    /// open polylines (filling closes them implicitly); the whole path (0…1) is returned
    /// unchanged, and from ≥ to gives an empty path.
    public func trimmed(from: Double, to: Double, tolerance: Double) -> Path {
        let start = from.isFinite ? min(max(from, 0), 1) : 0, end = to.isFinite ? min(max(to, 0), 1) : 1
        if start <= 0, end >= 1 { return self }
        guard start < end else { return Path() }
        let lines = flattenedSubpaths(tolerance: tolerance).map { line -> [Point] in
            line.isClosed ? line.points + [line.points[0]] : line.points
        }
        func length(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = lines.reduce(0.0) { sum, points in
            zip(points, points.dropFirst()).reduce(sum) { $0 + length($1.0, $1.1) }
        }
        let lower = start * total, upper = end * total
        var result = Path()
        var position = 0.0
        for points in lines {
            var open = false
            for (a, b) in zip(points, points.dropFirst()) {
                let l = length(a, b)
                defer { position += l }
                guard position + l > lower, position < upper else { continue }
                let t0 = max(0, (lower - position) / l), t1 = min(1, (upper - position) / l)
                if !open {
                    result.move(to: Point(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0))
                    open = true
                }
                result.line(to: Point(a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1))
            }
        }
        return result
    }
}
