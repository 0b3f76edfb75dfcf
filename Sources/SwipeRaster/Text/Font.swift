import CFreeType

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeBase

/// A font file: HarfBuzz shapes its text (`TextShaper`: kerning, ligatures, features, right to
/// left), FreeType reads its unhinted glyph outlines, and SwipeRaster fills them itself, so text
/// turns and scales like any other shape.
///
/// Glyph outlines are cached per font in font units (y down), so one cache serves every size.
/// A font may be shared by threads: FreeType calls and the caches are behind locks.
public final class Font: @unchecked Sendable {
    /// DejaVu Sans (Debian `fonts-dejavu-core`), the scene option `"fonts": {"family": "dejavu"}`.
    public static let defaultRegularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    public static let defaultBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// A glyph's outline in font units with y pointing down, and its advance width.
    package struct Glyph {
        package var outline: Path
        var advance: Double
    }

    public let path: String
    /// Font units per em: a glyph outline is scaled by size / unitsPerEm.
    public let unitsPerEm: Double
    /// Distance from baseline to the top of tall glyphs, in font units (positive).
    public let ascender: Double
    /// Distance from baseline to the bottom of descenders, in font units (positive).
    public let descender: Double

    private var library: FT_Library?
    private var face: FT_Face?
    /// HarfBuzz's view of the same file, with the cache of shaped runs.
    package let shaper: TextShaper
    private let lock = Lock()
    private var glyphs: [UInt32: Glyph] = [:]

    /// Opens the font file at `path`. Throws `fontMissing` when the file does not exist,
    /// `fontUnreadable` when FreeType cannot read it.
    public init(path: String) throws {
        self.path = path
        guard access(path, R_OK) == 0 else {
            let remedy =
                Font.debianPackage(providing: path).map {
                    "install the Debian package \($0) (apt-get install \($0); scripts/bootstrap does) or give the path of another TTF/OTF font"
                } ?? "check the path, or give the path of another TTF/OTF font"
            throw RasterError(.fontMissing, "font file \(path) not found or not readable; " + remedy)
        }
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw RasterError(.fontUnreadable, "FreeType could not start while opening \(path)")
        }
        var f: FT_Face?
        let error = FT_New_Face(lib, path, 0, &f)
        guard error == 0, let f else {
            FT_Done_FreeType(lib)
            throw RasterError(
                .fontUnreadable,
                "font file \(path) could not be read by FreeType (error \(error)); give a TrueType or OpenType font")
        }
        guard f.pointee.units_per_EM > 0, f.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            throw RasterError(.fontUnreadable, "font file \(path) has no scalable outlines; give a TrueType or OpenType font")
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
        unitsPerEm = Double(f.pointee.units_per_EM)
        ascender = Double(f.pointee.ascender)
        descender = -Double(f.pointee.descender)
    }

    /// The Debian package that installs a font file we name by default (for error messages).
    static func debianPackage(providing path: String) -> String? {
        if path.hasPrefix(Typeface.interDirectory) { return "fonts-inter" }
        if path.hasPrefix(Typeface.dejaVuDirectory) { return "fonts-dejavu-core" }
        return nil
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    private static let sharedLock = Lock()
    nonisolated(unsafe) private static var shared: [String: Font] = [:]

    /// The font at `path`, opened once per process and shared.
    public static func named(_ path: String) throws -> Font {
        try sharedLock.withLock {
            if let font = shared[path] { return font }
            let font = try Font(path: path)
            shared[path] = font
            return font
        }
    }

    /// DejaVu Sans, or DejaVu Sans Bold for `bold`.
    public static func dejaVuSans(bold: Bool = false) throws -> Font {
        try named(bold ? defaultBoldPath : defaultRegularPath)
    }

    /// Checks a text size in points: finite, > 0 and ≤ 10 000.
    static func validate(size: Double) throws {
        guard size.isFinite, size > 0, size <= 10_000 else {
            throw RasterError(.invalidFontSize, "text size \(size) is invalid: use a finite size in points, > 0 and ≤ 10000")
        }
    }

    /// The outline of glyph `index` (a glyph id, as HarfBuzz returns them).
    package func glyph(index: UInt32) -> Glyph {
        lock.withLock {
            guard let face else { return Glyph(outline: Path(), advance: 0) }
            if let cached = glyphs[index] { return cached }
            let loaded = Font.load(face, index)
            glyphs[index] = loaded
            return loaded
        }
    }

    /// Whether the font has a glyph for `scalar` (otherwise it would draw .notdef).
    package func covers(_ scalar: Unicode.Scalar) -> Bool {
        lock.withLock {
            guard let face else { return false }
            return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
        }
    }

    private static func load(_ face: FT_Face, _ index: UInt32) -> Glyph {
        let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, index, flags) == 0, let slot = face.pointee.glyph else {
            return Glyph(outline: Path(), advance: 0)
        }
        let advance = Double(slot.pointee.advance.x)
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Glyph(outline: Path(), advance: advance) }
        let builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user).path.move(to: OutlineBuilder.point(to))
                return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user).path.line(to: OutlineBuilder.point(to))
                return 0
            },
            conic_to: { control, to, user in
                OutlineBuilder.from(user).path.quad(control: OutlineBuilder.point(control), to: OutlineBuilder.point(to))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineBuilder.from(user).path.cubic(
                    control1: OutlineBuilder.point(c1), control2: OutlineBuilder.point(c2), to: OutlineBuilder.point(to))
                return 0
            },
            shift: 0, delta: 0)
        let unmanaged = Unmanaged.passRetained(builder)
        defer { unmanaged.release() }
        _ = withUnsafeMutablePointer(to: &slot.pointee.outline) { outline in
            FT_Outline_Decompose(outline, &funcs, unmanaged.toOpaque())
        }
        return Glyph(outline: builder.path, advance: advance)
    }
}

/// Collects FreeType's decomposition callbacks into a Path, flipping y to point down.
private final class OutlineBuilder {
    var path = Path()

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        guard let v else { return .zero }
        return Point(Double(v.pointee.x), -Double(v.pointee.y))
    }
}
