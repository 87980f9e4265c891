import Foundation
import HeadlessCollectionView

/// Loads data ahead of the cells that will need it (UIKit's protocol). The collection view tells it about items
/// entering its prefetch window — one screen beyond the cells it keeps, in the direction of scrolling — and about
/// items that leave the window without getting a cell (semantics CL10).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will soon need cells, nearest first.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items told about before that no longer will, nearest first. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// The object told about items to prefetch (held weakly).
    public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { prefetchingAdapter.target }
        set {
            prefetchingAdapter.owner = self
            prefetchingAdapter.target = newValue
            headless.prefetchDataSource = newValue == nil ? nil : prefetchingAdapter
        }
    }

    /// Whether the prefetch data source is told anything. Default `true`.
    public var isPrefetchingEnabled: Bool {
        get { headless.isPrefetchingEnabled }
        set { headless.isPrefetchingEnabled = newValue }
    }

    /// Forwards the headless view's prefetch calls to the UIKit prefetch data source.
    final class PrefetchingAdapter: CollectionViewPrefetching {
        weak var owner: UICollectionView?
        weak var target: (any UICollectionViewDataSourcePrefetching)?

        func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            guard let owner else { return }
            target?.collectionView(owner, prefetchItemsAt: indexPaths)
        }

        func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            guard let owner else { return }
            target?.collectionView(owner, cancelPrefetchingForItemsAt: indexPaths)
        }
    }
}
