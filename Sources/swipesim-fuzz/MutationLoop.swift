#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeBase

/// The fuzzer without libFuzzer: seeded mutations (`Mutator`) of the corpus, run for a fixed
/// time. The same seed gives the same inputs, so a failure in CI replays.
enum MutationLoop {
    /// `arguments`: the program name, then `scene|png|golden SECONDS CORPUS_DIR [SEED]`.
    static func run(arguments: [String]) {
        guard arguments.count >= 4, let target = FuzzTarget(rawValue: arguments[1]), let seconds = Double(arguments[2]) else {
            fputs("usage: swipesim-fuzz scene|png|golden SECONDS CORPUS_DIR [SEED]\n", stderr)
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
