#if canImport(Glibc)
    import Glibc
#endif

/// Byte arrays the size of a whole image, backed by 2 MB transparent huge pages where Linux
/// offers them.
///
/// Why: a 1170×2532 RGBA frame is 11.9 MB. Fresh memory of that size, written once (decoded,
/// or drawn as a diff image), costs the kernel one page fault per 4 KB page: about 2,900 faults
/// and ~10 ms of system time per image, a quarter of a `swipesim diff` run. Advised with
/// `MADV_HUGEPAGE`, the 2 MB-aligned middle of the array faults in 2 MB at a time (about 8
/// faults). The advice changes only how memory is mapped, never a byte of it; where it is
/// refused (THP set to `never`, other systems) the array is ordinary memory.
public enum ImageMemory {
    /// Arrays smaller than this gain nothing from huge pages (at most one would fit).
    static let minimumAdvisedBytes = 4 << 20

    /// An array of `count` bytes whose storage `initialize` fills; `initialize` returns how many
    /// bytes it initialised (all or none, as `Array(unsafeUninitializedCapacity:)` expects).
    public static func bytes(
        count: Int, initializingWith initialize: (UnsafeMutableBufferPointer<UInt8>) -> Int
    ) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            adviseHugePages(buffer)
            initialized = initialize(buffer)
        }
    }

    /// `count` zero bytes.
    public static func zeros(count: Int) -> [UInt8] {
        bytes(count: count) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            base.initialize(repeating: 0, count: buffer.count)
            return buffer.count
        }
    }

    /// Asks for huge pages over the 2 MB-aligned part of `buffer`, before anything touches it.
    static func adviseHugePages(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        #if os(Linux)
            guard let base = buffer.baseAddress, buffer.count >= minimumAdvisedBytes else { return }
            let hugePage = 2 << 20
            let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
            let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
            guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
            // Advice only: a refusal (EINVAL where THP is compiled out) leaves ordinary pages.
            _ = madvise(pointer, end - start, Int32(MADV_HUGEPAGE))
        #endif
    }
}
