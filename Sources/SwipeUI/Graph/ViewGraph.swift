import Foundation
import SwipeMotion
import SwipeRaster

/// The live view graph of one simulation: it evaluates bodies, keeps state by identity,
/// lays the tree out, diffs it against the previous update and drives one animator per
/// animatable attribute, all on the virtual clock.
///
/// Updates happen on display frames only: a state change made in a gesture callback, a timer
/// or `withAnimation` is applied (body evaluation, layout, diff) at the end of the
/// transaction it was made in, at the current display frame's time.
final class ViewGraph: @unchecked Sendable {
    /// The graph whose callbacks are running on this thread (for `withAnimation`,
    /// `DispatchQueue.main` and state writes).
    @TaskLocal static var current: ViewGraph?

    let makeRoot: () -> any View
    /// The root view, made once, when the first update needs it (as a hosting controller holds
    /// its root view: re-made views are its descendants, whose parents' bodies make them).
    lazy var rootView: any View = makeRoot()
    var baseEnvironment: EnvironmentValues
    let text: TextMeasurer
    let images: ImageStore
    /// Canvas and safe area, points.
    let canvas: Rect
    let safeArea: Rect
    /// Display frames per second (60 or 120): when animators are evaluated.
    let displayRate: Int

    /// The current display frame's time.
    private(set) var now = VirtualTime.zero
    var transaction = Transaction()
    /// Whether a gesture's end is running (`performEndCallback`): its parts join one update.
    var isEndingGesture = false
    var root: Node?
    var nodesByIdentity: [ViewIdentity: Node] = [:]

    /// What is kept across updates for each view identity (`ViewRecord`): state, animators,
    /// scroll and lazy-stack states, last seen values, lifecycle, tasks. Looked up by identity;
    /// never iterated where the order would show (`forgetGoneViews` treats each record alone).
    var records: [ViewIdentity: ViewRecord] = [:]
    /// The round of static-body reuse in progress (`ViewGraph+StaticBody.swift`): an update
    /// closes it once its bodies are evaluated, and keeps the bodies used since the round before.
    var staticBodyRound = 0
    /// The matched-geometry groups of the last update, in the order their views were first
    /// met (`matchedGeometryEffect`); whether this update's tree has matched views.
    var matchedGroups: [MatchedGeometryGroup] = []
    var hasMatchedGeometry = false
    /// The namespaces handed out (`@Namespace`).
    var namespaceCount = 0
    /// The lazy stacks the last update laid out, whose visible rows each display frame checks
    /// (`lazyRowsMoved`).
    var laidOutLazyStacks: [LazyStackState] = []
    /// The layout pass under way (during an update's layout only), which presentations lay
    /// their content out in too.
    var currentLazyPass: LazyLayoutPass?
    /// A `scrollTo` whose view was not built yet: scrolled to its estimated place, and again
    /// to its laid-out frame once an update builds it (`ScrollViewReader.swift`).
    var pendingScrollTo: PendingScrollTo?
    /// The scroll views with a `.scrollPosition` binding, in tree order (made by each update).
    var scrollPositionStates: [ScrollState] = []
    /// The sheets and covers found while resolving the current update, in tree order
    /// (`ViewGraph+Presentations`); the last update's, with their `onDismiss`; whether the
    /// presenting view is receded behind a large sheet (also while one slides out).
    var pendingPresentations: [PresentationRecord] = []
    var presentationDismissActions: [(identity: ViewIdentity, onDismiss: (() -> Void)?)] = []
    var presenterRecedes = false
    /// Removed views still transitioning out, by the identity of the parent they were in: part
    /// of the tree (drawn under that parent every display frame until their transition ends)
    /// rather than state of the parent's identity, so kept beside the records, not in them.
    var ghosts: [ViewIdentity: [Ghost]] = [:]
    /// Per view type, whether its body may be reused (`staticBodyApplies(to:)`).
    var staticBodyTypes: [ObjectIdentifier: Bool] = [:]
    /// Main-queue work and `Task.sleep` wake-ups waiting for their display frame.
    var timers = TimerQueue()
    /// The executor the views' `.task`s run on (`VirtualTaskExecutor`; each task is kept in its
    /// view's record).
    let taskExecutor = VirtualTaskExecutor()
    /// `SimulationOptions.namedColors`: what `Color("Name")` resolves to.
    var namedColors: [String: Color] = [:]
    /// What `@AppStorage` and `@SceneStorage` read and write (`SimulationOptions.userDefaults`).
    var userDefaults = UserDefaultsStore()
    /// The simulation's warnings (shared with its image store).
    var warnings: SimulationWarnings { images.warnings }
    /// Animation completions waiting for their animations, in registration order.
    var completionListeners: [AnimationCompletionListener] = []
    /// The time of the last display frame presented (seconds); nil before the first.
    var lastPresentedTime: Double?
    var isDirty = true
    var updateDepth = 0
    /// The first error raised where it could not be thrown (inside a callback).
    var pendingError: Error?
    /// Shared identity paths, so that identities compare by pointer across updates.
    let identities = ViewIdentity.Interner()
    /// Per-type facts found by reflection (`typeName(of:)`, `installDynamicProperties`) and by
    /// casts (`typeFacts`: primitive views, built-in and custom modifiers).
    let typeFacts = ViewTypeFacts()
    private var typeNames: [ObjectIdentifier: String] = [:]
    /// Per struct type with fixed fields, the positions of its dynamic properties (empty: none).
    private var dynamicPropertyPositions: [ObjectIdentifier: [Int]] = [:]
    /// State writes made by `.task` code since the tasks last drained (`noteStateWrite`).
    var taskStateWrites = 0
    /// The view whose `body` is running (nil between bodies).
    var bodyInEvaluation: TypePath?
    /// Number of body evaluations, for `swipesim bench` and tests.
    private(set) var bodyEvaluations = 0
    /// Number of updates begun: which body evaluations' Observation registrations are current.
    var updateCount = 0
    /// The wall clock when the simulation began, seconds from 1 January 2001: where a date of
    /// the wall clock shown by `Text(_:style:)` is counted from (`DateText`).
    let wallClockAtStart = Date().timeIntervalSinceReferenceDate
    /// The virtual times (ticks) an update is asked for by a text showing a date.
    var requestedUpdates = Set<Int64>()

