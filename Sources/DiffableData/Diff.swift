import Foundation

extension Snapshot {
    /// The batch update that turns `old` into this snapshot. Same as ``BatchUpdate/init(from:to:)``.
    ///
    /// - Complexity: O(s + c) expected, where s is the number of sections and c the number of items in the changed
    ///   middle of each changed section (common prefixes and suffixes, and sections whose item arrays are identical,
    ///   cost only a comparison), plus O(c log c) worst case for the longest-increasing-subsequence pass.
    @inlinable public func difference(from old: Snapshot) -> BatchUpdate {
        BatchUpdate(from: old, to: self)
    }
}

extension BatchUpdate {
    /// Computes the batch update that turns `old` into `new`, with a minimal number of moves.
    ///
    /// Identity is the identifiers' `Hashable` conformance. The matching is Heckel-style and linear: each snapshot
    /// already holds a hash map from identifier to location, so every item of the new snapshot is matched with its
    /// old location by one lookup, and old items that nobody matched are deletes.
    ///
    /// Sections are diffed first. Surviving sections keep their place when they belong to a longest increasing
    /// subsequence of old indices (in new order); the others are moves. Then, for every surviving section:
    /// - an item that was in the same section (by identity) stays in place when it belongs to a longest increasing
    ///   subsequence of old offsets, otherwise it is a move;
    /// - an item that was in another surviving section is a move;
    /// - an item that was absent, or was in a deleted section, is an insert;
    /// - an old item that is absent from the new snapshot, or now lives in an inserted section, is a delete.
    ///
    /// So the number of moves is minimal: for sections, survivors − LIS; for items, the cross-section items plus, per
    /// section, common items − LIS. No smaller set of moves can reproduce `new` with the same deletes and inserts,
    /// because items that are not moved must keep their relative order.
    ///
    /// Reloads and reconfigures come from `new`'s marks, at new index paths, for items (sections) present in both
    /// snapshots and not covered by a section insert or delete. An item marked both ways is only reloaded.
    ///
    /// - Complexity: see ``Snapshot/difference(from:)``.
    @inlinable public init<SectionIdentifier, ItemIdentifier>(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>, to new: Snapshot<SectionIdentifier, ItemIdentifier>
    ) {
        self.init()
        let oldStorage = old.storage
        let newStorage = new.storage
        let sections = appendSectionChanges(from: oldStorage, to: newStorage)
        appendItemChanges(from: oldStorage, to: newStorage, sections: sections)
        appendMarks(from: oldStorage, to: newStorage, sections: sections)
    }

    /// Matches the sections by identity and appends the section deletes, inserts and moves.
    @inlinable mutating func appendSectionChanges<SectionIdentifier, ItemIdentifier>(
        from oldStorage: SnapshotStorage<SectionIdentifier, ItemIdentifier>,
        to newStorage: SnapshotStorage<SectionIdentifier, ItemIdentifier>
    ) -> SectionMatch {
        var match = SectionMatch(oldSlotCount: oldStorage.slots.count, newSlotCount: newStorage.slots.count)
        let sameSectionOrder = oldStorage.sectionIDs == newStorage.sectionIDs
        for (newPosition, section) in newStorage.sectionIDs.enumerated() {
            let oldSlot: Int?
            if sameSectionOrder {
                oldSlot = oldStorage.sectionSlots[newPosition]
            } else {
                oldSlot = oldStorage.slotOfSection[section]
            }
            guard let oldSlot else {
                sectionInserts.append(newPosition)
                continue
            }
            let newSlot = newStorage.sectionSlots[newPosition]
            match.newSlotOfOldSlot[oldSlot] = newSlot
            match.oldSlotOfNewSlot[newSlot] = oldSlot
            match.survivorOldPositions.append(oldStorage.slots[oldSlot].position)
            match.survivorNewPositions.append(newPosition)
        }
        for oldPosition in oldStorage.sectionSlots.indices
        where match.newSlotOfOldSlot[oldStorage.sectionSlots[oldPosition]] == -1 {
            sectionDeletes.append(oldPosition)
        }
        if !sameSectionOrder {
            let staying = longestIncreasingSubsequenceMask(match.survivorOldPositions)
            for index in match.survivorOldPositions.indices where !staying[index] {
                sectionMoves.append(
                    SectionMove(
                        source: match.survivorOldPositions[index], destination: match.survivorNewPositions[index]))
            }
        }
        return match
    }

