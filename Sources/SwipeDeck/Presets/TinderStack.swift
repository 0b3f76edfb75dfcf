import SwipeMotion
import SwipeRaster

/// `tinder-stack` — seed 003, "How to Build Tinder-Style Swipe Cards in SwiftUI".
///
/// Up to three 320 × 480 profile cards (corner 24, colour 85 %→100 % gradient, shadow black
/// 12 % radius 12 y 6); a card `depth` behind the top is `.scaleEffect(1 − 0.035·depth)
/// .offset(y: −12·depth)`. The top card is `.rotationEffect(offset.width / 18°).offset(offset)`
/// (turned about its own centre, then moved) with LIKE/NOPE stamps at |width|/80 opacity.
/// Drag changes follow through `.interactiveSpring(response: 0.25, dampingFraction: 0.72)`;
/// release springs with `.spring(response: 0.42, dampingFraction: 0.74)` to ±620 past ±120,
/// else back to zero; the Pass/Like buttons fly the card out the same way.
///
/// Where this differs from the seed's literal code (FACTS.md §7): the literal `onChange`
/// removes the card the instant its offset is set to ±620 (so it never visibly flies), and
/// the buttons then remove a second card 0.45 s later. The preset shows what the author
/// describes: the card flies out, and 0.45 s after the release or tap it is removed inside the
/// same spring, so the cards behind grow into place. Likewise the card's
/// `.animation(.interactiveSpring…, value: offset)` would, literally, also take over the
/// release; the preset keeps it for drag changes and releases with the spring the author wrote.
///
/// Removals by the buttons: the literal `asyncAfter(0.45) { removeTop() }` changes state without
/// an animation, so the cards behind would jump to their new depth. The preset removes inside
/// `withAnimation(releaseAnimation)` for the buttons as for a swipe, so the cards behind animate
/// to their new depth (scale 1 − 0.035·depth, offset −12·depth) with the release spring: the
/// seed removes only in reaction to the fly-out it animates with that spring, and the author
/// describes the stack as moving up, not jumping. The `if profiles.isEmpty { ContentUnavailableView
/// }` branch appears in that same transaction, as soon as the last profile is removed, with its
/// default `.opacity` insertion transition (it fades in while the last card leaves).
final class TinderStackPreset: DeckPreset {
    static let declaredParameters: [PresetParameter] = [
        .number("threshold", 120, "drag width in points past which a release swipes"),
        .number("flyOutDistance", 620, "horizontal offset a swiped card flies to, points"),
        .animation("dragAnimation", ".interactiveSpring(response: 0.25, dampingFraction: 0.72)", "follows every drag change"),
        .animation("releaseAnimation", ".spring(response: 0.42, dampingFraction: 0.74)", "release, fly-out and button animation"),
        .number("removalDelay", 0.45, "seconds from a swipe to the card's removal"),
        .number("rotationDivisor", 18, "rotation in degrees is offset.width / this"),
        .number("stampDistance", 80, "drag width at which a stamp is fully opaque, points"),
    ]

    static let definition = PresetDefinition(
        name: "tinder-stack",
        summary: "Three-card profile stack with LIKE/NOPE stamps, interactive-spring drag, spring fly-out, Pass/Like buttons",
        seed: "003-tinder-stack-view",
        parameters: declaredParameters,
        requiresCards: false,
        defaultScene: defaultScene(),
        body: .runtime { try TinderStackPreset(scene: $0) })

    let scene: Scene
    let semantics: AnimationSemantics
    let threshold, flyOut, removalDelay, rotationDivisor, stampDistance: Double
    let dragAnimation, releaseAnimation: Animation
    let stackCenter: Point
    let buttonCenters: (pass: Point, like: Point)
    let cardSize = (width: 320.0, height: 480.0)

    private var profiles: [Int]
    private var topOffset = Point.zero
    private var pendingRemovals = 0

    var buttons: [String] { ["pass", "like"] }
    var defaultTouchPoint: Point { stackCenter }

    init(scene: Scene) throws {
        self.scene = scene
        let parameters = try PresetParameters(scene, declared: Self.declaredParameters)
        semantics = parameters.semantics
        threshold = try parameters.number("threshold", in: 1...2000)
        flyOut = try parameters.number("flyOutDistance", in: 1...5000)
        removalDelay = try parameters.number("removalDelay", in: 0...10)
        rotationDivisor = try parameters.number("rotationDivisor", in: 0.1...10000)
        stampDistance = try parameters.number("stampDistance", in: 1...2000)
        dragAnimation = try parameters.animation("dragAnimation")
        releaseAnimation = try parameters.animation("releaseAnimation")
        profiles = Array(scene.cards.indices)
        // VStack(spacing: 36) { ZStack.frame(height: 520); buttons (64) }.padding(), centred in the safe area.
        let canvas = scene.canvas
        let safeTop = canvas.safeArea.top, safeHeight = canvas.height - canvas.safeArea.top - canvas.safeArea.bottom
        let contentTop = safeTop + max(0, (safeHeight - 620) / 2)
        stackCenter = Point(canvas.width / 2, contentTop + 260)
        let buttonY = contentTop + 520 + 36 + 32
        buttonCenters = (Point(canvas.width / 2 - 54, buttonY), Point(canvas.width / 2 + 54, buttonY))
    }

