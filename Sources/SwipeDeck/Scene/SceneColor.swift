import SwipeRaster
import SwipeJSON
import SwipeBase

/// A colour in a scene: SwipeRaster's straight-alpha sRGB `Color`, 8 bits a channel.
///
/// Written in scenes as a SwiftUI colour name (`"indigo"`, light-mode values of SwipeUI README, "Drawing"),
/// as hex (`"#5856D6"` or `"#5856D6CC"`), or as `{"color": "indigo", "opacity": 0.18}`.
public typealias SceneColor = Color

extension Color {
    /// SwiftUI's `.opacity(_:)`: alpha multiplied by `opacity` (0…1), rounded to nearest.
    public func opacity(_ opacity: Double) -> Color {
        withOpacity(opacity)
    }

    /// SwiftUI's system colours in light mode (OpenSwiftUI `SystemColors.swift`), in the order
    /// they are listed in error messages.
    public static let named: [(name: String, color: SceneColor)] = [
        ("red", rgb(255, 59, 48)),
        ("orange", rgb(255, 149, 0)),
        ("yellow", rgb(255, 204, 0)),
        ("green", rgb(52, 199, 89)),
        ("mint", rgb(0, 199, 190)),
        ("teal", rgb(48, 176, 199)),
        ("cyan", rgb(50, 173, 230)),
        ("blue", rgb(0, 122, 255)),
        ("indigo", rgb(88, 86, 214)),
        ("purple", rgb(175, 82, 222)),
        ("pink", rgb(255, 45, 85)),
        ("brown", rgb(162, 132, 94)),
        ("gray", rgb(142, 142, 147)),
        ("white", rgb(255, 255, 255)),
        ("black", rgb(0, 0, 0)),
        ("clear", rgb(0, 0, 0, 0)),
        ("systemFill", rgb(120, 120, 128, 51)),
        ("systemBackground", rgb(255, 255, 255)),
        ("secondarySystemBackground", rgb(242, 242, 247)),
        ("secondaryLabel", rgb(60, 60, 67, 153)),
    ]

    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func named(_ name: String) -> SceneColor? {
        named.first { $0.name == name }?.color
    }


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
        return rgb(bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 255)
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
                throw error("'\(EchoText.clip(text))' is not a hex colour; write #RRGGBB or #RRGGBBAA")
            }
            return color
        }
        guard let color = SceneColor.named(text) else {
            let names = SceneColor.named.map(\.name)
            var message = "unknown colour name '\(EchoText.clip(text))'"
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
