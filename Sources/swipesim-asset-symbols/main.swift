// The XcodeAppTarget plugin's tool: `swipesim-asset-symbols OUTPUT.swift [CATALOG.xcassets …]`
// writes the Swift file `AssetSymbolsFile` describes for the catalogs given.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import SwipeAssetCatalog
import SwipeBase

let arguments = Array(CommandLine.arguments.dropFirst())
guard let output = arguments.first else {
    fputs("usage: swipesim-asset-symbols OUTPUT.swift [CATALOG.xcassets …]\n", stderr)
    exit(2)
}
do {
    let catalogs = try arguments.dropFirst().map { try AssetCatalogIndex(contentsOf: $0) }
    try FileIO.writeAtomically(AssetSymbolsFile.text(catalogs: catalogs), to: output)
} catch {
    fputs("swipesim-asset-symbols: \(error)\n", stderr)
    exit(2)
}
