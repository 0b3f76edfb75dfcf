import SwipeUI
import XCTest

/// Decks written the way SwiftUI tutorials write them (a card per person in a `ZStack` with a
/// `.border`; a card filling a `GeometryReader`; a profile card with `.animation(.snappy, value:)`),
/// unchanged but for their data: they compile against SwipeUI and swipe as on iOS.
final class TutorialDecksTests: XCTestCase {
    struct PersonCard: View {
        @State private var offset = CGSize.zero
        @State private var color: Color = .black
        var person: String

        var body: some View {
            ZStack {
                Rectangle()
                    .frame(width: 320, height: 420)
                    .border(.white, width: 6.0)
                    .cornerRadius(4)
                    .foregroundColor(color.opacity(0.9))
                    .shadow(radius: 4)
                HStack {
                    Text(person)
                        .font(.largeTitle)
                        .foregroundColor(.white)
                        .bold()
                    Image(systemName: "heart.fill")
                        .foregroundColor(.red)
                }
            }
            .offset(x: offset.width, y: offset.height * 0.4)
            .rotationEffect(.degrees(Double(offset.width / 40)))
            .gesture(
                DragGesture()
                    .onChanged { gesture in
                        offset = gesture.translation
                        withAnimation {
                            changeColor(width: offset.width)
                        }
                    }
                    .onEnded { _ in
                        withAnimation {
                            swipeCard(width: offset.width)
                            changeColor(width: offset.width)
                        }
                    }
            )
        }

        func swipeCard(width: CGFloat) {
            switch width {
            case -500...(-150):
                offset = CGSize(width: -500, height: 0)
            case 150...500:
                offset = CGSize(width: 500, height: 0)
            default:
                offset = .zero
            }
        }

        func changeColor(width: CGFloat) {
            switch width {
            case -500...(-130): color = .red
            case 130...500: color = .green
            default: color = .black
            }
        }
    }

    struct PeopleDeck: View {
        var people = ["Mario", "Luigi", "Peach", "Toad", "Daisy"].reversed()
        var body: some View {
            ZStack {
                ForEach(people, id: \.self) { person in
                    PersonCard(person: person)
                }
            }
        }
    }

