import Foundation
import SwipeUI
import XCTest

/// A script's expansion to touch events (`TouchTimeline`) through public API only: exact sample
/// times, positions, lengths, frame counts and the errors naming the step.
final class TouchTimelineTests: XCTestCase {
    private func moves(_ timeline: TouchTimeline) -> [(time: VirtualTime, location: CGPoint)] {
        timeline.events.compactMap { event in
            if case let .move(time, location) = event { return (time, location) }
            return nil
        }
    }

    /// Touch samples are at t0 + k / rate (exact ticks, not summed floating point) and the last
    /// lands on the step's end; a second drag continues from where the finger is.
    func testDragSamplesAtTheTouchRate() throws {
        let timeline = try TouchTimeline(
            [
                .drag(to: CGSize(width: 100, height: 0), duration: 0.1, easing: .linear, from: CGPoint(x: 10, y: 20)),
                .drag(to: CGSize(width: 100, height: 50), duration: 0.05, easing: .linear),
                .release,
            ], touchRate: 120, defaultTouchPoint: .zero)
        XCTAssertEqual(timeline.events.first, .down(time: .zero, location: CGPoint(x: 10, y: 20)))
        let moves = moves(timeline)
        XCTAssertEqual(moves.count, 12 + 6)
        XCTAssertEqual(moves[0].time, VirtualTime(frame: 1, rate: 120))
        XCTAssertEqual(moves[11].time, VirtualTime(seconds: 0.1))
        XCTAssertEqual(moves[11].time.ticks, 44_100_000_000)
        XCTAssertEqual(moves[11].location, CGPoint(x: 110, y: 20))
        XCTAssertEqual(moves[17].location, CGPoint(x: 110, y: 70))
        // 0.1 + 0.05 is exactly 0.15 s here (in Double it is 0.15000000000000002).
        XCTAssertEqual(timeline.events.last, .up(time: VirtualTime(seconds: 0.15), location: CGPoint(x: 110, y: 70)))
        XCTAssertEqual(timeline.length, VirtualTime(ticks: 66_150_000_000))
    }

    /// A drag without `from` starts at the default touch point, or where the last touch started.
    func testADragWithoutFromStartsAtTheDefaultTouchPoint() throws {
        let timeline = try TouchTimeline(
            [
                .drag(to: CGSize(width: 30, height: 0), duration: 0.1), .release,
                .drag(to: CGSize(width: -30, height: 0), duration: 0.1), .release,
            ], touchRate: 60, defaultTouchPoint: CGPoint(x: 195, y: 422))
        let downs = timeline.events.compactMap { event -> CGPoint? in
            if case let .down(_, location) = event { return location }
            return nil
        }
        XCTAssertEqual(downs, [CGPoint(x: 195, y: 422), CGPoint(x: 195, y: 422)])
        XCTAssertEqual(moves(timeline).count, 6 + 6)
        XCTAssertEqual(timeline.length, VirtualTime(seconds: 0.2))
    }

    /// A fling ends with 0.1 s at exactly the requested velocity, so SwipeMotion's drag tracker
    /// (the slope over the last 0.1 s) reports it, and the predicted end follows from it.
    func testFlingEndsAtTheRequestedVelocity() throws {
        let timeline = try TouchTimeline(
            [
                .fling(to: CGSize(width: 60, height: 0), duration: 0.2, velocity: CGSize(width: 900, height: 0), from: .zero)
            ], touchRate: 120, defaultTouchPoint: .zero)
        XCTAssertEqual(TouchTimeline.flingVelocityWindow, 0.1)
        var tracker = DragTracker(minimumDistance: 10)
        var last: DragValue?
        var samples: [(time: Double, x: Double)] = []
        for event in timeline.events {
            switch event {
            case .down(let t, let p), .move(let t, let p), .up(let t, let p):
                samples.append((t.seconds, Double(p.x)))
                if let value = tracker.update(time: t.seconds, x: Double(p.x), y: Double(p.y)) { last = value }
            case .tapButton: break
            }
        }
        let n = samples.count
        let finalSlope = (samples[n - 1].x - samples[n - 3].x) / (samples[n - 1].time - samples[n - 3].time)
        XCTAssertEqual(finalSlope, 900, accuracy: 1e-6)
        XCTAssertEqual(samples[n - 1].x, 60, accuracy: 1e-9)
        let value = try XCTUnwrap(last)
        XCTAssertEqual(value.velocity.x, 900, accuracy: 1e-6)
        XCTAssertEqual(value.predictedEndTranslation.x, 60 + 0.25 * 900, accuracy: 1e-6)
    }

