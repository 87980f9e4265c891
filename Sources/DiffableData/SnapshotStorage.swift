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

/// What a snapshot knows about one item besides its identifier: its location and its cached hash bits.
///
/// Records are numbered; ``SectionSlot/records`` gives the record number of each item, and ``ItemHashTable`` maps hash
/// bits to record numbers. A free record (on ``SnapshotStorage/freeRecords``) has `slot == -1`; while an insertion is
/// validated, a *pending* record has `slot == -1` and `offset` = its index in the inserted array.
@usableFromInline struct ItemRecord: Equatable, Sendable {
    @usableFromInline var slot: Int32
    @usableFromInline var offset: Int32
    @usableFromInline var hash: UInt32

    @inlinable init(slot: Int32, offset: Int32, hash: UInt32) {
        self.slot = slot
        self.offset = offset
        self.hash = hash
    }
}

/// One section's contents. `position` is kept up to date eagerly by ``SnapshotStorage/renumber(from:)`` so that
/// queries never write to shared storage; the global index of its first item comes from
/// ``SnapshotStorage/sectionCounts``.
@usableFromInline struct SectionSlot<ItemIdentifier> {
    @usableFromInline var items: [ItemIdentifier]
    /// The record number of each item (parallel to `items`). Lets a mutation rewrite the offsets of the items it
    /// shifts without hashing them.
    @usableFromInline var records: [Int32]
    @usableFromInline var position: Int

    @inlinable init(items: [ItemIdentifier], records: [Int32], position: Int) {
        self.items = items
        self.records = records
        self.position = position
    }
}

/// Item counts by section position, as a Fenwick tree: the global index of a section's first item in O(log s), and
/// a change of one section's count in O(log s). Keeping starts eagerly instead made appending items section by
/// section quadratic (every later section renumbered; 100,000 sections took 47 s).
@usableFromInline struct SectionItemCounts: Sendable {
    /// Node `i` (1-based) holds the counts of positions `(i − lowbit(i), i]`.
    @usableFromInline var nodes: [Int] = []

    @inlinable init() {}

    @inlinable var count: Int { nodes.count }

    /// The items in sections before `position`. O(log s).
    @inlinable func start(ofPosition position: Int) -> Int {
        var index = position
        var sum = 0
        while index > 0 {
            sum += nodes[index - 1]
            index &= index - 1
        }
        return sum
    }

    /// Adds `delta` to the count of the section at `position`. O(log s).
    @inlinable mutating func add(_ delta: Int, at position: Int) {
        var index = position + 1
        while index <= nodes.count {
            nodes[index - 1] += delta
            index += index & -index
        }
    }

    /// Appends a section of `count` items at the end. O(log s).
    @inlinable mutating func append(_ count: Int) {
        let index = nodes.count + 1
        let low = index & -index
        nodes.append(count + start(ofPosition: index - 1) - start(ofPosition: index - low))
    }

    /// Drops the sections from `position` on; a prefix of a Fenwick tree is the tree of that prefix. O(dropped).
    @inlinable mutating func truncate(to position: Int) {
        if position < nodes.count { nodes.removeLast(nodes.count - position) }
    }
}

