import CFreeType

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeBase

/// A colour emoji font of bitmap glyphs: Noto Color Emoji (Debian `fonts-noto-color-emoji`),
/// whose glyphs are PNG images in its `CBDT` table, one strike of 109 pixels per em. HarfBuzz
/// shapes its runs (`TextShaper`: skin-tone modifiers, ZWJ sequences and flags become one glyph
/// through the font's `ccmp` substitutions), FreeType decodes a glyph's image with
/// `FT_LOAD_COLOR` into premultiplied BGRA, and the text is drawn as those images scaled.
///
/// **Size, as iOS sets Apple Color Emoji.** Apple Color Emoji's glyphs advance 1 em (its units
/// per em and its emoji advances are both 800: HarfBuzz's `hb-shape` output for the font, in
/// harfbuzz/harfbuzz issue 1420) and its bitmaps fill a 1 em square (its `sbix` glyphs' outline
/// points are (0, 0) and (800, 800): nixeneko, "Appleカラーフォントのビットマップの表示位置",
/// 2015). So each emoji glyph here advances exactly 1 em of the text's size, and its image is
/// drawn 1 em tall (Noto's 128-pixel image height scaled to the point size), centred in the
/// advance, at the height Noto's own metrics give it (its image top `bitmap_top` pixels above
/// the baseline, scaled the same). Zero-width glyphs (joiners left unmerged) advance 0.
///
/// Decoded images are kept in a cache bounded in bytes (`cacheByteLimit`): past it the oldest
/// entries are dropped, so text with thousands of distinct emoji cannot grow memory without
/// bound. The cache only saves decoding; an image decodes to the same bytes every time, so
/// output never depends on it or on the thread that filled it.
public final class EmojiFont: @unchecked Sendable {
    /// Where Debian's `fonts-noto-color-emoji` installs the font.
    public static let notoColorEmojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// The most decoded image bytes kept (16 MiB: some 240 emoji at Noto's 136 × 128 pixels).
    public static let cacheByteLimit = 16 << 20

    /// One decoded glyph: its premultiplied RGBA image and where it sits, in strike pixels.
    public struct Image: @unchecked Sendable {
        public let pattern: ImagePattern
        /// Pixels from the pen position to the image's left edge, and from the baseline up to
        /// its top (FreeType's `bitmap_left`, `bitmap_top`).
        public let left: Double
        public let top: Double
    }

    public let path: String
    /// The image height of the strike in pixels (Noto: 128), drawn 1 em tall.
    public let strikeHeight: Double
    package let shaper: TextShaper
    private var library: FT_Library?
    private var face: FT_Face?
    private let lock = Lock()
    private var images: [UInt32: Image?] = [:]
    private var order: [UInt32] = []
    private var cachedBytes = 0

    /// Opens the emoji font at `path`. Throws `fontMissing` naming the Debian package when the
    /// file is not installed, `fontUnreadable` when FreeType finds no colour bitmap strike in it.
    public init(path: String = EmojiFont.notoColorEmojiPath) throws {
        self.path = path
        guard access(path, R_OK) == 0 else {
            let remedy =
                path == Self.notoColorEmojiPath
                ? "install the Debian package fonts-noto-color-emoji (apt-get install fonts-noto-color-emoji; scripts/bootstrap does)"
                : "check the path, or give the path of a CBDT colour emoji font"
            throw RasterError(.fontMissing, "emoji font file \(path) not found or not readable; " + remedy)
        }
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw RasterError(.fontUnreadable, "FreeType could not start while opening \(path)")
        }
        var f: FT_Face?
        guard FT_New_Face(lib, path, 0, &f) == 0, let f else {
            FT_Done_FreeType(lib)
            throw RasterError(.fontUnreadable, "emoji font file \(path) could not be read by FreeType; give a CBDT colour emoji font")
        }
        guard f.pointee.num_fixed_sizes > 0, f.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0,
            FT_Select_Size(f, 0) == 0, f.pointee.available_sizes[0].height > 0
        else {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            throw RasterError(.fontUnreadable, "emoji font file \(path) has no colour bitmap strike; give a CBDT colour emoji font such as Noto Color Emoji")
        }
        do {
            shaper = try TextShaper(path: path)
        } catch {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            throw error
        }
        library = lib
        face = f
        strikeHeight = Double(f.pointee.available_sizes[0].height)
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    private static let sharedLock = Lock()
    nonisolated(unsafe) private static var shared: [String: EmojiFont] = [:]

    /// The emoji font at `path`, opened once per process and shared.
    public static func named(_ path: String = notoColorEmojiPath) throws -> EmojiFont {
        try sharedLock.withLock {
            if let font = shared[path] { return font }
            let font = try EmojiFont(path: path)
            shared[path] = font
            return font
        }
    }

    /// Whether the font has a glyph for `scalar`.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        lock.withLock {
            guard let face else { return false }
            return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
        }
    }

    /// The decoded image of glyph `index`, nil when the glyph has none (a joiner, .notdef
    /// without a bitmap).
    public func image(index: UInt32) -> Image? {
        lock.withLock {
            if let cached = images[index] { return cached }
            let decoded = decode(index)
            let bytes = decoded.map { $0.pattern.pixmap.width * $0.pattern.pixmap.height * 4 } ?? 0
            while cachedBytes + bytes > Self.cacheByteLimit, !order.isEmpty {
                let oldest = order.removeFirst()
                if let old = images.removeValue(forKey: oldest), let old {
                    cachedBytes -= old.pattern.pixmap.width * old.pattern.pixmap.height * 4
                }
            }
            if bytes <= Self.cacheByteLimit {
                images[index] = decoded
                order.append(index)
                cachedBytes += bytes
            }
            return decoded
        }
    }

    /// The number of decoded bytes the cache holds now (at most `cacheByteLimit`).
    public var cacheBytes: Int { lock.withLock { cachedBytes } }

    /// Decodes one glyph's bitmap (called under `lock`): FreeType's BGRA, premultiplied, to RGBA.
    private func decode(_ index: UInt32) -> Image? {
        guard let face, FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer else { return nil }
        let pitch = Int(bitmap.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = buffer + (pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch)
            for x in 0..<width {
                let o = (y * width + x) * 4
                bytes[o] = row[x * 4 + 2]
                bytes[o + 1] = row[x * 4 + 1]
                bytes[o + 2] = row[x * 4]
                bytes[o + 3] = row[x * 4 + 3]
            }
        }
        guard let pixmap = try? Pixmap(width: width, height: height, premultipliedBytes: bytes) else { return nil }
        return Image(pattern: ImagePattern(pixmap), left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top))
    }
}
