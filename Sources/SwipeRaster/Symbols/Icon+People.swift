/// People and hands: person(.fill), person.circle(.fill), hand.thumbsup(.fill),
/// hand.thumbsdown(.fill), hand.thumbsup.circle(.fill).
extension Icon {
    /// A head over rounded shoulders, a gap between them.
    static let personShape: Path = {
        var p = Path.circle(center: personHeadCenter, radius: personHeadRadius)
        p.append(personShoulders)
        return p
    }()

    static let personHeadCenter = Point(50, 28)
    static let personHeadRadius = 19.0

    /// The shoulders under the head, clockwise.
    static let personShoulders: Path = {
        var p = Path()
        p.move(to: Point(10, 84))
        p.cubic(control1: Point(10, 64), control2: Point(28, 54), to: Point(50, 54))
        p.cubic(control1: Point(72, 54), control2: Point(90, 64), to: Point(90, 84))
        p.quad(control: Point(90, 92), to: Point(82, 92))
        p.line(to: Point(18, 92))
        p.quad(control: Point(10, 92), to: Point(10, 84))
        p.close()
        return p
    }()

    /// A disc with a small person cut out.
    static let personDisc = disc(cutting: personShape.transformed(by: about(Point(50, 50), scale: 0.52, to: Point(50, 51))))

    /// A fist seen from the side, thumb up, a cuff at its wrist on the left.
    static let thumbsUp: Path = {
        var p = Path.roundedRect(Rect(x: 6, y: 44, width: 18, height: 48), cornerRadius: 4, style: .continuous)
        p.append(.roundedRect(Rect(x: 29, y: 42, width: 44, height: 50), cornerRadius: 9, style: .continuous))
        for (y, reach) in [(49.0, 88.0), (61, 90), (73, 88), (85, 84)] {
            p.append(capsule(Point(60, y), Point(reach, y), width: 12))
        }
        p.append(capsule(Point(44, 46), Point(55, 13), width: 16))
        return p
    }()

    /// The thumbs-up turned upside down (mirrored top to bottom, wound clockwise again).
    static let thumbsDown = thumbsUp.transformed(by: Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100)).reversed()
}

extension Icon {
    /// The head as a ring and the shoulders as their outline.
    static func personOutline(stroke: Double) -> Path {
        let width = outlineWidth * stroke
        var p = ring(center: personHeadCenter, outer: personHeadRadius, inner: max(1, personHeadRadius - width))
        p.append(outline(of: personShoulders, width: width))
        return p
    }

    /// The ring with a small solid person inside.
    static func personCircle(stroke: Double) -> Path {
        var p = circleRing(stroke: stroke)
        p.append(personShape.transformed(by: about(Point(50, 50), scale: 0.52, to: Point(50, 51))))
        return p
    }

    /// The thumbs-up hand's silhouette as one contour (the cuff apart): the thumb rising on the
    /// left, the knuckles of four fingers stepping down the right.
    static let thumbsUpHand = polygon(
        [
            Point(30, 47), Point(40, 42), Point(46, 28), Point(47, 12), Point(54, 7), Point(61, 13), Point(61, 29), Point(57, 39),
            Point(84, 39), Point(91, 46), Point(86, 54), Point(91, 61), Point(86, 68), Point(89, 75), Point(83, 83), Point(80, 92),
            Point(30, 92),
        ],
        cornerRadius: 4)

    static let thumbsUpCuff = Rect(x: 7, y: 45, width: 16, height: 47)

    /// The hand's outline with two lines between the fingers, and the cuff's outline.
    static func thumbsUpOutline(stroke: Double) -> Path {
        let width = 6.5 * stroke
        var p = outline(of: thumbsUpHand, width: width)
        p.append(capsule(Point(70, 54), Point(84, 54), width: 0.75 * width))
        p.append(capsule(Point(70, 68), Point(84, 68), width: 0.75 * width))
        // The cuff's line inside its rectangle, as the hand's is pulled in.
        let cuff = Rect(
            x: thumbsUpCuff.x + width / 2, y: thumbsUpCuff.y + width / 2,
            width: max(0, thumbsUpCuff.width - width), height: max(0, thumbsUpCuff.height - width))
        p.append(Shape.roundedRect(cuff, cornerRadius: 3, style: .continuous).strokeOutline(lineWidth: width))
        return p
    }

    /// The thumbs-up outline upside down.
    static func thumbsDownOutline(stroke: Double) -> Path {
        thumbsUpOutline(stroke: stroke).transformed(by: Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100)).reversed()
    }

    /// The hand and cuff as one solid each (neither overlapping the other).
    static let thumbsUpSilhouette: Path = {
        var p = thumbsUpHand
        p.append(.roundedRect(thumbsUpCuff, cornerRadius: 3, style: .continuous))
        return p
    }()

    static let thumbInCircle = about(Point(50, 50), scale: 0.5, to: Point(50, 49))

    /// The ring with a small solid thumbs-up inside.
    static func thumbsUpCircle(stroke: Double) -> Path {
        var p = circleRing(stroke: stroke)
        p.append(thumbsUpSilhouette.transformed(by: thumbInCircle))
        return p
    }

    /// The disc with the thumbs-up cut out.
    static let thumbsUpDisc = disc(cutting: thumbsUpSilhouette.transformed(by: thumbInCircle))
}
