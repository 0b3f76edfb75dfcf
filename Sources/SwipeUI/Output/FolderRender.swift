#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipePNG
import SwipeFrameSelection
import SwipeRaster
import SwipeShare
import SwipeBase

/// Renders a simulation (`FrameRenderer`: a scene or your own view) into a folder:
/// `frame_NNNNN.png` for each selected frame plus `manifest.json`, and optionally a contact sheet.
///
/// Nothing is replaced until everything succeeded: every output path is checked before the
/// first byte is written; frames and the manifest (written frame by frame) go to a staging
/// folder inside the target (see `StagingFolder`); the contact sheet is built from thumbnails
/// made as frames are drawn. Only then is the sheet written, the files moved into place and
/// any older `frame_NNNNN.png` the new manifest does not list removed, so the folder holds
/// exactly what its manifest lists (other files are never touched).
public struct FolderRender {
    public var outputDirectory: String
    public var selection: FrameSelection?
    public var threads: Int
    public var pngOptions: PNGEncodingOptions
    public var contactSheet: ContactSheetRequest?
    /// Called after each written frame with (frames done, frames in all); serialised.
    public var progress: ((Int, Int) -> Void)?
    /// Whether a frame drawing what a recent frame drew reuses its bytes (`EncodedFrameMemo`).
    /// The files are the same either way; off only to measure what the reuse saves.
    public var reusesRepeatedFrames = true
    /// Animated files fed from the same pass (APNG, GIF, video: SwipeShare's encoders, made for
    /// the selected frames): each drawn frame goes to every encoder in ascending frame order, at
    /// most about 2 × threads frames held. They are finished after the frames, the manifest and
    /// the contact sheet, before anything moves into the folder, so a file that cannot be written
    /// leaves the folder as it was; on any failure every encoder is cancelled. Every frame is then
    /// drawn; a repeated frame still reuses its PNG bytes.
    public var animations: [AnimationEncoder] = []
    /// The options that named the folder and the contact sheet, for error messages
    /// (`swipesim render`'s by default; nil names none, as for a library caller).
    public var optionNames: (folder: String?, contactSheet: String?) = ("--out", "--contact-sheet")

    /// A contact sheet to write with the frames: its file, title and frames (nil: about 12
    /// spread over the simulation, or the first 48 selected when frames were chosen).
    public struct ContactSheetRequest {
        public var path: String
        public var title: String

        public init(path: String, title: String) {
            self.path = path
            self.title = title
        }
    }

    public init(
        outputDirectory: String, selection: FrameSelection? = nil, threads: Int = 2,
        pngOptions: PNGEncodingOptions = PNGEncodingOptions(), contactSheet: ContactSheetRequest? = nil,
        progress: ((Int, Int) -> Void)? = nil
    ) {
        self.outputDirectory = outputDirectory
        self.selection = selection
        self.threads = threads
        self.pngOptions = pngOptions
        self.contactSheet = contactSheet
        self.progress = progress
    }

    public struct Summary {
        /// Frames in the whole simulation.
        public var frameCount: Int
        public var writtenIndices: [Int]
        public var bytesWritten: Int
        /// The frames shown on the contact sheet (empty without one).
        public var contactSheetIndices: [Int]
        /// Frames whose bytes were reused from an earlier frame drawing the same `FrameDrawing`.
        public var reusedFrames: Int
        /// What each of `animations` wrote, in the same order.
        public var animations: [AnimationSummary]
    }

    public func render(_ renderer: FrameRenderer) throws -> Summary {
        do {
            return try write(renderer)
        } catch {
            animations.forEach { $0.cancel() }
            throw error
        }
    }

