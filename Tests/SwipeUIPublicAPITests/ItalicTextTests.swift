import SwipeRaster
import SwipeUI
import XCTest

/// `.italic()` draws text with the font set's italic face of its weight.
final class ItalicTextTests: XCTestCase {
    /// Inter's upright and italic faces.
    func interFonts(italics: Bool) throws -> FontSet {
        var fonts = FontSet(regular: try Typeface.inter.font(weight: .regular), bold: try Typeface.inter.font(weight: .bold)) { weight, size in
            try Typeface.inter.font(weight: weight, size: size)
        }
        if italics { fonts.italicFaces = { weight, size in try Typeface.inter.font(weight: weight, italic: true, size: size) } }
        return fonts
    }

    func pixels<V: View>(_ view: V, fonts: FontSet) throws -> [UInt8] {
        var options = SimulationOptions()
        options.canvasSize = CGSize(width: 200, height: 60)
        options.safeArea = EdgeInsets()
        options.duration = 0
        options.fonts = fonts
        return try XCTUnwrap(try Simulation(view, options: options).frames().first).straightRGBA()
    }

    func testItalicUsesTheItalicFace() throws {
        let fonts = try interFonts(italics: true)
        let upright = try pixels(Text("Swipe right").font(.title), fonts: fonts)
        let italic = try pixels(Text("Swipe right").font(.title).italic(), fonts: fonts)
        XCTAssertNotEqual(italic, upright)
        XCTAssertEqual(try pixels(Text("Swipe right").font(.title.italic()), fonts: fonts), italic, "Font.italic() is the same")
        XCTAssertEqual(try pixels(VStack { Text("Swipe right").font(.title) }.italic(), fonts: fonts), italic, "so is the view modifier")
        XCTAssertEqual(try pixels(Text("Swipe right").font(.title).italic(false), fonts: fonts), upright)
    }

    func testWithoutItalicFacesItalicTextIsUpright() throws {
        let fonts = try interFonts(italics: false)
        XCTAssertEqual(try pixels(Text("Swipe right").italic(), fonts: fonts), try pixels(Text("Swipe right"), fonts: fonts))
    }
}
