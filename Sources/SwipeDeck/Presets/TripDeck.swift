import SwipeUI
import struct SwipeRaster.Point

/// `trip-deck` — seed 002, AppCoda's "Creating a Tinder-like UI with Gestures and Animations",
/// as the seed's final code writes it: `ContentView` (here `TripDeckView`) with its `DragState`,
/// `CardView` (`TripCardView`), `TopBarMenu` and `BottomBarMenu` (`TripTopBarMenu`,
/// `TripBottomBarMenu`) and the `AnyTransition` extension.
///
/// Only two card views are live: the top trip and the next, the next inserted behind
/// (`.identity` insertion) as the top one leaves, looping over the trips. A 0.01 s
/// `LongPressGesture` sequenced before a `DragGesture` moves the top card through the
/// `@GestureState` drag state: `.offset(translation).scaleEffect(dragging ? 0.95 : 1)
/// .rotationEffect(width / 10°)` under `.animation(.interpolatingSpring(stiffness: 180,
/// damping: 100), value: translation)`. Past ±80 pt a white x.circle / heart.circle shows;
/// releasing there removes the card with `.move(edge: .trailing/.leading).combined(with:
/// .move(edge: .bottom))` (by the card view's own size). The bottom bar fades out while
/// dragging under `.animation(.default, value: isDragging)`.
///
/// The long press completes at the first display frame at or after touch-down + 0.01 s; the
/// seed's `case .second(true, let drag): state = .dragging(translation: drag?.translation ??
/// .zero)` then makes `isDragging` true before the finger has moved, and that change is not
/// covered by `.animation(…, value: translation)`: the card's scale snaps to 0.95 and the bar
/// starts fading at that frame. The drag itself starts once the finger has moved
/// `DragGesture()`'s default 10 pt.
///
/// Changes to the seed's code, each marked below: the trips come from the scene's cards, the
/// threshold, scale, rotation divisor, press duration and animations are parameters, card views
/// are numbered instead of `UUID()`s (the manifest id), and the deck animates its removals
/// with the card's spring.
struct TripDeckView: View {
    let context: PresetContext
    let configuration: TripDeckConfiguration

    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            switch self {
            case .inactive, .pressing:
                return .zero
            case .dragging(let translation):
                return translation
            }
        }

        var isDragging: Bool {
            switch self {
            case .dragging:
                return true
            case .pressing, .inactive:
                return false
            }
        }

        var isPressing: Bool {
            switch self {
            case .pressing, .dragging:
                return true
            case .inactive:
                return false
            }
        }
    }

    @GestureState private var dragState = DragState.inactive

    // Seed: `private let dragThreshold: CGFloat = 80.0` (a parameter).
    private var dragThreshold: CGFloat { configuration.dragThreshold }

    @State var cardViews: [TripCardView]
    @State private var lastIndex = 1
    @State private var removalTransition = AnyTransition.trailingBottom

    /// Seed: `var trips = [Trip(destination: "Yosemite, USA", image: "yosemite-usa"), …]` — the scene's cards.
    private let trips: [Trip]

    init(context: PresetContext, configuration: TripDeckConfiguration) {
        self.context = context
        self.configuration = configuration
        let trips = context.scene.cards.indices.map { Trip(destination: context.scene.cards[$0].title, image: $0) }
        self.trips = trips
        _cardViews = State(
            initialValue: {
                var views = [TripCardView]()
                // Seed: `for index in 0..<2 {` — a scene may have a single trip.
                for index in 0..<min(2, trips.count) {
                    views.append(TripCardView(id: index, context: context, image: trips[index].image, title: trips[index].destination))
                }
                return views
            }())
    }

    var body: some View {
        VStack {
            TripTopBarMenu()

            ZStack {
                ForEach(cardViews) { cardView in
                    cardView
                        .zIndex(self.isTopCard(cardView: cardView) ? 1 : 0)
                        .overlay {
                            ZStack {
                                Image(systemName: "x.circle")
                                    .foregroundColor(.white)
                                    .font(.system(size: 100))
                                    .opacity(self.dragState.translation.width < -self.dragThreshold && self.isTopCard(cardView: cardView) ? 1.0 : 0)

                                Image(systemName: "heart.circle")
                                    .foregroundColor(.white)
                                    .font(.system(size: 100))
                                    .opacity(self.dragState.translation.width > self.dragThreshold && self.isTopCard(cardView: cardView) ? 1.0 : 0.0)
                            }
                        }
                        .offset(
                            x: self.isTopCard(cardView: cardView) ? self.dragState.translation.width : 0,
                            y: self.isTopCard(cardView: cardView) ? self.dragState.translation.height : 0
                        )
                        // Seed: `.scaleEffect(self.dragState.isDragging && self.isTopCard(cardView: cardView) ? 0.95 : 1.0)` (the scale is a parameter).
                        .scaleEffect(self.dragState.isDragging && self.isTopCard(cardView: cardView) ? configuration.draggingScale : 1.0)
                        // Seed: `… Double( self.dragState.translation.width / 10) : 0))` (the divisor is a parameter).
                        .rotationEffect(
                            Angle(degrees: self.isTopCard(cardView: cardView) ? Double(self.dragState.translation.width / configuration.rotationDivisor) : 0)
                        )
                        // Seed: `.animation(.interpolatingSpring(stiffness: 180, damping: 100), value: self.dragState.translation)` (a parameter).
                        .animation(configuration.cardAnimation, value: self.dragState.translation)
                        .transition(self.removalTransition)
                        // Seed: `.gesture(LongPressGesture(minimumDuration: 0.01)` (the duration is a parameter).
                        .gesture(
                            LongPressGesture(minimumDuration: configuration.longPressDuration)
                                .sequenced(before: DragGesture())
                                .updating(
                                    self.$dragState,
                                    body: { (value, state, transaction) in
                                        switch value {
                                        case .first(true):
                                            state = .pressing
                                        case .second(true, let drag):
                                            state = .dragging(translation: drag?.translation ?? .zero)
                                        default:
                                            break
                                        }

                                    }
                                )
                                .onChanged({ (value) in
                                    guard case .second(true, let drag?) = value else {
                                        return
                                    }

                                    if drag.translation.width < -self.dragThreshold {
                                        self.removalTransition = .leadingBottom
                                    }

                                    if drag.translation.width > self.dragThreshold {
                                        self.removalTransition = .trailingBottom
                                    }

                                })
                                .onEnded({ (value) in

                                    guard case .second(true, let drag?) = value else {
                                        return
                                    }

                                    if drag.translation.width < -self.dragThreshold || drag.translation.width > self.dragThreshold {

                                        self.moveCard()
                                    }
                                })

                        )
                }
            }
            // Not in the seed: `moveCard()` runs in onEnded's transaction, which has no animation,
            // so the removal transition would not run; the seed's author describes the card falling
            // "out of the screen gradually" with it. The card's spring animates the deck's changes.
            .animation(configuration.cardAnimation, value: cardViews.map(\.id))

            Spacer(minLength: 20)

            TripBottomBarMenu()
                .opacity(dragState.isDragging ? 0.0 : 1.0)
                // Seed: `.animation(.default, value: dragState.isDragging)` (the animation is a parameter).
                .animation(configuration.barAnimation, value: dragState.isDragging)
        }
    }

    private func isTopCard(cardView: TripCardView) -> Bool {

        guard let index = cardViews.firstIndex(where: { $0.id == cardView.id }) else {
            return false
        }

        return index == 0
    }

    private func moveCard() {
        cardViews.removeFirst()

        self.lastIndex += 1
        let trip = trips[lastIndex % trips.count]

        // Seed: `let newCardView = CardView(image: trip.image, title: trip.destination)`.
        let newCardView = TripCardView(id: lastIndex, context: context, image: trip.image, title: trip.destination)

        cardViews.append(newCardView)
    }
}

