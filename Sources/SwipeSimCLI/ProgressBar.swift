/// A one-line progress bar on standard error, drawn only on a terminal.
final class ProgressBar: @unchecked Sendable {
    private let enabled: Bool
    private let label: String
    private let sink: TextSink
    private var lastDrawn = -1

    init(enabled: Bool, label: String, sink: TextSink) {
        self.enabled = enabled
        self.label = label
        self.sink = sink
    }

    /// Redraws when the percentage changes (callers serialise calls).
    func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0 else { return }
        let percent = done * 100 / total
        guard percent != lastDrawn else { return }
        lastDrawn = percent
        let filled = percent * 30 / 100
        sink.write("\r\(label) [" + String(repeating: "#", count: filled) + String(repeating: ".", count: 30 - filled) + "] \(percent)% (\(done)/\(total))")
    }

    func finish() {
        if enabled && lastDrawn >= 0 { sink.write("\n") }
    }
}
