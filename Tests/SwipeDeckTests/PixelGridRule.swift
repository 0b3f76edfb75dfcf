/// Where SwiftUI puts a layout edge laid out at `value` points at scale 1: the nearest whole
/// point, a half going down the screen (OpenSwiftUI `CGRect.roundCoordinatesToNearestOrUp`).
func onPixelGrid(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
