import CompositionalLayout
import Foundation

extension CollectionView {
    /// The list style of `section` (appearance, header mode, corner radius, …); `nil` for a section that is not a
    /// list or does not exist. List cells read their defaults from it.
    /// - Complexity: O(1).
    public func listStyle(ofSection section: Int) -> ListSectionStyle? {
        implicitLayout()
        guard isSolved, section >= 0, section < solved.numberOfSections else { return nil }
        return solved.layoutSection(section)?.listStyle
    }
}
