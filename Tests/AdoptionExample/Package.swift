// swift-tools-version:5.10
// The adoption example: an iOS app's deck file, unchanged, golden-tested on Linux.
//
// DeckApp/ is laid out as the iOS app's sources are (Xcode builds them with Apple's SwiftUI).
// On Linux this package compiles DeckApp/CardDeck.swift as it is against SwipeSim's `SwiftUI`,
// `UIKit` and `Combine` modules and tests it; the app's entry point (DeckApp.swift, `@main`) is
// left out. The dependency is by path here (this folder lives inside SwipeSim); a user writes
// `.package(url: "https://…/SwipeSim.git", branch: "main")` instead.
import PackageDescription

#if os(Linux)
    let swipeSim: [Package.Dependency] = [.package(name: "SwipeSim", path: "../..")]
    let deckDependencies: [Target.Dependency] = [.product(name: "SwiftUI", package: "SwipeSim")]
    let testDependencies: [Target.Dependency] = ["Deck", .product(name: "SwipeGoldenTesting", package: "SwipeSim")]
    // What Xcode gives the app target: symbols for Assets.xcassets, Combine's names in Foundation-only files.
    let deckPlugins: [Target.PluginUsage] = [.plugin(name: "XcodeAppTarget", package: "SwipeSim")]
#else
    let swipeSim: [Package.Dependency] = []
    let deckDependencies: [Target.Dependency] = []
    let testDependencies: [Target.Dependency] = ["Deck"]
    let deckPlugins: [Target.PluginUsage] = []
#endif

let package = Package(
    name: "DeckApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: swipeSim,
    targets: [
        .target(name: "Deck", dependencies: deckDependencies, path: "DeckApp", exclude: ["DeckApp.swift", "Assets.xcassets"], plugins: deckPlugins),
        .testTarget(name: "DeckTests", dependencies: testDependencies, exclude: ["Goldens"]),
    ]
)
