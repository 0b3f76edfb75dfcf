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

    public init(regular: SwipeRaster.Font, bold: SwipeRaster.Font) {
        self.regular = regular
        self.bold = bold
        faces = nil
    }

    /// `faces(weight, pointSize)` gives the face text of that weight and size is drawn with
    /// (called once per distinct string, weight and size; it must return the same face for the
    /// same arguments). `regular` and `bold` remain for callers that need one of each.
    public init(regular: SwipeRaster.Font, bold: SwipeRaster.Font,
                faces: @escaping (FontWeight, Double) throws -> SwipeRaster.Font) {
        self.regular = regular
        self.bold = bold
        self.faces = faces
    }

    /// SwipeRaster's default faces.
    public static func standard() throws -> FontSet {
        FontSet(regular: try SwipeRaster.Font.dejaVuSans(bold: false), bold: try SwipeRaster.Font.dejaVuSans(bold: true))
    }

    func face(for font: Font) throws -> SwipeRaster.Font {
        if let name = font.customName, let face = customFaces[name] { return face }
        if font.isItalic, let italicFaces { return try italicFaces(FontWeight(rawValue: font.weight.value) ?? .regular, Double(font.size)) }
        if let faces { return try faces(FontWeight(rawValue: font.weight.value) ?? .regular, Double(font.size)) }
        return font.weight.usesBoldFace ? bold : regular
    }
}
