import SwipeRaster
import SwipeJSON
import SwipeBase
import SwipeUI

/// A colour in a scene: SwipeRaster's straight-alpha sRGB `Color`, 8 bits a channel.
///
/// Written in scenes as a SwiftUI colour name (`"indigo"`, light-mode values of SwipeUI README, "Drawing"),
/// as hex (`"#5856D6"` or `"#5856D6CC"`), or as `{"color": "indigo", "opacity": 0.18}`.
public typealias SceneColor = SwipeRaster.Color

extension SwipeRaster.Color {
    /// SwiftUI's `.opacity(_:)`: alpha multiplied by `opacity` (0…1), rounded to nearest.
    public func opacity(_ opacity: Double) -> SwipeRaster.Color {
        withOpacity(opacity)
    }

    /// The colour names a scene may use, in the order error messages list them: SwiftUI's
    /// system colours in light mode and a few UIKit ones, taken from SwipeUI's `Color` and
    /// `UIColor` (one table: OpenSwiftUI `SystemColors.swift`, Apple HIG "Color").
    public static let named: [(name: String, color: SceneColor)] = [
        ("red", SwipeUI.Color.red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple), ("pink", .pink),
        ("brown", .brown), ("gray", .gray), ("white", .white), ("black", .black), ("clear", .clear),
        ("systemFill", UIColor.systemFill.color), ("systemBackground", UIColor.systemBackground.color),
        ("secondarySystemBackground", UIColor.secondarySystemBackground.color),
        ("secondaryLabel", UIColor.secondaryLabel.color),
    ].map { ($0, $1.sRGB) }

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
        return SwipeRaster.Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
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
