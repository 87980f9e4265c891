import CompositionalLayout
import Foundation

/// Hears which items will soon need cells, so that their data can be loaded ahead (UIKit's
/// `UICollectionViewDataSourcePrefetching`); semantics CL10.
@MainActor
public protocol CollectionViewPrefetching: AnyObject {
    /// Items entered the prefetch window, nearest first.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items told about before left the prefetch window without getting a cell, nearest first.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionView {
    /// The band beyond the prepared rect, in the direction of the last scroll (forward before any), one
    /// ``prefetchFraction`` of the bounds' length deep along the scroll axis.
    public var prefetchRect: CGRect {
        let prepared = preparedRect
        switch scrollDirection {
        case .vertical:
            let depth = container.size.height * prefetchFraction
            let y = prefetchState.isBackward ? prepared.minY - depth : prepared.maxY
            return CGRect(x: prepared.minX, y: y, width: prepared.width, height: depth)
        case .horizontal:
            let depth = container.size.width * prefetchFraction
            let x = prefetchState.isBackward ? prepared.minX - depth : prepared.maxX
            return CGRect(x: x, y: prepared.minY, width: depth, height: prepared.height)
        }
    }

    /// The items the prefetch data source has been told about and that have neither been cancelled nor shown.
    public var indexPathsBeingPrefetched: [IndexPath] { prefetchState.items.sorted() }

    /// Tells the prefetch data source about cells entering and leaving the prefetch window. Runs after every
    /// visible pass; its cost is the window's elements (a rect query), never the item count.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, isSolved else { return }
        prefetchState.note(offset: along(scroll.offset))
        let window = prefetchRect
        var inWindow: Set<IndexPath> = []
        for attributes in solved.attributesForElements(in: window, scrollPosition: scrollPosition)
        where attributes.category == .cell && attributes.frame.overlaps(window) && viewStore.views[ElementKey(attributes)] == nil
        {
            inWindow.insert(attributes.indexPath)
        }
        // Prefetched items that now have cells are done: no call.
        let (leaving, entering) = prefetchState.replaceItems(with: inWindow) { viewStore.views[.cell($0)] != nil }
        if !leaving.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: leaving) }
        if !entering.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: entering) }
    }
}
