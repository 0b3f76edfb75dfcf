/// A tiny seeded generator (SplitMix64), so every run tests the same inputs.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [a, b).
    mutating func uniform(_ a: Double, _ b: Double) -> Double {
        let unit = Double(next() >> 11) * 0x1p-53
        return a + (b - a) * unit
    }
}

/// The distance in units in the last place between two finite doubles of the same sign.
func ulpDistance(_ a: Double, _ b: Double) -> Double {
    if a == b { return 0 }
    if a.isNaN || b.isNaN { return .infinity }
    func ordered(_ x: Double) -> Int64 {
        let bits = Int64(bitPattern: x.bitPattern)
        return bits < 0 ? Int64.min &- bits : bits
    }
    let d = ordered(a) &- ordered(b)
    return Double(d.magnitude)
}
