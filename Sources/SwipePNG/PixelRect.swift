/// A rectangle of an image's pixels: columns `x ..< x + width`, rows `y ..< y + height`, y down.
/// The one integer rectangle the image modules share: a comparison's differing bounds and crop
/// (SwipeGolden), the changed region of an animated frame (SwipeShare). Printed as `40×31 at (1, 0)`.
public struct PixelRect: Equatable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
