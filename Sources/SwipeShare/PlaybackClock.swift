/// When each rendered frame shows in a shared animation, computed exactly.
///
/// Source frame n is sampled at n / fps scene seconds (docs/determinism.md, rule 1). Played at `speed` (a
/// rational: 1/4 is 4× slow motion), it shows at playback time
///
///     T(n) = n × speed.denominator / (fps × speed.numerator)   seconds.
///
/// Every delay a format stores is a difference of two such exact times, rounded only once at
/// the end — never a sum of rounded delays — so the rounding error never accumulates.
public struct PlaybackClock: Equatable, Sendable {
    public let fps: Int
    public let speed: Fraction

    /// The slowest and fastest accepted speeds.
    public static let speedRange = Fraction(1, 100)...Fraction(10, 1)

    public init(fps: Int, speed: Fraction = Fraction(1, 1)) throws {
        guard (1...240).contains(fps) else {
            throw ShareError("frames per second must be 1…240, got \(fps)")
        }
        guard PlaybackClock.speedRange.contains(speed) else {
            throw ShareError("speed must be 0.01…10 (1 is real time, 0.25 four times slower), got \(speed)")
        }
        self.fps = fps
        self.speed = speed
    }

    /// T(n) in seconds, exactly.
    public func time(ofFrame index: Int) -> Fraction {
        Fraction(index * speed.denominator, fps * speed.numerator)
    }

    /// T(b) − T(a) in seconds, exactly, reduced.
    public func duration(from start: Int, to end: Int) -> Fraction {
        Fraction((end - start) * speed.denominator, fps * speed.numerator)
    }

    /// T(n) × `unitsPerSecond`, rounded half up with integer arithmetic (no floating point).
    public func roundedTime(ofFrame index: Int, unitsPerSecond: Int) -> Int {
        let numerator = index * speed.denominator * unitsPerSecond
        let denominator = fps * speed.numerator
        return (2 * numerator + denominator) / (2 * denominator)
    }

    /// The delay from frame `start` to frame `end` in whole `1 / unitsPerSecond` units, as the
    /// difference of the two rounded times: a run of such delays sums to the rounded total, so
    /// the error at any frame stays under half a unit.
    public func roundedDuration(from start: Int, to end: Int, unitsPerSecond: Int) -> Int {
        roundedTime(ofFrame: end, unitsPerSecond: unitsPerSecond)
            - roundedTime(ofFrame: start, unitsPerSecond: unitsPerSecond)
    }
}

/// A non-negative rational number kept in lowest terms.
public struct Fraction: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    /// `numerator / denominator`, reduced; `denominator` must be positive.
    public init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator > 0 && numerator >= 0, "Fraction needs a positive denominator")
        let divisor = Fraction.gcd(numerator, denominator)
        self.numerator = numerator / divisor
        self.denominator = denominator / divisor
    }

    /// Parses a plain decimal such as `0.25`, `2` or `1.5` exactly (at most 6 decimals).
    public init?(decimal text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            parts.allSatisfy({ $0.allSatisfy(\.isNumber) }),
            !(parts[0].isEmpty && (parts.count == 1 || parts[1].isEmpty)),
            parts[0].count <= 6, parts.count == 1 || parts[1].count <= 6
        else { return nil }
        let whole = Int(parts[0]) ?? 0
        let decimals = parts.count == 2 ? String(parts[1]) : ""
        var scale = 1
        for _ in decimals { scale *= 10 }
        self.init(whole * scale + (Int(decimals) ?? 0), scale)
    }

    public static func < (lhs: Fraction, rhs: Fraction) -> Bool {
        lhs.numerator * rhs.denominator < rhs.numerator * lhs.denominator
    }

    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
