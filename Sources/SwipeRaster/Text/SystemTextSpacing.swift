/// How the system font's letters are spaced at a point size, so that Inter standing in for
/// SF Pro sets text as wide as iOS does: SF Pro's own size-specific tracking, then a
/// calibration of Inter's advances against widths measured on iOS.
///
/// 1. **Tracking.** iOS's system font carries a tracking table that CoreText applies at every
///    point size ("In a running app, the system font dynamically adjusts tracking at every point
///    size"); Apple publishes it in the Human Interface Guidelines, Typography › Specifications ›
///    Tracking values › iOS, iPadOS, visionOS (https://developer.apple.com/design/human-interface-guidelines/typography):
///    e.g. 17 pt −0.43 pt, 20 pt −0.45 pt, 28 pt +0.38 pt, 34 pt +0.40 pt, 56 pt +0.30 pt, 80 pt
///    and above 0. `tracking(size:)` is that table's points column, linear between its sizes,
///    the table's 1/1000 em value × size below 6 pt, 0 above 96 pt. It is added after every
///    character cluster, the last included (it is part of each glyph's advance, as a `trak`
///    table's adjustment is: Apple's TrueType Reference Manual, "The 'trak' table"), and unlike
///    `Text.tracking(_:)` it keeps ligatures.
/// 2. **Optical size.** SF Pro switches from its Text to its Display design at 20 pt (Apple,
///    WWDC20 "The details of UI typography"); `Typeface.inter` does the same with Debian
///    `fonts-inter`'s InterDisplay files (`Typeface.displayMinimumSize`).
/// 3. **Calibration** (not Apple's: SwipeSim's measurement). With 1 and 2 alone, Inter still
///    differs from SF Pro's widths: measured against iOS renders of SwiftUI text, Inter Text
///    set Latin text 4.7 % wider than iOS at 17 pt regular, 7.95 % (7.3–8.6) at 28 pt regular
///    and 2.8 % at 56 pt heavy. `advanceScale(size:)` multiplies the shaped advances (the glyphs
///    keep their shapes) by the factor that makes the mean width of six reference strings
///    ("Hello, World!", "The quick brown fox jumps over the lazy dog", "Apply", "Card Swipe",
///    "Settings", "Discover new places") equal those iOS widths: 1.005 for the Text design
///    (below 20 pt), 0.995 at 28 pt and 1.041 at 56 pt for the Display design, linear between
///    28 and 56 pt and constant beyond. The residual per string and size is in
///    docs/scenes.md › Text ("How wide the system font sets text").
public struct TextSpacing: Equatable, Sendable {
    /// Points added after every character cluster, the line's last included.
    public var tracking: Double
    /// Factor on every shaped advance (and offset) of the run.
    public var advanceScale: Double

    public init(tracking: Double = 0, advanceScale: Double = 1) {
        self.tracking = tracking
        self.advanceScale = advanceScale
    }

    /// A font's own metrics, unchanged (custom fonts and DejaVu Sans).
    public static let none = TextSpacing()

    /// SF Pro's tracking and the calibration of Inter, at `size` points.
    public static func system(size: Double) -> TextSpacing {
        TextSpacing(tracking: tracking(size: size), advanceScale: advanceScale(size: size))
    }

    /// Apple's tracking table for SF Pro on iOS (HIG, Typography, "Tracking values"):
    /// point size → tracking in points.
    public static let trackingTable: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
        (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
        (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
        (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.31), (53, 0.33), (54, 0.32), (56, 0.30),
        (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
        (72, 0.14), (76, 0.07), (80, 0), (84, 0), (88, 0), (92, 0), (96, 0),
    ]

    /// SF Pro's tracking at `size` points, in points (`trackingTable`, linear between rows;
    /// +41/1000 em below 6 pt, as the table's first row; 0 past its last row).
    public static func tracking(size: Double) -> Double {
        let table = trackingTable
        guard size.isFinite, size > 0 else { return 0 }
        if size <= table[0].size { return 0.041 * size }
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return 0 }
        let hi = table[upper], lo = table[upper - 1]
        if hi.size == size { return hi.points }
        let t = (size - lo.size) / (hi.size - lo.size)
        return lo.points + (hi.points - lo.points) * t
    }

    /// The calibration factors (see the type's documentation): Text design; Display at 28 and 56 pt.
    public static let textCalibration = 1.005
    public static let displayCalibration: (at28: Double, at56: Double) = (0.995, 1.041)

    /// The calibration of Inter's advances at `size` points.
    public static func advanceScale(size: Double) -> Double {
        guard size.isFinite, size >= Typeface.displayMinimumSize else { return textCalibration }
        let t = min(max((size - 28) / (56 - 28), 0), 1)
        return displayCalibration.at28 + (displayCalibration.at56 - displayCalibration.at28) * t
    }
}
