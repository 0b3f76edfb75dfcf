import SwipeGolden
import SwipeUI
import XCTest

/// Golden-tests every preview of `module` — each `#Preview` and each view of a
/// `PreviewProvider`'s `previews`, as `PreviewCatalog` lists them — one golden per preview,
/// named by its `ModulePreview.identifier`, on the canvas its layout and orientation ask for.
///
///     func testPreviews() { assertPreviewGoldens(inModule: "MyDeck") }
///
/// Each golden is checked as `assertGoldenFrames(of:script:…)` checks a view (same folder
/// conventions, comparator, record modes and reports). `script` plays on every preview (none:
/// the still preview); `frames` defaults to frame 0 alone when there is no script. A module
/// with no previews fails, naming the module: a typo in its name would otherwise pass.
public func assertPreviewGoldens(
    inModule module: String,
    script: [TouchStep] = [],
    options: SimulationOptions = SimulationOptions(),
    frames: [Int]? = nil,
    directory: String? = nil,
    tolerance: ComparisonTolerance = .standard,
    record: RecordMode? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let previews = PreviewCatalog.previews(inModule: module)
    guard !previews.isEmpty else {
        XCTFail(
            "module \(module) has no previews: no #Preview and no PreviewProvider was found (is the module name right, and linked into this test?)",
            file: file, line: line)
        return
    }
    assertPreviewGoldens(
        of: previews, script: script, options: options, frames: frames, directory: directory,
        tolerance: tolerance, record: record, file: file, line: line)
}

/// `assertPreviewGoldens(inModule:)` for the previews given, e.g. a module's previews less some
/// (`PreviewCatalog.previews(inModule:).filter { … }`).
public func assertPreviewGoldens(
    of previews: [ModulePreview],
    script: [TouchStep] = [],
    options: SimulationOptions = SimulationOptions(),
    frames: [Int]? = nil,
    directory: String? = nil,
    tolerance: ComparisonTolerance = .standard,
    record: RecordMode? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    for preview in previews {
        do {
            let canvas = try preview.canvasOptions(basedOn: options)
            checkViewGolden(
                view: preview.makeView, viewName: "preview " + preview.source, script: script, options: canvas,
                frames: frames ?? (script.isEmpty ? [0] : nil), named: preview.identifier, directory: directory,
                tolerance: tolerance, record: record, file: file, line: line)
        } catch {
            XCTFail("preview \(preview.identifier) (\(preview.source)) could not be rendered: \(error)", file: file, line: line)
        }
    }
}
