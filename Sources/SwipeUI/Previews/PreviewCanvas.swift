/// The canvas a preview is rendered on, from its layout and orientation, over the options the
/// caller gives (`canvasSize` and `safeArea` are the device's, portrait).
///
/// - `.device`: the device's screen and safe area.
/// - `.fixed(width:height:)`: a canvas of that many points, no safe area (a container, not a
///   screen); the view is centred in it as on any canvas.
/// - `.sizeThatFits`: the view is offered the device's screen (no safe area) and the canvas is
///   the size it takes, rounded up to whole points (at least 1 × 1) — Apple: "Fit the container
///   to the size of the preview when offered the size of the device".
/// - Landscape (`.landscapeLeft`, `.landscapeRight`): the device's width and height swap, and
///   so does its safe area: the portrait top inset (the sensor housing) goes to both sides and
///   the bottom inset becomes 21 pt, as UIKit reports a Face ID iPhone's `safeAreaInsets` in
///   landscape (a reading of the simulator, not a documented figure); no top inset.
///   `.portraitUpsideDown` is drawn as `.portrait`.
enum PreviewCanvas {
    /// The home indicator's inset in landscape, points (reading; see above).
    static let landscapeBottomInset: CGFloat = 21

    static func options(
        for view: AnyView, layout: PreviewLayout, orientation: InterfaceOrientation,
        basedOn base: SimulationOptions
    ) throws -> SimulationOptions {
        var device = base
        if orientation.isLandscape {
            device.canvasSize = CGSize(width: base.canvasSize.height, height: base.canvasSize.width)
            let side = base.safeArea.top
            device.safeArea = EdgeInsets(top: 0, leading: side, bottom: base.safeArea.bottom > 0 ? landscapeBottomInset : 0, trailing: side)
        }
        switch layout {
        case .device:
            return device
        case .fixed(let width, let height):
            guard width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw SwipeUIError(
                    typePath: "previewLayout(.fixed(width: \(width), height: \(height)))",
                    message: "a fixed preview layout needs a positive finite width and height in points")
            }
            device.canvasSize = CGSize(width: width, height: height)
            device.safeArea = EdgeInsets()
            return device
        case .sizeThatFits:
            device.safeArea = EdgeInsets()
            let size = try measure(view, offered: device)
            device.canvasSize = CGSize(width: max(1, size.width.rounded(.up)), height: max(1, size.height.rounded(.up)))
            return device
        }
    }

    /// The size `view` takes when offered the whole canvas of `options`: one undrawn frame.
    private static func measure(_ view: AnyView, offered options: SimulationOptions) throws -> CGSize {
        let marker = "SwipeUI.PreviewCanvas.measured"
        var measuring = options
        measuring.duration = 0
        var size = CGSize.zero
        try Simulation(view.accessibilityIdentifier(marker), options: measuring).run(drawing: { _ in false }) { frame in
            if let measured = frame.identifiedViews.first(where: { $0.identifier == marker }) { size = measured.size }
        }
        return size
    }
}
