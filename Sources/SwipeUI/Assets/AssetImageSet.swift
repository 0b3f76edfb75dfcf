import SwipeJSON

/// One `NAME.imageset` of an asset catalog: its picture files by scale, and how it renders.
///
/// Which file an iPhone draws (Apple, "Image Set Type": an entry has a `filename`, an `idiom`
/// and a `scale` of `1x`, `2x` or `3x`; one without a scale is a single-scale image, drawn at
/// 1 pixel a point): entries for every device (`universal`) or the iPhone, in the light
/// appearance; of those, the one whose scale equals the screen's, else the largest scale
/// (UIKit scales a lower-resolution image up rather than leave it out). The image's size in
/// points is its pixel size divided by that entry's scale.
struct AssetImageSet: Sendable {
    /// One picture file and its pixels per point.
    struct Entry: Sendable, Equatable {
        let file: String
        let scale: Double
    }

    let folder: String
    let entries: [Entry]
    /// `properties.template-rendering-intent`: `template` draws the image's alpha in the
    /// foreground style, as `.renderingMode(.template)` (Xcode's "Render As: Template Image").
    let rendersAsTemplate: Bool

    init(folder: String, contents: JSONValue) {
        self.folder = folder
        var entries: [Entry] = []
        if case .array(let images) = contents["images"] ?? .null {
            for image in images {
                guard case .string(let file)? = image["filename"], !file.contains("/"), !file.hasPrefix(".") else { continue }
                guard case .string(let idiom)? = image["idiom"], idiom == "universal" || idiom == "iphone" else { continue }
                if case .array(let appearances)? = image["appearances"], !appearances.isEmpty { continue }
                var scale = 1.0
                if case .string(let text)? = image["scale"], text.hasSuffix("x"), let value = Double(text.dropLast()), value >= 1, value <= 3 {
                    scale = value
                }
                // An iPhone entry of a scale replaces the universal one (Xcode's device-specific slot).
                if let same = entries.firstIndex(where: { $0.scale == scale }) {
                    if idiom == "iphone" { entries[same] = Entry(file: folder + "/" + file, scale: scale) }
                } else {
                    entries.append(Entry(file: folder + "/" + file, scale: scale))
                }
            }
        }
        self.entries = entries.sorted { $0.scale < $1.scale }
        rendersAsTemplate = contents["properties"]?["template-rendering-intent"] == .string("template")
    }

    /// The entry drawn on a screen of `screenScale` pixels a point; nil for a set without files.
    func entry(forScreenScale screenScale: Double) -> Entry? {
        entries.first { $0.scale == screenScale.rounded() } ?? entries.last
    }
}
