import SwipeMath
import SwipeDeck
import SwipeTuning
import SwipePNG
import SwipeRaster
import SwipeUI
import SwipeBase

/// The same swipe rendered under several parameter values (`swipesim sweep`): every
/// combination of the values is one run of the scene; the runs become the rows of one
/// contact sheet (`SweepSheet`) and one CSV of their manifest numbers (`SweepCSV`).
///
///     let sweep = try Sweep(scene: scene, parameters: ["threshold=0.2;0.5"])
///     let result = try sweep.render(frames: FrameSelection("0,20,40"))
///     try FileIO.writeAtomically(result.sheetPNG(), to: "sheet.png")
///     try FileIO.writeAtomically(result.csv, to: "sheet.csv")
public struct Sweep {
    /// The default number of frames a sheet shows when none are chosen.
    public static let defaultFrameCount = 8

    public let scene: Scene
    public let plan: SweepPlan

    /// `parameters`: one "NAME=V1;V2;…" per swept preset parameter (`SweepPlan`).
    public init(scene: Scene, parameters: [String]) throws {
        self.scene = scene
        plan = try SweepPlan(arguments: parameters, scene: scene)
    }

    /// `render(frames:thumbnailWidth:threads:)` with the frames written as `--frames` takes
    /// them: "0..30", "::10", "0,20,40".
    public func render(frames text: String, thumbnailWidth: Int = 150, threads: Int = 1) throws -> SweepResult {
        let selection: FrameSelection
        do { selection = try FrameSelection(text) } catch { throw TuningError.usage("\(error)") }
        return try render(frames: selection, thumbnailWidth: thumbnailWidth, threads: threads)
    }

    /// Simulates every run and draws the chosen frames of each.
    ///
    /// - Parameters:
    ///   - selection: the frames to show; nil picks `defaultFrameCount` frames spread over
    ///     the stretch where the runs differ most (`SweepFrames`).
    ///   - thumbnailWidth: pixels per frame on the sheet.
    ///   - threads: drawing threads; the pixels are the same for any count.
    public func render(frames selection: FrameSelection? = nil, thumbnailWidth: Int = 150, threads: Int = 1) throws -> SweepResult {
        var renderers: [FrameRenderer] = []
        for run in plan.runs {
            do {
                renderers.append(try FrameRenderer(scene: run.scene))
            } catch {
                throw TuningError.input("run \(run.number) (\(run.label)): \(error)")
            }
        }
        let frameCount = renderers.map(\.frameCount).min() ?? 0
        var indices: [Int]
        var note = ""
        if let selection {
            do {
                indices = try selection.indices(frameCount: frameCount)
            } catch let error as FrameSelection.ParseError {
                throw TuningError.usage(error.message)
            }
        } else {
            var simulated: [[SimulatedFrame]] = []
            for (run, renderer) in zip(plan.runs, renderers) {
                do { simulated.append(try renderer.simulate()) } catch { throw TuningError.input("run \(run.number) (\(run.label)): \(error)") }
            }
            let choice = SweepFrames.defaultIndices(simulated, frameCount: frameCount, count: Sweep.defaultFrameCount)
            indices = choice.indices
            if let first = indices.first, let last = indices.last {
                let from = DecimalFormat.fixed(Double(first) / Double(scene.fps), decimals: 3)
                let to = DecimalFormat.fixed(Double(last) / Double(scene.fps), decimals: 3)
                note =
                    choice.focused
                    ? "frames \(first)…\(last) (\(from)–\(to) s), where the runs differ; choose others with --frames"
                    : "the runs do not differ; frames spread over the whole scene"
            }
        }
        indices = Array(Set(indices)).sorted()
        guard !indices.isEmpty else { throw TuningError.usage("--frames selects no frames") }
        let size = SweepSheet.size(
            rows: plan.runs.count, columns: indices.count, frameWidth: scene.canvas.pixelWidth,
            frameHeight: scene.canvas.pixelHeight, thumbnailWidth: thumbnailWidth)
        guard size.width <= SweepSheet.maximumSide, size.height <= SweepSheet.maximumSide else {
            throw TuningError.input(
                "the sweep sheet would be \(size.width)×\(size.height) pixels (\(plan.runs.count) rows × \(indices.count) frames of \(thumbnailWidth) px); the limit is \(SweepSheet.maximumSide) a side — choose fewer frames (--frames), fewer values, or a smaller --thumb-width"
            )
        }

        var rows: [SweepSheet.Row] = []
        var manifests: [(run: SweepPlan.Run, frames: [ManifestFrame])] = []
        var times: [(index: Int, time: Double)] = []
        for (run, renderer) in zip(plan.runs, renderers) {
            // Each frame is scaled down as soon as it is drawn: a run keeps thumbnails only.
            var drawn: [Int: (frame: SimulatedFrame, thumbnail: Pixmap)] = [:]
            let lock = Lock()
            do {
                try renderer.renderFrames(indices, threads: threads) { frame, pixmap in
                    let thumbnail = try ContactSheet.thumbnail(of: pixmap, width: thumbnailWidth)
                    lock.withLock { drawn[frame.index] = (frame, thumbnail) }
                }
            } catch {
                throw TuningError.input("run \(run.number) (\(run.label)): \(error)")
            }
            let ordered = indices.compactMap { drawn[$0] }
            if times.isEmpty { times = ordered.map { ($0.frame.index, $0.frame.time) } }
            rows.append(SweepSheet.Row(label: run.label, frames: ordered.map(\.thumbnail)))
            manifests.append((run, ordered.map { ManifestFrame($0.frame, file: FrameFileName.name($0.frame.index), scale: run.scene.canvas.scale) }))
        }
        let swept = plan.parameters.map { "\($0.name) (\($0.values.count))" }.joined(separator: " × ")
        let title = "\(scene.preset) · \(swept) · \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight) at \(scene.fps) fps"
        let sheet = try SweepSheet.make(title: title, times: times, rows: rows, thumbnailWidth: thumbnailWidth, fonts: try PlotFonts())
        return SweepResult(runs: plan.runs, frameIndices: indices, sheet: sheet, csv: SweepCSV.text(manifests), note: note)
    }
}

/// What `Sweep.render` made.
public struct SweepResult {
    /// In row order.
    public var runs: [SweepPlan.Run]
    /// The frames along every row, ascending.
    public var frameIndices: [Int]
    /// The contact sheet, premultiplied RGBA.
    public var sheet: Pixmap
    /// Every run's manifest numbers, one row per run, frame and card (`SweepCSV`).
    public var csv: String
    /// When the frames were picked automatically, which stretch and why; else empty.
    public var note: String

    /// The sheet as PNG bytes (zlib level 6).
    public func sheetPNG() throws -> [UInt8] {
        try PNGEncoder.encode(
            premultipliedRGBA: sheet.bytes, width: sheet.width, height: sheet.height,
            options: PNGEncodingOptions(deflater: .zlib, compressionLevel: 6))
    }
}
