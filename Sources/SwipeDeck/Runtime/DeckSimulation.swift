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
                                            defaultTouchPoint: preset.defaultTouchPoint, file: scene.source.file)
        frameCount = scene.frameCount(scriptLength: timeline.length)
        try Self.checkButtons(scene.script, preset: preset, presetName: scene.preset, file: scene.source.file)
    }

    /// Every `tap` step names one of the preset's buttons.
    static func checkButtons(_ script: [ScriptStep], preset: DeckPreset, presetName: String, file: String) throws {
        for (index, step) in script.enumerated() {
            if case .tap(let button) = step, !preset.buttons.contains(button) {
                let known = preset.buttons.isEmpty ? "this preset has no buttons" : "its buttons are \(preset.buttons.joined(separator: ", "))"
                throw SceneError(file: file, path: "script[\(index)].tap", message: "unknown button '\(EchoText.clip(button))' for preset \(presetName); \(known)")
            }
        }
    }

    /// The time of frame `index` in seconds, computed from the index, never accumulated.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(scene.fps)
    }

    /// Runs the whole scene and returns every frame in order.
    public func run() throws -> [SimulatedFrame] {
        let player = try DeckPlayer(simulation: self)
        return (0..<frameCount).map { player.frame(index: $0, time: time(ofFrame: $0)) }
    }
}

/// Plays a simulation forward in time: touch events and timers are dispatched to the preset as
/// the clock passes them, and frames are sampled on demand. Times only move forward.
final class DeckPlayer {
    let preset: DeckPreset
    let deck: DeckRuntime
    private var tracker: DragTracker
    private var events: ArraySlice<TouchTimeline.Event>

    init(simulation: DeckSimulation) throws {
        preset = try PresetCatalog.makePreset(for: simulation.scene)
        deck = DeckRuntime(preset: preset)
        tracker = DragTracker(minimumDistance: preset.minimumDragDistance)
        events = simulation.timeline.events[...]
    }

    /// Dispatches every event at or before `time`, then moves the clock there.
    func advance(to time: Double) {
        while let event = events.first, event.time <= time {
            events.removeFirst()
            dispatch(event)
        }
        deck.advance(to: time)
    }

    func frame(index: Int, time: Double) -> SimulatedFrame {
        SimulatedFrame(index: index, time: time, display: preset.display(snapshot(at: time), time: time))
    }

    /// The elements on screen at `time`, after every event up to it.
    func snapshot(at time: Double) -> [ElementSnapshot] {
        advance(to: time)
        return deck.snapshot(at: time)
    }

    /// One attribute's presented velocity at `time`, after every event up to it.
    func velocity(ofElement id: String, attribute: String, at time: Double) -> AttributeValue? {
        advance(to: time)
        return deck.velocity(ofElement: id, attribute: attribute, at: time)
    }

    private func dispatch(_ event: TouchTimeline.Event) {
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
