/// The 32 hash bits that ``ItemHashTable`` stores for a value: the low half of its `hashValue` (Swift's seeded SipHash,
/// so the bits are well mixed). Computed once per item when it enters a snapshot and cached in its ``ItemRecord``.
@inlinable func hashBits<T: Hashable>(_ value: T) -> UInt32 {
    UInt32(truncatingIfNeeded: value.hashValue)
}

/// An open-addressing hash index from cached 32-bit hashes to record numbers (`Int32`).
///
/// The table does not know the keys: every lookup passes the key's hash and a `matches(record)` predicate that
/// compares the key stored elsewhere (in ``SnapshotStorage``, the item at the record's section and offset). The
/// predicate only runs when the stored hash equals the searched one, so a lookup normally costs one `==`, and no
/// key is ever hashed twice: growing the table and deleting rehash from the cached bits.
///
/// Layout: a power-of-two array of 64-bit cells, each `hash << 32 | (record + 1)`, `0` when empty; linear probing from
/// `hash & mask`; at most 3/4 full; deletion by backward shift (no tombstones), so a probe stops at the first empty
/// cell.
///
/// - Complexity: `find`, `insert`, `remove` are O(1) expected (the expected probe length at load ≤ 3/4 is a small
///   constant); growing is O(capacity) and happens O(log n) times while n records are inserted, so inserts are O(1)
///   amortised.
@usableFromInline struct ItemHashTable: Sendable {
    /// The cells; empty, or a power of two ≥ 8.
    @usableFromInline var cells: [UInt64] = []
    /// The number of occupied cells.
    @usableFromInline var count = 0

    @inlinable init() {}

    @inlinable static func cell(record: Int32, hash: UInt32) -> UInt64 {
        UInt64(hash) << 32 | UInt64(UInt32(bitPattern: record) &+ 1)
    }

    @inlinable static func record(of cell: UInt64) -> Int32 {
        Int32(bitPattern: UInt32(truncatingIfNeeded: cell) &- 1)
    }

