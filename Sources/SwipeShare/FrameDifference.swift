#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeRaster
import SwipePNG

/// Where two frames of the same size differ.
public enum FrameDifference {
    /// The smallest rectangle holding every pixel that differs between `previous` and
    /// `current` (premultiplied bytes compared exactly); nil when the frames are identical.
    public static func changedRegion(from previous: Pixmap, to current: Pixmap) -> PixelRect? {
        precondition(previous.width == current.width && previous.height == current.height)
        let width = current.width, height = current.height
        return previous.bytes.withUnsafeBytes { oldRaw in
            current.bytes.withUnsafeBytes { newRaw -> PixelRect? in
                let old = oldRaw.bindMemory(to: UInt32.self), new = newRaw.bindMemory(to: UInt32.self)
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(oldRaw.baseAddress! + y * width * 4, newRaw.baseAddress! + y * width * 4, width * 4) != 0
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return nil }
                let bottom = (top..<height).last(where: rowDiffers)!
                var left = width, right = 0
                for y in top...bottom where rowDiffers(y) {
                    let row = y * width
                    var x = 0
                    while x < left && old[row + x] == new[row + x] { x += 1 }
                    left = min(left, x)
                    var end = width
                    while end > right && old[row + end - 1] == new[row + end - 1] { end -= 1 }
                    right = max(right, end)
                }
                return PixelRect(x: left, y: top, width: right - left, height: bottom - top + 1)
            }
        }
    }
}
