import SwipeMath
import SwipeRaster

/// Built-in placeholder photos: landscapes drawn with our own rasterizer from a fixed recipe,
/// so scenes need no downloaded images and every machine makes the same pixels.
///
/// Each photo is 480 × 640 pixels: a sky gradient, a sun, three ridges of mountains or hills
/// whose outlines are sums of sines, and a foreground, in the named palette.
public enum ProceduralPhoto {
    public static let names = ["alps", "dunes", "coast", "forest", "sunset", "glacier"]

    struct Palette {
        var skyTop, skyBottom, sun: Color
        var ridges: [Color]
        var ground: Color
        var sunHeight: Double
        var roughness: Double
    }

    static func palette(_ name: String) -> Palette {
        func c(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color { Color(red: r, green: g, blue: b) }
        switch name {
        case "dunes":
            return Palette(
                skyTop: c(80, 150, 220), skyBottom: c(250, 214, 160), sun: c(255, 246, 214),
                ridges: [c(222, 160, 96), c(206, 132, 72), c(184, 108, 56)], ground: c(160, 92, 48), sunHeight: 0.22, roughness: 0.3)
        case "coast":
            return Palette(
                skyTop: c(70, 140, 225), skyBottom: c(196, 226, 246), sun: c(255, 252, 236),
                ridges: [c(110, 150, 130), c(60, 120, 160), c(30, 96, 150)], ground: c(226, 206, 160), sunHeight: 0.18, roughness: 0.5)
        case "forest":
            return Palette(
                skyTop: c(120, 170, 210), skyBottom: c(226, 236, 220), sun: c(255, 250, 226),
                ridges: [c(96, 140, 110), c(52, 110, 70), c(28, 78, 48)], ground: c(22, 60, 36), sunHeight: 0.2, roughness: 1.4)
        case "sunset":
            return Palette(
                skyTop: c(60, 52, 128), skyBottom: c(250, 150, 90), sun: c(255, 220, 150),
                ridges: [c(150, 76, 104), c(98, 52, 92), c(52, 32, 66)], ground: c(34, 22, 46), sunHeight: 0.42, roughness: 0.8)
        case "glacier":
            return Palette(
                skyTop: c(40, 110, 200), skyBottom: c(214, 236, 250), sun: c(255, 255, 255),
                ridges: [c(210, 226, 240), c(160, 190, 216), c(96, 130, 170)], ground: c(236, 244, 250), sunHeight: 0.16, roughness: 1.0)
        default:  // alps
            return Palette(
                skyTop: c(52, 120, 214), skyBottom: c(200, 226, 248), sun: c(255, 250, 230),
                ridges: [c(150, 170, 200), c(92, 120, 150), c(56, 110, 72)], ground: c(70, 130, 70), sunHeight: 0.2, roughness: 1.1)
        }
    }

    /// Draws the photo `name` (one of `names`).
    public static func render(_ name: String, width: Int = 480, height: Int = 640) throws -> Pixmap {
        let palette = palette(name)
        let canvas = try Canvas(width: width, height: height)
        let w = Double(width), h = Double(height)
        try canvas.fill(
            .rect(Rect(x: 0, y: 0, width: w, height: h)),
            paint: .linearGradient(
                LinearGradient(
                    start: Point(0, 0), end: Point(0, h * 0.7),
                    colors: [palette.skyTop, palette.skyBottom])))
        try canvas.drawShadow(
            .circle(center: Point(w * 0.7, h * palette.sunHeight), radius: w * 0.07),
            color: palette.sun.withOpacity(0.8), sigma: w * 0.04)
        try canvas.fill(.circle(center: Point(w * 0.7, h * palette.sunHeight), radius: w * 0.07), color: palette.sun)
        let seed = Double(name.unicodeScalars.reduce(0) { $0 + Int($1.value) })
        for (layer, color) in palette.ridges.enumerated() {
            let base = h * (0.45 + 0.1 * Double(layer))
            let amplitude = h * 0.12 * palette.roughness / Double(layer + 1)
            var ridge = Path()
            ridge.move(to: Point(0, h))
            let steps = 96
            for step in 0...steps {
                let x = w * Double(step) / Double(steps)
                let u = x / w * 2 * DeterministicMath.pi
                let phase = seed * 0.37 + Double(layer) * 1.7
                let y =
                    base
                    - amplitude
                    * (0.6 * DeterministicMath.sin(u * 1.3 + phase)
                        + 0.3 * DeterministicMath.sin(u * 3.1 + phase * 2)
                        + 0.1 * DeterministicMath.sin(u * 7.7 + phase * 3))
                ridge.line(to: Point(x, y))
            }
            ridge.line(to: Point(w, h))
            ridge.close()
            try canvas.fill(ridge, color: color)
        }
        try canvas.fill(
            .rect(Rect(x: 0, y: h * 0.82, width: w, height: h * 0.18)),
            paint: .linearGradient(
                LinearGradient(
                    start: Point(0, h * 0.82), end: Point(0, h),
                    colors: [palette.ground, palette.ground.withOpacity(0.85)])))
        return canvas.pixmap
    }
}
