// swift-tools-version:5.10
//
// An app's test package that uses SwipeSim's golden testing as a user would: it depends on the
// SwipeSim package (here by path; a user writes `.package(url: "https://…/swipesim.git", from: "…")`)
// and uses the SwipeGoldenTesting product in its own test target. `scripts/check-golden-testing`
// builds and runs it from another folder.
import PackageDescription

let package = Package(
    name: "GoldenTestingExample",
    dependencies: [
        .package(name: "SwipeSim", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "ExampleGoldenTests",
            dependencies: [.product(name: "SwipeGoldenTesting", package: "SwipeSim")],
            exclude: ["Goldens"])
    ]
)
