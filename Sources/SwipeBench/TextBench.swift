import SwipeDeck
import SwipeMath
import SwipeRaster
import SwipeUI

/// `swipesim bench --stage text`: what the default scene's text costs per frame — laying the
/// lines out (shaping, glyph placement, outline assembly) and drawing them (layout plus the
/// rasterizer filling the outlines) — beside the whole frame's drawing time as the anchor.
/// The text is the status bar's and each card's title at the seed's `.title` size (28 pt
/// bold): what a frame of the default scene shows. (SwipeUI lays each string out once and
/// keeps it, so per frame the layout figure is an upper bound.)
public enum TextBench {
    public static func run(scale: Double, frames: Int, print: (String) -> Void) throws {
        guard let preset = PresetCatalog.preset(named: PresetCatalog.defaultName) else {
            throw BenchError("text bench: the default preset \(PresetCatalog.defaultName) is missing")
        }
        var scene = preset.defaultScene
        scene.canvas.scale = scale
        let resources = try DrawingResources(scene: scene)
        let renderer = try FrameRenderer(scene: scene, resources: resources)
        let total = renderer.frameCount
        let count = min(frames, total)
        let picked = (0..<count).map { $0 * (total - 1) / max(1, count - 1) }
        let wanted = Set(picked)
        let simulated = try renderer.simulate(recording: { wanted.contains($0) })
        let sample = picked.map { simulated[$0] }
        var shown = scene.cards.map { Line(string: $0.title, size: 28, weight: .bold, features: [], origin: Point(40, 300)) }
        if let bar = SystemChrome(scene: scene).statusBar {
            shown.insert(
                Line(
                    string: bar.time, size: bar.timeSize, weight: .semibold, features: .monospacedDigit,
                    origin: bar.timeCenter), at: 0)
        }
        let texts = sample.map { _ in shown }
        let lines = texts.reduce(0) { $0 + $1.count }
        print("text: default scene (\(scene.preset)) at \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight), \(count) frames, \(lines) lines of text")

        let layoutSeconds = try Stopwatch.median(repetitions: 5) {
            for frameTexts in texts {
                for line in frameTexts { _ = try layout(line, resources: resources) }
            }
        }
        let canvas = try SwipeRaster.Canvas(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
        let drawTextSeconds = try Stopwatch.median(repetitions: 5) {
            for frameTexts in texts {
                for line in frameTexts { try draw(line, scale: scale, on: canvas, resources: resources) }
            }
        }
        let frameSeconds = try Stopwatch.median(repetitions: 3) {
            for frame in sample { _ = try renderer.draw(frame) }
        }
        let layoutMs = layoutSeconds * 1000 / Double(count)
        let textMs = drawTextSeconds * 1000 / Double(count)
        let frameMs = frameSeconds * 1000 / Double(count)
        print("  text layout:  \(DecimalFormat.fixed(layoutMs, decimals: 3)) ms per frame")
        print("  text drawn:   \(DecimalFormat.fixed(textMs, decimals: 3)) ms per frame (layout and fill)")
        print("  whole frame:  \(DecimalFormat.fixed(frameMs, decimals: 3)) ms per frame drawn")
        print("  text / frame: \(DecimalFormat.fixed(textMs / frameMs, decimals: 3))")
    }

    /// One centred line of text the frame shows (`origin`: its centre and baseline, in points).
    struct Line {
        var string: String
        var size: Double
        var weight: FontWeight
        var features: TextFeatures
        var origin: Point
    }

    static func layout(_ line: Line, resources: DrawingResources) throws -> TextLayout {
        let font = try resources.font(weight: line.weight, italic: false, size: line.size)
        return try TextLayout(
            line.string, font: font, size: line.size, maxWidth: nil, features: line.features,
            fallback: resources.fallbackFont(weight: line.weight))
    }

    static func draw(_ line: Line, scale: Double, on canvas: SwipeRaster.Canvas, resources: DrawingResources) throws {
        let font = try resources.font(weight: line.weight, italic: false, size: line.size)
        try canvas.drawText(
            line.string, font: font, size: line.size, at: line.origin, alignment: .center,
            maxWidth: nil, features: line.features, fallback: resources.fallbackFont(weight: line.weight),
            paint: .solid(.white), transform: .scale(scale))
    }
}
