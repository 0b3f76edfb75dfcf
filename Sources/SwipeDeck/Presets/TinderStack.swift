import SwipeUI
import struct SwipeRaster.Point

/// `tinder-stack` — seed 003, "How to Build Tinder-Style Swipe Cards in SwiftUI", as the seed
/// writes it: `TinderStackView` shows up to three `SwipeCardView`s (320 × 480, corner 24, a
/// colour gradient 85 % → 100 %, black 12 % shadow radius 12 y 6) in a `ZStack` 520 pt high,
/// each card `depth` behind the top `.scaleEffect(1 − 0.035·depth).offset(y: −12·depth)`, and
/// the Pass/Like `CircleButton`s 36 pt below. The top card is `.rotationEffect(width / 18°)
/// .offset(offset)` (turned about its own centre, then moved) with LIKE/NOPE stamps at
/// |width| / 80 opacity; release springs with `.spring(response: 0.42, dampingFraction: 0.74)`
/// to ±620 past ±120, else back to zero; the buttons fly the card out the same way.
///
/// Changes to the seed's code, each marked below where it is made:
/// - The profiles come from the scene's cards; the literals (threshold, fly-out distance,
///   springs, delay, rotation divisor, stamp distance) are parameters; each card view, the
///   empty state and the buttons carry their manifest ids.
/// - Removal (SwipeDeck README, "The seeds"): the literal `onChange(of: topOffset)` removes the card the instant
///   its offset is set to ±620, so it never visibly flies, and after a button the
///   `asyncAfter(0.45)` then removes a second card. Here a swipe and a button both schedule
///   one removal 0.45 s later, inside `withAnimation(releaseAnimation)`, so the card flies
///   out and the cards behind grow into place with the release spring (the author describes
///   the stack moving up, not jumping). A button tapped while a removal is pending does
///   nothing (the literal code would remove two cards).
/// - The card's `.animation(.interactiveSpring…, value: offset)` would, literally, take over
///   the release's `withAnimation` too; the drag's changes run in that animation instead, so
///   the release keeps the spring the author wrote.
/// - A card with a photo shows it under a dark gradient at the bottom, in place of the colours.
struct TinderStackView: View {
    let context: PresetContext
    let settings: TinderStackSettings

    @State private var profiles: [Profile]
    @State private var topOffset: CGSize = .zero
    @State private var swipeDirection: SwipeDirection?
    /// Not in the seed: removals scheduled and not yet made (see the type's comment).
    @State private var pendingRemovals = 0

    init(context: PresetContext, settings: TinderStackSettings) {
        self.context = context
        self.settings = settings
        // Seed: `@State private var profiles: [Profile] = [Profile(name: "Alex", age: 28, …), …]`.
        _profiles = State(
            initialValue: context.scene.cards.enumerated().map { index, card in
                Profile(
                    id: index, name: card.title, tagline: card.subtitle,
                    colors: card.colors.map { Color(scene: $0) }, photo: context.imageName(ofCard: index))
            })
    }

    var body: some View {
        VStack(spacing: 36) {
            ZStack {
                if profiles.isEmpty {
                    ContentUnavailableView(
                        "All caught up",
                        systemImage: "heart.slash",
                        description: Text("No more profiles for now.")
                    )
                    // Not in the seed: the manifest records it (its fade-in) under this id.
                    .accessibilityIdentifier("empty-state")
                } else {
                    ForEach(Array(profiles.prefix(3).reversed().enumerated()), id: \.element.id) { index, profile in
                        let stackCount = min(profiles.count, 3)
                        let isTop = index == stackCount - 1
                        let depth = CGFloat(stackCount - 1 - index)

                        SwipeCardView(
                            profile: profile,
                            settings: settings,
                            offset: isTop ? $topOffset : .constant(.zero),
                            direction: isTop ? $swipeDirection : .constant(nil),
                            // Seed: `.onChange(of: topOffset) { … if abs(newOffset.width) > 500 { removeTop() } }`.
                            onSwipe: scheduleRemoval
                        )
                        .scaleEffect(1.0 - depth * 0.035)
                        .offset(y: -depth * 12)
                        .zIndex(Double(index))
                    }
                }
            }
            .frame(height: 520)

            // Buttons
            HStack(spacing: 44) {
                CircleButton(icon: "xmark", tint: .red) { trigger(.left) }
                    .accessibilityLabel("Pass")
                CircleButton(icon: "heart.fill", tint: .green) { trigger(.right) }
                    .accessibilityLabel("Like")
            }
            .opacity(profiles.isEmpty ? 0 : 1)
            // Not in the seed: the manifest records the buttons' opacity under this id.
            .accessibilityIdentifier("buttons")
        }
        .padding()
    }

