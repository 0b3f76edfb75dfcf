import SwipeRaster

/// The iPhone's own furniture drawn over every frame when the scene's `chrome` asks for it:
/// the status bar (time 9:41, cellular bars, Wi-Fi, a full battery) and the home indicator,
/// sized for the canvas's device class and drawn light on dark backgrounds. It belongs to the
/// screen, not to the deck's layout: `FrameRenderer(scene:)` draws it over each finished frame.
///
/// Device classes, from the canvas's safe area (the top inset is the status bar's height):
/// - Face ID phones (top inset ≥ 44 pt, e.g. 390 × 844 with 47/34): the time sits in the
///   left "ear" beside the sensor housing, the glyphs in the right one; each ear is centred
///   at 14.6 % of the width from its edge (57 of 390 pt, the middle of the 114 pt ear beside
///   iPhone 14's 162 pt notch); time 17 pt semibold; the home indicator a 134 × 5 pt capsule
///   8 pt above the bottom edge.
/// - Home-button phones (top inset below 44, e.g. 375 × 667 with 20/0): a 20 pt bar with the
///   time centred in 12 pt semibold, bars and Wi-Fi at the leading edge, the battery at the
///   trailing edge; no home indicator.
/// The 9:41 time is Apple's convention for product images. Geometry is in points.
public struct SystemChrome: Equatable, Sendable {
    /// The status bar; nil when the scene turns it off or the canvas has no top inset.
    public let statusBar: StatusBar?
    /// The home indicator's capsule; nil when turned off or the canvas has no bottom inset.
    public let homeIndicator: HomeIndicator?

    /// The time and the three glyphs, in one colour.
    public struct StatusBar: Equatable, Sendable {
        /// "9:41", centred on `timeCenter` (x: the centre, y: the baseline), in semibold with
        /// monospaced figures.
        public let time: String
        public let timeSize: Double
        public let timeCenter: Point
        /// Cellular bars, Wi-Fi and battery: each a symbol name and the square it is fitted into.
        public let glyphs: [Glyph]
        public let color: SceneColor
    }

    /// A status-bar symbol (SwipeRaster's `Icon`) fitted into a square.
    public struct Glyph: Equatable, Sendable {
        public let name: String
        public let rect: Rect
    }

    /// A capsule with circular ends (corner radius half its 5 pt height).
    public struct HomeIndicator: Equatable, Sendable {
        public let rect: Rect
        public let color: SceneColor
    }

    /// The chrome of `scene`'s canvas, as its `chrome` field (or the canvas's safe area) asks.
    public init(scene: Scene) {
        let chrome = scene.resolvedChrome
        let canvas = scene.canvas
        statusBar =
            chrome.statusBar && canvas.safeArea.top > 0
            ? Self.statusBar(canvas: canvas, color: Self.contentColor(over: Self.topColor(canvas.background))) : nil
        if chrome.homeIndicator && canvas.safeArea.bottom > 0 {
            let width = min(134, canvas.width * 0.36)
            homeIndicator = HomeIndicator(
                rect: Rect(x: canvas.width / 2 - width / 2, y: canvas.height - 8 - 5, width: width, height: 5),
                color: Self.contentColor(over: Self.bottomColor(canvas.background)))
        } else {
            homeIndicator = nil
        }
    }

    /// True when nothing is drawn.
    public var isEmpty: Bool { statusBar == nil && homeIndicator == nil }

    /// Draws the chrome over `pixmap` (a frame of the scene at `scale` pixels per point): the
    /// time, the glyphs left to right, then the home indicator.
    public func draw(over pixmap: Pixmap, scale: Double, resources: DrawingResources) throws -> Pixmap {
        guard !isEmpty else { return pixmap }
        let canvas = Canvas(pixmap: pixmap)
        try draw(on: canvas, scale: scale, resources: resources)
        return canvas.pixmap
    }