    struct Ghost {
        var index: Int
        var node: Node
    }

    /// Most timers (`DispatchQueue.main.async`/`asyncAfter` work, `Task.sleep` wake-ups) one
    /// display frame runs. Work that schedules itself for the current frame again
    /// (`asyncAfter(deadline: .now())` calling itself, a `while true { try await
    /// Task.sleep(for: .zero) }` loop) would otherwise keep the frame from ending while its
    /// queue grows; a real deck schedules a handful per frame.
    static let maximumTimersPerFrame = 10_000

    init(root: @escaping () -> any View, environment: EnvironmentValues, fonts: FontSet, images: ImageStore, canvas: Rect, safeArea: Rect, displayRate: Int) {
        self.makeRoot = root
        self.displayRate = displayRate
        self.baseEnvironment = environment
        self.text = TextMeasurer(fonts: fonts)
        self.images = images
        self.canvas = canvas
        self.safeArea = safeArea
        self.baseEnvironment.openURLStorage = OpenURLAction.simulation(images.warnings)
    }

    // MARK: State

    /// The storage at `key`, holding `initialValue` the first time.
    func location<Value>(for key: StateKey, initialValue: Value) -> StateLocation<Value> {
        storage(for: key, as: StateLocation<Value>.self) { StateLocation(initialValue, graph: self) }
    }

    /// The storage at `key`, made by `make` the first time (an initial value that must be made
    /// only once, such as a namespace identifier).
    func location<Value>(for key: StateKey, make: () -> Value) -> StateLocation<Value> {
        storage(for: key, as: StateLocation<Value>.self) { StateLocation(make(), graph: self) }
    }

