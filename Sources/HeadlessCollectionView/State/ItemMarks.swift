import CompositionalLayout
import Foundation

/// The items the user marked: the selection, in the order it was made, and the keyboard focus. Updates and reloads
/// move or drop both together.
///
/// Rules: the selection's set and its order hold the same index paths, each once.
struct ItemMarks {
    /// The selected items, for membership.
    private(set) var selected: Set<IndexPath> = []
    /// The selected items, in the order they were selected.
    private(set) var selectionOrder: [IndexPath] = []
    /// The item with the keyboard focus.
    var focused: IndexPath?

    /// Whether `indexPath` is selected; O(1), and no hashing while nothing is selected (asked per element shown).
    func isSelected(_ indexPath: IndexPath) -> Bool { !selected.isEmpty && selected.contains(indexPath) }

    /// Selects an item (last in the order); returns whether it was not selected before.
    @discardableResult
    mutating func select(_ indexPath: IndexPath) -> Bool {
        guard selected.insert(indexPath).inserted else { return false }
        selectionOrder.append(indexPath)
        return true
    }

    /// Deselects an item, O(k) in the selection's size; returns whether it was selected.
    @discardableResult
    mutating func deselect(_ indexPath: IndexPath) -> Bool {
        guard selected.remove(indexPath) != nil else { return false }
        selectionOrder.removeAll { $0 == indexPath }
        return true
    }

    /// Deselects every item except `kept`, in O(k) (deselecting one by one would be O(k²)). Returns the deselected
    /// items in selection order.
    mutating func clearSelection(keeping kept: IndexPath?) -> [IndexPath] {
        let keptIsSelected = kept.map(selected.contains) ?? false
        let cleared = keptIsSelected ? selectionOrder.filter { $0 != kept } : selectionOrder
        selectionOrder = keptIsSelected ? [kept!] : []
        selected = Set(selectionOrder)
        return cleared
    }

    /// Moves every mark to its new index path, dropping those `newPath` has none for (a batch update).
    mutating func move(_ newPath: (IndexPath) -> IndexPath?) {
        selectionOrder = selectionOrder.compactMap(newPath)
        selected = Set(selectionOrder)
        focused = focused.flatMap(newPath)
    }

    /// Drops the marks of items that no longer exist (a reload).
    mutating func keep(where exists: (IndexPath) -> Bool) {
        selectionOrder = selectionOrder.filter(exists)
        selected = Set(selectionOrder)
        if let focus = focused, !exists(focus) { focused = nil }
    }

    /// What breaks the rules above (empty when they hold).
    func checkInvariants() -> [String] {
        var problems: [String] = []
        if selected.count != selectionOrder.count || selected != Set(selectionOrder) {
            problems.append("selection set \(selected.sorted()) and order \(selectionOrder) differ")
        }
        return problems
    }
}
