/// A family of font files and which file draws a given weight, slant and size: SwiftUI's
/// `.font(.system(size:weight:))` resolved to real files.
///
/// - `inter` (the default): Inter from Debian `fonts-inter`, the open face closest to SF Pro in
///   proportions. The package ships static OpenType files for nine weights, each with an italic;
///   SwiftUI's nine weights map one to one (`FontWeight.interStyleName`). The text face draws
///   every size: the package's Inter Display files (4.0 beta 7) have tabular figures of unequal
///   widths (InterDisplay-SemiBold's `tnum` "0"–"3" advance 1274, 1084, 1233, 1257 units), so
///   `.monospacedDigit()` would not hold in them, and at 34 pt bold the text face sets
///   "Card Swipe" 190 pt wide, within SF Pro's 180–190 pt.
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

    /// The file that draws `weight` (italic when asked) at `size` points (every family here
    /// draws all sizes with one file; the size is for families with optical sizes).
    public func path(weight: FontWeight, italic: Bool = false, size: Double = 17) -> String {
        switch self {
        case .inter:
            let style: String
            switch (weight, italic) {
            case (.regular, true): style = "Italic"
            case (_, true): style = weight.interStyleName + "Italic"
            case (_, false): style = weight.interStyleName
            }
            return Self.interDirectory + "Inter-" + style + ".otf"
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

    /// Every file the family may draw with, in a fixed order (for golden fingerprints).
    public var filePaths: [String] {
        var paths: [String] = []
        for italic in [false, true] {
            for weight in FontWeight.allCases {
                let file = path(weight: weight, italic: italic)
                if !paths.contains(file) { paths.append(file) }
            }
        }
        return paths
    }
}
