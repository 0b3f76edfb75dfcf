// swift-tools-version:5.10
//
// SwipeSim: deterministic swipe-card animation, rendered to PNG frames.
//
// The module graph: each target and the modules it imports, exactly its dependencies below
// (scripts/check-imports, run by scripts/test, fails when the two drift). A lower module never
// imports a higher one.
//
//   swipesim            ─► SwipeSimCLI
//   swipesim-fuzz       ─► SwipeBase, SwipeDeck, SwipeGolden, SwipePNG, CLibFuzzer
//   SwipeSimCLI         ─► SwipeBase, SwipeBench, SwipeDeck, SwipeGolden, SwipeGoldenDeck, SwipeJSON, SwipeMath, SwipeMotion, SwipePNG, SwipeRaster, SwipeShare, SwipeSweep, SwipeTuning, SwipeUI
//   SwipeBench          ─► SwipeBase, SwipeDeck, SwipeMath, SwipePNG, SwipeRaster, SwipeShare, SwipeUI
//   SwipeGoldenTesting  ─► SwipeBase, SwipeDeck, SwipeGolden, SwipeGoldenDeck, SwipeJSON, SwipeUI
//   SwipeGoldenDeck     ─► SwipeBase, SwipeDeck, SwipeGolden, SwipePNG, SwipeRaster, SwipeUI
//   SwipeSweep          ─► SwipeBase, SwipeDeck, SwipeJSON, SwipeMath, SwipePNG, SwipeRaster, SwipeTuning, SwipeUI
//   SwipeTuning         ─► SwipeBase, SwipeJSON, SwipeMath, SwipeMotion, SwipePNG, SwipeRaster
//   SwipeUI             ─► SwipeAssetCatalog, SwipeBase, SwipeFrameSelection, SwipeJPEG, SwipeJSON, SwipeMath, SwipeMotion, SwipePNG, SwipeRaster, SwipeShare, SwipeUIPreviewMacro
//   swipeui-bench       ─► SwipeUI
//   SwiftUI             ─► Combine, SwipeUI, UIKit
//   UIKit               ─► SwipeUI
//   Combine             ─► SwipeUI
//   AVFoundation        ─► SwipeUI
//   AVKit               ─► AVFoundation, SwipeUI
//   SwipeDeck           ─► SwipeBase, SwipeJSON, SwipeMath, SwipeMotion, SwipePNG, SwipeRaster, SwipeUI
//   SwipeGolden         ─► SwipeBase, SwipeFrameSelection, SwipeJSON, SwipeMath, SwipePNG, SwipeRaster
//   SwipeShare          ─► SwipeBase, SwipePNG, SwipeRaster, CGIF, CImageQuant
//   SwipeMotion         ─► SwipeBase, SwipeMath
//   SwipeFrameSelection ─► SwipeBase
//   SwipeRaster         ─► SwipeBase, SwipeMath, CFreeType, CFriBidi, CHarfBuzz
//   SwipePNG            ─► SwipeBase, CPNG
//   SwipeJPEG           ─► SwipePNG, CJPEG
//   SwipeJSON           ─► SwipeBase, SwipeMath
//   SwipeAssetCatalog   ─► SwipeBase, SwipeJSON
//   swipesim-asset-symbols ─► SwipeAssetCatalog, SwipeBase
//   SwipeTestSupport    ─► SwipeBase, SwipePNG
//
// SwipeBase (no dependencies) is the bottom layer every module may use: file I/O and atomic
// outputs confined to their folders, safe text for messages, suggestions, the one lock.
//
// SwipeUIPreviewMacro is the compiler plugin behind `#Preview` (a `.macro` target, no
// swift-syntax: it speaks the plugin protocol itself, so no unsafe flags); SwipeUI "uses" it
// through `#externalMacro(module:type:)`, which scripts/check-imports counts as an import.
//
// C targets (not checked: their edges are #include lines): CJPEG includes CLibJPEG; CPNG includes CLibPNG, and CISAL
// (ISA-L) when pkg-config finds libisal; CFreeType, CGIF and CImageQuant are system libraries;
// CLibFuzzer only declares libFuzzer's driver for swipesim-fuzz.
//
// SwiftUI, UIKit, Combine, AVFoundation and AVKit (Linux only, `appleModuleTargets` below) carry Apple's module names
// over SwipeUI, so a deck file compiles with its imports as they are in the app; on macOS the
// package declares none of them and users keep Apple's.
import PackageDescription
import CompilerPluginSupport
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether frames' image data is compressed with ISA-L (`libisal-dev`; README, "PNG settings"):
/// yes when `pkg-config` finds libisal, unless `SWIPESIM_DEFLATE=zlib` asks for the zlib
/// fallback. Without it every PNG is compressed by zlib through libpng, as before.
let buildsWithISAL: Bool = {
    if let choice = getenv("SWIPESIM_DEFLATE"), String(cString: choice) == "zlib" { return false }
    #if os(Linux)
        return system("pkg-config --exists libisal 2>/dev/null") == 0
    #else
        // The manifest runs sandboxed on macOS: look for Homebrew's header instead.
        return ["/opt/homebrew/include/isa-l.h", "/usr/local/include/isa-l.h"].contains { access($0, R_OK) == 0 }
    #endif
}()

