import SwipeRaster

/// Colours and sizes of the tuning charts (in points; multiplied by the plot scale).
package enum PlotStyle {
    /// Okabe & Ito's colour-blind-safe palette, its yellow dropped (too faint on white), then
    /// two deep tones: eight series, so a plot holds at most eight.
    static let palette: [Color] = [
        rgb(0x0072B2), rgb(0xD55E00), rgb(0x009E73), rgb(0xCC79A7),
        rgb(0xE69F00), rgb(0x56B4E9), rgb(0x332288), rgb(0x882255),
    ]

    package static func color(forSeries index: Int) -> Color { palette[index % palette.count] }

    package static let background = rgb(0xFFFFFF)
    static let grid = rgb(0xEBEBEB)
    package static let axis = rgb(0x4D4D4D)
    static let text = rgb(0x262626)
    static let secondaryText = rgb(0x6B6B6B)
    static let target = rgb(0x595959)
    static let band = Color(red: UInt8(0), green: 0, blue: 0, alpha: 20)
    static let legendFill = Color(red: UInt8(255), green: 255, blue: 255, alpha: 235)
    static let legendBorder = rgb(0xD0D0D0)

    static let curveWidth = 2.2
    static let titleSize = 15.0
    static let labelSize = 12.0
    package static let tickSize = 11.0
    static let legendSize = 12.0
    static let legendDetailSize = 10.5
    static let markerRadius = 4.0

    static func rgb(_ hex: UInt32) -> Color {
        Color(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }
}
