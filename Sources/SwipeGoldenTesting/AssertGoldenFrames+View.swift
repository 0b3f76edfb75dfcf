import SwipeGolden
import SwipeJSON
import SwipeUI
import SwipeUI
import XCTest
import SwipeBase

/// Golden-tests a SwipeUI view from your own XCTest target: simulates `view` under `script`,
/// and compares the frames listed in the golden's `golden.json` with its committed PNGs, as
/// `swipesim verify` does (same comparator, tolerance, record modes and HTML report).
///
/// The golden lives in `directory` (resolved against the test file's folder unless absolute;
/// default: a `Goldens` folder beside the calling test file) under `name`. A new golden gets a
/// `golden.json` listing `frames` (default: twelve frames evenly spread over the simulation) and
/// a `scene.json` that only names the view (the scene is the Swift code). Recording, reports and
/// failures follow `assertGoldenFrames(_:)`: a test that records fails with "recorded N frames;
/// re-run to compare", and reports go under `.build/swipesim-report/`. The golden also keeps
/// the motion of every frame (`motion.json`): each view marked with `.accessibilityIdentifier`
/// — where it is, its opacity, drawing order and the effect values above and inside it
/// (`Frame.identifiedViews`) — so a change between the sampled images still fails (a view with
/// no identified views keeps images only). With `options.assetCatalogs` nil (the default), the
/// `.xcassets` folders of the package holding the test file are the simulation's asset
/// catalogs, so `Image("card1")` and `Color("Brand")` draw the app's own assets.
public func assertGoldenFrames<V: View>(
    of view: @autoclosure () -> V,
    script: [TouchStep],
    options: SimulationOptions = SimulationOptions(),
    frames: [Int]? = nil,
    named name: String,
    directory: String? = nil,
    tolerance: ComparisonTolerance = .standard,
    record: RecordMode? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    checkViewGolden(
        view: view, viewName: String(describing: V.self), script: script, options: options, frames: frames, named: name,
        directory: directory, tolerance: tolerance, record: record, file: file, line: line)
}

/// `assertGoldenFrames(of:…)` with the name its `scene.json` records for the view (a preview
/// records where it was declared instead of `AnyView`).
func checkViewGolden<V: View>(
    view: () -> V, viewName: String, script: [TouchStep], options: SimulationOptions, frames: [Int]?, named name: String,
    directory: String?, tolerance: ComparisonTolerance, record: RecordMode?, file: StaticString, line: UInt
) {
    let testDirectory = GoldenPath.directory(of: "\(file)")
    let base = GoldenPath.resolve(directory ?? "Goldens", relativeTo: testDirectory)
    let folder = base + "/" + name
    do {
        var options = options
        // As an app finds every asset catalog it was built with: the test's package's.
        if options.assetCatalogs == nil { options.assetCatalogs = AssetCatalog.catalogs(inPackageOf: "\(file)") }
        // Each run makes the view anew (its initial state, the tasks its initializers start); the
        // simulation does not outlive this call.
        try withoutActuallyEscaping(view) { view in
            let simulation = try Simulation(view(), script: script, options: options)
            try prepareGoldenFolder(folder, view: viewName, frames: frames, frameCount: try simulation.frameCount())
            checkGolden(
                at: folder, renderer: ViewGoldenRenderer(simulation: simulation), tolerance: tolerance, record: record,
                reportDirectory: nil, testDirectory: testDirectory, toolVersion: "SwipeUI", file: file, line: line)
        }
    } catch {
        XCTFail("golden check of \(viewName) could not run: \(error)", file: file, line: line)
    }
}

/// Creates a new golden's folder, frame list and scene descriptor; leaves existing ones alone.
private func prepareGoldenFolder(_ folder: String, view: String, frames: [Int]?, frameCount: Int) throws {
    let oneLine = JSONWriter.Style(layout: .oneLine)
    try FileIO.createDirectory(folder)
    let list = folder + "/" + GoldenFolder.frameListFileName
    if !FileIO.fileExists(list) {
        let chosen = frames ?? (0..<12).map { $0 * (frameCount - 1) / 11 }
        let unique = chosen.reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        try FileIO.writeAtomically(JSONWriter.write(.object([("frames", .array(unique.map { .number(Double($0)) }))]), style: oneLine), to: list)
    }
    let scene = folder + "/" + GoldenFolder.sceneFileName
    if !FileIO.fileExists(scene) {
        let descriptor = JSONValue.object([("swipeui", .string(view)), ("note", .string("rendered from Swift by assertGoldenFrames(of:)"))])
        try FileIO.writeAtomically(JSONWriter.write(descriptor, style: oneLine), to: scene)
    }
}

/// Renders the frames a golden asks for from a SwipeUI simulation (the scene file only names
/// the view).
struct ViewGoldenRenderer: GoldenRenderer {
    let simulation: Simulation

    func render(sceneAt path: String, frames: [Int]) throws -> [RenderedFrame] {
        let renderer = try FrameRenderer(simulation, name: simulation.viewTypeName)
        let count = renderer.frameCount
        if let bad = frames.first(where: { $0 < 0 || $0 >= count }) {
            throw SwipeUIError(typePath: path, message: "golden.json asks for frame \(bad), but the simulation has \(count) frames (0…\(count - 1))")
        }
        // The one renderer, as `swipesim render` draws a scene: one pass, two drawing workers.
        var result: [RenderedFrame] = []
        try renderer.renderFramesInOrder(frames, threads: 2, window: 4) { frame, pixmap in
            result.append(
                RenderedFrame(
                    index: frame.index, time: frame.time, width: pixmap.width, height: pixmap.height,
                    pixels: pixmap.bytes, alpha: .premultiplied, fingerprint: []))
        }
        return frames.compactMap { index in result.first { $0.index == index } }
    }

    /// Every frame's identified views, simulated without drawing.
    func motion(sceneAt path: String) throws -> MotionRecording? {
        let run = try SimulationRun(simulation)
        var frames: [FrameMotion] = []
        while let frame = try run.next(recording: false) {
            frames.append(
                FrameMotion(
                    index: frame.index,
                    cards: frame.identifiedViews.map { view in
                        CardMotion(
                            id: view.identifier, zOrder: view.drawingOrder, opacity: view.opacity, transform: view.transform,
                            width: Double(view.size.width), height: Double(view.size.height),
                            values: view.values.map { AnimatedValue(name: $0.name, components: $0.components) })
                    }))
        }
        // A view with no identified views has no motion to keep: its golden stays images only
        // (and a golden recorded before motion was kept needs no re-recording).
        guard frames.contains(where: { !$0.cards.isEmpty }) else { return nil }
        return MotionRecording(fps: simulation.options.fps, frames: frames)
    }
}
