/// `results.json`: the figures of every frame of every golden, passing ones too.
///
/// Members are written in a fixed order and numbers with fixed decimals, so the same results give
/// the same bytes. `largestDelta` is on the threshold scale (√(YIQ delta / 35215)), `budgetUsed`
/// is differing / allowed pixels (null when infinite: something differs and the budget is 0),
/// `headroomPixels` is allowed − differing (negative when over budget).
enum ResultsJSON {
    static func text(_ results: [GoldenResult], files: [[FrameReportFiles]], toolVersion: String) -> String {
        var goldens: [String] = []
        for (result, frameFiles) in zip(results, files) {
            var frames: [String] = []
            for (frame, file) in zip(result.frames, frameFiles) {
                frames.append("        " + frameObject(frame, file))
            }
            var members = [
                "\"name\": \(JSONText.string(result.name))",
                "\"folder\": \(JSONText.string(result.folder.path))",
                "\"status\": \(JSONText.string(result.statusWord))",
                "\"recordMode\": \(JSONText.string(result.recordMode.rawValue))",
                "\"tolerance\": \(toleranceObject(result.tolerance))",
                "\"error\": \(result.error.map { JSONText.string($0.description) } ?? "null")",
            ]
            if let first = result.firstFailure {
                members.append("\"firstFailingFrame\": \(first.frame)")
                members.append("\"failingFramesAfterFirst\": \(first.followingFailures)")
            } else {
                members.append("\"firstFailingFrame\": null")
                members.append("\"failingFramesAfterFirst\": 0")
            }
            members.append("\"motion\": " + (result.motion.map(motionObject) ?? "null"))
            members.append("\"fingerprintDifferences\": [" + result.fingerprintDifferences.map(JSONText.string).joined(separator: ", ") + "]")
            members.append("\"frames\": [" + (frames.isEmpty ? "]" : "\n" + frames.joined(separator: ",\n") + "\n      ]"))
            goldens.append("    {\n      " + members.joined(separator: ",\n      ") + "\n    }")
        }
        let passed = results.filter(\.passed).count
        let errors = results.filter(\.hasInputError).count
        return "{\n"
            + "  \"tool\": \(JSONText.string("swipesim " + toolVersion)),\n"
            + "  \"summary\": {\"goldens\": \(results.count), \"passed\": \(passed), \"failed\": \(results.count - passed - errors), \"errors\": \(errors)},\n"
            + "  \"goldens\": [" + (goldens.isEmpty ? "]" : "\n" + goldens.joined(separator: ",\n") + "\n  ]") + "\n}\n"
    }

    static func toleranceObject(_ tolerance: ComparisonTolerance) -> String {
        "{\"threshold\": \(JSONText.number(tolerance.threshold)), \"antiAliasingDetection\": \(tolerance.detectsAntiAliasing), "
            + "\"edgeThreshold\": \(tolerance.edgeThreshold.map { JSONText.number($0) } ?? "null"), "
            + "\"maxDiffPixels\": \(tolerance.maxDiffPixels.map(String.init) ?? "null"), "
            + "\"maxDiffRatio\": \(tolerance.maxDiffRatio.map { JSONText.number($0) } ?? "null")}"
    }

    /// The motion check: status, tolerance, first deviation (frame, card, value, unit, expected,
    /// actual, amount), frames that moved and the timing-shift estimate in frames.
    static func motionObject(_ motion: MotionResult) -> String {
        var members = ["\"status\": \(JSONText.string(motion.status.rawValue))", "\"note\": \(JSONText.string(motion.note))"]
        if let c = motion.comparison {
            members.append("\"tolerance\": {\"points\": \(JSONText.number(c.tolerance.points)), \"degrees\": \(JSONText.number(c.tolerance.degrees)), \"opacity\": \(JSONText.number(c.tolerance.opacity))}")
            members.append("\"frames\": \(c.actualFrameCount)")
            members.append("\"movedFrames\": \(c.deviatingFrames)")
            if let first = c.first {
                members.append("\"first\": {\"frame\": \(first.frame), \"card\": \(JSONText.string(first.cardID)), "
                    + "\"value\": \(JSONText.string(first.channel)), \"unit\": \(JSONText.string(first.unit.rawValue)), "
                    + "\"kind\": \(JSONText.string(first.kind.rawValue)), "
                    + "\"expected\": \(first.expected.map { JSONText.number($0) } ?? "null"), "
                    + "\"actual\": \(first.actual.map { JSONText.number($0) } ?? "null"), \"amount\": \(JSONText.number(first.amount))}")
            } else {
                members.append("\"first\": null")
            }
            if let shift = c.timingShift {
                members.append("\"timingShift\": {\"frames\": \(JSONText.number(shift.frames, places: 2)), \"residual\": \(JSONText.number(shift.residual)), "
                    + "\"unshiftedResidual\": \(JSONText.number(shift.unshiftedResidual)), \"explainsChange\": \(shift.explainsChange)}")
            } else {
                members.append("\"timingShift\": null")
            }
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    static func frameObject(_ frame: FrameResult, _ files: FrameReportFiles) -> String {
        var members = [
            "\"index\": \(frame.index)",
            "\"time\": \(frame.time.map { JSONText.number($0) } ?? "null")",
            "\"status\": \(JSONText.string(frame.status.rawValue))",
        ]
        if let c = frame.comparison {
            members += [
                "\"expectedSize\": [\(c.expectedSize.width), \(c.expectedSize.height)]",
                "\"actualSize\": [\(c.actualSize.width), \(c.actualSize.height)]",
                "\"exact\": \(c.isExact)",
                "\"differingPixels\": \(c.sizeMatches ? String(c.differingPixels) : "null")",
                "\"antiAliasedPixels\": \(c.sizeMatches ? String(c.antiAliasedPixels) : "null")",
                "\"largestDelta\": \(c.sizeMatches ? JSONText.number(c.largestDeltaAsThreshold) : "null")",
                "\"allowedDifferingPixels\": \(c.allowedDifferingPixels)",
                "\"budgetUsed\": \(c.sizeMatches ? JSONText.number(c.budgetUsed) : "null")",
                "\"headroomPixels\": \(c.sizeMatches ? String(c.headroomPixels) : "null")",
            ]
        }
        members.append("\"note\": \(JSONText.string(frame.note))")
        let images = [("expected", files.expected), ("actual", files.actual), ("diff", files.diff)]
            .map { "\(JSONText.string($0.0)): \($0.1.map(JSONText.string) ?? "null")" }
        members.append("\"images\": {" + images.joined(separator: ", ") + "}")
        return "{" + members.joined(separator: ", ") + "}"
    }
}
