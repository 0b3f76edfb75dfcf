/// The colours of a diff image: equal pixels as the expected image's brightness faded 90 % toward
/// white, so the picture stays recognisable but quiet; differing pixels pure red; pixels ignored as
/// anti-aliasing yellow. Any changed pixel, even by one level, is drawn fully red, so a one-level
/// change stands out against the pale background.
enum DiffPalette {
    static let different: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let antiAliased: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// How much of the original brightness remains (pixelmatch's `alpha`, 0.1).
    static let fadedStrength = 0.1

    @inline(__always)
    static func draw(_ colour: (UInt8, UInt8, UInt8), into target: UnsafeMutablePointer<UInt8>) {
        target[0] = colour.0
        target[1] = colour.1
        target[2] = colour.2
        target[3] = 255
    }

    /// Grey v = 255 + (Y − 255) × 0.1 × a / 255, rounded half up, with Y the luma of the pixel.
    @inline(__always)
    static func drawFaded(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>) {
        let luma = YIQColorDelta.luma(Double(source[0]), Double(source[1]), Double(source[2]))
        let value = 255 + (luma - 255) * (fadedStrength * Double(source[3]) / 255)
        let grey = UInt8(min(255, max(0, value + 0.5)))
        target[0] = grey
        target[1] = grey
        target[2] = grey
        target[3] = 255
    }

    static func drawFadedRow(_ source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        for x in 0..<count {
            drawFaded(source + x * 4, into: target + x * 4)
        }
    }
}
