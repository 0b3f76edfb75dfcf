import SwipeMath

/// What an `Image(systemName:)` draws: one of SwipeSim's icons, or — for a name SwipeSim does
/// not draw — the missing-symbol placeholder, so a simulation never fails on a symbol name
/// (SwiftUI draws nothing and logs; SwipeSim draws something a reader cannot miss and warns).
///
/// Both are sized by `SymbolMetrics` alike, so layout is the same whichever is drawn.
public enum SymbolImage: Hashable, Sendable {
    case icon(Icon)
    /// The placeholder: a dashed rounded square round a question mark, neither of which any
    /// icon draws, so it is not mistaken for a real symbol.
    case missing

    /// The icon named `systemName`, else the placeholder.
    public init(systemName: String) {
        self = Icon(rawValue: systemName).map(SymbolImage.icon) ?? .missing
    }

    /// The path fitted to `rect` (`Icon.path(in:weight:)`).
    public func path(in rect: Rect, weight: FontWeight = .regular) -> Path {
        switch self {
        case .icon(let icon): return icon.path(in: rect, weight: weight)
        case .missing: return SymbolImage.placeholder(weight: weight).transformed(by: Icon.fit(rect))
        }
    }

    /// The parts to fill as one shape (`Icon.parts(in:weight:)`); the placeholder is one path.
    public func parts(in rect: Rect, weight: FontWeight = .regular) -> (base: Path, clip: Path?, bar: Path?) {
        switch self {
        case .icon(let icon): return icon.parts(in: rect, weight: weight)
        case .missing: return (path(in: rect, weight: weight), nil, nil)
        }
    }

    /// Fills the symbol in `rect` as one shape (`Icon.fill(in:weight:paint:transform:on:)`).
    public func fill(in rect: Rect, weight: FontWeight = .regular, paint: Paint, transform: Transform, on canvas: Canvas) throws {
        switch self {
        case .icon(let icon): try icon.fill(in: rect, weight: weight, paint: paint, transform: transform, on: canvas)
        case .missing: try canvas.fill(path(in: rect, weight: weight), paint: paint, transform: transform)
        }
    }

    /// The placeholder in the 100-unit box: a rounded square (10…90, corner radius 18) drawn
    /// as eight dashes — a quarter arc round each corner lengthened by `reach` units along
    /// both edges, and one dash 2 × `reach` long mid-side — with a question mark (a hook over
    /// a short stem, and a dot) inside. Strokes are 6 and 7 units at regular; the dashes
    /// shorten as they thicken (reach 7 − 2.5 × the stroke scale, at least 1), so the gaps
    /// stay open at every weight (7 units at regular, 5.7 at black).
    public static func placeholder(weight: FontWeight) -> Path {
        let stroke = SymbolMetrics.strokeScale(weight)
        var p = Path()
        let side = 6 * stroke, reach = max(1, 7 - 2.5 * stroke)
        for (corner, start) in [(Point(28, 28), 180.0), (Point(72, 28), 270), (Point(72, 72), 0), (Point(28, 72), 90)] {
            // A quarter arc clockwise from `start`, lengthened along its tangents.
            let arc = (0...15).map { Icon.onCircle(corner, 18, degrees: start + Double($0) * 6) }
            let (s0, c0) = (DeterministicMath.sin(degrees: start), DeterministicMath.cos(degrees: start))
            let (s1, c1) = (DeterministicMath.sin(degrees: start + 90), DeterministicMath.cos(degrees: start + 90))
            let before = Point(arc[0].x + reach * s0, arc[0].y - reach * c0)
            let after = Point(arc[15].x - reach * s1, arc[15].y + reach * c1)
            p.append(Path.polylineOutline([before] + arc + [after], width: side))
        }
        for (a, b) in [
            (Point(50 - reach, 10), Point(50 + reach, 10)), (Point(90, 50 - reach), Point(90, 50 + reach)),
            (Point(50 - reach, 90), Point(50 + reach, 90)), (Point(10, 50 - reach), Point(10, 50 + reach)),
        ] {
            p.append(Path.polylineOutline([a, b], width: side))
        }
        var hook: [Point] = []
        for degrees in stride(from: 180.0, through: 405, by: Icon.arcStep) { hook.append(Icon.onCircle(Point(50, 40), 12, degrees: degrees)) }
        hook += [Point(50, 56), Point(50, 60)]
        p.append(Path.polylineOutline(hook, width: 7 * stroke))
        p.append(.circle(center: Point(50, 71), radius: 4 + 1.5 * stroke))
        return p
    }
}
