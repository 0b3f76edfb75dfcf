import SwipeUI

/// A complete, self-contained description of one render: the screen, the preset and its
/// parameters, the cards, and the scripted gesture. Scenes are written as JSON (docs/scenes.md,
/// "Scene format"); `swipesim scene --preset NAME` prints a full example.
public struct Scene: Equatable, Sendable {
    /// The preset that lays out and animates the deck, e.g. `card-stack`.
    public var preset: String
    /// Which SDK's animation defaults apply (SwipeMotion README, "Animation presets and defaults"): `ios17` (default) or `ios16`.
    public var semantics: Semantics
    public var canvas: Canvas
    /// Frames per second of the output, 1…240.
    public var fps: Int
    /// Touch samples per second the script is expanded to: 60 or 120 (ProMotion).
    public var touchRate: Int
    /// Display frames per second (SwipeMotion README, "Gestures and the display clock"): touches are delivered, gesture callbacks,
    /// transactions and timers take effect, and animations are evaluated once per display
    /// frame; an output frame shows the latest display frame at or before its time. 60, or 120
    /// for ProMotion.
    public var displayRate: Int = 60
    /// The Reduce Motion accessibility setting.
    public var reduceMotion: Bool
    public var layoutDirection: LayoutDirection
    /// The Dynamic Type size text styles are drawn at (`SimulationOptions.dynamicTypeSize`);
    /// written by its Swift name, `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Preset parameters as written (an object); each preset validates its own.
    public var parameters: JSONValue
    public var cards: [Card]
    public var fonts: Fonts
    public var script: [ScriptStep]
    /// Seconds to render; nil means the script's length plus `settleTime`.
    public var duration: Double?
    /// Seconds rendered after the script's last step when `duration` is not given.
    public var settleTime: Double
    /// The folder relative image and font paths are resolved against; files are read only
    /// from inside it (`SceneFilePath`).
    public var baseDirectory: String
    /// Folders outside `baseDirectory` that image and font paths may also name (the command
    /// line's `--asset-root`): the user widens what a scene may read, never the scene.
    public var assetRoots: [String] = []
    /// The iPhone's status bar and home indicator (`SystemChrome`); nil means by the canvas:
    /// a status bar when it has a top safe area, a home indicator when it has a bottom one,
    /// so a preset's iPhone canvas shows them and a bare canvas (no safe areas) does not.
    public var chrome: Chrome? = nil

    public struct Chrome: Equatable, Sendable {
        public var statusBar: Bool
        public var homeIndicator: Bool

        public init(statusBar: Bool, homeIndicator: Bool) {
            self.statusBar = statusBar
            self.homeIndicator = homeIndicator
        }
    }

    /// `chrome`, or what the canvas implies when it is nil.
    public var resolvedChrome: Chrome {
        chrome ?? Chrome(statusBar: canvas.safeArea.top > 0, homeIndicator: canvas.safeArea.bottom > 0)
    }

    /// The file the scene was read from, for error messages ("scene" for a preset's own scene).
    public var source = Source(file: "scene")

    /// Where a scene came from. It only labels errors, so it never makes two scenes differ.
    public struct Source: Equatable, Sendable {
        public var file: String
        /// Where the fields checked only when drawing starts (`cards[i].image`, `fonts.bold`)
        /// are written, so their errors can give the line too.
        public var fieldLocations: [String: SourceLocation] = [:]
        public init(file: String) { self.file = file }
        public static func == (_: Source, _: Source) -> Bool { true }

        /// An error about the field at `path` of this scene.
        public func error(at path: String, _ message: String) -> SceneError {
            SceneError(file: file, location: fieldLocations[path], path: path, message: message)
        }
    }

    public enum Semantics: String, CaseIterable, Sendable { case ios17, ios16 }
    public enum LayoutDirection: String, CaseIterable, Sendable { case ltr, rtl }

    /// The screen, in points; pixels = points × scale.
    public struct Canvas: Equatable, Sendable {
        public var width: Double
        public var height: Double
        public var scale: Double
        public var background: Background
        public var safeArea: Insets

        public var pixelWidth: Int { Int((width * scale).rounded()) }
        public var pixelHeight: Int { Int((height * scale).rounded()) }
    }

    public enum Background: Equatable, Sendable {
        case color(SceneColor)
        /// A vertical gradient, top to bottom, evenly spaced stops.
        case verticalGradient([SceneColor])
    }

    public struct Insets: Equatable, Sendable {
        public var top, left, bottom, right: Double
        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
    }

