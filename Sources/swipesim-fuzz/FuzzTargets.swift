// Fuzz targets for the parsers that take untrusted bytes: the scene reader (JSON parser,
// field checks, script expansion), the PNG decoder (libpng through CPNG) and a golden folder's
// `golden.json` and `motion.json` (both from a pull request in CI).
// A crash, trap or hang is the failure; every error must be thrown, never trapped.
import SwipeDeck
import SwipeGolden
import SwipePNG

enum FuzzTarget: String {
    case scene, png, golden

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
        case .golden:
            // An input is golden.json, a NUL byte, then motion.json. What verify does with them
            // before rendering: parse both, resolve the frames against the motion's frame count,
            // compare the motion with itself, print every message, write the motion back.
            let separator = bytes.firstIndex(of: 0) ?? bytes.endIndex
            let spec = try? GoldenSpec.parse(bytes: Array(bytes[..<separator]), path: "golden.json")
            let motionBytes = separator < bytes.endIndex ? Array(bytes[(separator + 1)...]) : []
            let motion = try? MotionFile.parse(bytes: motionBytes, path: "motion.json")
            _ = try? spec?.indices(frameCount: motion?.frames.count ?? 10, path: "golden.json")
            _ = spec?.text
            if let motion {
                _ = MotionComparator.compare(expected: motion, actual: MotionFile.rounded(motion), tolerance: spec?.motionTolerance ?? .standard).summary
                _ = MotionFile.text(motion)
            }
        }
    }
}
