//
//  CardDeck.swift
//  DeckApp
//
//  A swipe deck written the way an iOS team writes one: Apple's imports, a Combine view model
//  on the main actor, UIKit's screen size and haptics, a sheet, previews. The same file builds
//  in the iOS app (Xcode, Apple's SwiftUI) and in the Linux test target (SwipeSim's modules).
//

import Combine
import SwiftUI
import UIKit

struct Profile: Identifiable, Equatable {
    let id: Int
    let name: String
    let age: Int
    let colors: [Color]
}

@MainActor
final class DeckViewModel: ObservableObject {
    @Published private(set) var profiles: [Profile]
    @Published private(set) var liked: [Profile] = []

    init(profiles: [Profile] = Profile.samples) {
        self.profiles = profiles
    }

    func swipe(_ profile: Profile, liked isLiked: Bool) {
        profiles.removeAll { $0.id == profile.id }
        if isLiked { liked.append(profile) }
    }
}

extension Profile {
    static let samples = [
        Profile(id: 1, name: "Mia", age: 27, colors: [.pink, .orange]),
        Profile(id: 2, name: "Noah", age: 31, colors: [.teal, .blue]),
        Profile(id: 3, name: "Ava", age: 24, colors: [.purple, .indigo]),
    ]
}

struct CardDeck: View {
    @StateObject private var model = DeckViewModel()
    @State private var selected: Profile?

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Text("Discover").font(.largeTitle.bold())
                Spacer()
                Text("\(model.liked.count) ♥").font(.headline).foregroundColor(.pink)
            }
            .padding(.horizontal)
            ZStack {
                ForEach(model.profiles.reversed()) { profile in
                    SwipeCard(profile: profile) { liked in
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                            model.swipe(profile, liked: liked)
                        }
                    }
                    .onTapGesture { selected = profile }
                }
            }
            Spacer()
        }
        .padding(.top)
        .sheet(item: $selected) { profile in
            Text("\(profile.name), \(profile.age)").font(.title)
        }
    }
}

struct SwipeCard: View {
    let profile: Profile
    let onSwiped: (Bool) -> Void
    @State private var offset: CGSize = .zero

    private let threshold = UIScreen.main.bounds.width * 0.4

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(LinearGradient(colors: profile.colors, startPoint: .top, endPoint: .bottom))
            .frame(width: UIScreen.main.bounds.width - 48, height: 420)
            .overlay(alignment: .bottomLeading) {
                Text("\(profile.name), \(profile.age)")
                    .font(.title.bold())
                    .foregroundColor(.white)
                    .padding()
            }
            .offset(offset)
            .rotationEffect(.degrees(Double(offset.width / 20)))
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { value in
                        if abs(value.translation.width) > threshold {
                            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                            let liked = value.translation.width > 0
                            withAnimation(.easeOut(duration: 0.25)) {
                                offset = CGSize(width: liked ? 600 : -600, height: value.translation.height)
                            }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { onSwiped(liked) }
                        } else {
                            withAnimation(.spring()) { offset = .zero }
                        }
                    }
            )
    }
}

#Preview("Deck") {
    CardDeck()
}

struct SwipeCard_Previews: PreviewProvider {
    static var previews: some View {
        SwipeCard(profile: Profile.samples[0]) { _ in }
            .previewLayout(.sizeThatFits)
            .previewDisplayName("One card")
    }
}
