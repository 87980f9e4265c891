import Foundation

extension BatchUpdate {
    /// Appends the item deletes, inserts and moves of the surviving sections (see ``init(from:to:)``).
    @inlinable mutating func appendItemChanges<SectionIdentifier, ItemIdentifier>(
        from oldStorage: SnapshotStorage<SectionIdentifier, ItemIdentifier>,
        to newStorage: SnapshotStorage<SectionIdentifier, ItemIdentifier>, sections: SectionMatch
    ) {
        var matcher = ItemMatcher(old: oldStorage, new: newStorage, sections: sections)
        var changed: [ChangedSection] = []
        for (survivor, newPosition) in sections.survivorNewPositions.enumerated() {
            let newSlot = newStorage.sectionSlots[newPosition]
            let oldSlot = sections.oldSlotOfNewSlot[newSlot]
            let oldItems = oldStorage.slots[oldSlot].items
            let newItems = newStorage.slots[newSlot].items
            // Identical arrays (O(1) when the buffer is shared) need no per-item work.
            if oldItems == newItems { continue }

            let (prefix, suffix) = commonAffixes(oldItems, newItems)
            let oldPosition = sections.survivorOldPositions[survivor]
            changed.append(
                ChangedSection(oldSlot: oldSlot, oldPosition: oldPosition, prefix: prefix,
                               oldEnd: oldItems.count - suffix))
            if matcher.oldMatched.isEmpty { matcher.oldMatched = [Bool](repeating: false, count: oldStorage.itemCount) }
            let section = SurvivingSection(
                oldSlot: oldSlot, oldPosition: oldPosition, newSlot: newSlot, newPosition: newPosition,
                middle: prefix..<(newItems.count - suffix))
            let matches = matchItems(
                newItems, newItemRecords: newStorage.slots[newSlot].records, in: section, matcher: &matcher)
            appendItemMoves(matches, in: section)
        }
        changed.sort { $0.oldPosition < $1.oldPosition }
        appendItemDeletes(changed, matcher: matcher)
    }

    /// Matches the new items in a surviving section's changed middle with their old locations: appends the inserts
    /// and returns the moves to decide.
    @inlinable mutating func matchItems<ItemIdentifier>(
        _ newItems: [ItemIdentifier], newItemRecords: [Int32], in section: SurvivingSection,
        matcher: inout ItemMatcher<ItemIdentifier>
    ) -> ItemMatches {
        var matches = ItemMatches()
        let candidates = matcher.firstCandidates(newItemRecords, middle: section.middle)
        // Pass 2: confirm each candidate with `==` and classify the item.
        for newOffset in section.middle {
            let candidate = candidates.isEmpty ? -1 : candidates[newOffset - section.middle.lowerBound]
            guard let found = matcher.confirm(candidate, for: newItems[newOffset]) else {
                itemInserts.append(IndexPath(item: newOffset, section: section.newPosition))
                continue
            }
            let record = matcher.oldRecords[Int(found)]
            let location = ItemLocation(slot: Int(record.slot), offset: Int(record.offset))
            let targetSlot = matcher.newSlotOfOldSlot[location.slot]
            if targetSlot == -1 {
                // Its old section is deleted, taking the old item with it.
                itemInserts.append(IndexPath(item: newOffset, section: section.newPosition))
                continue
            }
            matcher.oldMatched[matcher.oldStarts[location.slot] + location.offset] = true
            if targetSlot == section.newSlot {
                matches.sameSectionOldOffsets.append(location.offset)
                matches.sameSectionNewOffsets.append(newOffset)
            } else {
                matches.crossSectionMoves.append(
                    ItemMove(source: IndexPath(item: location.offset, section: matcher.oldPositions[location.slot]),
                             destination: IndexPath(item: newOffset, section: section.newPosition)))
            }
        }
        return matches
    }

    /// Appends a section's item moves: the in-section ones off the longest increasing subsequence, merged with the
    /// cross-section ones, both already ordered by destination.
    @inlinable mutating func appendItemMoves(_ matches: ItemMatches, in section: SurvivingSection) {
        let staying = longestIncreasingSubsequenceMask(matches.sameSectionOldOffsets)
        let crossSectionMoves = matches.crossSectionMoves
        var cross = 0
        for index in matches.sameSectionOldOffsets.indices where !staying[index] {
            let newOffset = matches.sameSectionNewOffsets[index]
            while cross < crossSectionMoves.count && crossSectionMoves[cross].destination.item < newOffset {
                itemMoves.append(crossSectionMoves[cross])
                cross += 1
            }
            itemMoves.append(
                ItemMove(source: IndexPath(item: matches.sameSectionOldOffsets[index], section: section.oldPosition),
                         destination: IndexPath(item: newOffset, section: section.newPosition)))
        }
        itemMoves.append(contentsOf: crossSectionMoves[cross...])
    }

