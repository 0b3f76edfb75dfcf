import SwipeMotion
import SwipeRaster

/// `trip-deck` — seed 002, AppCoda's "Building a Tinder-like UI" (a travel-trip deck).
///
/// Only two card views are live: the top trip and the next, with the next inserted behind
/// (`.identity` insertion) as the top one leaves, looping over the 15 trips. A long press of
/// 0.01 s sequenced before a drag moves the top card: `.offset(translation).scaleEffect(dragging
/// ? 0.95 : 1).rotationEffect(width / 10°)`, all under `.animation(.interpolatingSpring(stiffness:
/// 180, damping: 100), value: translation)` — so every drag change stacks another closed-form
/// spring (they combine). Past ±80 pt a white x.circle / heart.circle (100 pt) shows; releasing
/// there removes the card with `.asymmetric(insertion: .identity, removal: .move(edge:
/// .trailing/.leading).combined(with: .move(edge: .bottom)))`, moving by the view's own size.
/// The bottom bar fades out while dragging under `.animation(.default, value: isDragging)`.
///
/// The long press completes at the first display frame at or after touch-down + 0.01 s; the
/// seed's `case .second(true, let drag): state = .dragging(translation: drag?.translation ??
/// .zero)` then makes `isDragging` true before the finger has moved, and that change is not
/// covered by `.animation(…, value: translation)` (the translation is still zero): the card's
/// scale snaps to 0.95 and the bar starts fading at that frame. The drag itself starts once the
/// finger has moved `DragGesture()`'s default 10 pt.
final class TripDeckPreset: DeckPreset {
    static let declaredParameters: [PresetParameter] = [
        .number("dragThreshold", 80, "drag width in points past which the icon shows and a release removes the card"),
        .animation("cardAnimation", ".interpolatingSpring(stiffness: 180, damping: 100)", "the card's implicit animation"),
        .animation("barAnimation", ".default", "the bottom bar's fade"),
        .number("draggingScale", 0.95, "the top card's scale while dragging"),
        .number("rotationDivisor", 10, "rotation in degrees is translation.width / this"),
        .number("longPressDuration", 0.01, "LongPressGesture(minimumDuration:) before the drag, seconds"),
    ]

    static let trips = [
        ("Yosemite, USA", "alps"), ("Venice, Italy", "coast"), ("Hong Kong", "sunset"), ("Barcelona, Spain", "dunes"),
        ("Braies, Italy", "glacier"), ("Kanangra, Australia", "forest"), ("Mount Currie, Canada", "alps"),
        ("Ohrid, Macedonia", "coast"), ("Oia, Greece", "sunset"), ("Palawan, Philippines", "coast"),
        ("Salerno, Italy", "dunes"), ("Tokyo, Japan", "sunset"), ("West Vancouver, Canada", "forest"),
        ("Singapore", "glacier"), ("Perhentian Islands, Malaysia", "coast"),
    ]

    static let definition = PresetDefinition(
        name: "trip-deck",
        summary: "AppCoda travel deck: two live cards, long-press-then-drag, combining interpolating springs, move-out transitions",
        seed: "002-appcoda-trip-deck",
        parameters: declaredParameters,
        requiresCards: true,
        defaultScene: defaultScene(),
        body: .runtime { try TripDeckPreset(scene: $0) })

    let scene: Scene
    let semantics: AnimationSemantics
    let threshold, draggingScale, rotationDivisor, longPressDuration: Double
    let cardAnimation, barAnimation: Animation
    let cardRect: Rect
    let topBarY, bottomBarY: Double

    private var cardViews: [Int] = [0, 1]
    private var lastIndex = 1
    private var translation = Point.zero
    private var isDragging = false
    private var removalToTrailing = true

    var defaultTouchPoint: Point { cardRect.center }

