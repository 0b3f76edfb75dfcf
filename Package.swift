// swift-tools-version:5.10
//
// SwipeSim: deterministic swipe-card animation, rendered to PNG frames.
//
// Dependency direction (a lower module never imports a higher one):
//
//   swipesim ─► SwipeSimCLI ─► SwipeDeck ─► SwipeMotion ─► SwipeMath
//                   │              ├──────► SwipeUI (the presets are SwipeUI views)
//                   │              ├──────► SwipeJSON (also used by SwipeGolden)
//                   │              ├──────► SwipeRaster ─► SwipeMath, CFreeType
//                   │              └──────► SwipePNG ────► CPNG ─► CLibPNG
//                   └──────────► SwipeGoldenDeck ─► SwipeGolden ─► SwipePNG, SwipeRaster
//                                                └──► SwipeDeck
//   SwipeGoldenTesting (XCTest helper) ─► SwipeGoldenDeck, SwipeUI
//   SwipeUI (SwiftUI-style views) ─► SwipeMotion, SwipeRaster, SwipePNG, Foundation (re-exported)
import PackageDescription

let package = Package(
    name: "SwipeSim",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "swipesim", targets: ["swipesim"]),
        .library(name: "SwipeMotion", targets: ["SwipeMotion"]),
        .library(name: "SwipeRaster", targets: ["SwipeRaster"]),
        .library(name: "SwipePNG", targets: ["SwipePNG"]),
        .library(name: "SwipeDeck", targets: ["SwipeDeck"]),
        .library(name: "SwipeGolden", targets: ["SwipeGolden"]),
        .library(name: "SwipeGoldenTesting", targets: ["SwipeGoldenTesting"]),
        .library(name: "SwipeUI", targets: ["SwipeUI"]),
    ],
    targets: [
        // Deterministic transcendental functions (exp, log, sin, cos, pow, erf) in pure Swift.
        .target(name: "SwipeMath", exclude: ["README.md"]),
        // JSON values that remember where they came from, a strict parser and a deterministic writer.
        .target(name: "SwipeJSON", exclude: ["README.md"]),
        .target(name: "SwipeMotion", dependencies: ["SwipeMath"], exclude: ["README.md"]),

        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .target(name: "SwipeRaster", dependencies: ["SwipeMath", "CFreeType"], exclude: ["README.md"]),

        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // Wraps every libpng call sequence under setjmp so libpng's longjmp never crosses Swift frames.
        .target(name: "CPNG", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),
        .target(name: "SwipePNG", dependencies: ["CPNG"], exclude: ["README.md"]),

        // Scenes, presets (SwipeUI views of the seeds), the render pipeline (folders, manifest, contact sheets).
        .target(name: "SwipeDeck", dependencies: ["SwipeJSON", "SwipeUI", "SwipeMotion", "SwipeRaster", "SwipePNG"], exclude: ["README.md"]),
        // SwiftUI-style views, layout, state, gestures and animation on the virtual clock.
        .target(name: "SwipeUI", dependencies: ["SwipeMotion", "SwipeRaster", "SwipePNG"], exclude: ["README.md"]),
        .target(name: "SwipeGolden", dependencies: ["SwipeJSON", "SwipePNG", "SwipeRaster"], exclude: ["README.md"]),
        // Renders goldens with the deck: the one place that knows both SwipeGolden and SwipeDeck.
        .target(name: "SwipeGoldenDeck", dependencies: ["SwipeGolden", "SwipeDeck"]),
        .target(name: "SwipeGoldenTesting", dependencies: ["SwipeGoldenDeck", "SwipeGolden", "SwipeDeck", "SwipeUI", "SwipePNG"]),

        .target(
            name: "SwipeSimCLI",
            dependencies: ["SwipeDeck", "SwipeGolden", "SwipeGoldenDeck", "SwipeMotion", "SwipeRaster", "SwipePNG"],
            exclude: ["Tuning/README.md"]),
        .executableTarget(name: "swipesim", dependencies: ["SwipeSimCLI"]),
        // SwipeUI's per-frame cost against drawing (kept out of the CLI so its start-up stays Foundation-free).
        .executableTarget(name: "swipeui-bench", dependencies: ["SwipeUI"]),

        // Helpers shared by the test targets (temporary folders, image builders).
        .target(name: "SwipeTestSupport", dependencies: ["SwipePNG"], path: "Tests/SwipeTestSupport"),

        .testTarget(name: "SwipeMathTests", dependencies: ["SwipeMath"]),
        .testTarget(name: "SwipeJSONTests", dependencies: ["SwipeJSON"]),
        .testTarget(name: "SwipeMotionTests", dependencies: ["SwipeMotion"]),
        .testTarget(name: "SwipeRasterTests", dependencies: ["SwipeRaster", "SwipePNG", "SwipeTestSupport"], exclude: ["References"]),
        .testTarget(name: "SwipePNGTests", dependencies: ["SwipePNG", "CPNG", "SwipeTestSupport"]),
        .testTarget(name: "SwipeDeckTests", dependencies: ["SwipeDeck", "SwipeTestSupport"]),
        .testTarget(name: "SwipeUITests", dependencies: ["SwipeUI", "SwipeDeck", "SwipePNG", "SwipeTestSupport"]),
        // Uses only SwipeUI's public API (no @testable), as a user's test target would.
        .testTarget(name: "SwipeUIPublicAPITests", dependencies: ["SwipeUI"]),
        .testTarget(name: "SwipeGoldenTests", dependencies: ["SwipeGolden", "SwipeTestSupport"]),
        .testTarget(name: "SwipeSimCLITests", dependencies: ["SwipeSimCLI", "SwipeTestSupport"]),
        // The committed goldens under Goldens/, one per preset, checked through SwipeGoldenTesting.
        .testTarget(name: "GoldenFramesTests", dependencies: ["SwipeGoldenTesting"]),
    ]
)
