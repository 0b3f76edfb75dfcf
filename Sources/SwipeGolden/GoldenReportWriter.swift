import SwipePNG
import SwipeBase

/// The relative paths (inside the report folder) of one frame's images; nil when not written.
public struct FrameReportFiles: Sendable {
    public var expected: String?
    public var actual: String?
    public var diff: String?
    /// The changed region of a failing frame, zoomed 4× (`ZoomedCrop`): expected, actual, diff.
    public var crops: [String] = []
}

/// Writes a report folder: `index.html` (see `HTMLReport`), `results.json` with the figures of
/// every frame (passing ones too), and per golden a folder of PNGs inside `goldens/`, where no
/// golden's name (`index.html`, `results.json`) can collide with the report's own files.
///
/// Images: for a frame that does not pass, `frame_NNNNN-expected.png`, `-actual.png` and
/// `-diff.png` (as far as they exist); for a passing frame, a copy of its golden PNG as
/// `frame_NNNNN-expected.png`, which the filmstrip shows in both the expected and actual rows.
/// Every file is written atomically.
public enum GoldenReportWriter {
    /// Writes the report for `results` into `directory` (created when missing) and returns the
    /// path of `index.html`.
    @discardableResult
    public static func write(_ results: [GoldenResult], to folder: String, toolVersion: String) throws -> String {
        let directory = GoldenPath.normalized(folder)
        do {
            try FileIO.createDirectory(directory)
        } catch {
            throw GoldenError.writeFailed(path: directory, message: "\(error)")
        }
        let folderNames = uniqueFolderNames(results.map(\.name)).map { goldensFolderName + "/" + $0 }
        var files: [[FrameReportFiles]] = []
        for (result, folderName) in zip(results, folderNames) {
            let folderPath = directory + "/" + folderName
            var frameFiles: [FrameReportFiles] = []
            if !result.frames.isEmpty {
                do {
                    try FileIO.createDirectory(folderPath)
                } catch {
                    throw GoldenError.writeFailed(path: folderPath, message: "\(error)")
                }
            }
            for frame in result.frames {
                frameFiles.append(try writeImages(of: frame, into: folderPath, relativeFolder: folderName))
            }
            files.append(frameFiles)
        }
        try writeText(ResultsJSON.text(results, files: files, toolVersion: toolVersion), to: directory + "/results.json")
        let indexPath = directory + "/index.html"
        try writeText(HTMLReport.html(results, files: files, toolVersion: toolVersion), to: indexPath)
        return indexPath
    }

    /// The report's folder that holds one folder per golden.
    public static let goldensFolderName = "goldens"

    static func writeImages(of frame: FrameResult, into folder: String, relativeFolder: String) throws -> FrameReportFiles {
        let stem = FrameFileName.stem(frame.index)
        var files = FrameReportFiles()
        if frame.status == .passed {
            // Copy the golden's bytes rather than re-encoding: faster, and exactly the golden.
            let name = stem + "-expected.png"
            if let bytes = try? ConfinedFile.readBytes(atPath: frame.goldenPath, maximumBytes: PNGLimits.maximumFileBytes, what: "golden frame") {
                try writeBytes(bytes, to: folder + "/" + name)
                files.expected = relativeFolder + "/" + name
                files.actual = files.expected
            }
            return files
        }
        guard let images = frame.images else { return files }
        func put(_ image: PNGImage?, _ suffix: String) throws -> String? {
            guard let image else { return nil }
            let name = stem + "-" + suffix + ".png"
            let bytes: [UInt8]
            do {
                bytes = try PNGEncoder.encode(image, options: .frameDefault)
            } catch {
                throw GoldenError.writeFailed(path: folder + "/" + name, message: "\(error)")
            }
            try writeBytes(bytes, to: folder + "/" + name)
            return relativeFolder + "/" + name
        }
        files.expected = try put(images.expected, "expected")
        files.actual = try put(images.actual, "actual")
        files.diff = try put(images.diff, "diff")
        if let bounds = frame.comparison?.differingBounds, let expected = images.expected, let diff = images.diff {
            let region = ZoomedCrop.region(around: bounds, width: expected.width, height: expected.height)
            for (image, suffix) in [(expected, "crop-expected"), (images.actual, "crop-actual"), (diff, "crop-diff")] {
                if let path = try put(ZoomedCrop.crop(image, region), suffix) { files.crops.append(path) }
            }
        }
        return files
    }

    static func writeBytes(_ bytes: [UInt8], to path: String) throws {
        do {
            try FileIO.writeAtomically(bytes, to: path)
        } catch {
            throw GoldenError.writeFailed(path: path, message: "\(error)")
        }
    }

    static func writeText(_ text: String, to path: String) throws {
        try writeBytes(Array(text.utf8), to: path)
    }

    /// File-system-safe, distinct folder names: characters other than letters, digits, `.`, `-`
    /// and `_` become `_`; a repeated name gets `-2`, `-3`, ….
    static func uniqueFolderNames(_ names: [String]) -> [String] {
        var used: [String] = []
        for name in names {
            var safe = String(
                name.unicodeScalars.map { scalar -> Character in
                    let ok =
                        (scalar.value < 128)
                        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                            || scalar == "." || scalar == "-" || scalar == "_")
                    return ok ? Character(scalar) : "_"
                })
            if safe.isEmpty || safe == "." || safe == ".." { safe = "golden" }
            var candidate = safe
            var counter = 2
            while used.contains(candidate) {
                candidate = safe + "-\(counter)"
                counter += 1
            }
            used.append(candidate)
        }
        return used
    }
}
