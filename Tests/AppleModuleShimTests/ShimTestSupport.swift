import SwiftUI

/// A frame's straight RGBA pixel at (x, y) from the top left.
func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> [UInt8] {
    let bytes = frame.straightRGBA()
    let i = (y * frame.width + x) * 4
    return Array(bytes[i..<i + 4])
}

/// Options for a small, plain canvas: no safe area, white, `duration` seconds at 60 fps.
func plainOptions(width: CGFloat = 200, height: CGFloat = 200, scale: Double = 1, duration: Double = 0.5) -> SimulationOptions {
    var options = SimulationOptions()
    options.canvasSize = CGSize(width: width, height: height)
    options.scale = scale
    options.safeArea = EdgeInsets()
    options.duration = duration
    return options
}

/// Records what deck code saw, for a test to read after the simulation.
final class EventLog: @unchecked Sendable {
    var events: [String] = []
    /// The virtual time now, in milliseconds.
    static func nowMilliseconds() -> Int { Int((Double(DispatchTime.now().uptimeNanoseconds) / 1e6).rounded()) }
}

extension Frame {
    /// Writes the frame as a PNG under the temporary folder, to look at while reviewing a test.
    func write(named name: String) throws {
        let path = NSTemporaryDirectory() + "apple-module-shims/" + name + ".png"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(pngData()).write(to: URL(fileURLWithPath: path))
    }

    func identified(_ identifier: String) -> IdentifiedView? { identifiedViews.first { $0.identifier == identifier } }
}
