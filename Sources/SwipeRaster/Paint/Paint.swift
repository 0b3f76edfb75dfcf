/// What fills a path.
public enum Paint: Sendable {
    /// One colour.
    case solid(Color)
    /// A linear gradient in the path's local space (moves and turns with the transform).
    case linearGradient(LinearGradient)
    /// A radial, elliptical or angular gradient in the path's local space.
    case centredGradient(CentredGradient)
    /// An image; `transform` maps image pixels to the path's local space, so
    /// `.identity` places pixel (i, j) over local [i, i+1) × [j, j+1).
    case image(ImagePattern, transform: Transform)
}

/// One colour position of a gradient; `location` 0…1 along the gradient axis.
public struct GradientStop: Hashable, Sendable {
    public var location: Double
    public var color: Color
    public init(location: Double, color: Color) {
        self.location = location
        self.color = color
    }
}

/// A linear gradient from `start` to `end` (local space) through any number of stops.
///
/// Colours are interpolated in straight (unpremultiplied) sRGB, then premultiplied, into a
/// 1024-entry table; each pixel centre's position t along the axis selects the nearest entry
/// (no dithering). Before the first stop the first colour holds, after the last the last, so the
/// end colours are exact. Stop locations are clamped to 0…1 and made non-decreasing.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// Evenly spaced colours from `start` to `end`.
    public init(start: Point, end: Point, colors: [Color]) {
        let n = colors.count
        self.init(
            start: start, end: end,
            stops: colors.enumerated().map { i, c in
                GradientStop(location: n > 1 ? Double(i) / Double(n - 1) : 0, color: c)
            })
    }

    static let tableSize = 1024

    func validate() throws {
        guard !stops.isEmpty else {
            throw RasterError(.invalidGradient, "linear gradient has no colour stops: give at least one")
        }
        guard start.isFinite, end.isFinite, stops.allSatisfy({ $0.location.isFinite }) else {
            throw RasterError(
                .invalidGradient, "linear gradient has a non-finite start, end or stop location: use finite numbers")
        }
    }

    /// The premultiplied colour table, entry i at t = i / 1023.
    func table() -> [UInt32] { LinearGradient.table(stops) }

    /// The premultiplied colour table of `stops` (any gradient's), entry i at t = i / 1023.
    static func table(_ stops: [GradientStop]) -> [UInt32] {
        var locations: [Double] = []
        var previous = 0.0
        for stop in stops {
            let l = max(previous, min(max(stop.location, 0), 1))
            locations.append(l)
            previous = l
        }
        let count = LinearGradient.tableSize
        var result = [UInt32](repeating: 0, count: count)
        var k = 0
        for i in 0..<count {
            let t = Double(i) / Double(count - 1)
            while k < stops.count && locations[k] <= t { k += 1 }
            // Stops[k-1] ≤ t < stops[k].
            let color: Color
            if k == 0 {
                color = stops[0].color
            } else if k == stops.count {
                color = stops[stops.count - 1].color
            } else {
                let a = stops[k - 1].color, b = stops[k].color
                let span = locations[k] - locations[k - 1]
                let f = span > 0 ? (t - locations[k - 1]) / span : 1
                func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
                    let from = Double(x), to = Double(y)
                    let value: Double = from + (to - from) * f
                    return UInt8(value.roundedToInt64)
                }
                color = Color(
                    red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                    alpha: mix(a.alpha, b.alpha))
            }
            result[i] = color.premultiplied
        }
        return result
    }
}