    // MARK: Events

    func dragChanged(_ value: DragValue, deck: DeckRuntime) {
        guard !profiles.isEmpty else { return }
        deck.update { topOffset = Point(value.translation.x, value.translation.y) }
    }

    func dragEnded(_ value: DragValue, deck: DeckRuntime) {
        guard !profiles.isEmpty else { return }
        let translation = value.translation
        var swiped = false
        deck.withAnimation(releaseAnimation) {
            if translation.x > threshold {
                topOffset = Point(flyOut, translation.y)
                swiped = true
            } else if translation.x < -threshold {
                topOffset = Point(-flyOut, translation.y)
                swiped = true
            } else {
                topOffset = .zero
            }
        }
        if swiped { scheduleRemoval(deck) }
    }

    func tap(_ button: String, deck: DeckRuntime) {
        guard !profiles.isEmpty, pendingRemovals == 0 else { return }
        deck.withAnimation(releaseAnimation) { topOffset = Point(button == "like" ? flyOut : -flyOut, 0) }
        scheduleRemoval(deck)
    }

    private func scheduleRemoval(_ deck: DeckRuntime) {
        pendingRemovals += 1
        deck.asyncAfter(removalDelay) { [self] deck in
            pendingRemovals -= 1
            guard !profiles.isEmpty else { return }
            deck.withAnimation(releaseAnimation) {
                profiles.removeFirst()
                topOffset = .zero
            }
        }
    }

    // MARK: View model

    func viewModel() -> ViewModel {
        let visible = Array(profiles.prefix(3).reversed())
        let implicit = ImplicitAnimation(dragAnimation, watching: .vector(topOffset), overridesExplicit: false)
        var elements: [ElementModel] = visible.enumerated().map { index, profile in
            let isTop = index == visible.count - 1
            let depth = Double(visible.count - 1 - index)
            let offset = isTop ? topOffset : .zero
            return ElementModel(id: "card-\(profile)", zIndex: Double(index), attributes: [
                AttributeModel("offset", .vector(offset), implicitAnimation: implicit),
                AttributeModel("rotation", .scalar(offset.x / rotationDivisor), animatableScale: AttributeModel.degreesScale,
                               implicitAnimation: implicit),
                AttributeModel("likeOpacity", .scalar(max(0, min(1, offset.x / stampDistance))), implicitAnimation: implicit),
                AttributeModel("nopeOpacity", .scalar(max(0, min(1, -offset.x / stampDistance))), implicitAnimation: implicit),
                AttributeModel("scale", .scalar(1 - depth * 0.035)),
                AttributeModel("depthOffset", .scalar(-depth * 12)),
            ])
        }
        if profiles.isEmpty {
            elements.append(ElementModel(id: "empty-state", zIndex: -1, attributes: [AttributeModel("opacity", .scalar(1))]))
        }
        elements.append(ElementModel(id: "buttons", zIndex: 10, attributes: [
            AttributeModel("opacity", .scalar(profiles.isEmpty ? 0 : 1)),
        ]))
        return ViewModel(elements: elements)
    }

    // MARK: Drawing

    func display(_ elements: [ElementSnapshot], time: Double) -> FrameDisplay {
        var items: [DisplayItem] = []
        var cards: [CardPlacement] = []
        for element in elements where element.id.hasPrefix("card-") {
            guard let index = Int(element.id.dropFirst(5)), scene.cards.indices.contains(index) else { continue }
            let offset = element.vector("offset"), rotation = element.scalar("rotation")
            let scale = element.scalar("scale", default: 1), depthOffset = element.scalar("depthOffset")
            // SwipeCardView: .rotationEffect(θ).offset(d); then .scaleEffect(s).offset(y: −12·depth):
            // p ↦ C + (0, depthOffset) + s·(R(θ)·(p − c) + d).
            let transform = Transform.translation(x: -cardSize.width / 2, y: -cardSize.height / 2)
                .concatenating(.rotation(degrees: rotation))
                .concatenating(.translation(x: offset.x, y: offset.y))
                .concatenating(.scale(scale))
                .concatenating(.translation(x: stackCenter.x, y: stackCenter.y + depthOffset))
            let opacity = element.scalar("opacity", default: 1)
            cards.append(CardPlacement(id: element.id, transform: transform, width: cardSize.width, height: cardSize.height,
                                       opacity: opacity, zOrder: cards.count, values: element.values))
            items.append(.group(DisplayGroup(transform: transform, opacity: opacity,
                                             items: cardContent(scene.cards[index], like: element.scalar("likeOpacity"),
                                                                nope: element.scalar("nopeOpacity")))))
        }
        if let empty = elements.first(where: { $0.id == "empty-state" }) {
            items.insert(.group(DisplayGroup(opacity: empty.scalar("opacity", default: 1), items:
                EmptyState.items(title: "All caught up", message: "No more profiles for now.", symbol: "heart.slash",
                                 center: stackCenter))), at: 0)
        }
        let buttonOpacity = elements.first { $0.id == "buttons" }?.scalar("opacity", default: 1) ?? 1
        if buttonOpacity > 0 {
            items.append(.group(DisplayGroup(opacity: buttonOpacity, items:
                CircleButton.items(symbol: "xmark", tint: SceneColor.named("red")!, center: buttonCenters.pass)
                + CircleButton.items(symbol: "heart.fill", tint: SceneColor.named("green")!, center: buttonCenters.like))))
        }
        return FrameDisplay(items: items, cards: cards)
    }

