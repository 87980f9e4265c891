import Foundation

extension UICollectionViewListCell {
    /// Chooses `action` in the cell's pop-up menu accessory, as a user picking it from the menu would: the action
    /// becomes the menu's only selected element (`state` `.on`, the others `.off`), its handler runs, the
    /// accessory's `selectedElementDidChangeHandler` is called with the menu, and the accessory shows the new title
    /// (the cell lays its accessories out again).
    ///
    /// An OpenCollectionView addition standing in for a touch.
    /// - Throws: ``UICellAccessoryTapError/notShown(_:)`` when no pop-up menu accessory is shown,
    ///   ``UICellAccessoryTapError/notInMenu(_:)`` when `action` is not in its menu.
    public func simulateMenuSelection(_ action: UIAction) throws(UICellAccessoryTapError) {
        layoutListCellIfNeeded()
        guard let placed = placedAccessories.first(where: { $0.accessory.accessoryType == .popUpMenu }),
            !placed.accessory.isHidden, case .popUpMenu(let menu, _, let changed) = placed.accessory.kind
        else { throw .notShown(.popUpMenu) }
        let actions = menu.allActions
        guard actions.contains(where: { $0 === action }) else { throw .notInMenu(action.title) }
        let previous = menu.selectedElements.first
        for candidate in actions { candidate.state = candidate === action ? .on : .off }
        action.sender = self
        action.handler(action)
        action.sender = nil
        if previous !== action { changed?(menu) }
        accessoriesDidChange()
    }
}