    /// Appends the deletes: unmatched old items in the changed middles (`changed`, in old order).
    @inlinable mutating func appendItemDeletes<ItemIdentifier>(
        _ changed: [ChangedSection], matcher: ItemMatcher<ItemIdentifier>
    ) {
        for section in changed {
            let start = matcher.oldStarts[section.oldSlot]
            for offset in section.prefix..<section.oldEnd where !matcher.oldMatched[start + offset] {
                itemDeletes.append(IndexPath(item: offset, section: section.oldPosition))
            }
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

/// A surviving section whose items are diffed: its slots and positions, and the new offsets of its changed middle.
@usableFromInline struct SurvivingSection {
    @usableFromInline var oldSlot: Int
    @usableFromInline var oldPosition: Int
    @usableFromInline var newSlot: Int
    @usableFromInline var newPosition: Int
    @usableFromInline var middle: Range<Int>

    @inlinable init(oldSlot: Int, oldPosition: Int, newSlot: Int, newPosition: Int, middle: Range<Int>) {
        self.oldSlot = oldSlot
        self.oldPosition = oldPosition
        self.newSlot = newSlot
        self.newPosition = newPosition
        self.middle = middle
    }
}

/// The new items of a section's changed middle that were found in a surviving section: in the same section (old
/// and new offsets, for the longest increasing subsequence) or as moves from another one, in new order.
@usableFromInline struct ItemMatches {
    @usableFromInline var sameSectionOldOffsets: [Int] = []
    @usableFromInline var sameSectionNewOffsets: [Int] = []
    @usableFromInline var crossSectionMoves: [BatchUpdate.ItemMove] = []

    @inlinable init() {}
}

/// What matching new items with old ones reads, copied out of the storages once per diff, and which old items
/// were matched.
@usableFromInline struct ItemMatcher<ItemIdentifier: Hashable & Sendable> {
    // Local copies (shared buffers, no element copies) keep class-property accesses and their exclusivity
    // checks out of the per-item loop.
    @usableFromInline let oldTable: ItemHashTable
    @usableFromInline let oldRecords: [ItemRecord]
    @usableFromInline let oldSlots: [SectionSlot<ItemIdentifier>]
    @usableFromInline let newRecords: [ItemRecord]
    /// The old global index of each old slot's first item.
    @usableFromInline let oldStarts: [Int]
    @usableFromInline let oldPositions: [Int]
    @usableFromInline let newSlotOfOldSlot: [Int]
    /// By old global index; allocated on the first changed section.
    @usableFromInline var oldMatched: [Bool] = []

    @inlinable init<SectionIdentifier>(
        old: SnapshotStorage<SectionIdentifier, ItemIdentifier>, new: SnapshotStorage<SectionIdentifier, ItemIdentifier>,
        sections: SectionMatch
    ) {
        oldTable = old.itemTable
        oldRecords = old.records
        oldSlots = old.slots
        newRecords = new.records
        var oldStarts = [Int](repeating: 0, count: old.slots.count)
        var runningStart = 0
        for slot in old.sectionSlots {
            oldStarts[slot] = runningStart
            runningStart += old.slots[slot].items.count
        }
        self.oldStarts = oldStarts
        oldPositions = old.slots.map(\.position)
        newSlotOfOldSlot = sections.newSlotOfOldSlot
    }

    /// Pass 1: for each new item of `middle`, the first old record with the same cached hash bits (no hashing, no
    /// key comparison: a tight loop whose cache misses overlap). Empty when the old snapshot has no items.
    @inlinable func firstCandidates(_ newItemRecords: [Int32], middle: Range<Int>) -> [Int32] {
        guard oldTable.count > 0 else { return [] }
        var candidates = [Int32](repeating: -1, count: middle.count)
        oldTable.cells.withUnsafeBufferPointer { cells in
            newRecords.withUnsafeBufferPointer { newRecords in
                newItemRecords.withUnsafeBufferPointer { newItemRecords in
                    candidates.withUnsafeMutableBufferPointer { candidates in
                        for newOffset in middle {
                            let hash = newRecords[Int(newItemRecords[newOffset])].hash
                            candidates[newOffset - middle.lowerBound] = ItemHashTable.firstCandidate(hash: hash, in: cells)
                        }
                    }
                }
            }
        }
        return candidates
    }

    /// The old record of `item`, starting from its first candidate (-1: none).
    @inlinable func confirm(_ candidate: Int32, for item: ItemIdentifier) -> Int32? {
        guard candidate >= 0 else { return nil }
        let record = oldRecords[Int(candidate)]
        if oldSlots[Int(record.slot)].items[Int(record.offset)] == item { return candidate }
        // 32-bit hash collision with another item: search the whole probe run.
        return oldTable.find(hash: record.hash) { number in
            let record = oldRecords[Int(number)]
            return oldSlots[Int(record.slot)].items[Int(record.offset)] == item
        }
    }
}
