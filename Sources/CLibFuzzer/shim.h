// libFuzzer's driver entry (compiler-rt, FuzzerInterface.h), for a program that has its own
// main: SwiftPM links every executable's entry as `<target>_main` and points `main` at it, so
// swipesim-fuzz cannot use libFuzzer's main and starts the driver itself. Defined only in
// binaries linked with `-sanitize=fuzzer`; nothing else may call it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
