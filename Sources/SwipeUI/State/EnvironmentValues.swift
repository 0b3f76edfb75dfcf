import SwipeRaster

/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
/// Read them with `@Environment(\.name)`; set them with `.environment(\.name, value)` or the
/// modifiers that imply them (`.font`, `.foregroundStyle`, `.lineLimit`, …).
public struct EnvironmentValues {
    /// The Reduce Motion accessibility setting (the simulation's option).
    public var accessibilityReduceMotion = false
    /// The device's other settings as a simulation has them (`EnvironmentValues+System.swift`).
    var system = SystemSettings()
    /// Reading direction; right-to-left mirrors horizontal layout (the simulation's option).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The font of text and symbol images; nil means `.body`.
    public var font: Font?
    /// The Dynamic Type size text styles and `@ScaledMetric` follow (`.dynamicTypeSize(_:)`,
    /// `SimulationOptions.dynamicTypeSize`); `.large` by default.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Maximum number of lines of text; nil is unlimited.
    public var lineLimit: Int?
    /// Alignment of the lines of wrapped text.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Points between the lines of wrapped text (`.lineSpacing(_:)`).
    public var lineSpacing: CGFloat = 0
    /// The smallest fraction of its size text shrinks to before truncating (`.minimumScaleFactor(_:)`), 0…1.
    public var minimumScaleFactor: CGFloat = 1
    /// Upper or lower case for the text inside (`.textCase(_:)`); nil shows text as written.
    public var textCase: Text.Case?
    /// Whether controls and gestures respond to touches; `.disabled(true)` makes it false for
    /// the subtree (a `.disabled(false)` inside cannot enable it again, as in SwiftUI).
    public var isEnabled = true
    /// Whether scroll views scroll by touch; `.scrollDisabled(true)` makes it false for the subtree.
    public var isScrollEnabled = true
    /// Set by `.scrollTargetBehavior(.paging / .viewAligned)`.
    var scrollTargetMode = ScrollTargetMode.free
    /// Set by `.scrollTargetLayout()` for the container whose children are scroll targets
    /// (and its content; the outermost stack under it is the one).
    var isScrollTargetLayout = false
    /// Set by `.scrollPosition(id:anchor:)` for the scroll view it modifies.
    var scrollPosition: ScrollPositionLink?
    /// Set by `.scrollBounceBehavior(_:axes:)` and `.defaultScrollAnchor(_:)`.
    var scrollBounce = ScrollBounceBehaviors()
    var defaultScrollAnchor: UnitPoint?
    /// Set by `.scrollIndicators(_:axes:)`.
    var scrollIndicators = ScrollIndicatorVisibilities()
    /// Light or dark appearance (`.preferredColorScheme(_:)`, `.environment(\.colorScheme, …)`).
    public var colorScheme: ColorScheme = .light
    /// The size of the controls inside (`.controlSize(_:)`, `ControlSize.swift`).
    public var controlSize: ControlSize = .regular
    /// Symbol image scale.
    public var imageScale: Image.Scale = .medium
    /// The variant symbols are drawn in (`.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants = .none
    /// Pixels per point of the frames drawn (the simulation's `scale`).
    public var displayScale: CGFloat = 1
    /// One pixel in points: a hairline (a `Divider`'s thickness).
    public var pixelLength: CGFloat { 1 / displayScale }

    /// Why the content is redacted (`.redacted(reason:)`; empty by default and under `.unredacted()`).
    public var redactionReasons: RedactionReasons = []
    /// The views named by `.coordinateSpace(name:)` around this one, innermost last.
    var namedSpaces: [NamedSpaceOrigin] = []
    /// Where `.tag(_:)` records tags (set by a `TabView` for its content, a `Picker` for its options).
    var tags: TagCollector?
    /// Where `.tabItem` records tab labels (set by a `TabView` for its content).
    var tabItems: TabItemCollector?
    /// `.tabViewStyle(_:)` and `.indexViewStyle(_:)`.
    var tabViewStyle = TabViewStyleChoice.automatic
    var pageIndexBackground = PageIndexViewStyle.BackgroundDisplayMode.automatic
    /// Inside a tab bar item: a `Label` shows its icon over its title.
    var isTabBarItem = false

