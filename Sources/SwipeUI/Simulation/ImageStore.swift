import Foundation
import SwipeRaster
import SwipeJPEG
import SwipePNG
import SwipeBase

/// A bitmap handed to a simulation: premultiplied RGBA8 rows, top to bottom.
public struct Bitmap: Sendable {
    let pixmap: Pixmap
    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }

    public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) throws {
        pixmap = try Pixmap(width: width, height: height, premultipliedBytes: premultipliedRGBA)
    }
    init(pixmap: Pixmap) { self.pixmap = pixmap }

    /// Reads a PNG file.
    public init(pngFile path: String) throws {
        let image = try PNGDecoder.decode(fileAt: path)
        pixmap = try Pixmap(width: image.width, height: image.height, premultipliedBytes: image.premultipliedPixels())
    }
}

/// Where an `Image` finds what it draws. `Image(_:)`: the simulation's registered images, else
/// the asset catalogs' image sets (in order), else a PNG or JPEG file (relative paths against
/// `directory`), each decoded once per simulation.
/// `Image(systemName:)`: SwipeRaster's icons, else the missing-symbol placeholder, reported
/// once per name to the simulation's `warnings`.
final class ImageStore {
    let registered: [String: Bitmap]
    /// `SimulationOptions.assetCatalogs`, searched in order after `registered`.
    let catalogs: [AssetCatalog]
    /// Pixels per point of the screen (which of an image set's files is drawn).
    let screenScale: Double
    let directory: String?
    /// `AsyncImage`'s network: bitmaps by URL, and how long a load takes (seconds).
    let remote: [String: Bitmap]
    let remoteLoadTime: Double
    let warnings: SimulationWarnings
    private var loaded: [String: NamedImage] = [:]
    private var loadedRemote: [String: ImagePattern] = [:]
    /// Pixels of every distinct bitmap this pass has drawn from so far.
    private var totalPixels = 0

    /// Most pixels all the images one simulation draws may hold together (64 Mpx, 256 MiB of
    /// RGBA: forty 1024×1600 photos; a 16 000 × 16 000 image, 256 Mpx, took 57 s and 2 GB to
    /// draw). The same figure bounds a scene's card images (`swipesim` "Limits").
    static let maximumTotalPixels = 64 << 20

    init(
        registered: [String: Bitmap], catalogs: [AssetCatalog] = [], screenScale: Double = 1, directory: String?,
        remote: [String: Bitmap] = [:], remoteLoadTime: Double = 0.25, warnings: SimulationWarnings
    ) {
        self.registered = registered
        self.catalogs = catalogs
        self.screenScale = screenScale
        self.directory = directory
        self.remote = remote
        self.remoteLoadTime = remoteLoadTime
        self.warnings = warnings
    }

    /// Whether `url` loads: it is in `SimulationOptions.remoteImages`, or a `file:` URL of a
    /// readable PNG. A URL that does not is reported once in the warnings, naming the view.
    func loads(url: URL, typePath: @autoclosure () -> String) -> Bool {
        let key = url.absoluteString
        if remote[key] != nil || loadedRemote[key] != nil { return true }
        // A file is decoded once: the pattern kept here is the one `remotePattern` hands out.
        if url.isFileURL, let bitmap = try? Bitmap(pngFile: url.path) {
            loadedRemote[key] = ImagePattern(bitmap.pixmap)
            return true
        }
        warnings.unloadableURL(url.absoluteString, known: remote.keys.sorted(), typePath: typePath())
        return false
    }