    private func trigger(_ dir: SwipeDirection) {
        // Not in the seed: a button does nothing while a removal is pending.
        guard !profiles.isEmpty, pendingRemovals == 0 else { return }
        let x: CGFloat = dir == .right ? settings.flyOutDistance : -settings.flyOutDistance
        withAnimation(settings.releaseAnimation) {
            topOffset = CGSize(width: x, height: 0)
        }
        // Seed: `DispatchQueue.main.asyncAfter(deadline: .now() + 0.45) { removeTop() }`.
        scheduleRemoval()
    }

    /// Not in the seed: one removal `removalDelay` after a swipe or a button, animated with the
    /// release spring (see the type's comment).
    private func scheduleRemoval() {
        pendingRemovals += 1
        DispatchQueue.main.asyncAfter(deadline: .now() + settings.removalDelay) {
            pendingRemovals -= 1
            withAnimation(settings.releaseAnimation) { removeTop() }
        }
    }

    private func removeTop() {
        guard !profiles.isEmpty else { return }
        profiles.removeFirst()
        topOffset = .zero
        swipeDirection = nil
    }
}

extension TinderStackView {
    // MARK: - Model

    /// Seed: `struct Profile: Identifiable { let id = UUID(); let name: String; let age: Int;
    /// let tagline: String; let color: Color }` — a scene card: its index is the id, the title
    /// carries name and age, and its colours (or photo) fill the card.
    struct Profile: Identifiable {
        let id: Int
        let name: String
        let tagline: String
        let colors: [Color]
        let photo: String?
    }

    enum SwipeDirection { case left, right }

    // MARK: - Card View

    struct SwipeCardView: View {
        let profile: Profile
        let settings: TinderStackSettings
        @Binding var offset: CGSize
        @Binding var direction: SwipeDirection?
        let onSwipe: () -> Void

        // Seed: `Double(offset.width / 18)`, `… / 80` (both divisors are parameters).
        private var rotation: Double { Double(offset.width / settings.rotationDivisor) }
        private var likeOpacity: Double { max(0, min(1, Double(offset.width) / settings.stampDistance)) }
        private var nopeOpacity: Double { max(0, min(1, Double(-offset.width) / settings.stampDistance)) }

