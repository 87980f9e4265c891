import CompositionalLayout
import DiffableData
import Foundation

// A batch update in its phases: validate it, note what is shown, carry the view's state to the new index paths,
// move the layout forward (and reconfigure cells), then describe every element shown before or after.

/// What was shown before an update: each element's displayed attributes and view, in display order.
struct ShownBeforeUpdate {
    /// The scroll position the old layout was displayed at.
    let position: ScrollPosition
    /// The shown elements' displayed attributes and views, by key.
    var shown: [ElementKey: (attributes: ViewAttributes, view: any ReusableView)] = [:]
    /// The shown elements' keys, in display order.
    var order: [ElementKey] = []
}

/// The views an update takes away from their elements, recycled once the transaction is described.
struct LeavingViews {
    /// Views whose elements are deleted or replaced, with their old keys.
    var departed: [(ElementKey, any ReusableView)] = []
    /// The previous views of reloaded (or reconfigured-and-replaced) elements, by new key.
    var replaced: [ElementKey: any ReusableView] = [:]
}

extension CollectionView {
    func perform(_ update: BatchUpdate, newCounts: [Int], animation: UpdateAnimation) throws(CollectionViewError)
        -> UpdateTransaction
    {
        defer { debugCheck() }
        let offsetBefore = scroll.offset
        let sizeBefore = solution?.contentSize ?? .zero
        guard let oldSolution = solution, !pendingWork.needsReload else {
            return try reloadTransaction(update: update, offsetBefore: offsetBefore, sizeBefore: sizeBefore)
        }
        try validate(update, newCounts: newCounts)
        var map = Self.updateMap(update, oldSolution: oldSolution, oldCounts: itemCounts, newCounts: newCounts)
        let before = shownBeforeUpdate()
        var leaving = carryState(through: map, newCounts: newCounts)
        viewStore.startHolding()
        defer {
            let held = viewStore.stopHolding()
            for (key, view) in leaving.departed { recycle(view, key: key) }
            for (key, view) in held { recycle(view, key: key) }
        }
        do throws(CollectionViewError) {
            // The update's layout pass: a query from inside it (a cell provider asking for counts) answers from its
            // state instead of starting a pass of its own, whose views the update's pass would then drop.
            let wasLayingOut = isLayingOut
            isLayingOut = true
            defer { isLayingOut = wasLayingOut }
            try moveLayoutForward(update, map: &map, newCounts: newCounts)
            try reconfigureCells(of: map, leaving: &leaving)
            try updateVisibleViews()
        } catch {
            pendingWork.markReload()
            throw error
        }
        var elements = elementsShownAfter(map: map, oldSolution: oldSolution, before: before, replaced: leaving.replaced)
        elements += elementsLeftBehind(map: map, before: before, described: elements)
        solved.finalizeUpdate()
        return UpdateTransaction(
            update: update, isReload: false, animation: animation, elements: elements,
            contentOffsetBefore: offsetBefore, contentOffsetAfter: scroll.offset, contentSizeBefore: sizeBefore,
            contentSizeAfter: solution?.contentSize ?? .zero)
    }

    /// Throws UIKit's "Invalid update: …" error unless the update leads from the current counts to `newCounts`.
    func validate(_ update: BatchUpdate, newCounts: [Int]) throws(CollectionViewError) {
        do {
            try update.validate(oldItemCounts: itemCounts, newItemCounts: newCounts)
        } catch {
            throw CollectionViewError(.invalidUpdate(error.compatibilityMessage))
        }
    }

    /// Where every element goes; which supplementary kinds belong to items is the old layout's answer, for new
    /// sections too until the new layout is solved (a new section's kinds are taken to be its old section's).
    static func updateMap(_ update: BatchUpdate, oldSolution: any SolvedLayout, oldCounts: [Int], newCounts: [Int])
        -> UpdateMap
    {
        var map = UpdateMap(update, oldCounts: oldCounts, newCounts: newCounts)
        let kindsBefore = ItemSupplementaryKinds(oldSolution)
        map.isItemKindBefore = { kindsBefore.contains($0, $1) }
        let oldSectionOfNew = map.oldSectionOfNew
        map.isItemKindAfter = { section, kind in
            guard section >= 0, section < oldSectionOfNew.count, let old = oldSectionOfNew[section] else { return false }
            return kindsBefore.contains(old, kind)
        }
        return map
    }

    /// The shown elements with their displayed attributes and views.
    func shownBeforeUpdate() -> ShownBeforeUpdate {
        var before = ShownBeforeUpdate(position: scrollPosition)
        for attributes in viewStore.displayedAttributes {
            let key = ElementKey(attributes)
            if let view = viewStore.views[key], let shown = viewAttributes(of: view) {
                before.shown[key] = (shown, view)
                before.order.append(key)
            }
        }
        return before
    }

    /// Carries views, selection, focus and orthogonal offsets to their new places and takes the new counts. Returns
    /// the views that leave: those of deleted elements, and the previous views of reloaded ones.
    func carryState(through map: UpdateMap, newCounts: [Int]) -> LeavingViews {
        var carried: [ElementKey: any ReusableView] = [:]
        var leaving = LeavingViews()
        for (key, view) in viewStore.views {
            guard let newKey = map.newKey(forOld: key) else {
                leaving.departed.append((key, view))
                continue
            }
            if map.isReloaded(newKey) {
                leaving.replaced[newKey] = view
                leaving.departed.append((key, view))
            } else {
                carried[newKey] = view
            }
        }
        viewStore.views = carried
        itemMarks.move { map.newPath(forOld: $0) }
        sectionScrolling.moveOffsets(newSectionOfOld: map.newSectionOfOld)
        itemCounts = newCounts
        // Index paths change meaning: the prefetch window starts again (CL10).
        prefetchState.forgetItems()
        return leaving
    }

