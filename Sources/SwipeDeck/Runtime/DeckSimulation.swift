import SwipeRaster
import SwipeMotion
import SwipeUI

/// Plays a scene's script through its preset and samples the screen at every frame time
/// t_n = n / fps. A preset written as a SwipeUI view runs through SwipeUI's `Simulation`
/// (`SceneViewSimulation`); a preset not moved yet runs on `DeckRuntime`, where simulation is
/// sequential and cheap and the result is pure data (display lists and card placements)
/// that can be drawn on any number of threads.
public struct DeckSimulation {
    public let scene: Scene
    public let timeline: TouchTimeline
    public let frameCount: Int
    /// Set for a preset written as a SwipeUI view.
    let viewSimulation: SceneViewSimulation?

    public init(scene: Scene) throws {
        self.scene = scene
        let definition = try PresetCatalog.definition(for: scene)
        let file = scene.source.file
        switch definition.body {
        case .view(let makeView):
            viewSimulation = try SceneViewSimulation(scene: scene, definition: definition, makeView: makeView)
            timeline = try TouchTimeline.expand(scene.script, touchRate: scene.touchRate, defaultTouchPoint: .zero, file: file)
            try Self.checkButtons(scene.script, buttons: definition.buttons, presetName: scene.preset, file: file)
        case .runtime(let make):
            viewSimulation = nil
            let preset = try make(scene)
            timeline = try TouchTimeline.expand(scene.script, touchRate: scene.touchRate,
                                                defaultTouchPoint: preset.defaultTouchPoint, file: file)
            try Self.checkButtons(scene.script, buttons: preset.buttons, presetName: scene.preset, file: file)
        }
        frameCount = scene.frameCount(scriptLength: timeline.length)
    }

    /// Every `tap` step names one of the preset's buttons.
    static func checkButtons(_ script: [ScriptStep], buttons: [String], presetName: String, file: String) throws {
        for (index, step) in script.enumerated() {
            if case .tap(let button) = step, !buttons.contains(button) {
                let known = buttons.isEmpty ? "this preset has no buttons" : "its buttons are \(buttons.joined(separator: ", "))"
                throw SceneError(file: file, path: "script[\(index)].tap", message: "unknown button '\(EchoText.clip(button))' for preset \(presetName); \(known)")
            }
        }
    }

    /// The time of frame `index` in seconds, computed from the index, never accumulated.
    public func time(ofFrame index: Int) -> Double {
        Double(index) / Double(scene.fps)
    }

    /// Runs the whole scene and returns every frame in order. Frame n shows display frame
    /// ⌊n · displayRate / fps⌋ (the latest at or before n / fps), so the output frame rate
    /// never changes the motion.
    public func run() throws -> [SimulatedFrame] {
        try run(recording: { _ in false })
    }

    /// `run()`, recording what the frames `shouldRecord` accepts draw when the preset is a
    /// SwipeUI view (`SimulatedFrame.drawing`). A runtime preset's frames carry display lists.
    public func run(recording shouldRecord: (Int) -> Bool) throws -> [SimulatedFrame] {
        if let viewSimulation {
            var frames: [SimulatedFrame] = []
            frames.reserveCapacity(frameCount)
            try viewSimulation.run(recording: shouldRecord) { frames.append($0) }
            return frames
        }
        let player = try DeckPlayer(simulation: self)
        return (0..<frameCount).map { outputFrame($0, of: player) }
    }

    /// Output frame `index`, after playing `player` forward to it (indices must increase).
    func outputFrame(_ index: Int, of player: DeckPlayer) -> SimulatedFrame {
        player.advance(toDisplayFrame: scene.displayFrame(ofOutputFrame: index))
        return player.frame(index: index, time: time(ofFrame: index))
    }
}

/// Plays a simulation on the display clock (FACTS.md §4). Display frame m is at
/// t_m = m / displayRate; at each one, in this order:
/// 1. timers (`asyncAfter`) whose deadline is at or before t_m fire;
/// 2. the touch events with times at or before t_m that arrived since the last frame are
///    handled in order: every sample feeds the drag's velocity estimate (coalesced touches),
///    but the gesture gets one update per frame, carrying the latest sample — `onChanged` for
///    a run of moves, `onEnded` for a lift, a new gesture for a touch-down; taps run here too;
///    a long press sequenced before the drag completes at the first frame at or after
///    touch-down + its minimum duration;
/// 3. every animator is evaluated at t_m (and removed elements whose transition has ended leave).
/// Frames only move forward.
final class DeckPlayer {
    let preset: DeckPreset
    let deck: DeckRuntime
    let displayRate: Int
    private var tracker: DragTracker
    private var events: ArraySlice<TouchTimeline.Event>
    /// The last display frame run, and what was on screen after it.
    private(set) var displayFrame = -1
    private var elements: [ElementSnapshot] = []
    /// The touch-down time of the finger now down, and whether its long press completed.
    private var press: (down: ScriptTime, completed: Bool)?
    /// Moves recorded since the gesture's last update.
    private var hasUndeliveredMove = false