    func stateDidChange() { isDirty = true }

    /// Points the view's `@State`, `@GestureState`, `@Environment`, `@StateObject`,
    /// `@ObservedObject` and `@EnvironmentObject` properties at their storage for `identity`
    /// (SwiftUI does this before every body evaluation). A property's key is its position among
    /// the type's stored properties. Which positions hold dynamic properties is a fact of the
    /// type, so once found only those children are read again (reading a child copies its
    /// value, and casting it costs thousands of instructions), and a type with none is not
    /// reflected again. Throws `MissingEnvironmentObject`, with the property's name, for an
    /// object no ancestor set.
    func installDynamicProperties<T>(of value: T, identity: ViewIdentity, environment: EnvironmentValues) throws {
        let type = ObjectIdentifier(Swift.type(of: value))
        let known = dynamicPropertyPositions[type]
        if known?.isEmpty == true { return }
        var positions: [Int] = []
        func install(_ child: Mirror.Child, at index: Int) throws {
            guard let property = child.value as? DynamicPropertyInstallable else { return }
            do {
                try property.install(in: self, key: StateKey(identity: identity, index: index), environment: environment)
            } catch var missing as MissingEnvironmentObject {
                // The stored property of `@EnvironmentObject var model` is `_model`.
                missing.property = String((child.label ?? "").drop { $0 == "_" })
                throw missing
            }
            positions.append(index)
        }
        let mirror = Mirror(reflecting: value)
        let children = mirror.children
        if let known {
            for index in known { try install(children[children.index(children.startIndex, offsetBy: index)], at: index) }
            return
        }
        for (index, child) in children.enumerated() { try install(child, at: index) }
        // Only a struct without optional fields has the same fields in every value (an enum's
        // depend on its case; an optional `State<Int>?` is found only when it is not nil).
        if mirror.displayStyle == .struct, !children.contains(where: { Mirror(reflecting: $0.value).displayStyle == .optional }) {
            dynamicPropertyPositions[type] = positions
        }
    }

    /// `String(describing:)` of a view or modifier type (its identity component and type-path
    /// name), made once per type.
    func typeName(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        let name = String(describing: type)
        typeNames[key] = name
        return name
    }

    /// Whether values of `type` are known to hold no dynamic property (`@State`, `@Binding`,
    /// `@Environment`, …): known once `installDynamicProperties` has reflected a value of it.
    func hasNoDynamicProperties(_ type: Any.Type) -> Bool {
        dynamicPropertyPositions[ObjectIdentifier(type)]?.isEmpty == true
    }

    /// The body of `view`, the view at `path` (noted while it runs: `stateWrittenDuringBody`).
    func evaluateBody<V: View>(of view: V, at path: TypePath) -> V.Body {
        bodyEvaluations += 1
        let outer = bodyInEvaluation
        bodyInEvaluation = path
        defer { bodyInEvaluation = outer }
        return view.body
    }

    /// The body of `modifier`, the modifier at `path`, around `content`.
    func evaluateBody<M: ViewModifier>(of modifier: M, content: _ViewModifier_Content, at path: TypePath) -> M.Body {
        bodyEvaluations += 1
        let outer = bodyInEvaluation
        bodyInEvaluation = path
        defer { bodyInEvaluation = outer }
        return modifier.body(content: content)
    }

    /// A state value was written while a `body` ran: warns once per view path, in SwiftUI's
    /// words, and the caller drops the write, as SwiftUI does (OpenSwiftUI
    /// `Sources/OpenSwiftUICore/Data/State/StoredLocation.swift`: `set` while the graph is
    /// updating logs "Modifying state during view update, this will cause undefined behavior."
    /// and returns without storing).
    func stateWrittenDuringBody() {
        guard let path = bodyInEvaluation else { return }
        let where_ = path.clippedDescription(keepingFirst: 4, last: 6)
        warnings.note(
            key: "state during body \(where_)",
            "\(where_): Modifying state during view update, this will cause undefined behavior. (a @State or its @Binding was set while body ran; SwiftUI ignores the write, and so does SwipeSim: set it in an action, onAppear, onChange or .task instead)"
        )
    }

