/// Where an item lives: the storage slot of its section and its offset inside that section.
///
/// Items refer to a section *slot*, not to the section's position, so that inserting, moving or deleting sections
/// never rewrites the locations of items in other sections.
@usableFromInline struct ItemLocation: Hashable, Sendable {
    @usableFromInline var slot: Int
    @usableFromInline var offset: Int

    @inlinable init(slot: Int, offset: Int) {
        self.slot = slot
        self.offset = offset
    }
}

/// One section's contents. `position` and `start` (global index of its first item) are kept up to date eagerly by
/// ``SnapshotStorage/renumber(from:)`` so that queries never write to shared storage.
@usableFromInline struct SectionSlot<ItemIdentifier> {
    @usableFromInline var items: [ItemIdentifier]
    @usableFromInline var position: Int
    @usableFromInline var start: Int

    @inlinable init(items: [ItemIdentifier], position: Int, start: Int) {
        self.items = items
        self.position = position
        self.start = start
    }
}

/// The copy-on-write box behind ``Snapshot``.
///
/// `@unchecked Sendable` is sound because ``Snapshot`` only mutates a box it uniquely references
/// (`isKnownUniquelyReferenced`), and never mutates it from a non-mutating member.
@usableFromInline final class SnapshotStorage<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    @unchecked Sendable
{
    @usableFromInline typealias Section = SectionIdentifier
    @usableFromInline typealias Item = ItemIdentifier

    /// Section identifiers by position.
    @usableFromInline var sectionIDs: [Section] = []
    /// Slot of the section at each position.
    @usableFromInline var sectionSlots: [Int] = []
    @usableFromInline var slotOfSection: [Section: Int] = [:]
    @usableFromInline var slots: [SectionSlot<Item>] = []
    @usableFromInline var freeSlots: [Int] = []
    @usableFromInline var itemLocations: [Item: ItemLocation] = [:]
    @usableFromInline var itemCount = 0
    @usableFromInline var reloadedItems: Set<Item> = []
    @usableFromInline var reconfiguredItems: Set<Item> = []
    @usableFromInline var reloadedSections: Set<Section> = []

    @inlinable init() {}

    @inlinable func copy() -> SnapshotStorage {
        let other = SnapshotStorage()
        other.sectionIDs = sectionIDs
        other.sectionSlots = sectionSlots
        other.slotOfSection = slotOfSection
        other.slots = slots
        other.freeSlots = freeSlots
        other.itemLocations = itemLocations
        other.itemCount = itemCount
        other.reloadedItems = reloadedItems
        other.reconfiguredItems = reconfiguredItems
        other.reloadedSections = reloadedSections
        return other
    }

    // MARK: Positions

    /// Recomputes `position` and `start` of the sections at `position...`. O(sections).
    @inlinable func renumber(from position: Int) {
        var start: Int
        if position == 0 {
            start = 0
        } else {
            let previous = slots[sectionSlots[position - 1]]
            start = previous.start + previous.items.count
        }
        for p in position..<sectionSlots.count {
            let slot = sectionSlots[p]
            slots[slot].position = p
            slots[slot].start = start
            start += slots[slot].items.count
        }
    }

    @inlinable func allocateSlot() -> Int {
        if let slot = freeSlots.popLast() { return slot }
        slots.append(SectionSlot(items: [], position: -1, start: 0))
        return slots.count - 1
    }

    // MARK: Items

    /// Inserts identifiers none of which may already be present at `offset` of `slot`.
    ///
    /// Uses one hash per identifier: `updateValue` both inserts and detects a conflict. On conflict (a duplicate in the
    /// argument or an identifier already in the snapshot) every change is rolled back and `false` is returned, so that
    /// the caller can take the slow, validating path.
    @inlinable func tryInsertFresh(_ identifiers: [Item], slot: Int, offset: Int) -> Bool {
        let count = identifiers.count
        guard count > 0 else { return true }
        // Work on a local dictionary: no exclusivity check per access to the class property.
        var locations: [Item: ItemLocation] = [:]
        swap(&locations, &itemLocations)
        defer { swap(&locations, &itemLocations) }
        locations.reserveCapacity(locations.count + count)
        for index in 0..<count {
            let identifier = identifiers[index]
            if let previous = locations.updateValue(
                ItemLocation(slot: slot, offset: offset + index), forKey: identifier)
            {
                locations[identifier] = previous
                for rollback in 0..<index { locations.removeValue(forKey: identifiers[rollback]) }
                return false
            }
        }
        let oldCount = slots[slot].items.count
        if offset < oldCount {
            var items: [Item] = []
            swap(&items, &slots[slot].items)
            for shifted in offset..<oldCount { locations[items[shifted]]!.offset += count }
            items.insert(contentsOf: identifiers, at: offset)
            swap(&items, &slots[slot].items)
        } else {
            slots[slot].items.append(contentsOf: identifiers)
        }
        itemCount += count
        renumber(from: slots[slot].position + 1)
        return true
    }

