/// A colour in a scene: straight-alpha sRGB, 8 bits a channel.
///
/// Written in scenes as a SwiftUI colour name (`"indigo"`, light-mode values of FACTS.md §6),
/// as hex (`"#5856D6"` or `"#5856D6CC"`), or as `{"color": "indigo", "opacity": 0.18}`.
public struct SceneColor: Equatable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same colour with its alpha multiplied by `opacity` (0…1), rounded to nearest.
    public func opacity(_ opacity: Double) -> SceneColor {
        var copy = self
        copy.alpha = UInt8((Double(alpha) * min(max(opacity, 0), 1)).rounded())
        return copy
    }

    /// SwiftUI's system colours in light mode (OpenSwiftUI `SystemColors.swift`), in the order
    /// they are listed in error messages.
    public static let named: [(name: String, color: SceneColor)] = [
        ("red", SceneColor(red: 255, green: 59, blue: 48)),
        ("orange", SceneColor(red: 255, green: 149, blue: 0)),
        ("yellow", SceneColor(red: 255, green: 204, blue: 0)),
        ("green", SceneColor(red: 52, green: 199, blue: 89)),
        ("mint", SceneColor(red: 0, green: 199, blue: 190)),
        ("teal", SceneColor(red: 48, green: 176, blue: 199)),
        ("cyan", SceneColor(red: 50, green: 173, blue: 230)),
        ("blue", SceneColor(red: 0, green: 122, blue: 255)),
        ("indigo", SceneColor(red: 88, green: 86, blue: 214)),
        ("purple", SceneColor(red: 175, green: 82, blue: 222)),
        ("pink", SceneColor(red: 255, green: 45, blue: 85)),
        ("brown", SceneColor(red: 162, green: 132, blue: 94)),
        ("gray", SceneColor(red: 142, green: 142, blue: 147)),
        ("white", SceneColor(red: 255, green: 255, blue: 255)),
        ("black", SceneColor(red: 0, green: 0, blue: 0)),
        ("clear", SceneColor(red: 0, green: 0, blue: 0, alpha: 0)),
        ("systemFill", SceneColor(red: 120, green: 120, blue: 128, alpha: 51)),
        ("systemBackground", SceneColor(red: 255, green: 255, blue: 255)),
        ("secondarySystemBackground", SceneColor(red: 242, green: 242, blue: 247)),
        ("secondaryLabel", SceneColor(red: 60, green: 60, blue: 67, alpha: 153)),
    ]

    public static func named(_ name: String) -> SceneColor? {
        named.first { $0.name == name }?.color
    }

    public static let white = SceneColor(red: 255, green: 255, blue: 255)
    public static let black = SceneColor(red: 0, green: 0, blue: 0)

    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public static func hex(_ text: String) -> SceneColor? {
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return SceneColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    /// The scene form of this colour: a name when it is a named colour, otherwise hex.
    public var jsonValue: JSONValue {
        if let name = SceneColor.named.first(where: { $0.color == self })?.name { return .string(name) }
        func hex(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return .string("#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha)))
    }
}

extension JSONNode {
    /// A colour: a SwiftUI name, `#RRGGBB[AA]`, or `{"color": …, "opacity": 0…1}`.
    public func color() throws -> SceneColor {
        if case .object = value {
            try requireObject(allowedKeys: ["color", "opacity"])
            let base = try required("color").color()
            return base.opacity(try optional("opacity")?.double(in: 0...1) ?? 1)
        }
        guard case .string(let text) = value else {
            throw error("expected a colour (a name such as \"indigo\", \"#5856D6\", or {\"color\": …, \"opacity\": …}), found \(value.typeName)")
        }
        if text.hasPrefix("#") {
            guard let color = SceneColor.hex(text) else {
                throw error("'\(text)' is not a hex colour; write #RRGGBB or #RRGGBBAA")
            }
            return color
        }
        guard let color = SceneColor.named(text) else {
            let names = SceneColor.named.map(\.name)
            var message = "unknown colour name '\(text)'"
            if let suggestion = Suggestions.closest(to: text, among: names) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; use one of \(names.joined(separator: ", ")) or #RRGGBB"
            }
            throw error(message)
        }
        return color
    }
}
