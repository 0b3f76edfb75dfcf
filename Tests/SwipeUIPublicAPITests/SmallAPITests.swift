import SwipeUI
import XCTest

/// The small APIs real decks use: `Color.description`, template images, button and label
/// styles, optional gestures, a transition's own animation, `.controlSize`, the colour scheme.
final class SmallAPITests: XCTestCase {
    var options: SimulationOptions {
        var options = SimulationOptions()
        options.settleTime = 0
        return options
    }

    func frame(_ frame: Frame, _ id: String) throws -> CGRect {
        let view = try XCTUnwrap(frame.identifiedViews.first { $0.identifier == id }, "\(id) in \(frame.identifiedViews.map(\.identifier))")
        return CGRect(x: view.transform[4], y: view.transform[5], width: view.size.width, height: view.size.height)
    }

    /// SwiftUI's rules: system colours by name; components as #RRGGBBAA (× 255, rounded half up)
    /// except black, white and clear; an opacity as "N% base"; a named colour as NamedColor.
    func testColorDescriptionsAreSwiftUIs() throws {
        XCTAssertEqual(Color.red.description, "red")
        XCTAssertEqual(Color.indigo.description, "indigo")
        XCTAssertEqual(Color.secondary.description, "secondary")
        XCTAssertEqual(Color.black.description, "black")
        XCTAssertEqual(Color(white: 1).description, "white")
        XCTAssertEqual(Color.clear.description, "clear")
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0).description, "#FF0000FF")
        // 0.5 · 255 + 0.5 = 128 (0x80), 0.25 · 255 + 0.5 = 64.25 → 64 (0x40).
        XCTAssertEqual(Color(red: 0.5, green: 0.25, blue: 1, opacity: 0.5).description, "#8040FF80")
        XCTAssertEqual(Color.red.opacity(0.5).description, "50% red")
        XCTAssertEqual(Color.blue.opacity(0.333).opacity(0.5).description, "50% 33% blue")
        XCTAssertEqual(Color("Brand").description, "NamedColor(name: \"Brand\", bundle: nil)")
        XCTAssertEqual("\(Color.accentColor)", "AccentColor")
    }

    /// A 10 × 10 red bitmap, opaque on its left half and transparent on its right.
    func halfRedBitmap() throws -> Bitmap {
        var bytes: [UInt8] = []
        for _ in 0..<10 { for x in 0..<10 { bytes += x < 5 ? [255, 0, 0, 255] : [0, 0, 0, 0] } }
        return try Bitmap(width: 10, height: 10, premultipliedRGBA: bytes)
    }

    func testTemplateRenderingTintsTheOpaquePixelsWithTheForegroundStyle() throws {
        struct Icons: View {
            var body: some View {
                HStack(spacing: 0) {
                    Image("dot").renderingMode(.template).foregroundStyle(.green).accessibilityIdentifier("template")
                    Image("dot").renderingMode(.original).foregroundStyle(.green).accessibilityIdentifier("original")
                }
            }
        }
        var options = self.options
        options.images["dot"] = try halfRedBitmap()
        let f = try Simulation(Icons(), script: [.wait(0.02)], options: options).frames()[0]
        let template = try frame(f, "template"), original = try frame(f, "original")
        let pixels = FramePixels(f)
        let y = Int(template.minY) + 5
        XCTAssertEqual(pixels[Int(template.minX) + 2, y], [52, 199, 89, 255], "an opaque pixel, in the foreground style")
        XCTAssertEqual(pixels[Int(template.minX) + 7, y], [255, 255, 255, 255], "a transparent one stays transparent")
        XCTAssertEqual(pixels[Int(original.minX) + 2, y], [255, 0, 0, 255], "original: the image's own colour")
    }

    struct Buttons: View {
        var body: some View {
            VStack(spacing: 20) {
                Button("Like") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("prominent")
                Button("Pass") {}.buttonStyle(.bordered).accessibilityIdentifier("bordered")
                Button("Skip") {}.buttonStyle(.bordered).controlSize(.large).accessibilityIdentifier("large")
                Text("Like").accessibilityIdentifier("text")
                Label("Matches", systemImage: "star").labelStyle(.iconOnly).accessibilityIdentifier("icon")
                Label("Matches", systemImage: "star").labelStyle(.titleOnly).accessibilityIdentifier("title")
                Image(systemName: "star").accessibilityIdentifier("star")
                Text("Matches").accessibilityIdentifier("matches")
            }
        }
    }

    /// Bordered buttons pad their label 12 × 7 pt (20 × 14 pt large) on the tint (prominent) or
    /// on tertiarySystemFill (118, 118, 128 at 12 %: 238, 238, 240 over white).
    func testBorderedButtonStylesAndLabelStyles() throws {
        let f = try Simulation(Buttons(), script: [.wait(0.02)], options: options).frames()[0]
        try f.write(to: NSTemporaryDirectory() + "swipeui-controls/buttons.png")
        let text = try frame(f, "text"), prominent = try frame(f, "prominent"), bordered = try frame(f, "bordered")
        XCTAssertEqual(prominent.width, text.width + 24, accuracy: 0.01)
        XCTAssertEqual(prominent.height, text.height + 14, accuracy: 0.01)
        let large = try frame(f, "large")
        XCTAssertEqual(large.height, text.height + 28, accuracy: 0.01)
        let pixels = FramePixels(f)
        XCTAssertEqual(pixels[Int(prominent.minX) + 4, Int(prominent.midY)], [0, 122, 255, 255])
        let fill = pixels[Int(bordered.minX) + 4, Int(bordered.midY)]
        XCTAssertEqual(Double(fill[0]), 255 - 31.0 / 255 * 137, accuracy: 1.5)
        XCTAssertEqual(Double(fill[2]), 255 - 31.0 / 255 * 127, accuracy: 1.5)
        // The same symbol in two places: each edge rounds to the pixel grid on its own, so a
        // fractional size may come out a pixel apart.
        let icon = try frame(f, "icon").size, star = try frame(f, "star").size
        XCTAssertEqual(icon.width, star.width, accuracy: 1, "iconOnly: the icon alone")
        XCTAssertEqual(icon.height, star.height, accuracy: 1, "iconOnly: the icon alone")
        XCTAssertEqual(try frame(f, "title").size, try frame(f, "matches").size, "titleOnly: the title alone")
    }

    struct Tappable: View {
        let isEnabled: Bool
        @State var taps = 0
        var body: some View {
            Color.orange.frame(width: 100, height: 100)
                .gesture(isEnabled ? TapGesture().onEnded { taps += 1 } : nil)
                .accessibilityIdentifier("taps-\(taps)")
        }
    }

    /// `.gesture(condition ? gesture : nil)`: a nil gesture never runs.
    func testAnOptionalGestureRunsOnlyWhenPresent() throws {
        let centre = CGPoint(x: 195, y: 428.5)
        let on = try Simulation(Tappable(isEnabled: true), script: [.wait(0.05), .tap(at: centre), .wait(0.1)], options: options).frames()
        XCTAssertEqual(on[on.count - 1].identifiedViews.map(\.identifier), ["taps-1"])
        let off = try Simulation(Tappable(isEnabled: false), script: [.wait(0.05), .tap(at: centre), .wait(0.1)], options: options).frames()
        XCTAssertEqual(off[off.count - 1].identifiedViews.map(\.identifier), ["taps-0"])
    }

    struct Reveal: View {
        @State var shows = false
        var body: some View {
            VStack {
                Button("Show") { shows = true }
                if shows {
                    Color.pink.frame(width: 100, height: 100)
                        .transition(.opacity.animation(.linear(duration: 1)))
                        .accessibilityIdentifier("card")
                }
            }
        }
    }

    /// The transition's own animation runs though the change that inserted the view had none:
    /// linear over 1 s, so half-way it is at opacity 0.5.
    func testATransitionWithItsOwnAnimationFadesWithoutWithAnimation() throws {
        let frames = try Simulation(Reveal(), script: [.wait(0.1), .tapButton("Show"), .wait(1.2)], options: options).frames()
        let shown = frames.filter { $0.identifiedViews.contains { $0.identifier == "card" } }
        let first = try XCTUnwrap(shown.first)
        let opacities = shown.compactMap { $0.identifiedViews.first { $0.identifier == "card" }?.opacity }
        XCTAssertLessThan(opacities[0], 0.1, "it starts transparent")
        let half = try XCTUnwrap(shown.first { $0.time >= first.time + 0.5 })
        let mid = try XCTUnwrap(half.identifiedViews.first { $0.identifier == "card" }?.opacity)
        XCTAssertEqual(mid, 0.5, accuracy: 0.1)
        XCTAssertEqual(opacities[opacities.count - 1], 1, accuracy: 1e-9)
    }

    struct Spinners: View {
        @Environment(\.colorScheme) var scheme
        var body: some View {
            VStack {
                ProgressView().accessibilityIdentifier("regular")
                ProgressView().controlSize(.large).accessibilityIdentifier("large")
                Color.clear.frame(width: 1, height: 1).accessibilityIdentifier(scheme == .dark ? "dark" : "light")
            }
        }
    }

    func testControlSizeLargeAndTheColorScheme() throws {
        let f = try Simulation(Spinners().preferredColorScheme(.dark), script: [.wait(0.02)], options: options).frames()[0]
        XCTAssertEqual(try frame(f, "regular").size, CGSize(width: 20, height: 20), "UIKit's medium indicator")
        XCTAssertEqual(try frame(f, "large").size, CGSize(width: 37, height: 37), "UIKit's large indicator")
        XCTAssertNotNil(f.identifiedViews.first { $0.identifier == "dark" }, "@Environment(\\.colorScheme) reads the preference")
    }
}

