import CPNG

/// How to write a PNG. The defaults are chosen for animation frames; see the "PNG settings"
/// table of docs/performance.md for the measurements behind them.
public struct PNGEncodingOptions: Equatable, Sendable {
    /// Which deflate compresses the image data.
    public var deflater: PNGDeflater
    /// The deflater's level: zlib 0 (store) … 9 (smallest); ISA-L 0 … 3.
    public var compressionLevel: Int
    public var filter: PNGRowFilter
    public var strategy: PNGZlibStrategy
    /// Write an sRGB chunk (perceptual rendering intent). Off by default: frames are sRGB by
    /// convention and the chunk only adds bytes.
    public var writesSRGBChunk: Bool
    /// tEXt chunks, written in this order before the image data.
    public var textChunks: [PNGTextChunk]

    public init(
        deflater: PNGDeflater = PNGEncodingOptions.frameDefault.deflater,
        compressionLevel: Int = PNGEncodingOptions.frameDefault.compressionLevel,
        filter: PNGRowFilter = PNGEncodingOptions.frameDefault.filter,
        strategy: PNGZlibStrategy = PNGEncodingOptions.frameDefault.strategy,
        writesSRGBChunk: Bool = false,
        textChunks: [PNGTextChunk] = []
    ) {
        self.deflater = deflater
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.strategy = strategy
        self.writesSRGBChunk = writesSRGBChunk
        self.textChunks = textChunks
    }

    private init(deflater: PNGDeflater, level: Int, filter: PNGRowFilter, strategy: PNGZlibStrategy) {
        self.deflater = deflater
        self.compressionLevel = level
        self.filter = filter
        self.strategy = strategy
        self.writesSRGBChunk = false
        self.textChunks = []
    }

    /// The default for rendered frames: no row filter, level 1 of the fastest deflater this
    /// build has (ISA-L, else zlib). Measured on rendered 1170×2532 card frames, ISA-L level 1
    /// makes a frame's PNG several times as fast as zlib level 1 for about the same bytes, and
    /// zlib level 1 is itself the fastest zlib setting (docs/performance.md, "PNG settings"); row filters
    /// cost more time than they save on diagonal gradients.
    public static let frameDefault = PNGEncodingOptions(deflater: .fastest, level: 1, filter: .none, strategy: .default)

    /// The zlib frame setting (no filter, zlib level 1): the frame default of builds without ISA-L.
    public static let zlibFrames = PNGEncodingOptions(deflater: .zlib, level: 1, filter: .none, strategy: .default)

    /// libpng's own defaults: every filter tried per row, zlib level 6, default strategy.
    public static let libpngDefault = PNGEncodingOptions(deflater: .zlib, level: 6, filter: .adaptive, strategy: .default)

    /// Smallest files, for committed goldens: adaptive filtering at zlib level 9.
    public static let smallest = PNGEncodingOptions(deflater: .zlib, level: 9, filter: .adaptive, strategy: .default)
}

/// The deflate implementation that compresses a PNG's image data. libpng writes the file
/// either way (signature, IHDR, chunk framing and CRCs, IEND).
///
/// Both give the same bytes on every run, thread count and build mode of one machine. ISA-L
/// picks its code by the CPU's features at run time (a portable C body below SSE4.2, whose
/// hash differs; AVX-512 changes level 3's match search), so its bytes — never its pixels — can
/// differ between machines; zlib's can differ between zlib versions. Goldens compare decoded
/// pixels, so neither matters to them.
public enum PNGDeflater: String, CaseIterable, Sendable {
    /// zlib through libpng: levels 0…9, every row filter and strategy.
    case zlib
    /// Intel ISA-L's igzip (`libisal-dev`): levels 0…3, row filter `none` only; the
    /// strategy is ignored.
    case isal

    /// Whether this build can use it (ISA-L: when Package.swift found libisal).
    public var isAvailable: Bool {
        switch self {
        case .zlib: return true
        case .isal: return cpng_isal_available() != 0
        }
    }

    /// The fastest one this build has: ISA-L when available, else zlib.
    public static var fastest: PNGDeflater { PNGDeflater.isal.isAvailable ? .isal : .zlib }

    /// The library and its version, e.g. "ISA-L 2.30.0" or "zlib 1.2.13".
    public var libraryDescription: String {
        switch self {
        case .zlib: return "zlib " + String(cString: cpng_zlib_version())
        case .isal: return cpng_isal_version().map { "ISA-L " + String(cString: $0) } ?? "ISA-L (not in this build)"
        }
    }

    /// The levels it accepts.
    public var levels: ClosedRange<Int> { self == .zlib ? 0...9 : 0...3 }

    var cValue: Int32 { self == .zlib ? Int32(CPNG_DEFLATE_ZLIB) : Int32(CPNG_DEFLATE_ISAL) }
}

/// The PNG row filter applied before compression.
public enum PNGRowFilter: String, CaseIterable, Sendable {
    case none, sub, up, average, paeth
    /// libpng tries all five per row and keeps the one with the smallest sum of absolute values.
    case adaptive
}

/// zlib's compression strategy.
public enum PNGZlibStrategy: String, CaseIterable, Sendable {
    case `default`, filtered, huffmanOnly, rle, fixed

    /// zlib's numeric constant (Z_DEFAULT_STRATEGY … Z_FIXED).
    var zlibValue: Int32 {
        switch self {
        case .default: return 0
        case .filtered: return 1
        case .huffmanOnly: return 2
        case .rle: return 3
        case .fixed: return 4
        }
    }
}