    // MARK: Transactions

    /// Runs `body` in `transaction`: changes made before it are applied first (in the outer
    /// transaction), and changes made in it are applied when it returns.
    func perform<Result>(in transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        applyPendingChanges()
        let saved = self.transaction
        self.transaction = transaction
        defer {
            applyPendingChanges()
            self.transaction = saved
            arm(transaction.completionListeners)
        }
        return try ViewGraph.$current.withValue(self) { try body() }
    }

    /// A gesture's `onChanged`: a continuous, velocity-tracked transaction.
    func performGestureCallback(_ action: () -> Void) {
        var t = Transaction()
        t.isContinuous = true
        perform(in: t, action)
    }

    /// A gesture's end (its `onEnded` callbacks, then its `@GestureState` resets) or a button
    /// action, in one update: SwiftUI commits what onEnded changes together with the reset, so
    /// no update shows onEnded's changes beside the gesture's last state (seed 002's next card
    /// becoming the top one while the drag state still holds the finger's translation). An end
    /// callback inside one joins it; `withAnimation` inside still makes its own update.
    func performEndCallback(_ action: () -> Void) {
        if isEndingGesture { return action() }
        perform(in: Transaction()) {
            isEndingGesture = true
            defer { isEndingGesture = false }
            action()
        }
    }

    func applyPendingChanges() {
        guard isDirty, pendingError == nil, root != nil else { return }
        do { try update() } catch { pendingError = pendingError ?? error }
    }

    /// Schedules `work` for the first display frame at or after `deadline`.
    /// `origin` names who scheduled it (for the message when a frame runs too many).
    func schedule(at deadline: VirtualTime, origin: String = "DispatchQueue.main", _ work: @escaping () -> Void) {
        timers.schedule(at: max(deadline, now), origin: origin, work)
    }

    /// Moves the clock to display frame time `time`, runs the animation completions the last
    /// frame presented complete and the timers due by then (deadline order, then scheduling
    /// order), and applies pending changes.
    func advance(to time: VirtualTime) throws {
        if let presented = lastPresentedTime {
            runDueCompletions(presentedAt: presented)
            reportScrollPositions(presentedAt: presented)
        }
        now = time
        var ran = 0
        while let timer = timers.takeNext(dueBy: time) {
            ran += 1
            if ran > ViewGraph.maximumTimersPerFrame {
                timers.removeAll()
                throw SwipeUIError(
                    typePath: timer.origin,
                    message:
                        "more than \(ViewGraph.maximumTimersPerFrame) pieces of main-queue work ran in the display frame at \(time.seconds) s (DispatchQueue.main.async or asyncAfter(deadline: .now()) work that schedules itself again, or a loop of Task.sleep(for: .zero)), so the frame would never end; schedule the next step for a later time (asyncAfter(deadline: .now() + 0.1), Task.sleep(for: .milliseconds(100))) or stop the loop"
                )
            }
            perform(in: Transaction(), timer.work)
        }
        if !isDirty, lazyRowsMoved(at: time.seconds) { isDirty = true }
        if root == nil || isDirty { try update() }
        if let error = pendingError { throw error }
    }

    /// Whether a lazy stack's scroll view shows other rows at display time `t` than the last
    /// layout found visible: the update then builds them (and runs their `onAppear`, and the
    /// `onDisappear` of those gone). Scrolling within the rows shown lays nothing out.
    func lazyRowsMoved(at t: Double) -> Bool {
        laidOutLazyStacks.contains { $0.visibleRowsChanged(at: t) }
    }

    /// The state kept for the lazy stack at `identity` (made at its first appearance).
    func lazyStackState(for identity: ViewIdentity) -> LazyStackState {
        let record = self.record(for: identity)
        if let state = record.lazyStack { return state }
        let state = LazyStackState()
        record.lazyStack = state
        return state
    }
}
