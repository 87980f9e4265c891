import Foundation

extension BatchUpdate {
    private typealias Operation = BatchUpdateError.Operation

    /// Checks the update against UIKit's batch-update rules, given the item count of every section before and after.
    ///
    /// Rules, checked in this order:
    /// 1. every index path has two indices; section indices are in range (deletes and move sources before the update,
    ///    inserts, move destinations and reloads after it);
    /// 2. no section is the target of two operations (deleted twice, deleted and moved, inserted and moved to, …);
    /// 3. section count: after == before − deleted + inserted;
    /// 4. item operations never touch a deleted section (old index paths) or an inserted one (new index paths);
    ///    item indices are in range; no index path is the target of two operations (deleted and moved from, inserted
    ///    and moved to, reloaded and reconfigured, reloaded or reconfigured where an item is inserted, …);
    /// 5. for every surviving section: after == before − deleted + inserted − moved out + moved in; and an inserted
    ///    section's count is whatever the data says.
    ///
    /// Reloads and reconfigures use new index paths: they are applied after the structural changes.
    ///
    /// - Throws: the first ``BatchUpdateError`` found.
    /// - Complexity: O(s + u log u) for s sections and u operations.
    public func validate(oldItemCounts: [Int], newItemCounts: [Int]) throws(BatchUpdateError) {
        try Self.checkNotNegative(oldItemCounts, isBefore: true)
        try Self.checkNotNegative(newItemCounts, isBefore: false)
        let (oldSectionUse, newSectionUse) = try claimSections(
            oldSectionCount: oldItemCounts.count, newSectionCount: newItemCounts.count)
        // 3. Section count.
        if newItemCounts.count != oldItemCounts.count - sectionDeletes.count + sectionInserts.count {
            throw .invalidSectionCount(
                before: oldItemCounts.count, after: newItemCounts.count, inserted: sectionInserts.count,
                deleted: sectionDeletes.count)
        }
        let tally = try tallyItemOperations(
            before: UpdateSide(itemCounts: oldItemCounts, sectionUse: oldSectionUse, isAfter: false),
            after: UpdateSide(itemCounts: newItemCounts, sectionUse: newSectionUse, isAfter: true))
        try checkSurvivingItemCounts(tally, oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
    }

    private static func checkNotNegative(_ itemCounts: [Int], isBefore: Bool) throws(BatchUpdateError) {
        for (section, count) in itemCounts.enumerated() where count < 0 {
            throw .negativeItemCount(section: section, count: count, isBefore: isBefore)
        }
    }

    /// Rules 1 and 2 for sections. Returns the operation on each section before and after the update (reloads
    /// aside).
    private func claimSections(
        oldSectionCount: Int, newSectionCount: Int
    ) throws(BatchUpdateError) -> (before: [Operation?], after: [Operation?]) {
        var oldSectionUse = [Operation?](repeating: nil, count: oldSectionCount)
        var newSectionUse = [Operation?](repeating: nil, count: newSectionCount)
        for section in sectionDeletes { try Self.claim(section, .delete, in: &oldSectionUse) }
        for move in sectionMoves { try Self.claim(move.source, .moveSource, in: &oldSectionUse) }
        for section in sectionInserts { try Self.claim(section, .insert, in: &newSectionUse) }
        for move in sectionMoves { try Self.claim(move.destination, .moveDestination, in: &newSectionUse) }
        var reloadedSections = Set<Int>()
        for section in sectionReloads {
            guard section >= 0 && section < newSectionCount else {
                throw .sectionOutOfRange(.reload, section: section, sectionCount: newSectionCount)
            }
            guard reloadedSections.insert(section).inserted else {
                throw .conflictingSectionOperations(.reload, .reload, section: section)
            }
            if newSectionUse[section] == .insert {
                throw .conflictingSectionOperations(.insert, .reload, section: section)
            }
        }
        return (oldSectionUse, newSectionUse)
    }

    /// Records `operation` on `section`, which must be in range and not yet claimed.
    private static func claim(
        _ section: Int, _ operation: Operation, in sectionUse: inout [Operation?]
    ) throws(BatchUpdateError) {
        guard section >= 0 && section < sectionUse.count else {
            throw .sectionOutOfRange(operation, section: section, sectionCount: sectionUse.count)
        }
        if let previous = sectionUse[section] {
            throw .conflictingSectionOperations(previous, operation, section: section)
        }
        sectionUse[section] = operation
    }

    /// Rule 4. Returns how many items each section loses and gains.
    private func tallyItemOperations(
        before: UpdateSide, after: UpdateSide
    ) throws(BatchUpdateError) -> ItemTally {
        var oldPathUse: [IndexPath: Operation] = [:]
        var newPathUse: [IndexPath: Operation] = [:]
        var tally = ItemTally(oldSectionCount: before.itemCounts.count, newSectionCount: after.itemCounts.count)
        for path in itemDeletes {
            try before.claim(path, .delete, in: &oldPathUse)
            tally.deleted[path.section] += 1
        }
        for move in itemMoves {
            try before.claim(move.source, .moveSource, in: &oldPathUse)
            tally.movedOut[move.source.section] += 1
        }
        for path in itemInserts {
            try after.claim(path, .insert, in: &newPathUse)
            tally.inserted[path.section] += 1
        }
        for move in itemMoves {
            try after.claim(move.destination, .moveDestination, in: &newPathUse)
            tally.movedIn[move.destination.section] += 1
        }
        try checkReloads(after: after, newPathUse: newPathUse)
        return tally
    }

    /// Reloads and reconfigures may share a path with a move destination (they run after the move), but not with
    /// an insert (a fresh cell needs no reload) nor with each other.
    private func checkReloads(after: UpdateSide, newPathUse: [IndexPath: Operation]) throws(BatchUpdateError) {
        var reloadUse: [IndexPath: Operation] = [:]
        for (paths, operation) in [(itemReloads, Operation.reload), (itemReconfigures, .reconfigure)] {
            for path in paths {
                try after.check(path, operation)
                if newPathUse[path] == .insert {
                    throw .conflictingItemOperations(.insert, operation, indexPath: path)
                }
                if let previous = reloadUse.updateValue(operation, forKey: path) {
                    throw .conflictingItemOperations(previous, operation, indexPath: path)
                }
            }
        }
    }

    /// Rule 5: every surviving section's count adds up.
    private func checkSurvivingItemCounts(
        _ tally: ItemTally, oldItemCounts: [Int], newItemCounts: [Int]
    ) throws(BatchUpdateError) {
        // Surviving old sections map to their new index: explicit moves, then the rest in order into the free slots.
        let newIndexOfOld = survivingSectionMap(
            oldSectionCount: oldItemCounts.count, newSectionCount: newItemCounts.count)
        for oldSection in oldItemCounts.indices {
            guard let newSection = newIndexOfOld[oldSection] else { continue }
            let expected = oldItemCounts[oldSection] - tally.deleted[oldSection] + tally.inserted[newSection]
                - tally.movedOut[oldSection] + tally.movedIn[newSection]
            if expected != newItemCounts[newSection] {
                throw .invalidItemCount(
                    section: newSection, before: oldItemCounts[oldSection], after: newItemCounts[newSection],
                    inserted: tally.inserted[newSection], deleted: tally.deleted[oldSection],
                    movedIn: tally.movedIn[newSection], movedOut: tally.movedOut[oldSection])
            }
        }
    }

    /// For every old section, its new index, or `nil` when deleted. Moved sections go to their destination; other
    /// survivors keep their relative order and fill the new indices that no insert or move claims.
    ///
    /// Precondition: section indices are in range and conflict-free, and the section count adds up.
    func survivingSectionMap(oldSectionCount: Int, newSectionCount: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: oldSectionCount)
        var oldTaken = [Bool](repeating: false, count: oldSectionCount)
        var newTaken = [Bool](repeating: false, count: newSectionCount)
        for section in sectionDeletes { oldTaken[section] = true }
        for section in sectionInserts { newTaken[section] = true }
        for move in sectionMoves {
            oldTaken[move.source] = true
            newTaken[move.destination] = true
            result[move.source] = move.destination
        }
        var free = 0
        for oldSection in 0..<oldSectionCount where !oldTaken[oldSection] {
            while newTaken[free] { free += 1 }
            result[oldSection] = free
            free += 1
        }
        return result
    }
}

