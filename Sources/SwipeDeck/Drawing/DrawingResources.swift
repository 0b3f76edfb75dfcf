import SwipePNG
import SwipeRaster
import SwipeBase

/// Fonts, decoded photos and the shadow-mask cache for one scene, shared by every drawing
/// thread (each cache is lock-protected; nothing here changes what a frame looks like).
///
/// Image and font files are read only from inside the scene's folder or an asset root
/// (`SceneFilePath`). Image files are cached by file identity (device and inode), so `./a.png`,
/// `a.png` and a link to it decode once; all decoded images together stay within
/// `SceneLimits.maximumImagePixels`, checked from each PNG header before its pixels exist.
public final class DrawingResources: @unchecked Sendable {
    /// The scene's typeface (`fonts` in the scene; Inter by default).
    public let typeface: Typeface
    /// The typeface's regular and bold faces at body size, for labels outside the frames
    /// (contact sheets).
    public let regularFont: Font
    public let boldFont: Font
    public let shadowCache = ShadowCache(capacity: 128)
    private let baseDirectory: String
    private let assetRoots: [String]
    private let source: Scene.Source
    private var builtins: [String: ImagePattern] = [:]
    private var files: [FileIdentity: ImagePattern] = [:]
    private var decodedPixels = 0
    /// The font files frames drew with, by path.
    private var usedFonts: [String: Font] = [:]
    private let lock = Lock()

    /// Resolves the scene's typeface, opens its regular and bold faces and decodes its image
    /// files, so a missing or bad font or file fails before any frame is drawn, with the scene
    /// file and field.
    public init(scene: Scene) throws {
        source = scene.source
        typeface = try Self.typeface(scene)
        baseDirectory = scene.baseDirectory
        assetRoots = scene.assetRoots
        regularFont = try Self.open(typeface, weight: .regular, scene: scene)
        boldFont = try Self.open(typeface, weight: .bold, scene: scene)
        for (index, card) in scene.cards.enumerated() {
            if let source = card.image {
                do {
                    _ = try image(source)
                } catch {
                    throw scene.source.error(at: "cards[\(index)].image", "\(error)")
                }
            }
        }
    }

    /// The font for one line of text, recorded as used (`usedFontPaths`).
    public func font(weight: FontWeight, italic: Bool, size: Double) throws -> Font {
        let path = typeface.path(weight: weight, italic: italic, size: size)
        let font: Font
        do {
            font = try Self.checkedFont(at: path)
        } catch {
            throw source.error(at: Self.field(of: typeface, weight: weight), "\(error)")
        }
        lock.withLock { usedFonts[font.path] = font }
        return font
    }

    /// Noto Color Emoji (Debian `fonts-noto-color-emoji`) for emoji; nil when it is not
    /// installed (emoji then show the typeface's missing-glyph boxes).
    public var emojiFont: EmojiFont? { try? EmojiFont.named() }

    /// DejaVu Sans for scripts the typeface has no glyphs for; nil when it is not installed
    /// (such text then shows the typeface's missing-glyph boxes).
    public func fallbackFont(weight: FontWeight) -> Font? {
        try? Self.checkedFont(at: Typeface.dejaVuSans.path(weight: weight))
    }

    /// The font files the frames drawn so far used, sorted by path (for golden fingerprints).
    public var usedFontPaths: [String] {
        lock.withLock { usedFonts.keys.sorted() }
    }

    /// The scene's typeface. A font file the scene names is found inside the scene's folder or
    /// an asset root (`SceneFilePath`) and handed to FreeType by its path with every link
    /// resolved, so FreeType never follows one out of the folder.
    private static func typeface(_ scene: Scene) throws -> Typeface {
        let fonts = scene.fonts
        let family: Typeface = fonts.family == .dejavu ? .dejaVuSans : .inter
        guard fonts.regular != nil || fonts.bold != nil else { return family }
        func resolve(_ path: String?, _ weight: FontWeight, field: String) throws -> String {
            guard let path else { return family.path(weight: weight) }
            do {
                return try SceneFilePath.withFile(
                    path, baseDirectory: scene.baseDirectory, assetRoots: scene.assetRoots,
                    what: "font", maximumBytes: SceneLimits.maximumFontBytes
                ) { $0.physicalPath }
            } catch {
                throw scene.source.error(at: field, "\(error)")
            }
        }
        return .files(
            regular: try resolve(fonts.regular, .regular, field: "fonts.regular"),
            bold: try resolve(fonts.bold, .bold, field: "fonts.bold"))
    }

    /// The scene field that chose the file drawing `weight`.
    private static func field(of typeface: Typeface, weight: FontWeight) -> String {
        switch typeface {
        case .files: return weight >= .semibold ? "fonts.bold" : "fonts.regular"
        case .inter, .dejaVuSans: return "fonts.family"
        }
    }

    private static func open(_ typeface: Typeface, weight: FontWeight, scene: Scene) throws -> Font {
        do {
            return try checkedFont(at: typeface.path(weight: weight))
        } catch {
            throw scene.source.error(at: field(of: typeface, weight: weight), "\(error)")
        }
    }

    /// Fonts checked and opened in this process, by path (a file is checked once).
    nonisolated(unsafe) private static var opened: [String: Font] = [:]
    private static let openedLock = Lock()

    /// The font file at `path`. FreeType and HarfBuzz open the file themselves, so it is first
    /// checked to be a regular file of sane size: a FIFO or /dev/zero fails at once instead of
    /// hanging or filling memory. A file that does not exist is left to `Font.named`, whose
    /// error names the Debian package that installs it.
    private static func checkedFont(at path: String) throws -> Font {
        if let font = openedLock.withLock({ opened[path] }) { return font }
        if FileIO.identity(of: path) != nil {
            try FileIO.checkReadableFile(at: path, maximumBytes: SceneLimits.maximumFontBytes, what: "font")
        }
        let font = try Font.named(path)
        openedLock.withLock { opened[path] = font }
        return font
    }

    /// The decoded (or generated) image for `source`, made once and shared.
    func image(_ source: Scene.ImageSource) throws -> ImagePattern {
        switch source {
        case .builtin(let name):
            if let cached = lock.withLock({ builtins[name] }) { return cached }
            let pattern = ImagePattern(try ProceduralPhoto.render(name))
            lock.withLock { builtins[name] = pattern }
            return pattern
        case .file(let path):
            return try SceneFilePath.withFile(
                path, baseDirectory: baseDirectory, assetRoots: assetRoots,
                what: "image", maximumBytes: PNGLimits.maximumFileBytes
            ) { opened in
                if let cached = lock.withLock({ files[opened.identity] }) { return cached }
                let bytes = try opened.readBytes()
                let shown = FileIO.quoted(path.hasPrefix("/") ? path : baseDirectory + "/" + path)
                if let (width, height) = PNGDecoder.size(of: bytes) {
                    let total = lock.withLock { decodedPixels } + width * height
                    guard total <= SceneLimits.maximumImagePixels else {
                        throw PNGError(
                            .tooLarge,
                            "the card images would hold \(total) pixels together (this one is \(width)×\(height)); the limit is \(SceneLimits.maximumImagePixels) pixels in all",
                            source: shown)
                    }
                }
                let decoded = try PNGDecoder.decode(bytes, source: shown)
                let pattern = ImagePattern(try Pixmap(width: decoded.width, height: decoded.height, straightBytes: decoded.pixels))
                lock.withLock {
                    decodedPixels += decoded.width * decoded.height
                    files[opened.identity] = pattern
                }
                return pattern
            }
        }
    }
}
