import SwipeRaster
import SwipeMotion

/// Plays a scene's script through its preset and samples the screen at every frame time
/// t_n = n / fps. Simulation is sequential and cheap; the result is pure data (display lists
/// and card placements) that can be drawn on any number of threads.
public struct DeckSimulation {
    public let scene: Scene
    public let timeline: TouchTimeline
    public let frameCount: Int

    public init(scene: Scene) throws {
        self.scene = scene
        let preset = try PresetCatalog.makePreset(for: scene)
        timeline = try TouchTimeline.expand(scene.script, touchRate: scene.touchRate,
                                            defaultTouchPoint: preset.defaultTouchPoint)
        frameCount = scene.frameCount(scriptLength: timeline.length)
        for event in timeline.events {
            if case .tap(let button, _) = event, !preset.buttons.contains(button) {
                let known = preset.buttons.isEmpty ? "this preset has no buttons" : "its buttons are \(preset.buttons.joined(separator: ", "))"
                throw SceneError(file: "scene", path: "script", message: "unknown button '\(button)' for preset \(scene.preset); \(known)")
            }
        }
    }

    /// The time of frame `index` in seconds, computed from the index, never accumulated.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(scene.fps)
    }

    /// Runs the whole scene and returns every frame in order.
    public func run() throws -> [SimulatedFrame] {
        let preset = try PresetCatalog.makePreset(for: scene)
        let deck = DeckRuntime(preset: preset)
        var tracker = DragTracker(minimumDistance: preset.minimumDragDistance)
        var events = timeline.events[...]
        var frames: [SimulatedFrame] = []
        frames.reserveCapacity(frameCount)
        for index in 0..<frameCount {
            let frameTime = time(ofFrame: index)
            while let event = events.first, event.time <= frameTime {
                events.removeFirst()
                dispatch(event, to: preset, deck: deck, tracker: &tracker)
            }
            let elements = deck.snapshot(at: frameTime)
            frames.append(SimulatedFrame(index: index, time: frameTime, display: preset.display(elements, time: frameTime)))
        }
        return frames
    }

    private func dispatch(_ event: TouchTimeline.Event, to preset: DeckPreset, deck: DeckRuntime,
                          tracker: inout DragTracker) {
        switch event {
        case .down(let sample):
            deck.advance(to: sample.time)
            _ = tracker.update(time: sample.time, x: sample.location.x, y: sample.location.y)
        case .move(let sample):
            if let value = tracker.update(time: sample.time, x: sample.location.x, y: sample.location.y) {
                deck.handleGesture(at: sample.time) { preset.dragChanged(value, deck: $0) }
            } else {
                deck.advance(to: sample.time)
            }
        case .up(let sample):
            // The lift-off sample counts for velocity: a finger that stopped before lifting
            // releases slowly.
            _ = tracker.update(time: sample.time, x: sample.location.x, y: sample.location.y)
            if let value = tracker.end() {
                deck.handleGesture(at: sample.time) { preset.dragEnded(value, deck: $0) }
            } else {
                deck.advance(to: sample.time)
            }
        case .tap(let button, let time):
            deck.handleEvent(at: time) { preset.tap(button, deck: $0) }
        }
    }
}

/// One sampled frame: its index, time in seconds, and what to draw.
public struct SimulatedFrame {
    public var index: Int
    public var time: Double
    public var display: FrameDisplay
}
