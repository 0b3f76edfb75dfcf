import SwipeBase
/// What the eye sees at a frame rate: the motion sampled at t = n/fps (never accumulated).
/// Reports the largest value any frame shows past the target (against the true peak) and the
/// first frame from which every frame stays inside the ±1 % band.
public struct FrameRateComparison {
    public var fps: Int
    /// The sampled peak (value) and its frame, if a frame shows overshoot.
    public var sampledPeak: (frame: Int, value: Double)?
    /// The settle frame: the first frame after which all frames are inside the band.
    public var settleFrame: Int?

    public static let allowedRates = 1...1000

    public init(series: SpringPlot.Series, metrics: ResponseMetrics, fps: Int) {
        self.fps = fps
        let frames = min(Int((metrics.horizon * Double(fps)).rounded(.up)), 1_000_000)
        let direction: Double = series.to >= series.from ? 1 : -1
        var best = 0.0, bestFrame = -1, lastOutside = -1
        for n in 0...frames {
            let x = series.value(at: Double(n) / Double(fps))
            let past = (x - series.to) * direction
            if past > best { best = past; bestFrame = n }
            if abs(x - series.to) > metrics.band { lastOutside = n }
        }
        sampledPeak = bestFrame >= 0 && metrics.peak != nil ? (bestFrame, series.value(at: Double(bestFrame) / Double(fps))) : nil
        settleFrame = lastOutside == frames ? nil : lastOutside + 1
    }

    /// Parses "30,60,120,240": whole rates from 1 to 1000, no repeats.
    public static func parseRates(_ text: String) throws -> [Int] {
        var rates: [Int] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = piece.withoutSurroundingSpaces()
            guard let rate = Int(trimmed), allowedRates.contains(rate) else {
                throw TuningError.usage(
                    "--fps takes whole frame rates from 1 to 1000 separated by commas, e.g. 30,60,120,240; '\(EchoText.clip(trimmed))' is not one")
            }
            if !rates.contains(rate) { rates.append(rate) }
        }
        return rates
    }
}

extension Substring {
    fileprivate func withoutSurroundingSpaces() -> String {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
