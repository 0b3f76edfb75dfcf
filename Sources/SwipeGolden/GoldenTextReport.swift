import SwipeBase
/// The plain-text account of golden results, for the terminal and for XCTest failure messages.
public enum GoldenTextReport {
    /// Lines for one golden: a headline, then one line per frame that did not simply pass, then
    /// the environment differences when frames fail. Every line has its control characters
    /// escaped (`EchoText`), whatever a golden's files hold: no line can carry an ESC, a carriage
    /// return or a second line (a forged `::error …` annotation in a CI log).
    public static func lines(for result: GoldenResult, verbose: Bool = false) -> [String] {
        unescapedLines(for: result, verbose: verbose).map { EchoText.clip($0, limit: .max) }
    }

    static func unescapedLines(for result: GoldenResult, verbose: Bool) -> [String] {
        if let error = result.error {
            return ["golden \(result.name): ERROR: \(error)"]
        }
        let total = result.frames.count
        let failing = result.failingFrames
        let unreadable = result.frames.filter { $0.status == .unreadable }.count
        let recorded = result.recordedFrames.count
        var headline = "golden \(result.name): "
        if result.passed {
            let exact = result.frames.filter { $0.comparison?.isExact == true }.count
            headline += "passed (\(total) frame\(total == 1 ? "" : "s"), \(exact) identical"
            if let motion = result.motion {
                headline += motion.status == .recorded ? ", motion recorded" : ", motion of all \(motion.comparison?.actualFrameCount ?? 0) frames"
            }
            if recorded > 0 { headline += ", \(recorded) recorded" }
            headline += ")"
        } else {
            headline += result.hasInputError && failing.isEmpty ? "ERROR" : "FAILED"
            var parts: [String] = []
            if result.motion?.status.isFailure == true { parts.append("motion \(result.motion!.status == .missing ? "missing" : "moved")") }
            if !failing.isEmpty { parts.append("\(failing.count) of \(total) frames fail") }
            if unreadable > 0 { parts.append("\(unreadable) golden frame\(unreadable == 1 ? "" : "s") unreadable") }
            if let first = result.firstFailure {
                parts.append(
                    "first failing frame \(first.frame), \(first.followingFailures) more failing frame\(first.followingFailures == 1 ? " follows" : "s follow")"
                )
            }
            if recorded > 0 { parts.append("\(recorded) recorded") }
            headline += " (" + parts.joined(separator: "; ") + ")"
        }
        var lines = [headline]
        if let change = result.sceneChange { lines.append("  " + change.message) }
        if let unlisted = result.unlistedFramesMessage { lines.append("  " + unlisted) }
        if let motion = result.motion, verbose || motion.status != .passed {
            lines.append("  " + motion.summary)
        }
        for frame in result.frames where verbose || frame.status != .passed {
            lines.append("  " + frame.summary)
        }
        if !result.fingerprintDifferences.isEmpty {
            lines.append("  environment differs from the golden's (a possible cause):")
            lines += result.fingerprintDifferences.map { "    " + $0 }
        }
        return lines
    }

    /// The closing line of a run, e.g. `verify: 3 goldens: 2 passed, 1 failed, 0 errors`.
    public static func totals(_ results: [GoldenResult]) -> String {
        let passed = results.filter { $0.passed }.count
        let errors = results.filter { $0.hasInputError }.count
        let failed = results.count - passed - errors
        return "verify: \(results.count) golden\(results.count == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(errors) error\(errors == 1 ? "" : "s")"
    }
}
