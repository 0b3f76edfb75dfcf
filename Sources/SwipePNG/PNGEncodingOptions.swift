/// How to write a PNG. The defaults are chosen for animation frames; see the README's
/// "PNG settings" table for the measurements behind them.
public struct PNGEncodingOptions: Equatable, Sendable {
    /// zlib level 0 (store) … 9 (smallest).
    public var compressionLevel: Int
    public var filter: PNGRowFilter
    public var strategy: PNGZlibStrategy
    /// Write an sRGB chunk (perceptual rendering intent). Off by default: frames are sRGB by
    /// convention and the chunk only adds bytes.
    public var writesSRGBChunk: Bool
    /// tEXt chunks, written in this order before the image data.
    public var textChunks: [PNGTextChunk]

    public init(
        compressionLevel: Int = PNGEncodingOptions.frameDefault.compressionLevel,
        filter: PNGRowFilter = PNGEncodingOptions.frameDefault.filter,
        strategy: PNGZlibStrategy = PNGEncodingOptions.frameDefault.strategy,
        writesSRGBChunk: Bool = false,
        textChunks: [PNGTextChunk] = []
    ) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.strategy = strategy
        self.writesSRGBChunk = writesSRGBChunk
        self.textChunks = textChunks
    }

    private init(level: Int, filter: PNGRowFilter, strategy: PNGZlibStrategy) {
        self.compressionLevel = level
        self.filter = filter
        self.strategy = strategy
        self.writesSRGBChunk = false
        self.textChunks = []
    }

    /// The default for rendered frames: no row filter, zlib level 1. Measured on rendered
    /// 1170×2532 card frames it is the fastest setting, about 4.7× as fast as libpng's defaults
    /// for about 1.75× the bytes (README, "PNG settings"); filters cost more time than they
    /// save on diagonal gradients, and deflate's speed is the pipeline's floor.
    public static let frameDefault = PNGEncodingOptions(level: 1, filter: .none, strategy: .default)

    /// libpng's own defaults: every filter tried per row, zlib level 6, default strategy.
    public static let libpngDefault = PNGEncodingOptions(level: 6, filter: .adaptive, strategy: .default)

    /// Smallest files, for committed goldens: adaptive filtering at level 9.
    public static let smallest = PNGEncodingOptions(level: 9, filter: .adaptive, strategy: .default)
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
