import CompositionalLayout
import Foundation

// List sections: layer 1 computes separators and row shapes; the view answers at its scroll position and keeps
// the text offsets its cells report across solves (semantics LI8).
extension CollectionView {
    /// The separators of the list rows in `rect`, where they are displayed (pinned and orthogonal positions apply).
    public func listSeparators(in rect: CGRect) -> [ListSeparator] {
        implicitLayout()
        return isSolved ? solved.listSeparators(in: rect, scrollPosition: scrollPosition) : []
    }

    /// The separators of the list row at `indexPath` (none outside list sections).
    public func listSeparators(forItemAt indexPath: IndexPath) -> [ListSeparator] {
        implicitLayout()
        return isSolved ? solved.listSeparators(forItemAt: indexPath, scrollPosition: scrollPosition) : []
    }

    /// The background shape of the list row at `indexPath`; `nil` outside list sections.
    public func listRowShape(at indexPath: IndexPath) -> ListRowShape? {
        implicitLayout()
        return isSolved ? solved.listRowShape(at: indexPath) : nil
    }

    /// Tells the layout where the text of the row at `indexPath` starts (from the row's leading edge), so that
    /// its separator aligns with it; `nil` returns to the standard offset. Kept until the data is reloaded.
    public func setListTextLeadingOffset(_ offset: CGFloat?, forItemAt indexPath: IndexPath) {
        carriedAcrossSolves.setListTextLeadingOffset(offset, forItemAt: indexPath)
        solved.setListTextLeadingOffset(offset, forItemAt: indexPath)
        debugCheck()
    }
}
