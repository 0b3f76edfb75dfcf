import SwipeRaster
extension Scene.Canvas {
    /// An iPhone 15 screen in points (390 × 844) with its safe-area insets.
    static func iPhone(background: Scene.Background, scale: Double = 1) -> Scene.Canvas {
        Scene.Canvas(
            width: 390, height: 844, scale: scale, background: background,
            safeArea: Scene.Insets(top: 47, left: 0, bottom: 34, right: 0))
    }
}
