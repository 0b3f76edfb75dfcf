import Dispatch
import SwipePNG
import SwipeRaster

/// Renders a scene: simulates every frame (sequential, cheap), then draws and encodes the
/// selected frames on `threads` workers, each taking the next frame index, so at most
/// `threads` frames are in memory at once however long the scene. Frames are independent, so
/// the bytes do not depend on the thread count or the order frames finish in.
public struct SceneRenderer {
    public let scene: Scene
    public let simulation: DeckSimulation
    public let resources: DrawingResources
    /// The status bar and home indicator drawn over every frame (`SystemChrome`).
    let chrome: [DisplayItem]

    public init(scene: Scene) throws {
        self.scene = scene
        simulation = try DeckSimulation(scene: scene)
        resources = try DrawingResources(scene: scene)
        chrome = SystemChrome.items(for: scene)
    }

    /// Draws one simulated frame, the system chrome over it. A SwipeUI preset's frame was drawn
    /// while it was simulated (`processFrames` asks SwipeUI for it); the chrome goes over that.
    public func draw(_ frame: SimulatedFrame) throws -> Pixmap {
        let painter = DisplayListPainter(resources: resources, scale: scene.canvas.scale)
        if let pixmap = frame.pixmap { return try painter.paint(chrome, over: pixmap) }
        if let viewSimulation = simulation.viewSimulation {
            // A frame simulated without drawing: simulate again up to it, drawing only it (a
            // full pass; renderFrames, processFrames and pixmaps draw in the one pass instead).
            var drawn: Pixmap?
            try viewSimulation.run(drawing: { $0 == frame.index }) { if $0.index == frame.index { drawn = $0.pixmap } }
            guard let drawn else {
                throw SceneError(file: "scene", path: "preset", message: "\(scene.preset) has no frame \(frame.index)")
            }
            return try painter.paint(chrome, over: drawn)
        }
        return try painter.paint(frame.display.items + chrome, background: scene.canvas.background,
                                 width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
    }

    /// Simulates the scene and draws the frames `indices` (all when nil), calling `deliver`
    /// for each drawn frame on the worker thread that drew it — concurrently, in no set order —
    /// so encoding and writing run in parallel too.
    public func renderFrames(
        _ indices: [Int]? = nil, threads: Int,
        deliver: (SimulatedFrame, Pixmap) throws -> Void
    ) throws -> [SimulatedFrame] {
        try processFrames(indices, threads: threads) { frame in try deliver(frame, try draw(frame)) }
    }

    /// Simulates the scene and calls `process` for each of the frames `indices` (all when nil)
    /// on `threads` workers, each taking the next frame — concurrently, in no set order. The
    /// first failure (by frame position, not by time) stops the workers and is thrown.
    public func processFrames(
        _ indices: [Int]? = nil, threads: Int,
        process: (SimulatedFrame) throws -> Void
    ) throws -> [SimulatedFrame] {
        if let viewSimulation = simulation.viewSimulation {
            // SwipeUI draws each frame as it simulates it, one after another: the selected
            // frames are drawn and processed in order on this thread, each dropped after.
            let wanted = Set(indices ?? Array(0..<simulation.frameCount))
            var frames: [SimulatedFrame] = []
            try viewSimulation.run(drawing: { wanted.contains($0) }) { frame in
                var kept = frame
                if frame.pixmap != nil {
                    try process(frame)
                    kept.pixmap = nil
                }
                frames.append(kept)
            }
            return frames
        }
        let frames = try simulation.run()
        let selected = indices ?? Array(frames.indices)
        let next = WorkQueue(count: selected.count)
        let sink = FirstError()
        DispatchQueue.concurrentPerform(iterations: max(1, min(threads, selected.count))) { _ in
            while let position = next.take() {
                do {
                    try process(frames[selected[position]])
                } catch {
                    sink.fail(error, at: position)
                    next.stop()
                }
            }
        }
        if let error = sink.firstError { throw error }
        return frames
    }

    /// Renders into memory: the frames `indices`, in that order, with their pixmaps.
    public func pixmaps(_ indices: [Int], threads: Int = 1) throws -> [(frame: SimulatedFrame, pixmap: Pixmap)] {
        var results: [Int: (SimulatedFrame, Pixmap)] = [:]
        let lock = Lock()
        _ = try renderFrames(indices, threads: threads) { frame, pixmap in
            lock.withLock { results[frame.index] = (frame, pixmap) }
        }
        return indices.compactMap { results[$0] }
    }
}

/// Hands out 0..<count once each, to any number of threads.
final class WorkQueue: @unchecked Sendable {
    private let count: Int
    private var nextIndex = 0
    private var stopped = false
    private let lock = Lock()

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.withLock {
            guard !stopped, nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func stop() { lock.withLock { stopped = true } }
}

/// Keeps the error of the earliest failing item, so the message a failed render prints does
/// not depend on thread timing.
final class FirstError: @unchecked Sendable {
    private let lock = Lock()
    private(set) var firstError: Error?
    private var firstPosition = Int.max

    func fail(_ error: Error, at position: Int) {
        lock.withLock {
            if position < firstPosition {
                firstPosition = position
                firstError = error
            }
        }
    }
}
