import Dispatch
import Foundation
import SwipePNG
import SwipeRaster
import SwipeUI

/// Renders a scene in a bounded pipeline: frames are simulated in order, one at a time, by
/// whichever worker needs the next one, then drawn and encoded by that worker, so at most one
/// frame per worker is in memory however long the scene (a 100 000-frame run holds a handful).
/// Frames are independent once simulated, so the bytes do not depend on the thread count or
/// the order frames finish in.
public struct SceneRenderer {
    public let scene: Scene
    public let simulation: DeckSimulation
    public let resources: DrawingResources
    /// The status bar and home indicator drawn over every frame (`SystemChrome`).
    let chrome: [DisplayItem]
    /// Blurred shadow masks shared by the workers (pixels do not depend on it).
    let shadowCache = ShadowCache()

    /// Pixel memory the workers' frames may take together; fewer workers run on a canvas so
    /// large that `threads` frames would not fit (bytes do not depend on the worker count).
    public static let frameMemoryBudget = 384 << 20

    public init(scene: Scene) throws {
        self.scene = scene
        simulation = try DeckSimulation(scene: scene)
        resources = try DrawingResources(scene: scene)
        chrome = SystemChrome.items(for: scene)
    }

    /// Draws one simulated frame (what its simulation recorded), the system chrome over it. A
    /// frame simulated without recording is simulated again up to it, recording only it.
    public func draw(_ frame: SimulatedFrame) throws -> Pixmap {
        let drawing = try frame.drawing ?? record(frame)
        let painter = DisplayListPainter(resources: resources, scale: scene.canvas.scale)
        return try painter.paint(chrome, over: try drawing.draw(shadowCache: shadowCache))
    }

    /// What `frame` draws, simulating the scene again up to it (a full pass).
    func record(_ frame: SimulatedFrame) throws -> FrameDrawing {
        var drawing: FrameDrawing?
        try simulation.view.run(recording: { $0 == frame.index }) { if $0.index == frame.index { drawing = $0.drawing } }
        guard let drawing else {
            throw SceneError(file: "scene", path: "preset", message: "\(scene.preset) has no frame \(frame.index)")
        }
        return drawing
    }

    /// Simulates the scene and draws the frames `indices` (all when nil; sorted and without
    /// repeats here). `simulated` is called for each selected frame in ascending order, one at
    /// a time (for a manifest written as it goes); `deliver` for each drawn frame on the worker
    /// thread that drew it — concurrently, in no set order — so encoding and writing run in
    /// parallel too. The first failing frame's error (in frame order) is thrown.
    public func renderFrames(
        _ indices: [Int]? = nil, threads: Int,
        simulated: (SimulatedFrame) throws -> Void = { _ in },
        deliver: (SimulatedFrame, Pixmap) throws -> Void
    ) throws {
        try processFrames(indices, threads: threads, simulated: simulated) { frame in try deliver(frame, try draw(frame)) }
    }

