import Observation

/// A view's last body, kept while the view's value stays the same.
struct StaticBodyEntry {
    /// The view value the body came from, kept alive so that no object it references can be freed
    /// and another made at the same address while the entry is compared against its bytes.
    let view: Any
    /// The value's bytes (its stored properties as laid out in memory).
    let bytes: [UInt8]
    let body: Any
    /// Set when an `@Observable` property its body read changed.
    var isInvalidated = false
    /// The last round (`ViewGraph.staticBodyRound`) whose body evaluation reached the view.
    var round: Int
}

extension ViewGraph {
    /// SwiftUI's rule for a view without dynamic properties (no `@State`, `@Binding`,
    /// `@Environment`, `@ObservedObject` …): its body is a function of the view's value, so it is
    /// evaluated again only when the parent makes a different value, or when an `@Observable`
    /// property the body read changed. A child's state change re-evaluates the child, not its
    /// parents. OpenSwiftUI: `Sources/OpenSwiftUICore/Data/DynamicProperty/DynamicProperty.swift`
    /// (`StaticBody`: the body rule of a view with no dynamic property, updated from its
    /// `container` attribute alone, under `withObservation`) and
    /// `Sources/OpenSwiftUICore/View/CustomView.swift` (`ViewBodyAccessor.updateBody(of:changed:)`:
    /// "guard changed else { return }"); WWDC21 "Demystify SwiftUI" (a view's body runs when its
    /// dependencies change). This is what keeps `ForEach(Card.data)` stable when `data` is a
    /// computed property making new `UUID()` ids on each call: on iOS the body that calls it
    /// runs once, while a card's `@State` drag changes only the card.
    ///
    /// "Same value" is SwipeSim's conservative reading of SwiftUI's comparison: the same bytes
    /// (equal numbers, the same object references and string buffers). Values that are equal
    /// but laid out differently evaluate the body again, as before.
    func staticBody<V: View>(of view: V, at identity: ViewIdentity, path: TypePath) -> V.Body {
        let record = self.record(for: identity)
        let bytes = withUnsafeBytes(of: view) { Array($0) }
        // An entry no evaluation reached in this round or the last closed one is gone.
        if let entry = record.staticBody, entry.round >= staticBodyRound - 1, !entry.isInvalidated, entry.bytes == bytes,
            let body = entry.body as? V.Body
        {
            record.staticBody?.round = staticBodyRound
            return body
        }
        let body = trackingOwnObservedReads(at: identity) { evaluateBody(of: view, at: path) }
        record.staticBody = StaticBodyEntry(view: view, bytes: bytes, body: body, round: staticBodyRound)
        return body
    }

    /// Runs `evaluate` recording the `@Observable` properties it reads; a change to one of them
    /// invalidates the entry at `identity` (and the graph), so a reused body never outlives what
    /// it read. The reads also count for the update's own tracking (Observation merges nested
    /// scopes into the enclosing one).
    private func trackingOwnObservedReads<Result>(at identity: ViewIdentity, _ evaluate: () -> Result) -> Result {
        guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else { return evaluate() }
        return withObservationTracking(
            evaluate,
            onChange: { [weak self] in
                guard let self else { return }
                self.records[identity]?.staticBody?.isInvalidated = true
                self.stateDidChange()
            })
    }

    /// Whether `view`'s type is one whose body is a function of its value alone: a struct whose
    /// stored properties include no dynamic property (`hasNoDynamicProperties`), no `Binding`,
    /// `Bindable` or `FocusState` (their values live elsewhere and change under the same bytes) and
    /// no optional (what it holds is not a fact of the type). Found once per type.
    func staticBodyApplies<V: View>(to view: V) -> Bool {
        let key = ObjectIdentifier(V.self)
        if let known = staticBodyTypes[key] { return known }
        guard hasNoDynamicProperties(V.self) else { return false }
        let mirror = Mirror(reflecting: view)
        let applies =
            mirror.displayStyle == .struct
            && !mirror.children.contains { child in
                let value = child.value
                return value is ValueElsewhere || Mirror(reflecting: value).displayStyle == .optional
            }
        staticBodyTypes[key] = applies
        return applies
    }

    /// Ends the round of the update's body evaluation: `forgetGoneViews` then drops the entries
    /// of views neither this round nor the one closed before it reached (gone from the tree;
    /// bodies evaluated after this point, outside the update's resolution, count for the next).
    func closeStaticBodyRound() {
        staticBodyRound += 1
    }
}

/// A stored property whose value is read through a reference that stays the same when the value
/// changes: a view holding one must evaluate its body at every update.
protocol ValueElsewhere {}
extension Binding: ValueElsewhere {}
extension Bindable: ValueElsewhere {}
extension FocusState: ValueElsewhere {}
