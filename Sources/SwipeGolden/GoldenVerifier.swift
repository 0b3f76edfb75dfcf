import SwipePNG
import SwipeBase

/// Settings for checking goldens.
public struct GoldenVerifyOptions: Sendable {
    public var tolerance: ComparisonTolerance
    public var recordMode: RecordMode
    /// The swipesim version written into recorded fingerprints.
    public var toolVersion: String
    /// Whether to keep expected / actual / diff images of non-passing frames (for reports).
    public var keepsImages: Bool
    /// The motion tolerance; nil uses the one in the golden's `golden.json`, else the standard one.
    public var motionTolerance: MotionTolerance?
    /// Whether a `frame_NNNNN.png` that `golden.json` does not list is an error (under `CI=true`)
    /// rather than a warning.
    public var rejectsUnlistedFrames: Bool
    /// How messages say to record: `--record` or `record:`.
    public var advice: RecordModeAdvice

    public init(
        tolerance: ComparisonTolerance = .standard, recordMode: RecordMode = .never,
        toolVersion: String, keepsImages: Bool = true, motionTolerance: MotionTolerance? = nil,
        rejectsUnlistedFrames: Bool = false, advice: RecordModeAdvice = .commandLine
    ) {
        self.advice = advice
        self.motionTolerance = motionTolerance
        self.rejectsUnlistedFrames = rejectsUnlistedFrames
        self.tolerance = tolerance
        self.recordMode = recordMode
        self.toolVersion = toolVersion
        self.keepsImages = keepsImages
    }
}

/// Checks one golden folder: compares the motion of every frame with `motion.json` (with a
/// timing-shift diagnosis), renders the listed frames and compares them with the golden PNGs,
/// and records motion and frames as the record mode says.
///
/// Order of work: the motion is checked first; then frame by frame, each listed frame is
/// rendered, its golden decoded and compared, and (as the record mode says) re-recorded with
/// one atomic write before the next frame is drawn, so memory stays flat in the frame count;
/// golden.json is brought up to date last.
public enum GoldenVerifier {
    /// Verifies `folder` with `renderer`, on the calling thread. Never throws: problems that
    /// stop the check are in `GoldenResult.error`, per-frame problems in the frame results.
    public static func verify(
        _ folder: GoldenFolder, renderer: GoldenRenderer, options: GoldenVerifyOptions
    ) -> GoldenResult {
        finish(prepare(folder, renderer: renderer, options: options), threads: 1)
    }

    /// The first half of `verify`, on the calling thread (a SwipeUI deck simulates on the main
    /// actor): the folder and golden.json are read, the motion and frames prepared in one call
    /// (`GoldenRenderer.prepare(sceneAt:selecting:)`) and the motion checked. `finish` does the
    /// rest on any thread.
    package static func prepare(
        _ folder: GoldenFolder, renderer: GoldenRenderer, options: GoldenVerifyOptions
    ) -> PreparedGolden {
        var prepared = PreparedGolden(
            folder: folder, options: options,
            result: GoldenResult(folder: folder, recordMode: options.recordMode, tolerance: options.tolerance))
        do {
            try prepare(&prepared, renderer: renderer)
        } catch let error as GoldenError {
            prepared.result.error = error
        } catch {
            prepared.result.error = .renderingFailed(scene: folder.scenePath, message: "\(error)")
        }
        return prepared
    }

    /// The second half of `verify`, on any thread: frames drawn, compared and recorded, up to
    /// `threads` at a time (the results, reports and files do not depend on how many), then
    /// golden.json brought up to date.
    package static func finish(_ prepared: PreparedGolden, threads: Int) -> GoldenResult {
        var result = prepared.result
        guard result.error == nil, let state = prepared.state else { return result }
        do {
            try finish(prepared.folder, state: state, options: prepared.options, threads: threads, into: &result)
        } catch let error as GoldenError {
            result.error = error
        } catch {
            result.error = .renderingFailed(scene: prepared.folder.scenePath, message: "\(error)")
        }
        return result
    }

    /// A decoded golden frame, or why there is none.
    enum GoldenFrame {
        case image(PNGImage)
        case missing
        case unreadable(String)

        var image: PNGImage? {
            if case .image(let image) = self { return image }
            return nil
        }
    }

