import Foundation
import PackagePlugin

/// Gives a Linux target what Xcode gives an iOS app target (`AssetSymbolsFile` in
/// SwipeAssetCatalog says what and why): one generated Swift file with `@_exported import
/// Combine` and `Observation` for files that import only Foundation, and the asset symbols of
/// the `.xcassets` folders in the target's folder (`Image(.card1)`, `Color.brand`), whether the
/// target lists them or excludes them.
///
/// Use: `.target(name: "Deck", dependencies: [...], plugins: [.plugin(name: "XcodeAppTarget",
/// package: "SwipeSim")])`. The file is regenerated when a catalog's `Contents.json` files change.
@main
struct XcodeAppTarget: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        var catalogs: [String] = []
        var inputs: [Path] = []
        // The catalogs under the target's folder (hidden folders skipped, 16 levels at most).
        func search(_ folder: URL, depth: Int) {
            guard depth <= 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else {
                    if name == "Contents.json", folder.path.contains(".xcassets") { inputs.append(Path(child.path)) }
                    continue
                }
                if name.hasSuffix(".xcassets"), !folder.path.contains(".xcassets") { catalogs.append(child.path) }
                search(child, depth: depth + 1)
            }
        }
        search(URL(fileURLWithPath: target.directory.string), depth: 0)
        let output = context.pluginWorkDirectory.appending("XcodeAppTarget.swift")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name) from \(catalogs.count) asset catalog(s)",
                executable: try context.tool(named: "swipesim-asset-symbols").path,
                arguments: [output.string] + catalogs,
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
