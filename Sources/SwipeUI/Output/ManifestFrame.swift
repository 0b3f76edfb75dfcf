import SwipeJSON
import SwipeRaster

/// One frame of `manifest.json` as typed values: what the manifest writes and what readers
/// such as the sweep CSV read, so no reader looks a member up by its spelling.
public struct ManifestFrame: Equatable, Sendable {
    public var index: Int
    /// Seconds: index / fps.
    public var time: Double
    /// The frame's PNG, e.g. `frame_00042.png`.
    public var file: String
    /// Bottom card first.
    public var cards: [ManifestCard]
    /// What the views outside the cards show (`SimulatedFrame.views`), in drawing order.
    public var views: [(name: String, value: ViewValue)]

    /// The frame `frame` of a scene drawn at `scale` pixels per point.
    public init(_ frame: SimulatedFrame, file: String, scale: Double) {
        index = frame.index
        time = frame.time
        self.file = file
        cards = frame.cards.map { ManifestCard($0, scale: scale) }
        views = frame.views
    }

    /// The frame's object in manifest.json.
    public var json: JSONValue {
        .object([
            ("index", .number(Double(index))),
            ("time", .number(time)),
            ("file", .string(file)),
            ("cards", .array(cards.map(\.json))),
            (
                "views",
                .object(
                    views.map { name, value in
                        switch value {
                        case .text(let text): return (name, .string(text))
                        case .attribute(let attribute): return (name, ManifestCard.json(ManifestCard.components(attribute)))
                        }
                    })
            ),
        ])
    }

    public static func == (a: ManifestFrame, b: ManifestFrame) -> Bool {
        a.index == b.index && a.time == b.time && a.file == b.file && a.cards == b.cards
            && a.views.map(\.name) == b.views.map(\.name) && a.views.map(\.value) == b.views.map(\.value)
    }
}

/// One card of a manifest frame. Zeros are stored as +0, so −0 never prints.
public struct ManifestCard: Equatable, Sendable {
    /// The element id, e.g. `card-3`.
    public var id: String
    /// Card-local points → pixels, `[a, b, c, d, tx, ty]` (x′ = a·x + c·y + tx).
    public var transform: [Double]
    /// The card's size in points.
    public var width: Double
    public var height: Double
    public var opacity: Double
    /// Drawing order among cards: 0 is drawn first (bottom).
    public var zOrder: Int
    /// The animated values in the card's fixed order: one component for a scalar (degrees for
    /// `rotation`, a factor for `scale` and opacities), x and y for a point (points for `offset`).
    public var values: [(name: String, components: [Double])]

    init(_ card: CardPlacement, scale: Double) {
        let t = card.transform.concatenating(.scale(scale))
        id = card.id
        transform = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.clean)
        width = card.width
        height = card.height
        opacity = Self.clean(card.opacity)
        zOrder = card.zOrder
        values = card.values.map { name, value in (name, Self.components(value)) }
    }

    /// A scalar's one component, a point's x and y, −0 written as 0.
    static func components(_ value: AttributeValue) -> [Double] {
        switch value {
        case .scalar(let number): return [clean(number)]
        case .vector(let point): return [clean(point.x), clean(point.y)]
        }
    }

    /// A scalar is written as a number, a point as [x, y].
    static func json(_ components: [Double]) -> JSONValue {
        components.count == 1 ? .number(components[0]) : .array(components.map(JSONValue.number))
    }

    public var json: JSONValue {
        .object([
            ("id", .string(id)),
            ("transform", .array(transform.map(JSONValue.number))),
            ("size", .array([.number(width), .number(height)])),
            ("opacity", .number(opacity)),
            ("z", .number(Double(zOrder))),
            ("values", .object(values.map { ($0.name, Self.json($0.components)) })),
        ])
    }

    public static func == (a: ManifestCard, b: ManifestCard) -> Bool {
        a.id == b.id && a.transform == b.transform && a.width == b.width && a.height == b.height && a.opacity == b.opacity
            && a.zOrder == b.zOrder && a.values.map(\.name) == b.values.map(\.name) && a.values.map(\.components) == b.values.map(\.components)
    }

    /// −0 as 0.
    private static func clean(_ value: Double) -> Double { value == 0 ? 0 : value }
}
