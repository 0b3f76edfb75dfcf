/// A colour as straight (not premultiplied) sRGB RGBA8, the way designers write colours.
///
/// Drawing converts it to premultiplied form with exact rounding: c' = round(c · a / 255).
public struct Color: Hashable, Sendable {
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

    /// From 0…1 components, each rounded to the nearest of 256 levels; values outside 0…1
    /// are clamped and non-finite values become 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(
            red: Color.level(red), green: Color.level(green), blue: Color.level(blue),
            alpha: Color.level(opacity))
    }

    /// From "#RRGGBB", "#RRGGBBAA", "RRGGBB" or "RRGGBBAA" (hex digits, either case).
    public init(hex: String) throws {
        var text = Substring(hex)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard text.count == 6 || text.count == 8, let value = UInt32(text, radix: 16) else {
            throw RasterError(
                .invalidColor,
                "invalid colour \"\(hex)\": write #RRGGBB or #RRGGBBAA with hexadecimal digits, e.g. #FF3B30")
        }
        if text.count == 6 {
            self.init(
                red: UInt8(value >> 16 & 255), green: UInt8(value >> 8 & 255), blue: UInt8(value & 255))
        } else {
            self.init(
                red: UInt8(value >> 24 & 255), green: UInt8(value >> 16 & 255),
                blue: UInt8(value >> 8 & 255), alpha: UInt8(value & 255))
        }
    }

    /// The same colour with its alpha multiplied by `opacity` (0…1, clamped), rounded.
    public func withOpacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha = UInt8(Blend.div255(UInt32(alpha) * UInt32(Color.level(opacity))))
        return copy
    }

    /// Premultiplied RGBA packed little-endian (red in the low byte), as stored in a `Pixmap`.
    public var premultiplied: UInt32 {
        let a = UInt32(alpha)
        let r = Blend.div255(UInt32(red) * a)
        let g = Blend.div255(UInt32(green) * a)
        let b = Blend.div255(UInt32(blue) * a)
        return r | g << 8 | b << 16 | a << 24
    }

    /// A 0…1 value as one of 256 levels: round(v · 255), clamped; non-finite → 0.
    static func level(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        if value <= 0 { return 0 }
        if value >= 1 { return 255 }
        return UInt8((value * 255).rounded())
    }

    public static let black = Color(red: 0, green: 0, blue: 0, alpha: 255)
    public static let white = Color(red: 255, green: 255, blue: 255, alpha: 255)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
