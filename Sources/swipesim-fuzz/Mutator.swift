#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seeded byte mutations for the loop without libFuzzer: the same seed gives the same inputs.
/// Each call applies 1–4 of: flip a bit, set a byte to an interesting value, insert or delete a
/// run, duplicate a run, splice in bytes of another seed, truncate.
struct Mutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }

    private static let interesting: [UInt8] = [0, 1, 0x7F, 0x80, 0xFF, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x2D, 0x30, 0x39, 0x65]

    mutating func mutate(_ bytes: inout [UInt8], dictionaryFrom corpus: [[UInt8]]) {
        for _ in 0...below(4) {
            switch below(7) {
            case 0 where !bytes.isEmpty:
                bytes[below(bytes.count)] ^= UInt8(1) << UInt8(below(8))
            case 1 where !bytes.isEmpty:
                bytes[below(bytes.count)] = Self.interesting[below(Self.interesting.count)]
            case 2:
                let run = (0..<(1 + below(8))).map { _ in UInt8(truncatingIfNeeded: next()) }
                bytes.insert(contentsOf: run, at: below(bytes.count + 1))
            case 3 where !bytes.isEmpty:
                let from = below(bytes.count)
                bytes.removeSubrange(from..<min(bytes.count, from + 1 + below(16)))
            case 4 where !bytes.isEmpty:
                let from = below(bytes.count)
                let run = Array(bytes[from..<min(bytes.count, from + 1 + below(64))])
                bytes.insert(contentsOf: run, at: below(bytes.count + 1))
            case 5:
                let other = corpus[below(corpus.count)]
                guard !other.isEmpty else { continue }
                let from = below(other.count)
                bytes.insert(contentsOf: other[from..<min(other.count, from + 1 + below(32))], at: below(bytes.count + 1))
            default:
                if !bytes.isEmpty { bytes.removeLast(below(min(bytes.count, 64))) }
            }
        }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
