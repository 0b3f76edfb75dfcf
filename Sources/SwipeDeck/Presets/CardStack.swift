import SwipeMotion
import SwipeRaster

/// `card-stack` — seed 004, "Swipeable Card Stack" (SwiftUI Blocks, iOS 18).
///
/// A looping deck of travel cards on an indigo→pink background under "Where next?", with
/// passed/liked counters. What moves, as the seed writes it:
/// - each visible position (top − 1 … top + 3) is `card.scaleEffect(1 − 0.06·depth)
///   .offset(…).rotationEffect(…).opacity(…).zIndex(−position)`, so rotation swings the card
///   about its un-offset centre (FACTS.md §5);
/// - depth = max(position − top − dragProgress, 0) eases the cards behind forward as the drag
///   grows (dragProgress = min(|drag.width| / (0.35·width), 1));
/// - the drag is set directly in `onChanged` (no animation, velocity-tracked);
/// - on release the decision uses the predicted end: |predictedEnd| ≥ 0.35·width swipes with
///   `.snappy(duration: 0.4)` (top += 1, drag = 0); otherwise the `@GestureState` reset fires
///   `onChange` and `.spring(duration: 0.4, bounce: 0.3)` brings the drag back;
/// - a swiped card sits at ±1.5·width, rotated ±18°, at opacity 0: it flies off while fading;
/// - Reduce Motion: no offset or rotation, `.easeInOut(duration: 0.2)` for both animations;
/// - right-to-left layouts mirror the screen; gestures stay in screen terms.
final class CardStackPreset: DeckPreset {
    static let declaredParameters: [PresetParameter] = [
        .number("threshold", 0.35, "fraction of the card width the predicted end must pass to swipe"),
        .animation("swipeAnimation", ".snappy(duration: 0.4)", "animation of a swipe"),
        .animation("cancelAnimation", ".spring(duration: 0.4, bounce: 0.3)", "animation back to the centre"),
        .animation("reduceMotionAnimation", ".easeInOut(duration: 0.2)", "both animations under Reduce Motion"),
        .number("minimumDistance", 8, "drag distance in points before the gesture starts"),
        PresetParameter("loops", .bool(true), "start again after the last card"),
    ]

    static let definition = PresetDefinition(
        name: "card-stack",
        summary: "Looping travel deck: predicted-end decision, snappy swipe, bouncy cancel, depth easing, Reduce Motion, RTL",
        seed: "004-swipeable-card-stack",
        parameters: declaredParameters,
        requiresCards: true,
        defaultScene: defaultScene(),
        body: .runtime { try CardStackPreset(scene: $0) })

    let scene: Scene
    let semantics: AnimationSemantics
    let threshold: Double
    let swipeAnimation: Animation
    let cancelAnimation: Animation
    let loops: Bool
    let minimumDragDistance: Double
    let layout: Layout

    // State, as the seed's @State properties.
    private var top = 0
    private var drag = Point.zero
    private var lastDirection = 1.0
    private var liked = 0
    private var passed = 0

    var defaultTouchPoint: Point { layout.cardRect.center }

    init(scene: Scene) throws {
        self.scene = scene
        let parameters = try PresetParameters(scene, declared: Self.declaredParameters)
        semantics = parameters.semantics
        threshold = try parameters.number("threshold", in: 0.01...1)
        let reduced = try parameters.animation("reduceMotionAnimation")
        swipeAnimation = scene.reduceMotion ? reduced : try parameters.animation("swipeAnimation")
        cancelAnimation = scene.reduceMotion ? reduced : try parameters.animation("cancelAnimation")
        minimumDragDistance = try parameters.number("minimumDistance", in: 0...200)
        loops = try parameters.flag("loops")
        layout = Layout(canvas: scene.canvas)
    }

    /// The screen's geometry in points: a VStack(spacing: 28) of title, stack and counters,
    /// padded 24 vertically and centred in the safe area.
    struct Layout {
        var cardRect: Rect
        var titleBaseline: Point
        var countersCenter: Point

        init(canvas: Scene.Canvas) {
            let safeTop = canvas.safeArea.top, safeBottom = canvas.height - canvas.safeArea.bottom
            let titleHeight = 41.0, countersHeight = 25.0
            let fixed = 24 + titleHeight + 28 + 32 + 28 + countersHeight + 24
            let stackHeight = min(500, max(100, safeBottom - safeTop - fixed))
            let contentTop = safeTop + max(0, (safeBottom - safeTop - fixed - stackHeight) / 2)
            let titleTop = contentTop + 24
            titleBaseline = Point(canvas.width / 2, titleTop + TextMetrics.baseline(size: 34, lineHeight: titleHeight))
            cardRect = Rect(x: 32, y: titleTop + titleHeight + 28, width: max(40, canvas.width - 64), height: stackHeight)
            countersCenter = Point(canvas.width / 2, cardRect.maxY + 32 + 28 + countersHeight / 2)
        }
    }