    var tint: Color = .accentColor
    /// Whether a `.tint` is in effect (a `Toggle` is green without one, as on iOS).
    var isTintSet = false
    /// `.buttonStyle(_:)`: how buttons inside draw their labels (`ButtonStyles.swift`).
    var buttonStyle = ButtonStyleChoice.automatic
    /// `.progressViewStyle(_:)` (`ProgressViewStyle.swift`).
    var progressViewStyle = ProgressViewStyleChoice.automatic
    /// `.labelStyle(_:)`: what a `Label` shows.
    var labelStyle = LabelStyleChoice.automatic
    /// `.listStyle(_:)` (`ListStyle.swift`).
    var listStyle = ListStyleKind.insetGrouped
    /// `.scrollContentBackground(.hidden)`: lists draw no background of their own.
    var hidesScrollContentBackground = false
    /// The list the view is in (set by a `List` for its content).
    var list: ListContext?
    /// `.textFieldStyle(_:)` (`TextField.swift`).
    var textFieldStyle = TextFieldStyleKind.plain
    /// `.pickerStyle(_:)` (`Picker.swift`).
    var pickerStyle = PickerStyleKind.menu
    /// `.labelsHidden()`: controls show no label.
    var labelsHidden = false
    /// The accessibility label in effect (one of the names a script's `tap` finds a Button by).
    var accessibilityName: String?
    /// The `accessibilityIdentifier` in effect: the outermost view under it is reported in
    /// `Frame.identifiedViews`, as a UI test finds a view by identifier.
    var accessibilityIdentifier: String?
    var foregroundStyle: ShapeStyleValue = .color(Color.primary.rgba)
    /// `.backgroundStyle(_:)`: what `BackgroundStyle` (`.background`) draws; nil for the system
    /// background (`BackgroundStyle.swift`).
    var backgroundStyle: ShapeStyleValue?
    /// Whether `.foregroundStyle`/`.foregroundColor` set `foregroundStyle` (SwiftUI's
    /// `EnvironmentValues.foregroundStyle` is non-nil); a control's own colour, such as a
    /// button's tint, is only the default under it (`Button`).
    var isForegroundStyleSet = false
    var fontWeight: Font.Weight?
    /// `.fontDesign(_:)`: the design of the font in effect (SwipeSim draws every design with
    /// its one family, as `Font.system(design:)`).
    var fontDesign: Font.Design?
    var isBold = false
    var isItalic = false
    var usesMonospacedDigits = false
    var truncationMode: Text.TruncationMode = .tail
    /// Text styles set by the View modifiers (iOS 16) `.kerning`, `.tracking`,
    /// `.baselineOffset` (points), `.underline`, `.strikethrough`.
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var baselineOffset: CGFloat = 0
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    /// Objects set with `.environmentObject(_:)` and `.environment(_ object:)`, by type.
    var objects = EnvironmentObjects()
    /// Values of custom `EnvironmentKey`s (`EnvironmentKey.swift`).
    var custom = CustomEnvironmentValues()
    /// `dismiss` and `isPresented` (`DismissAction.swift`): set inside a sheet, a full-screen
    /// cover and a pushed navigation page.
    var presentation: PresentationLink?
    /// Where a sheet's `.presentationDetents`, `.presentationDragIndicator`, … are collected
    /// while its content resolves (`PresentationOptions`); nil outside a presentation.
    var presentationOptions: PresentationOptions?
    /// The `NavigationStack` the view is in (its destinations, push and pop); nil outside one.
    var navigation: NavigationContext?
    /// The columns of the `NavigationSplitView` the view is in, collapsed into its stack, and
    /// the column a `NavigationLink(value:)` without a destination shows next (`NavigationSplitView.swift`).
    var splitColumns: SplitViewColumns?
    var splitNextColumn: Int?
    /// Sets the selection of the `List(selection:)` the view is in (nil outside one).
    var listSelection: ((AnyHashable) -> Void)?
    /// `openURL`'s value (`OpenURLAction.swift`); the graph gives it the simulation's warnings.
    var openURLStorage = OpenURLAction.simulation(nil)
    /// The axis of the stack laying the view out (SwiftUI's stack orientation input): set by
    /// `VStack`/`HStack` for their content, cleared by `ZStack` and `GeometryReader`. A
    /// `Divider` draws across it.
    var stackAxis: Axis?

    public init() {}

    /// The font in effect for text, with `.bold()` / `.fontWeight` applied, at the Dynamic
    /// Type size in effect.
    var resolvedFont: Font {
        var font = (self.font ?? .body).scaled(to: dynamicTypeSize)
        if let fontWeight { font = font.weight(fontWeight) }
        if let fontDesign { font.design = fontDesign }
        if isBold { font = font.bold() }
        if isItalic { font = font.italic() }
        if usesMonospacedDigits { font = font.monospacedDigit() }
        return font
    }
}

/// Horizontal alignment of the lines of multiline text.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

/// The objects in an environment, one per type and kind (an `ObservableObject` set with
/// `.environmentObject(_:)` is not an `@Observable` set with `.environment(_:)`, as in SwiftUI).
/// Looked up by key only, never iterated.
struct EnvironmentObjects {
    enum Key: Hashable {
        case observableObject(ObjectIdentifier)
        case observable(ObjectIdentifier)

        static func observableObject(_ type: Any.Type) -> Key { .observableObject(ObjectIdentifier(type)) }
        static func observable(_ type: Any.Type) -> Key { .observable(ObjectIdentifier(type)) }
    }

    private var byKey: [Key: AnyObject] = [:]

    subscript(key: Key) -> AnyObject? {
        get { byKey[key] }
        set { byKey[key] = newValue }
    }
}
