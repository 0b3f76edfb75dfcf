import SwipeRaster

/// How a sheet or a full-screen cover is drawn and moves on iPhone, portrait (iOS 15+).
///
/// - **Sheet** (UIKit's page sheet, `UISheetPresentationController`): a card of the screen's
///   width whose top corners are rounded by `cornerRadius` (`.presentationCornerRadius`
///   overrides), its `systemBackground` running to the bottom of the screen; its content is laid
///   out in the card above the home indicator (the safe area's bottom inset) and centred, as a
///   hosting controller's view. Its height is its detent's (`PresentationDetent`): `.large`
///   leaves `largeTopGap` below the safe area's top; `.medium` is half the screen. Behind a large
///   sheet the presenting view recedes: it is scaled about the screen's centre so that it is
///   `presenterSideInset` narrower on each side, moved down until its top meets the safe area's
///   top, its corners rounded by `cornerRadius`, black showing around it. Behind every sheet
///   it is dimmed by black at `dimmingOpacity`. A drag indicator (`grabberSize`, `grabberTop`
///   from the top, `tertiaryLabel`) shows with `.presentationDragIndicator(.visible)`, or with
///   `.automatic` when there are several detents.
/// - **Full-screen cover** (`.fullScreen`): the content in the safe area on an opaque
///   `systemBackground` covering the canvas; the presenting view does not move.
///
/// Both slide up from below the screen by their own height and back down on dismissal, on
/// UIKit's transition curve whatever animation the change was made in (UIKit animates
/// `present(_:animated:)` with its own curve; a transaction with `disablesAnimations` jumps).
/// UIKit's presentation curve is private: SwipeSim uses the curve of its navigation push
/// (`NavigationPush.animation`: UIKit's default spring, `UISpringTimingParameters()`,
/// time-scaled to settle in 0.5 s), a reading. The presenting view's scale, move and dimming
/// run on the same curve.
///
/// Every figure below is a reading of iOS 15–17 iPhone screenshots: UIKit publishes none of them.
struct SheetPresentation {
    /// Corner radius of a sheet's top corners and of the receded presenting view, points.
    static let cornerRadius = 10.0
    /// Points between the safe area's top (the status bar's bottom) and a large sheet's top.
    static let largeTopGap = 10.0
    /// Points the receded presenting view is narrower on each side.
    static let presenterSideInset = 16.0
    /// Opacity of the black dimming over the presenting view behind a sheet.
    static let dimmingOpacity = 0.2
    /// The drag indicator: a capsule this size, points, `grabberTop` below the sheet's top.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5

    let style: PresentationStyle
    /// The sliding node's frame, canvas points: the card (a sheet) or the canvas (a cover).
    let frame: Rect
    /// Where the chrome is laid out, and the safe area and canvas its layout sees.
    let layoutRect: Rect
    let layoutSafeArea: Rect
    let layoutCanvas: Rect
    let cornerRadius: Double
    let showsGrabber: Bool
    let bottomInset: Double
    /// `.presentationBackground`'s style; nil: `systemBackground`.
    let background: ShapeStyleValue?

    init(style: PresentationStyle, options: PresentationOptions, canvas: Rect, safeArea: Rect) {
        self.style = style
        bottomInset = max(canvas.maxY - safeArea.maxY, 0)
        cornerRadius = options.cornerRadius ?? SheetPresentation.cornerRadius
        background = options.background
        switch style {
        case .fullScreenCover, .alert, .confirmationDialog:
            frame = canvas
            layoutRect = safeArea
            layoutSafeArea = safeArea
            layoutCanvas = canvas
            showsGrabber = false
        case .sheet:
            let largeTop = safeArea.minY + SheetPresentation.largeTopGap
            let largeHeight = max(canvas.maxY - largeTop, 0)
            let detents = options.detents.flatMap { $0.isEmpty ? nil : $0 } ?? [.large]
            let heights = detents.map { $0.sheetHeight(largeHeight: largeHeight, screenHeight: canvas.height) }
            var height = heights.min() ?? largeHeight
            if let selected = options.selection?.wrappedValue, detents.contains(selected) {
                height = selected.sheetHeight(largeHeight: largeHeight, screenHeight: canvas.height)
            }
            frame = Rect(x: canvas.x, y: canvas.maxY - height, width: canvas.width, height: height)
            layoutRect = frame
            layoutSafeArea = Rect(x: safeArea.x, y: frame.y, width: safeArea.width, height: max(height - bottomInset, 0))
            layoutCanvas = frame
            switch options.dragIndicator ?? .automatic {
            case .visible: showsGrabber = true
            case .hidden: showsGrabber = false
            case .automatic: showsGrabber = Set(heights).count > 1
            }
        }
    }

    /// How it comes and goes: sheets and covers slide up from below the screen by their height;
    /// an alert fades in from 1.2 × its size and fades out (UIAlertController's zoom-in: a
    /// reading, UIKit's figure is private).
    var transition: AnyTransition {
        style == .alert ? .asymmetric(insertion: AnyTransition.opacity.combined(with: .scale(scale: 1.2)), removal: .opacity) : .move(edge: .bottom)
    }

    /// Whether the presenting view recedes behind it: a sheet at the large height.
    func recedesPresenter(safeArea: Rect) -> Bool {
        style == .sheet && frame.minY <= safeArea.minY + SheetPresentation.largeTopGap + 0.5
    }

    /// The presented content inside the sheet's card or the cover.
    func chrome(around content: ResolvedNodes) -> AnyView {
        switch style {
        case .fullScreenCover:
            return AnyView(
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color(uiColor: .systemBackground).ignoresSafeArea()))
        case .alert, .confirmationDialog:
            return AnyView(content.frame(maxWidth: .infinity, maxHeight: .infinity))
        case .sheet:
            let r = CGFloat(cornerRadius)
            return AnyView(
                VStack(spacing: 0) {
                    content.frame(maxWidth: .infinity, maxHeight: .infinity)
                    Color.clear.frame(height: CGFloat(bottomInset))
                }
                .overlay(alignment: .top) {
                    if showsGrabber {
                        Capsule().fill(Color(uiColor: .tertiaryLabel))
                            .frame(width: SheetPresentation.grabberSize.width, height: SheetPresentation.grabberSize.height)
                            .padding(.top, SheetPresentation.grabberTop)
                    }
                }
                .background(_StyledShape(geometry: .rectangle, style: background ?? ShapeStyleValue(Color(uiColor: .systemBackground)), stroke: nil))
                .clipShape(UnevenRoundedRectangle(topLeadingRadius: r, topTrailingRadius: r)))
        }
    }

    /// The environment of presented content: a presentation is a new hosting controller, so it
    /// starts from the simulation's environment and keeps what SwiftUI hands to it from the
    /// presenting view — environment objects, `@Observable` objects, custom keys and the tint —
    /// not the layout context around the presenting view (a stack's axis, an accessibility
    /// identifier, a navigation stack). Its `dismiss` dismisses it.
    static func environment(presentedFrom presenting: EnvironmentValues, base: EnvironmentValues, dismiss: @escaping () -> Void) -> EnvironmentValues {
        var environment = base
        environment.objects = presenting.objects
        environment.custom = presenting.custom
        environment.tint = presenting.tint
        environment.isTintSet = presenting.isTintSet
        environment.presentation = PresentationLink(dismiss: dismiss)
        return environment
    }
}
