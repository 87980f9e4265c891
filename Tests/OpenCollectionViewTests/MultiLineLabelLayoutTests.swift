#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

// Multi-line labels in Auto Layout without preferredMaxLayoutWidth (semantics V19): UIKit measures new text unwrapped,
// solves, then wraps at the width it got and solves again, so the first layout pass already has the final frames.
// Text model (TextLayout.docc/TextModel.md), 20-pt system font: a–e, g, h, k, n, o… advance 10 pt, a space 5 pt; a
// line is 23.867 pt (71.6 px → 72 px = 24 pt at 3×), two lines 47.73 pt (143.2 px → 144 px = 48 pt).

/// A cell whose title wraps and hugs its text: its trailing edge may stop short of the content view's.
final class HuggingTitleCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 20)
        titleLabel.numberOfLines = 0
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("Multi-line labels: UIKit's two layout passes")
struct MultiLineLabelLayoutTests {
    /// Nine four-letter words: 9 × 40 + 8 × 5 = 400 pt on one line.
    static let nineWords = "aaaa bbbb cccc dddd eeee gggg hhhh kkkk nnnn"

    func hugging(_ text: String, in width: CGFloat) -> (UIView, UILabel) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 200))
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.numberOfLines = 0
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
        ])
        return (container, label)
    }

    @Test func theFirstPassWrapsAtTheWidthTheLabelGetsAndHugsTheWrappedText() {
        // Unwrapped "aaaa bbbb cccc" is 130 > the 132 − 32 = 100 allowed: the label gets 100, wraps there into
        // "aaaa bbbb" (85) / "cccc", and hugs 85 × 48 — in the first layout pass.
        let (container, label) = hugging("aaaa bbbb cccc", in: 132)
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 8, width: 85, height: 48))
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 8, width: 85, height: 48))
    }

    @Test func newTextIsNotWrappedAtTheOldTextsWidth() {
        // "dd" is 20 wide; the longer text must not be wrapped at those 20 points (every word broken in two).
        let (container, label) = hugging("dd", in: 132)
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 8, width: 20, height: 24))
        label.text = "aaaa bbbb cccc"
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 8, width: 85, height: 48))
        label.text = "dd"
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 8, width: 20, height: 24))
    }

    @Test func aSelfSizingCellGetsItsHeightOnTheFirstPassAndKeepsItWhenReused() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: Self.estimatedRows())
        let cells = UICollectionView.CellRegistration<HuggingTitleCell, String> { cell, _, text in
            cell.titleLabel.text = text
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, text in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
        }
        func show(_ texts: [String]) {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(texts)
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        show(["dd"])
        // One line: 10 + 24 + 10 = 44.
        var cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? HuggingTitleCell)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(cell.titleLabel.frame == CGRect(x: 16, y: 10, width: 20, height: 24))
        // The cell is reused for the nine words: 400 > 358 allowed, so eight words (8 × 40 + 7 × 5 = 355) then
        // "nnnn"; 10 + 48 + 10 = 68.
        show([Self.nineWords])
        cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? HuggingTitleCell)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 390, height: 68))
        #expect(cell.titleLabel.frame == CGRect(x: 16, y: 10, width: 355, height: 48))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 68))
    }

    @Test func aBaselineBelowAWrappedLabelFollowsItsLastLine() {
        // The subtitle's first baseline 20 below the title's last. Title (2 lines at 100): last baseline at
        // 10 + 23.867 + 19.043 (ascender 0.9521 em) = 52.910; subtitle top 52.910 + 20 − 19.043 = 53.867,
        // 161.6 px → 162 px = 54; its bottom 53.867 + 24 = 77.867, + 10 = 87.867 = 263.6 px → 264 px = 88.
        let (cell, title, subtitle) = baselineChain(title: "aaaa bbbb cccc")
        let fitted = fittedSize(of: cell)
        #expect(fitted == CGSize(width: 132, height: 88))
        cell.frame.size = fitted
        cell.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 16, y: 10, width: 100, height: 48))
        #expect(subtitle.frame == CGRect(x: 16, y: 54, width: 20, height: 24))
    }

    @Test func aBaselineIsNotMeasuredFromAReusedLabelsOldHeight() {
        // A title laid out with three lines (71.6 pt = 214.8 px → 215 px tall) then given one: the fitting must use the new text's
        // height. One line: last baseline 10 + 19.043; subtitle top 10 + 20 = 30 → its bottom 54, + 10 = 64.
        // At 100 wide: "aaaa bbbb" / "cccc dddd" / "eeee".
        let (cell, title, _) = baselineChain(title: "aaaa bbbb cccc dddd eeee")
        cell.frame.size = fittedSize(of: cell)
        cell.layoutIfNeeded()
        #expect(title.frame.height == 215.0 / 3)
        title.text = "dd"
        #expect(fittedSize(of: cell) == CGSize(width: 132, height: 64))
    }

    /// A 132-wide cell: a wrapping 20-pt title 16 in from each side and 10 from the top, and a subtitle whose
    /// first baseline is 20 below the title's last, 10 above the bottom.
    func baselineChain(title text: String) -> (UIView, UILabel, UILabel) {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 132, height: 44))
        let title = UILabel(), subtitle = UILabel()
        for label in [title, subtitle] {
            label.font = .systemFont(ofSize: 20)
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(label)
        }
        title.numberOfLines = 0
        title.text = text
        subtitle.text = "dd"
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 20),
            subtitle.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        return (cell, title, subtitle)
    }

    /// The height a self-sizing cell asks for at a fixed width.
    func fittedSize(of cell: UIView) -> CGSize {
        cell.systemLayoutSizeFitting(
            CGSize(width: cell.bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    static func estimatedRows() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
