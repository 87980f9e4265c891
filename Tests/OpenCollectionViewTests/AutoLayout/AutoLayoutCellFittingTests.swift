import Foundation
import Testing

@testable import OpenCollectionView

/// Auto Layout's fitting as cells use it: `systemLayoutSizeFitting` on a cell's content and self-sizing with UIKit's
/// fitting priorities (the engine itself is tested in ViewSystemTests).
@MainActor
@Suite("Auto Layout: a cell fits its content")
struct AutoLayoutCellFittingTests {
    /// A view of `width` × `height` held by required width and height constraints, like a measured label or image.
    func sizedView(_ width: CGFloat, _ height: CGFloat) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: width).isActive = true
        view.heightAnchor.constraint(equalToConstant: height).isActive = true
        return view
    }

    /// A list cell: a 40 × 40 image 16 from the leading edge, 12 from the top; a title (20.333 high: 17-pt body on
    /// 3×) and a subtitle (18 high) 12 after the image, stacked with 4 between them, 12 from top and bottom.
    func listCell() -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let image = sizedView(40, 40)
        let title = sizedView(120, 61.0 / 3), subtitle = sizedView(90, 18)
        for view in [image, title, subtitle] { cell.contentView.addSubview(view) }
        let content = cell.contentView
        NSLayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            image.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -12),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -16),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            subtitle.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
        ])
        return cell
    }

    @Test func aListCellFitsItsContent() {
        // Height = 12 + 20.333 + 4 + 18 + 12 = 66.333 (≥ 12 + 40 + 12 = 64), width fixed at 375.
        let cell = listCell()
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 44), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 375)
        #expect(abs(size.height - 66.3333) < 0.001)
        // The fitting call does not resize the cell.
        #expect(cell.frame.size == CGSize(width: 375, height: 44))
        // Compressed on both axes: the narrowest width is 16 + 40 + 12 + 120 + 16 = 204.
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed.width == 204)
    }

    @Test func selfSizingUsesUIKitsFittingPriorities() {
        // A vertical list item: width fixed (required) at 375, height estimated (fitting level).
        let cell = listCell()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        attributes.selfSizingAxes = [.vertical]
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        #expect(preferred.size.width == 375)
        #expect(abs(preferred.size.height - 66.3333) < 0.001)
    }

    @Test func theCellLaysOutItsContentOnceSized() {
        let cell = listCell()
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 199.0 / 3)  // the fitted 66.333
        cell.layoutIfNeeded()
        let subviews = cell.contentView.subviews
        #expect(subviews[0].frame == CGRect(x: 16, y: 12, width: 40, height: 40))
        #expect(subviews[1].frame.minX == 68)
        #expect(abs(subviews[2].frame.minY - (12 + 61.0 / 3 + 4)) < 0.001)
    }
}
