import CompositionalLayout
import Foundation

/// Where the collection view's own scrolling is: the content offset, the item a pending solve keeps in place, and
/// whether flings stop on pages.
///
/// Rules: the offset is finite (non-finite offsets set from outside are refused, R12, and computed ones are
/// clamped); a kept anchor is finite too. Moving the offset on purpose (``scroll(to:)``) drops the anchor.
struct ScrollState {
    /// An item and its distance from the content offset, kept across a re-solve.
    struct Anchor {
        var indexPath: IndexPath
        /// The item's leading edge along the scroll axis, relative to the content offset.
        var distanceFromOffset: CGFloat
    }

    /// The content offset. Set directly only where the layout moves it (anchoring, clamping, the layout's target).
    var offset: CGPoint = .zero
    /// The item the pending solve puts back at its distance from the offset (an environment change).
    var pendingAnchor: Anchor?
    /// Whether flings stop on multiples of the bounds (UIScrollView paging).
    var isPagingEnabled = false

    /// Moves the offset on purpose (a caller, or the resting edge following an inset): nothing is kept in place.
    mutating func scroll(to newOffset: CGPoint) {
        offset = newOffset
        pendingAnchor = nil
    }

    /// The pending anchor, which is used once.
    mutating func takeAnchor() -> Anchor? {
        defer { pendingAnchor = nil }
        return pendingAnchor
    }

    /// What breaks the rules above (empty when they hold).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        if !offset.isFinite { problems.append("content offset \(offset) is not finite") }
        if let anchor = pendingAnchor, !anchor.distanceFromOffset.isFinite {
            problems.append("the anchor of \(anchor.indexPath) is at a non-finite distance")
        }
        return problems
    }
}
