import SwipeRaster

/// UIKit's semantic colours as SwiftUI code names them (`Color(.systemFill)`), light mode
/// (FACTS.md §6). Only the colours decks use; SwipeSim has no UIKit.
public struct UIColor: Hashable, Sendable {
    let color: Color
    public static let systemFill = UIColor(color: .rgb(120, 120, 128, 51))
    public static let systemBackground = UIColor(color: .rgb(255, 255, 255))
    public static let secondarySystemBackground = UIColor(color: .rgb(242, 242, 247))
    public static let label = UIColor(color: .rgb(0, 0, 0))
    public static let secondaryLabel = UIColor(color: .rgb(60, 60, 67, 153))
    public static let systemGray = UIColor(color: .gray)
}

extension Color {
    /// `Color(.systemFill)`, `Color(.secondarySystemBackground)`, …
    public init(_ uiColor: UIColor) { self = uiColor.color }
    public init(uiColor: UIColor) { self = uiColor.color }
}
