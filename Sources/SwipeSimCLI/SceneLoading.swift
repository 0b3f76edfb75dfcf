import SwipeDeck
import SwipeJSON
import SwipeBase

/// How commands get a scene: a file argument, `--preset NAME`, or the default scene.
enum SceneLoading {
    static func scene(_ arguments: ParsedArguments, spec: CommandSpec) throws -> Scene {
        let roots = try assetRoots(arguments)
        if let file = arguments.positionals.first {
            if arguments.string("preset") != nil {
                throw UsageError("give a scene file or --preset, not both", spec: spec)
            }
            return try SceneReader.read(fileAt: file, assetRoots: roots)
        }
        return try preset(named: arguments.string("preset") ?? PresetCatalog.defaultName, spec: spec).defaultScene
    }

    /// `--asset-root DIR`: a folder outside the scene's own that its image and font paths may
    /// name. A scene reads only from its own folder unless the user names more here.
    static let assetRootOption = OptionSpec(
        "asset-root", value: "DIR", help: "a folder outside the scene's own that its image and font paths may name",
        repeatable: true)

    /// The `--asset-root` folders, each checked to be a folder.
    static func assetRoots(_ arguments: ParsedArguments) throws -> [String] {
        let roots = arguments.strings("asset-root")
        for root in roots where !FileIO.isDirectory(root) {
            throw InputError("--asset-root \(FileIO.quoted(root)): not a folder; give a folder that holds the scene's shared images or fonts")
        }
        return roots
    }

    static func preset(named name: String, spec: CommandSpec) throws -> PresetDefinition {
        guard let definition = PresetCatalog.preset(named: name) else {
            var message = "unknown preset '\(name)'"
            if let suggestion = Suggestions.closest(to: name, among: PresetCatalog.names) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message + " (swipesim presets lists them)", spec: spec)
        }
        return definition
    }

    /// Re-checks the canvas limits after `--scale` changed it.
    static func checkCanvas(_ scene: Scene) throws {
        let limit = SceneLimits.maximumCanvasPixels
        if scene.canvas.pixelWidth > limit || scene.canvas.pixelHeight > limit {
            throw InputError("--scale makes the canvas \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight) pixels; the limit is \(limit) a side")
        }
        if scene.canvas.pixelWidth < 1 || scene.canvas.pixelHeight < 1 {
            throw InputError(
                "--scale \(JSONWriter.formatNumber(scene.canvas.scale)) makes the \(JSONWriter.formatNumber(scene.canvas.width))×\(JSONWriter.formatNumber(scene.canvas.height)) pt canvas \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight) pixels; it must be at least 1×1 — use a larger --scale"
            )
        }
    }
}
