#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A card whose height is its number of lines × 20 + 20, as a multi-line label would make it.
final class LinesCell: UICollectionViewCell {
    var lines = 1

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = 20 + 20 * CGFloat(lines)
        return attributes
    }
}

/// `NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)` through the face (semantics LY1): the face only
/// translates the dimension; layer 1 equalizes.
@MainActor
@Suite struct UniformAcrossSiblingsFaceTests {
    @Test func dimensionAnswersAsUIKitDoes() {
        let dimension = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 120)
        #expect(dimension.isEstimated)
        #expect(dimension.isUniformAcrossSiblings)
        #expect(!dimension.isAbsolute)
        #expect(dimension.dimension == 120)
        #expect(!NSCollectionLayoutDimension.estimated(120).isUniformAcrossSiblings)
        #expect(dimension.description == "<NSCollectionLayoutDimension: .uniformAcrossSiblings(estimate: 120.0)>")
    }

    /// Two cards a row in a 300-wide view: 150 × estimate 100 until measured. Cards of 1, 4, 2 and 2 lines measure
    /// 40, 100, 60 and 60: row 0 takes max(40, 100) = 100, row 1 max(60, 60) = 60 at y 100; content 300 × 160.
    @Test func cardsInARowShareTheTallestHeight() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .uniformAcrossSiblings(estimate: 100)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let lineCounts = [1, 4, 2, 2]
        let cells = UICollectionView.CellRegistration<LinesCell, Int> { cell, _, index in cell.lines = lineCounts[index] }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, index in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: index)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(frame(collectionView, 1) == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 100, width: 150, height: 60))
        #expect(frame(collectionView, 3) == CGRect(x: 150, y: 100, width: 150, height: 60))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 160))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 100)
    }
}