    static func prepare(_ prepared: inout PreparedGolden, renderer: GoldenRenderer) throws {
        let folder = prepared.folder, options = prepared.options
        try folder.checkInsideRoot()
        guard FileIO.isDirectory(folder.path) else { throw GoldenError.notAFolder(path: folder.path) }
        guard folder.entry(GoldenFolder.sceneFileName) != .missing else { throw GoldenError.missingScene(folder: folder.path) }
        let recording = options.recordMode == .all || options.recordMode == .missing
        let spec = try GoldenSpec.read(folder, recording: recording)
        let sceneHash = try GoldenSpec.sceneHash(of: folder)
        if let recorded = spec.sceneSHA256, recorded != sceneHash {
            prepared.result.sceneChange = SceneChange(recordedSHA256: recorded, currentSHA256: sceneHash)
        }
        let motionTolerance = options.motionTolerance ?? spec.motionTolerance ?? .standard
        // One call simulates the scene for the motion and the frames (`prepare(sceneAt:selecting:)`);
        // the steps after it keep the order of two calls: the motion is checked, then the
        // frame selection's error, then the frames' (so a golden reports what it did before).
        var selection: Result<[Int], Error>?
        let scene = try rendering(folder) {
            try renderer.prepare(sceneAt: folder.scenePath) { frameCount in
                selection = Result { try spec.indices(frameCount: frameCount, path: folder.frameListPath) }
                return (try? selection?.get()) ?? []
            }
        }
        let motion = try checkMotion(
            scene.motion, folder: folder, tolerance: motionTolerance, mode: options.recordMode, advice: options.advice)
        // A renderer that did not ask (its own `prepare(sceneAt:selecting:)`): the motion's count.
        let indices = try (selection ?? Result { try spec.indices(frameCount: scene.motion?.frames.count, path: folder.frameListPath) }).get()
        let listed = Set(indices.map(FrameFileName.name))
        prepared.result.unlistedFrames = folder.framePNGNames().filter { !listed.contains($0) }
        prepared.result.unlistedFramesAreErrors = options.rejectsUnlistedFrames
        let frames = try rendering(folder) { try scene.frames() }
        prepared.state = PreparedGolden.State(
            spec: spec, sceneHash: sceneHash, motionTolerance: motionTolerance, motion: motion, indices: indices, frames: frames)
    }

    static func finish(
        _ folder: GoldenFolder, state: PreparedGolden.State, options: GoldenVerifyOptions, threads: Int,
        into result: inout GoldenResult
    ) throws {
        let spec = state.spec, sceneHash = state.sceneHash, motionTolerance = state.motionTolerance
        let indices = state.indices
        var motion = state.motion
        // Frame by frame (a few at a time): draw, decode its golden, compare; then in order,
        // record it if the mode says so and let both go, so memory stays flat in the number of
        // frames (at 8192×8192 px a frame is 256 MiB). Images for a report are kept only within
        // `reportImageBudget`, counted in frame order.
        var frames: [FrameResult] = []
        var firstFailedGoldenText: [PNGTextChunk]?
        var rendererFingerprint: [PNGTextChunk]?
        var keptPixels = 0
        do {
            try compareFrames(state.frames, folder: folder, options: options, threads: threads) { compared -> [UInt8]? in
                let rendered = compared.rendered
                guard frames.count < indices.count, rendered.index == indices[frames.count] else {
                    throw GoldenError.renderingFailed(
                        scene: folder.scenePath,
                        message: "asked for frames \(indices) but the renderer returned frame \(rendered.index) at position \(frames.count)")
                }
                if rendererFingerprint == nil { rendererFingerprint = rendered.fingerprint }
                var frame = compare(
                    rendered, actual: compared.actual, golden: compared.golden, folder: folder, options: options,
                    keptPixels: &keptPixels, comparison: compared.comparison)
                if frame.status == .failed && firstFailedGoldenText == nil { firstFailedGoldenText = compared.golden.image?.textChunks ?? [] }
                try record(
                    &frame, golden: compared.golden, actual: compared.actual, rendererFingerprint: rendered.fingerprint,
                    folder: folder, options: options)
                frames.append(frame)
                // The drawn frame's buffer goes back to the renderer unless a report keeps it.
                return frame.images == nil ? compared.actual.pixels : nil
            }
        } catch let error as GoldenError {
            throw error
        } catch {
            throw GoldenError.renderingFailed(scene: folder.scenePath, message: "\(error)")
        }
        guard frames.count == indices.count else {
            throw GoldenError.renderingFailed(
                scene: folder.scenePath,
                message: "asked for frames \(indices) but the renderer returned \(frames.map(\.index))")
        }

        // The environment fingerprint explains failures; compare it only when something fails.
        if let firstFailedGoldenText {
            let current = GoldenFingerprint.current(toolVersion: options.toolVersion, rendererEntries: rendererFingerprint ?? [])
            result.fingerprintDifferences = current.differences(fromGolden: firstFailedGoldenText)
        }

        try recordMotion(&motion, folder: folder, mode: options.recordMode)
        result.frames = frames
        result.motion = motion?.result

        // A recording brings golden.json up to date: the scene it was recorded from, the motion
        // tolerance in use and this machine's fingerprint; the frame selection stays as written.
        let recorded = frames.contains { $0.status == .recorded } || motion?.result.status == .recorded
        let environment = GoldenFingerprint.current(
            toolVersion: options.toolVersion, rendererEntries: rendererFingerprint ?? []
        ).entries
        let stale = spec.sceneSHA256 != sceneHash || spec.motionTolerance == nil || spec.environment != environment
        if recorded || (options.recordMode == .all && stale) {
            var updated = spec
            updated.sceneSHA256 = sceneHash
            updated.motionTolerance = motionTolerance
            updated.environment = environment
            if updated != spec {
                do {
                    try FileIO.writeAtomically(updated.text, to: folder.frameListPath)
                } catch {
                    throw GoldenError.writeFailed(path: folder.frameListPath, message: (error as? FileError)?.message ?? "\(error)")
                }
                result.sceneChange = nil
            }
        }
    }

