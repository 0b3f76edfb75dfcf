/// A tiny seeded generator (SplitMix64, Steele, Lea & Flood 2014), so every run tests the same
/// inputs: never the system's random numbers. The one generator of every test target.
public struct SplitMix64 {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The top 8 bits of the next value.
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 56) }

    /// Uniform in [a, b): the top 53 bits as a fraction of 2^53.
    public mutating func uniform(_ a: Double, _ b: Double) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return a + (b - a) * unit
    }
}