    @inlinable static func hash(of cell: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: cell >> 32)
    }

    /// The smallest capacity (a power of two ≥ 8) that holds `count` records at load ≤ 3/4.
    @inlinable static func capacity(for count: Int) -> Int {
        var capacity = 8
        while capacity / 4 * 3 < count { capacity *= 2 }
        return capacity
    }

    /// Makes room for `minimumCount` records without growing again. O(capacity) when it grows.
    @inlinable mutating func reserveCapacity(_ minimumCount: Int) {
        let needed = Self.capacity(for: minimumCount)
        if needed > cells.count { rehash(capacity: needed) }
    }

    /// Moves every cell into a new array of `capacity` cells, using the cached hashes. O(capacity).
    @inlinable mutating func rehash(capacity: Int) {
        var newCells = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        newCells.withUnsafeMutableBufferPointer { newCells in
            cells.withUnsafeBufferPointer { oldCells in
                for cell in oldCells where cell != 0 {
                    var position = Int(Self.hash(of: cell)) & mask
                    while newCells[position] != 0 { position = (position + 1) & mask }
                    newCells[position] = cell
                }
            }
        }
        cells = newCells
    }

    /// The record stored with `hash` that `matches`, or `nil`.
    @inlinable func find(hash: UInt32, where matches: (Int32) -> Bool) -> Int32? {
        guard count > 0 else { return nil }
        return cells.withUnsafeBufferPointer { cells in
            let mask = cells.count - 1
            var position = Int(hash) & mask
            while true {
                let cell = cells[position]
                if cell == 0 { return nil }
                if Self.hash(of: cell) == hash {
                    let record = Self.record(of: cell)
                    if matches(record) { return record }
                }
                position = (position + 1) & mask
            }
        }
    }

    /// The first record stored with `hash`, without comparing keys, or `-1`. The caller confirms the key and falls
    /// back to ``find(hash:where:)`` on a mismatch (two keys whose 32 hash bits collide). A loop of these probes has
    /// no key comparison in it, so the processor can overlap the cache misses of successive calls.
    @inlinable static func firstCandidate(hash: UInt32, in cells: UnsafeBufferPointer<UInt64>) -> Int32 {
        let mask = cells.count - 1
        var position = Int(hash) & mask
        while true {
            let cell = cells[position]
            if cell == 0 { return -1 }
            if Self.hash(of: cell) == hash { return Self.record(of: cell) }
            position = (position + 1) & mask
        }
    }

    /// Inserts `record` under `hash` unless a record stored with the same hash `matches`; returns that record then
    /// (and inserts nothing), `nil` after inserting.
    @inlinable mutating func insert(
        _ record: Int32, hash: UInt32, unlessExisting matches: (Int32) -> Bool
    ) -> Int32? {
        if cells.count / 4 * 3 <= count { reserveCapacity(count + 1) }
        let conflict: Int32? = cells.withUnsafeMutableBufferPointer { cells in
            let mask = cells.count - 1
            var position = Int(hash) & mask
            while true {
                let cell = cells[position]
                if cell == 0 {
                    cells[position] = Self.cell(record: record, hash: hash)
                    return nil
                }
                if Self.hash(of: cell) == hash {
                    let existing = Self.record(of: cell)
                    if matches(existing) { return existing }
                }
                position = (position + 1) & mask
            }
        }
        if conflict == nil { count += 1 }
        return conflict
    }

    /// Removes and returns the record stored with `hash` that `matches`, or returns `nil`.
    @inlinable mutating func remove(hash: UInt32, where matches: (Int32) -> Bool) -> Int32? {
        guard count > 0 else { return nil }
        let removed: Int32? = cells.withUnsafeMutableBufferPointer { cells in
            let mask = cells.count - 1
            var position = Int(hash) & mask
            while true {
                let cell = cells[position]
                if cell == 0 { return nil }
                if Self.hash(of: cell) == hash {
                    let record = Self.record(of: cell)
                    if matches(record) {
                        Self.removeCell(at: position, in: cells)
                        return record
                    }
                }
                position = (position + 1) & mask
            }
        }
        if removed != nil { count -= 1 }
        return removed
    }

    /// Removes `record`, which must be stored with `hash`. No key comparison.
    @inlinable mutating func remove(record: Int32, hash: UInt32) {
        let removed = remove(hash: hash) { $0 == record }
        precondition(removed != nil, "record not in the hash table")
    }

    /// Empties `position` and shifts the following cells of its probe run back, so that every cell stays reachable
    /// from its home position without crossing an empty cell.
    @inlinable static func removeCell(at position: Int, in cells: UnsafeMutableBufferPointer<UInt64>) {
        let mask = cells.count - 1
        var hole = position
        var next = position
        while true {
            next = (next + 1) & mask
            let cell = cells[next]
            if cell == 0 { break }
            let home = Int(hash(of: cell)) & mask
            // The cell may fill the hole when its home is not cyclically inside (hole, next].
            if (next &- home) & mask >= (next &- hole) & mask {
                cells[hole] = cell
                hole = next
            }
        }
        cells[hole] = 0
    }

    /// Every stored record with its hash, in table order. O(capacity); for invariant checks.
    @inlinable var storedRecords: [(record: Int32, hash: UInt32)] {
        cells.filter { $0 != 0 }.map { (Self.record(of: $0), Self.hash(of: $0)) }
    }

    /// Verifies the table's own invariants; traps on a violation. O(capacity).
    @inlinable func checkInvariants() {
        precondition(cells.isEmpty || (cells.count >= 8 && cells.count & (cells.count - 1) == 0), "capacity")
        precondition(count <= cells.count / 4 * 3, "load factor")
        let mask = cells.count - 1
        var occupied = 0
        for (position, cell) in cells.enumerated() where cell != 0 {
            occupied += 1
            // No empty cell between the home position and the cell (a probe would stop there).
            var probe = Int(Self.hash(of: cell)) & mask
            while probe != position {
                precondition(cells[probe] != 0, "cell unreachable from its home position")
                probe = (probe + 1) & mask
            }
        }
        precondition(occupied == count, "hash table count")
    }
}