    init(simulation: DeckSimulation) throws {
        guard let preset = try PresetCatalog.makePreset(for: simulation.scene) else {
            throw SceneError(file: "scene", path: "preset", message: "\(simulation.scene.preset) is a SwipeUI view, not a DeckRuntime preset")
        }
        self.preset = preset
        displayRate = simulation.scene.displayRate
        deck = DeckRuntime(preset: preset, displayRate: displayRate)
        tracker = DragTracker(minimumDistance: preset.minimumDragDistance)
        events = simulation.timeline.events[...]
    }

    /// The time of display frame `m` in seconds.
    func time(ofDisplayFrame m: Int) -> Double {
        Double(m) / Double(displayRate)
    }

    /// The latest display frame at or before `time` seconds.
    func displayFrame(at time: Double) -> Int {
        Int((max(0, time) * Double(displayRate) + 1e-9).rounded(.down))
    }

    /// Runs every display frame up to and including `frame`.
    func advance(toDisplayFrame frame: Int) {
        while displayFrame < frame {
            displayFrame += 1
            run(displayFrame: displayFrame)
        }
    }

    func frame(index: Int, time: Double) -> SimulatedFrame {
        SimulatedFrame(index: index, time: time, display: preset.display(elements, time: self.time(ofDisplayFrame: displayFrame)))
    }

    /// The elements on screen at `time`: those of the latest display frame at or before it.
    func snapshot(at time: Double) -> [ElementSnapshot] {
        advance(toDisplayFrame: displayFrame(at: time))
        return elements
    }

    /// One attribute's presented velocity at the latest display frame at or before `time`.
    func velocity(ofElement id: String, attribute: String, at time: Double) -> AttributeValue? {
        advance(toDisplayFrame: displayFrame(at: time))
        return deck.velocity(ofElement: id, attribute: attribute, at: self.time(ofDisplayFrame: displayFrame))
    }

    private func run(displayFrame m: Int) {
        let t = time(ofDisplayFrame: m)
        deck.advance(to: t)
        while let event = events.first, event.time.isAtOrBefore(frame: m, rate: displayRate) {
            events.removeFirst()
            handle(event, at: t)
        }
        deliverMoves(at: t)
        if let duration = preset.longPressMinimumDuration, let current = press, !current.completed,
           (current.down + ScriptTime(seconds: duration)).isAtOrBefore(frame: m, rate: displayRate) {
            press = (current.down, true)
            deck.handleGesture(at: t) { preset.longPressCompleted(deck: $0) }
            deliverMoves(at: t)
        }
        elements = deck.snapshot(at: t)
    }

    private var dragMayStart: Bool {
        preset.longPressMinimumDuration == nil || press?.completed == true
    }

    /// The gesture's one update for the moves recorded since the last (`onChanged`).
    private func deliverMoves(at t: Double) {
        guard hasUndeliveredMove, dragMayStart else { return }
        hasUndeliveredMove = false
        if let value = tracker.deliver() {
            deck.handleGesture(at: t) { preset.dragChanged(value, deck: $0) }
        }
    }

    private func record(_ touch: TouchTimeline.Touch) {
        tracker.record(time: touch.time.seconds, x: touch.location.x, y: touch.location.y)
    }

    private func handle(_ event: TouchTimeline.Event, at t: Double) {
        switch event {
        case .down(let touch):
            deliverMoves(at: t)
            tracker = DragTracker(minimumDistance: preset.minimumDragDistance)
            record(touch)
            press = (touch.time, false)
            hasUndeliveredMove = false
        case .move(let touch):
            record(touch)
            hasUndeliveredMove = true
        case .up(let touch):
            // The lift-off sample counts for velocity and position: a finger that stopped
            // before lifting releases slowly. The lift replaces any moves of this frame.
            record(touch)
            hasUndeliveredMove = false
            let delivered = dragMayStart ? tracker.deliver() : nil
            let ended = delivered != nil ? tracker.end() : nil
            let pressCompleted = press?.completed == true
            tracker = DragTracker(minimumDistance: preset.minimumDragDistance)
            press = nil
            if let value = ended {
                deck.handleGesture(at: t) { preset.dragEnded(value, deck: $0) }
            } else if pressCompleted {
                deck.handleGesture(at: t) { preset.pressEndedWithoutDrag(deck: $0) }
            }
        case .tap(let button, _):
            deliverMoves(at: t)
            deck.handleEvent(at: t) { preset.tap(button, deck: $0) }
        }
    }
}

/// One sampled frame: its index, time in seconds, and what to draw.
public struct SimulatedFrame {
    public var index: Int
    public var time: Double
    /// What to draw (a runtime preset's display list) and the cards the manifest records.
    public var display: FrameDisplay
    /// What a SwipeUI preset's frame draws (recorded for the frames a render draws), else nil.
    public var drawing: FrameDrawing? = nil

    /// What drawing the frame depends on, compared to reuse a recent frame's bytes.
    var drawingKey: FrameDrawingKey { drawing.map { .view($0) } ?? .display(display.items) }
}
