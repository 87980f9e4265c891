import Foundation
import Testing

@testable import OpenCollectionView

@MainActor
@Suite("Auto Layout: a stack view's hidden arranged view in the first fitting")
struct AutoLayoutStackHiddenFittingTests {
    @Test("an arranged label hidden after the stack was made takes no room, from the first systemLayoutSizeFitting on")
    func hiddenBeforeFirstFitting() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let title = UILabel()
        title.font = .preferredFont(forTextStyle: .body)
        title.text = "Title"
        let status = UILabel()
        status.font = .preferredFont(forTextStyle: .footnote)
        status.text = "Status"
        let stack = UIStackView(arrangedSubviews: [title, status])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -12),
            stack.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -20),
        ])
        status.isHidden = true
        // 20 + 20.333 (one body line) + 20 = 60.333: no 4-pt gap for the hidden label. Before the fix the first
        // fitting engine built the stack's constraints as they were made (the label shown): 64.333.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 120), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(size.height - 181.0 / 3) < 1e-9)
        // Shown again: 60.333 + 4 + 15.667 (one footnote line) = 80.
        status.isHidden = false
        let shown = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 120), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(shown.height - 80) < 1e-9)
    }
}
