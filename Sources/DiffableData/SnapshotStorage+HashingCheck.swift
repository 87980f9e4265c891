/// Identifiers that `==` calls equal but that hash differently reach different places of the item table, which
/// therefore cannot see that they are one identifier: both would be stored, and each found by its own hash. Only a
/// comparison by `==` of every pair finds them, O(k·(n + k)) for k identifiers inserted into n, so debug builds
/// make it while that is small and release builds never do (semantics R7).
extension SnapshotStorage {
    /// The most `==` comparisons one insertion's check may make: 32 items appended to an empty snapshot, or one item
    /// to 1,023 (the size up to which debug builds also check the invariants after each mutation).
    @inlinable static var hashingCheckBudget: Int { 1_024 }

    /// Whether one of `identifiers` equals another of them, or an identifier already stored, with other hash bits.
    /// `nil` when the check would cost more than ``hashingCheckBudget``.
    @inlinable func hasEqualIdentifiersWithOtherHashes(_ identifiers: [Item]) -> Bool? {
        let count = identifiers.count
        let (stored, overflow) = count.multipliedReportingOverflow(by: itemCount + count)
        guard !overflow, stored <= Self.hashingCheckBudget else { return nil }
        let seed = hashSeed(for: Item.self)
        let hashes = identifiers.map { hashBits($0, seed: seed) }
        for index in 0..<count {
            for other in (index + 1)..<count where hashes[index] != hashes[other] {
                if identifiers[index] == identifiers[other] { return true }
            }
        }
        for slot in sectionSlots {
            // The stored items' hash bits were cached at insertion: no identifier is hashed again.
            for (item, number) in zip(slots[slot].items, slots[slot].records) {
                let hash = records[Int(number)].hash
                for index in 0..<count where hashes[index] != hash && identifiers[index] == item { return true }
            }
        }
        return false
    }
}
