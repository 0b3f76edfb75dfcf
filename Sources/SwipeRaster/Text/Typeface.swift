/// A family of font files and which file draws a given weight, slant and size: SwiftUI's
/// `.font(.system(size:weight:))` resolved to real files.
///
/// - `inter` (the default): Inter from Debian `fonts-inter`, the open face closest to SF Pro in
///   proportions. The package ships static OpenType files for nine weights, each with an italic,
///   in two optical sizes; SwiftUI's nine weights map one to one (`FontWeight.interStyleName`).
///   As SF Pro switches from its Text to its Display design at 20 pt (Apple, WWDC20 "The details
///   of UI typography": "for fonts smaller than 20 points it used SF Text while fonts at 20
///   points or higher used SF Display"), sizes below `displayMinimumSize` draw with the
///   `Inter-*` files and sizes from it up with `InterDisplay-*`. (InterDisplay 4.0 beta 7's
///   tabular figures have unequal widths; `TextShaper` evens them out for `.monospacedDigit()`.)
///   Its spacing is SF Pro's (`TextSpacing.system(size:)`, `spacing(size:)`).
/// - `dejaVuSans`: DejaVu Sans from `fonts-dejavu-core` (regular, bold, oblique, extra light).
/// - `files(regular:bold:)`: any two TTF/OTF files; weights up to medium use `regular`.
///
/// `design: .rounded` has no face of its own here: no Debian font matches SF Pro Rounded's
/// proportions (docs/scenes.md › Text: Comfortaa is a geometric design with three weights, Dosis is
/// 16–20 % narrower), so rounded text is drawn in the same family.
public enum Typeface: Hashable, Sendable {
    case inter
    case dejaVuSans
    case files(regular: String, bold: String)

    /// Where `fonts-inter` installs its OpenType files.
    public static let interDirectory = "/usr/share/fonts/opentype/inter/"
    static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu/"

    /// The smallest point size drawn with the Display design (SF Pro's switch, 20 pt).
    public static let displayMinimumSize = 20.0

    /// The file that draws `weight` (italic when asked) at `size` points: Inter's Text design
    /// below `displayMinimumSize`, its Display design from it up; the other families draw all
    /// sizes with one file.
    public func path(weight: FontWeight, italic: Bool = false, size: Double = 17) -> String {
        switch self {
        case .inter:
            let style: String
            switch (weight, italic) {
            case (.regular, true): style = "Italic"
            case (_, true): style = weight.interStyleName + "Italic"
            case (_, false): style = weight.interStyleName
            }
            let design = size >= Self.displayMinimumSize ? "InterDisplay-" : "Inter-"
            return Self.interDirectory + design + style + ".otf"
        case .dejaVuSans:
            let heavy = weight.rawValue >= FontWeight.semibold.rawValue
            if weight.rawValue <= FontWeight.thin.rawValue && !italic { return Self.dejaVuDirectory + "DejaVuSans-ExtraLight.ttf" }
            switch (heavy, italic) {
            case (false, false): return Self.dejaVuDirectory + "DejaVuSans.ttf"
            case (true, false): return Self.dejaVuDirectory + "DejaVuSans-Bold.ttf"
            case (false, true): return Self.dejaVuDirectory + "DejaVuSans-Oblique.ttf"
            case (true, true): return Self.dejaVuDirectory + "DejaVuSans-BoldOblique.ttf"
            }
        case .files(let regular, let bold):
            return weight.rawValue >= FontWeight.semibold.rawValue ? bold : regular
        }
    }

    /// The font for `weight`, `italic` and `size`, opened once per process (`Font.named`).
    /// Throws `fontMissing` naming the Debian package when the file is not installed.
    public func font(weight: FontWeight, italic: Bool = false, size: Double = 17) throws -> Font {
        try Font.named(path(weight: weight, italic: italic, size: size))
    }

    /// DejaVu Sans at the nearest of its weights, for scripts the typeface has no glyphs for
    /// (Inter has Latin, Greek and Cyrillic; DejaVu Sans adds Hebrew, Arabic and more).
    public func fallbackFont(weight: FontWeight) throws -> Font {
        try Typeface.dejaVuSans.font(weight: weight)
    }

    /// How the family spaces its letters at `size` points: Inter stands in for SF Pro, so it
    /// takes SF Pro's tracking and the calibration of its widths (`TextSpacing.system`); the
    /// other families keep their own metrics.
    public func spacing(size: Double) -> TextSpacing {
        self == .inter ? .system(size: size) : .none
    }

    /// Every file the family may draw with, in a fixed order (for golden fingerprints).
    public var filePaths: [String] {
        var paths: [String] = []
        for size in [17, Self.displayMinimumSize] {
            for italic in [false, true] {
                for weight in FontWeight.allCases {
                    let file = path(weight: weight, italic: italic, size: size)
                    if !paths.contains(file) { paths.append(file) }
                }
            }
        }
        return paths
    }
}
