import Foundation

extension UICollectionViewListCell {
    /// Makes the placed accessories real subviews at their frames: a ``CellAccessoryView`` for each system
    /// accessory (kept across layouts while the kind stays, so a tap target keeps its identity), each custom view
    /// as itself. Views of accessories no longer shown leave the cell.
    func installAccessoryViews() {
        var reusable = accessoryViews.compactMap { $0 as? CellAccessoryView }
        var shown: [UIView] = []
        for (accessory, frame) in placedAccessories {
            let view: UIView
            if case .customView(let configuration) = accessory.kind {
                view = configuration.customView
                view.frame = frame
                view.isHidden = accessory.isHidden
            } else if let index = reusable.firstIndex(where: { $0.accessoryType == accessory.accessoryType }) {
                view = reusable.remove(at: index)
            } else {
                view = CellAccessoryView(accessoryType: accessory.accessoryType)
            }
            if view.superview !== self { addSubview(view) }
            shown.append(view)
        }
        for old in accessoryViews where !shown.contains(where: { $0 === old }) && old.superview === self {
            old.removeFromSuperview()
        }
        accessoryViews = shown
        refreshAccessoryViews()
    }

    /// Redraws the system accessories for the cell's current state (a multiselect circle shows the selection, an
    /// outline disclosure the expansion), at their placed frames.
    func refreshAccessoryViews() {
        let tint: UIColor = tintColor
        for ((accessory, frame), view) in zip(placedAccessories, accessoryViews) {
            guard let view = view as? CellAccessoryView,
                let appearance = accessory.appearance(
                    isExpanded: configurationStorage.isExpanded, isSelected: isSelected, tint: tint)
            else { continue }
            view.show(accessory, appearance: appearance, frame: frame)
        }
    }
}
