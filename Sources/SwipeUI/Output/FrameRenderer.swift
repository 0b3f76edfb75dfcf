import Dispatch
import SwipeRaster
import SwipeBase

/// The one renderer: draws any SwipeUI `Simulation` — a preset's scene or your own view — in a
/// bounded pipeline. Frames are simulated in order, one at a time, by whichever worker needs
/// the next one, then drawn and encoded by that worker, so at most one frame per worker is in
/// memory however long the simulation (a 100 000-frame run holds a handful). Frames are
/// independent once simulated, so the bytes do not depend on the thread count or the order
/// frames finish in. `FolderRender` writes its frames, manifest and contact sheet; `encode`
/// feeds animation encoders (APNG, GIF, video); the golden helpers take its pixmaps.
///
///     let renderer = try FrameRenderer(Simulation(MyDeck(), script: script), name: "MyDeck")
///     try FolderRender(outputDirectory: "out/mydeck").render(renderer)
public struct FrameRenderer {
    public let simulation: Simulation
    /// Output frames in the simulation (`Simulation.frameCount()`).
    public let frameCount: Int
    /// What `manifest.json` says was rendered, and the frames' size.
    public let header: ManifestHeader
    /// The face a contact sheet's labels are set in.
    let labelFont: SwipeRaster.Font
    /// Drawn over every frame, on the frame's canvas (a scene's status bar and home
    /// indicator), or nil.
    let overlay: ((SwipeRaster.Canvas) throws -> Void)?
    /// The simulation's errors as the caller reports them (a scene's name its file and preset).
    let mapError: (Error) -> Error
    /// Blurred shadow masks shared by the workers (pixels do not depend on it).
    let shadowCache = ShadowCache()
    /// Frame buffers given back after use, drawn into again (pixels do not depend on it); its
    /// own unless a caller hands it one that several renderers share.
    package var frameBuffers = FrameBufferPool()

    /// Pixel memory the workers' frames may take together; fewer workers run on a canvas so
    /// large that `threads` frames would not fit (bytes do not depend on the worker count).
    public static let frameMemoryBudget = 384 << 20

    /// Renders `simulation`; `name` (e.g. the view's type name) is what the manifest records as
    /// its `view`.
    public init(_ simulation: Simulation, name: String) throws {
        let options = simulation.options
        try self.init(
            simulation: simulation,
            header: ManifestHeader(
                sourceKey: "view", sourceName: name, fps: options.fps, scale: options.scale,
                pixelWidth: Self.pixels(Double(options.canvasSize.width), options.scale),
                pixelHeight: Self.pixels(Double(options.canvasSize.height), options.scale)),
            labelFont: try (options.fonts ?? FontSet.standard()).regular, overlay: nil, mapError: { $0 })
    }

    /// A renderer whose frames get `overlay` drawn over them and whose errors `mapError`
    /// restates (how SwipeDeck renders scenes).
    package init(
        simulation: Simulation, header: ManifestHeader, labelFont: SwipeRaster.Font,
        overlay: ((SwipeRaster.Canvas) throws -> Void)?, mapError: @escaping (Error) -> Error
    ) throws {
        self.simulation = simulation
        do {
            frameCount = try simulation.frameCount()
        } catch {
            throw mapError(error)
        }
        self.header = header
        self.labelFont = labelFont
        self.overlay = overlay
        self.mapError = mapError
    }

    /// A length in points as whole pixels at `scale`, as SwipeUI sizes its frames (`SimulationRun`).
    static func pixels(_ points: Double, _ scale: Double) -> Int { Int((points * scale).rounded()) }

    /// What the simulation worked around instead of failing (`Simulation.warnings`), one line
    /// each; complete once it has run.
    public var warnings: [String] { simulation.warnings }

    /// Simulates every frame in order without drawing and returns their motion (for manifests,
    /// sweeps and benchmarks); the frames `shouldRecord` accepts also carry what they draw.
    public func simulate(recording shouldRecord: (Int) -> Bool = { _ in false }) throws -> [SimulatedFrame] {
        var frames: [SimulatedFrame] = []
        frames.reserveCapacity(frameCount)
        do {
            let run = try SimulationRun(simulation)
            while let frame = try run.next(recording: shouldRecord(run.nextIndex)) { frames.append(SimulatedFrame(frame)) }
        } catch {
            throw mapError(error)
        }
        return frames
    }

    /// Draws one simulated frame (what its simulation recorded), the overlay over it. A frame
    /// simulated without recording is simulated again up to it, recording only it.
    /// The canvas is a buffer given back with `recycle` when there is one (cleared, so the
    /// pixels are the same), else a new one.
    public func draw(_ frame: SimulatedFrame) throws -> Pixmap {
        let drawing = try frame.drawing ?? record(frame)
        let canvas: SwipeRaster.Canvas
        if let reused = frameBuffers.take(width: drawing.width, height: drawing.height) {
            canvas = SwipeRaster.Canvas(pixmap: reused)
            try drawing.draw(on: canvas, shadowCache: shadowCache)
        } else {
            canvas = SwipeRaster.Canvas(pixmap: try Pixmap(width: drawing.width, height: drawing.height, color: drawing.background))
            try drawing.draw(on: canvas, shadowCache: shadowCache, cleared: true)
        }
        try overlay?(canvas)
        return canvas.pixmap
    }

    /// Gives a frame's pixels back for a later `draw` to draw into, instead of faulting in a
    /// new buffer (a 1170×2532 frame is 11.9 MB). Call it when done with a pixmap `draw`
    /// returned; a copy still held elsewhere stays intact (arrays copy on write).
    package func recycle(_ pixmap: consuming Pixmap) {
        frameBuffers.give(pixmap)
    }

