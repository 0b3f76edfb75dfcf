import SwipeMath
/// Gaussian blur of an 8-bit mask, in integer arithmetic (deterministic).
///
/// σ < 2: a true Gaussian kernel of radius ⌈3σ⌉ with integer weights summing to 2¹⁶.
/// σ ≥ 2: three box blurs as in the W3C filter-effects `feGaussianBlur` approximation,
/// d = ⌊σ·3·√(2π)/4 + 0.5⌋; for odd d three centred boxes of width d, for even d two boxes of
/// width d offset by half a pixel to the left then right, and one centred box of width d + 1.
/// Within ~3 % of the true Gaussian. Pixels outside the mask count as 0, or with `repeatEdges`
/// as the nearest edge pixel (an opaque layer blur).
package enum Blur {
    /// How far (in pixels) the blur spreads a value: the mask needs this much empty margin.
    static func extent(sigma: Double) -> Int {
        if sigma <= 0 { return 0 }
        if sigma < 2 { return Int((3 * sigma).rounded(.up)) }
        let d = boxWidth(sigma)
        return 3 * (d / 2) + 2
    }

    static func boxWidth(_ sigma: Double) -> Int {
        // 3·√(2π)/4 = 1.8799712059732503
        Int((sigma * 1.8799712059732503 + 0.5).rounded(.down))
    }

    package static func blur(_ mask: inout [UInt8], width: Int, height: Int, sigma: Double, repeatEdges: Bool = false) {
        guard sigma > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        var line = [UInt8](repeating: 0, count: max(width, height))
        let passes: [(left: Int, right: Int)]
        var kernel: [UInt32] = []
        if sigma < 2 {
            kernel = gaussianKernel(sigma)
            passes = []
        } else {
            let d = boxWidth(sigma)
            if d % 2 == 1 {
                passes = [(d / 2, d / 2), (d / 2, d / 2), (d / 2, d / 2)]
            } else {
                passes = [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
            }
        }
        func run(_ data: inout [UInt8], count: Int) {
            if kernel.isEmpty {
                for pass in passes {
                    box(&data, &scratch, count: count, left: pass.left, right: pass.right, repeatEdges: repeatEdges)
                    swap(&data, &scratch)
                }
            } else {
                convolve(data, into: &scratch, count: count, kernel: kernel, repeatEdges: repeatEdges)
                swap(&data, &scratch)
            }
        }
        // Rows.
        for y in 0..<height {
            for x in 0..<width { line[x] = mask[y * width + x] }
            run(&line, count: width)
            for x in 0..<width { mask[y * width + x] = line[x] }
        }
        // Columns.
        for x in 0..<width {
            for y in 0..<height { line[y] = mask[y * width + x] }
            run(&line, count: height)
            for y in 0..<height { mask[y * width + x] = line[y] }
        }
    }

    /// out[x] = round(Σ in[x−left … x+right] / (left + right + 1)), sliding sum.
    private static func box(_ input: inout [UInt8], _ output: inout [UInt8], count: Int, left: Int, right: Int, repeatEdges: Bool) {
        let d = UInt64(left + right + 1)
        // Reciprocal in 32.32: (sum · ⌈2³²/d⌉ + 2³¹) >> 32 rounds sum/d to nearest for sums ≤ 255·d.
        let reciprocal = ((1 << 32) + d - 1) / d
        if repeatEdges {
            // Indices outside 0..<count read the nearest end: the first sum counts in[0] for
            // the `left` positions before 0 and in[count − 1] for those past the end.
            func at(_ k: Int) -> UInt64 { UInt64(input[min(max(k, 0), count - 1)]) }
            var sum = UInt64(left) * at(0) + UInt64(max(0, right - (count - 1))) * at(count - 1)
            for k in 0...min(right, count - 1) { sum += at(k) }
            for x in 0..<count {
                output[x] = UInt8(min(255, (sum * reciprocal + (1 << 31)) >> 32))
                sum += at(x + right + 1)
                sum -= at(x - left)
            }
            return
        }
        var sum: UInt64 = 0
        for k in 0...min(right, count - 1) { sum += UInt64(input[k]) }
        for x in 0..<count {
            output[x] = UInt8(min(255, (sum * reciprocal + (1 << 31)) >> 32))
            let entering = x + right + 1, leaving = x - left
            if entering < count { sum += UInt64(input[entering]) }
            if leaving >= 0 { sum -= UInt64(input[leaving]) }
        }
    }

    /// Integer weights of e^(−k²/2σ²), k = −r…r, scaled to sum exactly 65 536.
    package static func gaussianKernel(_ sigma: Double) -> [UInt32] {
        let r = max(1, Int((3 * sigma).rounded(.up)))
        var weights: [Double] = []
        var total = 0.0
        for k in -r...r {
            let w = DeterministicMath.exp(-Double(k * k) / (2 * sigma * sigma))
            weights.append(w)
            total += w
        }
        var result = weights.map { UInt32(($0 / total * 65_536).rounded()) }
        let sum = result.reduce(0, +)
        // Put any rounding remainder on the centre tap so the blur conserves mass exactly.
        result[r] = result[r] &+ 65_536 &- sum
        return result
    }

    private static func convolve(_ input: [UInt8], into output: inout [UInt8], count: Int, kernel: [UInt32], repeatEdges: Bool) {
        let r = kernel.count / 2
        for x in 0..<count {
            var sum: UInt32 = 0
            if repeatEdges {
                for k in (x - r)...(x + r) { sum += kernel[k - x + r] * UInt32(input[min(max(k, 0), count - 1)]) }
                output[x] = UInt8(min(255, (sum + 32_768) >> 16))
                continue
            }
            let lo = max(0, x - r), hi = min(count - 1, x + r)
            if lo <= hi {
                for k in lo...hi { sum += kernel[k - x + r] * UInt32(input[k]) }
            }
            output[x] = UInt8(min(255, (sum + 32_768) >> 16))
        }
    }
}
