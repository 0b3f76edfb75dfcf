import SwipeRaster

/// One sampled frame of a simulation as the manifest records it: its index, time in seconds,
/// the identified views (a deck's cards), what the other views show, and (for the frames a
/// render draws) what it draws.
public struct SimulatedFrame {
    public var index: Int
    /// index / fps, seconds.
    public var time: Double
    /// The views the preset marks with `.accessibilityIdentifier` (its cards, and views such as
    /// an empty state or a button bar whose motion the manifest records), in drawing order.
    public var cards: [CardPlacement]
    /// What the views outside the cards show, in drawing order, named by their type path
    /// (SwipeUI's `Frame.screenValues`): effect values such as a button bar's opacity, and texts
    /// such as a counter's.
    public var views: [(name: String, value: ViewValue)] = []
    /// What the frame draws, recorded for the frames a render draws; nil for the others.
    public var drawing: FrameDrawing?

    /// SwipeUI's frame as the manifest takes it: its identified views become `cards`, its
    /// screen values `views`.
    public init(_ frame: Frame) {
        index = frame.index
        time = frame.time
        cards = frame.identifiedViews.map(CardPlacement.init)
        views = frame.screenValues.map { ($0.name, ViewValue($0)) }
        drawing = frame.drawing
    }
}

/// A value a view outside the cards shows: an animated effect value or a text.
public enum ViewValue: Equatable, Sendable {
    case attribute(AttributeValue)
    case text(String)

    /// A text as itself, an effect value as an attribute.
    init(_ value: IdentifiedView.Value) {
        self = value.text.map(ViewValue.text) ?? .attribute(AttributeValue(components: value.components))
    }
}

/// Where an identified view is on screen: the manifest's motion data for it.
public struct CardPlacement: Equatable {
    /// The view's identifier, e.g. `card-3`.
    public var id: String
    /// Maps the view's local rect (origin top-left, in points) to screen points.
    public var transform: Transform
    /// The view's size in points.
    public var width: Double
    public var height: Double
    public var opacity: Double
    /// Drawing order among identified views: 0 is drawn first (bottom).
    public var zOrder: Int
    /// The presented effect values on the way to the view (offset, rotation, scale, opacity),
    /// innermost first, by name; then those inside it (a stamp's opacity), named by their type
    /// path from the view.
    public var values: [(name: String, value: AttributeValue)]

    /// An identified view of SwipeUI's frame (`Frame.identifiedViews`).
    init(_ view: IdentifiedView) {
        let m = view.transform
        id = view.identifier
        transform = Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        width = Double(view.size.width)
        height = Double(view.size.height)
        opacity = view.opacity
        zOrder = view.drawingOrder
        values = view.values.map { ($0.name, AttributeValue(components: $0.components)) }
    }

    public static func == (a: CardPlacement, b: CardPlacement) -> Bool {
        a.id == b.id && a.transform == b.transform && a.width == b.width && a.height == b.height
            && a.opacity == b.opacity && a.zOrder == b.zOrder && a.values.map(\.name) == b.values.map(\.name)
            && a.values.map(\.value) == b.values.map(\.value)
    }
}

/// A scalar (rotation in degrees, opacity) or a 2-vector (offset in points, scale [x, y]).
public enum AttributeValue: Equatable, Sendable {
    case scalar(Double)
    case vector(Point)

    /// One component as a scalar, two as a point.
    init(components c: [Double]) {
        self = c.count == 2 ? .vector(Point(c[0], c[1])) : .scalar(c.first ?? 0)
    }

    public var scalar: Double {
        switch self {
        case .scalar(let value): return value
        case .vector(let point): return point.x
        }
    }

    public var vector: Point {
        switch self {
        case .scalar(let value): return Point(value, 0)
        case .vector(let point): return point
        }
    }
}
