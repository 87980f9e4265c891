#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("Cells are views: the collection view is a UIView, cells are UIViews with content views")
struct CellsAreViewsTests {
    final class BadgeCell: UICollectionViewCell {
        var contentSizeSeenByHandler: CGSize = .zero
    }

    @Test func aCollectionViewIsAddedAsASubviewAndItsCellsAreItsSubviews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 428, height: 926))
        let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 30)
        _ = dataSource
        root.addSubview(collectionView)
        root.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.superview === collectionView)
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.frame == CGRect(origin: .zero, size: cell.bounds.size))
        cell.backgroundColor = .secondarySystemBackground
        cell.layer.cornerRadius = 12
        #expect(cell.layer.cornerRadius == 12)
        // Scrolling moves the bounds' origin: a cell's frame stays in content coordinates.
        let before = cell.frame
        collectionView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(collectionView.bounds.origin == CGPoint(x: 0, y: 10))
        #expect(cell.frame == before)
        #expect(cell.convert(CGPoint.zero, to: root) == CGPoint(x: before.minX, y: before.minY - 10))
    }

    @Test func theHandlerRunsAfterTheAttributesAreAppliedAndWhatItSetsSticks() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 428, height: 926), collectionViewLayout: rowsLayout())
        var seen: [CGSize] = []
        let registration = UICollectionView.CellRegistration<BadgeCell, Int> { cell, _, number in
            seen.append(cell.contentView.bounds.size)
            cell.isHidden = number == 0  // a zero-count badge is hidden
            cell.alpha = number == 1 ? 0.5 : 1
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let rowSize = try #require(frame(collectionView, 0)).size
        #expect(seen == [rowSize, rowSize, rowSize])  // the content view already has the row's size
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isHidden == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 0.5)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isHidden == false)
    }

    @Test func cellsDoNotOutliveTheirCollectionViewAndDataSource() throws {
        weak var weakCell: UICollectionViewCell?
        weak var weakCollectionView: UICollectionView?
        do {
            let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 100)
            weakCell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            weakCollectionView = collectionView
            collectionView.frame.size.height = 50  // most cells go back to their queue
            collectionView.layoutIfNeeded()
            _ = dataSource
            #expect(weakCell != nil)
        }
        #expect(weakCollectionView == nil)
        #expect(weakCell == nil)
    }

    @Test func backgroundViewsFillTheCellAndTheSelectedOneFollowsSelection() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        #expect(cell.subviews.map(ObjectIdentifier.init)
            == [cell.backgroundView!, cell.selectedBackgroundView!, cell.contentView].map(ObjectIdentifier.init))
        #expect(cell.selectedBackgroundView?.isHidden == true)
        cell.isSelected = true
        #expect(cell.selectedBackgroundView?.isHidden == false)
        cell.frame.size = CGSize(width: 120, height: 60)
        #expect(cell.backgroundView?.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
    }
}