    private var width: Double { layout.cardRect.width }
    private var forward: Double { scene.layoutDirection == .rtl ? -1 : 1 }
    private var hasTopCard: Bool { !scene.cards.isEmpty && (loops || top < scene.cards.count) }
    private var dragProgress: Double { min(abs(drag.x) / max(width * threshold, 1), 1) }

    private var positions: [Int] {
        let count = scene.cards.count
        guard count > 0 else { return [] }
        let start = max(top - 1, 0)
        let end = loops ? top + 4 : min(top + 4, count)
        return start < end ? Array(start..<end) : []
    }

    // MARK: Gestures

    func dragChanged(_ value: DragValue, deck: DeckRuntime) {
        guard hasTopCard else { return }
        deck.update { drag = Point(value.translation.x * forward, value.translation.y) }
    }

    func dragEnded(_ value: DragValue, deck: DeckRuntime) {
        let predictedEnd = value.predictedEndTranslation.x
        if width > 0, abs(predictedEnd) >= width * threshold {
            swipe(predictedEnd > 0 ? 1 : -1, deck: deck)
        }
        // The @GestureState `isDragging` resets; its onChange springs the drag back.
        deck.withAnimation(cancelAnimation) { drag = .zero }
    }

    private func swipe(_ direction: Double, deck: DeckRuntime) {
        guard hasTopCard else { return }
        deck.withAnimation(swipeAnimation) {
            lastDirection = direction
            top += 1
            drag = .zero
        }
        if direction > 0 { liked += 1 } else { passed += 1 }
    }

    // MARK: View model

    func viewModel() -> ViewModel {
        ViewModel(elements: positions.map { position in
            let depth = max(Double(position - top) - dragProgress, 0)
            return ElementModel(id: "card-\(position)", zIndex: Double(-position), attributes: [
                AttributeModel("scale", .scalar(1 - depth * 0.06)),
                AttributeModel("offset", .vector(offset(of: position, depth: depth))),
                AttributeModel("rotation", .scalar(rotation(of: position)), animatableScale: AttributeModel.degreesScale),
                AttributeModel("opacity", .scalar(position < top || position - top > 2 ? 0 : 1)),
            ])
        })
    }

    private func offset(of position: Int, depth: Double) -> Point {
        if position < top {
            return Point(scene.reduceMotion ? 0 : lastDirection * forward * width * 1.5, 0)
        }
        if position == top { return Point(drag.x, drag.y * 0.25) }
        // Scaling shrinks a card around its centre, so move it down by that plus the visible peek.
        return Point(0, depth * (layout.cardRect.height * 0.03 + 14))
    }

    private func rotation(of position: Int) -> Double {
        guard !scene.reduceMotion, width > 0 else { return 0 }
        if position < top { return lastDirection * forward * 18 }
        return position == top ? drag.x / width * 14 : 0
    }

    // MARK: Drawing

