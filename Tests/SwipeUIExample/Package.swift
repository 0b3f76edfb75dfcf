// swift-tools-version:6.0
// An example of SwipeSim used from outside: a vertical-swipe deck written in SwipeUI, rendered
// and golden-tested. It depends on the SwipeSim repository by path, as a user's package would
// depend on it by URL. Its targets build in the Swift 5 language mode, except
// MainActorDeckTests: a deck with @MainActor view models in the Swift 6 mode.
import PackageDescription

let package = Package(
    name: "SwipeUIExample",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "SwipeSim", path: "../..")],
    targets: [
        .target(name: "VerticalDeck", dependencies: [.product(name: "SwipeUI", package: "SwipeSim")]),
        // The deck as a named preset, and a `swipesim` of one's own that runs it by name.
        .target(
            name: "VerticalDeckPreset",
            dependencies: [
                "VerticalDeck",
                .product(name: "SwipeDeck", package: "SwipeSim"),
                .product(name: "SwipeJSON", package: "SwipeSim"),
                .product(name: "SwipeRaster", package: "SwipeSim"),
                .product(name: "SwipeUI", package: "SwipeSim"),
            ]),
        .executableTarget(
            name: "vertical-swipesim",
            dependencies: ["VerticalDeckPreset", .product(name: "SwipeSimCLI", package: "SwipeSim")]),
        .testTarget(
            name: "VerticalDeckTests",
            dependencies: [
                "VerticalDeck",
                "VerticalDeckPreset",
                .product(name: "SwipeSimCLI", package: "SwipeSim"),
                .product(name: "SwipeDeck", package: "SwipeSim"),
                .product(name: "SwipeUI", package: "SwipeSim"),
                .product(name: "SwipeGoldenTesting", package: "SwipeSim"),
                .product(name: "SwipeGolden", package: "SwipeSim"),
                .product(name: "SwipePNG", package: "SwipeSim"),
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "MainActorDeckTests",
            dependencies: [.product(name: "SwipeUI", package: "SwipeSim")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ],
    swiftLanguageModes: [.v5]
)
