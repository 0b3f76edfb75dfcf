import SwipeMath
import SwipeBase
/// `index.html` of a report: per golden a filmstrip (rows expected / actual / diff, one column
/// per frame) and, per failing frame, a side-by-side view, a slider and a blink view.
///
/// The page is one self-contained file: inline CSS and a few lines of inline script (the slider),
/// images by relative path, no external assets, so it works opened from the file system offline.
/// Content is deterministic (no dates, no absolute paths beyond what the user passed).
public enum HTMLReport {
    public static func html(_ results: [GoldenResult], files: [[FrameReportFiles]], toolVersion: String) -> String {
        let passed = results.filter(\.passed).count
        let errors = results.filter(\.hasInputError).count
        let failed = results.count - passed - errors
        var body: [String] = []
        body.append(
            "<header><h1>swipesim verify</h1><p class=\"totals\">\(results.count) golden\(results.count == 1 ? "" : "s"): "
                + "<span class=\"passed\">\(passed) passed</span>, <span class=\"failed\">\(failed) failed</span>, "
                + "<span class=\"error\">\(errors) error\(errors == 1 ? "" : "s")</span> · swipesim \(escape(toolVersion))</p>")
        body.append(
            "<nav>"
                + results.enumerated().map { position, result in
                    "<a class=\"chip \(result.statusWord)\" href=\"#g\(position)\">\(escape(result.name))</a>"
                }.joined(separator: " ") + "</nav></header>")
        for (position, (result, frameFiles)) in zip(results, files).enumerated() {
            body.append(section(result, frameFiles, anchor: "g\(position)"))
        }
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>swipesim verify: \(passed) passed, \(failed) failed, \(errors) errors</title>\n"
            + "<style>\n" + HTMLReportStyle.css + "</style>\n</head>\n<body>\n"
            + body.joined(separator: "\n") + "\n<script>\n" + HTMLReportStyle.script + "</script>\n</body>\n</html>\n"
    }

    static func section(_ result: GoldenResult, _ files: [FrameReportFiles], anchor: String) -> String {
        var html = "<section class=\"golden \(result.statusWord)\" id=\"\(anchor)\">\n"
        html += "<h2><span class=\"badge \(result.statusWord)\">\(result.statusWord.uppercased())</span> \(escape(result.name))</h2>\n"
        html += "<p class=\"meta\">\(escape(result.folder.path)) · record mode \(result.recordMode.rawValue) · \(escape(result.tolerance.summary))</p>\n"
        let lines = GoldenTextReport.lines(for: result)
        html += "<p class=\"headline\">\(escape(lines.first ?? ""))</p>\n"
        if let error = result.error {
            html += "<pre class=\"message\">\(escape(error.description))</pre>\n</section>"
            return html
        }
        if !result.fingerprintDifferences.isEmpty {
            html +=
                "<div class=\"env\"><strong>Environment differs from the golden's</strong> (a possible cause):<ul>"
                + result.fingerprintDifferences.map { "<li>\(escape($0))</li>" }.joined() + "</ul></div>\n"
        }
        html += motionSection(result)
        html += filmstrip(result, files, anchor: anchor)
        for (frame, file) in zip(result.frames, files) where frame.status != .passed {
            html += detail(frame, file, anchor: anchor)
        }
        return html + "</section>"
    }

