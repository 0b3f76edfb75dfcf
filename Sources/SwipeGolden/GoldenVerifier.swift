import SwipePNG

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
/// Order of work: every golden frame is decoded before anything is written, so the timing-shift
/// search and the fingerprint comparison see the goldens as they were; recording happens last,
/// one atomic file write per frame.
public enum GoldenVerifier {
    /// Verifies `folder` with `renderer`. Never throws: problems that stop the check are in
    /// `GoldenResult.error`, per-frame problems in the frame results.
    public static func verify(
        _ folder: GoldenFolder, renderer: GoldenRenderer, options: GoldenVerifyOptions
    ) -> GoldenResult {
        var result = GoldenResult(folder: folder, recordMode: options.recordMode, tolerance: options.tolerance)
        do {
            try verify(folder, renderer: renderer, options: options, into: &result)
        } catch let error as GoldenError {
            result.error = error
        } catch {
            result.error = .renderingFailed(scene: folder.scenePath, message: "\(error)")
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

    static func verify(
        _ folder: GoldenFolder, renderer: GoldenRenderer, options: GoldenVerifyOptions,
        into result: inout GoldenResult
    ) throws {
        guard FileIO.isDirectory(folder.path) else { throw GoldenError.notAFolder(path: folder.path) }
        guard FileIO.fileExists(folder.scenePath) else { throw GoldenError.missingScene(folder: folder.path) }
        let recording = options.recordMode == .all || options.recordMode == .missing
        let spec = try GoldenSpec.read(folder, recording: recording)
        let sceneHash = try GoldenSpec.sceneHash(of: folder)
        if let recorded = spec.sceneSHA256, recorded != sceneHash {
            result.sceneChange = SceneChange(recordedSHA256: recorded, currentSHA256: sceneHash)
        }
        let motionTolerance = options.motionTolerance ?? spec.motionTolerance ?? .standard
        var motion = try checkMotion(folder, renderer: renderer, tolerance: motionTolerance, advice: options.advice)
        let indices = try spec.indices(frameCount: motion?.actual.frames.count, path: folder.frameListPath)
        let listed = Set(indices.map(FrameFileName.name))
        result.unlistedFrames = folder.framePNGNames().filter { !listed.contains($0) }
        result.unlistedFramesAreErrors = options.rejectsUnlistedFrames

        let rendered: [RenderedFrame]
        do {
            rendered = try renderer.render(sceneAt: folder.scenePath, frames: indices)
        } catch let error as GoldenError {
            throw error
        } catch {
            throw GoldenError.renderingFailed(scene: folder.scenePath, message: "\(error)")
        }
        guard rendered.map(\.index) == indices else {
            throw GoldenError.renderingFailed(
                scene: folder.scenePath,
                message: "asked for frames \(indices) but the renderer returned \(rendered.map(\.index))")
        }
        let actuals = try rendered.map { try $0.straightImage() }
        let goldens: [GoldenFrame] = indices.map { index in
            let path = folder.framePath(index)
            guard FileIO.fileExists(path) else { return .missing }
            do {
                return .image(try PNGDecoder.decode(fileAt: path))
            } catch {
                return .unreadable("\(error)")
            }
        }

        var frames: [FrameResult] = []
        for (position, index) in indices.enumerated() {
            var frame = FrameResult(
                index: index, time: rendered[position].time, status: .passed, comparison: nil,
                note: "", images: nil, goldenPath: folder.framePath(index))
            switch goldens[position] {
            case .missing:
                frame.status = .missing
                frame.note = "no golden \(FrameFileName.name(index)); record it with \(options.advice.use(.missing))"
            case .unreadable(let message):
                frame.status = .unreadable
                frame.note = GoldenError.unreadableGolden(path: frame.goldenPath, message: message).description
            case .image(let expected):
                var comparison = ImageComparator.compare(expected: expected, actual: actuals[position], tolerance: options.tolerance)
                if !comparison.passed {
                    frame.status = .failed
                    if options.keepsImages && comparison.sizeMatches {
                        comparison = ImageComparator.compare(
                            expected: expected, actual: actuals[position], tolerance: options.tolerance,
                            producingDiffImage: true)
                    }
                }
                var kept = comparison
                kept.diffImage = nil
                frame.comparison = kept
                if options.keepsImages && !comparison.passed {
                    frame.images = FrameImages(expected: expected, actual: actuals[position], diff: comparison.diffImage)
                }
            }
            if frame.status != .passed && frame.images == nil && options.keepsImages {
                frame.images = FrameImages(expected: nil, actual: actuals[position], diff: nil)
            }
            frames.append(frame)
        }

        // The environment fingerprint explains failures; compare it only when something fails.
        if frames.contains(where: { $0.status == .failed }) {
            let firstGolden = zip(frames, goldens).first { $0.0.status == .failed }?.1.image
            let current = GoldenFingerprint.current(
                toolVersion: options.toolVersion, rendererEntries: rendered.first?.fingerprint ?? [])
            if let firstGolden {
                result.fingerprintDifferences = current.differences(fromGolden: firstGolden.textChunks)
            }
        }

        try record(&frames, goldens: goldens, actuals: actuals, rendered: rendered, folder: folder, options: options)
        try recordMotion(&motion, folder: folder, mode: options.recordMode)
        result.frames = frames
        result.motion = motion?.result

        // A recording brings golden.json up to date: the scene it was recorded from, the motion
        // tolerance in use and this machine's fingerprint; the frame selection stays as written.
        let recorded = frames.contains { $0.status == .recorded } || motion?.result.status == .recorded
        let environment = GoldenFingerprint.current(
            toolVersion: options.toolVersion, rendererEntries: rendered.first?.fingerprint ?? []).entries
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
                    throw GoldenError.writeFailed(path: folder.frameListPath, message: "\(error)")
                }
                result.sceneChange = nil
            }
        }
    }

    /// The render's motion and its check against `motion.json`, or nil when the renderer gives none.
    static func checkMotion(
        _ folder: GoldenFolder, renderer: GoldenRenderer, tolerance: MotionTolerance, advice: RecordModeAdvice
    ) throws -> (result: MotionResult, actual: MotionRecording)? {
        let produced: MotionRecording?
        do {
            produced = try renderer.motion(sceneAt: folder.scenePath)
        } catch let error as GoldenError {
            throw error
        } catch {
            throw GoldenError.renderingFailed(scene: folder.scenePath, message: "\(error)")
        }
        guard let produced else { return nil }
        let actual = MotionFile.rounded(produced)
        guard FileIO.fileExists(folder.motionPath) else {
            let result = MotionResult(
                status: .missing, comparison: nil,
                note: "no golden \(MotionFile.fileName); record it with \(advice.use(.missing))")
            return (result, actual)
        }
        let expected = try MotionFile.read(at: folder.motionPath)
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
            throw GoldenError.writeFailed(path: folder.motionPath, message: "\(error)")
        }
        motion?.result.status = .recorded
        motion?.result.note = reason
    }

    /// Writes the frames the record mode selects, atomically, each with this machine's fingerprint.
    static func record(
        _ frames: inout [FrameResult], goldens: [GoldenFrame], actuals: [PNGImage], rendered: [RenderedFrame],
        folder: GoldenFolder, options: GoldenVerifyOptions
    ) throws {
        for position in frames.indices {
            let fingerprint = GoldenFingerprint.current(
                toolVersion: options.toolVersion, rendererEntries: rendered[position].fingerprint)
            let reason: String?
            switch (options.recordMode, frames[position].status) {
            case (.never, _):
                reason = nil
            case (_, .missing):
                reason = "the golden was missing"
            case (.all, .unreadable), (.failed, .unreadable):
                reason = "the golden was unreadable"
            case (.all, .failed), (.failed, .failed):
                reason = "the frame differed from its golden (\(frames[position].comparison?.summary ?? "mismatch"))"
            case (.all, .passed):
                let comparison = frames[position].comparison
                let stale = !(comparison?.isExact ?? false)
                    || !fingerprint.differences(fromGolden: goldens[position].image?.textChunks ?? []).isEmpty
                reason = stale ? "re-recorded in record mode all" : nil
            default:
                reason = nil
            }
            guard let reason else { continue }
            var image = actuals[position]
            image.textChunks = fingerprint.entries
            var encoding = PNGEncodingOptions.smallest
            encoding.textChunks = fingerprint.entries
            let path = folder.framePath(frames[position].index)
            do {
                let bytes = try PNGEncoder.encode(image, options: encoding)
                try FileIO.writeAtomically(bytes, to: path)
            } catch {
                throw GoldenError.writeFailed(path: path, message: "\(error)")
            }
            frames[position].status = .recorded
            frames[position].note = reason
        }
    }
}