    /// Appends the section reloads and the item reloads and reconfigures that `new` marks.
    @inlinable mutating func appendMarks<SectionIdentifier, ItemIdentifier>(
        from oldStorage: SnapshotStorage<SectionIdentifier, ItemIdentifier>,
        to newStorage: SnapshotStorage<SectionIdentifier, ItemIdentifier>, sections: SectionMatch
    ) {
        if !newStorage.reloadedSections.isEmpty {
            sectionReloads = newStorage.reloadedSections.compactMap { section in
                oldStorage.slotOfSection[section] == nil ? nil : newStorage.slots[newStorage.slotOfSection[section]!].position
            }.sorted()
        }
        func survivingPath(_ item: ItemIdentifier) -> IndexPath? {
            guard let newLocation = newStorage.location(of: item), sections.oldSlotOfNewSlot[newLocation.slot] != -1,
                let oldLocation = oldStorage.location(of: item), sections.newSlotOfOldSlot[oldLocation.slot] != -1
            else { return nil }
            return IndexPath(item: newLocation.offset, section: newStorage.slots[newLocation.slot].position)
        }
        if !newStorage.reloadedItems.isEmpty {
            itemReloads = newStorage.reloadedItems.compactMap(survivingPath).sorted()
        }
        if !newStorage.reconfiguredItems.isEmpty {
            itemReconfigures = newStorage.reconfiguredItems.lazy
                .filter { !newStorage.reloadedItems.contains($0) }
                .compactMap(survivingPath).sorted()
        }
    }
}

/// How the sections of two snapshots correspond: storage slots matched both ways (-1 where there is no match), and
/// the surviving sections' old and new positions, in new order.
@usableFromInline struct SectionMatch {
    @usableFromInline var newSlotOfOldSlot: [Int]
    @usableFromInline var oldSlotOfNewSlot: [Int]
    @usableFromInline var survivorOldPositions: [Int] = []
    @usableFromInline var survivorNewPositions: [Int] = []

    @inlinable init(oldSlotCount: Int, newSlotCount: Int) {
        newSlotOfOldSlot = [Int](repeating: -1, count: oldSlotCount)
        oldSlotOfNewSlot = [Int](repeating: -1, count: newSlotCount)
    }
}

/// The lengths of the common prefix and of the common suffix (not overlapping the prefix) of `old` and `new`.
///
/// Identical bytes are taken for equal identifiers before `==` is asked (semantics D9): the diff often runs
/// unspecialised (a data source generic over the app's identifiers), where each `==` is a dynamic call, and an
/// edited section of 10,000 items shares all but a few of its identifiers with the applied one, bit for bit.
@inlinable func commonAffixes<Item: Equatable>(_ old: [Item], _ new: [Item]) -> (prefix: Int, suffix: Int) {
    old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
            let shorter = min(old.count, new.count)
            let prefix = matchingRun(
                limit: shorter, same: { sameItem(old, $0, new, $0) },
                identical: { start, count in identicalBytes(old, start, new, start, count: count) })
            // Suffix positions count from the ends: position p is old[old.count - 1 - p] and new[new.count - 1 - p].
            let suffix = matchingRun(
                limit: shorter - prefix, same: { sameItem(old, old.count - 1 - $0, new, new.count - 1 - $0) },
                identical: { start, count in
                    identicalBytes(old, old.count - start - count, new, new.count - start - count, count: count)
                })
            return (prefix, suffix)
        }
    }
}

/// The number of matching positions 0, 1, … below `limit`: blocks whose bytes are identical are skipped with one
/// comparison (`identical(start, count)`), the others compared item by item (`same`) until one differs.
@inlinable func matchingRun(limit: Int, same: (Int) -> Bool, identical: (Int, Int) -> Bool) -> Int {
    let block = 64
    var run = 0
    while run < limit {
        if run + block <= limit && identical(run, block) {
            run += block
            continue
        }
        let end = min(run + block, limit)
        while run < end && same(run) { run += 1 }
        if run < end { return run }
    }
    return run
}

/// Whether `count` items from `a[i]` and from `b[j]` have the same bytes (padding included: a difference there only
/// sends the caller to compare item by item).
@inlinable func identicalBytes<Item>(
    _ a: UnsafeBufferPointer<Item>, _ i: Int, _ b: UnsafeBufferPointer<Item>, _ j: Int, count: Int
) -> Bool {
    memcmp(a.baseAddress! + i, b.baseAddress! + j, count * MemoryLayout<Item>.stride) == 0
}

/// Whether `old[i]` equals `new[j]`: the same bytes (a copy of the same value, an identifier's reference to the
/// same object), else `==`.
@inlinable func sameItem<Item: Equatable>(
    _ old: UnsafeBufferPointer<Item>, _ i: Int, _ new: UnsafeBufferPointer<Item>, _ j: Int
) -> Bool {
    let size = MemoryLayout<Item>.size
    if size > 0, memcmp(old.baseAddress! + i, new.baseAddress! + j, size) == 0 { return true }
    return old[i] == new[j]
}
