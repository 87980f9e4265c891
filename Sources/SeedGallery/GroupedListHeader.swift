import CompositionalLayout
import Foundation
import ListCellLayout
import OpenCollectionView

/// The height a grouped list's default header measures: the UIKit face's `UIListContentConfiguration.groupedHeader()`
/// (its font, text transform and margins have one owner, the face's style table) laid out by the code its
/// `UIListContentView` sizes itself with, so that the gallery's list headers and the face's agree.
enum GroupedListHeader {
    /// The fitting height of a header showing `text` in a header `width` points wide, in a list `containerWidth`
    /// wide (whose layout margin the header's content inherits), at `scale`.
    static func height(of text: String, width: CGFloat, containerWidth: CGFloat, scale: CGFloat = defaultDisplayScale) -> CGFloat {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = text
        let margin = ListMetrics.layoutMargin(containerWidth: containerWidth, horizontalSizeClass: .compact)
        let input = header.contentGeometryInput(
            width: width, height: nil, inheritedMargins: ContentInsets(leading: margin, trailing: margin), scale: scale)
        return (try? ContentGeometry(input))?.fittingHeight ?? 0
    }
}
