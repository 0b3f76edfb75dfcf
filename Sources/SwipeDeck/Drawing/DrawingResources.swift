import SwipePNG
import SwipeRaster

/// Fonts, decoded photos and the shadow-mask cache for one scene, shared by every drawing
/// thread (each cache is lock-protected; nothing here changes what a frame looks like).
///
/// Image files are cached by file identity (device and inode), so `./a.png`, `a.png` and a
/// link to it decode once; all decoded images together stay within
/// `SceneLimits.maximumImagePixels`, checked from each PNG header before its pixels exist.
public final class DrawingResources: @unchecked Sendable {
    public let regularFont: Font
    public let boldFont: Font
    public let shadowCache = ShadowCache(capacity: 128)
    private let baseDirectory: String
    private var builtins: [String: ImagePattern] = [:]
    private var files: [FileIdentity: ImagePattern] = [:]
    private var decodedPixels = 0
    private let lock = Lock()

    /// Loads the scene's fonts (DejaVu Sans by default) and decodes its image files, so a
    /// missing or bad file fails before any frame is drawn, with the scene file and field.
    public init(scene: Scene) throws {
        regularFont = try Self.loadFont(scene.fonts.regular, fallback: Font.defaultRegularPath, field: "fonts.regular", scene: scene)
        boldFont = try Self.loadFont(scene.fonts.bold, fallback: Font.defaultBoldPath, field: "fonts.bold", scene: scene)
        baseDirectory = scene.baseDirectory
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

    private static func loadFont(_ path: String?, fallback: String, field: String, scene: Scene) throws -> Font {
        guard let path else {
            do {
                return try Font.named(fallback)
            } catch {
                throw scene.source.error(at: field, "\(error) — install Debian's fonts-dejavu-core (scripts/bootstrap does) or set '\(field)' to a TTF/OTF file")
            }
        }
        let resolved = path.hasPrefix("/") ? path : scene.baseDirectory + "/" + path
        do {
            // FreeType opens the file itself: check first that it is a regular file of sane
            // size, so a FIFO or /dev/zero fails at once instead of hanging or filling memory.
            try FileIO.checkReadableFile(at: resolved, maximumBytes: SceneLimits.maximumFontBytes, what: "font")
            return try Font.named(resolved)
        } catch {
            throw scene.source.error(at: field, "\(error)")
        }
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
            let resolved = path.hasPrefix("/") ? path : baseDirectory + "/" + path
            let identity = FileIO.identity(of: resolved)
            if let identity, let cached = lock.withLock({ files[identity] }) { return cached }
            let bytes = try FileIO.readBytes(at: resolved, maximumBytes: PNGLimits.maximumFileBytes, what: "image")
            if let (width, height) = PNGDecoder.size(of: bytes) {
                let total = lock.withLock { decodedPixels } + width * height
                guard total <= SceneLimits.maximumImagePixels else {
                    throw PNGError(.tooLarge, "the card images would hold \(total) pixels together (this one is \(width)×\(height)); the limit is \(SceneLimits.maximumImagePixels) pixels in all", source: FileIO.quoted(resolved))
                }
            }
            let decoded = try PNGDecoder.decode(bytes, source: FileIO.quoted(resolved))
            let pattern = ImagePattern(try Pixmap(width: decoded.width, height: decoded.height, straightBytes: decoded.pixels))
            lock.withLock {
                decodedPixels += decoded.width * decoded.height
                if let identity { files[identity] = pattern }
            }
            return pattern
        }
    }
}