/// The copy-on-write box behind ``Snapshot``.
///
/// Items live in per-section arrays (``SectionSlot``). The item index is an ``ItemHashTable`` over numbered
/// ``ItemRecord``s, each holding an item's slot, offset and cached hash bits; an identifier is hashed once when it
/// enters the snapshot, lookups compare at most one identifier in the common case, and mutations that shift items
/// rewrite their records' offsets through ``SectionSlot/records`` without hashing (a sequential O(m) pass).
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
    /// Hash bits → record number, for every item in the snapshot.
    @usableFromInline var itemTable = ItemHashTable()
    /// Item records by number, live and free.
    @usableFromInline var records: [ItemRecord] = []
    /// Numbers of free records, reused before `records` grows.
    @usableFromInline var freeRecords: [Int32] = []
    @usableFromInline var itemCount = 0
    /// Item counts by position, for global item indices.
    @usableFromInline var sectionCounts = SectionItemCounts()
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
        other.itemTable = itemTable
        other.records = records
        other.freeRecords = freeRecords
        other.itemCount = itemCount
        other.sectionCounts = sectionCounts
        other.reloadedItems = reloadedItems
        other.reconfiguredItems = reconfiguredItems
        other.reloadedSections = reloadedSections
        return other
    }

    // MARK: Positions

    /// Recomputes `position` and the item counts of the sections at `position...` (after sections were inserted,
    /// deleted or moved). O(k log s) for the k sections from `position` on.
    @inlinable func renumber(from position: Int) {
        sectionCounts.truncate(to: min(position, sectionCounts.count))
        for p in sectionCounts.count..<sectionSlots.count {
            let slot = sectionSlots[p]
            slots[slot].position = p
            sectionCounts.append(slots[slot].items.count)
        }
    }

    /// The global index of the first item of the section at `position`. O(log s).
    @inlinable func start(ofPosition position: Int) -> Int { sectionCounts.start(ofPosition: position) }

    @inlinable func allocateSlot() -> Int {
        if let slot = freeSlots.popLast() { return slot }
        slots.append(SectionSlot(items: [], records: [], position: -1))
        return slots.count - 1
    }

    // MARK: Lookups

    /// The record number of `item` (whose hash bits are `hash`), or `nil` when absent. O(1) expected.
    @inlinable func recordNumber(of item: Item, hash: UInt32) -> Int32? {
        itemTable.find(hash: hash) { number in
            let record = records[Int(number)]
            return slots[Int(record.slot)].items[Int(record.offset)] == item
        }
    }

    /// The record number of `item`, or `nil` when absent. O(1) expected; hashes `item` once.
    @inlinable func recordNumber(of item: Item) -> Int32? {
        recordNumber(of: item, hash: hashBits(item))
    }

    /// The location of `item`, or `nil` when absent. O(1) expected.
    @inlinable func location(of item: Item) -> ItemLocation? {
        guard let number = recordNumber(of: item) else { return nil }
        let record = records[Int(number)]
        return ItemLocation(slot: Int(record.slot), offset: Int(record.offset))
    }

    @inlinable func contains(item: Item) -> Bool { recordNumber(of: item) != nil }

    /// The identifiers that are present (`present == true`) or absent, in argument order. Reads the storage's arrays
    /// once for the whole batch, so each identifier costs one hash and one probe without per-lookup exclusivity
    /// checks or retains. O(k) expected for k identifiers.
    @inlinable func filter(_ identifiers: [Item], present: Bool) -> [Item] {
        let table = itemTable
        let records = self.records
        let slots = self.slots
        let seed = hashSeed(for: Item.self)
        return identifiers.filter { item in
            let found = table.find(hash: hashBits(item, seed: seed)) { number in
                let record = records[Int(number)]
                return slots[Int(record.slot)].items[Int(record.offset)] == item
            }
            return (found != nil) == present
        }
    }

    /// Whether two of `identifiers` are equal and share hash bits, so that the item table would hold them as one
    /// although a `Set` (full hashes) kept them apart. O(k) expected.
    @inlinable func hasTableDuplicates(_ identifiers: [Item]) -> Bool {
        let seed = hashSeed(for: Item.self)
        var byHash: [UInt32: [Int]] = [:]
        for (index, identifier) in identifiers.enumerated() {
            let hash = hashBits(identifier, seed: seed)
            if let others = byHash[hash], others.contains(where: { identifiers[$0] == identifier }) { return true }
            byHash[hash, default: []].append(index)
        }
        return false
    }

    // MARK: Items

    /// Inserts identifiers none of which may already be present at `offset` of `slot`.
    ///
    /// Hashes each identifier once: inserting into the table both adds it and detects a conflict. On conflict (a
    /// duplicate in the argument or an identifier already in the snapshot) every change is rolled back and `false`
    /// is returned, so that the caller can take the slow, validating path.
    ///
    /// - Complexity: O(k) expected for k identifiers, plus O(m − offset) to shift the records of the m items of the
    ///   section that follow the insertion point. An empty section shares the `identifiers` buffer (no copy).
    @inlinable func tryInsertFresh(_ identifiers: [Item], slot: Int, offset: Int) -> Bool {
        let count = identifiers.count
        guard count > 0 else { return true }
        // An identifier not equal to itself (NaN) would be stored as a new item every time (R7).
        for identifier in identifiers where identifier != identifier { return false }
        precondition(records.count + count < Int(Int32.max), "too many items")
        // Work on local copies: no exclusivity check per access to the class properties in the loop.
        var table = ItemHashTable()
        var records: [ItemRecord] = []
        swap(&table, &itemTable)
        swap(&records, &self.records)
        defer {
            swap(&table, &itemTable)
            swap(&records, &self.records)
        }
        table.reserveCapacity(table.count + count)
        // Record numbers: reuse free ones (from the end of the free list), then append.
        let reused = min(count, freeRecords.count)
        let firstAppended = records.count
        var numbers: [Int32] = []
        numbers.reserveCapacity(count)
        for index in 0..<reused { numbers.append(freeRecords[freeRecords.count - 1 - index]) }
        for index in 0..<(count - reused) { numbers.append(Int32(firstAppended + index)) }
        records.reserveGrowing(toAtLeast: firstAppended + count - reused)

        // Two passes: hash every identifier first (sequential, compute-bound), then probe the table in a tight loop
        // whose cache misses the processor can overlap (an opaque hash call inside the probing loop serialises
        // them: ≈10× slower for 100k items in a table that misses the cache).
        let seed = hashSeed(for: Item.self)
        identifiers.withUnsafeBufferPointer { identifiers in
            for index in 0..<count {
                // Pending until the whole argument is validated: `offset` is the index in `identifiers`.
                let hash = hashBits(identifiers[index], seed: seed)
                let pending = ItemRecord(slot: -1, offset: Int32(index), hash: hash)
                if index < reused { records[Int(numbers[index])] = pending } else { records.append(pending) }
            }
        }
        let conflict: Bool = identifiers.withUnsafeBufferPointer { identifiers in
            for index in 0..<count {
                let number = numbers[index]
                let existing = table.insert(number, hash: records[Int(number)].hash) { other in
                    let record = records[Int(other)]
                    if record.slot < 0 { return identifiers[Int(record.offset)] == identifiers[index] }
                    return slots[Int(record.slot)].items[Int(record.offset)] == identifiers[index]
                }
                if existing != nil {
                    for rollback in 0..<index {
                        table.remove(record: numbers[rollback], hash: records[Int(numbers[rollback])].hash)
                    }
                    for rollback in 0..<reused { records[Int(numbers[rollback])] = ItemRecord(slot: -1, offset: 0, hash: 0) }
                    records.removeLast(records.count - firstAppended)
                    return true
                }
            }
            return false
        }
        if conflict { return false }
        freeRecords.removeLast(reused)

        let oldCount = slots[slot].items.count
        var items: [Item] = []
        var slotRecords: [Int32] = []
        swap(&items, &slots[slot].items)
        swap(&slotRecords, &slots[slot].records)
        if oldCount == 0 {
            // An empty section adopts the argument (O(1): the buffer is shared copy-on-write) and the record numbers.
            items = identifiers
            slotRecords = numbers
        } else if offset < oldCount {
            items.insert(contentsOf: identifiers, at: offset)
            slotRecords.insert(contentsOf: numbers, at: offset)
        } else {
            items.append(contentsOf: identifiers)
            slotRecords.append(contentsOf: numbers)
        }
        // Final locations for the inserted records and those of the items they shifted.
        let slot32 = Int32(slot)
        records.withUnsafeMutableBufferPointer { records in
            slotRecords.withUnsafeBufferPointer { slotRecords in
                for position in offset..<slotRecords.count {
                    let number = Int(slotRecords[position])
                    records[number].slot = slot32
                    records[number].offset = Int32(position)
                }
            }
        }
        swap(&items, &slots[slot].items)
        swap(&slotRecords, &slots[slot].records)
        itemCount += count
        sectionCounts.add(count, at: slots[slot].position)
        return true
    }

    /// Removes the given identifiers (unknown ones are ignored), keeping or dropping their reload marks.
    ///
    /// Removed records are marked free (`slot == -1`) at once; each affected section is then compacted in one pass
    /// from its first hole, recognising removed items by their records (no sorting of offsets, no hashing of
    /// survivors).
    ///
    /// - Complexity: O(d) expected for d identifiers (one hash each), plus O(m) for the sections they leave (m items).
    @inlinable func removeItems(_ identifiers: [Item], keepMarks: Bool) {
        // First hole of each affected slot. Most deletes hit a single section; avoid the dictionary for that case.
        var singleSlot = -1
        var singleFirstHole = Int.max
        var firstHoleBySlot: [Int: Int] = [:]
        var removedCount = 0
        let dropMarks = !keepMarks && !(reloadedItems.isEmpty && reconfiguredItems.isEmpty)
        var table = ItemHashTable()
        var records: [ItemRecord] = []
        var freeRecords: [Int32] = []
        swap(&table, &itemTable)
        swap(&records, &self.records)
        swap(&freeRecords, &self.freeRecords)
        freeRecords.reserveGrowing(toAtLeast: freeRecords.count + identifiers.count)
        do {
            let slots = self.slots  // read-only in this loop; released before `compact` writes to the slots
            let seed = hashSeed(for: Item.self)
            for identifier in identifiers {
                let removed = table.remove(hash: hashBits(identifier, seed: seed)) { number in
                    let record = records[Int(number)]
                    return slots[Int(record.slot)].items[Int(record.offset)] == identifier
                }
                guard let number = removed else { continue }
                let slot = Int(records[Int(number)].slot)
                let offset = Int(records[Int(number)].offset)
                records[Int(number)].slot = -1
                freeRecords.append(number)
                removedCount += 1
                if dropMarks {
                    reloadedItems.remove(identifier)
                    reconfiguredItems.remove(identifier)
                }
                if singleSlot == -1 || singleSlot == slot {
                    singleSlot = slot
                    singleFirstHole = min(singleFirstHole, offset)
                } else {
                    firstHoleBySlot[slot] = min(firstHoleBySlot[slot] ?? Int.max, offset)
                }
            }
        }
        swap(&table, &itemTable)
        swap(&freeRecords, &self.freeRecords)
        guard singleSlot != -1 else {
            swap(&records, &self.records)
            return
        }
        firstHoleBySlot[singleSlot] = min(firstHoleBySlot[singleSlot] ?? Int.max, singleFirstHole)
        for (slot, firstHole) in firstHoleBySlot {
            let before = slots[slot].items.count
            compact(slot: slot, from: firstHole, records: &records)
            sectionCounts.add(slots[slot].items.count - before, at: slots[slot].position)
        }
        itemCount -= removedCount
        swap(&records, &self.records)
    }

    /// Drops the items of `slot` whose records are free (`slot == -1`), all at `firstHole` or later, and rewrites the
    /// offsets of the survivors that move. O(m − firstHole) for a section of m items, no hashing.
    @inlinable func compact(slot: Int, from firstHole: Int, records: inout [ItemRecord]) {
        var items: [Item] = []
        var slotRecords: [Int32] = []
        swap(&items, &slots[slot].items)
        swap(&slotRecords, &slots[slot].records)
        var write = firstHole
        records.withUnsafeMutableBufferPointer { records in
            items.withUnsafeMutableBufferPointer { items in
                slotRecords.withUnsafeMutableBufferPointer { slotRecords in
                    for read in firstHole..<items.count {
                        let number = Int(slotRecords[read])
                        if records[number].slot < 0 { continue }
                        if write != read {
                            items.swapAt(write, read)
                            slotRecords[write] = slotRecords[read]
                            records[number].offset = Int32(write)
                        }
                        write += 1
                    }
                }
            }
        }
        items.removeLast(items.count - write)
        slotRecords.removeLast(slotRecords.count - write)
        swap(&items, &slots[slot].items)
        swap(&slotRecords, &slots[slot].records)
    }

    /// Removes every item of `slot` from the index and frees their records; the slot's arrays are left as they are.
    /// O(m) expected for m items, no hashing.
    @inlinable func unindexItems(ofSlot slot: Int) {
        var table = ItemHashTable()
        var records: [ItemRecord] = []
        swap(&table, &itemTable)
        swap(&records, &self.records)
        for number in slots[slot].records {
            table.remove(record: number, hash: records[Int(number)].hash)
            records[Int(number)].slot = -1
        }
        freeRecords.append(contentsOf: slots[slot].records)
        swap(&table, &itemTable)
        swap(&records, &self.records)
    }

    // MARK: Invariants

    /// Verifies every internal invariant; traps on the first violation. O(n + table capacity).
    @inlinable func checkInvariants() {
        precondition(sectionIDs.count == sectionSlots.count, "section arrays disagree")
        precondition(slotOfSection.count == sectionIDs.count, "section map size")
        var start = 0
        var seenItems = 0
        for (position, section) in sectionIDs.enumerated() {
            let slot = sectionSlots[position]
            precondition(slotOfSection[section] == slot, "section map points elsewhere")
            precondition(slots[slot].position == position, "stale section position")
            precondition(sectionCounts.start(ofPosition: position) == start, "stale section start")
            precondition(slots[slot].items.count == slots[slot].records.count, "section record count")
            // Structural checks only, with the hash bits cached at insertion: identifiers whose hashes are unstable
            // must not make debug builds trap where release builds go on (R7).
            for offset in slots[slot].items.indices {
                let number = slots[slot].records[offset]
                let record = records[Int(number)]
                precondition(record.slot == Int32(slot) && record.offset == Int32(offset), "stale item record")
                precondition(itemTable.find(hash: record.hash) { $0 == number } == number, "record not in the table")
            }
            start += slots[slot].items.count
            seenItems += slots[slot].items.count
        }
        precondition(seenItems == itemCount && itemTable.count == itemCount, "item count")
        precondition(sectionCounts.count == sectionIDs.count, "section counts")
        itemTable.checkInvariants()
        for (number, hash) in itemTable.storedRecords {
            precondition(records[Int(number)].slot >= 0 && records[Int(number)].hash == hash, "table cell")
        }
        precondition(freeRecords.count + itemCount == records.count, "record accounting")
        for number in freeRecords { precondition(records[Int(number)].slot == -1, "free record in use") }
        for slot in freeSlots {
            precondition(slots[slot].position == -1 && slots[slot].items.isEmpty && slots[slot].records.isEmpty,
                         "free slot")
        }
        precondition(freeSlots.count + sectionSlots.count == slots.count, "slot accounting")
        for item in reloadedItems { precondition(contains(item: item), "reload mark on missing item") }
        for item in reconfiguredItems { precondition(contains(item: item), "reconfigure mark on missing item") }
        for section in reloadedSections { precondition(slotOfSection[section] != nil, "mark on missing section") }
    }
}
