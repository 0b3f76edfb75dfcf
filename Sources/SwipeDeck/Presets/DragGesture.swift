import SwipeMotion
import SwipeRaster

/// `drag-gesture` — seed 001, "How to: DragGesture in SwiftUI".
///
/// One card: a rounded (10 pt) rectangle `width − 28` wide and 80 % of the height, 30 pt above
/// centre, filled by a photo, with white bold "Gary" / "iOS Dev" at the bottom left. Two
/// `@GestureState`s drive it: `translation` (the card's x offset only) and `degrees` (±2° by
/// the drag's sign). `.animation(.interactiveSpring())` animates every change, and because
/// gesture state resets on release in a transaction that carries that modifier, the card
/// springs back to the centre. The card is `.position`ed, so its offset and rotation apply to
/// the full-screen frame `.position` returns: the rotation turns about the screen's centre.
final class DragGesturePreset: DeckPreset {
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
        make: { try DragGesturePreset(scene: $0) })

    let scene: Scene
    let semantics: AnimationSemantics
    let animation: Animation
    let tilt: Double
    let cardRect: Rect
    let frameCenter: Point

    private var translation = 0.0
    private var degrees = 0.0

    var defaultTouchPoint: Point { cardRect.center }

    init(scene: Scene) throws {
        self.scene = scene
        let parameters = try PresetParameters(scene, declared: Self.declaredParameters)
        semantics = parameters.semantics
        animation = try parameters.animation("animation")
        tilt = try parameters.number("degrees", in: -90...90)
        // GeometryReader { ZStack { CardView } } fills the safe area.
        let canvas = scene.canvas
        let width = canvas.width - canvas.safeArea.left - canvas.safeArea.right
        let height = canvas.height - canvas.safeArea.top - canvas.safeArea.bottom
        frameCenter = Point(canvas.safeArea.left + width / 2, canvas.safeArea.top + height / 2)
        cardRect = Rect.centered(at: Point(frameCenter.x, frameCenter.y - 30), width: max(10, width - 28), height: height * 0.8)
    }

    func dragChanged(_ value: DragValue, deck: DeckRuntime) {
        deck.update {
            translation = value.translation.x
            degrees = value.translation.x > 0 ? tilt : -tilt
        }
    }

    func dragEnded(_ value: DragValue, deck: DeckRuntime) {
        // Both @GestureStates reset; the `.animation` modifier animates the reset.
        deck.update {
            translation = 0
            degrees = 0
        }
    }

    func viewModel() -> ViewModel {
        let implicit = ImplicitAnimation(animation)
        return ViewModel(elements: [ElementModel(id: "card-0", attributes: [
            AttributeModel("offset", .vector(Point(translation, 0)), implicitAnimation: implicit),
            AttributeModel("rotation", .scalar(degrees), animatableScale: AttributeModel.degreesScale, implicitAnimation: implicit),
        ])])
    }

    func display(_ elements: [ElementSnapshot], time: Double) -> FrameDisplay {
        guard let element = elements.first, let card = scene.cards.first else { return FrameDisplay(items: [], cards: []) }
        let offset = element.vector("offset"), rotation = element.scalar("rotation")
        // .offset(x:).rotationEffect(θ) on the full frame: p ↦ F + R(θ)·((p + o − F) + d).
        let transform = Transform.translation(x: cardRect.x - frameCenter.x + offset.x, y: cardRect.y - frameCenter.y + offset.y)
            .concatenating(.rotation(degrees: rotation))
            .concatenating(.translation(x: frameCenter.x, y: frameCenter.y))
        let rect = Rect(x: 0, y: 0, width: cardRect.width, height: cardRect.height)
        let shape = ShapeGeometry.roundedRect(rect, cornerRadius: 10, continuous: semantics == .ios17)
        // The photo, or the card's colours when it has none (never both, so no colour rim shows
        // along the clipped edge).
        var content: [DisplayItem] = card.image.map { [.image(ImageItem(source: $0, rect: rect))] }
            ?? [.shape(ShapeItem(.rect(rect), fill: .linearGradient(card.colors.count > 1 ? card.colors : [card.colors[0], .black],
                                                                   start: Point(0, 0), end: Point(1, 1))))]
        // VStack(alignment: .leading) { "Gary"; "iOS Dev" } positioned at (minX + 75, maxY − 50): its centre.
        let lineHeight = 17 * 1.2
        let textCenter = Point(75, rect.height - 50)
        let textLeft = textCenter.x - max(TextMetrics.width(card.title, size: 17, bold: true), TextMetrics.width(card.subtitle, size: 17, bold: true)) / 2
        content.append(.text(TextItem(string: card.title, size: 17, weight: .bold, color: .white,
                                      origin: Point(textLeft, textCenter.y - lineHeight + TextMetrics.baseline(size: 17, lineHeight: lineHeight)),
                                      alignment: .leading, maxWidth: nil)))
        content.append(.text(TextItem(string: card.subtitle, size: 17, weight: .bold, color: .white,
                                      origin: Point(textLeft, textCenter.y + TextMetrics.baseline(size: 17, lineHeight: lineHeight)),
                                      alignment: .leading, maxWidth: nil)))
        let placement = CardPlacement(id: element.id, transform: transform, width: rect.width, height: rect.height,
                                      opacity: 1, zOrder: 0, values: element.values)
        return FrameDisplay(items: [.group(DisplayGroup(transform: transform, clip: shape, items: content))], cards: [placement])
    }

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
