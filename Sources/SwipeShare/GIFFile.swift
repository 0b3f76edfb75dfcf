#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import CGIF
import SwipePNG
import SwipeBase

/// A GIF89a being written through giflib to a temporary file beside its destination, renamed
/// into place by `commit()` — so a failed or cancelled encode leaves nothing at `path`.
final class GIFFile {
    /// GIF stores sizes and offsets in 16 bits.
    static let maximumDimension = 65535

    let path: String
    private let temporaryPath: String
    private var gif: UnsafeMutablePointer<GifFileType>?

    /// Opens the temporary file and writes the header, the logical screen and, unless the
    /// animation plays once, the NETSCAPE2.0 loop extension (`plays` 0 loops forever).
    init(path: String, width: Int, height: Int, plays: Int) throws {
        guard (1...Self.maximumDimension).contains(width), (1...Self.maximumDimension).contains(height) else {
            throw ShareError("a GIF is at most \(Self.maximumDimension) px a side; \(width)×\(height) is too large: use a smaller --scale")
        }
        self.path = path
        temporaryPath = FileIO.temporaryPath(for: path)
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw FileError.system("create a temporary file beside", path: path, writing: true)
        }
        var error: Int32 = 0
        guard let gif = EGifOpenFileHandle(descriptor, &error) else {
            close(descriptor)
            unlink(temporaryPath)
            throw ShareError("\(FileIO.quoted(path)): giflib cannot start: \(String(cString: GifErrorString(error)))")
        }
        self.gif = gif
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "write the screen descriptor")
        if plays != 1 {
            // Browsers repeat a NETSCAPE2.0 loop count n after the first play: n + 1 plays.
            let repeats = plays == 0 ? 0 : plays - 1
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "write the loop extension")
            var name = Array("NETSCAPE2.0".utf8)
            try check(EGifPutExtensionBlock(gif, 11, &name), "write the loop extension")
            var count: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]
            try check(EGifPutExtensionBlock(gif, 3, &count), "write the loop extension")
            try check(EGifPutExtensionTrailer(gif), "write the loop extension")
        }
    }

    deinit { cancel() }

    /// Appends one frame: `indices` for `region` in a local palette, shown for
    /// `centiseconds`, left in place afterwards; `transparentIndex` keeps what is below.
    func appendFrame(
        region: PixelRect, indices: [UInt8], palette: [PaletteColor],
        transparentIndex: Int?, centiseconds: Int
    ) throws {
        guard let gif else { throw ShareError("\(FileIO.quoted(path)): the GIF was already closed") }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(centiseconds),
            TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes), "write a frame's delay")
        // A GIF colour table has a power-of-two size of at least 2 entries.
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = (0..<size).map { index -> GifColorType in
            guard index < palette.count else { return GifColorType(Red: 0, Green: 0, Blue: 0) }
            return GifColorType(Red: palette[index].r, Green: palette[index].g, Blue: palette[index].b)
        }
        guard let colorMap = GifMakeMapObject(Int32(size), &colors) else { throw ShareError("\(FileIO.quoted(path)): out of memory for a GIF palette") }
        defer { GifFreeMapObject(colorMap) }
        try check(
            EGifPutImageDesc(gif, Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height), false, colorMap),
            "write a frame's descriptor")
        var pixels = indices
        try check(EGifPutLine(gif, &pixels, Int32(pixels.count)), "write a frame's pixels")
    }

    /// Finishes the file and renames it into place.
    func commit() throws {
        guard let gif else { throw ShareError("\(FileIO.quoted(path)): the GIF was already closed") }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else {
            unlink(temporaryPath)
            throw ShareError("\(FileIO.quoted(path)): cannot finish the GIF: \(String(cString: GifErrorString(error)))")
        }
        try AtomicOutput.moveIntoPlace(temporaryPath, path)
    }

    /// Closes and deletes the temporary file.
    func cancel() {
        guard let gif else { return }
        self.gif = nil
        var error: Int32 = 0
        _ = EGifCloseFile(gif, &error)
        unlink(temporaryPath)
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status == GIF_OK else {
            let code = gif?.pointee.Error ?? 0
            cancel()
            throw ShareError("\(FileIO.quoted(path)): cannot \(what): \(String(cString: GifErrorString(code)))")
        }
    }
}
