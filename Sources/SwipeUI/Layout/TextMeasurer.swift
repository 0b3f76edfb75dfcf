import SwipeRaster

/// Lays text out in lines with the font engine's metrics: greedy wrapping at spaces to the
/// proposed width, then `lineLimit` (and the proposed height) cut the lines, the last kept line
/// ending in "…" when text was dropped or did not fit. A single word wider than the line is
/// truncated, never split. Lines are `ascent + descent` of the font apart.
final class TextMeasurer {
    let fonts: FontSet
    private var cache: [Key: TextLines] = [:]
    private var metrics: [MetricsKey: Metrics] = [:]

    /// A face and its line metrics at one weight and point size (`FontSet.faces` returns the
    /// same face for the same arguments, so it is asked once).
    private struct Metrics {
        var face: SwipeRaster.Font
        var ascent: Double
        var lineHeight: Double
    }

    private struct MetricsKey: Hashable {
        var weight: Int
        var size: Double
        var customName: String?
        var isItalic: Bool
    }

    struct Key: Hashable {
        var string: String
        var size: Double
        var weight: Int
        var customName: String?
        var isItalic: Bool
        var width: Double?
        var maxLines: Int?
    }

    init(fonts: FontSet) { self.fonts = fonts }

    func lines(for content: TextContent, proposal: ProposedSize) throws -> TextLines {
        let size = Double(content.font.size)
        let metrics = try self.metrics(of: content.font)
        let (face, lineHeight) = (metrics.face, metrics.lineHeight)
        var maxLines = content.lineLimit
        if let h = proposal.height, h.isFinite {
            let fitting = max(1, Int((h + 1e-9) / lineHeight))
            maxLines = min(maxLines ?? fitting, fitting)
        }
        // A negative offer (a frame narrower than its padding) gives the text no room, as in SwiftUI.
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let key = Key(string: content.string, size: size, weight: content.font.weight.value, customName: content.font.customName,
                      isItalic: content.font.isItalic, width: width, maxLines: maxLines)
        if let cached = cache[key] { return cached }
        var lines: [String] = []
        for paragraph in content.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += try wrap(String(paragraph), face: face, size: size, width: width)
        }
        var truncated = false
        if let maxLines, lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            truncated = true
        }
        var laidOut: [TextLayout] = []
        for (i, line) in lines.enumerated() {
            let isLast = i == lines.count - 1
            let text = truncated && isLast ? line + "\u{2026}" : line
            laidOut.append(try TextLayout(text, font: face, size: size, maxWidth: width))
        }
        let widest = laidOut.reduce(0) { max($0, $1.width) }
        let result = TextLines(
            lines: laidOut, lineHeight: lineHeight, ascent: metrics.ascent,
            size: Size(width: widest, height: lineHeight * Double(laidOut.count)))
        cache[key] = result
        return result
    }

    private func metrics(of font: Font) throws -> Metrics {
        let key = MetricsKey(weight: font.weight.value, size: Double(font.size), customName: font.customName, isItalic: font.isItalic)
        if let known = metrics[key] { return known }
        let face = try fonts.face(for: font)
        let probe = try TextLayout("", font: face, size: key.size)
        let measured = Metrics(face: face, ascent: probe.ascent, lineHeight: probe.ascent + probe.descent)
        metrics[key] = measured
        return measured
    }

    private func wrap(_ paragraph: String, face: SwipeRaster.Font, size: Double, width: Double?) throws -> [String] {
        guard let width else { return [paragraph] }
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var current = ""
        for word in words {
            let candidate = current.isEmpty ? word : current + " " + word
            if try current.isEmpty || face.width(of: candidate, size: size) <= width + 1e-9 {
                current = candidate
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        return lines
    }
}

/// Text laid out in lines, points.
struct TextLines {
    var lines: [TextLayout]
    var lineHeight: Double
    var ascent: Double
    var size: Size
}

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
