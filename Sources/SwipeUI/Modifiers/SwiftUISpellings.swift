/// SwiftUI spellings the seeds use that are shorthands for SwipeUI's existing forms.

extension Shape where Self == Rectangle {
    /// `.rect`, as in `.contentShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// `.rect(cornerRadius:)`, as in `.background(style, in: .rect(cornerRadius: 32))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension View {
    /// iOS 16+'s `onGeometryChange(for:of:action:)`: `action` gets `transform` of the view's
    /// geometry (its size and canvas frame) after each update in which the view's frame changed,
    /// and on the first, when that value differs from the last one handed over.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        let last = LastValue<T>()
        return onGeometryChange { (frame: CGRect) in
            let value = transform(GeometryProxy(size: frame.size, globalOrigin: frame.origin))
            guard last.value != value else { return }
            last.value = value
            action(value)
        }
    }
}

/// The value an `onGeometryChange(for:of:action:)` handed over last.
private final class LastValue<T> {
    var value: T?
}