    func display(_ elements: [ElementSnapshot], time: Double) -> FrameDisplay {
        let canvas = scene.canvas
        var items: [DisplayItem] = [
            .shape(ShapeItem(.rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)),
                             fill: .linearGradient([SceneColor.named("indigo")!.opacity(0.18), SceneColor.named("pink")!.opacity(0.12)],
                                                   start: Point(0.5, 0), end: Point(0.5, 1)))),
            .text(TextItem(string: "Where next?", size: 34, weight: .bold, color: .black,
                           origin: layout.titleBaseline, alignment: .center, maxWidth: canvas.width - 32)),
        ]
        var cards: [CardPlacement] = []
        let mirror = scene.layoutDirection == .rtl ? -1.0 : 1.0
        for element in elements {
            guard let position = Int(element.id.dropFirst(5)) else { continue }
            let card = scene.cards[position % scene.cards.count]
            let rect = layout.cardRect
            let offset = element.vector("offset")
            let scale = element.scalar("scale", default: 1)
            let rotation = element.scalar("rotation")
            // card.scaleEffect(s).offset(d).rotationEffect(θ): p ↦ C + R(θ)·(s·(p − c) + d).
            let transform = Transform.translation(x: -rect.width / 2, y: -rect.height / 2)
                .concatenating(.scale(scale))
                .concatenating(.translation(x: offset.x * mirror, y: offset.y))
                .concatenating(.rotation(degrees: rotation * mirror))
                .concatenating(.translation(x: rect.midX, y: rect.midY))
            let opacity = element.scalar("opacity", default: 1)
            cards.append(CardPlacement(id: element.id, transform: transform, width: rect.width, height: rect.height,
                                       opacity: opacity, zOrder: cards.count, values: element.values))
            guard opacity > 0 else { continue }
            let local = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
            let gradientStart = scene.layoutDirection == .rtl ? Point(1, 0) : Point(0, 0)
            let gradientEnd = scene.layoutDirection == .rtl ? Point(0, 1) : Point(1, 1)
            var content: [DisplayItem] = [
                .shape(ShapeItem(.roundedRect(local, cornerRadius: 32, continuous: semantics == .ios17),
                                 fill: .linearGradient(card.colors.count > 1 ? card.colors : [card.colors[0], card.colors[0]],
                                                       start: gradientStart, end: gradientEnd),
                                 shadow: Shadow(color: SceneColor.black.opacity(0.18), radius: 14, x: 0, y: 8))),
            ]
            // VStack(spacing: 16) { symbol (largeTitle, imageScale .large ≈ 44 pt); title (28 pt bold) }.
            let symbolSize = 44.0, titleLine = 34.0
            let blockTop = rect.height / 2 - (symbolSize + 16 + titleLine) / 2
            if let symbol = card.symbol {
                content.append(.icon(IconItem(name: symbol, rect: Rect(x: rect.width / 2 - symbolSize / 2, y: blockTop,
                                                                       width: symbolSize, height: symbolSize), color: .white)))
            }
            content.append(.text(TextItem(string: card.title, size: 28, weight: .bold, color: .white,
                                          origin: Point(rect.width / 2, blockTop + symbolSize + 16 + TextMetrics.baseline(size: 28, lineHeight: titleLine)),
                                          alignment: .center, maxWidth: rect.width - 32)))
            items.append(.group(DisplayGroup(transform: transform, opacity: opacity, items: content)))
        }
        items += counters()
        return FrameDisplay(items: items, cards: cards)
    }

    /// HStack(spacing: 32) { Label(passed, xmark); Label(liked, heart.fill) }, title3 semibold, secondary.
    private func counters() -> [DisplayItem] {
        let color = SceneColor.named("secondaryLabel")!
        let size = 20.0, iconSize = 20.0, gap = 6.0
        let labels = [("xmark", "\(passed)"), ("heart.fill", "\(liked)")]
        let widths = labels.map { iconSize + gap + TextMetrics.width($0.1, size: size, bold: true) }
        let total = widths.reduce(0, +) + 32
        var x = layout.countersCenter.x - total / 2
        var items: [DisplayItem] = []
        let ordered = scene.layoutDirection == .rtl ? Array(zip(labels, widths).reversed()) : Array(zip(labels, widths))
        for ((symbol, text), width) in ordered {
            items.append(.icon(IconItem(name: symbol, rect: Rect(x: x, y: layout.countersCenter.y - iconSize / 2, width: iconSize, height: iconSize), color: color)))
            items.append(.text(TextItem(string: text, size: size, weight: .bold, color: color,
                                        origin: Point(x + iconSize + gap, layout.countersCenter.y + size * 0.36), alignment: .leading, maxWidth: nil)))
            x += width + 32
        }
        return items
    }

    // MARK: Default scene

    static func defaultScene() -> Scene {
        let places: [(String, String, [String])] = [
            ("Kyoto", "leaf.fill", ["pink", "purple"]),
            ("Reykjavik", "snowflake", ["cyan", "blue"]),
            ("Marrakesh", "sun.max.fill", ["orange", "red"]),
            ("Lisbon", "tram.fill", ["yellow", "orange"]),
            ("Patagonia", "mountain.2.fill", ["teal", "indigo"]),
        ]
        return Scene(
            preset: "card-stack", semantics: .ios17,
            canvas: .iPhone(background: .color(.white)),
            fps: 60, touchRate: 120, reduceMotion: false, layoutDirection: .ltr,
            parameters: .object(declaredParameters.map { ($0.name, $0.defaultValue) }),
            cards: places.map { name, symbol, colors in
                Scene.Card(title: name, subtitle: "", colors: colors.map { SceneColor.named($0)! }, symbol: symbol, image: nil)
            },
            fonts: Scene.Fonts(regular: nil, bold: nil),
            script: [
                // A short, slow drag that springs back (bounce 0.3).
                .drag(translation: Point(70, 12), duration: 0.5, easing: .easeInOut, from: nil),
                .wait(0.15),
                .release,
                .wait(0.8),
                // A long drag right: the predicted end passes 0.35 × width, a snappy swipe.
                .drag(translation: Point(150, 20), duration: 0.3, easing: .linear, from: nil),
                .release,
                .wait(0.8),
                // A short flick left: only the velocity carries it past the threshold.
                .fling(translation: Point(-80, 6), duration: 0.25, velocity: Point(-700, 0), from: nil),
                .wait(0.9),
            ],
            duration: nil, settleTime: 0.2, baseDirectory: ".")
    }
}
