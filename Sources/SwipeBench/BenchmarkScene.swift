import SwipeRaster

/// A fixed, representative frame — the standard card-stack frame — used to measure the
/// rasterizer (`swipesim bench --stage raster`) and to prove that drawing is reproducible
/// (tests compare its bytes across runs and build configurations).
///
/// Screen 390 × 844 points at `scale` pixels per point: a vertical gradient background; four
/// stacked, rotated cards (continuous corners, two-stop gradients) each with a σ = 12 pt drop
/// shadow; a title and a subtitle on every card; and a "LIKE" stamp (stroked rounded-rect
/// border and bold text) on the top card.
///
/// By default, before the background and each card, `Canvas.occlusion` names the pixels the
/// cards still to come replace outright (their opaque, fully covered interiors), so nothing is drawn where it cannot
/// show. `skippingHiddenPixels: false` draws every pixel of every shape, as Skia's anchor does;
/// both give the same bytes.
public enum BenchmarkScene {
    public static let size = (width: 390.0, height: 844.0)

    /// Draws the frame; `phase` (0…1) swings the top card a little, as during a drag. With
    /// `skippingHiddenPixels` (the default) pixels that a later card replaces are not drawn.
    public static func draw(
        on canvas: Canvas, scale: Double, shadows: Bool = true, phase: Double = 0, cache: ShadowCache? = nil,
        skippingHiddenPixels: Bool = true
    ) throws {
        let screen = Transform.scale(scale)
        let background = LinearGradient(
            start: Point(0, 0), end: Point(0, size.height),
            colors: [Color(red: 255, green: 94, blue: 98, alpha: 255), Color(red: 255, green: 153, blue: 102, alpha: 255)])
        let palettes: [(Color, Color)] = [
            (Color(red: 88, green: 86, blue: 214, alpha: 255), Color(red: 175, green: 82, blue: 222, alpha: 255)),
            (Color(red: 0, green: 122, blue: 255, alpha: 255), Color(red: 50, green: 173, blue: 230, alpha: 255)),
            (Color(red: 52, green: 199, blue: 89, alpha: 255), Color(red: 48, green: 176, blue: 199, alpha: 255)),
            (Color(red: 255, green: 45, blue: 85, alpha: 255), Color(red: 255, green: 149, blue: 0, alpha: 255)),
        ]
        let names = ["Noor, 29", "Mateo, 31", "Aiko, 26", "Sasha, 34"]
        let angles = [-5.0, 4.0, -2.0, 6.0 + 10.0 * phase]
        let card = Rect(x: -163, y: -250, width: 326, height: 500)
        let shape = Path.roundedRect(card, cornerRadius: 24, style: .continuous)
        let titleFont = try Font.dejaVuSans(bold: true)
        let bodyFont = try Font.dejaVuSans()
        let transforms = (0..<4).map { index in
            let depth = Double(3 - index)
            return Transform.scale(1 - 0.04 * depth)
                .concatenating(.rotation(degrees: angles[index]))
                .concatenating(.translation(x: 195 + 60 * phase * (index == 3 ? 1 : 0), y: 410 + 14 * depth))
                .concatenating(screen)
        }
        let gradients = palettes.map { top, bottom in
            LinearGradient(start: Point(0, card.minY), end: Point(0, card.maxY), colors: [top, bottom])
        }
        // hidden[i]: the pixels cards i..<4 replace outright, so whatever is drawn before card i
        // (the background, the cards below and their text) need not be drawn there.
        var hidden = [Occlusion?](repeating: nil, count: 5)
        if skippingHiddenPixels {
            for index in (0..<4).reversed() {
                let own = try canvas.occlusion(of: shape, paint: .linearGradient(gradients[index]), transform: transforms[index])
                hidden[index] = own.map { own in hidden[index + 1].map { own.union($0) } ?? own } ?? hidden[index + 1]
            }
        }
        canvas.occlusion = hidden[0]
        try canvas.fill(
            .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), paint: .linearGradient(background),
            transform: screen)
        defer { canvas.occlusion = nil }
        for index in 0..<4 {
            canvas.occlusion = hidden[index + 1]
            let t = transforms[index]
            let gradient = gradients[index]
            if shadows {
                try canvas.fill(
                    shape, paint: .linearGradient(gradient), transform: t,
                    shadow: DropShadow(color: Color.black.withOpacity(0.25), sigma: 12, offset: Point(0, 6)), cache: cache)
            } else {
                try canvas.fill(shape, paint: .linearGradient(gradient), transform: t)
            }
            try canvas.drawText(
                names[index], font: titleFont, size: 28, at: Point(card.minX + 20, card.maxY - 56),
                maxWidth: card.width - 40, paint: .solid(.white), transform: t)
            try canvas.drawText(
                "4 km away · loves hiking and jazz", font: bodyFont, size: 15, at: Point(card.minX + 20, card.maxY - 28),
                maxWidth: card.width - 40, paint: .solid(Color.white.withOpacity(0.85)), transform: t)
            if index == 3 {
                let stamp = Transform.rotation(degrees: -20)
                    .concatenating(.translation(x: card.minX + 90, y: card.minY + 70))
                    .concatenating(t)
                let green = Color(red: 52, green: 199, blue: 89, alpha: 255)
                let border = Shape.roundedRect(Rect(x: -64, y: -28, width: 128, height: 56), cornerRadius: 8, style: .continuous)
                try canvas.fill(border.strokeOutline(lineWidth: 5), color: green, transform: stamp)
                try canvas.drawText(
                    "LIKE", font: titleFont, size: 36, at: Point(0, 13), alignment: .center, paint: .solid(green),
                    transform: stamp)
            }
        }
    }

    /// FNV-1a 64-bit hash of pixmap bytes: a short, stable fingerprint to compare frames.
    public static func fingerprint(_ pixmap: Pixmap) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in pixmap.bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