/// The seed's `Trip`, its `image` being the index of the scene card whose photo it shows.
struct Trip {
    var destination: String
    var image: Int
}

/// The seed's `CardView`.
struct TripCardView: View, Identifiable {
    // Seed: `let id = UUID()` — the trip's place in the looping sequence (0, 1, 2, …): the same
    // every run, and the card's manifest id.
    let id: Int
    let context: PresetContext
    let image: Int
    let title: String

    var body: some View {
        // Seed: `Image(image).resizable().scaledToFill()` — the trip's photo (or its colours).
        CardPicture(context: context, index: image)
            .frame(minWidth: 0, maxWidth: .infinity)
            .cornerRadius(10)
            // Not in the seed: the card's manifest id (no drawing effect).
            .accessibilityIdentifier(PresetContext.cardID(id))
            .padding(.horizontal, 15)
            .overlay(alignment: .bottom) {
                VStack {

                    Text(title)
                        .font(.system(.headline, design: .rounded))
                        .fontWeight(.bold)
                        .padding(.horizontal, 30)
                        .padding(.vertical, 10)
                        .background(Color.white)
                        .cornerRadius(5)
                }
                .padding([.bottom], 20)
            }
    }
}

/// The seed's `TopBarMenu`.
struct TripTopBarMenu: View {
    var body: some View {
        HStack {
            Image(systemName: "line.horizontal.3")
                .font(.system(size: 30))
            Spacer()
            Image(systemName: "mappin.and.ellipse")
                .font(.system(size: 35))
            Spacer()
            Image(systemName: "heart.circle.fill")
                .font(.system(size: 30))
        }
        .padding()
    }
}

