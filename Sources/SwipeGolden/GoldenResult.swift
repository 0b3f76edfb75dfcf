import SwipePNG
import SwipeBase

/// What happened to one frame of a golden.
public enum FrameStatus: String, Sendable {
    /// Matches within tolerance.
    case passed
    /// Differs beyond tolerance, or has the wrong size.
    case failed
    /// No golden PNG exists and the record mode did not allow writing one.
    case missing
    /// The golden PNG exists but cannot be decoded (an input error).
    case unreadable
    /// Written as the new golden by the record mode.
    case recorded

    /// Whether this frame makes the golden fail (`unreadable` is an error, counted separately).
    public var isFailure: Bool { self == .failed || self == .missing }
}

/// The expected, actual and diff images of a frame that failed, kept for reports.
public struct FrameImages: Sendable {
    public var expected: PNGImage?
    public var actual: PNGImage
    public var diff: PNGImage?
}

/// The outcome of one frame.
public struct FrameResult: Sendable {
    public var index: Int
    public var time: Double?
    public var status: FrameStatus
    /// The comparison with the golden frame, when one was made.
    public var comparison: ImageComparison?
    /// Why a frame was recorded, is missing or unreadable; empty for plain passes and failures.
    public var note: String
    /// Images for reports: for every non-passing frame and, for filmstrips, the actual pixels of all.
    public var images: FrameImages?
    /// The path of the golden PNG.
    public var goldenPath: String

    /// One line for logs, e.g. `frame 6: FAILED: 12 differing pixels (…)`.
    public var summary: String {
        switch status {
        case .passed:
            return "frame \(index): passed (\(comparison?.summary ?? "matches"))"
        case .failed:
            return "frame \(index): FAILED: " + (comparison?.summary ?? "mismatch")
        case .missing, .unreadable, .recorded:
            return "frame \(index): \(status.rawValue): \(note)"
        }
    }
}

/// The outcome of one golden folder.
public struct GoldenResult: Sendable {
    public var folder: GoldenFolder
    public var recordMode: RecordMode
    public var tolerance: ComparisonTolerance
    public var frames: [FrameResult]
    /// Set when the golden could not be checked at all (no scene, bad golden.json, render error).
    public var error: GoldenError?
    /// Parts of the golden's environment fingerprint that differ from this machine's (only
    /// gathered when a frame fails).
    public var fingerprintDifferences: [String]
    /// The check of every frame's motion against `motion.json`; nil when the renderer gives no motion.
    public var motion: MotionResult?
    /// Set when `scene.json` is not the scene the golden was recorded from.
    public var sceneChange: SceneChange?
    /// `frame_NNNNN.png` files in the folder that `golden.json` does not list.
    public var unlistedFrames: [String]
    /// Whether unlisted frames are an error (under `CI=true`) rather than a warning.
    public var unlistedFramesAreErrors: Bool

    public init(folder: GoldenFolder, recordMode: RecordMode, tolerance: ComparisonTolerance) {
        self.folder = folder
        self.recordMode = recordMode
        self.tolerance = tolerance
        self.frames = []
        self.error = nil
        self.fingerprintDifferences = []
        self.motion = nil
        self.sceneChange = nil
        self.unlistedFrames = []
        self.unlistedFramesAreErrors = false
    }

    /// The folder's name, clipped and with control characters escaped (`EchoText`): it comes
    /// from the repository, so it is printed like any other untrusted text.
    public var name: String { EchoText.clip(folder.name) }

    /// Frames that fail (mismatch, wrong size, missing).
    public var failingFrames: [FrameResult] { frames.filter { $0.status.isFailure } }

    /// Whether the golden could not be checked or has unreadable frames: exit code 2.
    public var hasInputError: Bool {
        error != nil || frames.contains { $0.status == .unreadable } || (unlistedFramesAreErrors && !unlistedFrames.isEmpty)
    }

    /// The line about unlisted frames, or nil when there are none.
    public var unlistedFramesMessage: String? {
        guard !unlistedFrames.isEmpty else { return nil }
        let names = unlistedFrames.prefix(5).map { EchoText.clip($0, limit: 100) }.joined(separator: ", ") + (unlistedFrames.count > 5 ? ", …" : "")
        return
            "\(unlistedFramesAreErrors ? "error" : "warning"): \(EchoText.clip(folder.path)) holds \(unlistedFrames.count) frame PNG\(unlistedFrames.count == 1 ? "" : "s") that golden.json does not list (\(names)); "
            + "add \(unlistedFrames.count == 1 ? "it" : "them") to \"frames\" or delete \(unlistedFrames.count == 1 ? "it" : "them")"
            + (unlistedFramesAreErrors ? " (an error under CI=true)" : "")
    }

    public var passed: Bool { !hasInputError && failingFrames.isEmpty && motion?.status.isFailure != true }

    /// The first failing frame and how many failing frames follow it.
    public var firstFailure: (frame: Int, followingFailures: Int)? {
        let failing = failingFrames
        guard let first = failing.first else { return nil }
        return (first.index, failing.count - 1)
    }

    public var recordedFrames: [FrameResult] { frames.filter { $0.status == .recorded } }

    /// `passed`, `failed` or `error`.
    public var statusWord: String { hasInputError ? "error" : (passed ? "passed" : "failed") }
}

/// The outcome of a golden's motion check.
public struct MotionResult: Sendable {
    /// `passed`, `failed`, `missing` (no `motion.json` and the record mode wrote none) or `recorded`.
    public var status: FrameStatus
    /// The comparison with `motion.json`, when one was made.
    public var comparison: MotionComparison?
    /// Why the motion was recorded or is missing; empty otherwise.
    public var note: String

    /// One line for logs, e.g. `motion: FAILED: motion moved in 41 of 235 frames; first at frame 158 …`.
    public var summary: String {
        switch status {
        case .passed: return "motion: passed (" + (comparison?.summary ?? "matches") + ")"
        case .failed: return "motion: FAILED: " + (comparison?.summary ?? "mismatch")
        case .missing, .unreadable, .recorded: return "motion: \(status.rawValue): \(note)"
        }
    }
}

/// A golden whose `scene.json` changed since it was recorded.
public struct SceneChange: Equatable, Sendable {
    public var recordedSHA256: String
    public var currentSHA256: String

    /// E.g. `scene.json changed since this golden was recorded (SHA-256 5f1c2a3b… then, 9e8d7c6b… now); …`.
    public var message: String {
        "scene.json changed since this golden was recorded (SHA-256 \(recordedSHA256.prefix(12))… then, \(currentSHA256.prefix(12))… now); "
            + "if the change is intended, re-record with --record all, record: .all in assertGoldenFrames, or SWIPESIM_RECORD=all"
    }
}
