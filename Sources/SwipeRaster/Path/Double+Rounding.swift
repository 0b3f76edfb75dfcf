extension Double {
    /// `Int64(self.rounded())`: the nearest integer, halves away from zero, without a call into
    /// libm (on Linux `rounded()` is a call to `round`, once per span row in the shaders).
    /// Exact for every |self| < 2⁶³: the truncation is exact, and so is the fraction
    /// `self − trunc(self)` (its bits are the low bits of `self`). Callers clamp first: NaN or a
    /// magnitude of 2⁶³ and more traps, as `Int64(_:)` does.
    @inline(__always)
    package var roundedToInt64: Int64 {
        let whole = Int64(self)
        let fraction = self - Double(whole)
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }

    /// The value in 16.16 fixed point (×65 536, rounded to nearest), clamped to ±10⁹ first and
    /// NaN taken as 0: the sample positions and steps of the image and mask shaders.
    @inline(__always)
    var fixed16: Int64 {
        let clamped = isNaN ? 0 : Swift.min(Swift.max(self, -1e9), 1e9)
        return (clamped * 65_536).roundedToInt64
    }
}
