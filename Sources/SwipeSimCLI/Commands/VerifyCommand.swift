import SwipeGolden
import SwipeGoldenDeck
import SwipeBase

/// `swipesim verify`: render each golden's scene and compare it with its frames.
///
/// Exit codes: 0 every golden passed (or was recorded), 1 some frame failed or is missing,
/// 2 some golden could not be checked (unreadable golden, no scene.json, bad golden.json,
/// rendering error) or the options are wrong.
package enum VerifyCommand: Subcommand {
    /// The renderer `verify` uses, handed where to send the simulation's warnings (message,
    /// scene path) and the `--asset-root` folders; the deck wires itself in here (SwipeGolden
    /// cannot import SwipeDeck). The default renders with the deck (SwipeGoldenDeck); tests put
    /// a fake here.
    package static var makeRenderer: (@escaping (String, String) -> Void, [String]) -> GoldenRenderer = {
        DeckGoldenRenderer(assetRoots: $1, onWarning: $0)
    }

    package static let spec = CommandSpec(
        name: "verify",
        abstract: "Render each golden's scene and compare it with its frames.",
        usage: "verify GOLDEN_DIR... [--record MODE] [--report DIR] [--junit FILE] [--shard K/N] [--threads N] [tolerance options]",
        discussion: """
            A golden folder holds scene.json, golden.json (the frames to check, as a list or a
            selection such as "::10", plus the scene's SHA-256, the motion tolerance and the
            recording machine's fingerprint), motion.json (every frame's motion) and the expected
            frames frame_NNNNN.png. A folder of golden folders (Goldens/) stands for all of them.

            The motion of every frame is compared first: the first frame and value that moved
            beyond the motion tolerance are named with the amount, and a sub-frame timing-shift
            estimate tells an earlier or later motion from a different one. Then the listed frames'
            pixels are compared. verify says when scene.json changed since recording; a frame PNG
            that golden.json does not list is an error under CI=true and a warning otherwise.

            Record modes: all (re-record every rendered frame), missing (record frames without a
            golden), failed (also re-record failing frames), never (a missing golden fails). The
            default is SWIPESIM_RECORD when set, else never when CI=true, else missing. Recording
            writes atomically and never deletes goldens of frames that were not rendered.

            Goldens are checked --threads at a time (each simulated on the main thread, then drawn,
            compared and recorded by a worker; with fewer goldens than threads, a golden's frames are
            drawn in parallel); the report, JUnit file, text and recorded files are the same at any
            thread count.

            When frames fail, the environment fingerprint stored in the golden (swipesim version,
            font, libpng version) is compared with this machine's.

            Goldens may come from a pull request: verify reads a golden's files only from inside
            its folder, and a scene's images and fonts only from inside its folder or an
            --asset-root folder; a golden inside a folder given here that leads out of it (a
            symbolic link) is refused (exit 2), and recording never writes through a link.
            """ + "\n\n" + ToleranceOptions.discussion + "\n\n" + """
                Exit codes: 0 all passed, 1 a frame failed or is missing, 2 unreadable input or usage error.
                Warnings (a symbol drawn as a placeholder) go to standard error and keep the exit code.
                """,
        options: [
            OptionSpec("record", value: "MODE", help: "all, missing, failed or never (default: see below)"),
            OptionSpec("report", value: "DIR", help: "write index.html, results.json and expected/actual/diff PNGs", output: .folder),
            OptionSpec("junit", value: "FILE", help: "write JUnit XML (written even when the report cannot be)", output: .file),
            SceneLoading.assetRootOption,
            OptionSpec("shard", value: "K/N", help: "check only the K-th of N deterministic parts of the goldens"),
            OptionSpec("threads", value: "N", help: "goldens (and their frames) checked at once, " + ThreadCount.help),
            .flag("verbose", help: "list every frame, passing ones too"),
            OptionSpec("motion-points", value: "PT", help: "motion tolerance for positions and offsets (default: golden.json's, else 0.05)"),
            OptionSpec("motion-degrees", value: "DEG", help: "motion tolerance for rotations (default: golden.json's, else 0.05)"),
            OptionSpec("motion-opacity", value: "X", help: "motion tolerance for opacity and scale (default: golden.json's, else 0.005)"),
        ] + ToleranceOptions.specs,
        positionals: 1...Int.max,
        positionalHelp: [("GOLDEN_DIR", "a golden folder, or a folder of golden folders")])

    /// The motion tolerance the flags give, or nil (golden.json's, else the standard one) when none is given.
    static func motionTolerance(from arguments: ParsedArguments) throws -> MotionTolerance? {
        let points = try arguments.double("motion-points", in: 0...1000)
        let degrees = try arguments.double("motion-degrees", in: 0...360)
        let opacity = try arguments.double("motion-opacity", in: 0...1)
        guard points != nil || degrees != nil || opacity != nil else { return nil }
        let standard = MotionTolerance.standard
        return MotionTolerance(
            points: points ?? standard.points, degrees: degrees ?? standard.degrees,
            opacity: opacity ?? standard.opacity)
    }

    package static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let tolerance = try ToleranceOptions.tolerance(from: arguments, spec: spec)
        let recordMode: RecordMode
        let shard: Shard?
        do {
            recordMode = try RecordMode.resolve(option: arguments.string("record"), environment: context.environment)
            shard = try arguments.string("shard").map { try Shard(parsing: $0) }
        } catch {
            throw UsageError("\(error)", spec: spec)
        }
        let reportDirectory = arguments.string("report")
        let junitPath = arguments.string("junit")

        var folders = GoldenFolder.discover(arguments.positionals)
        if let shard {
            let all = folders.count
            folders = shard.select(folders)
            context.print("verify: shard \(shard) checks \(folders.count) of \(all) golden\(all == 1 ? "" : "s")")
        }
        // Each warning once, however often a golden's scene is rendered (frames, then motion).
        var warned: Set<String> = []
        let renderer = makeRenderer(
            { warning, scenePath in
                if warned.insert(scenePath + "\n" + warning).inserted {
                    context.printError("warning: " + EchoText.clip(scenePath + ": " + warning, limit: .max))
                }
            }, try SceneLoading.assetRoots(arguments))
        let options = GoldenVerifyOptions(
            tolerance: tolerance, recordMode: recordMode, toolVersion: SwipeSimTool.version,
            keepsImages: reportDirectory != nil, motionTolerance: try motionTolerance(from: arguments),
            rejectsUnlistedFrames: RecordMode.isCI(context.environment))
        let threads = try arguments.int("threads", in: ThreadCount.allowed) ?? ThreadCount.machineDefault
        let verbose = arguments.flag("verbose")
        let results = GoldenVerifier.verify(folders, renderer: renderer, options: options, threads: threads) { result in
            GoldenTextReport.lines(for: result, verbose: verbose).forEach(context.print)
        }
        context.print(GoldenTextReport.totals(results) + " (record mode \(recordMode.rawValue))")

        // The JUnit file is written whatever happens to the HTML report, so CI always gets one.
        var reportFailure: Error?
        if let reportDirectory {
            do {
                let index = try GoldenReportWriter.write(results, to: reportDirectory, toolVersion: SwipeSimTool.version)
                context.print("report: \(index)")
            } catch {
                reportFailure = InputError("\(error)")
            }
        }
        if let junitPath {
            // A FileError names the path, what was being done and how to fix it.
            try FileIO.writeAtomically(JUnitReport.xml(for: results), to: junitPath)
            context.print("junit: \(junitPath)")
        }
        if let reportFailure { throw reportFailure }
        let unreadable = results.filter(\.hasInputError)
        if !unreadable.isEmpty {
            context.printError(
                "error: \(unreadable.count) golden\(unreadable.count == 1 ? "" : "s") could not be checked: "
                    + unreadable.map(\.name).joined(separator: ", ") + " (see the report above)")
            return 2
        }
        if results.contains(where: { !$0.passed }) {
            if recordMode == .never, results.contains(where: { $0.frames.contains { $0.status == .missing } }) {
                context.print("hint: missing goldens are not recorded in record mode never; run with --record missing to create them")
            }
            return 1
        }
        return 0
    }
}
