import Foundation
import SwipePNG
import SwipeBase

/// Independent decoders for the files SwipeShare writes: Pillow (Debian's python3-pil, run
/// with /usr/bin/python3) for APNG and GIF, ffprobe (Debian's ffmpeg) for video. Installed by
/// scripts/bootstrap.
public enum AnimationDecoding {
    public struct Decoded {
        public var format: String
        public var loop: String
        /// Composited straight RGBA frames as a viewer shows them.
        public var frames: [PNGImage]
        /// Display time of each frame in milliseconds, as the decoder reports it.
        public var durationsMilliseconds: [Double]
    }

    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Decoders/decode_animation.py").path

    /// Decodes `path` with Pillow into `folder` (created) and reads the frames back with libpng.
    public static func decodeWithPillow(_ path: String, folder: String) throws -> Decoded {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let result = try run(python, [script, path, folder])
        guard result.status == 0 else {
            throw DecodingError("Pillow could not decode \(path) (is python3-pil installed? run scripts/bootstrap): \(result.output)")
        }
        let lines = try String(contentsOfFile: folder + "/frames.txt", encoding: .utf8).split(separator: "\n")
        let header = lines[0].split(separator: " ")
        let count = Int(header[1])!
        let frames = try (0..<count).map { index in
            try PNGDecoder.decode(fileAt: folder + "/" + FrameFileName.name(index))
        }
        return Decoded(
            format: String(header[0]), loop: String(header[2]), frames: frames,
            durationsMilliseconds: lines.dropFirst().map { Double($0)! })
    }

    public struct VideoStream {
        public var codec: String, width: Int, height: Int, frameRate: String, frames: Int, pixelFormat: String
    }

    /// ffprobe's view of the first video stream, with every frame decoded and counted.
    public static func probeVideo(_ path: String) throws -> VideoStream {
        let result = try run(
            "/usr/bin/ffprobe",
            [
                "-v", "error", "-count_frames", "-select_streams", "v:0",
                "-show_entries", "stream=codec_name,width,height,r_frame_rate,nb_read_frames,pix_fmt",
                "-of", "default=noprint_wrappers=1", path,
            ])
        guard result.status == 0 else { throw DecodingError("ffprobe failed on \(path): \(result.output)") }
        var fields: [String: String] = [:]
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return VideoStream(
            codec: fields["codec_name"] ?? "", width: Int(fields["width"] ?? "") ?? 0,
            height: Int(fields["height"] ?? "") ?? 0, frameRate: fields["r_frame_rate"] ?? "",
            frames: Int(fields["nb_read_frames"] ?? "") ?? -1, pixelFormat: fields["pix_fmt"] ?? "")
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    struct DecodingError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
