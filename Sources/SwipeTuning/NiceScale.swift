import SwipeMath

/// Axis ticks at "nice numbers" (Heckbert, Graphics Gems 1990): steps of 1, 2, 2.5 or 5 × 10^k,
/// the smallest that gives at most `maximumTicks` ticks over the range. Found with exact
/// scaling loops (no logarithms), ticks computed as k·step (never accumulated).
package struct NiceScale: Equatable {
    var lower: Double
    package var upper: Double
    package var step: Double
    /// Decimals needed to print every tick exactly (0…12).
    var decimals: Int

    package init(lower: Double, upper: Double, maximumTicks: Int = 7) {
        var lower = lower, upper = upper
        if !(lower.isFinite && upper.isFinite) { lower = 0; upper = 1 }
        if upper < lower { swap(&lower, &upper) }
        if upper - lower < 1e-12 * max(1, abs(upper)) {
            let pad = max(abs(upper) * 0.05, 1e-9)
            lower -= pad
            upper += pad
        }
        self.lower = lower
        self.upper = upper
        let span = upper - lower
        var power = 1.0
        var exponent = 0
        while span / power >= 10 && exponent < 300 { power *= 10; exponent += 1 }
        while span / power < 1 && exponent > -300 { power /= 10; exponent -= 1 }
        var chosen = 10 * power
        var chosenDecimals = max(0, -(exponent + 1))
        for (multiplier, extra) in [(0.1, 1), (0.2, 1), (0.25, 2), (0.5, 1), (1.0, 0), (2.0, 0), (2.5, 1), (5.0, 0)] {
            let step = multiplier * power
            let count = Int((upper / step).rounded(.down) - (lower / step).rounded(.up)) + 1
            if count <= max(2, maximumTicks) {
                chosen = step
                chosenDecimals = max(0, -exponent + extra)
                break
            }
        }
        step = chosen
        // Decimals of the step itself: 0.25·10^k needs 2 more than 10^k, 0.1/0.2/0.5 need 1.
        decimals = min(max(chosenDecimals, 0), 12)
    }

    /// The tick values inside [lower, upper].
    package var ticks: [Double] {
        let first = (lower / step - 1e-9).rounded(.up)
        let last = (upper / step + 1e-9).rounded(.down)
        guard first <= last, last - first < 1000 else { return [] }
        return (0...Int(last - first)).map { (first + Double($0)) * step }
    }

    /// A tick's label: fixed notation with the step's decimals, or mantissa·exponent form for
    /// very small or very large steps ("2.5e-9").
    package func label(_ value: Double) -> String {
        if step < 1e-4 || step >= 1e6 {
            if value == 0 { return "0" }
            let (_, exponent) = TuningFormat.decompose(step)
            var scale = 1.0
            if exponent < 0 { for _ in 0..<(-exponent) { scale *= 10 } } else { for _ in 0..<exponent { scale /= 10 } }
            let mantissa = value * scale
            return DecimalFormat.trimmed(mantissa, maxDecimals: 2) + "e" + String(exponent)
        }
        let text = DecimalFormat.fixed(value, decimals: decimals)
        return text == "-" + DecimalFormat.fixed(0, decimals: decimals) ? DecimalFormat.fixed(0, decimals: decimals) : text
    }
}