    /// What `body` returns; the renderer's errors in it as `GoldenError`s (a `GoldenError` as it
    /// is, any other as `renderingFailed`).
    static func rendering<T>(_ folder: GoldenFolder, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as GoldenError {
            throw error
        } catch {
            throw GoldenError.renderingFailed(scene: folder.scenePath, message: "\(error)")
        }
    }

    /// The render's motion (`produced`) and its check against `motion.json`, or nil when the
    /// renderer gives none. A `motion.json` that cannot be read is an error, except in the
    /// record modes that re-record what fails (all, failed): there it is `unreadable`, and
    /// `recordMotion` replaces it.
    static func checkMotion(
        _ produced: MotionRecording?, folder: GoldenFolder, tolerance: MotionTolerance, mode: RecordMode,
        advice: RecordModeAdvice
    ) throws -> (result: MotionResult, actual: MotionRecording)? {
        guard let produced else { return nil }
        let actual = MotionFile.rounded(produced)
        guard folder.entry(MotionFile.fileName) != .missing else {
            let result = MotionResult(
                status: .missing, comparison: nil,
                note: "no golden \(MotionFile.fileName); record it with \(advice.use(.missing))")
            return (result, actual)
        }
        let expected: MotionRecording
        do {
            expected = try MotionFile.read(at: folder.motionPath)
        } catch let error as GoldenError where mode == .all || mode == .failed {
            return (MotionResult(status: .unreadable, comparison: nil, note: error.description), actual)
        }
        let comparison = MotionComparator.compare(expected: expected, actual: actual, tolerance: tolerance)
        return (MotionResult(status: comparison.passed ? .passed : .failed, comparison: comparison, note: ""), actual)
    }

    /// Writes `motion.json` when the record mode selects it: missing (any mode but never), failed
    /// (modes all and failed), changed at all (mode all).
    static func recordMotion(
        _ motion: inout (result: MotionResult, actual: MotionRecording)?, folder: GoldenFolder, mode: RecordMode
    ) throws {
        guard let current = motion else { return }
        let reason: String?
        switch (mode, current.result.status) {
        case (.never, _): reason = nil
        case (_, .missing): reason = "the golden motion was missing"
        case (.all, .unreadable), (.failed, .unreadable): reason = "the golden motion was unreadable"
        case (.all, .failed), (.failed, .failed): reason = "the motion differed from the golden's"
        case (.all, .passed):
            let existing = try? MotionFile.read(at: folder.motionPath)
            reason = existing == current.actual ? nil : "re-recorded in record mode all"
        default: reason = nil
        }
        guard let reason else { return }
        do {
            try FileIO.writeAtomically(Array(MotionFile.text(current.actual).utf8), to: folder.motionPath)
        } catch {
            throw GoldenError.writeFailed(path: folder.motionPath, message: (error as? FileError)?.message ?? "\(error)")
        }
        motion?.result.status = .recorded
        motion?.result.note = reason
    }

