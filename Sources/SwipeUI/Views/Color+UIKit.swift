import SwipeRaster

/// UIKit's colours as SwiftUI code names them (`Color(.systemGroupedBackground)`,
/// `Color(uiColor: .label)`), light mode, sRGB (SwipeUI README, "Drawing"; the values UIKit documents for
/// iOS 13+ in the light appearance). SwipeSim has no UIKit: this is the colour palette and the
/// conversions deck code writes.
///
/// A class, as UIKit's is, so a deck's own `extension UIColor { convenience init(hex:) { …
/// self.init(red:green:blue:alpha:) } }` compiles as it is. Equal colours are `==` (UIKit's
/// `isEqual`); components are 8-bit sRGB, as SwipeSim draws them.
public final class UIColor: Hashable, Sendable {
    /// The colour as SwiftUI's `Color(uiColor:)` sees it.
    package let color: Color

    /// sRGB components 0…1, as `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    /// HSB components 0…1, converted as `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }
    /// `UIColor(Color)` (iOS 14): the colour SwiftUI's `Color` resolves to.
    public init(_ color: Color) { self.color = color }
    /// `UIColor(named:)`: a colour of `SimulationOptions.namedColors`, looked up when a view
    /// using it is resolved, as `Color("Name")` is (never nil: a missing name is reported in
    /// `Simulation.warnings`, as for `Color("Name")`).
    public convenience init?(named name: String) { self.init(Color(name)) }
    init(color: Color) { self.color = color }

    /// The same colour with alpha `alpha` (0…1).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let c = color.rgba
        return UIColor(red: CGFloat(c.red) / 255, green: CGFloat(c.green) / 255, blue: CGFloat(c.blue) / 255, alpha: alpha)
    }

    /// UIKit's `getRed(_:green:blue:alpha:)`: the sRGB components 0…1; always true (every
    /// SwipeSim colour is sRGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = color.rgba
        red?.pointee = CGFloat(c.red) / 255
        green?.pointee = CGFloat(c.green) / 255
        blue?.pointee = CGFloat(c.blue) / 255
        alpha?.pointee = CGFloat(c.alpha) / 255
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> UIColor { UIColor(color: .rgb(r, g, b, a)) }

    // Backgrounds.
    public static let systemBackground = rgb(255, 255, 255)
    public static let secondarySystemBackground = rgb(242, 242, 247)
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    public static let systemGroupedBackground = rgb(242, 242, 247)
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    // Labels: 60,60,67 at 60 %, 30 % and 18 % below the black primary label.
    public static let label = rgb(0, 0, 0)
    public static let secondaryLabel = rgb(60, 60, 67, 153)
    public static let tertiaryLabel = rgb(60, 60, 67, 76)
    public static let quaternaryLabel = rgb(60, 60, 67, 46)
    public static let placeholderText = rgb(60, 60, 67, 76)
    // Fills and separators.
    public static let systemFill = rgb(120, 120, 128, 51)
    public static let secondarySystemFill = rgb(120, 120, 128, 41)
    public static let tertiarySystemFill = rgb(118, 118, 128, 31)
    public static let quaternarySystemFill = rgb(116, 116, 128, 20)
    public static let separator = rgb(60, 60, 67, 74)
    public static let opaqueSeparator = rgb(198, 198, 200)
    // Grays, from systemGray (SwiftUI's .gray) to the lightest.
    public static let systemGray = UIColor(color: .gray)
    public static let systemGray2 = rgb(174, 174, 178)
    public static let systemGray3 = rgb(199, 199, 204)
    public static let systemGray4 = rgb(209, 209, 214)
    public static let systemGray5 = rgb(229, 229, 234)
    public static let systemGray6 = rgb(242, 242, 247)
    // Tints: the same as SwiftUI's named colours.
    public static let systemRed = UIColor(color: .red)
    public static let systemOrange = UIColor(color: .orange)
    public static let systemYellow = UIColor(color: .yellow)
    public static let systemGreen = UIColor(color: .green)
    public static let systemMint = UIColor(color: .mint)
    public static let systemTeal = UIColor(color: .teal)
    public static let systemCyan = UIColor(color: .cyan)
    public static let systemBlue = UIColor(color: .blue)
    public static let systemIndigo = UIColor(color: .indigo)
    public static let systemPurple = UIColor(color: .purple)
    public static let systemPink = UIColor(color: .pink)
    public static let systemBrown = UIColor(color: .brown)
    // Fixed colours: the same in every appearance, with the components UIKit documents for each
    // (Apple, UIColor "Fixed colors": red "a color object with RGB values of 1.0, 0.0, and 0.0",
    // orange 1.0, 0.5, 0.0, purple 0.5, 0.0, 0.5, brown 0.6, 0.4, 0.2, alpha 1.0; the grays by
    // their grayscale value). Not SwiftUI's `Color.red` and the other named colours, which are
    // the system palette (`systemRed`): `Color(.red)` is pure red.
    public static let white = rgb(255, 255, 255)
    public static let black = rgb(0, 0, 0)
    public static let clear = rgb(0, 0, 0, 0)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

extension Color {
    /// `Color(.systemFill)`, `Color(.secondarySystemBackground)`, … Disfavoured, so that
    /// `Color(.brand)` is the asset catalog's `ColorResource` when Xcode's generated symbols name
    /// `brand` on both `ColorResource` and `UIColor` (as it compiles on iOS).
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
}

/// What `#colorLiteral(red:green:blue:alpha:)` makes where no type is asked for: a `UIColor`,
/// as in UIKit (the compiler looks this name up; Swift's `_ExpressibleByColorLiteral`).
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: sRGB components 0…1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// `let accent: Color = #colorLiteral(…)`, `.fill(#colorLiteral(…))`: sRGB components 0…1.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
