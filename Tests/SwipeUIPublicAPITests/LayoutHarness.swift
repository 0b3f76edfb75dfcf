import SwipeRaster
import SwipeUI
import XCTest

/// Lays a view out on a canvas with no safe area through the public `Simulation`, so expected
/// frames can be worked out by hand, and finds views by their accessibility identifier (as a UI
/// test does) in its first frame.
struct LayoutHarness {
    let frame: Frame

    init<V: View>(_ view: V, width: Double = 390, height: Double = 844, direction: LayoutDirection = .leftToRight) throws {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: width, height: height)
        options.safeArea = EdgeInsets()
        options.layoutDirection = direction
        options.duration = 0
        var first: Frame?
        try Simulation(view, script: [], options: options).run(drawing: { _ in false }) { if first == nil { first = $0 } }
        frame = try XCTUnwrap(first)
    }

    /// The identifiers in drawing order.
    var identifiers: [String] { frame.identifiedViews.map(\.identifier) }

    /// Canvas rectangle (points) of the view identified as `name` (effects included, unrotated).
    func frame(_ name: String) -> CGRect? {
        guard let view = frame.identifiedViews.first(where: { $0.identifier == name }) else { return nil }
        let m = view.transform, w = Double(view.size.width), h = Double(view.size.height)
        let p = (x: m[4], y: m[5]), q = (x: m[0] * w + m[2] * h + m[4], y: m[1] * w + m[3] * h + m[5])
        return CGRect(x: p.x, y: p.y, width: q.x - p.x, height: q.y - p.y)
    }
}

/// The width of one line of `text` in the default system font at `size` points: Inter's face
/// for that size (`Typeface.inter`: the Display design from 20 pt), its advances as HarfBuzz
/// shapes them times the calibration, plus SF Pro's tracking after every character
/// (`TextSpacing`; its values are checked against Apple's table in SystemTypeWidthTests).
func systemTextWidth(_ text: String, size: Double, weight: FontWeight = .regular) throws -> Double {
    let font = try Typeface.inter.font(weight: weight, size: size)
    return try font.width(of: text, size: size) * TextSpacing.advanceScale(size: size)
        + Double(text.count) * TextSpacing.tracking(size: size)
}
