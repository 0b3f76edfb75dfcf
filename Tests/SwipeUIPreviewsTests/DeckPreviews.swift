import SwipeUI

// Every preview form a deck file carries, as written in an iOS app. The tests find them
// through `PreviewCatalog` only: nothing here registers them.

/// A 100 × 60 pt rectangle of one colour, easy to find in a frame.
struct Swatch: View {
    var color: Color
    var body: some View {
        Rectangle().fill(color).frame(width: 100, height: 60)
    }
}

/// The line of the first `#Preview` below (its `#` is in column 1).
let firstPreviewLine = #line + 2

#Preview {
    Swatch(color: .red)
}

#Preview("Named") { Swatch(color: .blue) }

// A comment that mentions #Preview before one, which the expansion must skip.
#Preview("Fits", traits: .sizeThatFitsLayout) {
    Swatch(color: .green)
}

#Preview(traits: .landscapeLeft) {
    Swatch(color: .red)
}

@available(iOS 17.0, *)
#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100), .portrait) {
    Swatch(color: .orange)
}

struct Swatch_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Swatch(color: .blue)
                .previewDisplayName("Blue")
                .previewDevice("iPhone 14")
            Swatch(color: .green)
                .previewLayout(.sizeThatFits)
            ForEach([Color.red, Color.purple], id: \.self) { color in
                Swatch(color: color)
                    .previewLayout(.fixed(width: 120, height: 80))
            }
            Swatch(color: .orange)
                .previewInterfaceOrientation(.landscapeLeft)
                .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
        }
    }
}

struct SinglePreview_Previews: PreviewProvider {
    static var previews: some View {
        Swatch(color: .purple).previewLayout(.sizeThatFits)
    }
}

/// A preview whose container cannot exist: listed, but rendering it is a clear error.
struct BrokenLayout_Previews: PreviewProvider {
    static var previews: some View {
        Swatch(color: .red).previewLayout(.fixed(width: -10, height: 80))
    }
}

/// A provider with a static `@Namespace`, as decks pass one to a card that takes a namespace.
struct MatchedSwatch_Previews: PreviewProvider {
    @Namespace static var placeholder
    static var previews: some View {
        Swatch(color: .blue).matchedGeometryEffect(id: "swatch", in: placeholder)
    }
}

/// A private provider: its reflected name carries a run-dependent address, which the listing
/// leaves out.
private struct PrivateSwatch_Previews: PreviewProvider {
    static var previews: some View {
        Swatch(color: .green).previewLayout(.fixed(width: 100, height: 60))
    }
}