    /// card-stack's script: the second drag starts at 0.5 + 0.15 + 0.8 s, which Double addition
    /// makes 1.4500000000000002; in exact ticks it is 1.45 s = display frame 87 at 60 Hz, and
    /// its second sample, 2/120 s later, lies exactly on display frame 88.
    func testStepStartsAreExactSumsOfTheirDurations() throws {
        let timeline = try TouchTimeline(
            [
                .drag(to: CGSize(width: 70, height: 12), duration: 0.5, easing: .easeInOut), .wait(0.15), .release, .wait(0.8),
                .drag(to: CGSize(width: 150, height: 20), duration: 0.3, easing: .linear), .release,
            ], touchRate: 120, defaultTouchPoint: .zero)
        let secondDown = try XCTUnwrap(
            timeline.events.compactMap { event -> VirtualTime? in
                if case .down(let time, _) = event { return time }
                return nil
            }.dropFirst().first)
        XCTAssertEqual(secondDown, VirtualTime(seconds: 1.45))
        XCTAssertNotEqual(0.5 + 0.15 + 0.8, 1.45, "the floating-point sum drifts")
        XCTAssertLessThanOrEqual(secondDown, VirtualTime(frame: 87, rate: 60))
        XCTAssertGreaterThan(secondDown, VirtualTime(frame: 86, rate: 60))
        // Sample at 1.45 + 2/120 s lies exactly on display frame 88 and is delivered there.
        let sample = secondDown + VirtualTime(frame: 2, rate: 120)
        XCTAssertTrue(timeline.events.contains { if case .move(sample, _) = $0 { return true } else { return false } })
        XCTAssertLessThanOrEqual(sample, VirtualTime(frame: 88, rate: 60))
        XCTAssertGreaterThan(sample, VirtualTime(frame: 87, rate: 60))
        XCTAssertEqual(timeline.length, VirtualTime(seconds: 1.75))
    }

    /// The frames of a clock up to a time: n / rate ≤ t, exactly, for rates that divide the tick
    /// rate and rates that do not.
    func testFrameCountIsExact() {
        XCTAssertEqual(VirtualTime.zero.frameCount(rate: 60), 1)
        XCTAssertEqual(VirtualTime(seconds: 1).frameCount(rate: 60), 61)
        XCTAssertEqual(VirtualTime(ticks: VirtualTime.ticksPerSecond - 1).frameCount(rate: 60), 60)
        // 3/11 s is not a whole number of ticks (11 does not divide the tick rate): the tick
        // below it shows frames 0…2, the tick above it frame 3 too.
        let below = VirtualTime(ticks: VirtualTime.ticksPerSecond * 3 / 11)
        XCTAssertNotEqual(VirtualTime.ticksPerSecond * 3 % 11, 0)
        XCTAssertEqual(below.frameCount(rate: 11), 3)
        XCTAssertEqual(VirtualTime(ticks: below.ticks + 1).frameCount(rate: 11), 4)
        XCTAssertEqual(VirtualTime(ticks: -5).frameCount(rate: 60), 1)
    }

