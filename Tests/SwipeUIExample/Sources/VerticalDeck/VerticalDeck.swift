import SwipeUI

public struct Profile: Identifiable {
    public let id: Int, name: String, colors: [Color]
    public init(id: Int, name: String, colors: [Color]) { (self.id, self.name, self.colors) = (id, name, colors) }
}

/// Swipe up to super-like, left to pass, right to like. Cards turn about their bottom centre;
/// the two cards behind sit lower and smaller.
public struct VerticalDeck: View {
    @State var cards: [Profile]
    @State var drag = CGSize.zero
    let swipe: Animation, cancel: Animation
    public init(
        profiles: [Profile], swipe: Animation = .spring(response: 0.4, dampingFraction: 0.8),
        cancel: Animation = .spring(response: 0.3, dampingFraction: 0.6)
    ) {
        (_cards, self.swipe, self.cancel) = (State(initialValue: profiles), swipe, cancel)
    }

    public var body: some View {
        ZStack {
            ForEach(Array(cards.prefix(3).enumerated()), id: \.element.id) { depth, profile in
                card(profile, isTop: depth == 0)
                    .scaleEffect(1 - 0.05 * Double(depth), anchor: .bottom)
                    .offset(y: 18 * Double(depth))
                    .zIndex(Double(cards.count - depth))  // a card leaving stays above the next
            }
        }
        .frame(width: 300, height: 420)
    }

    func card(_ p: Profile, isTop: Bool) -> some View {
        let offset = isTop ? drag : .zero
        return RoundedRectangle(cornerRadius: 20)
            .fill(LinearGradient(colors: p.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay(alignment: .bottomLeading) { Text(p.name).font(.largeTitle).bold().foregroundStyle(.white).padding(24) }
            .overlay(alignment: .topLeading) { stamp("LIKE", .green, -15, offset.width / 80) }
            .overlay(alignment: .topTrailing) { stamp("NOPE", .red, 15, -offset.width / 80) }
            .overlay(alignment: .center) { stamp("SUPER LIKE", .blue, 0, -offset.height / 100) }
            .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
            .accessibilityIdentifier("card-\(p.id)")  // SwipeSim's manifest finds the cards by it
            .rotationEffect(.degrees(Double(offset.width) / 14), anchor: .bottom)
            .offset(offset)
            .transition(.asymmetric(insertion: .opacity, removal: exit(for: offset)))
            .gesture(
                DragGesture(minimumDistance: 8)
                    .onChanged { value in if isTop { drag = value.translation } }
                    .onEnded { value in release(value.predictedEndTranslation) })
    }

    func stamp(_ text: String, _ color: Color, _ angle: Double, _ opacity: Double) -> some View {
        Text(text).font(.title).bold().foregroundStyle(color).padding(8)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(color, lineWidth: 4))
            .rotationEffect(.degrees(angle)).opacity(min(max(opacity, 0), 1)).padding(24)
    }

    func exit(for offset: CGSize) -> AnyTransition {
        if -offset.height > abs(offset.width) { return .move(edge: .top).combined(with: .opacity) }
        return .move(edge: offset.width < 0 ? .leading : .trailing).combined(with: .opacity)
    }

    func release(_ predicted: CGSize) {
        let decided = -predicted.height > 200 || abs(predicted.width) > 150
        withAnimation(decided ? swipe : cancel) {
            if decided { cards.removeFirst() }
            drag = .zero
        }
    }
}