    /// Moves the layout forward (counts, measured sizes carried by the mapping, changed sections re-solved) and
    /// installs it; the layout may move the kept offset (CL7). From then on the map asks the new layout for kinds.
    func moveLayoutForward(_ update: BatchUpdate, map: inout UpdateMap, newCounts: [Int]) throws(CollectionViewError) {
        var next = solved
        do {
            try next.apply(Self.layoutUpdate(update, map: map, newCounts: newCounts))
        } catch {
            throw CollectionViewError(.layout(error))
        }
        next.prepare(forUpdate: update)
        install(next)
        let target = solved.targetContentOffset(forProposedContentOffset: scroll.offset)
        if target != scroll.offset {
            scroll.offset = clampsContentOffset ? clampedOffset(target) : target
        }
        let kindsAfter = ItemSupplementaryKinds(solved)
        map.isItemKindAfter = { kindsAfter.contains($0, $1) }
    }

    /// Reconfigures: the same cell, configured again by the data source (and measured again by the visible pass).
    /// A data source that hands back another cell replaces the old one, which leaves.
    func reconfigureCells(of map: UpdateMap, leaving: inout LeavingViews) throws(CollectionViewError) {
        for path in map.reconfiguredItems {
            let key = ElementKey.cell(path)
            guard let cell = viewStore.views[key] as? any CollectionCell else { continue }
            dequeueRequests.reconfigureTarget = (path, cell)
            defer { dequeueRequests.reconfigureTarget = nil }
            let returned = try withinRequest(for: key, accepting: cell) { () throws(CollectionViewError) in
                try requestCell(at: path)
            }
            if returned !== cell {
                viewStore.views[key] = nil
                leaving.departed.append((key, cell))
                leaving.replaced[key] = cell
                enqueue(returned)
            }
        }
    }

    /// The elements shown after the update, each with where it was before (shown, or placed by the old layout).
    func elementsShownAfter(
        map: UpdateMap, oldSolution: any SolvedLayout, before: ShownBeforeUpdate, replaced: [ElementKey: any ReusableView]
    ) -> [UpdateTransaction.Element] {
        var elements: [UpdateTransaction.Element] = []
        for attributes in viewStore.displayedAttributes {
            let key = ElementKey(attributes)
            guard let view = viewStore.views[key], let after = viewAttributes(of: view) else { continue }
            let oldKey = map.oldKey(forNew: key)
            let was = oldKey.flatMap { oldKey in
                before.shown[oldKey]?.attributes
                    ?? Self.displayed(oldKey, in: oldSolution, position: before.position).map(oldSolution.viewAttributes)
            }
            guard let was else {
                elements.append(.init(
                    change: .appearing, keyBefore: nil, keyAfter: key, before: nil, after: after,
                    initial: solved.initialAttributes(forAppearing: key, final: after), final: after, view: view))
                continue
            }
            if map.isReloaded(key) || replaced[key] != nil {
                elements.append(.init(
                    change: .reloaded, keyBefore: oldKey, keyAfter: key, before: was, after: after,
                    initial: was.with(alpha: 0), final: after, view: view, previousView: replaced[key],
                    previousViewFinal: after.with(alpha: 0)))
            } else {
                let change: UpdateTransaction.Change =
                    key.category == .cell && map.reconfiguredItems.contains(key.indexPath) ? .reconfigured : .moving
                elements.append(.init(
                    change: change, keyBefore: oldKey, keyAfter: key, before: was, after: after, initial: was,
                    final: after, view: view))
            }
        }
        return elements
    }

    /// The elements shown before the update that `described` does not cover: moved out of the prepared rect (to where
    /// the new layout puts them) or gone.
    func elementsLeftBehind(map: UpdateMap, before: ShownBeforeUpdate, described: [UpdateTransaction.Element])
        -> [UpdateTransaction.Element]
    {
        var matchedOld: Set<ElementKey> = []
        for element in described { if let oldKey = element.keyBefore { matchedOld.insert(oldKey) } }
        let newPosition = scrollPosition
        var elements: [UpdateTransaction.Element] = []
        for oldKey in before.order where !matchedOld.contains(oldKey) {
            guard let (was, view) = before.shown[oldKey] else { continue }
            if let newKey = map.newKey(forOld: oldKey), let moved = Self.displayed(newKey, in: solved, position: newPosition) {
                let after = solved.viewAttributes(for: moved)
                elements.append(.init(
                    change: map.isReloaded(newKey) ? .reloaded : .moving, keyBefore: oldKey, keyAfter: newKey,
                    before: was, after: after, initial: was, final: after, view: view))
            } else {
                elements.append(.init(
                    change: .disappearing, keyBefore: oldKey, keyAfter: nil, before: was, after: nil,
                    initial: was, final: solved.finalAttributes(forDisappearing: oldKey, initial: was), view: view))
            }
        }
        return elements
    }
}
