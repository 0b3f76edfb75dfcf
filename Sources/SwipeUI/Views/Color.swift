import SwipeRaster

/// A colour, as SwiftUI's `Color`: a view that fills the space offered to it, and a shape style.
/// The static colours are iOS's light-mode system colours (Apple HIG "Color"; SwipeUI README, "Drawing"), sRGB; `Color("Name")`
/// is a colour of the simulation's `SimulationOptions.namedColors` (`Color+Named.swift`).
public struct Color: View, ShapeStyle, Hashable, Sendable, PrimitiveView {
    private let components: SwipeRaster.Color
    /// Set for `Color("Name")`: the colour is looked up when the view using it is resolved.
    let named: NamedColorReference?
    /// What `description` prints (`Color+Description.swift`); not part of equality.
    var label = ColorLabel.constant

    /// The colour's sRGB components; a named colour resolved in the running simulation.
    var rgba: SwipeRaster.Color { named?.resolved() ?? components }
    /// The components of a constant colour (SwipeDeck's scene colour names are these).
    package var sRGB: SwipeRaster.Color { rgba }

    init(_ rgba: SwipeRaster.Color) {
        components = rgba
        named = nil
    }
    init(named: NamedColorReference) {
        components = SwipeRaster.Color(red: 0, green: 0, blue: 0, alpha: 0)
        self.named = named
    }

    /// sRGB components 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(SwipeRaster.Color(red: red, green: green, blue: blue, opacity: opacity))
    }
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }
    /// SwiftUI's `Color(_ colorSpace:red:green:blue:opacity:)`: `.sRGB` as `Color(red:…)`;
    /// `.sRGBLinear` components are encoded with the sRGB transfer function first.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let encode: (Double) -> Double =
            colorSpace == .sRGB
            ? { $0 }
            : { c in
                c <= 0.0031308 ? 12.92 * c : 1.055 * Foundation.pow(c, 1 / 2.4) - 0.055
            }
        self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
    }
    /// HSB components 0…1 (hue 0 and 1 are red), as `Color(hue:saturation:brightness:opacity:)`:
    /// the standard hexcone conversion to sRGB.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour spaces `Color(_:red:green:blue:opacity:)` takes.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear
    }
    /// `#RRGGBB` or `#RRGGBBAA`; an invalid string is reported when the view is resolved.
    public init(hex: String) throws { self.init(try SwipeRaster.Color(hex: hex)) }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var result = named.map { Color(named: $0.withOpacity(opacity)) } ?? Color(components.withOpacity(opacity))
        result.label = .opacity(opacity, of: self)
        return result
    }

    public static func == (a: Color, b: Color) -> Bool { a.components == b.components && a.named == b.named }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(named)
    }

    public var body: Never { primitiveBody }

    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws {
        nodes.append(context.node(.shape(.rectangle, .color(rgba), stroke: nil), typeName: "Color"))
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Color {
        Color(SwipeRaster.Color(red: r, green: g, blue: b, alpha: a))
    }
    public static let red = rgb(255, 59, 48).labelled("red")
    public static let orange = rgb(255, 149, 0).labelled("orange")
    public static let yellow = rgb(255, 204, 0).labelled("yellow")
    public static let green = rgb(52, 199, 89).labelled("green")
    public static let mint = rgb(0, 199, 190).labelled("mint")
    public static let teal = rgb(48, 176, 199).labelled("teal")
    public static let cyan = rgb(50, 173, 230).labelled("cyan")
    public static let blue = rgb(0, 122, 255).labelled("blue")
    public static let indigo = rgb(88, 86, 214).labelled("indigo")
    public static let purple = rgb(175, 82, 222).labelled("purple")
    public static let pink = rgb(255, 45, 85).labelled("pink")
    public static let brown = rgb(162, 132, 94).labelled("brown")
    public static let gray = rgb(142, 142, 147).labelled("gray")
    public static let white = rgb(255, 255, 255)
    public static let black = rgb(0, 0, 0)
    public static let clear = rgb(0, 0, 0, 0)
    /// Label colours (light mode): primary is black, secondary 60,60,67 at 60 %.
    public static let primary = rgb(0, 0, 0).labelled("primary")
    public static let secondary = rgb(60, 60, 67, 153).labelled("secondary")
    /// The third and fourth label levels, 60,60,67 at 30 % and 18 %: SwiftUI has them only as
    /// shape styles (`.foregroundStyle(.tertiary)`), not as `Color`s.
    static let tertiary = rgb(60, 60, 67, 76).labelled("tertiary")
    static let quaternary = rgb(60, 60, 67, 46).labelled("quaternary")
    /// The app's accent colour: `SimulationOptions.namedColors["AccentColor"]` when given (an
    /// app's asset catalog names it so), else iOS's default, blue.
    public static let accentColor = Color(named: NamedColorReference(name: "AccentColor", fallback: blue.components)).labelled("AccentColor")
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tertiary: Color { Color.tertiary }
    public static var quaternary: Color { Color.quaternary }
}
