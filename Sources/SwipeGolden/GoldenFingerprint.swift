import SwipePNG
import SwipeBase

/// The environment a golden was recorded in, stored as PNG tEXt chunks in every golden frame.
///
/// When a frame fails, the golden's fingerprint is compared with this machine's, so a failure
/// caused by another font file or libpng version says so instead of looking like a regression.
public struct GoldenFingerprint: Equatable, Sendable {
    public static let toolVersionKey = "swipesim-version"
    public static let fontFileKey = "font-file"
    public static let fontHashKey = "font-sha256"
    public static let libpngVersionKey = "libpng-version"

    /// Keys and values in a fixed order: swipesim version, the renderer's entries, libpng version.
    public var entries: [PNGTextChunk]

    public init(entries: [PNGTextChunk]) {
        self.entries = entries
    }

    /// This machine's fingerprint for a frame: `toolVersion`, then the renderer's entries (font
    /// file name and content hash), then the libpng version in use.
    public static func current(toolVersion: String, rendererEntries: [PNGTextChunk]) -> GoldenFingerprint {
        var entries = [PNGTextChunk(key: toolVersionKey, value: toolVersion)]
        for entry in rendererEntries where entry.key != toolVersionKey && entry.key != libpngVersionKey {
            entries.append(entry)
        }
        entries.append(PNGTextChunk(key: libpngVersionKey, value: PNGDecoder.libpngVersion))
        return GoldenFingerprint(entries: entries)
    }

    /// Reads the fingerprint keys out of a golden's tEXt chunks (other chunks are ignored).
    public init(goldenChunks: [PNGTextChunk], keys: [String]) {
        entries = keys.compactMap { key in goldenChunks.first { $0.key == key } }
    }

    public func value(forKey key: String) -> String? {
        entries.first { $0.key == key }?.value
    }

    /// Human lines naming each part of `golden` that differs from this fingerprint, e.g.
    /// `libpng-version: golden 1.6.43, this machine 1.6.39`; empty when they agree.
    public func differences(fromGolden golden: [PNGTextChunk]) -> [String] {
        var lines: [String] = []
        for entry in entries {
            let recorded = golden.first { $0.key == entry.key }?.value
            if recorded != entry.value {
                // The recorded value is the golden PNG's tEXt chunk: untrusted, so clipped and escaped.
                let golden = recorded.map { EchoText.clip($0, limit: 100) } ?? "(not recorded)"
                lines.append("\(entry.key): golden \(golden), this machine \(EchoText.clip(entry.value, limit: 100))")
            }
        }
        return lines
    }
}
