import SwipeBase

/// JUnit XML for CI systems: one test suite per golden, one test case per frame.
///
/// A mismatch or missing golden is a `<failure>`; an unreadable golden or a golden that could
/// not be checked is an `<error>`. No timestamps or durations, so the file is deterministic.
public enum JUnitReport {
    public static func xml(for results: [GoldenResult]) -> String {
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0, totalErrors = 0
        for result in results {
            var cases: [String] = []
            var failures = 0, errors = 0
            let className = "swipesim.verify." + result.name
            if let error = result.error {
                errors += 1
                cases.append(
                    "    <testcase classname=\"\(escape(className))\" name=\"golden\">\n"
                        + "      <error message=\"\(escape(error.description))\"/>\n    </testcase>")
            }
            if let motion = result.motion {
                let open = "    <testcase classname=\"\(escape(className))\" name=\"motion\""
                switch motion.status {
                case .failed, .missing:
                    failures += 1
                    cases.append(open + ">\n      <failure message=\"\(escape(motion.summary))\">\(escape(motion.summary))</failure>\n    </testcase>")
                case .recorded:
                    cases.append(open + ">\n      <system-out>\(escape(motion.note))</system-out>\n    </testcase>")
                case .passed, .unreadable:
                    cases.append(open + "/>")
                }
            }
            for frame in result.frames {
                let name = FrameFileName.stem(frame.index)
                var body = ""
                switch frame.status {
                case .failed, .missing:
                    failures += 1
                    var details = frame.summary
                    if !result.fingerprintDifferences.isEmpty {
                        details += "\nenvironment differs from the golden's:\n" + result.fingerprintDifferences.joined(separator: "\n")
                    }
                    body = "      <failure message=\"\(escape(frame.summary))\">\(escape(details))</failure>\n"
                case .unreadable:
                    errors += 1
                    body = "      <error message=\"\(escape(frame.note))\"/>\n"
                case .recorded:
                    body = "      <system-out>\(escape(frame.note))</system-out>\n"
                case .passed:
                    break
                }
                let open = "    <testcase classname=\"\(escape(className))\" name=\"\(name)\""
                cases.append(body.isEmpty ? open + "/>" : open + ">\n" + body + "    </testcase>")
            }
            let tests = cases.count
            totalTests += tests
            totalFailures += failures
            totalErrors += errors
            suites.append(
                "  <testsuite name=\"\(escape(className))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
                    + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + "  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"swipesim verify\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
            + suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
    }

    /// Escapes text for XML attributes and content: control characters other than line breaks
    /// are shown as escapes (`EchoText`: ESC as `\u{1B}`, a carriage return as `\r`), line breaks
    /// become `&#10;`.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in HTMLReport.visibleControls(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            default:
                if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