    /// Simulates the scene and calls `process` for each of the frames `indices` (all when nil;
    /// sorted and without repeats here) on up to `threads` workers, each taking the next frame —
    /// concurrently, in no set order. `simulated` sees each selected frame in ascending order,
    /// one at a time. The first failure (by frame position, not by time) stops the workers and
    /// is thrown.
    ///
    /// The simulation runs on the calling thread, which must be on the main actor (a deck's
    /// views are `@MainActor`: `SimulationRun`); the workers only draw what it recorded, a
    /// few frames behind it (`FrameQueue`). With one worker, the calling thread does both.
    public func processFrames(
        _ indices: [Int]? = nil, threads: Int,
        simulated: (SimulatedFrame) throws -> Void = { _ in },
        process: (SimulatedFrame) throws -> Void
    ) throws {
        let selected = indices.map { Array(Set($0)).sorted() } ?? Array(0..<simulation.frameCount)
        if let bad = selected.first(where: { $0 < 0 || $0 >= simulation.frameCount }) {
            throw SceneError(file: scene.source.file, message: "frame \(bad) does not exist; the scene has \(simulation.frameCount) frames (0…\(simulation.frameCount - 1))")
        }
        let source = try FrameSource(simulation: simulation, selected: selected)
        let sink = FirstError()
        // Each worker holds a canvas, its layers and the PNG being encoded: about 3 frames.
        let frameBytes = max(1, scene.canvas.pixelWidth * scene.canvas.pixelHeight * 4 * 3)
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

    /// Simulates the scene once and draws the frames `indices` (sorted, without repeats) on up to
    /// `threads` workers, handing each drawn frame to `deliver` in ascending order, one at a
    /// time (for encoders that take frames in sequence). A worker that draws ahead waits while
    /// it is `window` frames past the next one to deliver, so at most about `window` drawn
    /// frames are held.
    public func renderFramesInOrder(_ indices: [Int], threads: Int, window: Int,
                                    deliver: (SimulatedFrame, Pixmap) throws -> Void) throws {
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

/// Puts frames drawn concurrently back in order: the worker that adds the next frame due
/// delivers it and every frame after it already waiting; a worker too far ahead waits.
final class OrderedDelivery: @unchecked Sendable {
    private let position: [Int: Int]
    private let window: Int
    private var next = 0
    private var waiting: [Int: (SimulatedFrame, Pixmap)] = [:]
    private var delivering = false
    private var failure: Error?
    private let condition = NSCondition()

    init(indices: [Int], window: Int) {
        var position: [Int: Int] = [:]
        for (p, index) in indices.enumerated() { position[index] = p }
        self.position = position
        self.window = window
    }

    /// A frame failed to draw: nothing more is delivered, and waiting workers stop.
    func fail(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    func add(_ frame: SimulatedFrame, _ pixmap: Pixmap, deliver: (SimulatedFrame, Pixmap) throws -> Void) throws {
        guard let p = position[frame.index] else { return }
        condition.lock()
        while p >= next + window && failure == nil { condition.wait() }
        if let failure {
            condition.unlock()
            throw failure
        }
        waiting[p] = (frame, pixmap)
        guard !delivering, p == next else {
            condition.unlock()
            return
        }
        delivering = true
        while let (dueFrame, duePixmap) = waiting.removeValue(forKey: next) {
            condition.unlock()
            do {
                try deliver(dueFrame, duePixmap)
            } catch {
                condition.lock()
                failure = error
                delivering = false
                condition.broadcast()
                condition.unlock()
                throw error
            }
            condition.lock()
            next += 1
            condition.broadcast()
        }
        delivering = false
        condition.unlock()
    }
}

/// Simulates frames in order, on the main actor: each call plays the deck forward to the next
/// selected frame (every frame in between is sampled too, exactly as a full run samples it)
/// and hands that one frame out with what it draws recorded, so a worker draws it while the
/// next frame is simulated.
final class FrameSource: @unchecked Sendable {
    private let simulation: DeckSimulation
    private let run: SimulationRun
    private let selected: [Int]
    private var position = 0
    private var nextFrameIndex = 0
    private var stopped = false
    private let lock = Lock()
    /// The position whose simulation (or `simulated` callback) threw.
    private(set) var failedPosition = Int.max

    init(simulation: DeckSimulation, selected: [Int]) throws {
        self.simulation = simulation
        self.selected = selected
        run = try simulation.view.makeRun()
    }

    func next(_ simulated: (SimulatedFrame) throws -> Void) throws -> (position: Int, frame: SimulatedFrame)? {
        try lock.withLock {
            guard !stopped, position < selected.count else { return nil }
            let target = selected[position]
            var frame: SimulatedFrame
            do {
                repeat {
                    frame = try produce(nextFrameIndex, record: nextFrameIndex == target)
                    nextFrameIndex += 1
                } while frame.index < target
                var reported = frame
                reported.drawing = nil
                try simulated(reported)
            } catch {
                stopped = true
                failedPosition = position
                throw error
            }
            defer { position += 1 }
            return (position, frame)
        }
    }

    private func produce(_ index: Int, record: Bool) throws -> SimulatedFrame {
        guard let frame = try simulation.view.next(of: run, recording: record) else {
            throw SceneError(file: "scene", path: "preset", message: "\(simulation.scene.preset) has no frame \(index)")
        }
        return frame
    }

    func stop() { lock.withLock { stopped = true } }
}

/// The simulated frames waiting for a drawing worker, oldest first: `put` waits while
/// `capacity` are waiting, `take` while none is (nil once finished and empty, or closed).
final class FrameQueue: @unchecked Sendable {
    private let capacity: Int
    private var items: [(position: Int, frame: SimulatedFrame)] = []
    private var head = 0
    private var finished = false
    private var closed = false
    private let condition = NSCondition()

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Adds a frame; false when the queue was closed (a worker failed), so nothing more is wanted.
    func put(_ item: (position: Int, frame: SimulatedFrame)) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity && !closed { condition.wait() }
        guard !closed else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    func take() -> (position: Int, frame: SimulatedFrame)? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count && !finished && !closed { condition.wait() }
        guard !closed, head < items.count else { return nil }
        let item = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return item
    }

    /// No more frames will come; the workers take those queued, then stop.
    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Drops the queued frames and stops everyone waiting.
    func close() {
        condition.lock()
        closed = true
        items.removeAll()
        head = 0
        condition.broadcast()
        condition.unlock()
    }
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
