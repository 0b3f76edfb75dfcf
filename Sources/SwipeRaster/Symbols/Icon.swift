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
/// `Icon+Messages.swift`, `Icon+Objects.swift` and `Icon+Status.swift`. An outline variant
/// (`bolt`, `flame`, `bookmark`, …) is its filled variant's silhouette drawn as a contour
/// (`outline(of:width:)`), as SF designs them.
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
    // The symbols app UIs use most besides the decks' own (outline and circled variants,
    // controls, arrows, objects).
    case xCircleFill = "x.circle.fill"
    case plusCircle = "plus.circle"
    case plusCircleFill = "plus.circle.fill"
    case minusCircle = "minus.circle"
    case minusCircleFill = "minus.circle.fill"
    case checkmarkCircle = "checkmark.circle"
    case ellipsisCircle = "ellipsis.circle"
    case ellipsisCircleFill = "ellipsis.circle.fill"
    case sliderHorizontal3 = "slider.horizontal.3"
    case arrowUturnLeft = "arrow.uturn.left"
    case arrowClockwise = "arrow.clockwise"
    case arrowUp = "arrow.up"
    case arrowDown = "arrow.down"
    case arrowLeft = "arrow.left"
    case arrowRight = "arrow.right"
    case squareAndArrowUp = "square.and.arrow.up"
    case suitHeart = "suit.heart"
    case suitHeartFill = "suit.heart.fill"
    case heartSlashFill = "heart.slash.fill"
    case bolt = "bolt"
    case flame = "flame"
    case person = "person"
    case personCircle = "person.circle"
    case handThumbsup = "hand.thumbsup"
    case handThumbsdown = "hand.thumbsdown"
    case handThumbsupCircle = "hand.thumbsup.circle"
    case handThumbsupCircleFill = "hand.thumbsup.circle.fill"
    case message = "message"
    case bubbleLeft = "bubble.left"
    case paperplane = "paperplane"
    case bell = "bell"
    case bellFill = "bell.fill"
    case house = "house"
    case location = "location"
    case globe = "globe"
    case gearshape = "gearshape"
    case bookmark = "bookmark"
    case camera = "camera"
    case photoFill = "photo.fill"
    case trash = "trash"
    case trashFill = "trash.fill"
    case crown = "crown"
    case crownFill = "crown.fill"

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
    package static func fit(_ rect: Rect) -> Transform {
        let side = min(rect.width, rect.height)
        let s = side / 100
        return Transform(
            a: s, b: 0, c: 0, d: s, tx: rect.minX + (rect.width - side) / 2, ty: rect.minY + (rect.height - side) / 2)
    }

    /// A `.slash` symbol's bar (a capsule from the top leading to the bottom trailing corner,
    /// as SF draws its slashes) and the band around it cut out of the base: a clearance of
    /// 0.45 bar widths (at least 3 units) on each side. Nil for symbols without a slash.
    func slash(weight: FontWeight) -> (bar: Path, gap: Path)? {
        guard self == .heartSlash || self == .heartSlashFill else { return nil }
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
        case .xCircleFill: return Icon.xmarkCircleFill(stroke: stroke)
        case .plusCircle: return Icon.plusCircle(stroke: stroke, filled: false)
        case .plusCircleFill: return Icon.plusCircle(stroke: stroke, filled: true)
        case .minusCircle: return Icon.minusCircle(stroke: stroke, filled: false)
        case .minusCircleFill: return Icon.minusCircle(stroke: stroke, filled: true)
        case .checkmarkCircle: return Icon.checkmarkCircle(stroke: stroke)
        case .ellipsisCircle: return Icon.ellipsisCircle(stroke: stroke, filled: false)
        case .ellipsisCircleFill: return Icon.ellipsisCircle(stroke: stroke, filled: true)
        case .sliderHorizontal3: return Icon.sliderHorizontal3(stroke: stroke)
        case .arrowUturnLeft: return Icon.arrowUturnBackward(stroke: stroke)
        case .arrowClockwise: return Icon.arrowClockwise(stroke: stroke)
        case .arrowUp: return Icon.straightArrow(turnedBy: 0, stroke: stroke)
        case .arrowRight: return Icon.straightArrow(turnedBy: 90, stroke: stroke)
        case .arrowDown: return Icon.straightArrow(turnedBy: 180, stroke: stroke)
        case .arrowLeft: return Icon.straightArrow(turnedBy: 270, stroke: stroke)
        case .squareAndArrowUp: return Icon.squareAndArrowUp(stroke: stroke)
        case .suitHeart: return Icon.outline(of: Icon.suitHeartShape, width: Icon.outlineWidth * stroke)
        case .suitHeartFill: return Icon.suitHeartShape
        case .heartSlashFill: return Icon.heartShape
        case .bolt: return Icon.outline(of: Icon.boltShape, width: Icon.outlineWidth * stroke)
        case .flame: return Icon.outline(of: Icon.flameShape, width: Icon.outlineWidth * stroke)
        case .person: return Icon.personOutline(stroke: stroke)
        case .personCircle: return Icon.personCircle(stroke: stroke)
        case .handThumbsup: return Icon.thumbsUpOutline(stroke: stroke)
        case .handThumbsdown: return Icon.thumbsDownOutline(stroke: stroke)
        case .handThumbsupCircle: return Icon.thumbsUpCircle(stroke: stroke)
        case .handThumbsupCircleFill: return Icon.thumbsUpDisc
        case .message: return Icon.outline(of: Icon.ovalBubbleSilhouette, width: Icon.outlineWidth * stroke)
        case .bubbleLeft: return Icon.outline(of: Icon.roundedBubbleSilhouette, width: Icon.outlineWidth * stroke)
        case .paperplane: return Icon.paperplaneOutline(stroke: stroke)
        case .bell: return Icon.bell(stroke: stroke, filled: false)
        case .bellFill: return Icon.bell(stroke: stroke, filled: true)
        case .house: return Icon.houseOutline(stroke: stroke)
        case .location: return Icon.outline(of: Icon.navigationDart, width: Icon.outlineWidth * stroke)
        case .globe: return Icon.globe(stroke: stroke)
        case .gearshape: return Icon.cogOutline(stroke: stroke)
        case .bookmark: return Icon.outline(of: Icon.ribbonShape, width: Icon.outlineWidth * stroke)
        case .camera: return Icon.cameraOutline(stroke: stroke)
        case .photoFill: return Icon.solidPhoto
        case .trash: return Icon.trash(stroke: stroke, filled: false)
        case .trashFill: return Icon.trash(stroke: stroke, filled: true)
        case .crown: return Icon.crown(stroke: stroke, filled: false)
        case .crownFill: return Icon.crown(stroke: stroke, filled: true)
        }
    }
}
