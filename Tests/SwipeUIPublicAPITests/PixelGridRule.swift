/// Where SwiftUI puts a layout edge laid out at `value` points: on the pixel grid of `scale`,
/// the nearest multiple of 1/scale, an exact half going right or down (OpenSwiftUI
/// `CGRect.roundCoordinatesToNearestOrUp(toMultipleOf:)`: ⌊(v + m/2) / m⌋·m, m = 1/scale).
/// Tests written with unrounded layout arithmetic state their expectations through it.
func onPixelGrid(_ value: Double, scale: Double = 1) -> Double {
    ((value * scale + 0.5).rounded(.down)) / scale
}
