#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// An image loader as an app writes one: starts loads ahead of the cells and cancels them when no longer needed.
@MainActor
final class ThumbnailLoader: NSObject, UICollectionViewDataSourcePrefetching {
    var loading: Set<IndexPath> = []
    var started: [[Int]] = []
    var cancelled: [[Int]] = []

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        started.append(indexPaths.map(\.item))
        loading.formUnion(indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.item))
        loading.subtract(indexPaths)
    }
}

@MainActor
@Suite("UICollectionViewDataSourcePrefetching through the face")
struct PrefetchingFaceTests {
    /// A 3-column grid of 100-pt photos with no spacing in 300 × 400 (as layer 3's tests): cells for y −200…600
    /// (items 0–17), the window y 600…1000 (items 18–29). Scrolling down to 400: cells for 200…1000 (items 6–29),
    /// window 1000…1400: items 30–41. Back up to 0: the window above the prepared rect is outside the content, and
    /// 30–41 are cancelled.
    @Test func aLoaderHearsAboutItemsAheadOfTheScroll() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let loader = ThumbnailLoader()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.prefetchDataSource = loader
        #expect(collectionView.prefetchDataSource === loader)
        #expect(collectionView.isPrefetchingEnabled)
        let cells = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.text = "\(number)" }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, number in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<60))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(loader.started == [Array(18...29)])
        collectionView.contentOffset = CGPoint(x: 0, y: 400)
        collectionView.layoutIfNeeded()
        #expect(loader.started.last == Array(30...41))
        #expect(loader.cancelled.isEmpty)
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        #expect(loader.cancelled == [Array((30...41).reversed())])
        #expect(loader.loading == Set((18...29).map { IndexPath(item: $0, section: 0) }))
        collectionView.isPrefetchingEnabled = false
        collectionView.contentOffset = CGPoint(x: 0, y: 800)
        collectionView.layoutIfNeeded()
        #expect(loader.started.count == 2)
    }
}
