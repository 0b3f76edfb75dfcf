import SwipeRaster

/// The iPhone's own furniture drawn over every frame when the scene's `chrome` asks for it:
/// the status bar (time 9:41, cellular bars, Wi-Fi, a full battery) and the home indicator,
/// sized for the canvas's device class and drawn light on dark backgrounds.
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
/// The 9:41 time is Apple's convention for product images.
public enum SystemChrome {
    /// The items to draw over a frame of `scene` (empty when its chrome is off).
    public static func items(for scene: Scene) -> [DisplayItem] {
        let chrome = scene.resolvedChrome
        let canvas = scene.canvas
        var items: [DisplayItem] = []
        if chrome.statusBar && canvas.safeArea.top > 0 {
            items += statusBar(canvas: canvas, color: contentColor(over: topColor(canvas.background)))
        }
        if chrome.homeIndicator && canvas.safeArea.bottom > 0 {
            let width = min(134, canvas.width * 0.36)
            let rect = Rect(x: canvas.width / 2 - width / 2, y: canvas.height - 8 - 5, width: width, height: 5)
            items.append(.shape(ShapeItem(.roundedRect(rect, cornerRadius: 2.5, continuous: false),
                                          fill: .solid(contentColor(over: bottomColor(canvas.background))))))
        }
        return items
    }

    static func statusBar(canvas: Scene.Canvas, color: SceneColor) -> [DisplayItem] {
        let faceID = canvas.safeArea.top >= 44
        let centerY = faceID ? (canvas.safeArea.top - 3) / 2 : canvas.safeArea.top / 2
        let timeSize = faceID ? 17.0 : 12.0
        // Glyph widths in points (the designs span their 100-unit boxes' width; bars and Wi-Fi
        // come out 12–13 pt tall at Face ID size, the battery 13 pt).
        let bars = faceID ? 18.0 : 15, wifi = faceID ? 17.0 : 14, battery = faceID ? 27.0 : 24
        let gap = faceID ? 5.0 : 4.0
        // The baseline puts the figures' cap height (0.727 em in Inter) on the centre line.
        let baseline = centerY + timeSize * 0.727 / 2
        var items: [DisplayItem] = []
        func glyph(_ name: String, _ width: Double, leftX: Double) {
            // Each glyph is drawn in a square of its width, centred on the line.
            items.append(.icon(IconItem(name: name, rect: Rect(x: leftX, y: centerY - width / 2, width: width, height: width),
                                        color: color, weight: .semibold)))
        }
        if faceID {
            let earCenter = canvas.width * 0.146
            items.append(.text(TextItem(string: "9:41", size: timeSize, weight: .semibold, color: color,
                                        origin: Point(earCenter, baseline), alignment: .center, maxWidth: nil,
                                        features: .monospacedDigit)))
            let total = bars + gap + wifi + gap + battery
            var x = canvas.width - earCenter - total / 2
            glyph("cellularbars", bars, leftX: x)
            x += bars + gap
            glyph("wifi", wifi, leftX: x)
            x += wifi + gap
            glyph("battery.100", battery, leftX: x)
        } else {
            items.append(.text(TextItem(string: "9:41", size: timeSize, weight: .semibold, color: color,
                                        origin: Point(canvas.width / 2, baseline), alignment: .center, maxWidth: nil,
                                        features: .monospacedDigit)))
            glyph("cellularbars", bars, leftX: 6)
            glyph("wifi", wifi, leftX: 6 + bars + gap)
            glyph("battery.100", battery, leftX: canvas.width - 6 - battery)
        }
        return items
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
    static func contentColor(over background: SceneColor) -> SceneColor {
        let alpha = Double(background.alpha) / 255
        func channel(_ value: UInt8) -> Double { alpha * Double(value) / 255 + (1 - alpha) }
        let luminance = 0.2126 * channel(background.red) + 0.7152 * channel(background.green) + 0.0722 * channel(background.blue)
        return luminance < 0.5 ? .white : .black
    }
}
