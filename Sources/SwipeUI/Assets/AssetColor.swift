import Foundation
import SwipeJSON

/// The colour of a `NAME.colorset`, as an iPhone in light mode draws it (Apple, "Named Color
/// Type" and "Color": an entry of `colors` has an `idiom`, optional `appearances` and a
/// `color` that is either a `color-space` with `components` or a `platform` system colour
/// `reference`).
///
/// Chosen entry: idiom `iphone`, else `universal`, without appearances (the "Any Appearance"
/// slot; a `luminosity` `light` entry counts too). Component strings are read as Xcode writes
/// them: with a decimal point a fraction 0…1 (`"0.400"`), with `0x` a hexadecimal byte
/// (`"0x66"`), otherwise a decimal byte 0…255 (`"102"`). Colour spaces: `srgb` and
/// `extended-srgb` as they are, `display-p3` converted to sRGB (CSS Color 4's
/// matrices, clamped to the sRGB gamut), `gray-gamma-22` and `extended-gray` from `white`.
enum AssetColor {
    static func color(in contents: JSONValue) -> Color? {
        guard case .array(let entries)? = contents["colors"] else { return nil }
        let light = entries.filter { entry in
            guard case .array(let appearances)? = entry["appearances"] else { return true }
            return appearances.allSatisfy { $0["appearance"] == .string("luminosity") && $0["value"] == .string("light") }
        }
        let chosen =
            light.first { $0["idiom"] == .string("iphone") } ?? light.first { $0["idiom"] == .string("universal") }
            ?? light.first { $0["idiom"] == nil }
        guard let color = chosen?["color"] else { return nil }
        if case .string(let reference)? = color["reference"] { return systemColor(reference) }
        guard let components = color["components"] else { return nil }
        let alpha = component(components["alpha"]) ?? 1
        let space: String
        if case .string(let name)? = color["color-space"] { space = name } else { space = "srgb" }
        if space.contains("gray") {
            guard let white = component(components["white"]) else { return nil }
            return Color(white: clamp(white), opacity: clamp(alpha))
        }
        guard let red = component(components["red"]), let green = component(components["green"]), let blue = component(components["blue"]) else {
            return nil
        }
        if space == "display-p3" {
            let (r, g, b) = displayP3ToSRGB(red, green, blue)
            return Color(red: r, green: g, blue: b, opacity: clamp(alpha))
        }
        return Color(red: clamp(red), green: clamp(green), blue: clamp(blue), opacity: clamp(alpha))
    }

    /// A component string or number as a fraction 0…1 (see the type's comment); nil if unreadable.
    static func component(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let number)?:
            return number
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
                return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            if trimmed.contains(".") { return Double(trimmed) }
            return Int(trimmed).map { Double($0) / 255 }
        default:
            return nil
        }
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// Display P3 to sRGB: both use the sRGB transfer function; linear P3 → linear sRGB is
    /// CSS Color 4's `lin_P3_to_XYZ` followed by `XYZ_to_lin_sRGB` (W3C, "Sample code for
    /// color conversions"), multiplied out here.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double {
            let c = clamp(c)
            return c <= 0.0031308 ? 12.92 * c : 1.055 * Foundation.pow(c, 1 / 2.4) - 0.055
        }
        let lr = linear(r), lg = linear(g), lb = linear(b)
        return (
            encoded(1.224940 * lr - 0.224940 * lg),
            encoded(-0.042057 * lr + 1.042057 * lg),
            encoded(-0.019638 * lr - 0.078636 * lg + 1.098274 * lb)
        )
    }

    /// A colour set that names a system colour (`"reference": "systemBlueColor"`): UIKit's colour
    /// of that name (light mode); nil for one SwipeSim does not have.
    static func systemColor(_ reference: String) -> Color? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        let table: [(String, UIColor)] = [
            ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
            ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground), ("label", .label), ("secondaryLabel", .secondaryLabel),
            ("tertiaryLabel", .tertiaryLabel), ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText),
            ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill), ("tertiarySystemFill", .tertiarySystemFill),
            ("quaternarySystemFill", .quaternarySystemFill), ("separator", .separator), ("opaqueSeparator", .opaqueSeparator),
            ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3), ("systemGray4", .systemGray4),
            ("systemGray5", .systemGray5), ("systemGray6", .systemGray6), ("systemRed", .systemRed), ("systemOrange", .systemOrange),
            ("systemYellow", .systemYellow), ("systemGreen", .systemGreen), ("systemMint", .systemMint), ("systemTeal", .systemTeal),
            ("systemCyan", .systemCyan), ("systemBlue", .systemBlue), ("systemIndigo", .systemIndigo), ("systemPurple", .systemPurple),
            ("systemPink", .systemPink), ("systemBrown", .systemBrown), ("white", .white), ("black", .black), ("clear", .clear),
            ("lightGray", .lightGray), ("darkGray", .darkGray), ("gray", .gray),
        ]
        return table.first { $0.0 == name }.map { Color(uiColor: $0.1) }
    }
}