    init(scene: Scene) throws {
        self.scene = scene
        let parameters = try PresetParameters(scene, declared: Self.declaredParameters)
        semantics = parameters.semantics
        threshold = try parameters.number("dragThreshold", in: 1...2000)
        draggingScale = try parameters.number("draggingScale", in: 0.1...2)
        rotationDivisor = try parameters.number("rotationDivisor", in: 0.1...10000)
        longPressDuration = try parameters.number("longPressDuration", in: 0...10)
        cardAnimation = try parameters.animation("cardAnimation")
        barAnimation = try parameters.animation("barAnimation")
        // VStack { TopBarMenu (icons ≤ 35 pt, .padding()); ZStack { cards }; Spacer(minLength: 20); BottomBarMenu }.
        let canvas = scene.canvas
        let top = canvas.safeArea.top, bottom = canvas.height - canvas.safeArea.bottom
        let topBarHeight = 35 + 32.0, bottomBarHeight = 15 * 1.2 + 30
        topBarY = top + topBarHeight / 2
        bottomBarY = bottom - bottomBarHeight / 2
        let cardTop = top + topBarHeight + 8
        cardRect = Rect(x: 15, y: cardTop, width: canvas.width - 30, height: max(60, bottom - bottomBarHeight - 20 - 8 - cardTop))
        if scene.cards.count == 1 { cardViews = [0] }
    }

    private func trip(_ sequence: Int) -> Scene.Card { scene.cards[sequence % scene.cards.count] }

    // MARK: Events

    var longPressMinimumDuration: Double? { longPressDuration }

    /// `.second(true, nil)`: dragging with a zero translation.
    func longPressCompleted(deck: DeckRuntime) {
        deck.update { isDragging = true }
    }

    /// The @GestureState drag state resets; `onEnded`'s `guard case .second(true, let drag?)` fails.
    func pressEndedWithoutDrag(deck: DeckRuntime) {
        deck.update {
            translation = .zero
            isDragging = false
        }
    }

    func dragChanged(_ value: DragValue, deck: DeckRuntime) {
        if value.translation.x < -threshold { removalToTrailing = false }
        if value.translation.x > threshold { removalToTrailing = true }
        deck.update {
            translation = Point(value.translation.x, value.translation.y)
            isDragging = true
        }
    }

    func dragEnded(_ value: DragValue, deck: DeckRuntime) {
        deck.update {
            if abs(value.translation.x) > threshold { moveCard() }
            // The @GestureState drag state resets as the gesture ends.
            translation = .zero
            isDragging = false
        }
    }

    private func moveCard() {
        cardViews.removeFirst()
        lastIndex += 1
        cardViews.append(lastIndex)
    }

    // MARK: View model

    func viewModel() -> ViewModel {
        let implicit = ImplicitAnimation(cardAnimation, watching: .vector(translation))
        let exit = Point(removalToTrailing ? scene.canvas.width : -scene.canvas.width, cardRect.height + 28)
        var elements = cardViews.enumerated().map { position, sequence -> ElementModel in
            let isTop = position == 0
            return ElementModel(
                id: "card-\(sequence)", zIndex: isTop ? 1 : 0,
                attributes: [
                    AttributeModel("offset", .vector(isTop ? translation : .zero), implicitAnimation: implicit),
                    AttributeModel("scale", .scalar(isDragging && isTop ? draggingScale : 1), implicitAnimation: implicit),
                    AttributeModel("rotation", .scalar(isTop ? translation.x / rotationDivisor : 0),
                                   animatableScale: AttributeModel.degreesScale, implicitAnimation: implicit),
                    AttributeModel("xmarkOpacity", .scalar(translation.x < -threshold && isTop ? 1 : 0), implicitAnimation: implicit),
                    AttributeModel("heartOpacity", .scalar(translation.x > threshold && isTop ? 1 : 0), implicitAnimation: implicit),
                    AttributeModel("transitionOffset", .vector(.zero)),
                ],
                insertion: .identity, removal: .move(by: exit, attribute: "transitionOffset"),
                transitionAnimation: cardAnimation)
        }
        elements.append(ElementModel(id: "bottom-bar", zIndex: 2, attributes: [
            AttributeModel("opacity", .scalar(isDragging ? 0 : 1), implicitAnimation: ImplicitAnimation(barAnimation, watching: .scalar(isDragging ? 1 : 0))),
        ]))
        return ViewModel(elements: elements)
    }

