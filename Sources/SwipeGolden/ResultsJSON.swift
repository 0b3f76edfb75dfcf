import SwipeJSON
import SwipeMath

/// `results.json`: the figures of every frame of every golden, passing ones too.
///
/// Members are written in a fixed order and numbers with at most six decimals (`style`), so the
/// same results give the same bytes; each golden is expanded, each of its frames one line.
/// `largestDelta` is on the threshold scale (√(YIQ delta / 35215)), `budgetUsed` is differing /
/// allowed pixels (null when infinite: something differs and the budget is 0), `headroomPixels`
/// is allowed − differing (negative when over budget).
enum ResultsJSON {
    static let style = JSONWriter.Style(layout: .expanded(["", "goldens", "goldens[]", "goldens[].frames"]), numbers: .decimals(6))

    static func text(_ results: [GoldenResult], files: [[FrameReportFiles]], toolVersion: String) -> String {
        JSONWriter.write(value(results, files: files, toolVersion: toolVersion), style: style)
    }

    static func value(_ results: [GoldenResult], files: [[FrameReportFiles]], toolVersion: String) -> JSONValue {
        let passed = results.filter(\.passed).count
        let errors = results.filter(\.hasInputError).count
        return .object([
            ("tool", .string("swipesim " + toolVersion)),
            (
                "summary",
                .object([
                    ("goldens", count(results.count)), ("passed", count(passed)),
                    ("failed", count(results.count - passed - errors)), ("errors", count(errors)),
                ])
            ),
            ("goldens", .array(zip(results, files).map(goldenObject))),
        ])
    }

    static func goldenObject(_ result: GoldenResult, _ frameFiles: [FrameReportFiles]) -> JSONValue {
        .object([
            ("name", .string(result.name)),
            ("folder", .string(result.folder.path)),
            ("status", .string(result.statusWord)),
            ("recordMode", .string(result.recordMode.rawValue)),
            ("tolerance", toleranceObject(result.tolerance)),
            ("error", optional(result.error.map { .string($0.description) })),
            ("firstFailingFrame", optional(result.firstFailure.map { count($0.frame) })),
            ("failingFramesAfterFirst", count(result.firstFailure?.followingFailures ?? 0)),
            ("motion", optional(result.motion.map(motionObject))),
            ("fingerprintDifferences", .array(result.fingerprintDifferences.map(JSONValue.string))),
            ("frames", .array(zip(result.frames, frameFiles).map(frameObject))),
        ])
    }

    static func toleranceObject(_ tolerance: ComparisonTolerance) -> JSONValue {
        .object([
            ("threshold", .number(tolerance.threshold)),
            ("antiAliasingDetection", .bool(tolerance.detectsAntiAliasing)),
            ("edgeThreshold", optional(tolerance.edgeThreshold.map(JSONValue.number))),
            ("maxDiffPixels", optional(tolerance.maxDiffPixels.map(count))),
            ("maxDiffRatio", optional(tolerance.maxDiffRatio.map(JSONValue.number))),
        ])
    }

    /// The motion check: status, tolerance, first deviation (frame, card, value, unit, expected,
    /// actual, amount), frames that moved and the timing-shift estimate in frames (to 0.01).
    static func motionObject(_ motion: MotionResult) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("status", .string(motion.status.rawValue)), ("note", .string(motion.note))]
        if let c = motion.comparison {
            members.append(
                (
                    "tolerance",
                    .object([
                        ("points", .number(c.tolerance.points)), ("degrees", .number(c.tolerance.degrees)), ("opacity", .number(c.tolerance.opacity)),
                    ])
                ))
            members.append(("frames", count(c.actualFrameCount)))
            members.append(("movedFrames", count(c.deviatingFrames)))
            members.append(
                (
                    "first",
                    optional(
                        c.first.map { first in
                            .object([
                                ("frame", count(first.frame)), ("card", .string(first.cardID)),
                                ("value", .string(first.channel)), ("unit", .string(first.unit.rawValue)),
                                ("kind", .string(first.kind.rawValue)),
                                ("expected", optional(first.expected.map(JSONValue.number))),
                                ("actual", optional(first.actual.map(JSONValue.number))), ("amount", .number(first.amount)),
                            ])
                        })
                ))
            members.append(
                (
                    "timingShift",
                    optional(
                        c.timingShift.map { shift in
                            .object([
                                ("frames", .number(DecimalFormat.rounded(shift.frames, decimals: 2))), ("residual", .number(shift.residual)),
                                ("unshiftedResidual", .number(shift.unshiftedResidual)), ("explainsChange", .bool(shift.explainsChange)),
                            ])
                        })
                ))
        }
        return .object(members)
    }

    static func frameObject(_ frame: FrameResult, _ files: FrameReportFiles) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("index", count(frame.index)),
            ("time", optional(frame.time.map(JSONValue.number))),
            ("status", .string(frame.status.rawValue)),
        ]
        if let c = frame.comparison {
            /// A figure that only exists when both images have the same size.
            func sized(_ figure: @autoclosure () -> JSONValue) -> JSONValue { c.sizeMatches ? figure() : .null }
            members += [
                ("expectedSize", .array([count(c.expectedSize.width), count(c.expectedSize.height)])),
                ("actualSize", .array([count(c.actualSize.width), count(c.actualSize.height)])),
                ("exact", .bool(c.isExact)),
                ("differingPixels", sized(count(c.differingPixels))),
                ("antiAliasedPixels", sized(count(c.antiAliasedPixels))),
                ("largestDelta", sized(.number(c.largestDeltaAsThreshold))),
                ("allowedDifferingPixels", count(c.allowedDifferingPixels)),
                ("budgetUsed", sized(.number(c.budgetUsed))),
                ("headroomPixels", sized(count(c.headroomPixels))),
            ]
        }
        members.append(("note", .string(frame.note)))
        members.append(
            (
                "images",
                .object([
                    ("expected", optional(files.expected.map(JSONValue.string))),
                    ("actual", optional(files.actual.map(JSONValue.string))),
                    ("diff", optional(files.diff.map(JSONValue.string))),
                ])
            ))
        return .object(members)
    }

    private static func count(_ value: Int) -> JSONValue { .number(Double(value)) }
    private static func optional(_ value: JSONValue?) -> JSONValue { value ?? .null }
}
