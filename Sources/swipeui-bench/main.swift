// swipeui-bench: the cost of SwipeUI per frame (body evaluation, layout, diff, animators)
// against drawing the same frames, for a five-card deck written in SwipeUI and a scripted
// swipe, measured side by side in one run. Prints figures; asserts nothing.
//
//   swift run -c release swipeui-bench [--scale S]
import SwipeUI

struct BenchCard: Identifiable {
    let id: Int
    let title: String
    let colors: [Color]
}

struct BenchDeck: View {
    @State var cards = [
        BenchCard(id: 0, title: "Kyoto", colors: [.pink, .purple]), BenchCard(id: 1, title: "Reykjavik", colors: [.cyan, .blue]),
        BenchCard(id: 2, title: "Lisbon", colors: [.orange, .red]), BenchCard(id: 3, title: "Oaxaca", colors: [.yellow, .orange]),
        BenchCard(id: 4, title: "Hanoi", colors: [.mint, .teal]),
    ]
    @State var drag = CGSize.zero

    var body: some View {
        VStack {
            Text("Where next?").font(.largeTitle).bold()
            ZStack {
                ForEach(Array(cards.prefix(4).enumerated()), id: \.element.id) { depth, card in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(LinearGradient(colors: card.colors, startPoint: .top, endPoint: .bottom))
                        .overlay(alignment: .bottomLeading) {
                            VStack(alignment: .leading) {
                                Text(card.title).font(.title).bold()
                                Label("Trip", systemImage: "leaf.fill").font(.subheadline)
                            }.foregroundStyle(.white).padding(24)
                        }
                        .frame(width: 320, height: 480)
                        .shadow(color: .black.opacity(0.12), radius: 12, y: 6)
                        .rotationEffect(.degrees(depth == 0 ? drag.width / 14 : 0))
                        .offset(depth == 0 ? drag : .zero)
                        .scaleEffect(1 - 0.06 * Double(depth))
                        .offset(y: 14 * Double(depth))
                        .zIndex(-Double(depth))
                        .gesture(
                            DragGesture(minimumDistance: 8)
                                .onChanged { drag = $0.translation }
                                .onEnded { value in
                                    let swipe = abs(value.predictedEndTranslation.width) > 136
                                    withAnimation(swipe ? .snappy(duration: 0.4) : .spring(duration: 0.4, bounce: 0.3)) {
                                        if swipe { cards.append(cards.removeFirst()) }
                                        drag = .zero
                                    }
                                })
                }
            }
        }
    }
}

var options = SimulationOptions()
let arguments = Array(CommandLine.arguments.dropFirst())
if let i = arguments.firstIndex(of: "--scale"), i + 1 < arguments.count, let s = Double(arguments[i + 1]) { options.scale = s }
let script: [TouchStep] = [
    .drag(to: CGSize(width: 70, height: 12), duration: 0.5, easing: .easeInOut), .wait(0.15), .release, .wait(0.8),
    .drag(to: CGSize(width: 150, height: 20), duration: 0.3, easing: .linear), .release,
    .fling(to: CGSize(width: -80, height: 6), duration: 0.25, velocity: CGSize(width: -700, height: 0)), .wait(0.9),
]
do {
    let t = try Simulation(BenchDeck(), script: script, options: options).measure()
    func ms(_ seconds: Double, _ count: Int) -> String { String(format: "%.3f ms", seconds * 1000 / Double(max(count, 1))) }
    print("SwipeUI bench: \(t.frames) frames at scale \(options.scale), \(t.displayFrames) display frames, \(t.bodyEvaluations) body evaluations")
    print("  update (touches, bodies, layout, diff): \(ms(t.updateSeconds, t.frames)) per frame")
    print("  animators and transforms:              \(ms(t.animateSeconds, t.frames)) per frame")
    print("  drawing (rasterizer):                  \(ms(t.drawSeconds, t.frames)) per frame")
    print(String(format: "  SwipeUI / drawing: %.3f (%.1f %%)", t.swipeUIShareOfDrawing, t.swipeUIShareOfDrawing * 100))
} catch {
    print("error: \(error)")
    exit(2)
}
