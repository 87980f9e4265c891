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
    // Long on purpose: the per-item loops share their local copies of the storages' arrays; split into phases that
    // pass them as parameters, the diff of 10,000 scattered items took 10–20 % longer and an apply through the
    // headless view 15 % (1.21–1.24 ms → 1.39–1.42 ms, ViewBenchmarks, release, 28 November 2026).
    @inlinable public init<SectionIdentifier, ItemIdentifier>(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>, to new: Snapshot<SectionIdentifier, ItemIdentifier>
    ) {
        self.init()
        let oldStorage = old.storage
        let newStorage = new.storage

        // MARK: Sections
        var newSlotOfOldSlot = [Int](repeating: -1, count: oldStorage.slots.count)
        var oldSlotOfNewSlot = [Int](repeating: -1, count: newStorage.slots.count)
        var survivorOldPositions: [Int] = []
        var survivorNewPositions: [Int] = []
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
            newSlotOfOldSlot[oldSlot] = newSlot
            oldSlotOfNewSlot[newSlot] = oldSlot
            survivorOldPositions.append(oldStorage.slots[oldSlot].position)
            survivorNewPositions.append(newPosition)
        }
        for oldPosition in oldStorage.sectionSlots.indices
        where newSlotOfOldSlot[oldStorage.sectionSlots[oldPosition]] == -1 {
            sectionDeletes.append(oldPosition)
        }
        if !sameSectionOrder {
            let staying = longestIncreasingSubsequenceMask(survivorOldPositions)
            for index in survivorOldPositions.indices where !staying[index] {
                sectionMoves.append(
                    SectionMove(source: survivorOldPositions[index], destination: survivorNewPositions[index]))
            }
        }

        // MARK: Items
        var changed: [ChangedSection] = []
        var oldMatched: [Bool] = []  // by old global index; allocated on the first changed section
        // Local copies (shared buffers, no element copies) keep class-property accesses and their exclusivity
        // checks out of the per-item loop.
        let oldTable = oldStorage.itemTable
        let oldRecords = oldStorage.records
        let oldSlots = oldStorage.slots
        let newRecords = newStorage.records
        var oldStarts = [Int](repeating: 0, count: oldStorage.slots.count)
        var runningStart = 0
        for slot in oldStorage.sectionSlots {
            oldStarts[slot] = runningStart
            runningStart += oldStorage.slots[slot].items.count
        }
        let oldPositions = oldStorage.slots.map(\.position)

        for (survivor, newPosition) in survivorNewPositions.enumerated() {
            let newSlot = newStorage.sectionSlots[newPosition]
            let oldSlot = oldSlotOfNewSlot[newSlot]
            let oldItems = oldStorage.slots[oldSlot].items
            let newItems = newStorage.slots[newSlot].items
            // Identical arrays (O(1) when the buffer is shared) need no per-item work.
            if oldItems == newItems { continue }

            let (prefix, suffix) = commonAffixes(oldItems, newItems)
            let oldPosition = survivorOldPositions[survivor]
            changed.append(
                ChangedSection(oldSlot: oldSlot, oldPosition: oldPosition, prefix: prefix,
                               oldEnd: oldItems.count - suffix))
            if oldMatched.isEmpty { oldMatched = [Bool](repeating: false, count: oldStorage.itemCount) }

            var sameSectionOldOffsets: [Int] = []
            var sameSectionNewOffsets: [Int] = []
            var crossSectionMoves: [ItemMove] = []
            let middle = prefix..<(newItems.count - suffix)
            // Pass 1: for each new item, the first old record with the same cached hash bits (no hashing, no key
            // comparison: a tight loop whose cache misses overlap).
            var candidates = [Int32](repeating: -1, count: oldTable.count == 0 ? 0 : middle.count)
            if oldTable.count > 0 {
                let newItemRecords = newStorage.slots[newSlot].records
                oldTable.cells.withUnsafeBufferPointer { cells in
                    newRecords.withUnsafeBufferPointer { newRecords in
                        newItemRecords.withUnsafeBufferPointer { newItemRecords in
                            candidates.withUnsafeMutableBufferPointer { candidates in
                                for newOffset in middle {
                                    let hash = newRecords[Int(newItemRecords[newOffset])].hash
                                    candidates[newOffset - prefix] = ItemHashTable.firstCandidate(hash: hash, in: cells)
                                }
                            }
                        }
                    }
                }
            }
            // Pass 2: confirm each candidate with `==` and classify the item.
            for newOffset in middle {
                let item = newItems[newOffset]
                var found: Int32? = nil
                let candidate = candidates.isEmpty ? -1 : candidates[newOffset - prefix]
                if candidate >= 0 {
                    let record = oldRecords[Int(candidate)]
                    if oldSlots[Int(record.slot)].items[Int(record.offset)] == item {
                        found = candidate
                    } else {
                        // 32-bit hash collision with another item: search the whole probe run.
                        found = oldTable.find(hash: record.hash) { number in
                            let record = oldRecords[Int(number)]
                            return oldSlots[Int(record.slot)].items[Int(record.offset)] == item
                        }
                    }
                }
                guard let found else {
                    itemInserts.append(IndexPath(item: newOffset, section: newPosition))
                    continue
                }
                let record = oldRecords[Int(found)]
                let location = ItemLocation(slot: Int(record.slot), offset: Int(record.offset))
                let targetSlot = newSlotOfOldSlot[location.slot]
                if targetSlot == -1 {
                    // Its old section is deleted, taking the old item with it.
                    itemInserts.append(IndexPath(item: newOffset, section: newPosition))
                    continue
                }
                oldMatched[oldStarts[location.slot] + location.offset] = true
                if targetSlot == newSlot {
                    sameSectionOldOffsets.append(location.offset)
                    sameSectionNewOffsets.append(newOffset)
                } else {
                    crossSectionMoves.append(
                        ItemMove(source: IndexPath(item: location.offset, section: oldPositions[location.slot]),
                                 destination: IndexPath(item: newOffset, section: newPosition)))
                }
            }
            let staying = longestIncreasingSubsequenceMask(sameSectionOldOffsets)
            // Merge the in-section moves with the cross-section moves, both already ordered by destination.
            var cross = 0
            for index in sameSectionOldOffsets.indices where !staying[index] {
                let newOffset = sameSectionNewOffsets[index]
                while cross < crossSectionMoves.count && crossSectionMoves[cross].destination.item < newOffset {
                    itemMoves.append(crossSectionMoves[cross])
                    cross += 1
                }
                itemMoves.append(
                    ItemMove(source: IndexPath(item: sameSectionOldOffsets[index], section: oldPosition),
                             destination: IndexPath(item: newOffset, section: newPosition)))
            }
            itemMoves.append(contentsOf: crossSectionMoves[cross...])
        }

        // Deletes: unmatched old items in the changed middles, in old order.
        changed.sort { $0.oldPosition < $1.oldPosition }
        for section in changed {
            let start = oldStarts[section.oldSlot]
            for offset in section.prefix..<section.oldEnd where !oldMatched[start + offset] {
                itemDeletes.append(IndexPath(item: offset, section: section.oldPosition))
            }
        }

        // MARK: Marks
        if !newStorage.reloadedSections.isEmpty {
            sectionReloads = newStorage.reloadedSections.compactMap { section in
                oldStorage.slotOfSection[section] == nil ? nil : newStorage.slots[newStorage.slotOfSection[section]!].position
            }.sorted()
        }
        func survivingPath(_ item: ItemIdentifier) -> IndexPath? {
            guard let newLocation = newStorage.location(of: item), oldSlotOfNewSlot[newLocation.slot] != -1,
                let oldLocation = oldStorage.location(of: item), newSlotOfOldSlot[oldLocation.slot] != -1
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

/// A surviving section whose items need a per-item diff: the changed middle of its old items is `prefix..<oldEnd`.
@usableFromInline struct ChangedSection {
    @usableFromInline var oldSlot: Int
    @usableFromInline var oldPosition: Int
    @usableFromInline var prefix: Int
    @usableFromInline var oldEnd: Int

    @inlinable init(oldSlot: Int, oldPosition: Int, prefix: Int, oldEnd: Int) {
        self.oldSlot = oldSlot
        self.oldPosition = oldPosition
        self.prefix = prefix
        self.oldEnd = oldEnd
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