        var body: some View {
            ZStack(alignment: .topLeading) {
                if let photo = profile.photo {
                    // Not in the seed: the card's photo, darkened toward the bottom for the text.
                    Image(photo)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .overlay(alignment: .bottom) {
                            LinearGradient(colors: [.black.opacity(0), .black.opacity(0.45)], startPoint: .top, endPoint: .bottom)
                                .frame(height: 480 * 0.45)
                        }
                        .clipShape(RoundedRectangle(cornerRadius: 24))
                        .shadow(color: .black.opacity(0.12), radius: 12, y: 6)
                } else {
                    RoundedRectangle(cornerRadius: 24)
                        // Seed: `colors: [profile.color.opacity(0.85), profile.color]` — a card with several colours uses them.
                        .fill(
                            LinearGradient(
                                colors: profile.colors.count > 1 ? profile.colors : [profile.colors[0].opacity(0.85), profile.colors[0]],
                                startPoint: .topLeading, endPoint: .bottomTrailing
                            )
                        )
                        .shadow(color: .black.opacity(0.12), radius: 12, y: 6)
                }

                // Profile info
                VStack(alignment: .leading, spacing: 6) {
                    Spacer()
                    // Seed: `Text("\(profile.name), \(profile.age)")` — the card's title.
                    Text(profile.name)
                        .font(.title.bold())
                        .foregroundStyle(.white)
                        .accessibilityAddTraits(.isHeader)
                    Text(profile.tagline)
                        .font(.subheadline)
                        .foregroundStyle(.white.opacity(0.88))
                }
                .padding(22)

                // LIKE stamp
                Text("LIKE")
                    .font(.system(size: 34, weight: .black))
                    .foregroundStyle(.green)
                    .padding(.horizontal, 8).padding(.vertical, 4)
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(.green, lineWidth: 3.5))
                    .rotationEffect(.degrees(-18))
                    .padding(20)
                    .opacity(likeOpacity)
                    .accessibilityHidden(true)

                // NOPE stamp
                HStack {
                    Spacer()
                    Text("NOPE")
                        .font(.system(size: 34, weight: .black))
                        .foregroundStyle(.red)
                        .padding(.horizontal, 8).padding(.vertical, 4)
                        .overlay(RoundedRectangle(cornerRadius: 6).stroke(.red, lineWidth: 3.5))
                        .rotationEffect(.degrees(18))
                        .padding(20)
                        .opacity(nopeOpacity)
                        .accessibilityHidden(true)
                }
            }
            .frame(width: 320, height: 480)
            // Not in the seed: the card's manifest id, inside its rotation and offset (no drawing effect).
            .accessibilityIdentifier(PresetContext.cardID(profile.id))
            .rotationEffect(.degrees(rotation))
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        // Seed: `offset = value.translation` under the card's
                        // `.animation(.interactiveSpring(response: 0.25, dampingFraction: 0.72), value: offset)`.
                        withAnimation(settings.dragAnimation) {
                            offset = value.translation
                        }
                        direction = value.translation.width > 0 ? .right : .left
                    }
                    .onEnded { value in
                        handleEnd(translation: value.translation)
                    }
            )
            .accessibilityElement(children: .combine)
            .accessibilityLabel("\(profile.name). \(profile.tagline). Swipe right to like, left to pass.")
        }

        private func handleEnd(translation: CGSize) {
            // Seed: `translation.width > 120`, `CGSize(width: 620, …)` (both are parameters).
            let threshold = settings.threshold, distance = settings.flyOutDistance
            var swiped = true
            withAnimation(settings.releaseAnimation) {
                if translation.width > threshold {
                    offset = CGSize(width: distance, height: translation.height)
                } else if translation.width < -threshold {
                    offset = CGSize(width: -distance, height: translation.height)
                } else {
                    offset = .zero
                    direction = nil
                    swiped = false
                }
            }
            if swiped { onSwipe() }
        }
    }

    // MARK: - Helper

    struct CircleButton: View {
        let icon: String
        let tint: Color
        let action: () -> Void

        var body: some View {
            Button(action: action) {
                Image(systemName: icon)
                    .font(.title2.bold())
                    .foregroundStyle(tint)
                    .frame(width: 64, height: 64)
                    .background(tint.opacity(0.1))
                    .clipShape(Circle())
            }
        }
    }
}

/// The preset's parameters that replace the seed's literals.
struct TinderStackSettings {
    var threshold: CGFloat
    var flyOutDistance: CGFloat
    var dragAnimation: Animation
    var releaseAnimation: Animation
    var removalDelay: Double
    var rotationDivisor: CGFloat
    var stampDistance: CGFloat
}

extension TinderStackView {
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
        buttons: ["pass", "like"],
        makeView: { context in
            let parameters = context.parameters
            let settings = TinderStackSettings(
                threshold: try parameters.number("threshold", in: 1...2000),
                flyOutDistance: try parameters.number("flyOutDistance", in: 1...5000),
                dragAnimation: try parameters.animation("dragAnimation"),
                releaseAnimation: try parameters.animation("releaseAnimation"),
                removalDelay: try parameters.number("removalDelay", in: 0...10),
                rotationDivisor: try parameters.number("rotationDivisor", in: 0.1...10000),
                stampDistance: try parameters.number("stampDistance", in: 1...2000))
            return AnyView(TinderStackView(context: context, settings: settings))
        })

    static func defaultScene() -> Scene {
        let people: [(String, String, String)] = [
            ("Alex, 28", "Coffee enthusiast & trail runner", "indigo"),
            ("Jordan, 25", "Chef by day, jazz fan by night", "purple"),
            ("Morgan, 30", "Architect who loves to travel", "teal"),
            ("Casey, 27", "Dog mum & yoga instructor", "pink"),
            ("Riley, 26", "Photographer chasing golden hour", "orange"),
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
