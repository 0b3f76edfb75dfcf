import Dispatch
import SwipeGolden
import SwipePNG
import SwipeRaster
import SwipeBase

/// `swipesim diff`: compare two PNG images with the golden comparator.
///
/// Exit codes: 0 when they match within tolerance, 1 when they differ beyond it (or differ in
/// size), 2 when an image cannot be read or the options are wrong.
enum DiffCommand: Subcommand {
    static let spec = CommandSpec(
        name: "diff",
        abstract: "Compare two images.",
        usage: "diff A.png B.png [--out DIFF.png] [--alpha A] [--diff-color C] [--diff-color-alt C] [--aa-color C] [--diff-mask] [tolerance options]",
        discussion: ToleranceOptions.discussion + "\n\n" + """
            The counts are pixelmatch 7.2.0's (translucent pixels blended over its checkerboard).
            The diff image shows equal pixels as the expected image's brightness faded toward white
            (--alpha, default 0.1), differing pixels red (--diff-color; --diff-color-alt where A is
            the brighter one) and ignored anti-aliased pixels yellow (--aa-color); --diff-mask draws
            only the differing pixels on a transparent background. Colours are #RRGGBB or R,G,B.
            These options change only the picture. A is the expected image, B the actual one.

            Exit codes: 0 the images match, 1 they differ beyond tolerance or in size, 2 unreadable input.
            """,
        options: [
            OptionSpec("out", value: "DIFF.png", help: "write a diff image (red: differs, yellow: anti-aliasing)", output: .file),
            OptionSpec("alpha", value: "A", help: "opacity 0…1 of the expected image under the marks (default 0.1)"),
            OptionSpec("diff-color", value: "C", help: "colour of differing pixels (default #FF0000)"),
            OptionSpec("diff-color-alt", value: "C", help: "colour of differing pixels where A is brighter (default: --diff-color)"),
            OptionSpec("aa-color", value: "C", help: "colour of ignored anti-aliased pixels (default #FFFF00)"),
            .flag("diff-mask", help: "draw only differing pixels, on a transparent background"),
        ] + ToleranceOptions.specs,
        positionals: 2...2,
        positionalHelp: [("A.png", "the expected image"), ("B.png", "the actual image")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> Int32 {
        let tolerance = try ToleranceOptions.tolerance(from: arguments, spec: spec, defaults: .pixelmatch)
        let paths = arguments.positionals
        let output = arguments.string("out")
        let style = try diffStyle(from: arguments)
        let images = try decodeInParallel(paths)
        let comparison = ImageComparator.compare(
            expected: images[0], actual: images[1], tolerance: tolerance, producingDiffImage: output != nil,
            diffStyle: style)
        context.print("\(paths[0]) vs \(paths[1]): \(comparison.summary)")
        if let output {
            if let diff = comparison.diffImage {
                do {
                    try FileIO.writeAtomically(PNGEncoder.encode(diff, options: .frameDefault), to: output)
                } catch let error as FileError {
                    throw error  // names the path and what to do already
                } catch {
                    throw InputError("\(FileIO.quoted(output)): cannot write the diff image: \(error)")
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

    /// The diff image options; a colour is `#RRGGBB` or `R,G,B` (0…255 each).
    static func diffStyle(from arguments: ParsedArguments) throws -> DiffStyle {
        var style = DiffStyle.standard
        if let alpha = try arguments.double("alpha", in: 0...1) { style.alpha = alpha }
        func colour(_ name: String) throws -> Color? {
            guard let text = arguments.string(name) else { return nil }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            if parts.count == 3 {
                let levels = parts.compactMap { UInt8(String($0.filter { $0 != " " })) }
                guard levels.count == 3 else {
                    throw UsageError("--\(name): '\(EchoText.clip(text))' is not R,G,B with each 0…255 (e.g. 255,0,255) or #RRGGBB", spec: spec)
                }
                return Color(red: levels[0], green: levels[1], blue: levels[2])
            }
            do {
                let parsed = try Color(hex: text)
                return Color(red: parsed.red, green: parsed.green, blue: parsed.blue)
            } catch {
                throw UsageError("--\(name): '\(EchoText.clip(text))' is not #RRGGBB or R,G,B (e.g. #FF00FF or 255,0,255)", spec: spec)
            }
        }
        if let c = try colour("diff-color") { style.diffColor = c }
        if let c = try colour("diff-color-alt") { style.diffColorAlternative = c }
        if let c = try colour("aa-color") { style.aaColor = c }
        style.diffMask = arguments.flag("diff-mask")
        return style
    }

    /// Decodes both files at once (they are independent; the result does not depend on timing).
    static func decodeInParallel(_ paths: [String]) throws -> [PNGImage] {
        var results: [Result<PNGImage, Error>] = paths.map { _ in .failure(InputError("not decoded")) }
        results.withUnsafeMutableBufferPointer { slots in
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                slots[index] = Result { try PNGDecoder.decode(fileAt: paths[index], maximumDimension: PNGLimits.maximumComparedDimension) }
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
