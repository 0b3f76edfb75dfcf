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
