import Foundation

/// The cell states the collection view sets while a row shows its swipe actions (`isSwiped`) or moves
/// (`isReordering`); they reach `updateConfiguration(using:)` and `configurationUpdateHandler` (semantics LC11).
extension UICollectionView {
    /// The edge of a row whose swipe actions are revealed.
    public enum SwipeEdge: Sendable, Hashable {
        /// Swiping towards the trailing edge reveals the leading actions.
        case leading
        /// Swiping towards the leading edge reveals the trailing actions.
        case trailing
    }

    /// Reveals the swipe actions of the item at `indexPath` on `edge`, as a user's swipe would: the list's
    /// swipe-actions provider for that edge is asked, and when it gives actions the item's cell becomes swiped
    /// (`UICellConfigurationState.isSwiped`) and its configuration is updated. Any other row's revealed actions
    /// close first, as in UIKit, where one row at a time shows its actions.
    ///
    /// An OpenCollectionView addition standing in for the gesture (UIKit has no API to reveal swipe actions).
    /// - Returns: the configuration revealed; `nil` (nothing revealed) when the item is not in a list section,
    ///   the provider gives no configuration or one without actions.
    @discardableResult
    public func simulateSwipe(onItemAt indexPath: IndexPath, revealing edge: SwipeEdge)
        -> UISwipeActionsConfiguration?
    {
        dismissSwipeActions()
        let layout = collectionViewLayout as? UICollectionViewCompositionalLayout
        let configuration =
            switch edge {
            case .leading: layout?.leadingSwipeActionsConfiguration(forItemAt: indexPath)
            case .trailing: layout?.trailingSwipeActionsConfiguration(forItemAt: indexPath)
            }
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        if let cell = cellForItem(at: indexPath) { setSwiped(true, cell) }
        flushConfigurationUpdates()
        return configuration
    }

    /// Closes revealed swipe actions (a tap elsewhere, or an action's completion): the swiped cell is no longer
    /// swiped. Does nothing when no row shows its actions.
    public func dismissSwipeActions() {
        for case let cell as UICollectionViewCell in headless.visibleCells where cell.configurationStorage.isSwiped {
            setSwiped(false, cell)
        }
        flushConfigurationUpdates()
    }

    private func setSwiped(_ swiped: Bool, _ cell: UICollectionViewCell) {
        cell.configurationStorage.isSwiped = swiped
        cell.setNeedsUpdateConfiguration()
    }

    /// Marks the moving item's cell as reordering (an interactive movement began).
    func setReorderingState(_ reordering: Bool, ofItemAt indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath) else { return }
        cell.configurationStorage.isReordering = reordering
        cell.setNeedsUpdateConfiguration()
        flushConfigurationUpdates()
    }

    /// The movement ended or was cancelled: no cell is reordering any more.
    func clearReorderingState() {
        for case let cell as UICollectionViewCell in headless.visibleCells where cell.configurationStorage.isReordering {
            cell.configurationStorage.isReordering = false
            cell.setNeedsUpdateConfiguration()
        }
        flushConfigurationUpdates()
    }
}
