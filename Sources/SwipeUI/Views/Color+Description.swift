import SwipeRaster

/// What a `Color` prints, as SwiftUI's `Color.description` (OpenSwiftUI `ConstantColor.swift`,
/// `SystemColors.swift`, `ModifiedColor.swift`, `NamedColor.swift`):
/// - a system colour prints its name: `red`, `blue`, `primary`, `secondary`;
/// - a colour made from components prints `#RRGGBBAA`, each channel ×255 rounded half up,
///   except pure black (`black`), pure white (`white`) and zero black (`clear`);
/// - `.opacity(x)` prints `"\\(Int(x × 100 + 0.5))% "` and the base colour: `50% red`;
/// - `Color("Name")` prints `NamedColor(name: "Name", bundle: nil)`; `Color.accentColor`,
///   `AccentColor`.
enum ColorLabel: Hashable, Sendable {
    /// Components: printed from the sRGB values.
    case constant
    /// A system colour or other colour SwiftUI names.
    case name(String)
    /// A colour with its opacity multiplied.
    indirect case opacity(Double, of: Color)
}

extension Color: CustomStringConvertible {
    public var description: String {
        switch label {
        case .name(let name): return name
        case let .opacity(opacity, base): return "\(Int(opacity * 100 + 0.5))% \(base)"
        case .constant:
            if let named { return "NamedColor(name: \"\(named.name)\", bundle: nil)" }
            let c = rgba
            if c.red == 0 && c.green == 0 && c.blue == 0 {
                if c.alpha == 0 { return "clear" }
                if c.alpha == 255 { return "black" }
            } else if c.red == 255 && c.green == 255 && c.blue == 255 && c.alpha == 255 {
                return "white"
            }
            func hex(_ v: UInt8) -> String {
                let digits = Array("0123456789ABCDEF")
                return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
            }
            return "#" + hex(c.red) + hex(c.green) + hex(c.blue) + hex(c.alpha)
        }
    }

    /// The colour, printing as `name`.
    func labelled(_ name: String) -> Color {
        var copy = self
        copy.label = .name(name)
        return copy
    }
}
