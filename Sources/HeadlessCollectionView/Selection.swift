import CompositionalLayout
import Foundation

/// A direction the keyboard focus can move in.
public enum FocusDirection: Sendable, Hashable, CaseIterable {
    /// Spatially, by the frames of the current layout.
    case up, down, left, right
    /// By index: the next or previous item.
    case next, previous
    /// The first item of the next or previous section that has items.
    case nextSection, previousSection
    /// The first or last item.
    case first, last
}

extension CollectionView {
    // MARK: Selection

    /// The selected items, in the order they were selected.
    public var indexPathsForSelectedItems: [IndexPath] { itemMarks.selectionOrder }

    /// Whether the item at `indexPath` is selected.
    public func isItemSelected(at indexPath: IndexPath) -> Bool { itemMarks.isSelected(indexPath) }

    /// Selects an item without asking or telling the delegate (UIKit's `selectItem(at:animated:scrollPosition:)`).
    /// With single selection the previous selection is cleared; with `allowsSelection == false` nothing happens.
    /// A `nil` index path clears the selection.
    public func selectItem(at indexPath: IndexPath?, scrollPosition: ItemScrollPosition? = nil) throws(CollectionViewError) {
        defer { debugCheck() }
        try layoutIfNeeded()
        guard allowsSelection else { return }
        guard let indexPath else {
            clearSelection()
            return
        }
        guard isValidItem(indexPath) else { throw itemNotFound(indexPath, operation: .select) }
        if !allowsMultipleSelection { clearSelection(keeping: indexPath) }
        setSelected(true, at: indexPath)
        if let scrollPosition { try scrollToItem(at: indexPath, position: scrollPosition) }
    }

    /// Deselects an item without asking or telling the delegate.
    public func deselectItem(at indexPath: IndexPath) {
        setSelected(false, at: indexPath)
        debugCheck()
    }

    /// Selects an item as a user's tap (or the primary key) does: asks the delegate, toggles in multiple
    /// selection, replaces the selection otherwise, and tells the delegate. Returns whether it is selected.
    @discardableResult
    public func userSelectItem(at indexPath: IndexPath) throws(CollectionViewError) -> Bool {
        defer { debugCheck() }
        try layoutIfNeeded()
        guard isValidItem(indexPath) else { throw itemNotFound(indexPath, operation: .select) }
        guard allowsSelection else { return false }
        // A tap highlights the item while the finger is down, then selects on release.
        let cell = viewStore.views[.cell(indexPath)] as? any CollectionCell
        cell?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        cell?.isHighlighted = false
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        if allowsMultipleSelection, itemMarks.isSelected(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return true }
            setSelected(false, at: indexPath)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return false
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else {
            return itemMarks.isSelected(indexPath)
        }
        if !allowsMultipleSelection {
            for path in clearSelection(keeping: indexPath) { delegate?.collectionView(self, didDeselectItemAt: path) }
        }
        setSelected(true, at: indexPath)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    /// Deselects every selected item except `kept` (O(k) for k selected items) and their cells. Returns the
    /// deselected index paths in selection order.
    @discardableResult
    func clearSelection(keeping kept: IndexPath? = nil) -> [IndexPath] {
        let cleared = itemMarks.clearSelection(keeping: kept)
        for path in cleared { (viewStore.views[.cell(path)] as? any CollectionCell)?.isSelected = false }
        return cleared
    }

    /// Selects or deselects one item. Deselecting is O(k) in the selection's size; clear with `clearSelection`.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { itemMarks.select(indexPath) } else { itemMarks.deselect(indexPath) }
        (viewStore.views[.cell(indexPath)] as? any CollectionCell)?.isSelected = selected
    }

    /// The error for an index path, given to `operation`, that names no item of the current counts.
    func itemNotFound(_ indexPath: IndexPath, operation: CollectionViewError.ItemOperation) -> CollectionViewError {
        let section = indexPath.first ?? -1
        let items = section >= 0 && section < itemCounts.count ? itemCounts[section] : nil
        return CollectionViewError(
            .itemNotFound(indexPath, numberOfSections: itemCounts.count, numberOfItems: items, operation: operation))
    }

    // MARK: Focus

    /// The item with the keyboard focus.
    public var focusedIndexPath: IndexPath? { itemMarks.focused }

