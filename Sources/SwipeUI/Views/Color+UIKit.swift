import SwipeRaster

/// UIKit's colours as SwiftUI code names them (`Color(.systemGroupedBackground)`,
/// `Color(uiColor: .label)`), light mode, sRGB (SwipeUI README, "Drawing"; the values UIKit documents for
/// iOS 13+ in the light appearance). SwipeSim has no UIKit: this is only the colour palette.
public struct UIColor: Hashable, Sendable {
    let color: Color

    /// sRGB components 0…1, as `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    init(color: Color) { self.color = color }
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
    // Fixed colours.
    public static let white = rgb(255, 255, 255)
    public static let black = rgb(0, 0, 0)
    public static let clear = rgb(0, 0, 0, 0)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
}

extension Color {
    /// `Color(.systemFill)`, `Color(.secondarySystemBackground)`, …
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
}
