// The fuzzer's entry point, built two ways (scripts/fuzz):
// - `swift build -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING`: libFuzzer, coverage-guided.
//   SwiftPM links an executable's entry as `swipesim_fuzz_main` and defines `main` as that
//   symbol, which overrides libFuzzer's own `main`; so `main()` here starts libFuzzer's driver
//   (`LLVMFuzzerRunDriver`) with the command line, which is libFuzzer's (corpus folders, -flags).
//   SWIPESIM_FUZZ_TARGET=scene|png|golden picks the target.
// - normally: the seeded mutation loop (`MutationLoop`), no sanitizer, for a few seconds in CI:
//   `swipesim-fuzz scene|png|golden SECONDS CORPUS_DIR [SEED]`.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if FUZZING
    import CLibFuzzer
#endif

@main
struct FuzzMain {
    static func main() {
        #if FUZZING
            guard let name = getenv("SWIPESIM_FUZZ_TARGET").map({ String(cString: $0) }), let target = FuzzTarget(rawValue: name) else {
                fputs("set SWIPESIM_FUZZ_TARGET to scene, png or golden\n", stderr)
                exit(2)
            }
            libFuzzerTarget = target
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
            MutationLoop.run(arguments: CommandLine.arguments)
        #endif
    }
}

#if FUZZING
    /// Set once in `main` before libFuzzer starts; libFuzzer runs inputs on the main thread.
    nonisolated(unsafe) private var libFuzzerTarget = FuzzTarget.scene

    /// libFuzzer's per-input callback; also exported under the name libFuzzer's own `main` expects,
    /// which `-sanitize=fuzzer` links in (unused) and must resolve.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        libFuzzerTarget.run(size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#endif
