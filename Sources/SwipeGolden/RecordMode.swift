/// When `verify` writes golden frames (Playwright's update modes, named for what they write).
///
/// Recording writes each file atomically (temporary name, then rename) and only ever writes the
/// frames that were rendered: goldens of other frames are never deleted.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every rendered frame (frames whose pixels and fingerprint are unchanged are left alone).
    case all
    /// Write frames that have no golden yet; compare the rest. The default outside CI.
    case missing
    /// Write frames that are missing or fail the comparison.
    case failed
    /// Write nothing; a missing golden fails. The default when `CI=true`.
    case never

    /// The environment variable that sets the mode when no option does.
    public static let environmentVariable = "SWIPESIM_RECORD"

    /// The mode in effect: the explicit option, else `SWIPESIM_RECORD`, else `never` when the
    /// environment variable `CI` is `true` or `1`, else `missing`.
    public static func resolve(option: String?, environment: [String: String]) throws -> RecordMode {
        if let option {
            guard let mode = RecordMode(rawValue: option.lowercased()) else {
                throw GoldenError.invalidRecordMode(value: option, source: "--record")
            }
            return mode
        }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw GoldenError.invalidRecordMode(value: value, source: environmentVariable)
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// Whether `CI` is set to a true value, as CI systems (GitHub Actions, GitLab, CircleCI) do.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return value == "true" || value == "1" || value == "yes"
    }
}

/// How a message tells the user to choose a record mode: the command line's `--record` flag, or
/// the XCTest helper's `record:` argument; both also name `SWIPESIM_RECORD`.
public enum RecordModeAdvice: Sendable {
    case commandLine
    case xcTest

    /// E.g. `--record missing (or SWIPESIM_RECORD=missing)` or
    /// `record: .missing (or SWIPESIM_RECORD=missing)`.
    public func use(_ mode: RecordMode) -> String {
        switch self {
        case .commandLine: return "--record \(mode.rawValue) (or \(RecordMode.environmentVariable)=\(mode.rawValue))"
        case .xcTest: return "record: .\(mode.rawValue) (or \(RecordMode.environmentVariable)=\(mode.rawValue))"
        }
    }
}