    struct GeometryCard: View {
        @State private var offset: CGSize = .zero
        var body: some View {
            GeometryReader { geometry in
                LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: geometry.size.width, height: geometry.size.height)
                    .clipShape(RoundedRectangle(cornerRadius: 10))
                    .offset(x: offset.width, y: 0)
                    .rotationEffect(.degrees(Double(offset.width / 50)))
                    .gesture(
                        DragGesture()
                            .onChanged { gesture in offset = gesture.translation }
                            .onEnded { _ in
                                if abs(offset.width) > geometry.size.width / 2 {
                                    withAnimation(.easeIn(duration: 0.5)) {
                                        offset = CGSize(width: offset.width > 0 ? 1000 : -1000, height: 0)
                                    }
                                } else {
                                    withAnimation(.spring()) { offset = .zero }
                                }
                            })
            }
        }
    }

    struct Screen: View {
        var body: some View {
            ZStack {
                Color.gray.ignoresSafeArea()
                GeometryCard().padding(20)
            }
        }
    }

    struct ProfileCard: View {
        @State private var xOffset: CGFloat = 0
        @State private var degrees: Double = 0
        let cardWidth: CGFloat = 340
        let cardHeight: CGFloat = 560
        var body: some View {
            ZStack(alignment: .bottom) {
                Color.orange
                VStack(alignment: .leading) {
                    HStack {
                        Text("Megan").font(.title).fontWeight(.heavy)
                        Text("37").font(.title).fontWeight(.semibold)
                        Spacer()
                        Image(systemName: "arrow.up.circle")
                            .fontWeight(.bold)
                            .imageScale(.large)
                    }
                    Text("Actress | Witch").font(.subheadline).lineLimit(2)
                }
                .foregroundStyle(.white)
                .padding()
                .background(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom))
            }
            .frame(width: cardWidth, height: cardHeight)
            .clipShape(RoundedRectangle(cornerRadius: 10))
            .offset(x: xOffset)
            .rotationEffect(.degrees(degrees))
            .animation(.snappy, value: xOffset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        xOffset = value.translation.width
                        degrees = Double(value.translation.width / 25)
                    }
                    .onEnded { value in
                        let width = value.translation.width
                        if abs(width) <= cardWidth / 2 {
                            xOffset = 0
                            degrees = 0
                        } else {
                            xOffset = width > 0 ? 500 : -500
                            degrees = width > 0 ? 12 : -12
                        }
                    }
            )
        }
    }

    /// The first and last frames of `view` after `script`, drawn (the frames between are
    /// simulated, not drawn).
    func firstAndLast<V: View>(_ view: V, _ script: [TouchStep], drawing extra: Int? = nil) throws -> (first: Frame, last: Frame, extra: Frame?) {
        let simulation = try Simulation(view, script: script)
        let count = try simulation.frameCount()
        var drawn: [Int: Frame] = [:]
        try simulation.run(drawing: { $0 == 0 || $0 == count - 1 || $0 == extra }) { frame in
            if frame.isDrawn { drawn[frame.index] = frame }
        }
        return (try XCTUnwrap(drawn[0]), try XCTUnwrap(drawn[count - 1]), extra.flatMap { drawn[$0] })
    }

    /// The straight RGBA of the pixel at (x, y) points (scale 1).
    func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * frame.width + x) * 4
        return Array(frame.straightRGBA()[i..<i + 4])
    }

    /// Five stacked cards, the top one dragged 200 pt right: past 130 pt it turns green, and
    /// on release past 150 pt it flies to 500 pt, showing the black card below.
    func testPeopleDeckSwipesTheTopCardAway() throws {
        let (first, last, dragging) = try firstAndLast(
            PeopleDeck(), [.drag(to: CGSize(width: 200, height: 0), duration: 0.3), .release, .wait(0.8)], drawing: 18)
        // The card (320 × 420, white 6-pt border) is centred at (195, 422): black inside.
        XCTAssertEqual(pixel(first, 195, 300), [0, 0, 0, 255])
        XCTAssertEqual(pixel(first, 36, 422), [255, 255, 255, 255], "the white border at the left edge (35…41)")
        let green = try XCTUnwrap(dragging)
        // At frame 18 (0.3 s) the card is 200 pt right and green at 90 %, over the black card.
        let tint = pixel(green, 300, 300)
        XCTAssertGreaterThan(Int(tint[1]), Int(tint[0]) + 80, "green while dragged past 130 pt: \(tint)")
        XCTAssertEqual(pixel(last, 195, 300), [0, 0, 0, 255], "the next card is black")
        XCTAssertEqual(pixel(last, 380, 300), [255, 255, 255, 255], "the swiped card is off screen")
    }

    /// A card in a GeometryReader swiped past half the width flies off with easeIn(0.5); the
    /// gray background shows.
    func testGeometryCardFliesOffPastHalfTheWidth() throws {
        let (first, last, _) = try firstAndLast(Screen(), [.drag(to: CGSize(width: 200, height: 30), duration: 0.3), .release, .wait(0.6)])
        let gray = pixel(first, 5, 300)
        XCTAssertNotEqual(pixel(first, 195, 400), gray, "the card covers the middle")
        XCTAssertEqual(pixel(last, 195, 400), gray, "gone: the background shows")
    }

    /// A short drag (60 pt < half the 340-pt card) springs back with `.snappy`: the last frame
    /// shows the card where the first did.
    func testProfileCardSpringsBackFromAShortDrag() throws {
        let (first, last, _) = try firstAndLast(ProfileCard(), [.drag(to: CGSize(width: 60, height: 0), duration: 0.3), .release, .wait(1.0)])
        XCTAssertEqual(pixel(last, 195, 300), pixel(first, 195, 300))
        XCTAssertEqual(pixel(last, 30, 300), pixel(first, 30, 300), "the left edge is back")
        let (_, swiped, _) = try firstAndLast(ProfileCard(), [.drag(to: CGSize(width: 200, height: 0), duration: 0.3), .release, .wait(1.0)])
        XCTAssertEqual(pixel(swiped, 195, 300), [255, 255, 255, 255], "a long drag sends it 500 pt away")
    }
}
