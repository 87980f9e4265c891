import Foundation
import GRDB

/// A `ValueObservationScheduler` that collects observed values until the host runs them, on its own thread.
///
/// GRDB fetches a new value inside the commit and hands it to the scheduler a moment later from a queue of its own.
/// The interactive host is woken to drain the inbox on the main queue; the non-interactive host, the tests and the
/// benchmarks wait for the value of a write they just made (``waitAndDrain(timeout:)``), so that a key played back
/// sees the screen the database has stored, without sleeping.
public final class ObservationInbox: ValueObservationScheduler, @unchecked Sendable {
    // @unchecked: `pending` and `wake` are guarded by `condition`.
    private let condition = NSCondition()
    private var pending: [@Sendable () -> Void] = []
    private var wake: (@Sendable () -> Void)?

    /// Creates an inbox; `wake` (if any) is called, from GRDB's queue, each time a value arrives.
    public init(wake: (@Sendable () -> Void)? = nil) {
        self.wake = wake
    }

    /// The first value of an observation is delivered at once, in `start`, on the thread that starts it.
    public func immediateInitialValue() -> Bool { true }

    public func schedule(_ action: @escaping @Sendable () -> Void) {
        condition.lock()
        pending.append(action)
        let wake = self.wake
        condition.signal()
        condition.unlock()
        wake?()
    }

    /// Runs every value that has arrived, in order; returns how many.
    @discardableResult
    public func drain() -> Int {
        condition.lock()
        let actions = pending
        pending.removeAll()
        condition.unlock()
        for action in actions { action() }
        return actions.count
    }

    /// Waits until at least one value has arrived (at most `timeout` seconds), then runs every value that has;
    /// returns how many ran (0 after a timeout).
    @discardableResult
    public func waitAndDrain(timeout: TimeInterval = 5) -> Int {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        while pending.isEmpty {
            if !condition.wait(until: deadline) { break }
        }
        condition.unlock()
        return drain()
    }
}
