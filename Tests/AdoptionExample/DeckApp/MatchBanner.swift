//
//  MatchBanner.swift
//  DeckApp
//
//  The banner shown after a match, drawn with the app's asset catalog through the symbols Xcode
//  generates for it: `Image(.avatar)` (Avatar.imageset), `.brand` (BrandColor.colorset).
//

import SwiftUI

struct MatchBanner: View {
    @ObservedObject var store: MatchStore
    var filters: DeckFilters

    var body: some View {
        HStack(spacing: 12) {
            Image(.avatar)
                .resizable()
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text("It's a match!")
                    .font(.headline)
                    .foregroundStyle(.brand)
                Text("\(store.matches.count) new · within \(filters.maximumDistance) km")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(Color(.brand).opacity(0.12), in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }
}

#Preview("Match") {
    MatchBanner(store: MatchStore(matches: ["Mia"]), filters: DeckFilters())
}
