import SwipeJSON
import SwipeBase

/// `motion.json`: a golden's motion of every frame, compact and deterministic.
///
/// ```
/// {"format": "swipesim-motion 1", "fps": 60, "decimals": 4,
///  "card": ["id", "z", "opacity", "transform [a, b, c, d, tx, ty] in points", "size [w, h] in points", "values"],
///  "frames": [
/// [["card-0", 0, 1, [1, 0, 0, 1, 35, 182], [320, 480], {"offset": [0, 0], "rotation": 0}], …],
/// …
/// ]}
/// ```
/// One line per frame (frame n is the n-th line, at n / fps), one array per card, bottom card
/// first. Numbers are rounded half away from zero to `decimals` places (1e-4 pt, 1e-4°), far
/// below any tolerance, so the file does not change with floating-point noise in the last bits
/// and stays small enough to commit (about 100 KB for 240 frames of four cards).
public enum MotionFile {
    public static let fileName = "motion.json"
    static let formatName = "swipesim-motion 1"
    /// Decimal places kept.
    public static let decimals = 4

    /// Numbers rounded to `decimals` places; every container on one line.
    static let style = JSONWriter.Style(layout: .oneLine, numbers: .decimals(decimals))

    /// The file's text for `recording`, ending in a newline. The line breaks are motion.json's
    /// own (the header on two lines, then one line per frame, so a golden's diff shows which
    /// frames moved); every value on those lines is written by `JSONWriter`.
    public static func text(_ recording: MotionRecording) -> String {
        let header: [(key: String, value: JSONValue)] = [
            ("format", .string(formatName)), ("fps", .number(Double(recording.fps))), ("decimals", .number(Double(decimals))),
        ]
        let legend = JSONValue.array(
            ["id", "z", "opacity", "transform [a, b, c, d, tx, ty] in points", "size [w, h] in points", "values"].map(JSONValue.string))
        var text = "{" + header.map { JSONWriter.member($0.key, $0.value, indent: 0, style: style) }.joined(separator: ", ") + ",\n"
        text += " " + JSONWriter.member("card", legend, indent: 0, style: style) + ",\n"
        text += " " + JSONWriter.quote("frames") + ": [\n"
        for (position, frame) in recording.frames.enumerated() {
            text += JSONWriter.fragment(.array(frame.cards.map(cardValue)), indent: 0, style: style)
            text += position + 1 < recording.frames.count ? ",\n" : "\n"
        }
        text += "]}\n"
        return text
    }

    /// `[id, z, opacity, [a, b, c, d, tx, ty], [w, h], {values}]`: a one-value animated value is
    /// a number, others an array.
    static func cardValue(_ card: CardMotion) -> JSONValue {
        let values = card.values.map { value -> (key: String, value: JSONValue) in
            let components = value.components.map(JSONValue.number)
            return (value.name, components.count == 1 ? components[0] : .array(components))
        }
        return .array([
            .string(card.id), .number(Double(card.zOrder)), .number(card.opacity),
            .array(card.transform.map(JSONValue.number)),
            .array([.number(card.width), .number(card.height)]),
            .object(values),
        ])
    }

    /// `recording` as it reads back from its file: every number rounded as the file stores it.
    /// Comparing rounded with rounded keeps a freshly recorded golden exactly equal.
    public static func rounded(_ recording: MotionRecording) -> MotionRecording {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        func round(_ value: Double) -> Double {
            let result = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
            return result == 0 ? 0 : result
        }
        var copy = recording
        for f in copy.frames.indices {
            for c in copy.frames[f].cards.indices {
                copy.frames[f].cards[c].opacity = round(copy.frames[f].cards[c].opacity)
                copy.frames[f].cards[c].transform = copy.frames[f].cards[c].transform.map(round)
                copy.frames[f].cards[c].width = round(copy.frames[f].cards[c].width)
                copy.frames[f].cards[c].height = round(copy.frames[f].cards[c].height)
                for v in copy.frames[f].cards[c].values.indices {
                    copy.frames[f].cards[c].values[v].components = copy.frames[f].cards[c].values[v].components.map(round)
                }
            }
        }
        return copy
    }

    /// Reads a motion file, from inside the folder holding it (`ConfinedFile`: a `motion.json`
    /// that is a link out of its golden's folder is refused unopened). Errors name the file and
    /// the frame and card at fault.
    public static func read(at path: String) throws -> MotionRecording {
        let bytes: [UInt8]
        do {
            bytes = try ConfinedFile.readBytes(atPath: path, maximumBytes: 64 << 20, what: "motion file")
        } catch {
            throw GoldenError.invalidMotion(path: path, message: "cannot read: \(error)")
        }
        return try parse(bytes: bytes, path: path)
    }

    /// Parses a motion file's bytes; `path` names the file in errors.
    public static func parse(bytes: [UInt8], path: String) throws -> MotionRecording {
        let root: JSONValue
        do {
            root = try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw GoldenError.invalidMotion(path: path, message: "\(error)")
        }
        func fail(_ message: String) -> GoldenError { .invalidMotion(path: path, message: message) }
        guard case .string(formatName)? = root["format"] else {
            throw fail("\"format\" must be \"\(formatName)\"")
        }
        guard case .number(let fpsValue)? = root["fps"], fpsValue == fpsValue.rounded(), (1...240).contains(fpsValue) else {
            throw fail("\"fps\" must be a whole number from 1 to 240")
        }
        guard case .array(let frameValues)? = root["frames"] else { throw fail("\"frames\" must be an array") }
        var frames: [FrameMotion] = []
        for (index, frameValue) in frameValues.enumerated() {
            guard case .array(let cardValues) = frameValue else { throw fail("frames[\(index)] must be an array of cards") }
            var cards: [CardMotion] = []
            for (position, cardValue) in cardValues.enumerated() {
                guard let card = Self.card(cardValue) else {
                    throw fail("frames[\(index)][\(position)] must be [id, z, opacity, [a, b, c, d, tx, ty], [w, h], {values}] with finite numbers")
                }
                cards.append(card)
            }
            frames.append(FrameMotion(index: index, cards: cards))
        }
        return MotionRecording(fps: Int(fpsValue), frames: frames)
    }

    static func card(_ value: JSONValue) -> CardMotion? {
        guard case .array(let fields) = value, fields.count == 6,
            case .string(let id) = fields[0],
            let z = finite(fields[1]), z == z.rounded(), abs(z) < 1e6,
            let opacity = finite(fields[2]),
            let transform = numbers(fields[3]), transform.count == 6,
            let size = numbers(fields[4]), size.count == 2,
            case .object(let members) = fields[5]
        else { return nil }
        var values: [AnimatedValue] = []
        for (name, member) in members {
            if let scalar = finite(member) {
                values.append(AnimatedValue(name: name, components: [scalar]))
            } else if let vector = numbers(member), !vector.isEmpty, vector.count <= 4 {
                values.append(AnimatedValue(name: name, components: vector))
            } else {
                return nil
            }
        }
        return CardMotion(
            id: id, zOrder: Int(z), opacity: opacity, transform: transform,
            width: size[0], height: size[1], values: values)
    }

    static func finite(_ value: JSONValue) -> Double? {
        guard case .number(let number) = value, number.isFinite else { return nil }
        return number
    }

    static func numbers(_ value: JSONValue) -> [Double]? {
        guard case .array(let elements) = value else { return nil }
        var result: [Double] = []
        for element in elements {
            guard let number = finite(element) else { return nil }
            result.append(number)
        }
        return result
    }
}
