#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwipePNG
import SwipeRaster

/// Renders a scene into a folder: `frame_NNNNN.png` for each selected frame plus
/// `manifest.json`. Frames go to a hidden staging folder inside the target first and are
/// renamed into place only when every frame succeeded, so a failed run leaves the folder as
/// it was.
public struct FolderRender {
    public var outputDirectory: String
    public var selection: FrameSelection?
    public var threads: Int
    public var pngOptions: PNGEncodingOptions
    /// Called after each written frame with (frames done, frames in all); serialised.
    public var progress: ((Int, Int) -> Void)?
    /// Whether a frame drawing what a recent frame drew reuses its bytes (`EncodedFrameMemo`).
    /// The files are the same either way; off only to measure what the reuse saves.
    public var reusesRepeatedFrames = true

    public init(outputDirectory: String, selection: FrameSelection? = nil, threads: Int = 2,
                pngOptions: PNGEncodingOptions = PNGEncodingOptions(), progress: ((Int, Int) -> Void)? = nil) {
        self.outputDirectory = outputDirectory
        self.selection = selection
        self.threads = threads
        self.pngOptions = pngOptions
        self.progress = progress
    }

    public struct Summary {
        public var frames: [SimulatedFrame]
        public var writtenIndices: [Int]
        public var bytesWritten: Int
        /// Frames whose bytes were reused from an earlier frame drawing the same display list.
        public var reusedFrames: Int
    }

    public static func fileName(forFrame index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    public func render(_ renderer: SceneRenderer) throws -> Summary {
        let frameCount = renderer.simulation.frameCount
        let indices = try selection?.indices(frameCount: frameCount) ?? Array(0..<frameCount)
        try FileIO.createDirectory(outputDirectory)
        let staging = outputDirectory + "/.swipesim-staging-\(getpid())"
        try FileIO.createDirectory(staging)
        defer { _ = try? removeTree(staging) }

        let lock = Lock()
        var done = 0, bytes = 0
        let options = pngOptions
        // A frame drawing what a recent frame drew gets that frame's bytes: no draw, no encode.
        // (A SwipeUI preset's frame has no display list to compare: never reused.)
        let memo = EncodedFrameMemo(capacity: reusesRepeatedFrames && renderer.simulation.viewSimulation == nil ? threads + 1 : 0)
        let frames = try renderer.processFrames(indices, threads: threads) { frame in
            let png = try memo.bytes(for: frame.display.items) {
                let pixmap = try renderer.draw(frame)
                return try pixmap.bytes.withUnsafeBufferPointer {
                    try PNGEncoder.encode(premultipliedRGBA: $0, width: pixmap.width, height: pixmap.height, options: options)
                }
            }
            try FileIO.writeAtomically(png, to: staging + "/" + Self.fileName(forFrame: frame.index))
            lock.withLock {
                done += 1
                bytes += png.count
                progress?(done, indices.count)
            }
        }
        var names: [Int: String] = [:]
        for index in indices { names[index] = Self.fileName(forFrame: index) }
        let manifest = JSONWriter.write(Manifest.json(scene: renderer.scene, frames: frames, fileNames: names))
        try FileIO.writeAtomically(manifest, to: staging + "/manifest.json")
        // Every frame succeeded: move them into place (renames within one file system).
        for index in indices {
            let name = Self.fileName(forFrame: index)
            guard rename(staging + "/" + name, outputDirectory + "/" + name) == 0 else {
                throw PNGError(.io, "cannot move \(name) into place (\(String(cString: strerror(errno))))", source: outputDirectory)
            }
        }
        guard rename(staging + "/manifest.json", outputDirectory + "/manifest.json") == 0 else {
            throw PNGError(.io, "cannot move manifest.json into place", source: outputDirectory)
        }
        return Summary(frames: frames, writtenIndices: indices, bytesWritten: bytes, reusedFrames: memo.reusedCount)
    }

    private func removeTree(_ path: String) throws {
        for name in (try? FileIO.contentsOfDirectory(path)) ?? [] {
            FileIO.removeFile(path + "/" + name)
        }
        rmdir(path)
    }
}
