import Foundation
import SwipeUI

/// A frame's straight RGBA pixels, converted once, read by (x, y) from the top left.
struct FramePixels {
    let width: Int
    let height: Int
    let bytes: [UInt8]
    init(_ frame: Frame) {
        width = frame.width
        height = frame.height
        bytes = frame.straightRGBA()
    }
    subscript(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(bytes[i..<i + 4])
    }
}

extension Frame {
    /// Writes the frame as a PNG at `path`, to look at while reviewing a test.
    func write(to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(pngData()).write(to: URL(fileURLWithPath: path))
    }
}