    /// Gives the focus to an item (scrolling it into view) or takes it away.
    public func setFocus(to indexPath: IndexPath?) throws(CollectionViewError) {
        defer { debugCheck() }
        try layoutIfNeeded()
        if let indexPath, !isValidItem(indexPath) { throw itemNotFound(indexPath, operation: .focus) }
        guard indexPath != itemMarks.focused else { return }
        if let old = itemMarks.focused { (viewStore.views[.cell(old)] as? any CollectionCell)?.isFocused = false }
        itemMarks.focused = indexPath
        if let indexPath {
            // A shown cell shows the focus before scrolling: the scroll's layout pass ends at rest (checked).
            (viewStore.views[.cell(indexPath)] as? any CollectionCell)?.isFocused = true
            try scrollToItem(at: indexPath, position: [])
            (viewStore.views[.cell(indexPath)] as? any CollectionCell)?.isFocused = true
        }
        delegate?.collectionView(self, didMoveFocusTo: indexPath)
    }

    /// Moves the focus; without a focused item, focuses the first visible item. Returns the new focus
    /// (unchanged when there is nothing in that direction).
    @discardableResult
    public func moveFocus(_ direction: FocusDirection) throws(CollectionViewError) -> IndexPath? {
        try layoutIfNeeded()
        guard let current = itemMarks.focused else {
            let start = indexPathsForVisibleItems.first(where: canFocus) ?? nextItem(after: nil, forward: true)
            if let start { try setFocus(to: start) }
            return itemMarks.focused
        }
        let target: IndexPath?
        switch direction {
        case .up, .down, .left, .right: target = spatialNeighbour(of: current, direction)
        case .next: target = nextItem(after: current, forward: true)
        case .previous: target = nextItem(after: current, forward: false)
        case .nextSection: target = firstItem(inSectionAfter: current[0], forward: true)
        case .previousSection: target = firstItem(inSectionAfter: current[0], forward: false)
        case .first: target = nextItem(after: nil, forward: true)
        case .last: target = nextItem(after: nil, forward: false)
        }
        if let target { try setFocus(to: target) }
        return itemMarks.focused
    }

    /// Selects the focused item as the primary key does.
    @discardableResult
    public func selectFocusedItem() throws(CollectionViewError) -> Bool {
        guard let focused = itemMarks.focused else { return false }
        return try userSelectItem(at: focused)
    }

    func canFocus(_ indexPath: IndexPath) -> Bool {
        delegate?.collectionView(self, canFocusItemAt: indexPath) ?? true
    }

    /// The next focusable item in index order after `indexPath` (from the start or end when `nil`).
    func nextItem(after indexPath: IndexPath?, forward: Bool) -> IndexPath? {
        var section: Int
        var item: Int
        if let indexPath {
            section = indexPath[0]
            item = indexPath[1] + (forward ? 1 : -1)
        } else {
            section = forward ? 0 : itemCounts.count - 1
            item = forward ? 0 : (section >= 0 ? itemCounts[section] - 1 : -1)
        }
        var steps = 0
        while section >= 0 && section < itemCounts.count && steps < 100_000 {
            if item >= 0 && item < itemCounts[section] {
                let path = IndexPath(indexes: [section, item])
                if canFocus(path) { return path }
                item += forward ? 1 : -1
                steps += 1
                continue
            }
            section += forward ? 1 : -1
            guard section >= 0 && section < itemCounts.count else { return nil }
            item = forward ? 0 : itemCounts[section] - 1
        }
        return nil
    }

    func firstItem(inSectionAfter section: Int, forward: Bool) -> IndexPath? {
        var candidate = section + (forward ? 1 : -1)
        while candidate >= 0 && candidate < itemCounts.count {
            if itemCounts[candidate] > 0, let path = nextItem(after: IndexPath(indexes: [candidate, -1]), forward: true),
                path[0] == candidate
            {
                return path
            }
            candidate += forward ? 1 : -1
        }
        return nil
    }

