import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import DiffableData

/// A struct with a custom `==` that is not bitwise: it must not take the fast path.
private struct CaseInsensitive: Hashable, Sendable {
    var name: String
    static func == (a: CaseInsensitive, b: CaseInsensitive) -> Bool { a.name.lowercased() == b.name.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }
}

/// A UUID built from two 64-bit words (a fresh value each call, not a copy).
private func uuid(_ first: UInt64, _ second: UInt64) -> UUID {
    withUnsafeBytes(of: (first, second)) { bytes in
        UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                    bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

/// Average number of cells a successful lookup inspects, over every record in `table`.
private func averageProbeLength(_ table: ItemHashTable) -> Double {
    let mask = table.cells.count - 1
    var total = 0
    for (position, cell) in table.cells.enumerated() where cell != 0 {
        let home = Int(ItemHashTable.hash(of: cell)) & mask
        total += (position &- home) & mask + 1
    }
    return Double(total) / Double(table.count)
}

/// Inserts `values` (distinct) into a fresh table under their `hashBits`.
private func table<T: Hashable>(of values: [T]) -> ItemHashTable {
    var table = ItemHashTable()
    for (index, value) in values.enumerated() {
        let conflict = table.insert(Int32(index), hash: hashBits(value)) { $0 == Int32(index) }
        precondition(conflict == nil)
    }
    return table
}

@Suite("Fast hash")
struct FastHashTests {
    // MARK: Which types

    @Test func fastPathCoversExactlyUUIDAndFixedWidthIntegers() {
        #expect(usesFastHash(UUID.self))
        #expect(usesFastHash(Int.self) && usesFastHash(UInt.self))
        #expect(usesFastHash(Int64.self) && usesFastHash(UInt64.self))
        #expect(usesFastHash(Int32.self) && usesFastHash(UInt32.self))
        #expect(usesFastHash(Int16.self) && usesFastHash(UInt16.self))
        #expect(usesFastHash(Int8.self) && usesFastHash(UInt8.self))
        // `==` is not bitwise for these (Unicode equivalence, ±0 and NaN, custom ==).
        #expect(!usesFastHash(String.self))
        #expect(!usesFastHash(Double.self) && !usesFastHash(Float.self))
        #expect(!usesFastHash(CaseInsensitive.self))
        #expect(!usesFastHash(Bool.self))
    }

    @Test func otherTypesKeepTheirHashValue() {
        for value in ["", "a", "é", "e\u{301}", "OpenCollectionView"] {
            #expect(hashBits(value) == UInt32(truncatingIfNeeded: value.hashValue))
        }
        // Canonically equivalent strings are equal, so they must (and do) hash equal.
        #expect("é" == "e\u{301}")
        #expect(hashBits("é") == hashBits("e\u{301}"))
        #expect(hashBits(0.0) == hashBits(-0.0))
        #expect(hashBits(CaseInsensitive(name: "Cell")) == hashBits(CaseInsensitive(name: "cELL")))
    }

    @Test func seededVariantMatchesAndSeedIsProcessWide() {
        #expect(hashSeed(for: UUID.self) == processHashSeed)
        #expect(hashSeed(for: Int8.self) == processHashSeed)
        #expect(hashSeed(for: String.self) == 0)
        let id = uuid(0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210)
        #expect(hashBits(id) == hashBits(id, seed: hashSeed(for: UUID.self)))
        #expect(hashBits(-42) == hashBits(-42, seed: processHashSeed))
        // The mixer really uses the seed.
        #expect(fastHash(7, seed: 1) != fastHash(7, seed: 2))
        #expect(fastHash(7, 9, seed: 1) != fastHash(7, 9, seed: 2))
    }

    // MARK: Soundness: equal values hash equal

    @Test func equalUUIDsHashEqual() {
        let string = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        let parsed = UUID(uuidString: string)!
        let lowercased = UUID(uuidString: string.lowercased())!
        let rebuilt = UUID(uuid: parsed.uuid)
        #expect(parsed == lowercased && parsed == rebuilt)
        #expect(hashBits(parsed) == hashBits(lowercased))
        #expect(hashBits(parsed) == hashBits(rebuilt))
        #expect(hashBits(uuid(1, 2)) == hashBits(uuid(1, 2)))
        // Every byte takes part: changing any one byte changes the hash (for these values).
        let base = uuid(0, 0)
        for byte in 0..<16 {
            var bytes = base.uuid
            withUnsafeMutableBytes(of: &bytes) { $0[byte] = 1 }
            #expect(hashBits(UUID(uuid: bytes)) != hashBits(base), "byte \(byte)")
        }
    }

    @Test func equalIntegersHashEqual() {
        for value in [0, 1, -1, 42, Int.min, Int.max] {
            #expect(hashBits(value) == hashBits(Int(String(value))!))
            #expect(hashBits(Int64(value)) == hashBits(Int64(String(value))!))
            #expect(hashBits(UInt(bitPattern: value)) == hashBits(UInt(String(UInt(bitPattern: value)))!))
        }
        for value: Int32 in [0, -1, .min, .max] { #expect(hashBits(value) == hashBits(Int32(String(value))!)) }
        for value: UInt32 in [0, 1, .max] { #expect(hashBits(value) == hashBits(UInt32(String(value))!)) }
        for value: Int16 in [0, -1, .min, .max] { #expect(hashBits(value) == hashBits(Int16(String(value))!)) }
        for value: UInt16 in [0, .max] { #expect(hashBits(value) == hashBits(UInt16(String(value))!)) }
        for value: Int8 in [0, -1, .min, .max] { #expect(hashBits(value) == hashBits(Int8(String(value))!)) }
        for value: UInt8 in [0, .max] { #expect(hashBits(value) == hashBits(UInt8(String(value))!)) }
        for value: UInt64 in [0, .max] { #expect(hashBits(value) == hashBits(UInt64(String(value))!)) }
    }

    /// Over random values from a small domain (so that equal pairs are common): `a == b` implies equal hash bits.
    /// Conversely the 64-bit mixer separates every distinct pair seen (it is a bijection for integers; truncating to
    /// 32 bits may collide, rarely, which only costs a key comparison, so that is not asserted).
    @Test func fastPathAgreesWithEquality() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let words = (0..<4).map { _ in rng.next() }
            let s = processHashSeed
            for _ in 0..<200 {
                let (a0, a1) = (words.randomElement(using: &rng)!, words.randomElement(using: &rng)!)
                let (b0, b1) = (words.randomElement(using: &rng)!, words.randomElement(using: &rng)!)
                let a = uuid(a0, a1), b = uuid(b0, b1)
                if a == b { #expect(hashBits(a) == hashBits(b), "seed \(seed)") }
                #expect((a == b) == (fastHash(a0, a1, seed: s) == fastHash(b0, b1, seed: s)), "seed \(seed)")

                let i = Int(bitPattern: UInt(words.randomElement(using: &rng)!)) >> Int.random(in: 0..<64, using: &rng)
                let j = Int(bitPattern: UInt(words.randomElement(using: &rng)!)) >> Int.random(in: 0..<64, using: &rng)
                if i == j { #expect(hashBits(i) == hashBits(j), "seed \(seed)") }
                #expect((i == j) == (fastHash(UInt64(UInt(bitPattern: i)), seed: s)
                    == fastHash(UInt64(UInt(bitPattern: j)), seed: s)), "seed \(seed)")
                let k = Int8.random(in: .min ... .max, using: &rng)
                let l = Int8.random(in: .min ... .max, using: &rng)
                if k == l { #expect(hashBits(k) == hashBits(l), "seed \(seed)") }
                let m = UInt32.random(in: 0...3, using: &rng)
                let n = UInt32.random(in: 0...3, using: &rng)
                if m == n { #expect(hashBits(m) == hashBits(n), "seed \(seed)") }
            }
        }
    }

    /// Every value of a small type: equal values give equal bits, computed twice from separately made values.
    @Test func smallTypesHashConsistently() {
        for value in Int16.min...Int16.max {
            #expect(hashBits(value) == hashBits(Int16(truncatingIfNeeded: Int(value))))
        }
        #expect(Set((Int8.min...Int8.max).map(hashBits)).count > 250)
    }

    /// The table indexes by the low hash bits, so structured keys (all low bits zero, or one differing byte) must
    /// still spread: a poor mixer would put them in one probe run.
    @Test func structuredKeysSpreadOverTheTable() {
        let count = 20_000
        let shifted = (0..<count).map { $0 << 40 }  // the low 40 bits are all zero
        let oneByte = (0..<count).map { uuid(UInt64($0) << 48, 0xFFFF) }  // differ only in two high bytes
        let secondHalf = (0..<count).map { uuid(0, UInt64($0)) }
        let smallInts = (Int32(-count / 2)..<Int32(count / 2)).map { $0 }
        // Linear probing at load ≤ 3/8 (20k records in 64k cells) averages ≈1.3 cells per lookup.
        #expect(averageProbeLength(table(of: shifted)) < 2)
        #expect(averageProbeLength(table(of: oneByte)) < 2)
        #expect(averageProbeLength(table(of: secondHalf)) < 2)
        #expect(averageProbeLength(table(of: smallInts)) < 2)
        #expect(Set(shifted.map(hashBits)).count > count - 10)
        #expect(Set(oneByte.map(hashBits)).count > count - 10)
    }

    // MARK: Snapshots with fast-hashed identifiers

    @Test func uuidSnapshotsBehave() async {
        await propertyCheck(count: 50, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let ids = (0..<200).map { _ in uuid(rng.next(), rng.next()) }
            var old = Snapshot<Int, UUID>()
            try! old.appendSections([0, 1])
            try! old.appendItems(Array(ids[0..<120]), toSection: 0)
            try! old.appendItems(Array(ids[120..<150]), toSection: 1)
            // Copies made from the bytes (not the same values) are found.
            for id in ids[0..<150] { #expect(old.contains(item: UUID(uuid: id.uuid))) }
            for id in ids[150...] { #expect(!old.contains(item: id)) }
            var new = old
            try! new.deleteItems(ids.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
            try! new.appendItems(Array(ids[150..<170]), toSection: 1)
            try! new.appendItems([UUID(uuid: ids[0].uuid)], toSection: 1)  // moved into place if present
            new._checkInvariants()
            for (index, item) in new.itemIdentifiers.enumerated() { #expect(new.indexOfItem(item) == index) }
            let update = new.difference(from: old)
            let newContents = contents(new)
            let result = update.apply(
                to: contents(old),
                insertedSection: { newContents[$0] },
                insertedElement: { newContents[$0[0]][$0[1]] })
            #expect(result == newContents, "seed \(seed)")
        }
    }

    @Test func integerSnapshotsBehave() throws {
        // Every Int8 value, negative ones included, and extreme Ints.
        var small = Snapshot<Int8, Int8>()
        try small.appendSections([-1, 0])
        try small.appendItems(Array(Int8.min..<0), toSection: -1)
        try small.appendItems(Array(0...Int8.max), toSection: 0)
        #expect(small.numberOfItems == 256)
        #expect(small.indexOfItem(-1) == 127)
        #expect(small.indexPath(ofItem: 0) == ip(1, 0))
        try! small.deleteItems(Array(Int8.min..<0).filter { $0 % 2 == 0 })
        #expect(small.numberOfItems == 192)
        #expect(small.sectionIdentifier(containingItem: -1) == -1)
        #expect(!small.contains(item: -2))
        small._checkInvariants()

        var wide = Snapshot<UInt64, Int>()
        try wide.appendSections([.max])
        try wide.appendItems([.min, -1, 0, 1, .max, 1 << 40, 2 << 40])
        #expect(wide.indexOfItem(.max) == 4)
        #expect(wide.indexOfItem(2 << 40) == 6)
        #expect(wide.indexOfItem(3 << 40) == nil)
        try wide.moveItem(.max, beforeItem: .min)
        #expect(wide.itemIdentifiers == [.max, .min, -1, 0, 1, 1 << 40, 2 << 40])
        wide._checkInvariants()
    }

    // MARK: removingMarks

    private func marked() throws -> IntSnapshot {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
        try snapshot.reloadItems([2, 4])
        try snapshot.reconfigureItems([3])
        try snapshot.reloadSections(["B"])
        return snapshot
    }

    @Test func removingMarksDropsEveryMarkAndKeepsContents() throws {
        let snapshot = try marked()
        let clean = snapshot.removingMarks()
        #expect(clean.reloadedItemIdentifiers == [])
        #expect(clean.reconfiguredItemIdentifiers == [])
        #expect(clean.reloadedSectionIdentifiers == [])
        #expect(sameLayout(clean, ["A": [1, 2, 3], "B": [4, 5]]))
        #expect(clean.hasSameContents(as: snapshot))
        clean._checkInvariants()
        // The original is a separate value and keeps its marks.
        #expect(snapshot.reloadedItemIdentifiers == [2, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    }

    @Test func removeMarksInPlace() throws {
        var snapshot = try marked()
        let before = snapshot
        snapshot.removeMarks()
        #expect(snapshot.reloadedItemIdentifiers == [])
        #expect(snapshot.reconfiguredItemIdentifiers == [])
        #expect(snapshot.reloadedSectionIdentifiers == [])
        #expect(sameLayout(snapshot, ["A": [1, 2, 3], "B": [4, 5]]))
        #expect(before.reloadedItemIdentifiers == [2, 4])  // the copy taken before is untouched
        // Marks can be set again afterwards, and the lookups still work.
        try snapshot.reloadItems([5])
        #expect(snapshot.reloadedItemIdentifiers == [5])
        #expect(snapshot.indexPath(ofItem: 5) == ip(1, 1))
        snapshot._checkInvariants()
    }

    @Test func removingMarksWithoutMarksSharesStorage() {
        let snapshot = makeSnapshot(["A": [1, 2]])
        let clean = snapshot.removingMarks()
        #expect(clean.storage === snapshot.storage)
        var unique = makeSnapshot(["A": [1, 2]])
        let box = unique.storage
        unique.removeMarks()
        #expect(unique.storage === box)
    }

    @Test func removingMarksSharesTheItemsCopyOnWrite() throws {
        let snapshot = try marked()
        let clean = snapshot.removingMarks()
        // A new box, but the item arrays and the index are shared, not copied.
        #expect(clean.storage !== snapshot.storage)
        #expect(clean.storage.records.withUnsafeBufferPointer { $0.baseAddress }
            == snapshot.storage.records.withUnsafeBufferPointer { $0.baseAddress })
        #expect(clean.storage.itemTable.cells.withUnsafeBufferPointer { $0.baseAddress }
            == snapshot.storage.itemTable.cells.withUnsafeBufferPointer { $0.baseAddress })
        // Mutating the copy leaves the original intact.
        var mutated = clean
        try! mutated.deleteItems([1, 4])
        try mutated.appendItems([9], toSection: "A")
        #expect(sameLayout(mutated, ["A": [2, 3, 9], "B": [5]]))
        #expect(sameLayout(snapshot, ["A": [1, 2, 3], "B": [4, 5]]))
        #expect(snapshot.reloadedItemIdentifiers == [2, 4])
        snapshot._checkInvariants()
        mutated._checkInvariants()
    }

    @Test func diffFromAnUnmarkedSnapshotHasNoReloads() throws {
        let old = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
        let marked = try marked()
        let withMarks = marked.difference(from: old)
        #expect(withMarks.itemReloads == [ip(0, 1), ip(1, 0)])
        #expect(withMarks.itemReconfigures == [ip(0, 2)])
        #expect(withMarks.sectionReloads == [1])
        let clean = marked.removingMarks().difference(from: old)
        #expect(clean.itemReloads.isEmpty && clean.itemReconfigures.isEmpty && clean.sectionReloads.isEmpty)
        #expect(clean.itemInserts.isEmpty && clean.itemDeletes.isEmpty && clean.itemMoves.isEmpty)
    }
}
