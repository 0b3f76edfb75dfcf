import SwipeRaster

/// How a diff image is drawn; pixelmatch 7.2.0's output options, same defaults. It changes only
/// the picture, never which pixels count as different.
///
/// Equal (or within-threshold) pixels show the expected image's brightness faded toward white:
/// v = 255 + (Y − 255) × `alpha` × a / 255, truncated to a byte as pixelmatch's byte array does;
/// differing pixels are `diffColor` (or `diffColorAlternative` where the expected pixel is the
/// brighter one); pixels ignored as anti-aliasing are `aaColor`. With `diffMask`, only the
/// differing pixels are drawn, on a transparent background (a mask to lay over the image).
public struct DiffStyle: Equatable, Sendable {
    /// How much of the original brightness remains under the marks, 0…1 (pixelmatch `alpha`, 0.1).
    public var alpha: Double
    /// Differing pixels (pixelmatch `diffColor`, red).
    public var diffColor: Color
    /// Differing pixels where the expected image is brighter (pixelmatch `diffColorAlt`); nil: `diffColor`.
    public var diffColorAlternative: Color?
    /// Anti-aliased pixels, ignored by the count (pixelmatch `aaColor`, yellow).
    public var aaColor: Color
    /// Draw only differing pixels over transparency (pixelmatch `diffMask`).
    public var diffMask: Bool

    public init(
        alpha: Double = 0.1, diffColor: Color = Color(red: UInt8(255), green: 0, blue: 0),
        diffColorAlternative: Color? = nil, aaColor: Color = Color(red: UInt8(255), green: 255, blue: 0),
        diffMask: Bool = false
    ) {
        self.alpha = alpha
        self.diffColor = diffColor
        self.diffColorAlternative = diffColorAlternative
        self.aaColor = aaColor
        self.diffMask = diffMask
    }

    public static let standard = DiffStyle()

    /// Checks values a user can type; the message names the option to fix.
    public func validate() throws {
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw GoldenError.invalidTolerance("alpha must be from 0 to 1; got \(alpha)")
        }
    }

    @inline(__always)
    static func draw(_ colour: Color, into target: UnsafeMutablePointer<UInt8>) {
        target[0] = colour.red
        target[1] = colour.green
        target[2] = colour.blue
        target[3] = 255
    }

    /// A differing pixel; `delta` is the signed YIQ delta (negative: the expected pixel is brighter).
    @inline(__always)
    func drawDifferent(delta: Double, into target: UnsafeMutablePointer<UInt8>) {
        drawDifferent(expectedIsBrighter: delta < 0, into: target)
    }

    /// A differing pixel; `expectedIsBrighter`: its ΔY (expected minus actual) is positive.
    @inline(__always)
    func drawDifferent(expectedIsBrighter: Bool, into target: UnsafeMutablePointer<UInt8>) {
        Self.draw(expectedIsBrighter ? (diffColorAlternative ?? diffColor) : diffColor, into: target)
    }

    /// An anti-aliased pixel (left transparent in a mask).
    @inline(__always)
    func drawAntiAliased(into target: UnsafeMutablePointer<UInt8>) {
        if !diffMask { Self.draw(aaColor, into: target) }
    }

    /// An equal pixel: the faded grey of `source` (left transparent in a mask).
    @inline(__always)
    func drawFaded(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) {
        if diffMask { return }
        let luma = YIQColorDelta.luma(Double(source[0]), Double(source[1]), Double(source[2]))
        let value = 255 + (luma - 255) * alpha * Double(source[3]) / 255
        let grey = UInt8(min(255, max(0, value)))
        target[0] = grey
        target[1] = grey
        target[2] = grey
        target[3] = 255
    }

    func drawFadedRow(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        if diffMask { return }
        for x in 0..<count {
            drawFaded(source + x * 4, into: target + x * 4)
        }
    }
}
