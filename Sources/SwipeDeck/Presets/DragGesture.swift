import SwipeUI
import struct SwipeRaster.Point

/// `drag-gesture` — seed 001, "How to: DragGesture in SwiftUI", as the seed writes it: a
/// `GeometryReader { ZStack { CardView(proxy:) } }` whose card is a `Rectangle` with the photo
/// and two bold white lines as an overlay, corner radius 10, at most `width − 28` × 80 % of
/// the height, `.position`ed 30 pt above the centre. Two `@GestureState`s drive it, the
/// translation (x only reaches the offset) and ±2° by the drag's sign, under the seed's
/// `.animation(.interactiveSpring())`: gesture state resets in the release transaction, which
/// that modifier animates, so the card springs back. Because `.offset` and `.rotationEffect`
/// come after `.position` (whose frame is the whole reader), the card turns about the
/// screen's centre.
///
/// Changes to the seed's code, each marked below: the photo and the two lines come from the
/// scene's first card, the spring and the tilt from the parameters, and the card carries its
/// manifest id.
struct DragGestureDeck: View {
    let context: PresetContext
    let animation: Animation
    let tilt: Double

    var body: some View {
        // 1
        GeometryReader { proxy in
            // 2
            ZStack {
                // 3
                DragGestureCardView(proxy: proxy, deck: self)
            }
        }
    }

    static let declaredParameters: [PresetParameter] = [
        .animation("animation", ".interactiveSpring()", "the card's implicit animation"),
        .number("degrees", 2, "rotation while dragging, degrees, signed by the drag direction"),
    ]

    static let definition = PresetDefinition(
        name: "drag-gesture",
        summary: "One photo card: @GestureState x offset and ±2° under .interactiveSpring(), springs back on release",
        seed: "001-drag-gesture-card",
        parameters: declaredParameters,
        requiresCards: true,
        defaultScene: defaultScene(),
        makeView: { context in
            AnyView(
                DragGestureDeck(
                    context: context, animation: try context.parameters.animation("animation"),
                    tilt: try context.parameters.number("degrees", in: -90...90)))
        })
}

/// The seed's `CardView`.
struct DragGestureCardView: View {
    // 1
    let proxy: GeometryProxy
    let deck: DragGestureDeck
    @GestureState var translation: CGSize = .zero
    @GestureState var degrees: Double = 0

    var body: some View {
        let card = deck.context.scene.cards[0]
        let dragGesture = DragGesture()
            .updating($translation) { (value, state, _) in
                state = value.translation
            }
            .updating($degrees) { (value, state, _) in
                // Seed: `state = value.translation.width > 0 ? 2 : -2` (the tilt is a parameter).
                state = value.translation.width > 0 ? deck.tilt : -deck.tilt
            }
        // 3
        Rectangle()
            .overlay(
                GeometryReader { proxy in
                    ZStack {
                        // Seed: `Image("me")` — the first card's photo (or its colours).
                        CardPicture(context: deck.context, index: 0)
                            .clipped()
                        VStack(alignment: .leading) {
                            // Seed: `Text("Gary")` and `Text("iOS Dev")` — the card's title and subtitle.
                            Text(card.title)
                                .foregroundColor(.white)
                                .fontWeight(.bold)
                            Text(card.subtitle)
                                .foregroundColor(.white)
                                .fontWeight(.bold)
                        }
                        .position(
                            x: proxy.frame(in: .local).minX + 75,
                            y: proxy.frame(in: .local).maxY - 50
                        )
                    }
                }
            )
            // 4
            .cornerRadius(10)
            // 5
            .frame(
                maxWidth: proxy.size.width - 28,
                maxHeight: proxy.size.height * 0.8
            )
            // Not in the seed: the card view's manifest id (no drawing effect).
            .accessibilityIdentifier(PresetContext.cardID(0))
            // 6
            .position(
                x: proxy.frame(in: .global).midX,
                y: proxy.frame(in: .local).midY - 30
            )
            .offset(x: translation.width, y: 0)
            .rotationEffect(.degrees(degrees))
            .gesture(dragGesture)
            // Seed: `.animation(.interactiveSpring())` (the spring is a parameter).
            .animation(deck.animation)
    }
}

extension DragGestureDeck {
    static func defaultScene() -> Scene {
        Scene(
            preset: "drag-gesture", semantics: .ios17, canvas: .iPhone(background: .color(.white)),
            fps: 60, touchRate: 120, reduceMotion: false, layoutDirection: .ltr,
            parameters: .object(declaredParameters.map { ($0.name, $0.defaultValue) }),
            cards: [Scene.Card(title: "Gary", subtitle: "iOS Dev", colors: [.black], symbol: nil, image: .builtin("alps"))],
            fonts: Scene.Fonts(regular: nil, bold: nil),
            script: [
                .drag(translation: Point(120, 30), duration: 0.6, easing: .easeInOut, from: nil),
                .wait(0.2),
                .release,
                .wait(0.6),
                .drag(translation: Point(-140, -20), duration: 0.5, easing: .easeOut, from: nil),
                .release,
                .wait(0.6),
                .fling(translation: Point(160, 0), duration: 0.25, velocity: Point(1000, 0), from: nil),
                .wait(0.7),
            ],
            duration: nil, settleTime: 0, baseDirectory: ".")
    }
}
