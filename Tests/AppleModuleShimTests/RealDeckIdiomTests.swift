import Combine
import SwiftUI
import UIKit
import XCTest

// A small deck written the way public SwiftUI decks are written, imports included: a view model
// that is an `ObservableObject` with `@Published` cards, card width from
// `UIScreen.main.bounds.width`, a rounded-corner shape from `UIBezierPath`, a `UIFont`, a haptic
// on swipe, `DispatchQueue.main.asyncAfter` to drop the swiped card, and a countdown driven by
// `.onReceive` of a `Timer.publish` stored in the view.

struct IdiomProfile: Identifiable, Equatable {
    let id: Int
    let name: String
    let color: UIColor

    static let samples = [
        IdiomProfile(id: 1, name: "Ava", color: #colorLiteral(red: 0.9, green: 0.3, blue: 0.3, alpha: 1)),
        IdiomProfile(id: 2, name: "Ben", color: .systemTeal),
        IdiomProfile(id: 3, name: "Cleo", color: UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)),
    ]
}

final class IdiomDeckViewModel: ObservableObject {
    @Published var profiles = IdiomProfile.samples
    @Published var secondsLeft = 10
    var swiped: [String] = []

    func remove(_ profile: IdiomProfile) {
        swiped.append(profile.name)
        profiles.removeAll { $0.id == profile.id }
    }
}

struct IdiomRoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners
    func path(in rect: CGRect) -> Path {
        Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).cgPath)
    }
}

struct IdiomCardView: View {
    let profile: IdiomProfile
    var onRemove: (IdiomProfile) -> Void
    @State private var offset: CGSize = .zero

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            IdiomRoundedCorner(radius: 20, corners: [.topLeft, .topRight]).fill(Color(profile.color))
            Text(profile.name)
                .font(Font(UIFont.systemFont(ofSize: 28, weight: .bold)))
                .foregroundColor(.white)
                .padding()
        }
        .frame(width: UIScreen.main.bounds.width - 40, height: 400)
        .offset(x: offset.width, y: offset.height * 0.4)
        .rotationEffect(.degrees(Double(offset.width / 40)))
        .gesture(
            DragGesture()
                .onChanged { offset = $0.translation }
                .onEnded { value in
                    if abs(value.translation.width) > 100 {
                        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                        withAnimation(.easeOut(duration: 0.3)) { offset.width = value.translation.width > 0 ? 600 : -600 }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { onRemove(profile) }
                    } else {
                        withAnimation(.spring()) { offset = .zero }
                    }
                }
        )
    }
}

struct IdiomDeckView: View {
    @ObservedObject var viewModel: IdiomDeckViewModel
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("\(viewModel.secondsLeft)s left").accessibilityIdentifier("countdown")
            ZStack {
                ForEach(viewModel.profiles.reversed()) { profile in
                    IdiomCardView(profile: profile) { viewModel.remove($0) }
                        .accessibilityIdentifier(profile.name)
                }
            }
        }
        .onReceive(timer) { _ in
            if viewModel.secondsLeft > 0 { viewModel.secondsLeft -= 1 }
        }
    }
}

final class RealDeckIdiomTests: XCTestCase {
    /// A 250 pt drag to the right swipes the top card off: it flies right, is removed 0.3 s after
    /// the release, and the next card is on top; the countdown ticks each second meanwhile.
    func testADragSwipesTheTopCardOffTheIdiomaticDeck() throws {
        let model = IdiomDeckViewModel()
        let script: [TouchStep] = [.wait(0.2), .drag(to: CGSize(width: 250, height: 0), duration: 0.3), .release]
        var options = SimulationOptions()
        options.duration = 2.2
        let frames = try Simulation(IdiomDeckView(viewModel: model), script: script, options: options).frames()

        let first = frames[0]
        XCTAssertEqual(first.identifiedViews.map(\.identifier).filter { ["Ava", "Ben", "Cleo"].contains($0) }.sorted(), ["Ava", "Ben", "Cleo"])
        // UIScreen.main.bounds.width − 40 on the default 390 pt canvas.
        XCTAssertEqual(first.identified("Ava")?.size, CGSize(width: 350, height: 400))

        // Released at 0.5 s: by 0.75 s the card has flown right, past where it was dragged to.
        XCTAssertGreaterThan(offsetX(frames[45], "Ava") ?? 0, 250)
        XCTAssertEqual(offsetX(frames[0], "Ava"), 0)

        let last = frames[frames.count - 1]
        XCTAssertNil(last.identified("Ava"))
        XCTAssertNotNil(last.identified("Ben"))
        XCTAssertEqual(model.swiped, ["Ava"])
        XCTAssertEqual(model.profiles.map(\.name), ["Ben", "Cleo"])
        // The countdown ticks at 1 s (frame 60) and 2 s: "10s left" becomes the narrower "9s left".
        XCTAssertEqual(model.secondsLeft, 8)
        XCTAssertEqual(countdownWidth(frames[59]), countdownWidth(first))
        XCTAssertLessThan(countdownWidth(frames[60]) ?? .infinity, countdownWidth(frames[59]) ?? 0)
        try frames[45].write(named: "idiom-deck-flying")
        try last.write(named: "idiom-deck-last")
    }

    private func countdownWidth(_ frame: Frame) -> CGFloat? { frame.identified("countdown")?.size.width }

    /// The horizontal `.offset` inside the identified card (points).
    private func offsetX(_ frame: Frame, _ identifier: String) -> Double? {
        frame.identified(identifier)?.values.first { $0.name.hasSuffix(".offset") }?.components.first
    }
}