    static func filmstrip(_ result: GoldenResult, _ files: [FrameReportFiles], anchor: String) -> String {
        var header = "<tr><th></th>"
        var rows = [("expected", "<tr><th>expected</th>"), ("actual", "<tr><th>actual</th>"), ("diff", "<tr><th>diff</th>")]
        for (frame, file) in zip(result.frames, files) {
            var facts = frame.time.map { [DecimalFormat.fixed($0, decimals: 3) + " s"] } ?? []
            facts.append(frame.status.rawValue)
            let target = frame.status == .passed ? nil : "#\(anchor)-f\(frame.index)"
            header +=
                "<th class=\"\(frame.status.rawValue)\">"
                + (target.map { "<a href=\"\($0)\">" } ?? "") + "frame \(frame.index)" + (target == nil ? "" : "</a>")
                + "<small>\(escape(facts.joined(separator: " · ")))</small></th>"
            let cells: [String?] = [file.expected, file.actual, file.diff]
            for row in rows.indices {
                var cell = "<td class=\"\(frame.status.rawValue)\">"
                if let path = cells[row] {
                    let image = "<img src=\"\(escape(path))\" alt=\"\(rows[row].0) frame \(frame.index)\" loading=\"lazy\">"
                    cell += target.map { "<a href=\"\($0)\">\(image)</a>" } ?? image
                } else if row == 2 && frame.status == .passed {
                    if frame.comparison?.isExact == true {
                        cell += "<div class=\"tile same\">✓ same<small>identical</small></div>"
                    } else {
                        // Passing but not identical: say so, with the figures.
                        let c = frame.comparison
                        cell +=
                            "<div class=\"tile near\">≈ within tolerance<small>\(c?.differingPixels ?? 0) differing, \(c?.antiAliasedPixels ?? 0) AA/edge px ignored</small></div>"
                    }
                } else {
                    let word = row == 0 && frame.status == .missing ? "missing" : (row == 0 && frame.status == .unreadable ? "unreadable" : "—")
                    cell += "<div class=\"tile\">\(word)</div>"
                }
                rows[row].1 += cell + "</td>"
            }
        }
        header += "</tr>"
        return "<div class=\"filmstrip\"><table>\n" + header + "\n" + rows.map { $0.1 + "</tr>" }.joined(separator: "\n") + "\n</table></div>\n"
    }

    /// The motion check: its summary and, when the motion moved, the plot of the first moved value.
    static func motionSection(_ result: GoldenResult) -> String {
        guard let motion = result.motion else { return "" }
        var html = "<div class=\"motion \(motion.status.rawValue)\"><p class=\"summary\">\(escape(motion.summary))</p>"
        if let comparison = motion.comparison, let curve = comparison.curve, let first = comparison.first {
            html += MotionPlot.svg(curve, firstFrame: first.frame, fps: comparison.fps)
        }
        return html + "</div>\n"
    }

    static func detail(_ frame: FrameResult, _ file: FrameReportFiles, anchor: String) -> String {
        var html = "<article class=\"frame \(frame.status.rawValue)\" id=\"\(anchor)-f\(frame.index)\">\n"
        html += "<h3>frame \(frame.index) — \(frame.status.rawValue)</h3>\n<p class=\"summary\">\(escape(frame.summary))</p>\n"
        func figure(_ caption: String, _ path: String?) -> String {
            guard let path else { return "<figure><figcaption>\(caption)</figcaption><div class=\"tile big\">none</div></figure>" }
            return "<figure><figcaption>\(caption)</figcaption><a href=\"\(escape(path))\"><img src=\"\(escape(path))\" alt=\"\(caption)\"></a></figure>"
        }
        html += "<div class=\"views\">" + figure("expected", file.expected) + figure("actual", file.actual) + figure("diff", file.diff) + "</div>\n"
        if file.crops.count == 3 {
            html +=
                "<div class=\"views zoom\">" + figure("changed region, expected (4×)", file.crops[0])
                + figure("actual (4×)", file.crops[1]) + figure("diff (4×)", file.crops[2]) + "</div>\n"
        }
        if let expected = file.expected, let actual = file.actual {
            let e = escape(expected), a = escape(actual)
            html += "<div class=\"views\">"
            html +=
                "<figure class=\"slider\"><figcaption>slider: expected | actual</figcaption>"
                + "<div class=\"stack\" style=\"--split: 50%\"><img src=\"\(e)\" alt=\"expected\"><img class=\"top clip\" src=\"\(a)\" alt=\"actual\"><div class=\"divider\"></div></div>"
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"slider position\"></figure>"
            html +=
                "<figure class=\"blink\"><figcaption>blink: expected ⇄ actual</figcaption>"
                + "<div class=\"stack\"><img src=\"\(e)\" alt=\"expected\"><span class=\"label\">expected</span>"
                + "<div class=\"top blinking\"><img src=\"\(a)\" alt=\"actual\"><span class=\"label\">actual</span></div></div></figure>"
            html += "</div>\n"
        }
        return html + "</article>\n"
    }

    /// Escapes text for HTML content and attribute values.
    /// `text` with every control character but the line break written as an escape
    /// (`EchoText`), so text from a golden cannot hide or rewrite what a report shows.
    static func visibleControls(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { EchoText.clip(String($0), limit: .max) }.joined(separator: "\n")
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in visibleControls(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
