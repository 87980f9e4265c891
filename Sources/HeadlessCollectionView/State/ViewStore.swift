import CompositionalLayout
import Foundation

/// Every view the collection view made: the views showing the elements of the prepared rect, the side table of
/// what each view is and shows, and the reuse queues of views waiting for another element.
///
/// Rules: the side table holds each view under its own identity; a view is shown for at most one element or
/// queued at most once, never both, and only a view the collection view made is shown or queued; a queued view
/// shows nothing and waits in its own queue, which never holds more views than it created; views leaving during
/// an update are held only while the update holds them. Once a visible pass has run (``checkMatchesDisplayed()``),
/// every displayed element has a view, stamped by that pass, showing that element.
@MainActor
struct ViewStore {
    /// Views of the elements in the overscanned viewport, by element.
    var views: [ElementKey: any ReusableView] = [:]
    /// Every view the collection view made, by identity: its reuse queue and what it displays (the only owner of
    /// that state, so views need not store it).
    var records: [ObjectIdentifier: ViewRecord] = [:]
    /// The attributes of the shown elements, in the solver's order (positions after pinning and orthogonal offsets).
    var displayedAttributes: [LayoutAttributes] = []
    /// Numbers the visible passes: a pass stamps the records of the views it keeps or makes.
    var generation = 0
    /// Reuse queues by pool key (cells: reuse identifier; supplementaries: kind and identifier; decorations: kind).
    var reuseQueues: [PoolKey: ReuseQueue] = [:]
    /// Whether views that leave are held out of their queues (during an update, until its transaction is described).
    private(set) var isHoldingRecycledViews = false
    /// The views held while ``isHoldingRecycledViews``, with the elements they showed.
    private(set) var heldViews: [(ElementKey, any ReusableView)] = []

    /// Makes the (empty) queue of `poolKey`.
    mutating func makeQueue(for poolKey: PoolKey, statisticsKey: String) -> ReuseQueue {
        let queue = ReuseQueue(statisticsKey: statisticsKey)
        reuseQueues[poolKey] = queue
        return queue
    }

    /// Starts holding leaving views.
    mutating func startHolding() { isHoldingRecycledViews = true }

    /// Holds a leaving view, while ``isHoldingRecycledViews``.
    mutating func hold(_ view: any ReusableView, key: ElementKey) {
        assert(isHoldingRecycledViews, "views are held only during an update")
        heldViews.append((key, view))
    }

    /// Stops holding and hands back the held views, for recycling.
    mutating func stopHolding() -> [(ElementKey, any ReusableView)] {
        isHoldingRecycledViews = false
        defer { heldViews.removeAll() }
        return heldViews
    }

    /// The number of views waiting in reuse queues.
    var queuedViewCount: Int { reuseQueues.values.reduce(0) { $0 + $1.views.count } }

    /// What breaks the rules that hold at any time (empty when they hold). O(views made).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        for (id, record) in records where ObjectIdentifier(record.view) != id {
            problems.append("a record of \(record.reuseIdentifier) is filed under another view")
        }
        var shown: Set<ObjectIdentifier> = []
        for (key, view) in views {
            let id = ObjectIdentifier(view)
            if records[id] == nil { problems.append("the view of \(key) was not made by the collection view") }
            if !shown.insert(id).inserted { problems.append("the view of \(key) also shows another element") }
        }
        problems += queueProblems(shown: shown)
        if !isHoldingRecycledViews && !heldViews.isEmpty { problems.append("\(heldViews.count) views held outside an update") }
        return problems
    }

    private func queueProblems(shown: Set<ObjectIdentifier>) -> [String] {
        var problems: [String] = []
        var queued: Set<ObjectIdentifier> = []
        for (poolKey, queue) in reuseQueues {
            if queue.views.count > queue.created { problems.append("queue \(poolKey) holds more views than it made") }
            for view in queue.views {
                let id = ObjectIdentifier(view)
                if !queued.insert(id).inserted { problems.append("a view is queued twice (\(poolKey))") }
                if shown.contains(id) { problems.append("a shown view is queued (\(poolKey))") }
                guard let record = records[id] else {
                    problems.append("queue \(poolKey) holds a view the collection view did not make")
                    continue
                }
                if record.poolKey != poolKey { problems.append("a view of \(record.poolKey) waits in \(poolKey)") }
                if record.displayed != nil { problems.append("a queued view of \(poolKey) still displays an element") }
            }
        }
        return problems
    }

    /// What breaks the rules that hold once a visible pass has run: the views are those of the displayed elements,
    /// each stamped by the last pass and showing its own element. O(elements shown).
    func checkMatchesDisplayed() -> [String] {
        var problems: [String] = []
        var displayedKeys: Set<ElementKey> = []
        for attributes in displayedAttributes {
            let key = ElementKey(attributes)
            displayedKeys.insert(key)
            if views[key] == nil { problems.append("displayed \(key) has no view") }
        }
        for (key, view) in views {
            if !displayedKeys.contains(key) { problems.append("the view of \(key) shows an element not displayed") }
            guard let record = records[ObjectIdentifier(view)] else { continue }
            if record.displayed?.key != key {
                problems.append("the view of \(key) displays \(record.displayed?.key.description ?? "nothing")")
            }
            if record.generation != generation {
                problems.append("the view of \(key) was stamped by pass \(record.generation), not the last (\(generation))")
            }
        }
        return problems
    }
}
