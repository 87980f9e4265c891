#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("UICollectionReusableView: traits and applied attributes")
struct ReusableViewTraitsTests {
    @Test func aCellReadsItsCollectionViewsTraits() throws {
        let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 3)
        _ = dataSource
        collectionView.traitCollection = UITraitCollection(horizontalSizeClass: .regular)
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.traitCollection.horizontalSizeClass == .regular)
        #expect(UICollectionViewCell().traitCollection.horizontalSizeClass == UITraitCollection().horizontalSizeClass)
    }
}
