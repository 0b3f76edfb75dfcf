import Dispatch
import SwipeGolden
import SwipePNG

/// `swipesim diff`: compare two PNG images with the golden comparator.
///
/// Exit codes: 0 when they match within tolerance, 1 when they differ beyond it (or differ in
/// size), 2 when an image cannot be read or the options are wrong.
enum DiffCommand: Subcommand {
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two images.",
        usage: "diff A.png B.png [--out DIFF.png] [--threshold T] [--max-diff-pixels N] [--max-diff-ratio R] [--no-aa-detection]",
        discussion: ToleranceOptions.discussion + "\n\n" + """
        The diff image shows equal pixels as faded grey, differing pixels red and ignored
        anti-aliased pixels yellow. A is the expected image, B the actual one.

        Exit codes: 0 the images match, 1 they differ beyond tolerance or in size, 2 unreadable input.
        """,
        options: [
            OptionSpec("out", value: "DIFF.png", help: "write a diff image (red: differs, yellow: anti-aliasing)", output: .file),
        ] + ToleranceOptions.specs,
        positionals: 2...2,
        positionalHelp: [("A.png", "the expected image"), ("B.png", "the actual image")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let tolerance = try ToleranceOptions.tolerance(from: arguments, spec: spec)
        let paths = arguments.positionals
        let output = arguments.string("out")
        let images = try decodeInParallel(paths)
        let comparison = ImageComparator.compare(
            expected: images[0], actual: images[1], tolerance: tolerance, producingDiffImage: output != nil)
        context.print("\(paths[0]) vs \(paths[1]): \(comparison.summary)")
        if let output {
            if let diff = comparison.diffImage {
                do {
                    try FileIO.writeAtomically(PNGEncoder.encode(diff, options: .frameDefault), to: output)
                } catch {
                    throw InputError("\(output): cannot write the diff image: \(error)")
                }
                context.print("diff image: \(output)")
            } else {
                context.printError("note: no diff image written: the sizes differ")
            }
        }
        if comparison.passed {
            context.print(comparison.isExact ? "match: identical" : "match: within tolerance (\(tolerance.summary))")
            return 0
        }
        context.print("DIFFERENT: beyond tolerance (\(tolerance.summary))")
        return 1
    }

    /// Decodes both files at once (they are independent; the result does not depend on timing).
    static func decodeInParallel(_ paths: [String]) throws -> [PNGImage] {
        var results: [Result<PNGImage, Error>] = paths.map { _ in .failure(InputError("not decoded")) }
        results.withUnsafeMutableBufferPointer { slots in
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                slots[index] = Result { try PNGDecoder.decode(fileAt: paths[index]) }
            }
        }
        return try results.map { result in
            do {
                return try result.get()
            } catch {
                throw InputError("\(error)")
            }
        }
    }
}
