import SwipePNG
import SwipeRaster

/// Fonts, decoded photos and the shadow-mask cache for one scene, shared by every drawing
/// thread (each cache is lock-protected; nothing here changes what a frame looks like).
public final class DrawingResources: @unchecked Sendable {
    public let regularFont: Font
    public let boldFont: Font
    public let shadowCache = ShadowCache(capacity: 128)
    private let baseDirectory: String
    private var images: [Scene.ImageSource: ImagePattern] = [:]
    private let lock = Lock()

    /// Loads the scene's fonts (DejaVu Sans by default) and checks its image files exist and
    /// decode, so a missing file fails before any frame is drawn.
    public init(scene: Scene) throws {
        regularFont = try Self.loadFont(scene.fonts.regular, fallback: Font.defaultRegularPath, field: "fonts.regular", scene: scene)
        boldFont = try Self.loadFont(scene.fonts.bold, fallback: Font.defaultBoldPath, field: "fonts.bold", scene: scene)
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

    private static func loadFont(_ path: String?, fallback: String, field: String, scene: Scene) throws -> Font {
        guard let path else {
            do {
                return try Font.named(fallback)
            } catch {
                throw SceneError(file: "scene", path: field, message: "\(error) — install Debian's fonts-dejavu-core (scripts/bootstrap does) or set '\(field)' to a TTF/OTF file")
            }
        }
        let resolved = path.hasPrefix("/") ? path : scene.baseDirectory + "/" + path
        do {
            return try Font.named(resolved)
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
