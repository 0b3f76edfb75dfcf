import SwipeUI
import struct SwipeRaster.Point

/// `swipe-view` — seed 000, "Card Swipe" tutorial: its final `SwipeView` and `CardView`, as
/// the seed writes them. Cards stacked at one spot under the title (the last card on top);
/// dragging sets `draggingCard` and `translation` inside `withAnimation` (Animation.default);
/// on release past ±120 pt the card flies to `predictedEndTranslation` when that lies more
/// than 300 pt beyond the finger, else to translation ± 300; otherwise back to zero. 0.3 s
/// later `clearSelected()` removes it. The bottom card and the dragged card carry
/// `.shadow(radius: 4)`. With no cards left: "No more cards".
///
/// Changes to the seed's code, each marked below: the cards come from the scene, the
/// thresholds, animation, delay and shadow radius are parameters, and each card carries its
/// manifest id.
struct SwipeView: View {
    /// The seed's `Card`: here a scene card and its index (its id).
    struct Card: Identifiable, Equatable {
        let id: Int
        let card: Scene.Card
    }

    let context: PresetContext
    // Seed: `extension CGFloat { static let translationThresholdRight: CGFloat = 120 … translationEnd = 300 }`.
    let translationThreshold: CGFloat
    let translationEnd: CGFloat
    let animation: Animation
    let removalDelay: Double
    let shadowRadius: CGFloat

    @State private var cards: [Card]
    @State private var translation = CGSize.zero
    @State private var draggingCard: Card?

    init(context: PresetContext) throws {
        self.context = context
        let parameters = context.parameters
        translationThreshold = try parameters.number("translationThreshold", in: 0...2000)
        translationEnd = try parameters.number("translationEnd", in: 0...5000)
        animation = try parameters.animation("animation")
        removalDelay = try parameters.number("removalDelay", in: 0...10)
        shadowRadius = try parameters.number("shadowRadius", in: 0...100)
        _cards = .init(initialValue: context.scene.cards.enumerated().map { Card(id: $0, card: $1) })
    }

    var body: some View {
        VStack {
            Text("Card Swipe")
                .font(.largeTitle)
                .bold()
                .padding()
            if cards.isEmpty {
                Spacer()
                Text("No more cards")
                Spacer()
            } else {
                ZStack {
                    ForEach(cards) { card in
                        SwipeCardView(context: context, card: card)
                            .offset(card == draggingCard ? translation : .zero)
                            .shadow(radius: card == cards.first || card == draggingCard ? shadowRadius : 0)
                            .gesture(dragGesture(for: card))
                    }
                }
            }
        }
    }

    func dragGesture(for card: Card) -> some Gesture {
        DragGesture()
            .onChanged { value in
                // Seed: `withAnimation {` (Animation.default; the animation is a parameter).
                withAnimation(animation) {
                    if draggingCard != card {
                        draggingCard = card
                    }
                    translation = value.translation
                }
            }
            .onEnded { value in
                withAnimation(animation) {
                    if translation.width > translationThreshold {
                        if value.predictedEndLocation.x > value.location.x + translationEnd {
                            translation = value.predictedEndTranslation
                        } else {
                            translation = CGSize(width: translation.width + translationEnd, height: translation.height)
                        }
                    } else if translation.width < -translationThreshold {
                        if value.predictedEndLocation.x < value.location.x - translationEnd {
                            translation = value.predictedEndTranslation
                        } else {
                            translation = CGSize(width: translation.width - translationEnd, height: translation.height)
                        }
                    } else {
                        draggingCard = nil
                        translation = .zero
                    }
                }
                // Seed: `.now() + 0.3` (the delay is a parameter).
                DispatchQueue.main.asyncAfter(deadline: .now() + removalDelay) {
                    clearSelected()
                }
            }
    }

    private func clearSelected() {
        cards.removeAll { $0 == draggingCard }
        draggingCard = nil
        translation = .zero
    }
}

/// The seed's `CardView`.
struct SwipeCardView: View {
    let context: PresetContext
    let card: SwipeView.Card

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color(.systemFill)
                .overlay {
                    // Seed: `AsyncImage(url: card.imageURL) { image in image.resizable().aspectRatio(contentMode: .fill) }
                    // placeholder: { ProgressView() }` — the card's photo, at once.
                    if let name = context.imageName(ofCard: card.id) {
                        Image(name).resizable().aspectRatio(contentMode: .fill)
                    }
                }
            VStack(alignment: .leading) {
                Text(card.card.title)
                    .font(.title2)
                    .bold()
                Text(card.card.subtitle)
                    .font(.subheadline)
            }
            .lineLimit(1)
            .padding()
        }
        .background(Color(.secondarySystemBackground))
        .cornerRadius(12)
        // Not in the seed: the card's manifest id (no drawing effect).
        .accessibilityIdentifier(PresetContext.cardID(card.id))
        .padding()
    }
}

extension SwipeView {
    static let declaredParameters: [PresetParameter] = [
        .number("translationThreshold", 120, "drag width in points past which a release swipes"),
        .number("translationEnd", 300, "how far past the finger a swiped card goes, points"),
        .animation("animation", ".default", "the withAnimation of every change"),
        .number("removalDelay", 0.3, "seconds from release to clearSelected()"),
        .number("shadowRadius", 4, "shadow radius of the bottom and dragged cards"),
    ]

    static let definition = PresetDefinition(
        name: "swipe-view",
        summary: "Tutorial stack: withAnimation(.default) drag, predicted-end fling past ±120 pt, removal after 0.3 s",
        seed: "000-swipe-view-tutorial",
        parameters: declaredParameters,
        requiresCards: false,
        defaultScene: defaultScene(),
        makeView: { AnyView(try SwipeView(context: $0)) })

    static func defaultScene() -> Scene {
        let places: [(String, String, String)] = [
            ("Glacier Point", "Granite domes above the valley", "glacier"),
            ("Dune Camp", "A night under desert stars", "dunes"),
            ("Harbour Walk", "Fish tacos and a sea breeze", "coast"),
            ("Pine Trail", "Twelve miles of shade", "forest"),
            ("Summit Ridge", "Sunrise from the top", "alps"),
        ]
        return Scene(
            preset: "swipe-view", semantics: .ios17, canvas: .iPhone(background: .color(.white)),
            fps: 60, touchRate: 120, reduceMotion: false, layoutDirection: .ltr,
            parameters: .object(declaredParameters.map { ($0.name, $0.defaultValue) }),
            cards: places.map { Scene.Card(title: $0.0, subtitle: $0.1, colors: [SceneColor.named("gray")!], symbol: nil, image: .builtin($0.2)) },
            fonts: Scene.Fonts(regular: nil, bold: nil),
            script: [
                .drag(translation: Point(80, 30), duration: 0.5, easing: .easeInOut, from: nil),
                .release,
                .wait(0.8),
                .drag(translation: Point(150, 20), duration: 0.4, easing: .easeOut, from: nil),
                .release,
                .wait(0.7),
                .fling(translation: Point(-200, 10), duration: 0.25, velocity: Point(-1500, 0), from: nil),
                .wait(0.8),
            ],
            duration: nil, settleTime: 0, baseDirectory: ".")
    }
}
