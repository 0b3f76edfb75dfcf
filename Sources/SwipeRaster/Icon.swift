/// Vector icons for the SF Symbols names a swipe deck uses, drawn by our own paths.
///
/// Each icon is designed in a 100 × 100 box (y down) as one path to fill with the nonzero
/// rule: strokes are built as filled outlines (capsules, rings), holes as reversed contours
/// (`Icon+Outlines.swift` has the pieces). Stroke widths follow the weight
/// (`SymbolMetrics.strokeScale`); the box's size follows the font size and image scale
/// (`SymbolMetrics.boxSide`). They are recognisable likenesses designed for SwipeSim, not
/// Apple's artwork. A `.slash` symbol is its base with a gap cut along the slash, and the slash.
/// The designs live by family in `Icon+Hearts.swift`, `Icon+Marks.swift`, `Icon+Arrows.swift`,
/// `Icon+Stars.swift`, `Icon+Nature.swift`, `Icon+Places.swift`, `Icon+People.swift`,
/// `Icon+Messages.swift`, `Icon+Objects.swift` and `Icon+Status.swift`.
public enum Icon: String, CaseIterable, Sendable {
    case heart = "heart"
    case heartFill = "heart.fill"
    case heartSlash = "heart.slash"
    case xmark = "xmark"
    case xCircle = "x.circle"
    case heartCircle = "heart.circle"
    case heartCircleFill = "heart.circle.fill"
    case lineHorizontal3 = "line.horizontal.3"
    case mappinAndEllipse = "mappin.and.ellipse"
    case leafFill = "leaf.fill"
    case snowflake = "snowflake"
    case sunMaxFill = "sun.max.fill"
    case tramFill = "tram.fill"
    case mountain2Fill = "mountain.2.fill"
    case cellularBars = "cellularbars"
    case wifi = "wifi"
    case battery100 = "battery.100"
    case star = "star"
    case starFill = "star.fill"
    case starCircleFill = "star.circle.fill"
    case xmarkCircle = "xmark.circle"
    case xmarkCircleFill = "xmark.circle.fill"
    case checkmark = "checkmark"
    case checkmarkCircleFill = "checkmark.circle.fill"
    case arrowCounterclockwise = "arrow.counterclockwise"
    case arrowUturnBackward = "arrow.uturn.backward"
    case arrowUpCircle = "arrow.up.circle"
    case arrowUpCircleFill = "arrow.up.circle.fill"
    case boltFill = "bolt.fill"
    case flameFill = "flame.fill"
    case personFill = "person.fill"
    case personCircleFill = "person.circle.fill"
    case infoCircle = "info.circle"
    case infoCircleFill = "info.circle.fill"
    case handThumbsupFill = "hand.thumbsup.fill"
    case handThumbsdownFill = "hand.thumbsdown.fill"
    case messageFill = "message.fill"
    case bubbleLeftFill = "bubble.left.fill"
    case paperplaneFill = "paperplane.fill"
    case locationFill = "location.fill"
    case mappin = "mappin"
    case houseFill = "house.fill"
    case magnifyingglass = "magnifyingglass"
    case gearshapeFill = "gearshape.fill"
    case plus = "plus"
    case minus = "minus"
    case chevronLeft = "chevron.left"
    case chevronRight = "chevron.right"
    case chevronUp = "chevron.up"
    case chevronDown = "chevron.down"
    case ellipsis = "ellipsis"
    case sparkles = "sparkles"
    case bookmarkFill = "bookmark.fill"
    case photo = "photo"
    case cameraFill = "camera.fill"

