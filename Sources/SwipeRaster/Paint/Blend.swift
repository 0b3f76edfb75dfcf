/// Integer pixel arithmetic on premultiplied RGBA8 packed in a UInt32 (red in the low byte).
///
/// Every product is divided by 255 with exact rounding, `t = x + 128; (t + (t >> 8)) >> 8`,
/// which equals round(x / 255) for every x ≤ 255·255 (pixman `MUL_UN8`). Two channels are
/// processed at once in the 0x00FF00FF lanes; each lane stays below 65 536, so lanes never carry.
package enum Blend {
    /// round(x / 255) for 0 ≤ x ≤ 65 025.
    @inline(__always)
    package static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// All four channels of `pixel` times `factor` / 255, each exactly rounded.
    @inline(__always)
    package static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Premultiplied source-over: dst' = src + dst · (255 − αsrc) / 255, per channel.
    @inline(__always)
    package static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverseAlpha = 255 &- (source >> 24)
        return source &+ scale(destination, by: inverseAlpha)
    }

    /// Source-over of `source` first scaled by `coverage` (0…255).
    @inline(__always)
    static func sourceOver(_ source: UInt32, coverage: UInt32, _ destination: UInt32) -> UInt32 {
        sourceOver(scale(source, by: coverage), destination)
    }
}
