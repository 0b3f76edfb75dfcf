import SwipeRaster

/// Runs any `View` headlessly: a script of touches drives its gestures on the display clock,
/// its state and animations advance on the virtual clock, and each output frame is drawn
/// with SwipeSim's rasterizer.
///
///     let simulation = try Simulation(MyDeck(), script: [.drag(to: CGSize(width: 160, height: 0), duration: 0.4), .release])
///     for frame in try simulation.frames() { … frame.pngData() … }
///
/// The one renderer writes a simulation's frames, manifest, contact sheet and animated files
/// (`simulation.writePNGs(to:)`, or `FrameRenderer` with `FolderRender`).
///
/// The same view, script and options give the same bytes on every run.
public struct Simulation {
    let makeRoot: () -> any View
    /// The simulated view's type name, e.g. `MyDeck` (what a manifest records).
    public let viewTypeName: String
    public let script: [TouchStep]
    public let options: SimulationOptions
    let warningLog = SimulationWarnings()
    /// Main-queue work the view scheduled before the simulation was created (a view model's
    /// `init` calling `DispatchQueue.main.asyncAfter` while the deck was built): every pass
    /// schedules it on its clock, time 0 being the pass's start (`DispatchQueue`).
    let workScheduledBeforeStart: [ScheduledWork]

    /// What the simulation worked around instead of failing, one line per problem, in the
    /// order they were met: `Image(systemName:)` names SwipeSim does not draw (drawn as a
    /// placeholder; one line per name: the view's type path, the name, the closest known name),
    /// URLs an `AsyncImage` could not load, `Image(_:)` names with no bitmap (drawn as a
    /// labelled grey placeholder), `Color("Name")` names `SimulationOptions.namedColors`
    /// lacks (drawn magenta), `.task`s waiting on something the virtual clock does not drive,
    /// invalid values SwiftUI ignores too (a NaN or negative frame dimension, a non-finite
    /// offset, angle, scale, padding or opacity, an animation with a NaN or negative parameter,
    /// `asyncAfter(deadline: .now() + .nan)`) and state written while a `body` runs ("Modifying
    /// state during view update", the write dropped). Filled as the simulation runs: read it
    /// after running.
    public var warnings: [String] { warningLog.messages }

    /// `view` is made anew for each run, when the run first needs it (`Simulation(CardDeck())`
    /// builds a fresh `CardDeck` each time), so each run starts from the view's initial state
    /// and the tasks its initializers start run in that run (`TaskCapture`).
    public init<V: View>(_ view: @autoclosure @escaping () -> V, script: [TouchStep] = [], options: SimulationOptions = SimulationOptions()) throws {
        try options.validate()
        self.makeRoot = view
        viewTypeName = String(describing: V.self)
        self.script = script
        self.options = options
        workScheduledBeforeStart = UnclaimedMainQueueWork.shared.takeAll()
    }

    /// Number of output frames: every frame n with n / fps ≤ the duration (`options.duration`,
    /// else the script's length plus `options.settleTime`), each taken to the nearest tick and
    /// compared exactly (`VirtualTime.frameCount(rate:)`).
    public func frameCount() throws -> Int {
        let duration =
            try options.duration.map(VirtualTime.init(seconds:))
            ?? touchTimeline().length + VirtualTime(seconds: options.settleTime)
        return duration.frameCount(rate: options.fps)
    }

    /// Simulates and draws every frame in order, handing each to `body` (frames are not kept).
    public func run(_ body: (Frame) throws -> Void) throws {
        var timings = SimulationTimings()
        try run(body, timings: &timings)
    }

    /// Simulates every frame in order but draws only those `shouldDraw(index)` accepts (the
    /// others carry their motion and `pixmap == nil`); the motion does not depend on which.
    public func run(drawing shouldDraw: (Int) -> Bool, _ body: (Frame) throws -> Void) throws {
        var timings = SimulationTimings()
        try run(body, timings: &timings, drawing: shouldDraw)
    }

    /// Simulates and draws every frame, returning where the time went (for `swipeui-bench`);
    /// frames are drawn and dropped.
    public func measure() throws -> SimulationTimings {
        var timings = SimulationTimings()
        try run({ _ in }, timings: &timings)
        return timings
    }

    private func run(
        _ body: (Frame) throws -> Void, timings: inout SimulationTimings,
        drawing shouldDraw: (Int) -> Bool = { _ in true }
    ) throws {
        let run = try SimulationRun(self)
        let cache = ShadowCache()
        while let frame = try run.next(recording: shouldDraw(run.nextIndex)) {
            var drawn = frame
            if let drawing = frame.drawing {
                var mark = Stopwatch.now()
                drawn.pixmap = try drawing.draw(shadowCache: cache)
                run.timings.drawSeconds += Stopwatch.seconds(since: &mark)
                run.timings.frames += 1
            }
            try body(drawn)
        }
        timings = run.timings
    }

    /// Every frame, in order (for short simulations; `run` streams).
    public func frames() throws -> [Frame] {
        var result: [Frame] = []
        try run { result.append($0) }
        return result
    }

