import Foundation
import HeadlessCollectionView

/// A data source that knows its items' places in outlines: the face asks it to prepare list cells (indentation,
/// expanded state) and to expand or collapse an item when its outline disclosure is tapped.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// Gives a cell its item's outline state: indentation level (unless the cell provider set one) and expanded
    /// state; remembers the collection view for the cell's accessories.
    func prepareOutlineCell(_ cell: UICollectionViewCell, at indexPath: IndexPath)
    /// Expands or collapses the item at `indexPath` as a disclosure tap does; `false` when nothing happened.
    func toggleOutline(ofItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDiffableDataSource: OutlineDataSource {
    func prepareOutlineCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.configurationStorage.owner = collectionViewIfAttached
        guard let item = source.itemIdentifier(for: indexPath), let state = source.outlineState(of: item) else { return }
        cell.isExpandedInOutline = state.isExpanded
        (cell as? UICollectionViewListCell)?.applyOutlineLevel(state.level)
    }

    /// Gives the visible cells their items' outline state again after a section snapshot was applied: a parent
    /// expanded or collapsed in code shows its new state and disclosure, as after a tap. O(visible cells).
    func refreshVisibleOutlineCells() {
        guard let collectionView = collectionViewIfAttached else { return }
        for cell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell) else { continue }
            prepareOutlineCell(cell, at: path)
            cell.updateConfigurationIfNeeded()
        }
    }

    /// The user's disclosure tap: the headless data source asks the section snapshot handlers, expands or
    /// collapses the item and applies the section snapshot (an update transaction, kept as `lastTransaction`);
    /// the item's cell then shows its new expanded state.
    func toggleOutline(ofItemAt indexPath: IndexPath) -> Bool {
        guard let item = source.itemIdentifier(for: indexPath) else { return false }
        do {
            guard let transaction = try source.toggleExpansion(of: item) else { return false }
            lastTransaction = transaction
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
        if let path = source.indexPath(for: item), let cell = collectionViewIfAttached?.cellForItem(at: path) {
            prepareOutlineCell(cell, at: path)
            cell.updateConfigurationIfNeeded()
        }
        return true
    }
}
