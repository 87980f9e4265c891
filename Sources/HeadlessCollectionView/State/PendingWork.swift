import CompositionalLayout
import Foundation

/// The work the next layout pass must do, in the order it does it: ask the data source again (reload), solve the
/// layout (afresh, or by moving the current solution forward), then bring the views of the prepared rect up to date
/// (the visible pass).
///
/// Rules: each step implies the ones after it (a reload is followed by a solve, a solve by a visible pass), so
/// marking one marks the later ones; a solve afresh and an invalidation narrower than everything only wait for a
/// pending solve.
struct PendingWork {
    /// The data source must be asked again: views are recycled and measured sizes discarded.
    private(set) var needsReload = true
    /// The layout must be solved (or moved forward) before it is queried.
    private(set) var needsSolve = true
    /// The views must be reconciled with the elements of the prepared rect.
    private(set) var needsVisiblePass = true
    /// Whether the next solve starts afresh (measured sizes discarded) instead of moving the solution forward.
    /// The solution owns every measured size (semantics H19); the view keeps none.
    private(set) var needsFreshSolve = true
    /// What the next solve must solve again when it moves the solution forward: `.everything` unless only
    /// ``CollectionView/invalidateLayout(_:)`` with named sections asked for it since the last solve (semantics H20).
    private(set) var invalidation: LayoutInvalidation = .everything
    /// The visible bounds of the last layout pass: what the layout last saw (CL3).
    var layoutBounds: CGRect?

    /// Everything again, from the data source's counts on.
    mutating func markReload() {
        needsReload = true
        needsSolve = true
        needsVisiblePass = true
    }

    /// A solve that re-solves what `invalidation` adds to what is already pending.
    mutating func markSolve(invalidating new: LayoutInvalidation) {
        invalidation = needsSolve ? invalidation.merged(with: new) : new
        needsSolve = true
        needsVisiblePass = true
    }

    /// A solve asked for by the layout itself (a bounds change): what is pending to be solved again is kept.
    mutating func markSolveForBoundsChange() {
        needsSolve = true
        needsVisiblePass = true
    }

    /// Measured sizes are discarded: the next solve starts afresh.
    mutating func markFreshSolve() {
        needsFreshSolve = true
        needsSolve = true
        needsVisiblePass = true
    }

    mutating func markVisiblePass() { needsVisiblePass = true }

    /// The data source was asked again: a fresh solve follows.
    mutating func reloadDone() {
        needsReload = false
        markFreshSolve()
    }

    /// A solution was installed: its elements need views.
    mutating func solveDone() {
        needsSolve = false
        needsFreshSolve = false
        invalidation = .everything
        needsVisiblePass = true
    }

    /// The views match the prepared rect, unless something asked for a solve meanwhile (its pass follows).
    mutating func visiblePassDone() { needsVisiblePass = needsSolve }

    /// What breaks the rules above (empty when they hold).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        if needsReload && !needsSolve { problems.append("a reload is pending without a solve") }
        if needsSolve && !needsVisiblePass { problems.append("a solve is pending without a visible pass") }
        if needsFreshSolve && !needsSolve { problems.append("a fresh solve is wanted but no solve is pending") }
        if invalidation != .everything && !needsSolve { problems.append("an invalidation \(invalidation) waits for no solve") }
        if let bounds = layoutBounds, !bounds.isFinite { problems.append("the last layout bounds \(bounds) are not finite") }
        return problems
    }
}