/// The seed's `BottomBarMenu`.
struct TripBottomBarMenu: View {
    var body: some View {
        HStack {
            Image(systemName: "xmark")
                .font(.system(size: 30))
                .foregroundColor(.black)

            Button {
                // Book the trip
            } label: {
                Text("BOOK IT NOW")
                    .font(.system(.subheadline, design: .rounded))
                    .bold()
                    .foregroundColor(.white)
                    .padding(.horizontal, 35)
                    .padding(.vertical, 15)
                    .background(Color.black)
                    .cornerRadius(10)
            }
            .padding(.horizontal, 20)

            Image(systemName: "heart")
                .font(.system(size: 30))
                .foregroundColor(.black)
        }

    }
}

extension AnyTransition {
    static var trailingBottom: AnyTransition {
        AnyTransition.asymmetric(
            insertion: .identity,
            removal: AnyTransition.move(edge: .trailing).combined(with: .move(edge: .bottom))
        )

    }

    static var leadingBottom: AnyTransition {
        AnyTransition.asymmetric(
            insertion: .identity,
            removal: AnyTransition.move(edge: .leading).combined(with: .move(edge: .bottom))
        )
    }
}

/// The preset's parameters that replace the seed's literals.
struct TripDeckConfiguration {
    var dragThreshold: CGFloat
    var cardAnimation: Animation
    var barAnimation: Animation
    var draggingScale: CGFloat
    var rotationDivisor: CGFloat
    var longPressDuration: Double
}

extension TripDeckView {
    static let declaredParameters: [PresetParameter] = [
        .number("dragThreshold", 80, "drag width in points past which the icon shows and a release removes the card"),
        .animation("cardAnimation", ".interpolatingSpring(stiffness: 180, damping: 100)", "the card's implicit animation"),
        .animation("barAnimation", ".default", "the bottom bar's fade"),
        .number("draggingScale", 0.95, "the top card's scale while dragging"),
        .number("rotationDivisor", 10, "rotation in degrees is translation.width / this"),
        .number("longPressDuration", 0.01, "LongPressGesture(minimumDuration:) before the drag, seconds"),
    ]

    static let definition = PresetDefinition(
        name: "trip-deck",
        summary: "AppCoda travel deck: two live cards, long-press-then-drag, combining interpolating springs, move-out transitions",
        seed: "002-appcoda-trip-deck",
        parameters: declaredParameters,
        requiresCards: true,
        defaultScene: defaultScene(),
        makeView: { context in
            let parameters = context.parameters
            let configuration = TripDeckConfiguration(
                dragThreshold: try parameters.number("dragThreshold", in: 1...2000),
                cardAnimation: try parameters.animation("cardAnimation"),
                barAnimation: try parameters.animation("barAnimation"),
                draggingScale: try parameters.number("draggingScale", in: 0.1...2),
                rotationDivisor: try parameters.number("rotationDivisor", in: 0.1...10000),
                longPressDuration: try parameters.number("longPressDuration", in: 0...10))
            return AnyView(TripDeckView(context: context, configuration: configuration))
        })

    /// The seed's 15 trips with built-in photos (and a colour each, for scenes that drop the photos).
    static func defaultScene() -> Scene {
        let trips = [
            ("Yosemite, USA", "alps"), ("Venice, Italy", "coast"), ("Hong Kong", "sunset"), ("Barcelona, Spain", "dunes"),
            ("Braies, Italy", "glacier"), ("Kanangra, Australia", "forest"), ("Mount Currie, Canada", "alps"),
            ("Ohrid, Macedonia", "coast"), ("Oia, Greece", "sunset"), ("Palawan, Philippines", "coast"),
            ("Salerno, Italy", "dunes"), ("Tokyo, Japan", "sunset"), ("West Vancouver, Canada", "forest"),
            ("Singapore", "glacier"), ("Perhentian Islands, Malaysia", "coast"),
        ]
        let palette = ["indigo", "teal", "orange", "pink", "blue", "green", "purple", "cyan", "red", "mint", "yellow", "brown", "indigo", "teal", "orange"]
        return Scene(
            preset: "trip-deck", semantics: .ios17, canvas: .iPhone(background: .color(.white)),
            fps: 60, touchRate: 120, reduceMotion: false, layoutDirection: .ltr,
            parameters: .object(declaredParameters.map { ($0.name, $0.defaultValue) }),
            cards: trips.enumerated().map { index, trip in
                Scene.Card(title: trip.0, subtitle: "", colors: [SceneColor.named(palette[index])!], symbol: nil, image: .builtin(trip.1))
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