    private func write(_ renderer: FrameRenderer) throws -> Summary {
        let frameCount = renderer.frameCount
        let indices = try selection?.indices(frameCount: frameCount) ?? Array(0..<frameCount)
        try OutputPath.checkFolder(outputDirectory, flag: optionNames.folder)
        if let contactSheet { try OutputPath.checkFile(contactSheet.path, flag: optionNames.contactSheet, createdFolders: [outputDirectory]) }
        if FileIO.isDirectory(outputDirectory) {
            for name in indices.map(FrameFileName.name) + ["manifest.json"] {
                try OutputPath.checkFile(outputDirectory + "/" + name, flag: optionNames.folder)
            }
        }
        let sheetIndices =
            contactSheet == nil
            ? []
            : selection == nil
                ? ContactSheet.sampleIndices(frameCount: frameCount) : Array(indices.prefix(48))
        let thumbnails = try ContactSheet.Thumbnails(
            indices: sheetIndices, frameWidth: renderer.header.pixelWidth,
            frameHeight: renderer.header.pixelHeight)

        try FileIO.createDirectory(outputDirectory)
        let staging = try StagingFolder(in: outputDirectory)
        defer { staging.remove() }
        let manifest = try Manifest.Stream(header: renderer.header, frameCount: indices.count, path: staging.path + "/manifest.json")
        let lock = Lock()
        var done = 0, bytes = 0
        let options = pngOptions
        func encode(_ pixmap: Pixmap) throws -> [UInt8] {
            try pixmap.bytes.withUnsafeBufferPointer {
                try PNGEncoder.encode(premultipliedRGBA: $0, width: pixmap.width, height: pixmap.height, options: options)
            }
        }
        // A frame drawing what a recent frame drew gets that frame's bytes: no draw, no encode
        // (a contact-sheet frame is always drawn, for its thumbnail).
        let memo = EncodedFrameMemo<FrameDrawing>(capacity: reusesRepeatedFrames ? threads + 1 : 0)
        let encoders = animations
        let observer: ((SimulatedFrame, Pixmap) throws -> Void)? =
            encoders.isEmpty
            ? nil
            : { frame, pixmap in
                for encoder in encoders { try encoder.add(pixmap, frameIndex: frame.index) }
            }
        let order = OrderedDelivery(indices: Array(Set(indices)).sorted(), window: max(2, threads * 2))
        try renderer.processFrames(
            indices, threads: threads,
            simulated: { frame in
                try manifest.append(frame, file: FrameFileName.name(frame.index))
            }
        ) { frame in
            let png: [UInt8]
            var drawn: Pixmap?
            do {
                if thumbnails.wants(frame.index) || observer != nil {
                    let pixmap = try renderer.draw(frame)
                    drawn = pixmap
                    if thumbnails.wants(frame.index) { try thumbnails.add(frame, pixmap) }
                    let drawing = try frame.drawing ?? renderer.record(frame)
                    png = try memo.bytes(for: drawing) { try encode(pixmap) }
                } else {
                    let drawing = try frame.drawing ?? renderer.record(frame)
                    png = try memo.bytes(for: drawing) {
                        let pixmap = try renderer.draw(frame)
                        let bytes = try encode(pixmap)
                        renderer.recycle(pixmap)
                        return bytes
                    }
                }
                try FileIO.writeAtomically(png, to: staging.path + "/" + FrameFileName.name(frame.index))
            } catch {
                order.fail(error)  // wakes workers waiting to hand their frames over
                throw error
            }
            lock.withLock {
                done += 1
                bytes += png.count
                progress?(done, indices.count)
            }
            if let observer, let drawn { try order.add(frame, drawn, deliver: observer) }
        }
        try manifest.finish()
        if let contactSheet {
            let sheet = try thumbnails.sheet(title: contactSheet.title, font: renderer.labelFont)
            try FileIO.writeAtomically(
                PNGEncoder.encode(
                    premultipliedRGBA: sheet.bytes, width: sheet.width, height: sheet.height,
                    options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 6)), to: contactSheet.path)
        }
        let end = FrameRenderer.animationEndIndex(Array(Set(indices)).sorted())
        let animationSummaries = try encoders.map { try $0.finish(endIndex: end) }
        try commit(indices, from: staging.path)
        return Summary(
            frameCount: frameCount, writtenIndices: indices, bytesWritten: bytes, contactSheetIndices: sheetIndices,
            reusedFrames: memo.reusedCount, animations: animationSummaries)
    }

    /// Moves the finished files into place (renames within one file system), then removes
    /// older frames the new manifest does not list.
    private func commit(_ indices: [Int], from staging: String) throws {
        for index in indices {
            let name = FrameFileName.name(index)
            try OutputPath.checkFile(outputDirectory + "/" + name, flag: optionNames.folder)
            guard rename(staging + "/" + name, outputDirectory + "/" + name) == 0 else {
                throw FileError.system("move \(name) into place in the folder", path: outputDirectory, writing: true)
            }
        }
        try OutputPath.checkFile(outputDirectory + "/manifest.json", flag: optionNames.folder)
        guard rename(staging + "/manifest.json", outputDirectory + "/manifest.json") == 0 else {
            throw FileError.system("move manifest.json into place in the folder", path: outputDirectory, writing: true)
        }
        let listed = Set(indices.map(FrameFileName.name))
        for name in try FileIO.contentsOfDirectory(outputDirectory) where FrameFileName.isFrameFileName(name) && !listed.contains(name) {
            FileIO.removeFile(outputDirectory + "/" + name)
        }
    }
}
