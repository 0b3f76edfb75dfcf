/// The goldens' edge rule, on top of pixelmatch's anti-aliasing test: a pixel that sits on a
/// high-contrast edge and changed only a little is an edge shade.
///
/// Why: pixelmatch's AA test wants the brightest or darkest neighbour to lie in a flat area in
/// both images. Our card edges often run over a blurred shadow, a gradient or a photo, where
/// no neighbour is flat, so a shade moved by a hundredth of a pixel (another FreeType's glyph
/// outline, a 0.02 pt layout change) would count as a difference at the goldens' strict
/// threshold. The rule lets such a shade through only when
/// - its change is at most the edge threshold (YIQ delta ≤ 35215 × edgeThreshold²), and
/// - in the expected or the actual image it has a neighbour that pixelmatch itself would call a
///   different colour (YIQ delta above its default threshold 0.1): it is on an edge between two
///   colours (two cards of equal brightness and different hue included), not inside a fill.
/// A fill that changed colour changes pixels whose neighbours have the same colour, so it is
/// still caught at the strict threshold.
enum EdgeShade {
    /// The YIQ delta from a neighbour that makes a pixel an edge pixel: pixelmatch's default
    /// threshold 0.1, i.e. 35215 × 0.1².
    static let contrast = YIQColorDelta.maximum * 0.05 * 0.05

    static func isEdgeShade(
        _ e: UnsafePointer<UInt8>, _ a: UnsafePointer<UInt8>, x: Int, y: Int, width: Int, height: Int,
        delta: Double, maximumDelta: Double?
    ) -> Bool {
        guard let maximumDelta, delta <= maximumDelta else { return false }
        return isOnEdge(e, x: x, y: y, width: width, height: height)
            || isOnEdge(a, x: x, y: y, width: width, height: height)
    }

    /// Whether some 8-neighbour of (x, y) differs in colour by more than `contrast`.
    static func isOnEdge(_ image: UnsafePointer<UInt8>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let centre = (y * width + x) * 4
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                if abs(YIQColorDelta.delta(image, centre, image, (ny * width + nx) * 4)) > contrast { return true }
            }
        }
        return false
    }
}
