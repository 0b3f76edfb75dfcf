import SwipeUI
import struct SwipeRaster.Point

/// `card-stack` — seed 004, "Swipeable Card Stack" (SwiftUI Blocks, iOS 18), as the seed
/// writes it: `SwipeableCardStackLogic`, the generic `SwipeableCardStack` and the demo screen
/// (`SwipeableCardStackDemo` with its `cardView(for:)`). A looping deck of travel cards on an
/// indigo→pink background under "Where next?", with passed/liked counters; the release
/// decides from the predicted end (≥ 0.35 × width swipes with `.snappy(duration: 0.4)`,
/// else the `@GestureState` reset's `onChange` springs the drag back with
/// `.spring(duration: 0.4, bounce: 0.3)`); depth eases forward with the drag; Reduce Motion
/// fades instead of flying; right-to-left layouts mirror the screen.
///
/// Changes to the seed's code, each marked below: the places come from the scene's cards, the
/// threshold, loops, minimum distance and animations are parameters, and each card view
/// carries its manifest id.
struct SwipeableCardStackDemo: View {
    let context: PresetContext
    let configuration: SwipeableCardStackConfiguration
    @State private var liked = 0
    @State private var passed = 0

    /// Seed: `private let places = [DemoPlace(name: "Kyoto", symbol: "leaf.fill", colors: [.pink, .purple]), …]`.
    private var places: [DemoPlace] {
        context.scene.cards.map { card in
            DemoPlace(name: card.title, symbol: card.symbol, colors: card.colors.map { Color(scene: $0) })
        }
    }

    var body: some View {
        VStack(spacing: 28) {
            Text("Where next?")
                .font(.system(.largeTitle, design: .rounded, weight: .bold))
            // Seed: `SwipeableCardStack(items: places, loops: true)` (loops and threshold are parameters).
            SwipeableCardStack(
                items: places, loops: configuration.loops, threshold: configuration.threshold,
                configuration: configuration
            ) { place, direction in
                if direction == .right { liked += 1 } else { passed += 1 }
            } card: { place in
                cardView(for: place)
            }
            .padding(.horizontal, 32)
            .frame(maxHeight: 500)
            .padding(.bottom, 32)
            HStack(spacing: 32) {
                Label("\(passed)", systemImage: "xmark")
                    .accessibilityLabel("Passed \(passed)")
                Label("\(liked)", systemImage: "heart.fill")
                    .accessibilityLabel("Liked \(liked)")
            }
            .font(.title3.weight(.semibold))
            .monospacedDigit()
            .foregroundStyle(.secondary)
        }
        .padding(.vertical, 24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: [.indigo.opacity(0.18), .pink.opacity(0.12)], startPoint: .top, endPoint: .bottom))
    }

    private func cardView(for place: DemoPlace) -> some View {
        VStack(spacing: 16) {
            // Seed: `Image(systemName: place.symbol)` — a scene card may have no symbol.
            if let symbol = place.symbol {
                Image(systemName: symbol)
                    .font(.system(.largeTitle))
                    .imageScale(.large)
                    .accessibilityHidden(true)
            }
            Text(place.name)
                .font(.system(.title, design: .rounded, weight: .bold))
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: place.colors, startPoint: .topLeading, endPoint: .bottomTrailing), in: .rect(cornerRadius: 32))
        .shadow(color: .black.opacity(0.18), radius: 14, y: 8)
    }
}

private struct DemoPlace {
    let name: String
    let symbol: String?
    let colors: [Color]
}

/// The preset's parameters that replace the seed's literals inside `SwipeableCardStack`.
struct SwipeableCardStackConfiguration {
    var loops: Bool
    var threshold: CGFloat
    var minimumDistance: CGFloat
    var swipeAnimation: Animation
    var cancelAnimation: Animation
    var reduceMotionAnimation: Animation
}

enum SwipeableCardStackDirection: Equatable, Sendable {
    case left, right

    var sign: CGFloat { self == .left ? -1 : 1 }
}

enum SwipeableCardStackLogic {
    /// Decides where a released card goes from where its momentum would carry it,
    /// so both a long drag and a short flick count, and a flick back cancels.
    static func direction(predictedEnd: CGFloat, width: CGFloat, threshold: CGFloat = 0.35) -> SwipeableCardStackDirection? {
        guard width > 0, abs(predictedEnd) >= width * threshold else { return nil }
        return predictedEnd > 0 ? .right : .left
    }

    /// One swiped card still flying away, the top card and three behind it.
    /// Empty when the deck shrank below the cards already swiped.
    static func positions(top: Int, count: Int, loops: Bool) -> [Int] {
        guard count > 0 else { return [] }
        let start = max(top - 1, 0)
        let end = loops ? top + 4 : min(top + 4, count)
        return start < end ? Array(start..<end) : []
    }
}

