import SwipeRaster
import SwipeUI
import XCTest

/// A `Simulation` draws text in Inter by default, the face `swipesim` draws every scene with:
/// one face per SwiftUI weight, so `.semibold` and `.bold` differ, spaced as SF Pro, with emoji
/// from Noto Color Emoji.
final class DefaultFontTests: XCTestCase {
    struct Labels: View {
        var body: some View {
            VStack {
                Text("Kyoto, 2026").font(.system(size: 28, weight: .bold))
                Text("Temples & tea").font(.system(size: 17, weight: .semibold))
                Text("three days").font(.body).italic()
            }
        }
    }

    func frame(fonts: FontSet?) throws -> [UInt8] {
        var options = SimulationOptions.smallTestCanvas
        options.fonts = fonts
        return try XCTUnwrap(Simulation(Labels(), options: options).frames().first).premultipliedRGBA
    }

    func testTheDefaultIsInterInEveryWeight() throws {
        let inter = Typeface.inter
        var interFonts = FontSet(regular: try inter.font(weight: .regular), bold: try inter.font(weight: .bold)) { weight, size in
            try inter.font(weight: weight, size: size)
        }
        interFonts.italicFaces = { weight, size in try inter.font(weight: weight, italic: true, size: size) }
        interFonts.spacing = { size in inter.spacing(size: size) }
        interFonts.emoji = try EmojiFont.named()
        let dejaVu = FontSet(regular: try Typeface.dejaVuSans.font(weight: .regular), bold: try Typeface.dejaVuSans.font(weight: .bold))
        let byDefault = try frame(fonts: nil)
        XCTAssertEqual(byDefault, try frame(fonts: interFonts))
        XCTAssertNotEqual(byDefault, try frame(fonts: dejaVu))
    }
}
