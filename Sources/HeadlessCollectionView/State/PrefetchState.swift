import CompositionalLayout
import Foundation

/// What the prefetch data source was told (semantics CL10): the items in the prefetch window that have no cell, and
/// the direction of the last movement, which decides on which side of the prepared rect the window lies.
///
/// Rules: the offset last seen is finite. (That prefetched items are items and have no cell depends on the rest of
/// the view: ``CollectionView/checkInvariants()``.)
struct PrefetchState {
    /// The items the prefetch data source was told about and not yet cancelled or shown.
    private(set) var items: Set<IndexPath> = []
    /// The offset along the scroll axis at the last prefetch update.
    private(set) var lastOffset: CGFloat?
    /// Whether the last movement went towards smaller offsets.
    private(set) var isBackward = false

    /// Forgets what was told (index paths changed meaning, or nobody listens any more).
    mutating func forgetItems() { items.removeAll() }

    /// Notes the offset along the scroll axis; a movement sets the direction.
    mutating func note(offset: CGFloat) {
        if let previous = lastOffset, offset != previous { isBackward = offset < previous }
        lastOffset = offset
    }

    /// Makes `window` the prefetched items, after dropping those that got a cell (`hasCell`: no call for them).
    /// Returns the items leaving the window and those entering it, nearest first.
    mutating func replaceItems(with window: Set<IndexPath>, hasCell: (IndexPath) -> Bool)
        -> (leaving: [IndexPath], entering: [IndexPath])
    {
        items = items.filter { !hasCell($0) }
        let nearestFirst: (IndexPath, IndexPath) -> Bool = isBackward ? { $0 > $1 } : { $0 < $1 }
        let leaving = items.subtracting(window).sorted(by: nearestFirst)
        let entering = window.subtracting(items).sorted(by: nearestFirst)
        items = window
        return (leaving, entering)
    }

    /// What breaks the rules above (empty when they hold).
    func checkInvariants() -> [String] {
        guard let lastOffset, !lastOffset.isFinite else { return [] }
        return ["the last prefetch offset \(lastOffset) is not finite"]
    }
}
