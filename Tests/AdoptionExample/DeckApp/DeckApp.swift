// The iOS app's entry point. Xcode builds it with Apple's SwiftUI; the Linux test target of
// Package.swift leaves it out and compiles only CardDeck.swift, unchanged.
import SwiftUI

@main
struct DeckApp: App {
    var body: some Scene {
        WindowGroup {
            CardDeck()
        }
    }
}
