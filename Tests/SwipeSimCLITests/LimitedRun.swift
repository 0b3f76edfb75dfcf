import Foundation

/// Runs the built `swipesim` executable in a child process under a virtual-memory limit
/// (`ulimit -v`) and a wall-clock timeout (`timeout`), for tests about memory and hangs that an
/// in-process run could not survive. `SWIPESIM_BINARY` overrides the executable, so the same
/// tests can be pointed at an older build to show they fail there.
struct LimitedRun {
    var exitCode: Int32
    var standardError: String
    var standardOutput: String
    /// The child's peak resident set size in KiB (GNU time's %M; Debian package `time`).
    var peakRSSKiB: Int
    /// `timeout` killed the run.
    var timedOut: Bool { exitCode == 124 || exitCode == 137 }

    /// `memoryMiB` caps the address space; `seconds` the wall time. `beforeExit` gets the pid
    /// of `timeout`, which passes SIGTERM, SIGINT and SIGHUP on to swipesim; with it the
    /// run is not wrapped in GNU time (which would not pass them on), so `peakRSSKiB` is 0.
    init(
        _ arguments: [String], memoryMiB: Int = 1024, seconds: Int = 60, directory: String? = nil,
        beforeExit: ((Int32) -> Void)? = nil
    ) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let quoted = ([Self.binary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let rssFile = NSTemporaryDirectory() + "swipesim-rss-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: rssFile) }
        let measure = beforeExit == nil ? "/usr/bin/time -q -f %M -o '\(rssFile)' " : ""
        process.arguments = ["-c", "ulimit -v \(memoryMiB * 1024) && exec \(measure)timeout -s KILL \(seconds) " + quoted.joined(separator: " ")]
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let errorPipe = Pipe(), outputPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = outputPipe
        try process.run()
        beforeExit?(process.processIdentifier)
        let errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
        let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        exitCode = process.terminationStatus
        standardError = String(decoding: errorData, as: UTF8.self)
        standardOutput = String(decoding: outputData, as: UTF8.self)
        let rss = (try? String(contentsOfFile: rssFile, encoding: .utf8)) ?? ""
        peakRSSKiB = rss.split(separator: "\n").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.last ?? 0
    }

    /// The `swipesim` built next to this test bundle.
    static var binary: String {
        if let override = ProcessInfo.processInfo.environment["SWIPESIM_BINARY"] { return override }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("swipesim").path
    }
}
