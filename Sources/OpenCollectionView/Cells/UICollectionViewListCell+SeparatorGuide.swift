import Foundation

extension UICollectionViewListCell: SystemGuideProviding {
    /// A guide along the cell's bottom edge (no height) from where the cell's automatic separator starts (where its
    /// text starts) to its trailing edge (semantics LC18). Constraining it does not move the separator here (the
    /// list's separator insets do; semantics LC18).
    public var separatorLayoutGuide: UILayoutGuide { providedSystemGuide(named: Self.separatorGuideName) }

    private static let separatorGuideName = "UICollectionViewListCellSeparatorLayoutGuide"

    package func insets(ofProvidedGuide name: String) -> UIEdgeInsets {
        // The automatic separator starts where the row's text starts (the offset the cell reports to its list,
        // LI8), from the leading edge; it runs to the trailing edge.
        let start = reportedTextOffset ?? 0
        let rightToLeft = cellDirection == .rightToLeft
        return UIEdgeInsets(top: bounds.height, left: rightToLeft ? 0 : start, bottom: 0, right: rightToLeft ? start : 0)
    }
}
