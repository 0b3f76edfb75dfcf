import SwipeMotion
import SwipeRaster

/// A swipe-deck system from one of the seeds: its state, how gestures and buttons change it,
/// its view model (what animates) and its drawing. Presets are classes so handlers mutate
/// state inside `deck.withAnimation { … }` exactly as the seeds' SwiftUI code does.
public protocol DeckPreset: AnyObject {
    /// Which SDK's animation defaults apply.
    var semantics: AnimationSemantics { get }
    /// Where a drag without an explicit `from` puts the finger down, in points.
    var defaultTouchPoint: Point { get }
    /// The drag gesture's minimum distance in points before it starts (SwiftUI default 10).
    var minimumDragDistance: Double { get }
    /// Button names `tap` steps may use.
    var buttons: [String] { get }

    /// The target value of every animatable attribute, from the current state.
    func viewModel() -> ViewModel

    /// `LongPressGesture(minimumDuration:)` sequenced before the drag, in seconds; nil (the
    /// default) when the drag stands alone. The drag can start only once the press completed.
    var longPressMinimumDuration: Double? { get }
    /// The long press completed (SwiftUI's `.second(true, nil)`): at the first display frame at
    /// or after touch-down + `longPressMinimumDuration`, before any drag value.
    func longPressCompleted(deck: DeckRuntime)
    /// The finger lifted after the long press completed but before a drag was recognised: the
    /// sequenced gesture ends without a drag value (its `@GestureState` resets).
    func pressEndedWithoutDrag(deck: DeckRuntime)

    func dragChanged(_ value: DragValue, deck: DeckRuntime)
    func dragEnded(_ value: DragValue, deck: DeckRuntime)
    /// A tap on one of `buttons`.
    func tap(_ button: String, deck: DeckRuntime)

    /// Draws the whole screen for one instant from the on-screen element values.
    func display(_ elements: [ElementSnapshot], time: Double) -> FrameDisplay
}

extension DeckPreset {
    /// SwiftUI's `DragGesture` default.
    public var minimumDragDistance: Double { 10 }
    public var buttons: [String] { [] }
    public func tap(_ button: String, deck: DeckRuntime) {}
    public var longPressMinimumDuration: Double? { nil }
    public func longPressCompleted(deck: DeckRuntime) {}
    public func pressEndedWithoutDrag(deck: DeckRuntime) {}
}

/// One frame's drawing plus the per-card facts `manifest.json` records.
public struct FrameDisplay {
    public var items: [DisplayItem]
    public var cards: [CardPlacement]

    public init(items: [DisplayItem], cards: [CardPlacement]) {
        self.items = items
        self.cards = cards
    }
}

/// Where a card is on screen: the manifest's motion data for it.
public struct CardPlacement: Equatable {
    /// The element id, e.g. `card-3`.
    public var id: String
    /// Maps the card's local rect (origin top-left, in points) to screen points.
    public var transform: Transform
    /// The card's size in points.
    public var width: Double
    public var height: Double
    public var opacity: Double
    /// Drawing order among cards: 0 is drawn first (bottom).
    public var zOrder: Int
    /// The animated values (offset, rotation, scale, stamp opacities…) by name, in a fixed order.
    public var values: [(name: String, value: AttributeValue)]

    public static func == (a: CardPlacement, b: CardPlacement) -> Bool {
        a.id == b.id && a.transform == b.transform && a.width == b.width && a.height == b.height
            && a.opacity == b.opacity && a.zOrder == b.zOrder && a.values.map(\.name) == b.values.map(\.name)
            && a.values.map(\.value) == b.values.map(\.value)
    }
}
