import SwipeRaster

/// SwiftUI's and UIKit's conversions to and from Core Graphics' `CGColor` (`Core/CGColor.swift`
/// on Linux, CoreGraphics's own on Apple platforms).
extension Color {
    /// A colour from a Core Graphics colour: its red, green, blue and alpha, or a gray colour's
    /// level and alpha.
    public init(cgColor: CGColor) {
        let c = (cgColor.components ?? []).map(Double.init)
        switch c.count {
        case 2: self.init(white: c[0], opacity: c[1])
        case 4...: self.init(red: c[0], green: c[1], blue: c[2], opacity: c[3])
        default: self.init(white: 0, opacity: Double(cgColor.alpha))
        }
    }
    /// The form SwiftUI deprecated for `Color(cgColor:)` (OpenSwiftUI `CGColorConversions.swift`:
    /// "Use Color(cgColor:) when converting a CGColor").
    @available(*, deprecated, message: "Use Color(cgColor:) when converting a CGColor, or create a standard Color directly")
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// The colour as Core Graphics' colour, "if available" (Apple, `Color.cgColor`): for a colour
    /// made from components (RGB, HSB, white, a `CGColor`, UIKit's fixed or light-mode palette
    /// colours), its sRGB components 0…1, at SwipeSim's 8-bit levels; with `.opacity(_:)`, the
    /// alpha multiplied. nil for a system colour that adapts to its environment (`Color.red`,
    /// `.primary`, `.accentColor`) and a named colour (`Color("Brand")`), as Apple's is nil for
    /// dynamic colours (OpenSwiftUI: only constant colours have a `staticColor`).
    public var cgColor: CGColor? {
        switch label {
        case .name: return nil
        case .opacity(_, let base) where base.cgColor == nil: return nil
        case .opacity, .constant:
            guard named == nil else { return nil }
            return rgba.cgColor
        }
    }
}

extension UIColor {
    /// UIKit's `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) { self.init(Color(cgColor: cgColor)) }
    /// The colour as Core Graphics' colour: its sRGB components 0…1 (UIKit's `cgColor`; a system
    /// colour's light-mode components).
    public var cgColor: CGColor { color.rgba.cgColor }
}

extension SwipeRaster.Color {
    /// The components as a Core Graphics colour, each level / 255.
    fileprivate var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha) / 255)
    }
}