    // MARK: Drawing

    func display(_ elements: [ElementSnapshot], time: Double) -> FrameDisplay {
        var items = topBar()
        var cards: [CardPlacement] = []
        for element in elements where element.id.hasPrefix("card-") {
            guard let sequence = Int(element.id.dropFirst(5)) else { continue }
            let offset = element.vector("offset"), scale = element.scalar("scale", default: 1)
            let rotation = element.scalar("rotation"), moved = element.vector("transitionOffset")
            // .offset(d).scaleEffect(s).rotationEffect(θ), then the transition's move:
            // p ↦ C + R(θ)·s·((p − c) + d) + m.
            let transform = Transform.translation(x: -cardRect.width / 2 + offset.x, y: -cardRect.height / 2 + offset.y)
                .concatenating(.scale(scale))
                .concatenating(.rotation(degrees: rotation))
                .concatenating(.translation(x: cardRect.midX + moved.x, y: cardRect.midY + moved.y))
            cards.append(CardPlacement(id: element.id, transform: transform, width: cardRect.width, height: cardRect.height,
                                       opacity: 1, zOrder: cards.count, values: element.values))
            items.append(.group(DisplayGroup(transform: transform, items: cardContent(trip(sequence),
                xmark: element.scalar("xmarkOpacity"), heart: element.scalar("heartOpacity")))))
        }
        let barOpacity = elements.first { $0.id == "bottom-bar" }?.scalar("opacity", default: 1) ?? 1
        if barOpacity > 0 { items.append(.group(DisplayGroup(opacity: barOpacity, items: bottomBar()))) }
        return FrameDisplay(items: items, cards: cards)
    }

    private func cardContent(_ trip: Scene.Card, xmark: Double, heart: Double) -> [DisplayItem] {
        let rect = Rect(x: 0, y: 0, width: cardRect.width, height: cardRect.height)
        let shape = ShapeGeometry.roundedRect(rect, cornerRadius: 10, continuous: false)
        // The trip's photo, or its colours when it has none (never both: two anti-aliased layers
        // on one clipped edge would show the colour as a rim).
        let photo: [DisplayItem] = trip.image.map { [.image(ImageItem(source: $0, rect: rect))] }
            ?? [.shape(ShapeItem(.rect(rect), fill: .linearGradient(trip.colors.count > 1 ? trip.colors : [trip.colors[0], trip.colors[0]],
                                                                   start: Point(0, 0), end: Point(1, 1))))]
        var items: [DisplayItem] = [.group(DisplayGroup(clip: shape, items: photo))]
        // Title badge: headline bold, .padding(.horizontal, 30).padding(.vertical, 10), white, corner 5, 20 pt from the bottom.
        let textWidth = min(TextMetrics.width(trip.title, size: 17, bold: true), rect.width - 100)
        let badge = Rect(x: rect.width / 2 - textWidth / 2 - 30, y: rect.height - 20 - 17 * 1.2 - 20, width: textWidth + 60, height: 17 * 1.2 + 20)
        items.append(.shape(ShapeItem(.roundedRect(badge, cornerRadius: 5, continuous: false), fill: .solid(.white))))
        items.append(.text(TextItem(string: trip.title, size: 17, weight: .bold, color: .black,
                                    origin: Point(rect.width / 2, badge.y + 10 + TextMetrics.baseline(size: 17, lineHeight: 17 * 1.2)),
                                    alignment: .center, maxWidth: rect.width - 100)))
        // Image(systemName:).font(.system(size: 100)).
        if xmark > 0 {
            items.append(.group(DisplayGroup(opacity: xmark, items: [
                .icon(IconItem(name: "x.circle", center: rect.center, pointSize: 100, color: .white))])))
        }
        if heart > 0 {
            items.append(.group(DisplayGroup(opacity: heart, items: [
                .icon(IconItem(name: "heart.circle", center: rect.center, pointSize: 100, color: .white))])))
        }
        return items
    }

