import OpenCollectionView
import Testing

/// LC5a: a snapshot applied before the collection view's first layout pass measures each shown cell once, in the
/// collection view's own margins, not once against a stale container and again after `layoutSubviews`.
@MainActor
@Suite("First layout of a self-sizing list: each cell measured once")
struct FirstLayoutMeasurementTests {
    final class CountingCell: UICollectionViewListCell {
        nonisolated(unsafe) static var measured: [IndexPath] = []
        var indexPath: IndexPath?
        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            Self.measured.append(layoutAttributes.indexPath)
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
    }

    @Test func applyThenLayoutMeasuresEachCellOnce() throws {
        CountingCell.measured = []
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<CountingCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<100))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(!CountingCell.measured.isEmpty)
        #expect(Set(CountingCell.measured).count == CountingCell.measured.count, "\(CountingCell.measured)")
        // Measured in the collection view's margins: inset grouped at 390 pt, rows 350 wide from x 20 (LI6).
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minX == 20 && first.frame.width == 350)
        withExtendedLifetime(dataSource) {}
    }
}
