/// Why decoding or encoding a PNG failed, with libpng's own words and the file concerned.
/// (A file that cannot be read or written at all is a `FileError`.)
public struct PNGError: Error, CustomStringConvertible, Equatable {
    public enum Kind: String, Sendable {
        /// libpng rejected the data: corrupt, truncated, a bad CRC or bad compressed data.
        case corrupt
        /// The data does not start with the PNG signature.
        case notPNG
        /// Width or height is over the limit; refused before any pixel memory is allocated.
        case tooLarge
        /// The caller passed something the encoder cannot take (sizes, options).
        case invalidArgument
        case outOfMemory
    }

    public var kind: Kind
    /// What went wrong, in libpng's words where libpng said it.
    public var message: String
    /// The file (or a description such as "memory") that the error concerns.
    public var source: String

    public init(_ kind: Kind, _ message: String, source: String) {
        self.kind = kind
        self.message = message
        self.source = source
    }

    public var description: String {
        switch kind {
        case .notPNG, .corrupt:
            return "\(source): cannot read PNG: \(message)"
        case .tooLarge:
            return "\(source): \(message); use a smaller image"
        case .invalidArgument, .outOfMemory:
            return "\(source): cannot write PNG: \(message)"
        }
    }
}
