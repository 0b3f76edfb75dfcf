/// One pass through a `Simulation`, a frame at a time: each `next` advances the display clock
/// to the next output frame (delivering touches, running callbacks and animations on every
/// display frame in between) and returns that frame's motion, with what it draws recorded when
/// asked (`Frame.drawing`; its pixels are drawn by whoever holds it, on any thread).
///
///     let run = try SimulationRun(simulation)
///     while let frame = try run.next(recording: true) { pixmaps.append(try frame.drawing!.draw()) }
///
/// The motion does not depend on which frames are recorded. Not thread-safe: one caller at a time.
/// A run steps its views' `@MainActor` code, so it is made and stepped on the main actor
/// (`MainActorCheck`); elsewhere `init` and `next` throw a `SwipeUIError` saying so.
public final class SimulationRun {
    public let simulation: Simulation
    /// The index the next call to `next` returns.
    public private(set) var nextIndex = 0
    /// Output frames in the simulation.
    public let frameCount: Int
    /// Where the time went so far (drawing excluded: the run only records).
    public internal(set) var timings = SimulationTimings()
    let graph: ViewGraph
    private var driver: TouchDriver
    private var displayFrame = 0
    private let pixelWidth: Int
    private let pixelHeight: Int

    public init(_ simulation: Simulation) throws {
        guard MainActorCheck.isOnMainActor else { throw MainActorCheck.offMainActorError() }
        self.simulation = simulation
        driver = TouchDriver(timeline: try simulation.touchTimeline())
        frameCount = try simulation.frameCount()
        graph = try simulation.makeGraph()
        let options = simulation.options
        pixelWidth = Int((Double(options.canvasSize.width) * options.scale).rounded())
        pixelHeight = Int((Double(options.canvasSize.height) * options.scale).rounded())
    }

    /// Cancels the `.task`s still running, so none outlives the run (letting them run to their
    /// end only on the main actor: a run released elsewhere leaves them suspended).
    deinit {
        let graph = graph
        TaskCapture.capturing(into: graph.taskExecutor) { graph.cancelAllTasks(running: MainActorCheck.isOnMainActor) }
    }

    /// The next output frame, or nil after the last. With `recording`, the frame carries what
    /// it draws.
    public func next(recording: Bool) throws -> Frame? {
        guard nextIndex < frameCount else { return nil }
        guard MainActorCheck.isOnMainActor else { throw MainActorCheck.offMainActorError() }
        // The tasks the views start (`Task { … }`) run on the virtual clock (`TaskCapture`).
        return try TaskCapture.capturing(into: graph.taskExecutor) { try step(recording: recording) }
    }

    private func step(recording: Bool) throws -> Frame? {
        let options = simulation.options
        let n = nextIndex
        let frameTime = VirtualTime(frame: n, rate: options.fps)
        while VirtualTime(frame: displayFrame, rate: options.displayRate) <= frameTime {
            let td = VirtualTime(frame: displayFrame, rate: options.displayRate)
            var mark = Stopwatch.now()
            // Work the previous frame started (`Task { … }`) runs once it is done, before this
            // frame's clock moves, so its changes show in this frame.
            TaskCapture.drainMainQueue()
            graph.drainTasks()
            try graph.advance(to: td)
            // Touches are hit-tested against what is on screen: the previous display frame's
            // presentation (the initial one before the first frame).
            if displayFrame == 0 { graph.present(at: td) }
            try driver.deliver(upTo: td, to: graph)
            try graph.advance(to: td)
            timings.updateSeconds += Stopwatch.seconds(since: &mark)
            graph.present(at: td)
            timings.animateSeconds += Stopwatch.seconds(since: &mark)
            displayFrame += 1
        }
        var drawing: FrameDrawing?
        if recording {
            let background = ViewGraph.$current.withValue(graph) { options.background.rgba }
            let recorder = DrawingRecorder(width: pixelWidth, height: pixelHeight, background: background)
            if let root = graph.root {
                try NodePainter(canvas: recorder, scale: options.scale).draw(root)
            }
            drawing = recorder.drawing
        }
        nextIndex += 1
        timings.displayFrames = displayFrame
        timings.bodyEvaluations = graph.bodyEvaluations
        // The frame's time as reported: n / fps correctly rounded, whether or not fps divides
        // the tick rate (the clock itself runs on `frameTime`, the nearest tick).
        return Frame(
            index: n, time: Double(n) / Double(options.fps), pixmap: nil, drawing: drawing,
            views: ViewMotion.collect(graph.root, scale: options.scale),
            root: graph.root)
    }
}
