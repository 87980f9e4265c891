import Dispatch
import Foundation

/// The time animations run on, in seconds. Presentation values are computed from ``now`` when they are read; the
/// clock only has to wake the animation engine when an animation ends, so that completions run.
///
/// The default is ``RealTimeAnimationClock`` (the main queue and the system's monotonic time, as an app sees
/// them); tests install a ``TestAnimationClock`` with one call. A driver that simulates touches advances the same
/// clock (semantics AN1).
@MainActor
public protocol AnimationClock: AnyObject {
    /// The current time, in seconds, never decreasing.
    var now: TimeInterval { get }
    /// Asks the clock to call ``AnimationClocks/fireDueEvents()`` once `time` has come (at most once is enough; the
    /// engine asks again for later events).
    func requestWakeUp(at time: TimeInterval)
}

/// Where the current clock is kept, and the entry point a clock calls when time has come.
@MainActor
public enum AnimationClocks {
    /// The clock animations read; a ``RealTimeAnimationClock`` until another is installed.
    public static var current: any AnimationClock {
        get { AnimationEngine.shared.clock }
        set { AnimationEngine.shared.install(newValue) }
    }

    /// Ends every animation whose time has come, in the order of their end times, and runs their completions. A
    /// clock calls it when the time it was asked to wake at has come.
    public static func fireDueEvents() { AnimationEngine.shared.fireDueEvents() }
}

/// A clock that follows the system's monotonic time; it wakes the animation engine on the main queue, so that
/// completions run while the main run loop (or `dispatchMain`) runs, as in an app.
@MainActor
public final class RealTimeAnimationClock: AnimationClock {
    private let origin = DispatchTime.now().uptimeNanoseconds
    private var pendingWakeUp: TimeInterval?

    /// Creates a clock whose time starts at 0 now.
    public init() {}

    /// Seconds since the clock was made.
    public var now: TimeInterval { Double(DispatchTime.now().uptimeNanoseconds - origin) / 1e9 }

    /// Schedules a wake-up on the main queue at `time` (one pending wake-up at a time, the earliest).
    public func requestWakeUp(at time: TimeInterval) {
        if let pendingWakeUp, pendingWakeUp <= time { return }
        pendingWakeUp = time
        let delay = max(0, time - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                self.pendingWakeUp = nil
                AnimationClocks.fireDueEvents()
            }
        }
    }
}

/// A clock that stands still until a test moves it: ``advance(by:)`` and ``runUntilIdle()`` run every completion
/// whose time comes, in time order, each at its own time (a completion that starts an animation starts it then).
/// Nothing sleeps. Install one with ``install()``; ``uninstall()`` puts a real-time clock back.
@MainActor
public final class TestAnimationClock: AnimationClock {
    /// The current time, in seconds from the clock's creation.
    public private(set) var now: TimeInterval = 0

    /// The most events ``runUntilIdle()`` runs before it stops with a message (animations that keep starting
    /// animations would otherwise never let it return).
    public static let eventLimit = 100_000

    /// Creates a clock at time 0 (not installed).
    public init() {}

    /// Makes a new test clock the current clock and returns it. Animations running on the previous clock end
    /// first, as if their time had run out (their completions run with `finished == true`).
    @discardableResult
    public static func install() -> TestAnimationClock {
        let clock = TestAnimationClock()
        AnimationClocks.current = clock
        return clock
    }

    /// Puts a real-time clock back if this clock is the current one.
    public func uninstall() {
        if AnimationClocks.current === self { AnimationClocks.current = RealTimeAnimationClock() }
    }

    /// Nothing to schedule: the test moves the clock.
    public func requestWakeUp(at time: TimeInterval) {}

    /// Moves the clock forward by `duration` seconds (a negative or NaN duration counts as 0), ending the
    /// animations whose end comes on the way, each at its end time.
    public func advance(by duration: TimeInterval) {
        let target = now + (duration.isNaN ? 0 : max(0, duration))
        var fired = 0
        while let next = AnimationEngine.shared.nextEventTime, next <= target {
            now = max(now, next)
            AnimationEngine.shared.fireDueEvents()
            fired += 1
            if fired > Self.eventLimit { Self.tooManyEvents() }
        }
        now = max(now, target)
        AnimationEngine.shared.renderFrame()
    }

    /// Moves the clock to the end of the last animation, running every completion on the way, including those of
    /// animations started by completions. Animations that repeat forever have no end and are left running.
    public func runUntilIdle() {
        var fired = 0
        while let next = AnimationEngine.shared.nextEventTime {
            now = max(now, next)
            AnimationEngine.shared.fireDueEvents()
            fired += 1
            if fired > Self.eventLimit { Self.tooManyEvents() }
        }
    }

    private static func tooManyEvents() -> Never {
        UIKitTraps.raise(
            "TestAnimationClock: more than \(eventLimit) animation ends without the clock coming to rest; "
                + "a completion keeps starting animations")
    }
}