    /// Pixels of expected, actual and diff images a verification keeps for its report, in all
    /// (96 Mpx, 384 MiB); past it a failing frame's report shows only what is on disk.
    public static let reportImageBudget = 96 << 20

    /// The golden PNG at `path`, decoded, or why there is none.
    static func goldenFrame(_ path: String) -> GoldenFrame {
        guard ConfinedFile.entry(atPath: path) != .missing else { return .missing }
        do {
            return .image(try PNGDecoder.decode(fileAt: path, maximumDimension: PNGLimits.maximumComparedDimension, confined: true))
        } catch {
            return .unreadable("\(error)")
        }
    }

    /// One frame's result: its comparison with the golden, and the images for a report when
    /// `options.keepsImages` and they fit in what is left of `reportImageBudget`.
    static func compare(
        _ rendered: RenderedFrame, actual: PNGImage, golden: GoldenFrame, folder: GoldenFolder,
        options: GoldenVerifyOptions, keptPixels: inout Int, comparison first: ImageComparison? = nil
    ) -> FrameResult {
        var frame = FrameResult(
            index: rendered.index, time: rendered.time, status: .passed, comparison: nil,
            note: "", images: nil, goldenPath: folder.framePath(rendered.index))
        let pixels = actual.width * actual.height
        func keep(_ images: Int) -> Bool {
            guard options.keepsImages, keptPixels + images * pixels <= reportImageBudget else { return false }
            keptPixels += images * pixels
            return true
        }
        switch golden {
        case .missing:
            frame.status = .missing
            frame.note = "no golden \(FrameFileName.name(rendered.index)); record it with \(options.advice.use(.missing))"
        case .unreadable(let message):
            frame.status = .unreadable
            frame.note = GoldenError.unreadableGolden(path: frame.goldenPath, message: message).description
        case .image(let expected):
            var comparison = first ?? ImageComparator.compare(expected: expected, actual: actual, tolerance: options.tolerance)
            if !comparison.passed {
                frame.status = .failed
                if comparison.sizeMatches && keep(3) {
                    comparison = ImageComparator.compare(
                        expected: expected, actual: actual, tolerance: options.tolerance, producingDiffImage: true)
                    frame.images = FrameImages(expected: expected, actual: actual, diff: comparison.diffImage)
                }
            }
            var kept = comparison
            kept.diffImage = nil
            frame.comparison = kept
        }
        if frame.status != .passed && frame.images == nil && keep(1) {
            frame.images = FrameImages(expected: nil, actual: actual, diff: nil)
        }
        return frame
    }

    /// Writes the frame if the record mode selects it, atomically, with this machine's fingerprint.
    static func record(
        _ frame: inout FrameResult, golden: GoldenFrame, actual: PNGImage, rendererFingerprint: [PNGTextChunk],
        folder: GoldenFolder, options: GoldenVerifyOptions
    ) throws {
        let fingerprint = GoldenFingerprint.current(toolVersion: options.toolVersion, rendererEntries: rendererFingerprint)
        let reason: String?
        switch (options.recordMode, frame.status) {
        case (.never, _):
            reason = nil
        case (_, .missing):
            reason = "the golden was missing"
        case (.all, .unreadable), (.failed, .unreadable):
            reason = "the golden was unreadable"
        case (.all, .failed), (.failed, .failed):
            reason = "the frame differed from its golden (\(frame.comparison?.summary ?? "mismatch"))"
        case (.all, .passed):
            let stale =
                !(frame.comparison?.isExact ?? false)
                || !fingerprint.differences(fromGolden: golden.image?.textChunks ?? []).isEmpty
            reason = stale ? "re-recorded in record mode all" : nil
        default:
            reason = nil
        }
        guard let reason else { return }
        var image = actual
        image.textChunks = fingerprint.entries
        var encoding = PNGEncodingOptions.smallest
        encoding.textChunks = fingerprint.entries
        let path = folder.framePath(frame.index)
        do {
            let bytes = try PNGEncoder.encode(image, options: encoding)
            try FileIO.writeAtomically(bytes, to: path)
        } catch {
            throw GoldenError.writeFailed(path: path, message: (error as? FileError)?.message ?? "\(error)")
        }
        frame.status = .recorded
        frame.note = reason
    }
}
