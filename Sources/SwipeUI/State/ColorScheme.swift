/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

extension View {
    /// The colour scheme the view prefers (SwiftUI's `.preferredColorScheme(_:)`; nil follows
    /// the system, light in SwipeSim). SwiftUI passes the preference up to the enclosing
    /// presentation, which then shows everything in it in that scheme; SwipeSim sets
    /// `@Environment(\.colorScheme)` for the view and what is inside it only, and keeps drawing
    /// the light-mode system colours (`Color.red`, `Color.primary` … are light-mode values):
    /// a deck that reads the scheme and picks its own colours draws them.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        environmentChange(".preferredColorScheme") { if let colorScheme { $0.colorScheme = colorScheme } }
    }
}
