#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A list layout that starts every row at an estimate and keeps the heights its cells prefer.
final class SelfSizingListLayout: UICollectionViewLayout {
    var heights: [IndexPath: CGFloat] = [:]
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard let collectionView else { return }
        cache = []
        var y: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let height = heights[indexPath] ?? 50
            attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
            cache.append(attributes)
            y += height
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < cache.count ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        heights[originalAttributes.indexPath] = preferredAttributes.size.height
        return true
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A row that wants to be 80 high.
final class TallRow: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = 80
        return attributes
    }
}

@MainActor
@Suite("A custom layout's cells report preferred attributes")
struct PreferredAttributesTests {
    /// Rows start 50 high; each cell prefers 80, the layout agrees and keeps it: rows at y 0, 80, 160, content 240.
    /// The base context names the row and adjusts the content size by the difference (0, 30).
    @Test func rowsTakeTheHeightsTheirCellsPrefer() throws {
        let layout = SelfSizingListLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let rows = UICollectionView.CellRegistration<TallRow, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, row in view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 300, height: 80))
        #expect(frame(collectionView, 1) == CGRect(x: 0, y: 80, width: 300, height: 80))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 160, width: 300, height: 80))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 240))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 160, width: 300, height: 80))
        let preferred = try #require(layout.contexts.first { $0.invalidatedItemIndexPaths != nil })
        #expect(preferred.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
        #expect(preferred.contentSizeAdjustment == CGSize(width: 0, height: 30))
    }
}