    private func topBar() -> [DisplayItem] {
        let width = scene.canvas.width
        return [
            // .font(.system(size: 30)), .font(.system(size: 35)), .font(.system(size: 30)), padded 16.
            .icon(IconItem(name: "line.horizontal.3", center: Point(16 + SymbolMetrics.boxSide(pointSize: 30) / 2, topBarY),
                           pointSize: 30, color: .black)),
            .icon(IconItem(name: "mappin.and.ellipse", center: Point(width / 2, topBarY), pointSize: 35, color: .black)),
            .icon(IconItem(name: "heart.circle.fill", center: Point(width - 16 - SymbolMetrics.boxSide(pointSize: 30) / 2, topBarY),
                           pointSize: 30, color: .black)),
        ]
    }

    /// HStack { xmark; "BOOK IT NOW" (subheadline bold, white on black, corner 10, padding 35 × 15), padded 20; heart }.
    private func bottomBar() -> [DisplayItem] {
        let label = "BOOK IT NOW"
        let buttonWidth = TextMetrics.width(label, size: 15, bold: true) + 70, buttonHeight = 15 * 1.2 + 30
        let total = 30 + 8 + 20 + buttonWidth + 20 + 8 + 30
        let left = scene.canvas.width / 2 - total / 2
        let button = Rect(x: left + 30 + 8 + 20, y: bottomBarY - buttonHeight / 2, width: buttonWidth, height: buttonHeight)
        return [
            .icon(IconItem(name: "xmark", center: Point(left + 15, bottomBarY), pointSize: 30, color: .black)),
            .shape(ShapeItem(.roundedRect(button, cornerRadius: 10, continuous: false), fill: .solid(.black))),
            .text(TextItem(string: label, size: 15, weight: .bold, color: .white,
                           origin: Point(button.midX, bottomBarY + 15 * 0.36), alignment: .center, maxWidth: nil)),
            .icon(IconItem(name: "heart", center: Point(button.maxX + 20 + 8 + 15, bottomBarY), pointSize: 30, color: .black)),
        ]
    }

    // MARK: Default scene

    static func defaultScene() -> Scene {
        Scene(
            preset: "trip-deck", semantics: .ios17, canvas: .iPhone(background: .color(.white)),
            fps: 60, touchRate: 120, reduceMotion: false, layoutDirection: .ltr,
            parameters: .object(declaredParameters.map { ($0.name, $0.defaultValue) }),
            cards: trips.enumerated().map { index, trip in
                let palette = ["indigo", "teal", "orange", "pink", "blue", "green", "purple", "cyan", "red", "mint", "yellow", "brown", "indigo", "teal", "orange"]
                return Scene.Card(title: trip.0, subtitle: "", colors: [SceneColor.named(palette[index])!], symbol: nil, image: .builtin(trip.1))
            },
            fonts: Scene.Fonts(regular: nil, bold: nil),
            script: [
                .drag(translation: Point(60, 20), duration: 0.5, easing: .easeInOut, from: nil),
                .release,
                .wait(1.0),
                .drag(translation: Point(140, 40), duration: 0.4, easing: .easeOut, from: nil),
                .release,
                .wait(1.2),
                .drag(translation: Point(-130, 30), duration: 0.35, easing: .easeOut, from: nil),
                .release,
                .wait(1.4),
            ],
            duration: nil, settleTime: 0, baseDirectory: ".")
    }
}
