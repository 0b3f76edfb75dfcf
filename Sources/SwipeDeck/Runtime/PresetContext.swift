import SwipeUI

/// What a preset's SwipeUI view is built from: the scene (cards, canvas, Reduce Motion and
/// layout direction reach the view through SwipeUI's environment) and its parameters, read
/// against the preset's declared ones so a parameter the scene leaves out has its seed value.
public struct PresetContext {
    public let scene: Scene
    public let parameters: PresetParameters

    init(scene: Scene, declared: [PresetParameter]) throws {
        self.scene = scene
        parameters = try PresetParameters(scene, declared: declared)
    }

    /// The name card `index`'s photo is registered under for `Image(_:)`; nil when it has none.
    public func imageName(ofCard index: Int) -> String? {
        scene.cards.indices.contains(index) && scene.cards[index].image != nil ? Self.imageName(index) : nil
    }

    static func imageName(_ index: Int) -> String { "card-photo-\(index)" }

    /// The manifest id of card `index` (`card-3`): preset views mark each card view with it
    /// through `.accessibilityIdentifier`, which is how the manifest finds the cards.
    public static func cardID(_ index: Int) -> String { "card-\(index)" }
}

extension Color {
    /// A scene colour (sRGB, 8 bits a channel) as a SwipeUI colour.
    public init(scene color: SceneColor) {
        self.init(
            red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
            opacity: Double(color.alpha) / 255)
    }
}

/// A card's picture: its photo filling the space (`Image(name).resizable().aspectRatio(contentMode: .fill)`,
/// as the seeds draw their photos), or, for a card without one, its colours as a gradient from
/// the top-leading to the bottom-trailing corner (one colour fades to black).
struct CardPicture: View {
    let context: PresetContext
    let index: Int

    var body: some View {
        if let name = context.imageName(ofCard: index) {
            Image(name)
                .resizable()
                .aspectRatio(contentMode: .fill)
        } else {
            let colors = context.scene.cards[index].colors.map { Color(scene: $0) }
            LinearGradient(colors: colors.count > 1 ? colors : [colors[0], .black], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }
}