    private func cardContent(_ card: Scene.Card, like: Double, nope: Double) -> [DisplayItem] {
        let rect = Rect(x: 0, y: 0, width: cardSize.width, height: cardSize.height)
        let color = card.colors[0]
        // Under a photo the gradient is left out: two anti-aliased layers on one edge would let
        // the gradient show through as a thin rim; the shadow is drawn either way.
        var items: [DisplayItem] = [
            .shape(ShapeItem(.roundedRect(rect, cornerRadius: 24, continuous: semantics == .ios17),
                             fill: card.image != nil ? nil : .linearGradient(card.colors.count > 1 ? card.colors : [color.opacity(0.85), color],
                                                                             start: Point(0, 0), end: Point(1, 1)),
                             shadow: Shadow(color: SceneColor.black.opacity(0.12), radius: 12, x: 0, y: 6))),
        ]
        if let image = card.image {
            items.append(.group(DisplayGroup(clip: .roundedRect(rect, cornerRadius: 24, continuous: semantics == .ios17),
                                             items: [.image(ImageItem(source: image, rect: rect)),
                                                     .shape(ShapeItem(.rect(Rect(x: 0, y: rect.height * 0.55, width: rect.width, height: rect.height * 0.45)),
                                                                      fill: .linearGradient([SceneColor.black.opacity(0), SceneColor.black.opacity(0.45)],
                                                                                            start: Point(0.5, 0), end: Point(0.5, 1))))])))
        }
        // VStack(alignment: .leading, spacing: 6) { Spacer(); name (title, bold); tagline (subheadline, 88 %) }.padding(22)
        items.append(.text(TextItem(string: card.subtitle, size: 15, weight: .regular, color: SceneColor.white.opacity(0.88),
                                    origin: Point(22, rect.height - 22 - 4), alignment: .leading, maxWidth: rect.width - 44)))
        items.append(.text(TextItem(string: card.title, size: 28, weight: .bold, color: .white,
                                    origin: Point(22, rect.height - 22 - 18 - 6 - 8), alignment: .leading, maxWidth: rect.width - 44)))
        items += Stamp.items(text: "LIKE", color: SceneColor.named("green")!, degrees: -18, opacity: like,
                             topLeading: Point(20, 20), alignTrailing: false, cardWidth: rect.width)
        items += Stamp.items(text: "NOPE", color: SceneColor.named("red")!, degrees: 18, opacity: nope,
                             topLeading: Point(20, 20), alignTrailing: true, cardWidth: rect.width)
        return items
    }

    // MARK: Default scene

    static func defaultScene() -> Scene {
        let people: [(String, String, String, String)] = [
            ("Alex, 28", "Coffee enthusiast & trail runner", "indigo", "alps"),
            ("Jordan, 25", "Chef by day, jazz fan by night", "purple", "sunset"),
            ("Morgan, 30", "Architect who loves to travel", "teal", "coast"),
            ("Casey, 27", "Dog mum & yoga instructor", "pink", "forest"),
            ("Riley, 26", "Photographer chasing golden hour", "orange", "dunes"),
        ]
        return Scene(
            preset: "tinder-stack", semantics: .ios17, canvas: .iPhone(background: .color(.white)),
            fps: 60, touchRate: 120, reduceMotion: false, layoutDirection: .ltr,
            parameters: .object(declaredParameters.map { ($0.name, $0.defaultValue) }),
            cards: people.map { Scene.Card(title: $0.0, subtitle: $0.1, colors: [SceneColor.named($0.2)!], symbol: nil, image: nil) },
            fonts: Scene.Fonts(regular: nil, bold: nil),
            script: [
                .drag(translation: Point(90, 10), duration: 0.45, easing: .easeInOut, from: nil),
                .release,
                .wait(0.7),
                .drag(translation: Point(170, 24), duration: 0.35, easing: .linear, from: nil),
                .release,
                .wait(0.8),
                .drag(translation: Point(-160, -10), duration: 0.3, easing: .linear, from: nil),
                .release,
                .wait(0.8),
                .tap("like"),
                .wait(0.9),
            ],
            duration: nil, settleTime: 0.1, baseDirectory: ".")
    }
}
