/// Frame numbers in file names (decimals go through SwipeMath's `DecimalFormat`).
enum Format {
    /// A five-digit zero-padded frame number: 6 → "00006".
    static func frameNumber(_ index: Int) -> String {
        let digits = String(index)
        return digits.count >= 5 ? digits : String(repeating: "0", count: 5 - digits.count) + digits
    }
}
