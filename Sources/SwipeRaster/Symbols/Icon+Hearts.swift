/// heart, heart.fill, heart.slash's and heart.slash.fill's bases, heart.circle(.fill),
/// suit.heart(.fill).
extension Icon {
    /// A heart in the 100-unit box, clockwise, tip at (50, 88).
    static let heartShape: Path = {
        var p = Path()
        p.move(to: Point(50, 88))
        p.cubic(control1: Point(20, 67), control2: Point(6, 51), to: Point(6, 33))
        p.cubic(control1: Point(6, 18), control2: Point(17, 9), to: Point(30, 9))
        p.cubic(control1: Point(40, 9), control2: Point(47, 15), to: Point(50, 23))
        p.cubic(control1: Point(53, 15), control2: Point(60, 9), to: Point(70, 9))
        p.cubic(control1: Point(83, 9), control2: Point(94, 18), to: Point(94, 33))
        p.cubic(control1: Point(94, 51), control2: Point(80, 67), to: Point(50, 88))
        p.close()
        return p
    }()

    /// The heart's outline: the stroke is 8.8 units at regular (the inner heart at 0.8 scale
    /// of an 88-unit heart).
    static func heartOutline(stroke: Double) -> Path {
        var p = heartShape
        p.append(heartShape.transformed(by: about(Point(50, 46), scale: 1 - 0.2 * stroke)).reversed())
        return p
    }

    /// A ring with a small heart inside.
    static func heartCircle(stroke: Double) -> Path {
        var p = ring(center: Point(50, 50), outer: 46, inner: 46 - 7.5 * stroke)
        p.append(heartShape.transformed(by: about(Point(50, 48), scale: 0.48, to: Point(50, 52))))
        return p
    }

    /// A disc with a heart cut out.
    static let heartDisc: Path = {
        var p = Path.circle(center: Point(50, 50), radius: 46)
        p.append(heartShape.transformed(by: about(Point(50, 48), scale: 0.5, to: Point(50, 52))).reversed())
        return p
    }()
}

extension Icon {
    /// The playing-card heart: rounder, fuller lobes than `heartShape` and a longer, sharper
    /// point, clockwise, tip at (50, 93).
    static let suitHeartShape: Path = {
        var p = Path()
        p.move(to: Point(50, 93))
        p.cubic(control1: Point(38, 74), control2: Point(7, 60), to: Point(7, 33))
        p.cubic(control1: Point(7, 17), control2: Point(18, 7), to: Point(31, 7))
        p.cubic(control1: Point(41, 7), control2: Point(48, 14), to: Point(50, 24))
        p.cubic(control1: Point(52, 14), control2: Point(59, 7), to: Point(69, 7))
        p.cubic(control1: Point(82, 7), control2: Point(93, 17), to: Point(93, 33))
        p.cubic(control1: Point(93, 60), control2: Point(62, 74), to: Point(50, 93))
        p.close()
        return p
    }()
}