    /// Draws the bars onto `canvas` (the frame being drawn: no copy of its pixels is made).
    package func draw(on canvas: Canvas, scale: Double, resources: DrawingResources) throws {
        guard !isEmpty else { return }
        let toPixels = Transform.scale(scale)
        if let bar = statusBar, let font = try textFont(resources: resources) {
            try canvas.drawText(
                bar.time, font: font, size: bar.timeSize, at: bar.timeCenter, alignment: .center, maxWidth: nil,
                features: .monospacedDigit, fallback: resources.fallbackFont(weight: .semibold),
                spacing: resources.typeface.spacing(size: bar.timeSize), paint: .solid(bar.color), transform: toPixels)
            for glyph in bar.glyphs {
                try Icon(named: glyph.name).fill(in: glyph.rect, weight: .semibold, paint: .solid(bar.color), transform: toPixels, on: canvas)
            }
        }
        if let indicator = homeIndicator {
            let capsule = Shape.roundedRect(indicator.rect, cornerRadius: indicator.rect.height / 2, style: .circular)
            try canvas.fill(capsule.path, paint: .solid(indicator.color), transform: toPixels)
        }
    }

    /// The face the status bar's time is set in (semibold at `StatusBar.timeSize`), nil without
    /// a status bar; `resources` records it as used (`DrawingResources.usedFontPaths`), as
    /// drawing the chrome does. The chrome is the same on every frame, so this names the fonts
    /// any frame's chrome uses without drawing one.
    package func textFont(resources: DrawingResources) throws -> Font? {
        guard let bar = statusBar else { return nil }
        return try resources.font(weight: .semibold, italic: false, size: bar.timeSize)
    }

    static func statusBar(canvas: Scene.Canvas, color: SceneColor) -> StatusBar {
        let faceID = canvas.safeArea.top >= 44
        let centerY = faceID ? (canvas.safeArea.top - 3) / 2 : canvas.safeArea.top / 2
        let timeSize = faceID ? 17.0 : 12.0
        // Glyph widths in points (the designs span their 100-unit boxes' width; bars and Wi-Fi
        // come out 12–13 pt tall at Face ID size, the battery 13 pt).
        let bars = faceID ? 18.0 : 15, wifi = faceID ? 17.0 : 14, battery = faceID ? 27.0 : 24
        let gap = faceID ? 5.0 : 4.0
        // The baseline puts the figures' cap height (0.727 em in Inter) on the centre line.
        let baseline = centerY + timeSize * 0.727 / 2
        // Each glyph is drawn in a square of its width, centred on the line.
        func square(_ width: Double, leftX: Double) -> Rect { Rect(x: leftX, y: centerY - width / 2, width: width, height: width) }
        let timeX: Double
        let lefts: [Double]
        if faceID {
            let earCenter = canvas.width * 0.146
            timeX = earCenter
            let start = canvas.width - earCenter - (bars + gap + wifi + gap + battery) / 2
            lefts = [start, start + bars + gap, start + bars + gap + wifi + gap]
        } else {
            timeX = canvas.width / 2
            lefts = [6, 6 + bars + gap, canvas.width - 6 - battery]
        }
        return StatusBar(
            time: "9:41", timeSize: timeSize, timeCenter: Point(timeX, baseline),
            glyphs: [
                Glyph(name: "cellularbars", rect: square(bars, leftX: lefts[0])),
                Glyph(name: "wifi", rect: square(wifi, leftX: lefts[1])),
                Glyph(name: "battery.100", rect: square(battery, leftX: lefts[2])),
            ],
            color: color)
    }

    static func topColor(_ background: Scene.Background) -> SceneColor {
        switch background {
        case .color(let color): return color
        case .verticalGradient(let colors): return colors.first ?? .white
        }
    }

    static func bottomColor(_ background: Scene.Background) -> SceneColor {
        switch background {
        case .color(let color): return color
        case .verticalGradient(let colors): return colors.last ?? .white
        }
    }

    /// Black on light backgrounds, white on dark ones: dark when the background, laid over
    /// white as the window is, has a relative luminance below 0.5 (sRGB channels taken
    /// linearly, Rec. 709 weights — a threshold, not a colour computation).
    public static func contentColor(over background: SceneColor) -> SceneColor {
        let alpha = Double(background.alpha) / 255
        func channel(_ value: UInt8) -> Double { alpha * Double(value) / 255 + (1 - alpha) }
        let luminance = 0.2126 * channel(background.red) + 0.7152 * channel(background.green) + 0.0722 * channel(background.blue)
        return luminance < 0.5 ? .white : .black
    }
}
