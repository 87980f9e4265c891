import Foundation

/// The 32 hash bits that ``ItemHashTable`` stores for a value. Computed once per item when it enters a snapshot and
/// cached in its ``ItemRecord``.
///
/// Two ways, chosen by the static type `T` (after specialisation the `T.self == …` tests are constants and fold away,
/// leaving a single branch-free path):
///
/// * **Fast path**, for `UUID` and the fixed-width integer types (`Int`, `UInt`, `Int64` … `UInt8`): the raw bits go
///   through ``fastHash(_:seed:)``/``fastHash(_:_:seed:)``, a seeded multiply-xorshift mixer (≈1–2 ns instead of
///   ≈20 ns of SipHash for a `UUID`). This is sound because for exactly these types `==` compares exactly the bits hashed (Foundation's
///   `UUID ==` compares its 16 bytes; integer `==` compares the bit pattern), so equal values get equal hashes.
///   Types whose `==` is not bitwise are deliberately left out: `Double`/`Float` (`0.0 == -0.0`, NaN ≠ NaN),
///   `String` (Unicode canonical equivalence), and any struct or class with its own `==` or padding.
/// * **Otherwise**, the low half of `value.hashValue` (Swift's seeded SipHash, so the bits are well mixed).
///
/// The table uses the low bits as the home position (`hash & mask`), so every output bit must depend on every input
/// bit; the mixer's final `z ^ (z >> 31)` folds the high product bits into the low ones.
///
/// Hot loops load the seed once with ``hashSeed(for:)`` and call ``hashBits(_:seed:)``: reading the global seed is a
/// call (its lazy-initialisation check) that the optimiser does not hoist out of a loop.
@inlinable func hashBits<T: Hashable>(_ value: T) -> UInt32 {
    hashBits(value, seed: hashSeed(for: T.self))
}

/// The seed to pass to ``hashBits(_:seed:)`` for values of type `T`: ``processHashSeed`` on the fast path, `0`
/// (unused, and the global is not read) otherwise.
@inlinable func hashSeed<T: Hashable>(for _: T.Type) -> UInt64 {
    usesFastHash(T.self) ? processHashSeed : 0
}

/// ``hashBits(_:)`` with the seed already loaded; `seed` must be `hashSeed(for: T.self)`.
@inlinable func hashBits<T: Hashable>(_ value: T, seed: UInt64) -> UInt32 {
    if T.self == UUID.self {
        let uuid = unsafeBitCast(value, to: UUID.self).uuid
        let halves = withUnsafeBytes(of: uuid) { bytes in
            (bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
             bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
        return UInt32(truncatingIfNeeded: fastHash(halves.0, halves.1, seed: seed))
    }
    let bits: UInt64
    if T.self == Int.self {
        bits = UInt64(UInt(bitPattern: unsafeBitCast(value, to: Int.self)))
    } else if T.self == UInt.self {
        bits = UInt64(unsafeBitCast(value, to: UInt.self))
    } else if T.self == Int64.self {
        bits = UInt64(bitPattern: unsafeBitCast(value, to: Int64.self))
    } else if T.self == UInt64.self {
        bits = unsafeBitCast(value, to: UInt64.self)
    } else if T.self == Int32.self {
        bits = UInt64(UInt32(bitPattern: unsafeBitCast(value, to: Int32.self)))
    } else if T.self == UInt32.self {
        bits = UInt64(unsafeBitCast(value, to: UInt32.self))
    } else if T.self == Int16.self {
        bits = UInt64(UInt16(bitPattern: unsafeBitCast(value, to: Int16.self)))
    } else if T.self == UInt16.self {
        bits = UInt64(unsafeBitCast(value, to: UInt16.self))
    } else if T.self == Int8.self {
        bits = UInt64(UInt8(bitPattern: unsafeBitCast(value, to: Int8.self)))
    } else if T.self == UInt8.self {
        bits = UInt64(unsafeBitCast(value, to: UInt8.self))
    } else {
        return UInt32(truncatingIfNeeded: value.hashValue)
    }
    return UInt32(truncatingIfNeeded: fastHash(bits, seed: seed))
}

/// Whether ``hashBits(_:)`` takes the fast path for `T`: `UUID` and the fixed-width integer types, whose `==` is
/// bitwise equality. Folds to a constant after specialisation.
@inlinable func usesFastHash<T: Hashable>(_: T.Type) -> Bool {
    T.self == UUID.self || T.self == Int.self || T.self == UInt.self || T.self == Int64.self || T.self == UInt64.self
        || T.self == Int32.self || T.self == UInt32.self || T.self == Int16.self || T.self == UInt16.self
        || T.self == Int8.self || T.self == UInt8.self
}

/// The per-process seed of the fast path of ``hashBits(_:)``, drawn once (lazily and thread-safely: a global `let`)
/// from `Hasher`.
///
/// Why seeded: with a fixed, public mixer anyone who chooses identifiers (integer ids or UUIDs coming from a server, a
/// file, another user) could precompute a set that lands in one probe run, and linear probing would turn every insert
/// and lookup into an O(n) scan: O(n²) for one `appendItems`. A seed unknown outside the process makes such sets
/// unpredictable, as Swift's SipHash seed does for `Dictionary`. (The mixer is not a cryptographic PRF, so it resists
/// precomputed sets, not an attacker who can measure timings adaptively.) Deriving the seed from `Hasher` gives it
/// the process's random hashing seed, so it is random per run, and fixed when `SWIFT_DETERMINISTIC_HASHING` is set
/// (reproducible table layouts when debugging). Nothing observable depends on the seed: snapshot order and diffs
/// never depend on hash values, only the table's probe lengths do.
@usableFromInline let processHashSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x6F70_656E_4356_6873 as UInt64)
    let first = UInt64(UInt(bitPattern: hasher.finalize()))
    // A second round fills the high half on 32-bit platforms (where `finalize()` gives 32 bits); harmless on 64-bit.
    var second = Hasher()
    second.combine(first)
    return first ^ UInt64(UInt(bitPattern: second.finalize())) << 32
}()

/// A seeded 64-bit multiply-xorshift mixer (the finaliser of SplitMix64/`murmur3`'s `fmix64` family, constants from
/// David Stafford's "Mix13"). A bijection of `x ^ seed`; each output bit depends on every input bit.
@inlinable func fastHash(_ x: UInt64, seed: UInt64) -> UInt64 {
    mix64(x ^ seed)
}

/// The fast hash of a 128-bit value given as two 64-bit halves: the first half is mixed with the seed, the result is
/// combined with the second half and mixed again, so for a fixed first half the map is a bijection of the second.
@inlinable func fastHash(_ first: UInt64, _ second: UInt64, seed: UInt64) -> UInt64 {
    mix64(mix64(first ^ seed) ^ second)
}

/// Stafford's Mix13 (SplitMix64's output function): two multiply-xorshift rounds and a final xorshift.
@inlinable func mix64(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
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
