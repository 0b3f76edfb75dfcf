// swift-tools-version:5.10
// An example of SwipeSim used from outside: a vertical-swipe deck written in SwipeUI, rendered
// and golden-tested. It depends on the SwipeSim repository by path, as a user's package would
// depend on it by URL.
import PackageDescription

let package = Package(
    name: "SwipeUIExample",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "SwipeSim", path: "../..")],
    targets: [
        .target(name: "VerticalDeck", dependencies: [.product(name: "SwipeUI", package: "SwipeSim")]),
        .testTarget(
            name: "VerticalDeckTests",
            dependencies: [
                "VerticalDeck",
                .product(name: "SwipeUI", package: "SwipeSim"),
                .product(name: "SwipeGoldenTesting", package: "SwipeSim"),
                .product(name: "SwipeGolden", package: "SwipeSim"),
                .product(name: "SwipePNG", package: "SwipeSim"),
            ],
            exclude: ["Goldens"]),
    ]
)
