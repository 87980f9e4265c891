/// Carries a non-`Sendable` value — a UIKit-style closure (section provider, custom group item provider,
/// visible-items handler) — into the layout layer, whose hooks must be `@Sendable`.
///
/// Why `@unchecked Sendable` is sound: the box has no mutable state (`value` is a `let`), and the value is reachable
/// only through ``withValue(_:)``, which runs on the main actor via `MainActor.assumeIsolated`. UIKit calls these
/// closures on the main thread while it lays out; here the layout layer calls the hooks built from the box
/// synchronously while solving, and the only caller of the solver is this module's `@MainActor` collection view, so
/// the access happens on the main actor. `assumeIsolated` checks that at run time and traps — rather than race — if
/// a solve were ever moved off the main actor. The value is therefore never used from two isolation domains at once.
package final class MainActorBound<Value>: @unchecked Sendable {
    private let value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value on the main actor (trapping when not called on it).
    package func withValue<Result: Sendable>(_ body: @MainActor (Value) -> Result) -> Result {
        MainActor.assumeIsolated { body(value) }
    }
}

/// ``MainActorBound`` for an object the box must not keep alive: a flow layout object builds closures over itself
/// into a description that it keeps (a subclass's prepared solution), and a strong box would make a cycle.
///
/// Why `@unchecked Sendable` is sound: as for ``MainActorBound``, the value is reached only on the main actor
/// through ``withValue(_:)``; the weak reference's only other change is the runtime zeroing it.
package final class MainActorWeakBound<Value: AnyObject>: @unchecked Sendable {
    private weak var value: Value?

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value on the main actor, or returns `nil` once the value is gone.
    package func withValue<Result: Sendable>(_ body: @MainActor (Value) -> Result) -> Result? {
        MainActor.assumeIsolated { value.map { body($0) } }
    }
}
