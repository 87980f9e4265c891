import Foundation

/// Core Animation's transactions: `begin`/`commit` pairs that group the animations made between them, with a
/// completion block that runs once every one of them has ended (semantics AN9).
@MainActor
public enum CATransaction {
    /// One open transaction.
    @MainActor struct Frame {
        var completion: (@MainActor () -> Void)?
        var duration: TimeInterval = CATransaction.defaultAnimationDuration
        var disablesActions = false
        var groups: [AnimationGroup] = []
    }

    /// Core Animation's default duration of implicit animations, 0.25 s.
    public nonisolated static let defaultAnimationDuration: TimeInterval = 0.25
    private static var frames: [Frame] = []

    /// Opens a transaction (they nest).
    public static func begin() { frames.append(Frame()) }

    /// Closes the innermost transaction. Its completion block runs when the animations made in it have ended
    /// (at the clock's next turn when there were none); an enclosing transaction also waits for them.
    public static func commit() {
        guard let frame = frames.popLast() else { return }
        if !frames.isEmpty { frames[frames.count - 1].groups += frame.groups }
        guard let completion = frame.completion else { return }
        let running = frame.groups.filter { !$0.hasEnded }
        guard !running.isEmpty else {
            let engine = AnimationEngine.shared
            let barrier = engine.makeGroup(curve: .linear, duration: 0, delay: 0)
            barrier.forcedEndTime = engine.clock.now
            barrier.completions.append { _ in completion() }
            engine.schedule(barrier)
            return
        }
        var remaining = running.count
        for group in running {
            group.completions.append { _ in
                remaining -= 1
                if remaining == 0 { completion() }
            }
        }
    }

    /// Does nothing: changes here are never deferred to the end of a run-loop turn.
    public static func flush() {}

    /// Sets the block run when the innermost transaction's animations have ended.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        guard !frames.isEmpty else {
            // No explicit transaction: the implicit one ends at the clock's next turn.
            begin()
            setCompletionBlock(block)
            commit()
            return
        }
        frames[frames.count - 1].completion = block
    }

    /// The innermost transaction's completion block.
    public static func completionBlock() -> (@MainActor () -> Void)? { frames.last?.completion }

    /// Sets the duration of implicit layer animations in the innermost transaction (stored: layers here have no
    /// implicit animations; docs/not-modelled.md).
    public static func setAnimationDuration(_ duration: TimeInterval) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].duration = duration
    }

    /// The innermost transaction's implicit animation duration (0.25 s by default).
    public static func animationDuration() -> TimeInterval { frames.last?.duration ?? defaultAnimationDuration }

    /// Sets whether implicit layer actions are disabled in the innermost transaction (stored).
    public static func setDisableActions(_ flag: Bool) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].disablesActions = flag
    }

    /// Whether implicit actions are disabled in the innermost transaction.
    public static func disableActions() -> Bool { frames.last?.disablesActions ?? false }

    /// Notes an animation made while transactions are open.
    static func register(_ group: AnimationGroup) {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].groups.append(group)
    }
}
