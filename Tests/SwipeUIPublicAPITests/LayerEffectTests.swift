import Foundation
import SwipeUI
import XCTest

/// Blur, colour filters, masks and compositing groups, through the public API: each asserts
/// pixels SwiftUI's math predicts (sRGB-encoded values, straight colour, Rec. 709 luma).
final class LayerEffectTests: XCTestCase {
    // Pure primaries (SwiftUI's `.red`, `.blue` are the system colours 255,59,48 and 0,122,255).
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    func options(width: CGFloat = 100, height: CGFloat = 100) -> SimulationOptions {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: width, height: height)
        options.safeArea = EdgeInsets()
        options.fps = 20
        options.duration = 0.05
        return options
    }

    /// The first frame's pixel (x, y) as premultiplied RGBA.
    func pixel<V: View>(_ view: V, _ x: Int, _ y: Int, width: CGFloat = 100) throws -> [UInt8] {
        let frame = try XCTUnwrap(Simulation(view, options: options(width: width)).frames().first)
        let i = (y * frame.width + x) * 4
        return Array(frame.premultipliedRGBA[i..<i + 4])
    }

    func firstFrame<V: View>(_ view: V) throws -> [UInt8] {
        try XCTUnwrap(Simulation(view, options: options()).frames().first).premultipliedRGBA
    }

    func testColorFiltersUseSwiftUIsMatrices() throws {
        // Rec. 709 luma of pure red on the encoded value: 0.2126 · 255 = 54.2.
        XCTAssertEqual(try pixel(red.grayscale(1), 50, 50), [54, 54, 54, 255])
        XCTAssertEqual(try pixel(red.saturation(0), 50, 50), [54, 54, 54, 255])
        // Half grayscale: red 1 · 0.5 + 0.2126 · 0.5 = 0.6063 → 155; green, blue 0.1063 → 27.
        XCTAssertEqual(try pixel(red.grayscale(0.5), 50, 50), [155, 27, 27, 255])
        // Hue turned 180°: red row 0.2126 − 0.7873 < 0 → 0; green and blue 0.4252 → 108.
        XCTAssertEqual(try pixel(red.hueRotation(.degrees(180)), 50, 50), [0, 108, 108, 255])
        XCTAssertEqual(try pixel(red.colorInvert(), 50, 50), [0, 255, 255, 255])
        XCTAssertEqual(try pixel(Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0)), 50, 50), [255, 128, 0, 255])
        // Brightness adds and clamps: black + 0.5 → 127.5 → 128; grey 0.5 + 0.8 clamps to 255.
        XCTAssertEqual(try pixel(Color.black.brightness(0.5), 50, 50), [128, 128, 128, 255])
        XCTAssertEqual(try pixel(Color(white: 0.5).brightness(0.8), 50, 50), [255, 255, 255, 255])
        XCTAssertEqual(try pixel(Color.white.brightness(-2), 50, 50), [0, 0, 0, 255])
        // Contrast about ½: white at 0.5 → 0.75 → 191; contrast 0 is flat mid-grey.
        XCTAssertEqual(try pixel(Color.white.contrast(0.5), 50, 50), [191, 191, 191, 255])
        XCTAssertEqual(try pixel(red.contrast(0), 50, 50), [128, 128, 128, 255])
    }

    /// A translucent pixel is filtered as straight colour and keeps its alpha: red at 50 %
    /// inverted is cyan at 50 % (over white: 127, 255, 255), not a premultiplied inversion.
    func testColorFiltersApplyToStraightColourAndKeepAlpha() throws {
        XCTAssertEqual(try pixel(red.opacity(0.5).colorInvert(), 50, 50), [127, 255, 255, 255])
        // Brightness does not light up transparent pixels: a 40-point square brightened leaves
        // the white around it white.
        XCTAssertEqual(try pixel(Color.black.frame(width: 40, height: 40).brightness(-1).frame(width: 100, height: 100), 5, 5), [255, 255, 255, 255])
    }

    /// A hard black | white edge blurred with radius 4 follows the Gaussian ½(1 + erf(d / σ√2))
    /// with σ = radius (within 3 % of full scale, the shadow blur's bound).
    func testBlurSpreadsAHardEdgeOverSigmaEqualToTheRadius() throws {
        let view = HStack(spacing: 0) {
            Color.black; Color.white
        }.blur(radius: 4)
        let frame = try XCTUnwrap(Simulation(view, options: options()).frames().first)
        let row = 50
        for x in 38..<62 {
            let distance = Double(x) + 0.5 - 50
            let expected = 255 * 0.5 * (1 + erf(distance / (4 * 2.0.squareRoot())))
            let value = Double(frame.premultipliedRGBA[(row * frame.width + x) * 4])
            XCTAssertEqual(value, expected, accuracy: 0.03 * 255, "x \(x)")
        }
        // Not opaque: the blur fades out at the canvas edge (the white background shows through
        // a black square's blurred rim); opaque keeps the edge pixels.
        let corner = try pixel(Color.black.blur(radius: 4), 0, 50)
        XCTAssertGreaterThan(corner[0], 60)
        XCTAssertEqual(try pixel(Color.black.blur(radius: 4, opaque: true), 0, 50), [0, 0, 0, 255])
    }

    /// Effects at their identity (radius 0, brightness 0, saturation 1…) draw exactly the
    /// plain view: they add no layer.
    func testUnusedEffectsChangeNoPixel() throws {
        let plain = try firstFrame(Circle().fill(Color.orange).frame(width: 60, height: 60))
        let idle = try firstFrame(
            Circle().fill(Color.orange).frame(width: 60, height: 60)
                .blur(radius: 0).brightness(0).contrast(1).grayscale(0).hueRotation(.zero).colorMultiply(.white).compositingGroup())
        XCTAssertEqual(plain, idle)
    }

    /// `.mask` multiplies by the mask's alpha, the mask laid out in the view's frame by its alignment.
    func testMaskMultipliesByTheMaskAlphaAlignedInTheFrame() throws {
        let view = red.frame(width: 100, height: 100)
            .mask(alignment: .leading) { Color.black.opacity(0.5).frame(width: 50) }
        // Left half: red at alpha 128 over white → (255, 127, 127); right half: masked out.
        XCTAssertEqual(try pixel(view, 25, 50), [255, 127, 127, 255])
        XCTAssertEqual(try pixel(view, 75, 50), [255, 255, 255, 255])
        // A circle mask keeps the centre, drops the corner.
        let round = blue.frame(width: 100, height: 100).mask { Circle() }
        XCTAssertEqual(try pixel(round, 50, 50), [0, 0, 255, 255])
        XCTAssertEqual(try pixel(round, 3, 3), [255, 255, 255, 255])
    }

    /// Two overlapping opaque squares at opacity 0.5. Without a compositing group SwiftUI's
    /// opacity applies to each square (Apple's `compositingGroup()` documentation), so the back
    /// square shows through the front one in the overlap; `compositingGroup()` or
    /// `drawingGroup()` composites the pair once, and the front square hides the back one.
    func testOpacityAppliesToEachChildUnlessTheyAreGrouped() throws {
        func squares(grouped: Bool) -> some View {
            let content = ZStack {
                red.frame(width: 60, height: 60).offset(x: -15)
                blue.frame(width: 60, height: 60).offset(x: 15)
            }
            return Group {
                if grouped { content.compositingGroup().opacity(0.5) } else { content.opacity(0.5) }
            }
        }
        let plain = try firstFrame(squares(grouped: false)), grouped = try firstFrame(squares(grouped: true))
        let overlap = (50 * 100 + 50) * 4
        // Red at 0.5 over white is (255, 128, 128); blue at 0.5 over that is (128, 64, 191).
        let through = Array(plain[overlap..<overlap + 4]).map(Int.init)
        for (channel, expected) in zip(through, [128, 64, 191, 255]) {
            XCTAssertEqual(channel, expected, accuracy: 1, "red shows through blue: \(through)")
        }
        XCTAssertEqual(Array(grouped[overlap..<overlap + 4]), [127, 127, 255, 255], "grouped: blue only")
        XCTAssertEqual(try firstFrame(squares(grouped: false).drawingGroup()), plain, "a group outside the opacity changes nothing")
        // Outside the overlap, each square alone is the same either way.
        let redOnly = (50 * 100 + 25) * 4
        XCTAssertEqual(Array(plain[redOnly..<redOnly + 4]), Array(grouped[redOnly..<redOnly + 4]))
    }

    /// A blur is drawn as one unit: an opacity above it composites the blurred layer once.
    func testAnOpacityAboveABlurCompositesTheBlurredLayerOnce() throws {
        let content = ZStack {
            red.frame(width: 60, height: 60).offset(x: -15)
            blue.frame(width: 60, height: 60).offset(x: 15)
        }
        let blurred = try firstFrame(content.blur(radius: 0.0001).opacity(0.5))
        let overlap = (50 * 100 + 50) * 4
        XCTAssertEqual(Array(blurred[overlap..<overlap + 4]), [127, 127, 255, 255], "blue only")
    }

    struct Focusing: View {
        @State var focused = false
        var body: some View {
            Color.green.frame(width: 40, height: 40)
                .blur(radius: focused ? 0 : 10)
                .grayscale(focused ? 0 : 1)
                .onAppear { withAnimation(.linear(duration: 1)) { focused = true } }
        }
    }

    /// The blur radius and the grayscale amount animate under `withAnimation`, reported per frame
    /// in `screenValues` as `…/.blur` (points) and `…/.grayscale`.
    func testBlurAndGrayscaleAnimateAndAreReportedPerFrame() throws {
        var options = options()
        options.duration = 1.2
        let frames = try Simulation(Focusing(), options: options).frames()
        func value(_ frame: Frame, _ suffix: String) throws -> Double {
            try XCTUnwrap(frame.screenValues.first { $0.name.hasSuffix(suffix) }?.components.first, "\(suffix) in \(frame.screenValues.map(\.name))")
        }
        XCTAssertEqual(try value(frames[0], ".blur"), 10, accuracy: 1e-9)
        XCTAssertEqual(try value(frames[0], ".grayscale"), 1, accuracy: 1e-9)
        // Linear over 1 s: half way at 0.5 s (frame 10 at 20 fps).
        XCTAssertEqual(try value(frames[10], ".blur"), 5, accuracy: 0.2)
        XCTAssertEqual(try value(frames[10], ".grayscale"), 0.5, accuracy: 0.02)
        var last = 11.0
        for frame in frames {
            let radius = try value(frame, ".blur")
            XCTAssertLessThanOrEqual(radius, last)
            last = radius
        }
        XCTAssertEqual(try value(frames.last!, ".blur"), 0)
        // Grey and blurred at first, green and sharp at the end (system green 52, 199, 89);
        // in between differs from both.
        let centre = (50 * 100 + 50) * 4
        XCTAssertEqual(Array(frames.last!.premultipliedRGBA[centre..<centre + 4]), [52, 199, 89, 255])
        let start = Array(frames[0].premultipliedRGBA[centre..<centre + 4])
        XCTAssertEqual(start[0], start[1])
        XCTAssertEqual(start[1], start[2])
        XCTAssertNotEqual(frames[10].premultipliedRGBA, frames[0].premultipliedRGBA)
        XCTAssertNotEqual(frames[10].premultipliedRGBA, frames.last!.premultipliedRGBA)
    }

    /// A blur so wide it is flat draws (capped, no runaway memory); a value that is not a
    /// number is an error naming the view.
    func testExtremeAndInvalidEffectValues() throws {
        let wide = try pixel(Color.black.frame(width: 40, height: 40).blur(radius: 1e12, opaque: true), 50, 50)
        XCTAssertEqual(wide, [0, 0, 0, 255])
        XCTAssertThrowsError(try Simulation(Color.black.brightness(.nan), options: options()).frames()) { error in
            XCTAssertTrue("\(error)".contains(".brightness"), "\(error)")
            XCTAssertTrue("\(error)".contains("finite"), "\(error)")
        }
        XCTAssertThrowsError(try Simulation(Color.black.blur(radius: .infinity), options: options()).frames())
    }

    /// Same scene, same bytes.
    func testEffectsAreDeterministic() throws {
        var options = options()
        options.duration = 0.6
        let a = try Simulation(Focusing(), options: options).frames().map(\.premultipliedRGBA)
        let b = try Simulation(Focusing(), options: options).frames().map(\.premultipliedRGBA)
        XCTAssertEqual(a, b)
    }
}
