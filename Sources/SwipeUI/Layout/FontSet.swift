import SwipeRaster

/// The font files text is drawn with: a regular and a bold face (weights from semibold up use
/// the bold one), or, given `faces`, the face of each weight and point size a typeface has
/// (SwipeSim's scenes pass Inter's nine weights this way).
public struct FontSet: @unchecked Sendable {
    public let regular: SwipeRaster.Font
    public let bold: SwipeRaster.Font
    private let faces: ((FontWeight, Double) throws -> SwipeRaster.Font)?
    /// Faces `Font.custom(name, size:)` draws with, by the name the code asks for (e.g.
    /// `fonts.customFaces["Avenir-Heavy"] = try SwipeRaster.Font(path: "Avenir-Heavy.ttf")`).
    /// A name without a face falls back to the system face of the font's weight, as on iOS.
    public var customFaces: [String: SwipeRaster.Font] = [:]
    /// The italic face of each weight and point size (`.italic()`), as `faces` gives the
    /// upright ones; without it italic text is drawn upright.
    public var italicFaces: ((FontWeight, Double) throws -> SwipeRaster.Font)?
    /// How the system faces space their letters at a point size (`Typeface.spacing(size:)`:
    /// SF Pro's tracking and the calibration of Inter's widths for `Typeface.inter`); nil keeps
    /// each face's own metrics. Faces from `customFaces` always keep theirs.
    public var spacing: ((Double) -> TextSpacing)?
    /// The colour emoji face (`EmojiFont`) for emoji and for characters a face lacks that it
    /// has; nil draws them in the text's face (as missing-glyph boxes when it lacks them).
    public var emoji: EmojiFont?

    public init(regular: SwipeRaster.Font, bold: SwipeRaster.Font) {
        self.regular = regular
        self.bold = bold
        faces = nil
    }

    /// `faces(weight, pointSize)` gives the face text of that weight and size is drawn with
    /// (called once per distinct string, weight and size; it must return the same face for the
    /// same arguments). `regular` and `bold` remain for callers that need one of each.
    public init(
        regular: SwipeRaster.Font, bold: SwipeRaster.Font,
        faces: @escaping (FontWeight, Double) throws -> SwipeRaster.Font
    ) {
        self.regular = regular
        self.bold = bold
        self.faces = faces
    }

    /// The default faces, the same as `swipesim`'s: Inter (`Typeface.inter`, Debian
    /// `fonts-inter`), one face for each of SwiftUI's nine weights and an italic for each, in
    /// its Text design below 20 pt and its Display design from 20 pt, spaced as SF Pro
    /// (`TextSpacing.system`); emoji from Noto Color Emoji (Debian `fonts-noto-color-emoji`)
    /// when it is installed. Throws naming the package when Inter is not installed.
    public static func standard() throws -> FontSet {
        let inter = Typeface.inter
        var set = FontSet(regular: try inter.font(weight: .regular), bold: try inter.font(weight: .bold)) { weight, size in
            try inter.font(weight: weight, size: size)
        }
        set.italicFaces = { weight, size in try inter.font(weight: weight, italic: true, size: size) }
        set.spacing = { size in inter.spacing(size: size) }
        set.emoji = try? EmojiFont.named()
        return set
    }

    /// The spacing of the face `face(for: font)` returns at the font's size: none for a custom face.
    func spacing(for font: Font) -> TextSpacing {
        if let name = font.customName, customFaces[name] != nil { return .none }
        return spacing?(Double(font.size)) ?? .none
    }

    func face(for font: Font) throws -> SwipeRaster.Font {
        if let name = font.customName, let face = customFaces[name] { return face }
        if font.isItalic, let italicFaces { return try italicFaces(FontWeight(rawValue: font.weight.value) ?? .regular, Double(font.size)) }
        if let faces { return try faces(FontWeight(rawValue: font.weight.value) ?? .regular, Double(font.size)) }
        return font.weight.usesBoldFace ? bold : regular
    }
}