    /// The bitmap `AsyncImage` loaded from `url` (a key of `remote`, or a `file:` URL's PNG).
    func remotePattern(url: String, typePath: String) throws -> ImagePattern {
        if let pattern = loadedRemote[url] { return pattern }
        let pixmap: Pixmap
        if let bitmap = remote[url] {
            try admit(width: bitmap.width, height: bitmap.height, what: "the image at \(EchoText.clip(url))", typePath: typePath)
            pixmap = bitmap.pixmap
        } else if let file = URL(string: url), file.isFileURL {
            do { pixmap = try Bitmap(pngFile: file.path).pixmap } catch let error as SwipeUIError { throw error } catch {
                throw SwipeUIError(typePath: typePath, message: "the image at \(EchoText.clip(url)) is not a readable PNG: \(error)")
            }
        } else {
            throw SwipeUIError(typePath: typePath, message: "no image for \(EchoText.clip(url)) in SimulationOptions.remoteImages")
        }
        let pattern = ImagePattern(pixmap)
        loadedRemote[url] = pattern
        return pattern
    }

    /// The symbol named `name`; an unknown name is the placeholder and a warning naming the
    /// view at `typePath`.
    func symbol(named name: String, typePath: @autoclosure () -> String) -> SymbolImage {
        let symbol = SymbolImage(systemName: name)
        if symbol == .missing { warnings.unknownSymbol(name, typePath: typePath()) }
        return symbol
    }

    /// The bitmap named `name`: registered, else an asset catalog's image set, else a PNG file;
    /// nil when there is none, reported once per name in the warnings (the view draws
    /// `Image`'s missing-image placeholder). A file that is not a readable PNG is an error.
    func pattern(named name: String, typePath: String) throws -> NamedImage? {
        if let image = loaded[name] { return image }
        let image: NamedImage
        if let bitmap = registered[name] {
            try admit(width: bitmap.width, height: bitmap.height, what: "the image \"\(EchoText.clip(name))\"", typePath: typePath)
            image = NamedImage(pattern: ImagePattern(bitmap.pixmap))
        } else if let set = catalogs.lazy.compactMap({ $0.imageSets[name] }).first {
            guard let entry = set.entry(forScreenScale: screenScale) else {
                warnings.note(
                    key: "image:" + name,
                    "\(typePath): the image set \"\(EchoText.clip(name))\" at \(EchoText.clip(set.folder)) lists no picture for the iPhone in the light appearance; it draws a grey placeholder with its name"
                )
                return nil
            }
            // Xcode takes HEIC, AVIF, PDF and SVG too (whatever the file is named); SwipeSim
            // decodes PNG and JPEG, and draws the placeholder for the others.
            if let format = ImageFileFormat.undecoded(atPath: entry.file) {
                warnings.note(
                    key: "image:" + name,
                    "\(typePath): the image set \"\(EchoText.clip(name))\" holds \(EchoText.clip(entry.file)), a \(format) image; SwipeSim decodes PNG and JPEG, so it draws a grey placeholder with its name (save the picture as PNG or JPEG to see it)"
                )
                return nil
            }
            let pixmap = try readImage(entry.file, name: name, typePath: typePath)
            image = NamedImage(pattern: ImagePattern(pixmap), pixelsPerPoint: entry.scale, rendersAsTemplate: set.rendersAsTemplate)
        } else {
            let path = name.hasPrefix("/") || directory == nil ? name : directory! + "/" + name
            guard FileIO.fileExists(path) else {
                let known = (registered.keys.sorted() + catalogs.flatMap(\.imageNames)).sorted()
                var message =
                    "\(typePath): no image named \"\(EchoText.clip(name))\": it is neither registered in SimulationOptions.images,"
                    + " nor an image set of SimulationOptions.assetCatalogs, nor a PNG file at \(EchoText.clip(path)); it draws a grey"
                    + " placeholder with its name (a resizable image fills its frame; iOS draws nothing and logs). Register it, add"
                    + " the app's asset catalog, or fix the path."
                if let suggestion = Suggestions.closest(to: name, among: known) { message += " Did you mean \"\(suggestion)\"?" }
                warnings.note(key: "image:" + name, message)
                return nil
            }
            image = NamedImage(pattern: ImagePattern(try readImage(path, name: name, typePath: typePath)))
        }
        loaded[name] = image
        return image
    }

