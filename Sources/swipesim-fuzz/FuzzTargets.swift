// Fuzz targets for the two parsers that take untrusted bytes: the scene reader (JSON parser,
// field checks, script expansion) and the PNG decoder (libpng through CPNG).
// A crash, trap or hang is the failure; every error must be thrown, never trapped.
import SwipeDeck
import SwipePNG

enum FuzzTarget: String {
    case scene, png

    /// Runs one input. Errors are the expected outcome for most inputs and are ignored.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .scene:
            if let scene = try? SceneReader.parse(bytes: bytes, file: "fuzz.json", baseDirectory: "/nonexistent") {
                _ = try? DeckSimulation(scene: scene)
            }
        case .png:
            // 2048 px a side keeps one decode under 16 MiB, so libFuzzer's RSS limit means a leak.
            _ = try? PNGDecoder.decode(bytes, maximumDimension: 2048)
        }
    }
}
