import Foundation
import SwipeUI

extension Frame {
    /// The straight RGBA of pixel (x, y) (pixels from the top left).
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(straightRGBA()[i..<i + 4])
    }

    /// Writes the frame as a PNG at `path`, to look at while reviewing a test.
    func write(to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(pngData()).write(to: URL(fileURLWithPath: path))
    }
}