/// `.visualEffect`: effects from the view's geometry proxy, its frame on the canvas, which
/// moves as a scroll view scrolls; the layout does not change.
final class VisualEffectTests: XCTestCase {
    struct Parallax: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 100)
                        .visualEffect { content, proxy in
                            content.offset(x: proxy.frame(in: .global).minY).opacity(0.5)
                        }
                        .accessibilityIdentifier("card")
                    Color.clear.frame(height: 2000)
                }
            }
        }
    }

    func testTheEffectFollowsTheFrameOnTheCanvas() throws {
        var options = SimulationOptions()
        options.settleTime = 0
        // A straight 210 pt drag up scrolls 200 (the pan takes the first 10 pt); the finger
        // stays down, so nothing decelerates.
        let frames = try Simulation(
            Parallax(),
            script: [.wait(0.05), .drag(to: CGSize(width: 0, height: -210), duration: 0.5, easing: .linear, from: CGPoint(x: 195, y: 600)), .wait(0.1)],
            options: options
        ).frames()
        let first = try XCTUnwrap(frames.first?.identifiedViews.first { $0.identifier == "card" })
        // At rest the card is laid out at the safe area's top, y 47: offset x 47.
        XCTAssertEqual(first.transform[4], 47, accuracy: 1e-9)
        XCTAssertEqual(first.transform[5], 47, accuracy: 1e-9)
        XCTAssertEqual(first.size, CGSize(width: 390, height: 100), "the layout is unchanged")
        let last = try XCTUnwrap(frames.last?.identifiedViews.first { $0.identifier == "card" })
        // Scrolled 200: its frame's minY is 47 − 200 = −153, and so is its offset.
        XCTAssertEqual(last.transform[5], -153, accuracy: 1e-6)
        XCTAssertEqual(last.transform[4], -153, accuracy: 1e-6)
        // Half-opaque red (255, 59, 48) over white: 255, 157, 151.5.
        let pixels = FramePixels(frames[0])
        let red = pixels[100, 90]
        XCTAssertEqual(red[0], 255)
        XCTAssertEqual(Double(red[1]), 157, accuracy: 1)
        XCTAssertEqual(Double(red[2]), 151.5, accuracy: 1)
    }
}