/// One side of an update (before or after it), for checking its index paths (rules 1 and 4).
private struct UpdateSide {
    let itemCounts: [Int]
    let sectionUse: [BatchUpdateError.Operation?]
    /// After the update, index paths into inserted sections are refused; before it, those into deleted ones.
    let isAfter: Bool

    /// Checks that `path` has two indices and names an item of a section that is not inserted or deleted whole.
    func check(_ path: IndexPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
        guard path.count == 2 else { throw .malformedIndexPath(operation, indexPath: path) }
        guard path.section >= 0 && path.section < itemCounts.count else {
            throw .itemSectionOutOfRange(operation, indexPath: path, sectionCount: itemCounts.count)
        }
        if sectionUse[path.section] == (isAfter ? .insert : .delete) {
            throw .itemInChangedSection(operation, indexPath: path, sectionIsInserted: isAfter)
        }
        guard path.item >= 0 && path.item < itemCounts[path.section] else {
            throw .itemOutOfRange(operation, indexPath: path, itemCount: itemCounts[path.section])
        }
    }

    /// Checks `path` and records `operation` on it, which no other operation on this side may target.
    func claim(
        _ path: IndexPath, _ operation: BatchUpdateError.Operation,
        in pathUse: inout [IndexPath: BatchUpdateError.Operation]
    ) throws(BatchUpdateError) {
        try check(path, operation)
        if let previous = pathUse.updateValue(operation, forKey: path) {
            throw .conflictingItemOperations(previous, operation, indexPath: path)
        }
    }
}

/// How many items each section loses (by old index) and gains (by new index).
private struct ItemTally {
    var deleted: [Int]
    var movedOut: [Int]
    var inserted: [Int]
    var movedIn: [Int]

    init(oldSectionCount: Int, newSectionCount: Int) {
        deleted = [Int](repeating: 0, count: oldSectionCount)
        movedOut = deleted
        inserted = [Int](repeating: 0, count: newSectionCount)
        movedIn = inserted
    }
}