    /// The script as this simulation plays it: a drag or fling without `from` starts at the
    /// centre of the safe area. Throws the script's errors (`TouchTimeline.init`).
    public func touchTimeline() throws -> TouchTimeline {
        let s = options.safeArea
        let centre = CGPoint(
            x: s.leading + (options.canvasSize.width - s.leading - s.trailing) / 2,
            y: s.top + (options.canvasSize.height - s.top - s.bottom) / 2)
        return try TouchTimeline(script, touchRate: options.touchRate, defaultTouchPoint: centre)
    }

    func makeGraph() throws -> ViewGraph {
        var environment = EnvironmentValues()
        environment.accessibilityReduceMotion = options.reduceMotion
        environment.dynamicTypeSize = options.dynamicTypeSize
        environment.displayScale = CGFloat(options.scale)
        environment.layoutDirection = options.layoutDirection
        let w = Double(options.canvasSize.width), h = Double(options.canvasSize.height)
        environment.verticalSizeClass = h < w ? .compact : .regular
        let s = options.safeArea
        let graph = ViewGraph(
            root: makeRoot, environment: environment, fonts: try options.fonts ?? FontSet.standard(),
            images: ImageStore(
                registered: options.images, catalogs: options.assetCatalogs ?? [], screenScale: options.scale,
                directory: options.imageDirectory, remote: options.remoteImages,
                remoteLoadTime: options.remoteImageLoadTime, warnings: warningLog),
            canvas: Rect(x: 0, y: 0, width: w, height: h),
            safeArea: Rect(
                x: min(s.leading, w), y: min(s.top, h),
                width: max(0, w - s.leading - s.trailing), height: max(0, h - s.top - s.bottom)),
            displayRate: options.displayRate)
        // The catalogs' colours under the ones given by name (the first catalog's of a name).
        for catalog in (options.assetCatalogs ?? []).reversed() { graph.namedColors.merge(catalog.colors) { _, new in new } }
        graph.namedColors.merge(options.namedColors) { _, given in given }
        graph.userDefaults = UserDefaultsStore(seed: options.userDefaults)
        for item in workScheduledBeforeStart { graph.schedule(at: item.deadline, item.work) }
        return graph
    }
}

/// Feeds a touch timeline to the graph on display frames (SwipeMotion README, "Gestures and the display clock"): at each display frame,
/// every sample up to it is delivered at once — the gesture's callbacks see the latest, its
/// velocity uses them all.
struct TouchDriver {
    let timeline: TouchTimeline
    var next = 0
    var touch: GestureArena?

    init(timeline: TouchTimeline) { self.timeline = timeline }

    mutating func deliver(upTo time: VirtualTime, to graph: ViewGraph) throws {
        var moves: [TouchPoint] = []
        var delivered = false
        func flushMoves() {
            if !moves.isEmpty, touch != nil {
                graph.touchMoved(&touch!, moves)
                delivered = true
            }
            moves.removeAll()
        }
        while next < timeline.events.count, timeline.events[next].time <= time {
            let event = timeline.events[next]
            next += 1
            switch event {
            case let .down(t, p):
                flushMoves()
                touch = graph.touchDown(TouchPoint(time: t.seconds, location: Point(x: Double(p.x), y: Double(p.y))))
                delivered = true
            case let .move(t, p):
                moves.append(TouchPoint(time: t.seconds, location: Point(x: Double(p.x), y: Double(p.y))))
            case let .up(t, p):
                // The lift replaces the moves of its display frame (SwipeMotion README, "Gestures and the display clock"): they count
                // for velocity, but the gesture gets onEnded only.
                if touch != nil {
                    graph.touchUp(&touch!, TouchPoint(time: t.seconds, location: Point(x: Double(p.x), y: Double(p.y))), coalesced: moves)
                }
                moves.removeAll()
                touch = nil
                delivered = true
            case let .tapButton(t, name):
                flushMoves()
                let buttons = graph.buttons()
                // An exact name first, then one that differs only in case (`like` taps "Like").
                let match =
                    buttons.first { $0.names.contains(name) }
                    ?? buttons.first { $0.names.contains { $0.lowercased() == name.lowercased() } }
                guard let button = match else {
                    let names = buttons.map { "\"\($0.names[0])\"" }.joined(separator: ", ")
                    throw SwipeUIError(
                        typePath: "script tap(\"\(name)\")",
                        message: "no Button named \"\(name)\" is on screen" + (names.isEmpty ? " (there are no buttons)" : "; buttons: \(names)"))
                }
                let f = button.node.presented.frame
                let middle = Point(x: f.width / 2, y: f.height / 2)
                let centre = button.node.presented.projection?.apply(middle) ?? button.node.presented.transform.apply(middle)
                var tap = graph.touchDown(TouchPoint(time: t.seconds, location: centre))
                graph.touchUp(&tap, TouchPoint(time: t.seconds, location: centre))
                delivered = true
            }
        }
        flushMoves()
        if !delivered, touch != nil { graph.touchFrame(&touch!) }
        if let error = graph.pendingError { throw error }
    }
}