    /// Decodes the PNG or JPEG file at `path` (told apart by their signatures; bounded by
    /// `PNGLimits` and `maximumTotalPixels`, checked from the header before decoding).
    private func readImage(_ path: String, name: String, typePath: String) throws -> Pixmap {
        do {
            let bytes = try FileIO.readBytes(at: path, maximumBytes: PNGLimits.maximumFileBytes, what: "image file")
            let isJPEG = JPEGDecoder.isJPEG(bytes)
            if let size = isJPEG ? JPEGDecoder.size(of: bytes) : PNGDecoder.size(of: bytes) {
                try admit(width: size.width, height: size.height, what: "the image \"\(EchoText.clip(name))\"", typePath: typePath)
            }
            let image = isJPEG ? try JPEGDecoder.decode(bytes, source: FileIO.quoted(path)) : try PNGDecoder.decode(bytes, source: FileIO.quoted(path))
            return try Pixmap(width: image.width, height: image.height, premultipliedBytes: image.premultipliedPixels())
        } catch let error as SwipeUIError {
            throw error
        } catch {
            throw SwipeUIError(
                typePath: typePath, message: "image \"\(EchoText.clip(name))\" at \(EchoText.clip(path)) is not a readable PNG or JPEG: \(error)")
        }
    }

    /// Counts a bitmap of `width` × `height` pixels about to be drawn from; throws, naming the
    /// view, the figure and the budget, when the images together would pass
    /// `maximumTotalPixels`.
    private func admit(width: Int, height: Int, what: String, typePath: String) throws {
        let pixels = width.multipliedReportingOverflow(by: height)
        let total = totalPixels.addingReportingOverflow(pixels.partialValue)
        guard !pixels.overflow, !total.overflow, total.partialValue <= ImageStore.maximumTotalPixels else {
            throw SwipeUIError(
                typePath: typePath,
                message:
                    "\(what) is \(width)×\(height) pixels, which would make the images of the simulation hold \(pixels.overflow || total.overflow ? "more than \(Int.max)" : "\(total.partialValue)") pixels together; the limit is \(ImageStore.maximumTotalPixels) pixels (64 Mpx): use smaller images (a screen-sized photo is about 1200×2600)"
            )
        }
        totalPixels = total.partialValue
    }
}

/// A bitmap found by name, with how it is drawn.
struct NamedImage {
    let pattern: ImagePattern
    /// Image pixels per point: an asset catalog entry's scale (`@2x` is 2), else 1.
    var pixelsPerPoint = 1.0
    /// Whether its image set renders as a template unless the view says otherwise.
    var rendersAsTemplate = false
}

/// Picture formats an asset catalog may hold that SwipeSim does not decode, told by their first
/// bytes (ISO BMFF's `ftyp` brand for HEIF and AVIF, `%PDF`, an XML or `<svg` start).
enum ImageFileFormat {
    /// The format's name when the file is one of those; nil for PNG, JPEG, or an unreadable file
    /// (which then fails as such when decoded).
    static func undecoded(atPath path: String) -> String? {
        guard let bytes = try? FileIO.readBytes(at: path, maximumBytes: PNGLimits.maximumFileBytes, what: "image file") else { return nil }
        let head = Array(bytes.prefix(16))
        if head.count >= 12, head[4...7] == [0x66, 0x74, 0x79, 0x70] {  // "ftyp"
            let brand = String(decoding: head[8...11], as: UTF8.self)
            if brand.hasPrefix("avi") { return "AVIF" }
            if brand.hasPrefix("hei") || brand.hasPrefix("mif") || brand.hasPrefix("hev") { return "HEIC" }
            return "ISO media (\(brand))"
        }
        if head.starts(with: Array("%PDF".utf8)) { return "PDF" }
        if head.starts(with: Array("<svg".utf8)) || head.starts(with: Array("<?xml".utf8)) { return "SVG" }
        return nil
    }
}