    /// Seconds are taken to the nearest tick, and a tick divides a nanosecond and every common
    /// frame period, so a scene's decimals, frame times given in seconds and sums of them are
    /// exact: 4 µs + 4 µs + 49.992 ms is exactly 0.05 s, display frame 3 at 60 Hz (ticks of
    /// 1/705 600 000 s made that sum a tick short, and lost the frame).
    func testDecimalsAndFrameTimesAreExact() {
        XCTAssertEqual(VirtualTime(seconds: 0.15).ticks, 150_000_000 * 441)
        XCTAssertEqual(VirtualTime(seconds: 1e-9).ticks, 441)
        XCTAssertEqual(VirtualTime(seconds: 599.999999999).ticks, 599_999_999_999 * 441)
        for rate in [24, 25, 30, 48, 50, 60, 90, 100, 120, 144, 240] {
            for k in [1, 7, 59, 1001] {
                XCTAssertEqual(VirtualTime(seconds: Double(k) / Double(rate)), VirtualTime(frame: k, rate: rate), "\(k)/\(rate)")
            }
        }
        let sum = VirtualTime(seconds: 0.000004) + VirtualTime(seconds: 0.000004) + VirtualTime(seconds: 0.049992)
        XCTAssertEqual(sum, VirtualTime(frame: 3, rate: 60))
        XCTAssertEqual(sum.frameCount(rate: 60), 4)
        XCTAssertEqual(VirtualTime(seconds: 0.05).seconds, 0.05)
        // Out of range is clamped, never a trap.
        XCTAssertEqual(VirtualTime(seconds: .nan), .zero)
        XCTAssertEqual(VirtualTime(seconds: .infinity).ticks, 5_000_000 * VirtualTime.ticksPerSecond)
        XCTAssertEqual(VirtualTime(seconds: -1e300).ticks, -5_000_000 * VirtualTime.ticksPerSecond)
    }

    /// A simulation plays its script's timeline and counts its frames from the script's exact
    /// length plus the settle time: 0.1 + 0.05 + 0.5 s at 60 fps is 39 frames + frame 0.
    func testTheSimulationCountsFramesFromTheExactLength() throws {
        var options = SimulationOptions()
        options.settleTime = 0.5
        let script: [TouchStep] = [.drag(to: CGSize(width: 50, height: 0), duration: 0.1), .wait(0.05), .release]
        let simulation = try Simulation(Color.red, script: script, options: options)
        let timeline = try simulation.touchTimeline()
        XCTAssertEqual(timeline, try TouchTimeline(script, touchRate: 120, defaultTouchPoint: CGPoint(x: 195, y: 47 + (844.0 - 47 - 34) / 2)))
        XCTAssertEqual(try simulation.frameCount(), 40)
        options.duration = 0.25
        XCTAssertEqual(try Simulation(Color.red, script: script, options: options).frameCount(), 16)
        // A frame's reported time is n / fps, also at a rate that does not divide the tick rate.
        options.fps = 11
        let run = try SimulationRun(Simulation(Color.red, script: script, options: options))
        XCTAssertEqual(run.frameCount, 3)
        XCTAssertEqual(
            try [run.next(recording: false), run.next(recording: false), run.next(recording: false)].map { $0?.time },
            [0, 1.0 / 11, 2.0 / 11])
    }

    /// Scripts that cannot be played are errors naming the step and how to fix it.
    func testBadScriptsAreErrorsNamingTheStep() {
        func error(_ steps: [TouchStep]) -> String {
            do {
                _ = try TouchTimeline(steps, touchRate: 120, defaultTouchPoint: .zero)
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertEqual(error([.wait(0.1), .release]), "script[1]: 'release' without a finger down; add a 'drag' step before it")
        XCTAssertEqual(error([.drag(to: .zero, duration: 0.1), .tapButton("like")]), "script[1]: 'tap' while a finger is down; add a 'release' step before it")
        XCTAssertEqual(error([.drag(to: .zero, duration: 0.1), .tap(at: .zero)]), "script[1]: 'tap' while a finger is down; add a 'release' step before it")
        XCTAssertEqual(error([.wait(-1)]), "script[0]: duration -1.0 s is invalid: use a finite number of seconds from 0 to 600")
        XCTAssertEqual(error([.drag(to: .zero, duration: .nan)]), "script[0]: duration nan s is invalid: use a finite number of seconds from 0 to 600")
        XCTAssertEqual(error([.wait(0), .path([])]), "script[1].path: a path needs at least one touch sample")
        let decreasing: [TouchSample] = [
            TouchSample(time: 0, location: .zero), TouchSample(time: 0.1, location: .zero), TouchSample(time: 0.05, location: .zero),
        ]
        XCTAssertEqual(error([.path(decreasing)]), "script[0].path[2]: sample times must increase; 0.05 follows 0.1")
        XCTAssertThrowsError(try TouchTimeline([], touchRate: 0, defaultTouchPoint: .zero)) {
            XCTAssertEqual("\($0)", "TouchTimeline.touchRate: 0 Hz is not supported: use 60 or 120")
        }
    }
}
