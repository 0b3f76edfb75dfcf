/// One preview a `PreviewProvider`'s `previews` splits into: a view at the top of `previews`
/// and the preview modifiers in effect on it.
struct PreviewVariant {
    let view: any View
    let annotation: PreviewAnnotation

    /// The previews of `view`: Xcode shows each child of a `Group`, of a `ViewBuilder` block
    /// (`TupleView`) and each element of a `ForEach` as a preview of its own, and reads the
    /// preview modifiers around each (Apple, "PreviewProvider": "Xcode creates different
    /// previews for each view in your preview, so you can see variations side by side"). Any other view is one
    /// preview — a `Group` under a layout modifier such as `.padding()` is not split.
    static func split(_ view: any View, inherited: PreviewAnnotation = PreviewAnnotation()) -> [PreviewVariant] {
        if let container = view as? any PreviewVariantContainer {
            return container.previewVariants(inherited: inherited)
        }
        return [PreviewVariant(view: view, annotation: inherited)]
    }
}

/// A view whose children are separate previews.
protocol PreviewVariantContainer {
    func previewVariants(inherited: PreviewAnnotation) -> [PreviewVariant]
}

extension Group: PreviewVariantContainer {
    func previewVariants(inherited: PreviewAnnotation) -> [PreviewVariant] {
        PreviewVariant.split(content, inherited: inherited)
    }
}

extension TupleView: PreviewVariantContainer {
    func previewVariants(inherited: PreviewAnnotation) -> [PreviewVariant] {
        Mirror(reflecting: value).children.flatMap { child -> [PreviewVariant] in
            guard let view = child.value as? any View else { return [] }
            return PreviewVariant.split(view, inherited: inherited)
        }
    }
}

extension ForEach: PreviewVariantContainer {
    func previewVariants(inherited: PreviewAnnotation) -> [PreviewVariant] {
        data.flatMap { PreviewVariant.split(content($0), inherited: inherited) }
    }
}

extension PreviewAnnotated: PreviewVariantContainer {
    func previewVariants(inherited: PreviewAnnotation) -> [PreviewVariant] {
        PreviewVariant.split(content, inherited: inherited.overridden(by: annotation))
    }
}
