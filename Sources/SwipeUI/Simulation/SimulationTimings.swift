import Dispatch

/// Where a simulation's time went (wall-clock seconds, summed over the run): SwipeUI's own
/// work — `updateSeconds` (touch delivery, callbacks, body evaluation, layout, diff) and
/// `animateSeconds` (every animator once per display frame, transforms) — against
/// `drawSeconds` (rasterizing the frames). Measurement only: nothing here reaches output.
public struct SimulationTimings: Sendable {
    public var frames = 0
    public var displayFrames = 0
    public var bodyEvaluations = 0
    public var updateSeconds = 0.0
    public var animateSeconds = 0.0
    public var drawSeconds = 0.0

    /// SwipeUI's work per output frame as a fraction of drawing a frame.
    public var swipeUIShareOfDrawing: Double {
        drawSeconds > 0 ? (updateSeconds + animateSeconds) / drawSeconds : 0
    }
}

/// A monotonic clock for `SimulationTimings` (Dispatch's uptime clock).
enum Stopwatch {
    static func now() -> UInt64 { Dispatch.DispatchTime.now().uptimeNanoseconds }

    /// Seconds since `mark`, and moves `mark` to now.
    static func seconds(since mark: inout UInt64) -> Double {
        let t = now()
        defer { mark = t }
        return Double(t &- mark) / 1e9
    }
}