    /// The nearest focusable item beyond the current one in `direction`, by displayed frames: items that
    /// overlap the current one across the direction win; then the smallest gap along it; then the
    /// smallest distance between centres across it (semantics H9).
    func spatialNeighbour(of indexPath: IndexPath, _ direction: FocusDirection) -> IndexPath? {
        let position = scrollPosition
        guard let solution, let frame = solution.attributesForItem(at: indexPath, scrollPosition: position)?.frame
        else { return nil }
        let content = solution.contentSize
        let extent = Swift.max(content.width, content.height, container.size.width, container.size.height)
            + sectionScrolling.geometries.values.reduce(0) { Swift.max($0, $1.contentLength) }
        var reach = Swift.max(container.size.width, container.size.height, 1)
        while true {
            let rect: CGRect
            switch direction {
            case .down: rect = CGRect(x: -extent, y: frame.midY, width: 3 * extent, height: frame.height / 2 + reach)
            case .up: rect = CGRect(x: -extent, y: frame.midY - frame.height / 2 - reach, width: 3 * extent, height: frame.height / 2 + reach)
            case .right: rect = CGRect(x: frame.midX, y: -extent, width: frame.width / 2 + reach, height: 3 * extent)
            default: rect = CGRect(x: frame.midX - frame.width / 2 - reach, y: -extent, width: frame.width / 2 + reach, height: 3 * extent)
            }
            var best: (key: (Int, CGFloat, CGFloat), path: IndexPath)?
            for attributes in solution.attributesForElements(in: rect, scrollPosition: position)
            where attributes.category == .cell && attributes.indexPath != indexPath {
                let other = attributes.frame
                let gap: CGFloat
                let crossGap: CGFloat
                let centreDistance: CGFloat
                switch direction {
                case .down:
                    guard other.minY >= frame.maxY - 0.5 else { continue }
                    gap = other.minY - frame.maxY
                case .up:
                    guard other.maxY <= frame.minY + 0.5 else { continue }
                    gap = frame.minY - other.maxY
                case .right:
                    guard other.minX >= frame.maxX - 0.5 else { continue }
                    gap = other.minX - frame.maxX
                default:
                    guard other.maxX <= frame.minX + 0.5 else { continue }
                    gap = frame.minX - other.maxX
                }
                if direction == .up || direction == .down {
                    crossGap = Swift.max(0, Swift.max(other.minX, frame.minX) - Swift.min(other.maxX, frame.maxX))
                    centreDistance = abs(other.midX - frame.midX)
                } else {
                    crossGap = Swift.max(0, Swift.max(other.minY, frame.minY) - Swift.min(other.maxY, frame.maxY))
                    centreDistance = abs(other.midY - frame.midY)
                }
                let key = (crossGap > 0.5 ? 1 : 0, gap.rounded(), centreDistance)
                guard canFocus(attributes.indexPath) else { continue }
                if best == nil || key < best!.key { best = (key, attributes.indexPath) }
            }
            if let best, best.key.0 == 0 || reach >= extent { return best.path }
            if reach >= extent { return nil }
            reach *= 2
        }
    }
}

/// A key a keyboard-driven front end (a terminal demo) forwards to the collection view.
public enum CollectionKey: Sendable, Hashable {
    case up, down, left, right
    /// Tab and shift-tab: the next or previous section.
    case tab, backTab
    /// Return or space: select the focused item.
    case primary
    case pageUp, pageDown, home, end
}

extension CollectionView {
    /// Handles a key: arrows move the focus spatially, tab moves by section, return selects, page keys scroll
    /// by a screen (less 10 %) and move the focus to the first wholly visible item, home and end go to the first and
    /// last item. Returns whether the key did something.
    @discardableResult
    public func handleKey(_ key: CollectionKey) throws(CollectionViewError) -> Bool {
        let before = (itemMarks.focused, scroll.offset, itemMarks.selectionOrder)
        switch key {
        case .up: try moveFocus(.up)
        case .down: try moveFocus(.down)
        case .left: try moveFocus(.left)
        case .right: try moveFocus(.right)
        case .tab: try moveFocus(.nextSection)
        case .backTab: try moveFocus(.previousSection)
        case .primary: try selectFocusedItem()
        case .home: try moveFocus(.first)
        case .end: try moveFocus(.last)
        case .pageUp, .pageDown:
            try layoutIfNeeded()
            let length = (scrollDirection == .vertical ? visibleContentRect.height : visibleContentRect.width) * 0.9
            let sign: CGFloat = key == .pageDown ? 1 : -1
            contentOffset = withAlong(scroll.offset, along(scroll.offset) + sign * length)
            try layoutIfNeeded()
            // Focus the first item wholly visible, so that focusing it does not scroll back.
            let visible = visibleContentRect
            let whole = indexPathsForVisibleItems.first { path in
                canFocus(path) && (viewStore.views[.cell(path)].flatMap { viewAttributes(of: $0) }.map { visible.contains($0.frame) } ?? false)
            }
            if let first = whole ?? indexPathsForVisibleItems.first(where: canFocus) { try setFocus(to: first) }
        }
        return before.0 != itemMarks.focused || before.1 != scroll.offset || before.2 != itemMarks.selectionOrder
    }
}