/// Modules with Apple's names (docs/apple-modules.md), declared only when the manifest is
/// built on Linux, where no such modules exist.
#if os(Linux)
    let appleModuleNames = ["SwiftUI", "UIKit", "Combine", "AVFoundation", "AVKit"]
    let appleModuleTargets: [Target] = [
        .target(name: "Combine", dependencies: ["SwipeUI"]),
        .target(name: "UIKit", dependencies: ["SwipeUI"]),
        .target(name: "SwiftUI", dependencies: ["SwipeUI", "UIKit", "Combine"]),
        // Media a deck names and a simulation does not play: AVAudioPlayer, AVPlayer, VideoPlayer.
        .target(name: "AVFoundation", dependencies: ["SwipeUI"]),
        .target(name: "AVKit", dependencies: ["AVFoundation", "SwipeUI"]),
        // The shims as a deck uses them: files that say `import SwiftUI`, `import UIKit`, `import Combine`, `import AVKit`.
        .testTarget(name: "AppleModuleShimTests", dependencies: ["SwiftUI", "UIKit", "Combine", "AVFoundation", "AVKit"]),
        // What Xcode gives an app target: asset symbols from its .xcassets, and Combine's and
        // Observation's names in files that import only Foundation (docs/adoption.md).
        .executableTarget(name: "swipesim-asset-symbols", dependencies: ["SwipeAssetCatalog", "SwipeBase"]),
        .plugin(name: "XcodeAppTarget", capability: .buildTool(), dependencies: ["swipesim-asset-symbols"]),
    ]
    let appleModuleProducts: [Product] = [
        .library(name: "SwiftUI", targets: appleModuleNames),
        .plugin(name: "XcodeAppTarget", targets: ["XcodeAppTarget"]),
    ]
#else
    let appleModuleNames: [String] = []
    let appleModuleTargets: [Target] = []
    let appleModuleProducts: [Product] = []
#endif