/// A custom `ButtonStyle` draws the button's label its own way; the button still taps; a
/// gradient tint colours controls with its first colour.
final class CustomButtonStyleTests: XCTestCase {
    struct Round: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .frame(width: 80, height: 80)
                .background(Circle().fill(Color.red))
                .scaleEffect(configuration.isPressed ? 0.7 : 1)
        }
    }

    struct Deck: View {
        @State var likes = 0
        var body: some View {
            VStack {
                Button {
                    likes += 1
                } label: {
                    Image(systemName: "heart.fill")
                }
                .buttonStyle(Round())
                .accessibilityIdentifier("likes-\(likes)")
                Toggle("On", isOn: .constant(true)).tint(Gradient(colors: [.purple, .pink])).padding(.horizontal, 20)
            }
        }
    }

    func testTheStyleDrawsTheButtonAndTheTapRuns() throws {
        var options = SimulationOptions()
        options.settleTime = 0
        let probe = try Simulation(Deck(), script: [.wait(0.02)], options: options).frames()[0]
        let button = try XCTUnwrap(probe.identifiedViews.first { $0.identifier == "likes-0" })
        XCTAssertEqual(button.size, CGSize(width: 80, height: 80))
        let pixels = FramePixels(probe)
        let (x, y) = (Int(button.transform[4]) + 10, Int(button.transform[5]) + 40)
        XCTAssertEqual(pixels[x, y], [255, 59, 48, 255], "the style's red circle")
        let centre = CGPoint(x: button.transform[4] + 40, y: button.transform[5] + 40)
        let frames = try Simulation(Deck(), script: [.wait(0.05), .tap(at: centre), .wait(0.1)], options: options).frames()
        XCTAssertNotNil(frames[frames.count - 1].identifiedViews.first { $0.identifier == "likes-1" })
        // The switch (51 pt at the row's trailing end, x 319…370) is on in the gradient's first colour.
        let row = FramePixels(frames[frames.count - 1])
        let switchY = (0..<row.height).first { row[327, $0] == [175, 82, 222, 255] }
        XCTAssertNotNil(switchY, "purple, the gradient's first colour")
    }
}
