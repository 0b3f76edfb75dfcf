import SwipeGolden
import SwipeGoldenDeck
import SwipePNG

/// `swipesim verify`: render each golden's scene and compare it with its frames.
///
/// Exit codes: 0 every golden passed (or was recorded), 1 some frame failed or is missing,
/// 2 some golden could not be checked (unreadable golden, no scene.json, bad golden.json,
/// rendering error) or the options are wrong.
enum VerifyCommand: Subcommand {
    /// The renderer `verify` uses; the deck wires itself in here (SwipeGolden cannot import
    /// SwipeDeck). The default renders with the deck (SwipeGoldenDeck); tests put a fake here.
    static var makeRenderer: () -> GoldenRenderer = { DeckGoldenRenderer() }

    static let spec = CommandSpec(
        name: "verify",
        abstract: "Render each golden's scene and compare it with its frames.",
        usage: "verify GOLDEN_DIR... [--record MODE] [--report DIR] [--junit FILE] [--shard K/N] [tolerance options]",
        discussion: """
        A golden folder holds scene.json, golden.json ({"frames": [0, 6, 12]}, the frames to
        check) and the expected frames frame_NNNNN.png. A folder of golden folders (Goldens/)
        stands for all of them.

        Record modes: all (re-record every rendered frame), missing (record frames without a
        golden), failed (also re-record failing frames), never (a missing golden fails). The
        default is SWIPESIM_RECORD when set, else never when CI=true, else missing. Recording
        writes atomically and never deletes goldens of frames that were not rendered.

        A frame that fails but matches the golden's frame 1 or 2 positions away is reported as a
        timing shift. When frames fail, the environment fingerprint stored in the golden (swipesim
        version, font, libpng version) is compared with this machine's.
        """ + "\n\n" + ToleranceOptions.discussion + "\n\n" + """
        Exit codes: 0 all passed, 1 a frame failed or is missing, 2 unreadable input or usage error.
        """,
        options: [
            OptionSpec("record", value: "MODE", help: "all, missing, failed or never (default: see below)"),
            OptionSpec("report", value: "DIR", help: "write index.html, results.json and expected/actual/diff PNGs", output: .folder),
            OptionSpec("junit", value: "FILE", help: "write JUnit XML", output: .file),
            OptionSpec("shard", value: "K/N", help: "check only the K-th of N deterministic parts of the goldens"),
            .flag("verbose", help: "list every frame, passing ones too"),
        ] + ToleranceOptions.specs,
        positionals: 1...Int.max,
        positionalHelp: [("GOLDEN_DIR", "a golden folder, or a folder of golden folders")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
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
        let renderer = makeRenderer()
        let options = GoldenVerifyOptions(
            tolerance: tolerance, recordMode: recordMode, toolVersion: SwipeSimTool.version,
            keepsImages: reportDirectory != nil)
        var results: [GoldenResult] = []
        for folder in folders {
            let result = GoldenVerifier.verify(folder, renderer: renderer, options: options)
            GoldenTextReport.lines(for: result, verbose: arguments.flag("verbose")).forEach(context.print)
            results.append(result)
        }
        context.print(GoldenTextReport.totals(results) + " (record mode \(recordMode.rawValue))")

        if let reportDirectory {
            do {
                let index = try GoldenReportWriter.write(results, to: reportDirectory, toolVersion: SwipeSimTool.version)
                context.print("report: \(index)")
            } catch {
                throw InputError("\(error)")
            }
        }
        if let junitPath {
            do {
                try FileIO.writeAtomically(JUnitReport.xml(for: results), to: junitPath)
            } catch {
                throw InputError("\(junitPath): cannot write JUnit XML: \(error)")
            }
            context.print("junit: \(junitPath)")
        }
        let unreadable = results.filter(\.hasInputError)
        if !unreadable.isEmpty {
            context.printError("error: \(unreadable.count) golden\(unreadable.count == 1 ? "" : "s") could not be checked: "
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
