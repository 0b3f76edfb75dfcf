#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One call that checks a golden folder the way `swipesim verify` does, for test helpers
/// (`SwipeGoldenTesting`): resolves the record mode from the environment, verifies, and writes
/// the HTML report when the golden does not pass.
public enum GoldenCheck {
    public struct Options: Sendable {
        public var tolerance: ComparisonTolerance
        /// The record mode; nil resolves it from `environment` (`SWIPESIM_RECORD`, then `CI`).
        public var recordMode: RecordMode?
        public var environment: [String: String]
        public var toolVersion: String
        /// Where to write the report when the golden does not pass; nil writes none.
        public var reportDirectory: String?
        /// How messages say to record.
        public var advice: RecordModeAdvice

        public init(
            tolerance: ComparisonTolerance = .standard, recordMode: RecordMode? = nil,
            environment: [String: String] = GoldenCheck.processEnvironment(), toolVersion: String,
            reportDirectory: String? = nil, advice: RecordModeAdvice = .xcTest
        ) {
            self.advice = advice
            self.tolerance = tolerance
            self.recordMode = recordMode
            self.environment = environment
            self.toolVersion = toolVersion
            self.reportDirectory = reportDirectory
        }
    }

    public struct Outcome: Sendable {
        public var result: GoldenResult
        /// True when every frame passed or was recorded and nothing was unreadable.
        public var passed: Bool { result.passed }
        /// The text report (headline, failing frames, environment differences, report path).
        public var message: String
        /// `index.html` of the report, when one was written.
        public var reportPath: String?
        /// The record mode in effect.
        public var recordMode: RecordMode
        /// Frames written as new goldens, and whether `motion.json` was written.
        public var recordedFrameCount: Int { result.recordedFrames.count }
        public var recordedMotion: Bool { result.motion?.status == .recorded }
    }

    /// Verifies the golden folder at `path` with `renderer`. Throws only for an invalid
    /// `SWIPESIM_RECORD` value or an unwritable report folder; everything about the golden
    /// itself is in the outcome.
    public static func run(goldenAt path: String, renderer: GoldenRenderer, options: Options) throws -> Outcome {
        let mode = try options.recordMode ?? RecordMode.resolve(option: nil, environment: options.environment)
        let verifyOptions = GoldenVerifyOptions(
            tolerance: options.tolerance, recordMode: mode, toolVersion: options.toolVersion,
            keepsImages: options.reportDirectory != nil, rejectsUnlistedFrames: RecordMode.isCI(options.environment),
            advice: options.advice)
        let result = GoldenVerifier.verify(GoldenFolder(path: path), renderer: renderer, options: verifyOptions)
        var lines = GoldenTextReport.lines(for: result)
        var reportPath: String?
        if !result.passed, let directory = options.reportDirectory {
            reportPath = try GoldenReportWriter.write([result], to: directory, toolVersion: options.toolVersion)
            lines.append("report: \(reportPath!)")
        }
        return Outcome(result: result, message: lines.joined(separator: "\n"), reportPath: reportPath, recordMode: mode)
    }

    /// This process's environment variables, read without Foundation.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return environment }
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }
}
