import Foundation
import SwipeRaster
import SwipeBase

// The pieces of `FrameRenderer`'s pipeline: the simulating source, the queue of frames waiting
// for a worker, the in-order hand-over and the first error by frame position.

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

/// Simulates frames in order, on the main actor: each call plays the simulation forward to the
/// next selected frame (every frame in between is sampled too, exactly as a full run samples
/// it) and hands that one frame out with what it draws recorded, so a worker draws it while the
/// next frame is simulated.
final class FrameSource: @unchecked Sendable {
    private let run: SimulationRun
    private let selected: [Int]
    private let mapError: (Error) -> Error
    private var position = 0
    private var stopped = false
    private let lock = Lock()
    /// The position whose simulation (or `simulated` callback) threw.
    private(set) var failedPosition = Int.max

    init(simulation: Simulation, selected: [Int], mapError: @escaping (Error) -> Error) throws {
        self.selected = selected
        self.mapError = mapError
        do {
            run = try SimulationRun(simulation)
        } catch {
            throw mapError(error)
        }
    }

    func next(_ simulated: (SimulatedFrame) throws -> Void) throws -> (position: Int, frame: SimulatedFrame)? {
        try lock.withLock {
            guard !stopped, position < selected.count else { return nil }
            let target = selected[position]
            var frame: SimulatedFrame
            do {
                repeat {
                    let index = run.nextIndex
                    guard let next = try run.next(recording: index == target) else {
                        throw SwipeUIError(typePath: "", message: "the simulation has no frame \(index)")
                    }
                    frame = SimulatedFrame(next)
                } while frame.index < target
                var reported = frame
                reported.drawing = nil
                try simulated(reported)
            } catch let error as SwipeUIError {
                stopped = true
                failedPosition = position
                throw mapError(error)
            } catch {
                stopped = true
                failedPosition = position
                throw error
            }
            defer { position += 1 }
            return (position, frame)
        }
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
