//
//  MatchStore.swift
//  DeckApp
//
//  A model file as iOS teams write them: it imports only Foundation, which on iOS is enough for
//  ObservableObject, @Published and @Observable. On Linux the XcodeAppTarget plugin gives the
//  target the same names (Package.swift).
//

import Foundation

final class MatchStore: ObservableObject {
    @Published private(set) var matches: [String]

    init(matches: [String] = []) {
        self.matches = matches
    }

    func add(_ name: String) {
        matches.append(name)
    }
}

@Observable
final class DeckFilters {
    var maximumDistance = 25
}
