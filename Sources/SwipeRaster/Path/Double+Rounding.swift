extension Double {
    /// `Int64(self.rounded())`: the nearest integer, halves away from zero, without a call into
    /// libm (on Linux `rounded()` is a call to `round`, once per span row in the shaders).
    /// Exact for every |self| < 2⁶³: the truncation is exact, and so is the fraction
    /// `self − trunc(self)` (its bits are the low bits of `self`). Callers clamp first: NaN or a
    /// magnitude of 2⁶³ and more traps, as `Int64(_:)` does.
    @inline(__always)
    var roundedToInt64: Int64 {
        let whole = Int64(self)
        let fraction = self - Double(whole)
        if fraction >= 0.5 { return whole + 1 }
        if fraction <= -0.5 { return whole - 1 }
        return whole
    }
}
