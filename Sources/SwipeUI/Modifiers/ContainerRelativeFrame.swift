extension View {
    /// iOS 17's `containerRelativeFrame(_:alignment:)`: a frame on `axes` as large as the nearest
    /// container — the window's safe area, or the scroll view the view is in (Apple,
    /// "containerRelativeFrame(_:alignment:)": "the size of a container … subtracting any safe
    /// area insets that might be applied to that container"); other axes take the proposal, as
    /// `frame(width:height:)` with nil does. SwipeUI's containers are the window (a sheet's
    /// area in a sheet) and scroll views; a `NavigationStack` or `TabView` page measures
    /// against the window.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        node(".containerRelativeFrame", .containerRelativeFrame(axes, length: { length, _ in length }, alignment))
    }

    /// The container's length divided into `count` columns (or rows) `spacing` apart, the view
    /// spanning `span` of them: Apple's formula, ((length − spacing × (count − 1)) ÷ count) ×
    /// span + (span − 1) × spacing (`containerRelativeFrame(_:count:span:spacing:alignment:)`).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
        alignment: Alignment = .center
    ) -> some View {
        let n = Double(max(count, 1)), k = Double(span), s = Double(spacing)
        return node(
            ".containerRelativeFrame",
            .containerRelativeFrame(
                axes,
                length: { length, _ in
                    (length - s * (n - 1)) / n * k + (k - 1) * s
                }, alignment))
    }

    /// The length `length` computes from the container's length on each axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        node(".containerRelativeFrame", .containerRelativeFrame(axes, length: { Double(length(CGFloat($0), $1)) }, alignment))
    }
}
