// Fuzz targets for the two parsers that take untrusted bytes: the scene reader (JSON parser,
// field checks, script expansion) and the PNG decoder (libpng through CPNG).
//
// Built two ways (scripts/fuzz):
// - with `-sanitize=fuzzer -D FUZZING`: a libFuzzer binary; SWIPESIM_FUZZ_TARGET=scene|png picks
//   the target, libFuzzer mutates the corpus under Tests/FuzzCorpus/<target>/ with coverage;
// - normally: a seeded mutation loop over the same corpus, with no sanitizer, for a few
//   seconds in CI: `swipesim-fuzz scene|png SECONDS CORPUS_DIR [SEED]`.
// A crash, trap or hang is the failure; every error must be thrown, never trapped.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

#if FUZZING
private let fuzzTarget: FuzzTarget = {
    guard let name = getenv("SWIPESIM_FUZZ_TARGET").map({ String(cString: $0) }), let target = FuzzTarget(rawValue: name) else {
        fputs("set SWIPESIM_FUZZ_TARGET to scene or png\n", stderr)
        exit(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzTarget.run(size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
@main
struct MutationLoop {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 4, let target = FuzzTarget(rawValue: arguments[1]), let seconds = Double(arguments[2]) else {
            fputs("usage: swipesim-fuzz scene|png SECONDS CORPUS_DIR [SEED]\n", stderr)
            exit(2)
        }
        let corpus = ((try? FileIO.contentsOfDirectory(arguments[3])) ?? []).compactMap {
            try? FileIO.readBytes(at: arguments[3] + "/" + $0, maximumBytes: 1 << 20)
        }
        guard !corpus.isEmpty else {
            fputs("no corpus files in \(arguments[3])\n", stderr)
            exit(2)
        }
        var mutator = Mutator(seed: arguments.count > 4 ? UInt64(arguments[4]) ?? 1 : 1)
        var executions = 0
        let start = Mutator.now()
        repeat {
            for _ in 0..<64 {
                var input = corpus[Int(mutator.next() % UInt64(corpus.count))]
                mutator.mutate(&input, dictionaryFrom: corpus)
                target.run(input)
                executions += 1
            }
        } while Mutator.now() - start < seconds
        print("swipesim-fuzz \(target.rawValue): \(executions) executions in \(Int(seconds)) s over \(corpus.count) seeds, no crash")
    }
}
#endif