    /// The icon with this SF Symbols name; throws listing the known names otherwise.
    public init(named name: String) throws {
        guard let icon = Icon(rawValue: name) else {
            throw RasterError(
                .unknownIcon,
                "unknown icon \"\(name)\"; known icons: " + Icon.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = icon
    }

    /// The icon at `weight`, scaled uniformly to fit `rect` and centred in it. For a `.slash`
    /// symbol this is the base and the slash without the gap (`fill(in:…)` cuts the gap).
    public func path(in rect: Rect, weight: FontWeight = .regular) -> Path {
        var p = design(weight: weight)
        if let slash = slash(weight: weight) { p.append(slash.bar) }
        return p.transformed(by: Icon.fit(rect))
    }

    /// How to fill the icon in `rect` as one shape: fill `base` clipped (even-odd) to `clip`,
    /// then fill `bar` — for a `.slash` symbol the clip cuts a gap either side of the bar, so
    /// no pixel is painted twice and a translucent colour never darkens where the parts meet;
    /// other symbols have no clip and no bar.
    public func parts(in rect: Rect, weight: FontWeight = .regular) -> (base: Path, clip: Path?, bar: Path?) {
        let fit = Icon.fit(rect)
        let base = design(weight: weight).transformed(by: fit)
        guard let slash = slash(weight: weight) else { return (base, nil, nil) }
        var outside = Path.rect(Rect(x: -50, y: -50, width: 200, height: 200))
        outside.append(slash.gap)
        return (base, outside.transformed(by: fit), slash.bar.transformed(by: fit))
    }

    /// Fills the icon in `rect` as one shape (`parts(in:weight:)`).
    public func fill(in rect: Rect, weight: FontWeight = .regular, paint: Paint, transform: Transform, on canvas: Canvas) throws {
        let (base, clip, bar) = parts(in: rect, weight: weight)
        guard let clip, let bar else {
            try canvas.fill(base, paint: paint, transform: transform)
            return
        }
        canvas.save()
        try canvas.clip(to: clip, transform: transform, fillRule: .evenOdd)
        try canvas.fill(base, paint: paint, transform: transform)
        canvas.restore()
        try canvas.fill(bar, paint: paint, transform: transform)
    }

    /// The design box (100 units) mapped onto the largest square centred in `rect`.
    static func fit(_ rect: Rect) -> Transform {
        let side = min(rect.width, rect.height)
        let s = side / 100
        return Transform(
            a: s, b: 0, c: 0, d: s, tx: rect.minX + (rect.width - side) / 2, ty: rect.minY + (rect.height - side) / 2)
    }

    /// A `.slash` symbol's bar (a capsule from the top leading to the bottom trailing corner,
    /// as SF draws its slashes) and the band around it cut out of the base: a clearance of
    /// 0.45 bar widths (at least 3 units) on each side. Nil for symbols without a slash.
    func slash(weight: FontWeight) -> (bar: Path, gap: Path)? {
        guard self == .heartSlash else { return nil }
        let width = 8.8 * SymbolMetrics.strokeScale(weight)
        let clearance = max(3, 0.45 * width)
        let a = Point(14, 8), b = Point(86, 92)
        return (Icon.capsule(a, b, width: width), Icon.capsule(a, b, width: width + 2 * clearance))
    }

    /// The path in its 100 × 100 design box at regular weight.
    public var design: Path { design(weight: .regular) }

    /// The path in its 100 × 100 design box, strokes as wide as `weight` draws them (without
    /// a `.slash` symbol's bar).
    public func design(weight: FontWeight) -> Path {
        let stroke = SymbolMetrics.strokeScale(weight)
        switch self {
        case .heart, .heartSlash: return Icon.heartOutline(stroke: stroke)
        case .heartFill: return Icon.heartShape
        case .heartCircle: return Icon.heartCircle(stroke: stroke)
        case .heartCircleFill: return Icon.heartDisc
        case .xmark: return Icon.xmark(stroke: stroke)
        case .xCircle, .xmarkCircle: return Icon.xmarkCircle(stroke: stroke)
        case .xmarkCircleFill: return Icon.xmarkCircleFill(stroke: stroke)
        case .checkmark: return Icon.checkmark(stroke: stroke)
        case .checkmarkCircleFill: return Icon.checkmarkCircleFill(stroke: stroke)
        case .plus: return Icon.plus(stroke: stroke)
        case .minus: return Icon.minus(stroke: stroke)
        case .infoCircle: return Icon.infoCircle(stroke: stroke, filled: false)
        case .infoCircleFill: return Icon.infoCircle(stroke: stroke, filled: true)
        case .ellipsis: return Icon.ellipsis(stroke: stroke)
        case .lineHorizontal3: return Icon.lineHorizontal3(stroke: stroke)
        case .arrowCounterclockwise: return Icon.arrowCounterclockwise(stroke: stroke)
        case .arrowUturnBackward: return Icon.arrowUturnBackward(stroke: stroke)
        case .arrowUpCircle: return Icon.arrowUpCircle(stroke: stroke, filled: false)
        case .arrowUpCircleFill: return Icon.arrowUpCircle(stroke: stroke, filled: true)
        case .chevronLeft: return Icon.chevron(pointing: Point(-1, 0), stroke: stroke)
        case .chevronRight: return Icon.chevron(pointing: Point(1, 0), stroke: stroke)
        case .chevronUp: return Icon.chevron(pointing: Point(0, -1), stroke: stroke)
        case .chevronDown: return Icon.chevron(pointing: Point(0, 1), stroke: stroke)
        case .star: return Icon.starOutline(stroke: stroke)
        case .starFill: return Icon.starShape
        case .starCircleFill: return Icon.starDisc
        case .sparkles: return Icon.sparkles(stroke: stroke)
        case .leafFill: return Icon.leafFill(stroke: stroke)
        case .snowflake: return Icon.snowflake(stroke: stroke)
        case .sunMaxFill: return Icon.sunMaxFill(stroke: stroke)
        case .mountain2Fill: return Icon.twoPeaks
        case .flameFill: return Icon.flameShape
        case .boltFill: return Icon.boltShape
        case .mappinAndEllipse: return Icon.mappinAndEllipse(stroke: stroke)
        case .mappin: return Icon.mappin(stroke: stroke)
        case .locationFill: return Icon.navigationDart
        case .houseFill: return Icon.houseShape
        case .tramFill: return Icon.tramFill(stroke: stroke)
        case .personFill: return Icon.personShape
        case .personCircleFill: return Icon.personDisc
        case .handThumbsupFill: return Icon.thumbsUp
        case .handThumbsdownFill: return Icon.thumbsDown
        case .messageFill: return Icon.ovalBubble
        case .bubbleLeftFill: return Icon.roundedBubble
        case .paperplaneFill: return Icon.paperDart
        case .magnifyingglass: return Icon.magnifyingglass(stroke: stroke)
        case .gearshapeFill: return Icon.cogShape
        case .bookmarkFill: return Icon.ribbonShape
        case .photo: return Icon.photo(stroke: stroke)
        case .cameraFill: return Icon.cameraShape
        case .cellularBars, .wifi, .battery100: return Icon.statusGlyph(self, stroke: stroke)
        }
    }
}
