import Foundation
import Testing

@testable import OpenCollectionView
@testable import ViewSystem

@MainActor
@Suite("Auto Layout: cells built from labels")
struct AutoLayoutLabelCellTests {
    func cell(text: String, lines: Int) -> (UICollectionViewCell, UILabel) {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = lines
        label.text = text
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -12),
        ])
        return (cell, label)
    }

    @Test func aOneLineBodyLabelCell() {
        // 17-pt body on 3×: one line 20.333 high (docs/reference/uikit-metrics.md §4) → 12 + 20.333 + 12 = 44.333.
        let (cell, _) = cell(text: "Hello", lines: 1)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 44), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 200)
        #expect(abs(size.height - 133.0 / 3) < 0.001)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItIsGiven() {
        // The label is 200 - 32 = 168 wide; its height is the text model's height at that width.
        let text = "A long title that wraps onto several lines in a narrow cell"
        let (cell, label) = cell(text: text, lines: 0)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 44), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.measure(width: 168).size.height
        #expect(wrapped > 133.0 / 3 - 24)  // more than one line
        #expect(abs(size.height - (24 + wrapped)) < 0.001)
    }
}