/// A deck of cards. Swipe the top one away to reveal the next.
///
/// With Reduce Motion on, a swiped card fades out instead of flying away.
struct SwipeableCardStack<Item, Card: View>: View {
    let items: [Item]
    var loops = false
    var threshold: CGFloat = 0.35
    let configuration: SwipeableCardStackConfiguration
    var onSwipe: (Item, SwipeableCardStackDirection) -> Void = { _, _ in }
    @ViewBuilder var card: (Item) -> Card

    @State private var top = 0
    @State private var drag = CGSize.zero
    @State private var lastDirection = SwipeableCardStackDirection.right
    @State private var size = CGSize.zero
    @GestureState private var isDragging = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection

    private var width: CGFloat { size.width }

    /// Gestures and swipe directions are in screen terms, but layout mirrors in right-to-left
    /// layouts: 1 or -1 converts between them.
    private var forward: CGFloat { layoutDirection == .rightToLeft ? -1 : 1 }

    private var hasTopCard: Bool { !items.isEmpty && (loops || top < items.count) }

    private var positions: [Int] { SwipeableCardStackLogic.positions(top: top, count: items.count, loops: loops) }

    private var dragProgress: CGFloat { min(abs(drag.width) / max(width * threshold, 1), 1) }

    var body: some View {
        ZStack {
            ForEach(positions, id: \.self) { position in
                let depth = max(CGFloat(position - top) - dragProgress, 0)
                card(items[position % items.count])
                    // Not in the seed: the card view's manifest id (no drawing effect).
                    .accessibilityIdentifier(PresetContext.cardID(position))
                    .scaleEffect(1 - depth * 0.06)
                    .offset(offset(of: position, depth: depth))
                    .rotationEffect(.degrees(rotation(of: position)))
                    .opacity(position < top || position - top > 2 ? 0 : 1)
                    .zIndex(Double(-position))
                    .accessibilityElement(children: .combine)
                    .accessibilityHidden(position != top)
                    .accessibilityAction(named: "Swipe left") { swipe(.left) }
                    .accessibilityAction(named: "Swipe right") { swipe(.right) }
            }
        }
        .onGeometryChange(for: CGSize.self) {
            $0.size
        } action: {
            size = $0
        }
        .contentShape(.rect)
        .gesture(dragGesture)
        .onChange(of: isDragging) { _, dragging in
            if !dragging {
                // Seed: `withAnimation(reduceMotion ? .easeInOut(duration: 0.2) : .spring(duration: 0.4, bounce: 0.3))`.
                withAnimation(reduceMotion ? configuration.reduceMotionAnimation : configuration.cancelAnimation) {
                    drag = .zero
                }
            }
        }
    }

    private func offset(of position: Int, depth: CGFloat) -> CGSize {
        if position < top {
            return CGSize(width: reduceMotion ? 0 : lastDirection.sign * forward * width * 1.5, height: 0)
        }
        if position == top {
            return CGSize(width: drag.width, height: drag.height * 0.25)
        }
        // Scaling shrinks a card around its center, so move it down by that amount plus the visible peek.
        return CGSize(width: 0, height: depth * (size.height * 0.03 + 14))
    }

    private func rotation(of position: Int) -> Double {
        guard !reduceMotion, width > 0 else { return 0 }
        if position < top {
            return Double(lastDirection.sign * forward) * 18
        }
        return position == top ? Double(drag.width / width) * 14 : 0
    }

    private var dragGesture: some Gesture {
        // Seed: `DragGesture(minimumDistance: 8)` (a parameter).
        DragGesture(minimumDistance: configuration.minimumDistance)
            .updating($isDragging) { _, state, _ in
                state = true
            }
            .onChanged { value in
                if hasTopCard {
                    drag = CGSize(width: value.translation.width * forward, height: value.translation.height)
                }
            }
            .onEnded { value in
                let predictedEnd = value.predictedEndTranslation.width
                if let direction = SwipeableCardStackLogic.direction(predictedEnd: predictedEnd, width: width, threshold: threshold) {
                    swipe(direction)
                }
            }
    }

    private func swipe(_ direction: SwipeableCardStackDirection) {
        guard hasTopCard else { return }
        let item = items[top % items.count]
        // Seed: `withAnimation(reduceMotion ? .easeInOut(duration: 0.2) : .snappy(duration: 0.4))`.
        withAnimation(reduceMotion ? configuration.reduceMotionAnimation : configuration.swipeAnimation) {
            lastDirection = direction
            top += 1
            drag = .zero
        }
        onSwipe(item, direction)
    }
}

extension SwipeableCardStackDemo {
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
        makeView: { context in
            let parameters = context.parameters
            let configuration = SwipeableCardStackConfiguration(
                loops: try parameters.flag("loops"), threshold: try parameters.number("threshold", in: 0.01...1),
                minimumDistance: try parameters.number("minimumDistance", in: 0...200),
                swipeAnimation: try parameters.animation("swipeAnimation"),
                cancelAnimation: try parameters.animation("cancelAnimation"),
                reduceMotionAnimation: try parameters.animation("reduceMotionAnimation"))
            return AnyView(SwipeableCardStackDemo(context: context, configuration: configuration))
        })

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