    /// What `frame` draws, simulating again up to it (a full pass).
    func record(_ frame: SimulatedFrame) throws -> FrameDrawing {
        do {
            let run = try SimulationRun(simulation)
            while let next = try run.next(recording: run.nextIndex == frame.index) {
                if next.index == frame.index, let drawing = next.drawing { return drawing }
            }
            throw SwipeUIError(typePath: "", message: "the simulation has no frame \(frame.index)")
        } catch let error as SwipeUIError {
            throw mapError(error)
        }
    }

    /// Simulates and draws the frames `indices` (all when nil; sorted and without repeats
    /// here). `simulated` is called for each selected frame in ascending order, one at a time
    /// (for a manifest written as it goes); `deliver` for each drawn frame on the worker thread
    /// that drew it — concurrently, in no set order — so encoding and writing run in parallel
    /// too. The first failing frame's error (in frame order) is thrown.
    public func renderFrames(
        _ indices: [Int]? = nil, threads: Int,
        simulated: (SimulatedFrame) throws -> Void = { _ in },
        deliver: (SimulatedFrame, Pixmap) throws -> Void
    ) throws {
        try processFrames(indices, threads: threads, simulated: simulated) { frame in try deliver(frame, try draw(frame)) }
    }

    /// Simulates and calls `process` for each of the frames `indices` (all when nil; sorted and
    /// without repeats here) on up to `threads` workers, each taking the next frame —
    /// concurrently, in no set order. `simulated` sees each selected frame in ascending order,
    /// one at a time. The first failure (by frame position, not by time) stops the workers and
    /// is thrown.
    ///
    /// The simulation runs on the calling thread, which must be on the main actor (a deck's
    /// views are `@MainActor`: `SimulationRun`); the workers only draw what it recorded, a few
    /// frames behind it (`FrameQueue`). With one worker, the calling thread does both.
    public func processFrames(
        _ indices: [Int]? = nil, threads: Int,
        simulated: (SimulatedFrame) throws -> Void = { _ in },
        process: (SimulatedFrame) throws -> Void
    ) throws {
        let selected = indices.map { Array(Set($0)).sorted() } ?? Array(0..<frameCount)
        if let bad = selected.first(where: { $0 < 0 || $0 >= frameCount }) {
            throw mapError(SwipeUIError(typePath: "", message: "frame \(bad) does not exist; there are \(frameCount) frames (0…\(frameCount - 1))"))
        }
        let source = try FrameSource(simulation: simulation, selected: selected, mapError: mapError)
        let sink = FirstError()
        // Each worker holds a canvas, its layers and the PNG being encoded: about 3 frames.
        let frameBytes = max(1, header.pixelWidth * header.pixelHeight * 4 * 3)
        let workers = max(1, min(threads, selected.count, Self.frameMemoryBudget / frameBytes))
        /// The next selected frame, simulated on this thread; nil at the end or after a failure.
        func simulateNext() -> (position: Int, frame: SimulatedFrame)? {
            do {
                return try source.next(simulated)
            } catch {
                sink.fail(error, at: source.failedPosition)
                return nil
            }
        }
        if workers == 1 {
            while let (position, frame) = simulateNext() {
                do {
                    try process(frame)
                } catch {
                    sink.fail(error, at: position)
                    break
                }
            }
        } else {
            let queue = FrameQueue(capacity: workers)
            withoutActuallyEscaping(process) { process in
                let drawing = Dispatch.DispatchGroup()
                Dispatch.DispatchQueue.global().async(group: drawing) {
                    Dispatch.DispatchQueue.concurrentPerform(iterations: workers) { _ in
                        while let (position, frame) = queue.take() {
                            do {
                                try process(frame)
                            } catch {
                                sink.fail(error, at: position)
                                source.stop()
                                queue.close()  // the frames still queued come after this one
                            }
                        }
                    }
                }
                while let next = simulateNext(), queue.put(next) {}
                queue.finish()
                drawing.wait()
            }
        }
        if let error = sink.firstError { throw error }
    }

    /// Renders into memory: the frames `indices`, in that order, with their pixmaps.
    public func pixmaps(_ indices: [Int], threads: Int = 1) throws -> [(frame: SimulatedFrame, pixmap: Pixmap)] {
        var results: [Int: (SimulatedFrame, Pixmap)] = [:]
        let lock = Lock()
        try renderFrames(indices, threads: threads) { frame, pixmap in
            lock.withLock { results[frame.index] = (frame, pixmap) }
        }
        return indices.compactMap { results[$0] }
    }

    /// Simulates once and draws the frames `indices` (sorted, without repeats) on up to
    /// `threads` workers, handing each drawn frame to `deliver` in ascending order, one at a
    /// time (for encoders that take frames in sequence). A worker that draws ahead waits while
    /// it is `window` frames past the next one to deliver, so at most about `window` drawn
    /// frames are held.
    public func renderFramesInOrder(
        _ indices: [Int], threads: Int, window: Int,
        deliver: (SimulatedFrame, Pixmap) throws -> Void
    ) throws {
        let order = OrderedDelivery(indices: Array(Set(indices)).sorted(), window: max(1, window))
        try processFrames(indices, threads: threads) { frame in
            let pixmap: Pixmap
            do {
                pixmap = try draw(frame)
            } catch {
                order.fail(error)  // wakes the workers waiting for this frame's turn
                throw error
            }
            try order.add(frame, pixmap, deliver: deliver)
        }
    }
}