let package = Package(
    name: "SwipeSim",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "swipesim", targets: ["swipesim"]),
        .library(name: "SwipeMotion", targets: ["SwipeMotion"]),
        .library(name: "SwipeRaster", targets: ["SwipeRaster"]),
        .library(name: "SwipePNG", targets: ["SwipePNG"]),
        .library(name: "SwipeDeck", targets: ["SwipeDeck"]),
        .library(name: "SwipeTuning", targets: ["SwipeTuning"]),
        .library(name: "SwipeSweep", targets: ["SwipeSweep"]),
        .library(name: "SwipeGolden", targets: ["SwipeGolden"]),
        .library(name: "SwipeShare", targets: ["SwipeShare"]),
        .library(name: "SwipeGoldenTesting", targets: ["SwipeGoldenTesting"]),
        // On Linux the SwipeUI product carries SwiftUI, UIKit and Combine too, so a package that
        // depends on it can `import SwiftUI` as its deck files do.
        .library(name: "SwipeUI", targets: ["SwipeUI"] + appleModuleNames),
        .library(name: "SwipeSimCLI", targets: ["SwipeSimCLI"]),
        .library(name: "SwipeJSON", targets: ["SwipeJSON"]),
    ] + appleModuleProducts,
    targets: [
        // Deterministic transcendental functions (exp, log, sin, cos, pow, erf) in pure Swift.
        // The bottom layer: file I/O and atomic outputs confined to their folders, safe text for
        // messages, did-you-mean suggestions, the one lock.
        .target(name: "SwipeBase", exclude: ["README.md"]),
        .target(name: "SwipeMath", exclude: ["README.md"]),
        // JSON values that remember where they came from, a strict parser and a deterministic writer.
        .target(name: "SwipeJSON", dependencies: ["SwipeBase", "SwipeMath"], exclude: ["README.md"]),
        // An Xcode asset catalog's image and colour sets by name, and the Swift symbols Xcode names after them.
        .target(name: "SwipeAssetCatalog", dependencies: ["SwipeBase", "SwipeJSON"]),
        .target(name: "SwipeMotion", dependencies: ["SwipeBase", "SwipeMath"], exclude: ["README.md"]),
        // Which frames of a scene: the `--frames` and golden.json syntax (`0..30`, `::10`).
        .target(name: "SwipeFrameSelection", dependencies: ["SwipeBase"]),

        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        .target(name: "SwipeRaster", dependencies: ["SwipeBase", "SwipeMath", "CFreeType", "CHarfBuzz", "CFriBidi"], exclude: ["README.md"]),

        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CISAL", pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]),
        // Wraps every libpng call sequence under setjmp so libpng's longjmp never crosses Swift frames.
        .target(
            name: "CPNG", dependencies: buildsWithISAL ? ["CLibPNG", "CISAL"] : ["CLibPNG"],
            cSettings: buildsWithISAL ? [.define("CPNG_HAVE_ISAL")] : [],
            linkerSettings: [.linkedLibrary("z")]),
        .target(name: "SwipePNG", dependencies: ["SwipeBase", "CPNG"], exclude: ["README.md"]),
        // JPEG decoding (an asset catalog's photos) with libjpeg-turbo, under setjmp like CPNG.
        .systemLibrary(
            name: "CLibJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .target(name: "CJPEG", dependencies: ["CLibJPEG"]),
        .target(name: "SwipeJPEG", dependencies: ["CJPEG", "SwipePNG"]),

        .systemLibrary(
            name: "CGIF", pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .systemLibrary(
            name: "CImageQuant", pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]),
        // Animated PNG, GIF and video from rendered frames, for sharing a swipe.
        .target(name: "SwipeShare", dependencies: ["SwipeBase", "SwipePNG", "SwipeRaster", "CGIF", "CImageQuant"], exclude: ["README.md"]),

        // Scenes, presets (SwipeUI views of the seeds), the render pipeline.
        .target(
            name: "SwipeDeck", dependencies: ["SwipeBase", "SwipeJSON", "SwipeMath", "SwipeMotion", "SwipePNG", "SwipeRaster", "SwipeUI"],
            exclude: ["README.md"]),
        // Spring metrics, dialects, stepped integrators, plots, preset matching and sweeps.
        .target(name: "SwipeTuning", dependencies: ["SwipeBase", "SwipeJSON", "SwipeMath", "SwipeMotion", "SwipePNG", "SwipeRaster"], exclude: ["README.md"]),
        // One scene rendered once per value of a preset parameter: the runs, the sheet, the CSV (`swipesim sweep`).
        .target(
            name: "SwipeSweep", dependencies: ["SwipeBase", "SwipeDeck", "SwipeJSON", "SwipeMath", "SwipePNG", "SwipeRaster", "SwipeTuning", "SwipeUI"],
            exclude: ["README.md"]),
        // SwiftUI-style views, layout, state, gestures and animation on the virtual clock.
        .target(
            name: "SwipeUI",
            dependencies: [
                "SwipeAssetCatalog", "SwipeBase", "SwipeFrameSelection", "SwipeJPEG", "SwipeJSON", "SwipeMath", "SwipeMotion", "SwipePNG", "SwipeRaster",
                "SwipeShare",
                "SwipeUIPreviewMacro",
            ], exclude: ["README.md"]),
        // `#Preview`'s expansion: a compiler plugin executable in one file (Sources/SwipeUI/Previews).
        .macro(name: "SwipeUIPreviewMacro"),
        .target(
            name: "SwipeGolden", dependencies: ["SwipeBase", "SwipeFrameSelection", "SwipeJSON", "SwipeMath", "SwipePNG", "SwipeRaster"], exclude: ["README.md"]
        ),
        // Renders goldens with the deck: the one place that knows both SwipeGolden and SwipeDeck.
        .target(name: "SwipeGoldenDeck", dependencies: ["SwipeBase", "SwipeDeck", "SwipeGolden", "SwipePNG", "SwipeRaster", "SwipeUI"]),
        .target(name: "SwipeGoldenTesting", dependencies: ["SwipeBase", "SwipeDeck", "SwipeGolden", "SwipeGoldenDeck", "SwipeJSON", "SwipeUI"]),

        // Benchmarks (`swipesim bench`) and their standard scene, kept out of the libraries.
        .target(
            name: "SwipeBench", dependencies: ["SwipeBase", "SwipeDeck", "SwipeMath", "SwipePNG", "SwipeRaster", "SwipeShare", "SwipeUI"],
            exclude: ["README.md"]),
        .target(
            name: "SwipeSimCLI",
            dependencies: [
                "SwipeBase", "SwipeBench", "SwipeDeck", "SwipeGolden", "SwipeGoldenDeck", "SwipeJSON", "SwipeMath", "SwipeMotion", "SwipePNG", "SwipeRaster",
                "SwipeShare", "SwipeSweep", "SwipeTuning", "SwipeUI",
            ]),
        .executableTarget(name: "swipesim", dependencies: ["SwipeSimCLI"]),
        // Fuzz targets for the scene reader and the PNG decoder (scripts/fuzz; corpus in Tests/FuzzCorpus).
        // CLibFuzzer declares libFuzzer's driver entry (linked only by `-sanitize=fuzzer` builds).
        .systemLibrary(name: "CLibFuzzer"),
        .executableTarget(name: "swipesim-fuzz", dependencies: ["SwipeBase", "SwipeDeck", "SwipeGolden", "SwipePNG", "CLibFuzzer"]),
        // SwipeUI's per-frame cost against drawing, for a five-card deck (`swift run -c release swipeui-bench`).
        .executableTarget(name: "swipeui-bench", dependencies: ["SwipeUI"]),

        // Helpers shared by the test targets: temporary folders, SplitMix64, TestImages, CRC32, and
        // independent animation decoders (Decoders/).
        .target(name: "SwipeTestSupport", dependencies: ["SwipeBase", "SwipePNG"], path: "Tests/SwipeTestSupport", exclude: ["Decoders"]),

        .testTarget(name: "SwipeMathTests", dependencies: ["SwipeMath", "SwipeTestSupport"]),
        .testTarget(name: "SwipeJSONTests", dependencies: ["SwipeBase", "SwipeJSON"]),
        .testTarget(name: "SwipeAssetCatalogTests", dependencies: ["SwipeAssetCatalog"]),
        .testTarget(name: "SwipeMotionTests", dependencies: ["SwipeMotion"]),
        .testTarget(name: "SwipeRasterTests", dependencies: ["SwipeBase", "SwipeMath", "SwipePNG", "SwipeRaster", "CHarfBuzz"], exclude: ["References"]),
        .testTarget(name: "SwipeBenchTests", dependencies: ["SwipeBase", "SwipeBench", "SwipeRaster"]),
        .testTarget(name: "SwipePNGTests", dependencies: ["SwipeBase", "SwipePNG", "SwipeTestSupport", "CPNG"]),
        .testTarget(name: "SwipeShareTests", dependencies: ["SwipeBase", "SwipePNG", "SwipeRaster", "SwipeShare", "SwipeTestSupport"]),
        .testTarget(name: "SwipeDeckTests", dependencies: ["SwipeBase", "SwipeDeck", "SwipeMotion", "SwipePNG", "SwipeRaster", "SwipeTestSupport", "SwipeUI"]),
        // Uses only SwipeUI's public API (no @testable), as a user's test target would.
        .testTarget(name: "SwipeUIPublicAPITests", dependencies: ["SwipeUI", "SwipePNG", "SwipeRaster", "SwipeShare"]),
        // Every `#Preview` and `PreviewProvider` form, found and rendered through the public API, one golden each.
        .testTarget(name: "SwipeUIPreviewsTests", dependencies: ["SwipeUI", "SwipeGoldenTesting"], exclude: ["Goldens"]),
        .testTarget(name: "SwipeGoldenTests", dependencies: ["SwipeBase", "SwipeGolden", "SwipeJSON", "SwipePNG", "SwipeRaster", "SwipeTestSupport"]),
        // The golden checks against real changes of the presets' scenes (motion, colour, layout shift).
        .testTarget(
            name: "SwipeGoldenDeckTests",
            dependencies: ["SwipeBase", "SwipeDeck", "SwipeGolden", "SwipeGoldenDeck", "SwipeRaster", "SwipeTestSupport", "SwipeUI"]),
        // PixelmatchFixtures: mapbox/pixelmatch v7.2.0's test images and expected counts (ISC licence inside).
        .testTarget(
            name: "SwipeSimCLITests",
            dependencies: [
                "SwipeBase", "SwipeDeck", "SwipeGolden", "SwipeGoldenDeck", "SwipeMotion", "SwipePNG", "SwipeRaster", "SwipeSimCLI", "SwipeSweep",
                "SwipeTestSupport", "SwipeTuning", "SwipeUI",
            ],
            exclude: ["PixelmatchFixtures"]),
        // SwipeTuning as a user calls it: this target imports nothing else of SwipeSim.
        .testTarget(name: "SwipeTuningAPITests", dependencies: ["SwipeTuning"]),
        // SwipeSweep as a user calls it: this target imports nothing else of SwipeSim.
        .testTarget(name: "SwipeSweepTests", dependencies: ["SwipeSweep"]),
        .testTarget(name: "SwipeTuningTests", dependencies: ["SwipeTuning", "SwipeMath", "SwipeMotion", "SwipeRaster", "SwipeTestSupport"]),
        // The committed goldens under Goldens/, one per preset, checked through SwipeGoldenTesting.
        .testTarget(name: "GoldenFramesTests", dependencies: ["SwipeGoldenTesting"]),
    ] + appleModuleTargets
)
