/// Marks and controls: xmark, x.circle / xmark.circle, xmark.circle.fill (x.circle.fill),
/// checkmark, checkmark.circle(.fill), plus, minus, plus.circle(.fill), minus.circle(.fill),
/// info.circle(.fill), ellipsis, ellipsis.circle(.fill), line.horizontal.3, slider.horizontal.3.
///
/// The circled marks share one circle: 92 units across (`SymbolMetrics`), its ring 7.5 units
/// at regular; a `.fill` variant is the disc with the mark cut out as one contour.
extension Icon {
    static let circleCenter = Point(50, 50)
    static let circleRadius = 46.0

    /// The circled marks' ring at `stroke`.
    static func circleRing(stroke: Double) -> Path {
        ring(center: circleCenter, outer: circleRadius, inner: circleRadius - 7.5 * stroke)
    }

    /// The circled marks' disc with `mark` (clockwise, inside the disc) cut out.
    static func disc(cutting mark: Path) -> Path {
        var p = Path.circle(center: circleCenter, radius: circleRadius)
        p.append(mark.reversed())
        return p
    }

    static func xmark(stroke: Double) -> Path {
        var p = capsule(Point(20, 20), Point(80, 80), width: 11 * stroke)
        p.append(capsule(Point(80, 20), Point(20, 80), width: 11 * stroke))
        return p
    }

    /// A ring with a small × (SF's `x.circle` is the older name of `xmark.circle`).
    static func xmarkCircle(stroke: Double) -> Path {
        var p = circleRing(stroke: stroke)
        p.append(capsule(Point(34, 34), Point(66, 66), width: 8 * stroke))
        p.append(capsule(Point(66, 34), Point(34, 66), width: 8 * stroke))
        return p
    }

    static func xmarkCircleFill(stroke: Double) -> Path {
        disc(cutting: cross(center: circleCenter, arm: 16 * 2.0.squareRoot(), width: 8 * stroke, degrees: 45))
    }

    /// A tick: a short stroke down to the bottom left third, a long one up to the top right.
    static func checkmark(stroke: Double) -> Path {
        Path.polylineOutline([Point(14, 54), Point(37, 78), Point(86, 22)], width: 10 * stroke)
    }

    static func checkmarkCircleFill(stroke: Double) -> Path {
        disc(cutting: Path.polylineOutline([Point(29, 52), Point(44, 67), Point(71, 35)], width: 8.5 * stroke))
    }

    static func plus(stroke: Double) -> Path {
        var p = capsule(Point(50, 12), Point(50, 88), width: 10 * stroke)
        p.append(capsule(Point(12, 50), Point(88, 50), width: 10 * stroke))
        return p
    }

    static func minus(stroke: Double) -> Path {
        capsule(Point(12, 50), Point(88, 50), width: 10 * stroke)
    }

    /// A lower-case "i" (a dot over a stem) in the ring, or cut out of the disc.
    static func infoCircle(stroke: Double, filled: Bool) -> Path {
        // The dot rises and the stem drops as they grow, so they never touch (5 units apart at black).
        var letter = Path.circle(center: Point(50, 31 - 2.5 * stroke), radius: 3.5 + 2 * stroke)
        letter.append(capsule(Point(50, 44 + 2 * stroke), Point(50, 72), width: 8.5 * stroke))
        if filled { return disc(cutting: letter) }
        var p = circleRing(stroke: stroke)
        p.append(letter)
        return p
    }

    /// Three dots in a row; they grow with the weight.
    static func ellipsis(stroke: Double) -> Path {
        var p = Path()
        for x in [16.0, 50, 84] { p.append(.circle(center: Point(x, 50), radius: 4.5 + 2.5 * stroke)) }
        return p
    }

    static func lineHorizontal3(stroke: Double) -> Path {
        var p = Path()
        for y in [24.0, 50, 76] { p.append(capsule(Point(12, y), Point(88, y), width: 9 * stroke)) }
        return p
    }
}

extension Icon {
    /// `mark` (clockwise, one contour per piece, pieces apart) in the ring, or cut out of the disc.
    static func circled(_ mark: Path, stroke: Double, filled: Bool) -> Path {
        if filled { return disc(cutting: mark) }
        var p = circleRing(stroke: stroke)
        p.append(mark)
        return p
    }

    static func plusCircle(stroke: Double, filled: Bool) -> Path {
        circled(cross(center: circleCenter, arm: 20, width: 8 * stroke, degrees: 0), stroke: stroke, filled: filled)
    }

    static func minusCircle(stroke: Double, filled: Bool) -> Path {
        circled(capsule(Point(30, 50), Point(70, 50), width: 8 * stroke), stroke: stroke, filled: filled)
    }

    static func checkmarkCircle(stroke: Double) -> Path {
        circled(Path.polylineOutline([Point(29, 52), Point(44, 67), Point(71, 35)], width: 8.5 * stroke), stroke: stroke, filled: false)
    }

    /// Three dots across the middle of the ring or the disc.
    static func ellipsisCircle(stroke: Double, filled: Bool) -> Path {
        var dots = Path()
        for x in [30.0, 50, 70] { dots.append(.circle(center: Point(x, 50), radius: 3.5 + 1.5 * stroke)) }
        return circled(dots, stroke: stroke, filled: filled)
    }

    /// Three lines, each with a knob (a ring the line stops at) at its own place: right, left,
    /// middle from the top.
    static func sliderHorizontal3(stroke: Double) -> Path {
        let width = 6 * stroke, knob = 10.0
        var p = Path()
        for (y, x) in [(20.0, 66.0), (50, 34), (80, 56)] {
            p.append(capsule(Point(10, y), Point(x - knob, y), width: width))
            p.append(capsule(Point(x + knob, y), Point(90, y), width: width))
            p.append(ring(center: Point(x, y), outer: knob, inner: max(1, knob - width)))
        }
        return p
    }
}
