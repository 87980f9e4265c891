import CompositionalLayout
import Foundation

// The rules that keep the view's state consistent. Each state group checks its own; the view checks those between
// groups. `debugCheck()` runs them after every public mutation in debug builds (tests); release builds compile it
// to nothing, so the scroll step and updates pay nothing.

extension CollectionView {
    /// What is wrong with the view's state (empty when it is consistent): every group's rules, then the rules between
    /// groups. O(views made + sections + marked and prefetched items); never O(items).
    func checkInvariants() -> [String] {
        var problems = pendingWork.checkInvariants() + scroll.checkInvariants() + viewStore.checkInvariants()
            + dequeueRequests.checkInvariants() + registrations.checkInvariants() + itemMarks.checkInvariants()
            + prefetchState.checkInvariants()
        // A failed update leaves views and orthogonal offsets at index paths no installed solution has taken yet; the
        // reload it asks for starts both again.
        if !pendingWork.needsReload {
            problems += sectionScrolling.checkInvariants() + viewStore.checkMatchesDisplayed() + shownCellProblems()
        }
        problems += markProblems() + prefetchProblems()
        if scroll.pendingAnchor != nil && !pendingWork.needsSolve { problems.append("an anchor is kept but no solve is pending") }
        if !isSolved && !viewStore.views.isEmpty { problems.append("\(viewStore.views.count) views shown before any solve") }
        return problems
    }

    /// Traps in debug builds when the state breaks a rule. Checks only at rest: inside a layout pass, an update or a
    /// request for a view, the state is legitimately between rules (and a delegate called from there may call back).
    @inline(__always)
    func debugCheck() {
        #if DEBUG
            guard isAtRest else { return }
            let problems = checkInvariants()
            assert(problems.isEmpty, "CollectionView state: \(problems.prefix(4).joined(separator: "; "))")
        #endif
    }

    /// Whether no layout pass, update, request for a view or provider call is under way.
    var isAtRest: Bool {
        !isLayingOut && !viewStore.isHoldingRecycledViews && dequeueRequests.isIdle && registrations.providerDepth == 0
    }

    /// Shown cells are cells of items of the data, and show the item's selection and focus.
    private func shownCellProblems() -> [String] {
        var problems: [String] = []
        for (key, view) in viewStore.views where key.category == .cell {
            let path = key.indexPath
            guard isValidItem(path) else {
                problems.append("a cell is shown for \(format(path)), not an item of counts \(itemCounts)")
                continue
            }
            guard let cell = view as? any CollectionCell else { continue }
            if cell.isSelected != itemMarks.isSelected(path) { problems.append("the cell of \(format(path)) shows the wrong selection") }
            if cell.isFocused != (itemMarks.focused == path) { problems.append("the cell of \(format(path)) shows the wrong focus") }
        }
        return problems
    }

    /// Selected and focused index paths name items of the data.
    private func markProblems() -> [String] {
        var problems: [String] = []
        for path in itemMarks.selectionOrder where !isValidItem(path) {
            problems.append("selected \(format(path)) is not an item of counts \(itemCounts)")
        }
        if let focused = itemMarks.focused, !isValidItem(focused) {
            problems.append("focused \(format(focused)) is not an item of counts \(itemCounts)")
        }
        return problems
    }

    /// Prefetched items are items of the data; nothing is prefetched while prefetching is off; once a visible pass
    /// has told the prefetch data source, no prefetched item has a cell.
    private func prefetchProblems() -> [String] {
        var problems: [String] = []
        for path in prefetchState.items where !isValidItem(path) {
            problems.append("prefetched \(format(path)) is not an item of counts \(itemCounts)")
        }
        if !isPrefetchingEnabled && !prefetchState.items.isEmpty { problems.append("items prefetched while prefetching is off") }
        let told = isPrefetchingEnabled && prefetchDataSource != nil && !pendingWork.needsVisiblePass
        for path in prefetchState.items where told && viewStore.views[.cell(path)] != nil {
            problems.append("prefetched \(format(path)) has a cell")
        }
        return problems
    }
}

extension CGRect {
    /// Whether every coordinate is finite.
    var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