    /// Removes the given identifiers (unknown ones are ignored), keeping or dropping their reload marks.
    ///
    /// O(d + m) where d is the number of identifiers and m the size of the affected sections.
    @inlinable func removeItems<S: Sequence<Item>>(_ identifiers: S, keepMarks: Bool) {
        var offsetsBySlot: [Int: [Int]] = [:]
        var singleSlot = -1
        var singleOffsets: [Int] = []
        let dropMarks = !keepMarks && !(reloadedItems.isEmpty && reconfiguredItems.isEmpty)
        var locations: [Item: ItemLocation] = [:]
        swap(&locations, &itemLocations)
        for identifier in identifiers {
            guard let location = locations.removeValue(forKey: identifier) else { continue }
            if dropMarks {
                reloadedItems.remove(identifier)
                reconfiguredItems.remove(identifier)
            }
            // Most deletes hit a single section; avoid the dictionary for that case.
            if singleSlot == -1 || singleSlot == location.slot {
                singleSlot = location.slot
                singleOffsets.append(location.offset)
            } else {
                offsetsBySlot[location.slot, default: []].append(location.offset)
            }
        }
        guard singleSlot != -1 else {
            swap(&locations, &itemLocations)
            return
        }
        offsetsBySlot[singleSlot, default: []].append(contentsOf: singleOffsets)
        var firstPosition = Int.max
        for (slot, var offsets) in offsetsBySlot {
            offsets.sort()
            compact(slot: slot, removing: offsets, locations: &locations)
            itemCount -= offsets.count
            firstPosition = min(firstPosition, slots[slot].position)
        }
        swap(&locations, &itemLocations)
        renumber(from: firstPosition)
    }

    /// Removes the items at the sorted `offsets` of `slot` (already removed from `itemLocations`) and renumbers the
    /// survivors that follow the first hole.
    @inlinable func compact(slot: Int, removing offsets: [Int], locations: inout [Item: ItemLocation]) {
        var items: [Item] = []
        swap(&items, &slots[slot].items)
        var write = offsets[0]
        var next = 0
        for read in offsets[0]..<items.count {
            if next < offsets.count && offsets[next] == read {
                next += 1
                continue
            }
            items[write] = items[read]
            locations[items[write]]!.offset = write
            write += 1
        }
        items.removeLast(items.count - write)
        swap(&items, &slots[slot].items)
    }

    // MARK: Invariants

    /// Verifies every internal invariant; traps on the first violation. O(n).
    @inlinable func checkInvariants() {
        precondition(sectionIDs.count == sectionSlots.count, "section arrays disagree")
        precondition(slotOfSection.count == sectionIDs.count, "section map size")
        var start = 0
        var seenItems = 0
        for (position, section) in sectionIDs.enumerated() {
            let slot = sectionSlots[position]
            precondition(slotOfSection[section] == slot, "section map points elsewhere")
            precondition(slots[slot].position == position, "stale section position")
            precondition(slots[slot].start == start, "stale section start")
            for (offset, item) in slots[slot].items.enumerated() {
                precondition(itemLocations[item] == ItemLocation(slot: slot, offset: offset), "stale item location")
            }
            start += slots[slot].items.count
            seenItems += slots[slot].items.count
        }
        precondition(seenItems == itemCount && itemLocations.count == itemCount, "item count")
        for slot in freeSlots { precondition(slots[slot].position == -1 && slots[slot].items.isEmpty, "free slot") }
        precondition(freeSlots.count + sectionSlots.count == slots.count, "slot accounting")
        for item in reloadedItems { precondition(itemLocations[item] != nil, "reload mark on missing item") }
        for item in reconfiguredItems { precondition(itemLocations[item] != nil, "reconfigure mark on missing item") }
        for section in reloadedSections { precondition(slotOfSection[section] != nil, "mark on missing section") }
    }
}
