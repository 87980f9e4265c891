import CompositionalLayout
import Foundation
import ListCellLayout
import TextLayout

/// The height a grouped list's default header measures, worked out by the code and metrics the UIKit face's
/// `UIListContentView` uses (`ListCellLayout.ContentGeometry` with `ListCellMetrics.groupedHeaderContentMargins`, the
/// text model's footnote line, the text uppercased), so that the gallery's list headers and the face's agree.
enum GroupedListHeader {
    /// The fitting height of a header showing `text` in a header `width` points wide, in a list `containerWidth`
    /// wide (whose layout margin the header's content inherits), at `scale`.
    static func height(of text: String, width: CGFloat, containerWidth: CGFloat, scale: CGFloat = 3) -> CGFloat {
        let font = Font.preferred(.footnote)
        let margin = ListMetrics.layoutMargin(containerWidth: containerWidth, horizontalSizeClass: .compact)
        let input = ContentGeometryInput(
            width: width, margins: ListCellMetrics.groupedHeaderContentMargins,
            inheritedMargins: ContentInsets(leading: margin, trailing: margin),
            text: { available in
                (try? TextMeasurer.measure(text.uppercased(), font: font, width: available, scale: scale))?.size ?? .zero
            },
            scale: scale)
        return (try? ContentGeometry(input))?.fittingHeight ?? 0
    }
}
