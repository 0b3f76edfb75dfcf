/// Eight horizontally adjacent pixels of two straight RGBA8 images, loaded as SIMD lanes (lane
/// k is the pixel k to the right of the first), with what the comparator can learn about all
/// eight at once: which differ, which are opaque in both images, bounds of their YIQ delta
/// (from |d|², and an approximate delta with a bound on its error), and how many of each
/// pixel's neighbours are identical to it.
///
/// Nothing here decides a count by itself. The bounds only sort lanes: a lane whose exact
/// delta is certainly on one side of a limit is settled by that, and every other lane is
/// compared by the exact Double formula (`BandComparer`), so no count, largest delta or diff
/// byte can differ from the scalar rules.
package struct PixelOctet {
    /// Pixels per octet.
    package static let count = 8

    /// The little-endian RGBA words (red in the low byte) of the expected and actual pixels.
    let expected: SIMD8<UInt32>
    let actual: SIMD8<UInt32>

    /// The 8 pixels from byte offset `i` of both images (`i` + 32 bytes must lie inside both).
    @inline(__always)
    package init(_ expectedImage: UnsafePointer<UInt8>, _ actualImage: UnsafePointer<UInt8>, at i: Int) {
        expected = Self.load(expectedImage, i)
        actual = Self.load(actualImage, i)
    }

    @inline(__always)
    static func load(_ image: UnsafePointer<UInt8>, _ i: Int) -> SIMD8<UInt32> {
        let words = UnsafeRawPointer(image + i).loadUnaligned(as: SIMD8<UInt32>.self)
        #if _endian(big)
            var swapped = words
            for k in 0..<count { swapped[k] = words[k].byteSwapped }
            return swapped
        #else
            return words
        #endif
    }

    /// Bit k set for each lane k where `mask` is true. (A true lane of a mask is all ones:
    /// `SIMDMask` stores its lanes as a vector of −1 and 0.)
    @inline(__always)
    package static func laneBits(_ mask: SIMDMask<SIMD8<Int32>>) -> UInt32 {
        let bits = unsafeBitCast(mask, to: SIMD8<UInt32>.self) & SIMD8<UInt32>(1, 2, 4, 8, 16, 32, 64, 128)
        let half = bits.lowHalf | bits.highHalf
        let quarter = half.lowHalf | half.highHalf
        return quarter[0] | quarter[1]
    }

    /// Lanes whose two pixels differ in some byte.
    @inline(__always)
    var differingLanes: UInt32 { Self.laneBits(expected .!= actual) }

    /// Lanes whose two pixels both have alpha 255 (the opaque formula applies). (Comparisons
    /// are written vector against vector: against a scalar, Swift compares integer lanes one
    /// by one.)
    @inline(__always)
    var opaque: SIMDMask<SIMD8<Int32>> { (expected & actual) &>> 24 .== SIMD8<UInt32>(repeating: 0xFF) }

    /// The channel differences d = (Δr, Δg, Δb) of each lane, expected minus actual, as
    /// Floats (exact: integers up to ±255), with |d|² = Δr² + Δg² + Δb² (exact too).
    ///
    /// The opaque YIQ delta is the quadratic form dᵀ·A·d (`YIQColorDelta`), whose eigenvalues
    /// are λ₃ = 0.0448154, λ₂ = 0.1655494 and λ₁ = 0.2560781: so 0.0448·|d|² < delta <
    /// 0.26·|d|², with room for any Float rounding of the products (relative 6·10⁻⁸).
    package struct Differences {
        let red: SIMD8<Float>
        let green: SIMD8<Float>
        let blue: SIMD8<Float>
        let squared: SIMD8<Float>

        /// Above every lane's delta.
        @inline(__always)
        package var deltaUpperBound: SIMD8<Float> { squared * 0.26 }

        /// Below every lane's delta: 0.0448 < λ₃ = 0.0448154.
        @inline(__always)
        package var deltaLowerBound: SIMD8<Float> { squared * 0.0448 }

        /// Above every lane's delta, and tighter than `deltaUpperBound` away from the steepest
        /// direction: with a = v₁·d (v₁ = (0.1513334, 0.9812331, 0.1194978), the eigenvector of
        /// λ₁), delta = Σ λₖ·(vₖ·d)² ≤ λ₂·(|d|² − a²) + λ₁·a² = λ₂·|d|² + (λ₁ − λ₂)·a²; λ₁ − λ₂
        /// is rounded up, and λ₂ raised by 2·10⁻⁵, which covers v₁'s 7 digits and Float rounding.
        @inline(__always)
        package var deltaUpperBoundAlongSteepest: SIMD8<Float> {
            let a = red * 0.1513334 + green * 0.9812331 + blue * 0.1194978
            return squared * 0.16557 + a * a * 0.090529
        }

        /// The opaque YIQ delta of each lane in Float arithmetic: 0.5053·ΔY² + 0.299·ΔI² +
        /// 0.1957·ΔQ², ΔY = 0.29889531·Δr + 0.58662247·Δg + 0.11448223·Δb (and ΔI, ΔQ likewise).
        /// Float rounding (unit 2⁻²⁴ ≈ 6·10⁻⁸, coefficients included) puts it within about
        /// 6·10⁻⁷·|d|² of the exact value, and the Double formula within 10⁻¹² of it;
        /// `ApproximateDelta.error` = 10⁻⁵·|d|² + 10⁻³ covers both more than ten times over.
        @inline(__always)
        package func approximateDelta() -> ApproximateDelta {
            let y = red * 0.29889531 + green * 0.58662247 + blue * 0.11448223
            let i = red * 0.59597799 - green * 0.27417610 - blue * 0.32180189
            let q = red * 0.21147017 - green * 0.52261711 + blue * 0.31114694
            return ApproximateDelta(value: 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q, luma: y, squaredDifference: squared)
        }
    }

    /// An approximate opaque YIQ delta of each lane (`Differences.approximateDelta`). ΔY is
    /// within 3·10⁻⁷·(|Δr| + |Δg| + |Δb|) ≤ 5.2·10⁻⁷·|d| of the exact value, so its sign is
    /// certain where ΔY² > 10⁻¹⁰·|d|² (|ΔY| > 10⁻⁵·|d|).
    package struct ApproximateDelta {
        /// |delta| of each lane (the opaque formula; meaningless for translucent lanes).
        package let value: SIMD8<Float>
        /// ΔY, expected minus actual: positive where the expected pixel is brighter.
        package let luma: SIMD8<Float>
        /// |d|².
        let squaredDifference: SIMD8<Float>

        /// A bound on |value − exact delta|.
        @inline(__always)
        package var error: SIMD8<Float> { squaredDifference * 1e-5 + 1e-3 }

        /// Lanes where `luma` has the sign of the exact ΔY.
        @inline(__always)
        package var hasCertainLumaSign: SIMDMask<SIMD8<Int32>> { luma * luma .> squaredDifference * 1e-10 }
    }

    @inline(__always)
    package func differences() -> Differences {
        let byte = SIMD8<UInt32>(repeating: 0xFF)
        @inline(__always) func channel(_ words: SIMD8<UInt32>, _ shift: UInt32) -> SIMD8<Float> {
            SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: (words &>> shift) & byte))
        }
        let dr = channel(expected, 0) - channel(actual, 0)
        let dg = channel(expected, 8) - channel(actual, 8)
        let db = channel(expected, 16) - channel(actual, 16)
        return Differences(red: dr, green: dg, blue: db, squared: dr * dr + dg * dg + db * db)
    }

    /// How many of the 8 neighbours of each lane's pixel in `image` have its exact bytes, for the
    /// octet at byte offset `i` (every pixel off the border; `stride` bytes a row). The left,
    /// right, upper and lower neighbours first: when those give more than 2 in every lane of
    /// `lanes`, the diagonals are not loaded (the counts are then lower bounds, which is all
    /// the anti-aliasing test asks: "more than 2").
    @inline(__always)
    static func identicalNeighbours(
        _ image: UnsafePointer<UInt8>, at i: Int, stride: Int, decidingLanes lanes: UInt32
    ) -> SIMD8<Int32> {
        let centre = load(image, i)
        let one = SIMD8<Int32>(repeating: 1), none = SIMD8<Int32>(repeating: 0)
        var count = one.replacing(with: none, where: load(image, i &- 4) .!= centre)
        count &+= one.replacing(with: none, where: load(image, i &+ 4) .!= centre)
        count &+= one.replacing(with: none, where: load(image, i &- stride) .!= centre)
        count &+= one.replacing(with: none, where: load(image, i &+ stride) .!= centre)
        if laneBits(count .> SIMD8<Int32>(repeating: 2)) & lanes == lanes { return count }
        count &+= one.replacing(with: none, where: load(image, i &- stride &- 4) .!= centre)
        count &+= one.replacing(with: none, where: load(image, i &- stride &+ 4) .!= centre)
        count &+= one.replacing(with: none, where: load(image, i &+ stride &- 4) .!= centre)
        count &+= one.replacing(with: none, where: load(image, i &+ stride &+ 4) .!= centre)
        return count
    }

    /// The number of set bits of a lane mask (8 bits; a portable x86-64 build has no POPCNT).
    @inline(__always)
    static func laneCount(_ bits: UInt32) -> Int {
        var v = bits &- ((bits &>> 1) & 0x55)
        v = (v & 0x33) &+ ((v &>> 2) & 0x33)
        return Int((v &+ (v &>> 4)) & 0x0F)
    }
}
