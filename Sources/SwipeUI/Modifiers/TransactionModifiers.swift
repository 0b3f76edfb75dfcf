import SwipeMotion

extension View {
    /// Changes the transaction the view's changes are animated in (SwiftUI's
    /// `transaction(_:)`): `transform` receives the transaction in effect — its animation is
    /// the one inherited here, the update's or an outer `.animation` modifier's — and the
    /// animation it leaves is the one used inside. `{ $0.animation = nil }` keeps a badge from
    /// animating with the card it sits on; `{ $0.animation = .snappy }` gives it its own.
    /// SwipeSim honours what `transform` does to `animation`; `disablesAnimations` set here
    /// does not reach the `.animation` modifiers inside (the update's own does).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        node(".transaction", .transaction(TransactionChange(transform: transform, value: nil)))
    }

    /// As `transaction(_:)`, only in updates where `value` changed (iOS 17).
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        node(".transaction", .transaction(TransactionChange(transform: transform, value: AnyEquatable(value))))
    }
}

/// A `.transaction` modifier's change, and the value that gates it (`transaction(value:_:)`).
struct TransactionChange {
    let transform: (inout Transaction) -> Void
    let value: AnyEquatable?
}