    public struct Card: Equatable, Sendable {
        public var title: String
        public var subtitle: String
        /// One colour, or several for a gradient (top-leading to bottom-trailing).
        public var colors: [SceneColor]
        /// An SF-Symbol-style icon name drawn by SwipeRaster, e.g. `leaf.fill`.
        public var symbol: String?
        public var image: ImageSource?

        public init(title: String, subtitle: String = "", colors: [SceneColor], symbol: String? = nil, image: ImageSource? = nil) {
            self.title = title
            self.subtitle = subtitle
            self.colors = colors
            self.symbol = symbol
            self.image = image
        }
    }

    public enum ImageSource: Hashable, Sendable {
        /// A built-in procedural photo (`"photo:alps"`): deterministic, no files needed.
        case builtin(String)
        /// A PNG file, relative to the scene file's folder unless absolute.
        case file(String)
    }

    /// The typeface: `family` (Inter from fonts-inter when nil, or DejaVu Sans), or font files
    /// that replace it — `regular` draws weights up to medium, `bold` semibold and heavier.
    public struct Fonts: Equatable, Sendable {
        public enum Family: String, CaseIterable, Sendable {
            case inter
            case dejavu
        }

        public var family: Family?
        public var regular: String?
        public var bold: String?

        public init(family: Family? = nil, regular: String? = nil, bold: String? = nil) {
            self.family = family
            self.regular = regular
            self.bold = bold
        }
    }

    /// How many frames the scene renders: every frame n with n / fps ≤ the duration
    /// (`duration`, else the script's length plus `settleTime`), exactly: the seconds are taken
    /// to the nearest SwipeUI `VirtualTime` tick and compared in integers, as SwipeUI's
    /// `Simulation.frameCount()` does with the same options.
    public func frameCount(scriptLength: VirtualTime) -> Int {
        let length = duration.map(VirtualTime.init(seconds:)) ?? scriptLength + VirtualTime(seconds: settleTime)
        return length.frameCount(rate: fps)
    }

    /// The display frame an output frame shows: the latest display frame at or before
    /// n / fps, ⌊n · displayRate / fps⌋ in integers.
    public func displayFrame(ofOutputFrame n: Int) -> Int {
        n * displayRate / fps
    }
}

/// The input limits (docs/limits.md), enforced with clear errors wherever scenes are read, so
/// no input within them can take more than a bounded amount of time or memory.
public enum SceneLimits {
    public static let maximumCanvasPixels = 8192
    public static let fpsRange = 1...240
    public static let maximumDuration = 600.0
    public static let maximumFrames = 100_000
    /// Largest scene file, in bytes (4 MiB).
    public static let maximumSceneBytes = 4 << 20
    /// Longest string value (a title, a path), in Unicode scalars.
    public static let maximumStringLength = 10_000
    /// Longest object key, in Unicode scalars (every real field name is far shorter).
    public static let maximumKeyLength = 100
    public static let maximumCards = 1000
    /// All card images decoded together, in pixels (64 Mpx, 256 MiB of RGBA).
    public static let maximumImagePixels = 64 << 20
    public static let maximumScriptSteps = 10_000
    /// Touch samples in all `path` steps together.
    public static let maximumPathSamples = 100_000
    /// Largest font file, in bytes (32 MiB).
    public static let maximumFontBytes = 32 << 20
    /// The most pixels a scene may ask to draw: frames × canvas pixels (2^35, about 34.4
    /// billion: 11 600 frames of an iPhone screen at scale 3, 1170×2532). Each limit per
    /// dimension allows far more together (100 000 frames of 8192×8192 px), so the product
    /// is bounded too, which bounds the CPU time and the PNG bytes a scene can cost.
    public static let maximumDrawnPixels = 1 << 35

    /// Why `frames` frames of `canvas` are too much to draw, or nil when within
    /// `maximumDrawnPixels`.
    public static func drawingBudgetExcess(frames: Int, canvas: Scene.Canvas) -> String? {
        let pixels = canvas.pixelWidth * canvas.pixelHeight
        let (total, overflow) = frames.multipliedReportingOverflow(by: pixels)
        guard overflow || total > maximumDrawnPixels else { return nil }
        return "the scene has \(frames) frames of \(canvas.pixelWidth)×\(canvas.pixelHeight) pixels, \(overflow ? "too many" : String(total)) pixels to draw; "
            + "the limit is \(maximumDrawnPixels) (frames × pixels) — lower 'fps', 'duration', the canvas size or 'scale'"
    }
}
