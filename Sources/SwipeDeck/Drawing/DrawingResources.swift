import SwipePNG
import SwipeRaster

/// Fonts, decoded photos and the shadow-mask cache for one scene, shared by every drawing
/// thread (each cache is lock-protected; nothing here changes what a frame looks like).
public final class DrawingResources: @unchecked Sendable {
    /// The scene's typeface (`fonts` in the scene; Inter by default).
    public let typeface: Typeface
    /// The typeface's regular and bold faces at body size, for labels outside the frames
    /// (contact sheets).
    public let regularFont: Font
    public let boldFont: Font
    public let shadowCache = ShadowCache(capacity: 128)
    private let baseDirectory: String
    private var images: [Scene.ImageSource: ImagePattern] = [:]
    private var usedFonts: [String: Font] = [:]
    private let lock = Lock()

    /// Resolves the scene's typeface, opens its regular and bold faces and checks its image
    /// files exist and decode, so a missing font or file fails before any frame is drawn.
    public init(scene: Scene) throws {
        typeface = Self.typeface(scene.fonts, baseDirectory: scene.baseDirectory)
        regularFont = try Self.open(typeface, weight: .regular, scene: scene)
        boldFont = try Self.open(typeface, weight: .bold, scene: scene)
        baseDirectory = scene.baseDirectory
        for (index, card) in scene.cards.enumerated() {
            if let source = card.image {
                do {
                    _ = try image(source)
                } catch {
                    throw SceneError(file: "scene", path: "cards[\(index)].image", message: "\(error)")
                }
            }
        }
    }

    /// The font for one line of text, recorded as used (`usedFontPaths`).
    public func font(weight: FontWeight, italic: Bool, size: Double) throws -> Font {
        let font = try typeface.font(weight: weight, italic: italic, size: size)
        lock.withLock { usedFonts[font.path] = font }
        return font
    }

    /// DejaVu Sans for scripts the typeface has no glyphs for; nil when it is not installed
    /// (such text then shows the typeface's missing-glyph boxes).
    public func fallbackFont(weight: FontWeight) -> Font? {
        guard let font = try? typeface.fallbackFont(weight: weight) else { return nil }
        return font
    }

    /// The font files the frames drawn so far used, sorted by path (for golden fingerprints).
    public var usedFontPaths: [String] {
        lock.withLock { usedFonts.keys.sorted() }
    }

    private static func typeface(_ fonts: Scene.Fonts, baseDirectory: String) -> Typeface {
        let family: Typeface = fonts.family == .dejavu ? .dejaVuSans : .inter
        guard fonts.regular != nil || fonts.bold != nil else { return family }
        func resolve(_ path: String?, _ weight: FontWeight) -> String {
            guard let path else { return family.path(weight: weight) }
            return path.hasPrefix("/") ? path : baseDirectory + "/" + path
        }
        return .files(regular: resolve(fonts.regular, .regular), bold: resolve(fonts.bold, .bold))
    }

    private static func open(_ typeface: Typeface, weight: FontWeight, scene: Scene) throws -> Font {
        let field: String
        switch typeface {
        case .files: field = weight >= .semibold ? "fonts.bold" : "fonts.regular"
        case .inter, .dejaVuSans: field = "fonts.family"
        }
        do {
            return try typeface.font(weight: weight)
        } catch {
            throw SceneError(file: "scene", path: field, message: "\(error)")
        }
    }

    /// The decoded (or generated) image for `source`, made once and shared.
    func image(_ source: Scene.ImageSource) throws -> ImagePattern {
        if let cached = lock.withLock({ images[source] }) { return cached }
        let pixmap: Pixmap
        switch source {
        case .builtin(let name):
            pixmap = try ProceduralPhoto.render(name)
        case .file(let path):
            let resolved = path.hasPrefix("/") ? path : baseDirectory + "/" + path
            let decoded = try PNGDecoder.decode(fileAt: resolved)
            pixmap = try Pixmap(width: decoded.width, height: decoded.height, straightBytes: decoded.pixels)
        }
        let pattern = ImagePattern(pixmap)
        lock.withLock { images[source] = pattern }
        return pattern
    }
}
