/// The motion of every frame of a scene: per frame and on-screen card, where the card is, how
/// opaque, in which drawing order, and every animated value. It is the manifest's motion data,
/// kept beside a golden's images (`motion.json`) so that a change between the sampled image
/// frames cannot go unnoticed.
public struct MotionRecording: Equatable, Sendable {
    /// Frames per second of the recording (frame n is at n / fps).
    public var fps: Int
    /// Every frame of the scene, in index order, starting at 0.
    public var frames: [FrameMotion]

    public init(fps: Int, frames: [FrameMotion]) {
        self.fps = fps
        self.frames = frames
    }
}

/// One frame's cards, bottom first.
public struct FrameMotion: Equatable, Sendable {
    public var index: Int
    public var cards: [CardMotion]

    public init(index: Int, cards: [CardMotion]) {
        self.index = index
        self.cards = cards
    }
}

/// One card in one frame.
public struct CardMotion: Equatable, Sendable {
    /// The element id, e.g. `card-3`; cards are matched between recordings by id.
    public var id: String
    /// Drawing order among cards: 0 is drawn first (bottom).
    public var zOrder: Int
    /// 0…1.
    public var opacity: Double
    /// `[a, b, c, d, tx, ty]` mapping card-local points to screen points:
    /// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public var transform: [Double]
    /// The card's size in points.
    public var width: Double
    public var height: Double
    /// The animated values by name, in the preset's fixed order; a scalar has one component,
    /// a vector (an offset) two.
    public var values: [AnimatedValue]

    public init(
        id: String, zOrder: Int, opacity: Double, transform: [Double], width: Double, height: Double,
        values: [AnimatedValue]
    ) {
        self.id = id
        self.zOrder = zOrder
        self.opacity = opacity
        self.transform = transform
        self.width = width
        self.height = height
        self.values = values
    }

    /// The four corners of the card on screen, in points: top-left, top-right, bottom-right,
    /// bottom-left. A change of any transform component shows as a corner moving, so one
    /// tolerance in points covers translation, rotation and scale.
    public var corners: [(x: Double, y: Double)] {
        guard transform.count == 6 else { return [] }
        let (a, b, c, d, tx, ty) = (transform[0], transform[1], transform[2], transform[3], transform[4], transform[5])
        return [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)].map { x, y in
            (a * x + c * y + tx, b * x + d * y + ty)
        }
    }

    /// Every value of this card as a named scalar with its unit, in a fixed order: the corners
    /// (`top-left.x` …), `opacity`, `z`, then the animated values (`offset.x`, `rotation` …).
    public var channels: [MotionChannel] {
        var result: [MotionChannel] = []
        for (names, point) in zip(MotionChannel.cornerChannelNames, corners) {
            result.append(MotionChannel(name: names.x, unit: .points, value: point.x))
            result.append(MotionChannel(name: names.y, unit: .points, value: point.y))
        }
        result.append(MotionChannel(name: "opacity", unit: .opacity, value: opacity))
        result.append(MotionChannel(name: "z", unit: .order, value: Double(zOrder)))
        for value in values {
            let unit = MotionUnit(valueName: value.name)
            if value.components.count == 1 {
                result.append(MotionChannel(name: value.name, unit: unit, value: value.components[0]))
            } else {
                for (axis, component) in zip(["x", "y", "z", "w"], value.components) {
                    result.append(MotionChannel(name: value.name + "." + axis, unit: unit, value: component))
                }
            }
        }
        return result
    }
}

/// A named animated value: one component for a scalar, two for a vector.
public struct AnimatedValue: Equatable, Sendable {
    public var name: String
    public var components: [Double]

    public init(name: String, components: [Double]) {
        self.name = name
        self.components = components
    }
}

/// What a motion value measures, which decides its tolerance.
public enum MotionUnit: String, Sendable {
    /// Screen or layout distance.
    case points
    /// An angle.
    case degrees
    /// Opacity, and unitless fractions such as scale or drag progress.
    case opacity
    /// Drawing order: any change counts.
    case order

    /// The unit of an animated value, from its name: `rotation`/`angle` → degrees,
    /// `offset`/`translation`/`position`/`x`/`y` → points, anything else (opacity, scale,
    /// progress) → a fraction compared with the opacity tolerance.
    public init(valueName name: String) {
        // ASCII case-insensitive search over the UTF-8 bytes: the same answer as
        // `name.lowercased().contains(word)` for these ASCII words (no other character
        // lowercases to a run of ASCII letters), without building strings; `verify` asks this
        // for every value of every card of every frame.
        // A value inside a card is named by its view's path (`.frame/ZStack/.opacity`): its
        // unit is that of the last step, the effect itself.
        let bytes = Array(name.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last ?? [])
        func contains(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count >= count else { return false }
            return word.withUTF8Buffer { letters in
                (0...(bytes.count - count)).contains { start in
                    (0..<count).allSatisfy { k in
                        let byte = bytes[start + k]
                        return (byte >= 65 && byte <= 90 ? byte + 32 : byte) == letters[k]
                    }
                }
            }
        }
        if contains("rotation") || contains("angle") {
            self = .degrees
        } else if contains("offset") || contains("translation") || contains("position") {
            self = .points
        } else {
            self = .opacity
        }
    }

    /// The unit as printed after a number: `pt`, `°`, or nothing for fractions and order.
    var suffix: String {
        switch self {
        case .points: return " pt"
        case .degrees: return "°"
        case .opacity, .order: return ""
        }
    }
}

/// One scalar of a card's motion in one frame.
public struct MotionChannel: Equatable, Sendable {
    static let cornerNames = ["top-left", "top-right", "bottom-right", "bottom-left"]
    /// The channel names of the corners' coordinates, `top-left.x` …, made once.
    static let cornerChannelNames = cornerNames.map { (x: $0 + ".x", y: $0 + ".y") }

    public var name: String
    public var unit: MotionUnit
    public var value: Double
}
