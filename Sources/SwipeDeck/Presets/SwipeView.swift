import SwipeMotion
import SwipeRaster

/// `swipe-view` — seed 000, "Card Swipe" tutorial.
///
/// Cards stacked at one spot under the title "Card Swipe" (the last card on top). Dragging a
/// card sets `draggingCard` and `translation` inside `withAnimation` (Animation.default) on
/// every change, so the card follows through the default spring. On release past ±120 pt the
/// card flies to `predictedEndTranslation` when that lies more than 300 pt beyond the finger,
/// else to translation ± 300; otherwise back to zero. 0.3 s later `clearSelected()` removes
/// the dragged card (without animation: it is off screen by then). The bottom card and the
/// dragged card carry `.shadow(radius: 4)`. With no cards left: "No more cards".
final class SwipeViewPreset: DeckPreset {
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
        body: .runtime { try SwipeViewPreset(scene: $0) })

    let scene: Scene
    let semantics: AnimationSemantics
    let threshold, translationEnd, removalDelay, shadowRadius: Double
    let animation: Animation
    let cardRect: Rect
    let titleBaseline: Double

    private var cards: [Int]
    private var translation = Point.zero
    private var draggingCard: Int?

    var defaultTouchPoint: Point { cardRect.center }

    init(scene: Scene) throws {
        self.scene = scene
        let parameters = try PresetParameters(scene, declared: Self.declaredParameters)
        semantics = parameters.semantics
        threshold = try parameters.number("translationThreshold", in: 0...2000)
        translationEnd = try parameters.number("translationEnd", in: 0...5000)
        removalDelay = try parameters.number("removalDelay", in: 0...10)
        shadowRadius = try parameters.number("shadowRadius", in: 0...100)
        animation = try parameters.animation("animation")
        cards = Array(scene.cards.indices)
        // VStack { Text("Card Swipe").font(.largeTitle).bold().padding(); ZStack { CardView().padding() } }
        let top = scene.canvas.safeArea.top, bottom = scene.canvas.height - scene.canvas.safeArea.bottom
        titleBaseline = top + 16 + TextMetrics.baseline(size: 34, lineHeight: 41)
        let cardTop = top + 41 + 32 + 16
        cardRect = Rect(x: 16, y: cardTop, width: scene.canvas.width - 32, height: max(100, bottom - 16 - cardTop))
    }

    // MARK: Events

    func dragChanged(_ value: DragValue, deck: DeckRuntime) {
        guard let card = cards.last else { return }
        deck.withAnimation(animation) {
            if draggingCard != card { draggingCard = card }
            translation = Point(value.translation.x, value.translation.y)
        }
    }

    func dragEnded(_ value: DragValue, deck: DeckRuntime) {
        guard !cards.isEmpty else { return }
        deck.withAnimation(animation) {
            let predictedEndX = value.predictedEndLocation.x, locationX = value.location.x
            if translation.x > threshold {
                translation = predictedEndX > locationX + translationEnd
                    ? Point(value.predictedEndTranslation.x, value.predictedEndTranslation.y)
                    : Point(translation.x + translationEnd, translation.y)
            } else if translation.x < -threshold {
                translation = predictedEndX < locationX - translationEnd
                    ? Point(value.predictedEndTranslation.x, value.predictedEndTranslation.y)
                    : Point(translation.x - translationEnd, translation.y)
            } else {
                draggingCard = nil
                translation = .zero
            }
        }
        deck.asyncAfter(removalDelay) { [self] deck in
            deck.update {
                cards.removeAll { $0 == draggingCard }
                draggingCard = nil
                translation = .zero
            }
        }
    }

    // MARK: View model

    func viewModel() -> ViewModel {
        ViewModel(elements: cards.map { card in
            ElementModel(id: "card-\(card)", attributes: [
                AttributeModel("offset", .vector(card == draggingCard ? translation : .zero)),
                AttributeModel("shadowRadius", .scalar(card == cards.first || card == draggingCard ? shadowRadius : 0)),
            ])
        })
    }

    // MARK: Drawing

    func display(_ elements: [ElementSnapshot], time: Double) -> FrameDisplay {
        var items: [DisplayItem] = [
            .text(TextItem(string: "Card Swipe", size: 34, weight: .bold, color: .black,
                           origin: Point(scene.canvas.width / 2, titleBaseline), alignment: .center, maxWidth: scene.canvas.width - 32)),
        ]
        var placements: [CardPlacement] = []
        for element in elements {
            guard let index = Int(element.id.dropFirst(5)), scene.cards.indices.contains(index) else { continue }
            let offset = element.vector("offset")
            let transform = Transform.translation(x: cardRect.x + offset.x, y: cardRect.y + offset.y)
            placements.append(CardPlacement(id: element.id, transform: transform, width: cardRect.width, height: cardRect.height,
                                            opacity: 1, zOrder: placements.count, values: element.values))
            items.append(.group(DisplayGroup(transform: transform, items: cardContent(scene.cards[index], shadow: element.scalar("shadowRadius")))))
        }
        if elements.isEmpty {
            items.append(.text(TextItem(string: "No more cards", size: 17, weight: .regular, color: .black,
                                        origin: Point(scene.canvas.width / 2, cardRect.midY), alignment: .center, maxWidth: nil)))
        }
        return FrameDisplay(items: items, cards: placements)
    }

    /// VStack(spacing: 0) { photo over systemFill; VStack(.leading) { name (title2 bold); description (subheadline) }
    /// .lineLimit(1).padding() }.background(secondarySystemBackground).cornerRadius(12).
    private func cardContent(_ card: Scene.Card, shadow: Double) -> [DisplayItem] {
        let rect = Rect(x: 0, y: 0, width: cardRect.width, height: cardRect.height)
        let shape = ShapeGeometry.roundedRect(rect, cornerRadius: 12, continuous: semantics == .ios17)
        let textBlock = 16 + 22 * 1.2 + 15 * 1.2 + 16
        let photoRect = Rect(x: 0, y: 0, width: rect.width, height: rect.height - textBlock)
        // The text area on secondarySystemBackground; the photo area is the photo, or systemFill
        // over that background while there is none. Layers never overlap along the clipped
        // edge, so no colour rim shows there.
        let textArea = Rect(x: 0, y: photoRect.maxY, width: rect.width, height: rect.height - photoRect.height)
        var clipped: [DisplayItem] = [.shape(ShapeItem(.rect(textArea), fill: .solid(SceneColor.named("secondarySystemBackground")!)))]
        if let image = card.image {
            clipped.append(.image(ImageItem(source: image, rect: photoRect)))
        } else {
            clipped.append(.shape(ShapeItem(.rect(photoRect), fill: .solid(SceneColor.named("secondarySystemBackground")!))))
            clipped.append(.shape(ShapeItem(.rect(photoRect), fill: .solid(SceneColor.named("systemFill")!))))
        }
        clipped.append(.text(TextItem(string: card.title, size: 22, weight: .bold, color: .black,
                                      origin: Point(16, photoRect.maxY + 16 + TextMetrics.baseline(size: 22, lineHeight: 22 * 1.2)),
                                      alignment: .leading, maxWidth: rect.width - 32)))
        clipped.append(.text(TextItem(string: card.subtitle, size: 15, weight: .regular, color: .black,
                                      origin: Point(16, photoRect.maxY + 16 + 22 * 1.2 + TextMetrics.baseline(size: 15, lineHeight: 15 * 1.2)),
                                      alignment: .leading, maxWidth: rect.width - 32)))
        var items: [DisplayItem] = []
        if shadow > 0.01 {
            items.append(.shape(ShapeItem(shape, shadow: Shadow(color: SceneColor.black.opacity(0.33), radius: shadow, x: 0, y: 0))))
        }
        items.append(.group(DisplayGroup(clip: shape, items: clipped)))
        return items
    }

    // MARK: Default scene

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
